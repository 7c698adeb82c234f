/* mines_hint_view.h - the deduction engine's marks on the board's pixels:
 * a deduction's numbers outlined, the cells it proves safe or mines tinted
 * and outlined; with no deduction, each closed cell next to a number
 * tinted by its chance of a mine (green to red) with the percentage on it
 * ("~" when approximate) where it fits; a number whose flags cannot all be
 * right outlined. What is shown comes from mines_hint_logic. */
#ifndef MAZE_APP_MINES_HINT_VIEW_H
#define MAZE_APP_MINES_HINT_VIEW_H

#include <SDL.h>

#include "boards/mines/mines_layout.h"
#include "boards/mines/mines_state.h"
#include "ui/ui.h"

/* Draws the tints and outlines over the cells of layout l, inside its
 * view. */
void mines_hint_view_draw(SDL_Renderer *r, const App *app, const MinesLayout *l);

/* Writes the percentages on the cells (ui commands, drawn over the
 * picture), each only where it fits whole inside its cell and the view. */
void mines_hint_view_odds(Ui *ui, const App *app, const MinesLayout *l);

#endif
