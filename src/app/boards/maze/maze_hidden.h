/* maze_hidden.h - what an algorithm shows beyond its marks, drawn over the
 * maze picture: its overlay list (maze/overlay.h, run_overlays) by shape,
 * whatever algorithm made it: sets as colours and wall weights as shades
 * (a layer texture), frames, arrows, dots, bars, rings and numbers (shapes
 * drawn each frame), and the focus of the step's sentence. Each draw
 * returns the legend of what it drew, with the labels the algorithm gave. */
#ifndef MAZE_APP_MAZE_HIDDEN_H
#define MAZE_APP_MAZE_HIDDEN_H

#include <SDL.h>

#include "boards/maze/render_maze.h"
#include "maze/algo.h"
#include "maze/palette.h"
#include "ui/ui.h"

enum {
    HIDDEN_MARK_MIN_PX = 8,     /* arrows, dots, bars, rings, frames: cells
                                   at least this many pixels apart (2
                                   blocks) */
    HIDDEN_FAST_SPS = 2000,     /* faster than this many steps a second... */
    HIDDEN_FAST_CELLS = 40000   /* ...on more cells than this, the sets' and
                                   weights' layer waits for a pause */
};

/* One line of the legend: a swatch of `role` and its label, or a counter
 * ("label: value"). */
typedef struct HiddenLegendItem {
    PalSlot role;
    const char *label;
    bool counter;
    uint32_t value;
} HiddenLegendItem;

typedef struct HiddenLegend {
    int count;
    HiddenLegendItem item[OVERLAY_MAX + 1];    /* + "not joined yet" */
} HiddenLegend;

typedef struct MazeHidden MazeHidden;

/* A drawer for renderer r. Returns NULL when out of memory. Free with
 * maze_hidden_free. */
MazeHidden *maze_hidden_new(SDL_Renderer *r);

/* Frees h and its texture. NULL is a no-op. */
void maze_hidden_free(MazeHidden *h);

/* Draws over the maze picture `view` placed at p (as maze_view_draw drew
 * it; only p's area is touched; the layer with the picture's own block
 * edges, maze_view_draw_layer) the overlays of run (a generator's or a
 * solver's on the same maze), with the focus of `report` (the run's last
 * step, or NULL). Numbers go through ui's draw commands (ui may be NULL:
 * none). `fast`: the run is animating at more than HIDDEN_FAST_SPS steps a
 * second (or finishing), when a grid of more than HIDDEN_FAST_CELLS cells
 * goes without its layer (too costly to repaint every frame, and too quick
 * to read). Fills legend with what it drew. The layer is repainted only
 * when the run moved. */
void maze_hidden_draw(MazeHidden *h, Ui *ui, MazeView *view, const ZoomPlace *p, const Run *run,
                      const StepReport *report, bool fast, HiddenLegend *legend);

/* Draws the shape overlays list[0 .. count - 1] of grid g (frames, rings,
 * bars, dots, arrows, numbers: maze_hidden_shapes.h) over the picture
 * placed at p, inside its area, where cells are at least
 * HIDDEN_MARK_MIN_PX apart; numbers through ui (may be NULL: none).
 * Returns true when it drew anything. */
bool maze_hidden_draw_shapes(SDL_Renderer *r, Ui *ui, const ZoomPlace *p, const Grid *g, const Overlay *const *list,
                             int count);

/* Draws over the picture placed at p only the focus of `report` (run's
 * last step): a ring in each cell its sentence names, a bar on the wall
 * (run_overlays' PAL_FOCUS shapes), where cells are at least
 * HIDDEN_MARK_MIN_PX apart. For compare panes, which show no other
 * overlays. Returns true when it drew anything. */
bool maze_hidden_draw_focus(SDL_Renderer *r, const ZoomPlace *p, const Run *run, const StepReport *report);

#endif
