/* mines_view.h - draws the Minesweeper board with an SDL renderer: the
 * cells from a strip of tiles painted once per cell size (mines_tiles.h),
 * a sunken frame, the reset face (mines_face.h), and the teaching overlays (the flood fill's queue with
 * its next cell ringed; the first click's safe zone outlined). The cells on
 * screen are drawn every frame: 10 000 tile copies at the 100 x 100 maximum
 * (see the README for what that costs in software rendering). */
#ifndef MAZE_APP_MINES_VIEW_H
#define MAZE_APP_MINES_VIEW_H

#include <stdbool.h>

#include <SDL.h>

#include "boards/mines/mines_face.h"
#include "boards/mines/mines_state.h"
#include "boards/mines/mines_layout.h"
#include "maze/palette.h"

typedef struct MinesView MinesView;

/* Colours of the overlays (also the legend's swatches). */
#define MINES_QUEUE_SLOT PAL_FRONTIER   /* queued cells */
#define MINES_NEXT_SLOT PAL_CURRENT     /* the next cell to open */
#define MINES_SAFE_SLOT PAL_RUN         /* the safe zone */

/* A view drawing on r. NULL when out of memory. */
MinesView *mines_view_new(SDL_Renderer *r);

/* Frees v and its tiles. NULL is a no-op. */
void mines_view_free(MinesView *v);

/* Where the board of app goes in area, at ui's scale, at the fit. */
MinesLayout mines_view_layout(const Ui *ui, const App *app, UiRect area);

/* Where it goes this frame with v's zoom and pan: the fit until the wheel
 * zooms (at the pointer) or a Ctrl+drag pans (the plain buttons stay the
 * game's); back to the fit on app->fit_requests. Takes the frame's wheel
 * and such a press from ui (board_panel_zoom). */
MinesLayout mines_view_zoomed(MinesView *v, Ui *ui, App *app, UiRect area);

/* The layout of the last frame drawn (zeroed before the first). */
MinesLayout mines_view_last(const MinesView *v);

/* Draws the frame, the cells ("?" marks included), the overlays app asks
 * for and the engine's marks (mines_hint_view.h) at layout l. Returns
 * false (the status line says why) when the tiles cannot be made. */
bool mines_view_draw(MinesView *v, App *app, const MinesLayout *l);

/* Draws the reset face `face` in the square r. */
void mines_view_face(MinesView *v, UiRect r, MinesFace face);

#endif
