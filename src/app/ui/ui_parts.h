/* ui_parts.h - the toolkit's own helpers, defined in ui.c (the frame) and
 * used by ui_widgets.c (the widgets) and ui_wrap.c (wrapped text); boards
 * use ui.h only. */
#ifndef MAZE_APP_UI_PARTS_H
#define MAZE_APP_UI_PARTS_H

#include <stdbool.h>
#include <stdint.h>

#include "ui/ui.h"

/* Records a widget's rectangle r under id and reports its pointer state:
 * *hover, and returns whether this frame's press landed on it. */
bool ui_claim(Ui *ui, uint32_t id, UiRect r, bool *hover);

/* The width in pixels of text in font f. */
int ui_width(Ui *ui, UiFont f, const char *text);

/* Draws text of width tw at (x, y) that a widget fitted into box, and
 * records both, so that ui_text_cut can tell a label that did not fit. */
void ui_text_in(Ui *ui, UiFont f, int x, int y, UiColor c, const char *text, int tw, UiRect box);

/* r less `inset` scaled pixels on the left and on the right. */
UiRect ui_inset(const Ui *ui, UiRect r, int inset);

/* Draws text centred in r (keeping 4 scaled pixels clear at each side). */
void ui_text_centred(Ui *ui, UiFont f, UiRect r, UiColor c, const char *text);

/* label at r's left and value at its right, on r's first line; the label's
 * room ends 6 scaled pixels before the value. */
void ui_label_value(Ui *ui, UiRect r, UiColor lc, const char *label, UiColor vc,
                    const char *value);

#endif
