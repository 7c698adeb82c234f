/* bias_strip.h - compare mode on the timeline, in the window: the strip
 * under the panes (the slider over every pane's steps, moved as one, and
 * the previous and next event buttons), each pane's last step's sentence,
 * and the list a pane's algorithm is chosen from. Records actions; never
 * changes the App. Built from ui.h. */
#ifndef MAZE_APP_BIAS_STRIP_H
#define MAZE_APP_BIAS_STRIP_H

#include "boards/maze/bias/bias_view.h"
#include "boards/maze/maze_state.h"
#include "ui/ui.h"

/* Widget ids of the algorithm list's entries: "##pick:ID" or
 * "##pick:ID:VARIANT" (for tests). */
void bias_strip_pick_label(int algo, int variant, char *buf, size_t cap);

/* The strip in the maze area `area` (laid out by bias_view_layout_all):
 * the slider and event buttons, and, when the panes have no room for a
 * sentence each, the sentence of the pane under the pointer (pane A's when
 * it is over none), its letter first. */
void bias_strip_draw(Ui *ui, App *app, UiRect area);

/* Pane k's last step's sentence in r (nothing before its first step, or
 * without a timeline), wrapped to r's lines. */
void bias_strip_sentence(Ui *ui, const App *app, int k, UiRect r);

/* The open algorithm list (maze_of(app)->pane_menu): call before the
 * panes take the pointer; a choice records MAZE_PANE_SET, a press away
 * from it MAZE_PANE_MENU -1. Then bias_strip_menu_draw after the panes'
 * labels, to draw it on top. */
void bias_strip_menu_input(Ui *ui, App *app, UiRect area);
void bias_strip_menu_draw(Ui *ui, App *app, UiRect area);

#endif
