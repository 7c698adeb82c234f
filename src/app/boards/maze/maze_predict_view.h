/* maze_predict_view.h - predict and check on screen (maze_predict.h): the
 * question or result in a box where the timeline's slider and sentence
 * go, with its buttons (Yes / No, Check, Cancel; Next question, Close) and
 * the score; the cells the question names ringed, the cells clicked
 * dotted, and once checked the true answer's cells ringed; a press on a
 * cell of the picture while the question wants cells answers it. */
#ifndef MAZE_APP_MAZE_PREDICT_VIEW_H
#define MAZE_APP_MAZE_PREDICT_VIEW_H

#include <SDL.h>

#include "boards/maze/maze_state.h"
#include "ui/ui.h"
#include "ui/zoom.h"

#define MAZE_PREDICT_YES "Yes##predict-yes"
#define MAZE_PREDICT_NO "No##predict-no"
#define MAZE_PREDICT_CHECK_BUTTON "Check##predict-check"
#define MAZE_PREDICT_CANCEL "Cancel (Esc)##predict-close"
#define MAZE_PREDICT_CLOSE "Close (Esc)##predict-close"
#define MAZE_PREDICT_NEXT "Next question (K)##predict-next"

/* Call before the picture takes the pointer (placed at p this frame): a
 * press on a cell while the question wants cells records
 * MAZE_PREDICT_CELL and is taken (no pan starts). */
void maze_predict_view_input(Ui *ui, App *app, const ZoomPlace *p);

/* The question's marks over the picture placed at p. */
void maze_predict_view_marks(SDL_Renderer *r, const ZoomPlace *p, const App *app);

/* The question or result box in r, with its buttons and the score. */
void maze_predict_view_box(Ui *ui, App *app, UiRect r);

#endif
