/* ui_sdl.c - drains ui.h draw commands into SDL. */
#include "ui_sdl.h"

static SDL_Rect ui_sdl_rect(UiRect r)
{
    return (SDL_Rect){ r.x, r.y, r.w, r.h };
}

void ui_sdl_draw(const Ui *ui, SDL_Renderer *r, TextCache *tc)
{
    int line = ui_px(ui, 1) > 0 ? ui_px(ui, 1) : 1;
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    for (size_t k = 0; k < ui->ncmds; k++) {
        const UiCmd *c = &ui->cmds[k];
        SDL_Rect rect = ui_sdl_rect(c->rect);
        switch (c->kind) {
        case UI_CMD_RECT:
            SDL_SetRenderDrawColor(r, c->color.r, c->color.g, c->color.b, c->color.a);
            SDL_RenderFillRect(r, &rect);
            break;
        case UI_CMD_FRAME: {
            SDL_SetRenderDrawColor(r, c->color.r, c->color.g, c->color.b, c->color.a);
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
