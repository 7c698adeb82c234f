/* ui_menu.c - a pop-up list of choices (see ui.h): placed beside the
 * button that opened it, hit-tested before the widgets it covers and
 * drawn after them, so that it is on top and a press on it reaches
 * nothing below. */
#include "ui/ui.h"
#include "ui/ui_parts.h"

enum { UI_MENU_PAD = 4 };   /* around the entries, at scale 1 */

UiMenu ui_menu_place(Ui *ui, UiRect anchor, UiRect bounds, const char *const *labels, int count)
{
    UiMenu m = { .count = count > 0 ? count : 0, .anchor = anchor };
    int pad = ui_px(ui, UI_MENU_PAD), widest = 0;
    for (int k = 0; k < m.count; k++) {
        char shown[160];
        int w = ui_width(ui, UI_FONT_BODY, ui_shown(labels[k], shown, sizeof shown));
        widest = w > widest ? w : widest;
    }
    m.item_w = widest + ui_px(ui, 24);
    m.item_h = ui_button_height(ui);
    /* As many columns as the entries need to fit the taller of the room
     * under and over the anchor; the columns stop at the bounds' width. */
    int below = bounds.y + bounds.h - (anchor.y + anchor.h), above = anchor.y - bounds.y;
    int room = (below > above ? below : above) - 2 * pad;
    int per_col = room / (m.item_h > 0 ? m.item_h : 1);
    per_col = per_col > 0 ? per_col : 1;
    m.cols = (m.count + per_col - 1) / per_col;
    int most_cols = (bounds.w - 2 * pad) / (m.item_w > 0 ? m.item_w : 1);
    m.cols = m.cols < 1 ? 1 : m.cols > most_cols && most_cols > 0 ? most_cols : m.cols;
    m.rows = (m.count + m.cols - 1) / m.cols;
    m.box.w = m.cols * m.item_w + 2 * pad;
    m.box.h = m.rows * m.item_h + 2 * pad;
    m.box.x = anchor.x;
    if (m.box.x + m.box.w > bounds.x + bounds.w)
        m.box.x = bounds.x + bounds.w - m.box.w;
    m.box.x = m.box.x < bounds.x ? bounds.x : m.box.x;
    bool under = m.box.h <= below || below >= above;
    m.box.y = under ? anchor.y + anchor.h : anchor.y - m.box.h;
    if (m.box.y + m.box.h > bounds.y + bounds.h)
        m.box.y = bounds.y + bounds.h - m.box.h;
    m.box.y = m.box.y < bounds.y ? bounds.y : m.box.y;
    return m;
}

/* The rectangle of entry k: down the first column, then the next. */
static UiRect ui_menu_item(const Ui *ui, const UiMenu *m, int k)
{
    int pad = ui_px(ui, UI_MENU_PAD);
    return (UiRect){ m->box.x + pad + (k / m->rows) * m->item_w, m->box.y + pad + (k % m->rows) * m->item_h,
                     m->item_w, m->item_h };
}

int ui_menu_input(Ui *ui, const UiMenu *m)
{
    if (!ui->in.pressed || ui->pointer_used)
        return UI_MENU_NONE;
    int x = ui->in.mx, y = ui->in.my;
    if (!ui_inside(m->box, x, y))
        return ui_inside(m->anchor, x, y) ? UI_MENU_NONE : UI_MENU_AWAY;
    ui->pointer_used = true;    /* nothing under the list gets it */
    for (int k = 0; k < m->count; k++)
        if (ui_inside(ui_menu_item(ui, m, k), x, y))
            return k;
    return UI_MENU_NONE;
}

void ui_menu_draw(Ui *ui, const UiMenu *m, const char *const *labels, int selected)
{
    ui_draw_rect(ui, m->box, ui_theme.field);
    ui_draw_frame(ui, m->box, ui_theme.muted);
    for (int k = 0; k < m->count; k++) {
        UiRect r = ui_menu_item(ui, m, k);
        bool hover;
        ui_claim(ui, ui_id(labels[k]), r, &hover);     /* its spot; the press was taken */
        bool on = k == selected;
        if (on || hover)
            ui_draw_rect(ui, r, on ? ui_theme.accent : ui_theme.button_hot);
        char shown[160];
        ui_shown(labels[k], shown, sizeof shown);
        ui_text_in(ui, UI_FONT_BODY, r.x + ui_px(ui, 8), r.y + (r.h - ui->line_h[UI_FONT_BODY]) / 2,
                   on ? ui_theme.accent_text : ui_theme.text, shown, ui_width(ui, UI_FONT_BODY, shown),
                   ui_inset(ui, r, 4));
    }
}
