/* text_cache.c - a hash table of rendered strings. */
#include "ui/text_cache.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_ttf.h>

enum {
    TC_BUCKETS = 512,
    TC_KEEP_FRAMES = 120,   /* drop an entry this long after its last use */
    TC_SWEEP_EVERY = 60     /* frames between sweeps */
};

typedef struct TcEntry {
    struct TcEntry *next;
    uint32_t hash;
    UiFont font;
    int w, h;               /* pixels */
    SDL_Texture *tex;       /* made on first draw */
    uint64_t used;          /* frame of last use */
    char text[];
} TcEntry;

struct TextCache {
    SDL_Renderer *r;
    TTF_Font *fonts[UI_FONT_COUNT];
    TcEntry *buckets[TC_BUCKETS];
    uint64_t frame;
};

TextCache *text_cache_new(SDL_Renderer *r, const char *regular_path, const char *bold_path,
                          double scale)
{
    TextCache *tc = calloc(1, sizeof *tc);
    if (!tc) {
        SDL_OutOfMemory();
        return NULL;
    }
    tc->r = r;
    for (int f = 0; f < UI_FONT_COUNT; f++) {
        const char *path = (f == UI_FONT_BOLD || f == UI_FONT_TITLE) && bold_path ? bold_path
                                                                                  : regular_path;
        tc->fonts[f] = TTF_OpenFont(path, (int)(ui_font_px[f] * scale + 0.5));
        if (!tc->fonts[f]) {
            text_cache_free(tc);
            return NULL;
        }
    }
    return tc;
}

static void tc_entry_free(TcEntry *e)
{
    if (e->tex)
        SDL_DestroyTexture(e->tex);
    free(e);
}

void text_cache_free(TextCache *tc)
{
    if (!tc)
        return;
    for (int b = 0; b < TC_BUCKETS; b++)
        for (TcEntry *e = tc->buckets[b], *next; e; e = next) {
            next = e->next;
            tc_entry_free(e);
        }
    for (int f = 0; f < UI_FONT_COUNT; f++)
        if (tc->fonts[f])
            TTF_CloseFont(tc->fonts[f]);
    free(tc);
}

int text_cache_line_h(const TextCache *tc, UiFont f)
{
    return TTF_FontLineSkip(tc->fonts[f]);
}

/* The entry for (f, text), made (measured, not yet rendered) if missing. */
static TcEntry *tc_lookup(TextCache *tc, UiFont f, const char *text)
{
    uint32_t h = ui_id(text) * 31u + (uint32_t)f;
    TcEntry **slot = &tc->buckets[h % TC_BUCKETS];
    for (TcEntry *e = *slot; e; e = e->next)
        if (e->hash == h && e->font == f && strcmp(e->text, text) == 0) {
            e->used = tc->frame;
            return e;
        }
    size_t n = strlen(text);
    TcEntry *e = calloc(1, sizeof *e + n + 1);
    if (!e)
        return NULL;
    memcpy(e->text, text, n + 1);
    e->hash = h;
    e->font = f;
    e->used = tc->frame;
    if (TTF_SizeUTF8(tc->fonts[f], text, &e->w, &e->h) != 0)
        e->w = e->h = 0;
    e->next = *slot;
    *slot = e;
    return e;
}

int text_cache_width(void *ctx, UiFont f, const char *text)
{
    TcEntry *e = tc_lookup(ctx, f, text);
    return e ? e->w : 0;
}

SDL_Texture *text_cache_get(TextCache *tc, UiFont f, const char *text, int *w, int *h)
{
    if (!text[0])
        return NULL;
    TcEntry *e = tc_lookup(tc, f, text);
    if (!e)
        return NULL;
    if (!e->tex) {
        SDL_Surface *s = TTF_RenderUTF8_Blended(tc->fonts[f], text, (SDL_Color){ 255, 255, 255, 255 });
        if (!s)
            return NULL;
        e->tex = SDL_CreateTextureFromSurface(tc->r, s);
        SDL_FreeSurface(s);
        if (!e->tex)
            return NULL;
        SDL_QueryTexture(e->tex, NULL, NULL, &e->w, &e->h);
    }
    *w = e->w;
    *h = e->h;
    return e->tex;
}

void text_cache_end_frame(TextCache *tc)
{
    tc->frame++;
    if (tc->frame % TC_SWEEP_EVERY)
        return;
    for (int b = 0; b < TC_BUCKETS; b++)
        for (TcEntry **p = &tc->buckets[b]; *p;) {
            TcEntry *e = *p;
            if (tc->frame - e->used > TC_KEEP_FRAMES) {
                *p = e->next;
                tc_entry_free(e);
            } else {
                p = &e->next;
            }
        }
}
