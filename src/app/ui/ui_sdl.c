/* ui_sdl.c - drains ui.h draw commands into SDL. */
#include "ui/ui_sdl.h"

static SDL_Rect ui_sdl_rect(UiRect r)
{
    return (SDL_Rect){ r.x, r.y, r.w, r.h };
}

/* Sets the colour of the next fill; opaque ones are not blended, which the
 * software renderer does several times faster. */
static void ui_sdl_fill_color(SDL_Renderer *r, UiColor c)
{
    SDL_SetRenderDrawBlendMode(r, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
}

void ui_sdl_draw(const Ui *ui, SDL_Renderer *r, TextCache *tc)
{
    int line = ui_px(ui, 1) > 0 ? ui_px(ui, 1) : 1;
    for (size_t k = 0; k < ui->ncmds; k++) {
        const UiCmd *c = &ui->cmds[k];
        SDL_Rect rect = ui_sdl_rect(c->rect);
        switch (c->kind) {
        case UI_CMD_RECT:
            ui_sdl_fill_color(r, c->color);
            SDL_RenderFillRect(r, &rect);
            break;
        case UI_CMD_FRAME: {
            ui_sdl_fill_color(r, c->color);
            SDL_Rect edges[4] = {
                { rect.x, rect.y, rect.w, line },
                { rect.x, rect.y + rect.h - line, rect.w, line },
                { rect.x, rect.y, line, rect.h },
                { rect.x + rect.w - line, rect.y, line, rect.h },
            };
            SDL_RenderFillRects(r, edges, 4);
            break;
        }
        case UI_CMD_CLIP:
            SDL_RenderSetClipRect(r, &rect);
            break;
        case UI_CMD_UNCLIP:
            SDL_RenderSetClipRect(r, NULL);
            break;
        case UI_CMD_TEXT: {
            int w, h;
            if (!tc)
                break;
            SDL_Texture *t = text_cache_get(tc, c->font, ui->text + c->text, &w, &h);
            if (!t)
                break;
            SDL_SetTextureColorMod(t, c->color.r, c->color.g, c->color.b);
            SDL_SetTextureAlphaMod(t, c->color.a);
            SDL_Rect dst = { rect.x, rect.y, w, h };
            SDL_RenderCopy(r, t, NULL, &dst);
            break;
        }
        }
    }
}

UiSdlClip ui_sdl_clip_to(SDL_Renderer *r, UiRect area)
{
    UiSdlClip was = { SDL_RenderIsClipEnabled(r), { 0, 0, 0, 0 } };
    SDL_RenderGetClipRect(r, &was.rect);
    SDL_RenderSetClipRect(r, &(SDL_Rect){ area.x, area.y, area.w, area.h });
    return was;
}

void ui_sdl_clip_restore(SDL_Renderer *r, UiSdlClip was)
{
    SDL_RenderSetClipRect(r, was.on ? &was.rect : NULL);
}
