/* teach_view.h - a board's teaching strip, as ui commands: the timeline
 * slider and the sentence of the last step under the picture, the
 * pseudocode with the last step's line highlighted beside it (or under it
 * when that leaves the picture more room), and the timeline buttons for a
 * panel or the slim bar. Records actions (BOARD_SEEK, BOARD_STEP_BACK, ...)
 * for the board whose code runs; never changes the App. SDL-free. */
#ifndef MAZE_APP_TEACH_VIEW_H
#define MAZE_APP_TEACH_VIEW_H

#include <stdbool.h>

#include "boards/teach/teach_show.h"
#include "model/app_state.h"
#include "ui/ui.h"

/* Widget ids, for tests. */
#define TEACH_SLIDER "Timeline##teach-timeline"
#define TEACH_BACK "Back##teach-back"
#define TEACH_START "Start##teach-start"
#define TEACH_END "End##teach-end"
#define TEACH_SLIM_BACK "Back##slim-back"
#define TEACH_PREV_EVENT_ID "##teach-prev-event"
#define TEACH_NEXT_EVENT_ID "##teach-next-event"
#define TEACH_PREV_EVENT "[ Previous event" TEACH_PREV_EVENT_ID
#define TEACH_NEXT_EVENT "Next event ]" TEACH_NEXT_EVENT_ID

/* Where the strip's parts go in area around a picture of pic_w x pic_h
 * blocks: the pseudocode beside the picture, or under it when that gives
 * the picture a larger scale (compact: only the highlighted line, when all
 * of them would not fit, or would leave the picture under 3/4 of the scale
 * it has with that line alone under it), or nowhere when show->code_aside
 * (code is then empty); the slider and the sentence at the bottom. */
typedef struct TeachLayout {
    UiRect picture, code, slider, sentence;
    bool compact;
} TeachLayout;
TeachLayout teach_view_layout(Ui *ui, UiRect area, const TeachShow *show, int pic_w, int pic_h);

/* The pseudocode alone where layout l put it, the report's line lit: for
 * a board that shows something else in the slider's and sentence's place
 * (a question, maze_predict_view.h). */
void teach_view_code_box(Ui *ui, const TeachLayout *l, const TeachShow *show);

/* The timeline slider in r over span (the steps reached, or all of them
 * once the end is known): dragging it records BOARD_SEEK. With prev_kind
 * and next_kind (the board's actions for its previous and next milestone;
 * 0: it has none), the two event buttons at the slider's right. */
void teach_view_timeline(Ui *ui, App *app, UiRect r, const TeachSpan *span, int prev_kind, int next_kind);

/* Draws show's strip around a picture of pic_w x pic_h blocks inside area
 * and returns the rectangle left for the picture. show->tl may be NULL (no
 * run to go through yet: the pseudocode without a highlight, a hint in
 * place of the slider). */
UiRect teach_view_draw(Ui *ui, App *app, UiRect area, const TeachShow *show, int pic_w, int pic_h);

/* The pseudocode with the highlighted line, for the slim bar: from the
 * current ui position down the room left in the area (the slim bar's free
 * space), without the title (the slim bar names the algorithm): all the
 * lines when they fit there, else as many as fit around the highlighted
 * one (that one alone at least). Nothing when show has no pseudocode. */
void teach_view_code_aside(Ui *ui, const TeachShow *show);

/* The row of timeline buttons (Back, Start, End) in the current ui area;
 * can_back: a step back is possible (else Back and Start are off). */
void teach_view_buttons(Ui *ui, App *app, bool can_back);

/* One of them: Back (BOARD_STEP_BACK, off unless can_back) or End
 * (BOARD_TO_END), as the next widget of the current row. */
void teach_view_back(Ui *ui, App *app, bool can_back);
void teach_view_end(Ui *ui, App *app);

#endif
