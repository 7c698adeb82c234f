/* bias_view.h - drawing what bias.h keeps: the overlays' look of a pane's
 * maze, compare mode's panes (each maze with its label and key numbers),
 * and the heat map's legend. */
#ifndef MAZE_APP_BIAS_VIEW_H
#define MAZE_APP_BIAS_VIEW_H

#include <SDL.h>

#include "boards/board_panel.h"
#include "boards/maze/maze_state.h"
#include "maze/palette.h"
#include "boards/maze/render_maze.h"
#include "ui/ui.h"

typedef struct BiasView {
    MazeView *maze[MAZE_MAX_PANES];  /* panes 1..; pane 0 is the AppView's */
    uint64_t generation;            /* App.generation they were made for */
    uint64_t look_version;          /* App.look_version they were painted for */
    BoardZoom zoom;                 /* every pane's zoom and pan: linked */
    ZoomPlace place[MAZE_MAX_PANES]; /* where each pane's picture went last */
} BiasView;

/* Where pane k's parts go inside the maze area. */
typedef struct BiasPaneRects {
    UiRect label;       /* the algorithm's name: click for the next one;
                           with the count under it when count_below */
    UiRect count;       /* the run's or the race's count: beside the name
                           (right-aligned) or a line of its own under it */
    bool count_below;   /* the pane is too narrow for both on one line */
    UiRect maze;        /* the maze picture */
    UiRect sentence;    /* its last step's sentence (h 0: the strip shows
                           the sentence of the pane under the pointer) */
    UiRect stats;       /* one line of key numbers */
} BiasPaneRects;

enum { BIAS_VIEW_SENTENCE_LINES = 2 };  /* a sentence's room, small lines */

/* The strip under the panes (bias_strip.h draws it). */
typedef struct BiasStripRects {
    UiRect slider;      /* the timeline slider and the event buttons */
    UiRect sentence;    /* the sentence of the pane under the pointer, when
                           the panes have no room for one each (h 0 else) */
} BiasStripRects;

/* Frees the pane textures (compare mode ended: up to 64 MB a 4000x4000
 * pane). */
void bias_view_free(BiasView *bv);

/* Sets look's overlay fields (heat map, dead ends) for pane k of app: on
 * when the user asked for them and that pane's maze is done. */
void bias_view_look(const App *app, int k, MazeLook *look);

/* Splits area into the rectangles of `panes` panes (2: side by side, 4: two
 * by two) and the strip under them (the timeline), with room for each
 * label, sentence and stats line at ui's text size. The count goes under
 * the name when the widest name any pane can have and an 8-digit count do
 * not fit one line; each pane has its sentence when two small lines take
 * at most an eighth of its height and hold a usual sentence, else the
 * strip has one (four panes in projector mode): the same layout whatever
 * the panes show. strip may be NULL. */
void bias_view_layout_all(const Ui *ui, UiRect area, int panes, BiasPaneRects out[MAZE_MAX_PANES],
                          BiasStripRects *strip);

/* bias_view_layout_all without the strip's rectangles. */
void bias_view_layout(const Ui *ui, UiRect area, int panes, BiasPaneRects out[MAZE_MAX_PANES]);

/* Compare mode: brings panes 1.. in step with their runs and draws every
 * pane's maze (pane 0 is main, kept by the caller) with its path overlay,
 * all zoomed and panned alike (linked: each pane shows the same region of
 * its maze): the wheel over any pane zooms every pane at the pointer, a
 * drag over any pans them all, 0 or the "Fit (0)" button in pane B's
 * corner returns to the fit. Takes the wheel and the press it uses (call
 * between ui_begin and ui_end, before the panes' labels). Returns the
 * colour slots on screen. */
PalSet bias_view_draw_panes(BiasView *bv, SDL_Renderer *r, App *app, MazeView *main,
                            UiRect area, Ui *ui);

/* Where pane k's picture went in the last bias_view_draw_panes (its
 * rectangle, scale and offset), for hit tests. */
ZoomPlace bias_view_pane_place(const BiasView *bv, int k);

/* Milliseconds compare pane k's picture may spend repainting this frame:
 * its share of the panes' budget, larger once its run is done or paused. */
double bias_view_paint_ms(const App *app, int k);

/* True while some pane's picture waits for repainting (the window keeps
 * drawing frames until it has caught up). */
bool bias_view_pending(const BiasView *bv);

/* Compare mode: each pane's label (a button: the next algorithm) and its
 * key numbers under it. Call between ui_begin and ui_end. */
void bias_view_pane_ui(Ui *ui, App *app, UiRect area);

/* When the heat map is on and shown: its scale at the right of the bar's
 * first line, from 0 to the largest distance. */
void bias_view_heat_legend(Ui *ui, const App *app, UiRect bar);

/* Widget label of pane k's name button ("Kruskal's ▸##pane:1"). */
void bias_view_pane_label(const App *app, int k, char *buf, size_t cap);

#endif
