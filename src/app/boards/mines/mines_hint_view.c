/* mines_hint_view.c - the engine's marks on the board (see
 * mines_hint_view.h). */
#include "boards/mines/mines_hint_view.h"

#include <math.h>
#include <stdio.h>

#include "boards/mines/mines_hint.h"
#include "boards/mines/mines_overlay.h"
#include "ui/ui_sdl.h"

enum {
    HINT_TINT_ALPHA = 110,      /* over a cell: its picture still shows */
    HINT_ODDS_ALPHA = 150
};

static void hint_color(SDL_Renderer *r, UiColor c, Uint8 alpha)
{
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, alpha);
}

static SDL_Rect hint_cell(const MinesLayout *l, uint32_t i)
{
    UiRect c = mines_layout_cell(l, (int)(i % (uint32_t)l->cols), (int)(i / (uint32_t)l->cols));
    return (SDL_Rect){ c.x, c.y, c.w, c.h };
}

/* An outline of thickness t inside cell i, in c. */
static void hint_outline(SDL_Renderer *r, const MinesLayout *l, uint32_t i, UiColor c)
{
    SDL_Rect rc = hint_cell(l, i);
    int t = l->cell / 8 > 2 ? l->cell / 8 : 2;
    if (t * 2 >= rc.w) {        /* tiny cells: a fill says it */
        hint_color(r, c, 255);
        SDL_RenderFillRect(r, &rc);
        return;
    }
    SDL_Rect e[4] = {
        { rc.x, rc.y, rc.w, t }, { rc.x, rc.y + rc.h - t, rc.w, t },
        { rc.x, rc.y, t, rc.h }, { rc.x + rc.w - t, rc.y, t, rc.h },
    };
    hint_color(r, c, 255);
    SDL_RenderFillRects(r, e, 4);
}

/* Cell i tinted in c, then outlined. */
static void hint_mark(SDL_Renderer *r, const MinesLayout *l, uint32_t i, MinesMark m)
{
    UiColor c = mines_overlay_mark_color(m);
    SDL_Rect rc = hint_cell(l, i);
    hint_color(r, c, HINT_TINT_ALPHA);
    SDL_RenderFillRect(r, &rc);
    hint_outline(r, l, i, c);
}

static void hint_deduction(SDL_Renderer *r, const MinesLayout *l, const MinesDeduction *d)
{
    for (int k = 0; k < d->safe_count + d->mine_count; k++)
        hint_mark(r, l, d->cell[k], k < d->safe_count ? MINES_MARK_SAFE : MINES_MARK_MINE);
    for (int k = 0; k < d->clue_count; k++)
        hint_outline(r, l, d->clue[k], mines_overlay_mark_color(MINES_MARK_CLUE));
}

static void hint_odds(SDL_Renderer *r, const MinesBoard *b, const MinesLayout *l, const MinesProbs *p)
{
    for (uint32_t i = 0; i < b->n; i++) {
        if (p->p[i] < 0 || !mines_hint_frontier(b, i))
            continue;
        hint_color(r, mines_overlay_odds_color(p->p[i]), HINT_ODDS_ALPHA);
        SDL_Rect rc = hint_cell(l, i);
        SDL_RenderFillRect(r, &rc);
    }
}

void mines_hint_view_draw(SDL_Renderer *r, const App *app, const MinesLayout *l)
{
    MinesLogicShown shown;
    if (!mines_hint_logic(app, &shown) || l->view.w <= 0 || l->view.h <= 0)
        return;
    UiSdlClip was = ui_sdl_clip_to(r, l->view);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    if (shown.deduction)
        hint_deduction(r, l, shown.deduction);
    else if (shown.probs)
        hint_odds(r, mines_of(app)->board, l, shown.probs);
    if (shown.clue != MINES_NONE)
        hint_outline(r, l, shown.clue, mines_overlay_mark_color(MINES_MARK_MINE));
    ui_sdl_clip_restore(r, was);
}

/* True when r lies whole inside v. */
static bool hint_within(UiRect r, UiRect v)
{
    return r.x >= v.x && r.y >= v.y && r.x + r.w <= v.x + v.w && r.y + r.h <= v.y + v.h;
}

void mines_hint_view_odds(Ui *ui, const App *app, const MinesLayout *l)
{
    MinesLogicShown shown;
    if (!mines_hint_logic(app, &shown) || !shown.probs || ui->line_h[UI_FONT_SMALL] > l->cell)
        return;
    const MinesBoard *b = mines_of(app)->board;
    const MinesProbs *p = shown.probs;
    for (uint32_t i = 0; i < b->n; i++) {
        if (p->p[i] < 0 || !mines_hint_frontier(b, i))
            continue;
        UiRect c = mines_layout_cell(l, (int)(i % (uint32_t)b->w), (int)(i / (uint32_t)b->w));
        if (!hint_within(c, l->view))
            continue;
        char text[16];
        long pct = lround(100 * p->p[i]);
        const char *approx = p->exact ? "" : "~";
        snprintf(text, sizeof text, "%s%ld%%", approx, pct);
        int tw = ui->text_width(ui->text_ctx, UI_FONT_SMALL, text);
        if (tw > c.w - 2) {     /* no room for the sign */
            snprintf(text, sizeof text, "%s%ld", approx, pct);
            tw = ui->text_width(ui->text_ctx, UI_FONT_SMALL, text);
        }
        if (tw <= c.w - 2)
            ui_draw_text(ui, UI_FONT_SMALL, c.x + (c.w - tw) / 2, c.y + (c.h - ui->line_h[UI_FONT_SMALL]) / 2,
                         ui_theme.text, text);
    }
}
