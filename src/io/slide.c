/* slide.c - recording frames made into slides (see slide.h). */
#include "maze/slide.h"

#include <ft2build.h>
#include FT_FREETYPE_H
#include <stdio.h>
#include <string.h>

#include "maze/anim.h"
#include "maze/mem.h"

/* One FreeType library for the slides (the window's thread opens them;
 * sheet_draw.c keeps its own for the export thread). */
static FT_Library slide_ft;

enum { SLIDE_CACHED = 128 };   /* ASCII glyphs kept rendered: the text is mostly ASCII */

/* A glyph rendered one bit a pixel, as FreeType gives it. */
typedef struct SlideGlyph {
    bool loaded, ok;
    int left, top, advance;     /* pixels from the pen; pen move */
    int width, rows, pitch;
    uint8_t *bits;              /* rows * pitch bytes, the leftmost pixel in bit 7 */
} SlideGlyph;

struct SlideFont {
    FT_Face face;
    int px;
    int ascender;               /* pixels above the baseline */
    SlideGlyph cache[SLIDE_CACHED];
    SlideGlyph other;           /* the last glyph outside the cache */
};

SlideFont *slide_font_open(const char *path, int px, char *err, size_t err_cap)
{
    SlideFont *f = mem_calloc(1, sizeof *f);
    if (!f || (!slide_ft && FT_Init_FreeType(&slide_ft) != 0) || !path ||
        FT_New_Face(slide_ft, path, 0, &f->face) != 0) {
        if (err && err_cap)
            snprintf(err, err_cap, "cannot load the font %s", path ? path : "(none)");
        mem_free(f);
        return NULL;
    }
    FT_Set_Pixel_Sizes(f->face, 0, (FT_UInt)px);
    f->px = px;
    f->ascender = (int)(f->face->size->metrics.ascender >> 6);
    return f;
}

void slide_font_close(SlideFont *f)
{
    if (!f)
        return;
    for (int k = 0; k < SLIDE_CACHED; k++)
        mem_free(f->cache[k].bits);
    mem_free(f->other.bits);
    FT_Done_Face(f->face);
    mem_free(f);
}

int slide_line_h(const SlideFont *f)
{
    return (f->px * 6 + 4) / 5;
}

/* The code point at *p (UTF-8), moving *p past it; '?' for a bad byte. */
static uint32_t slide_next(const char **p)
{
    const unsigned char *s = (const unsigned char *)*p;
    int n = s[0] < 0x80 ? 1 : s[0] >> 5 == 6 ? 2 : s[0] >> 4 == 14 ? 3 : s[0] >> 3 == 30 ? 4 : 0;
    uint32_t c = n == 1 ? s[0] : n == 2 ? s[0] & 31u : n == 3 ? s[0] & 15u : s[0] & 7u;
    for (int k = 1; k < n; k++) {
        if ((s[k] & 0xc0) != 0x80) {
            n = 0;
            break;
        }
        c = c << 6 | (s[k] & 63u);
    }
    *p += n > 0 ? n : 1;
    return n > 0 ? c : '?';
}

/* Code point c's glyph, rendered (hinted for one bit a pixel); ok false
 * when the font has none. ASCII ones are rendered once and kept. */
static const SlideGlyph *slide_glyph(SlideFont *f, uint32_t c)
{
    SlideGlyph *g = c < SLIDE_CACHED ? &f->cache[c] : &f->other;
    if (g->loaded && c < SLIDE_CACHED)
        return g;
    mem_free(g->bits);
    *g = (SlideGlyph){ .loaded = true };
    if (FT_Load_Char(f->face, c, FT_LOAD_RENDER | FT_LOAD_TARGET_MONO | FT_LOAD_MONOCHROME) != 0)
        return g;
    const FT_GlyphSlot s = f->face->glyph;
    const FT_Bitmap *b = &s->bitmap;
    g->left = s->bitmap_left;
    g->top = s->bitmap_top;
    g->advance = (int)(s->advance.x >> 6);
    g->width = (int)b->width;
    g->rows = (int)b->rows;
    g->pitch = (g->width + 7) / 8;
    size_t n = (size_t)g->rows * (size_t)g->pitch;
    g->bits = n ? mem_calloc(n, 1) : NULL;
    if (n && !g->bits)
        return g;
    for (int r = 0; r < g->rows; r++)
        for (int k = 0; k < g->width; k++) {
            bool ink = b->pixel_mode == FT_PIXEL_MODE_MONO ? (b->buffer[r * b->pitch + k / 8] >> (7 - k % 8)) & 1
                                                          : b->buffer[r * b->pitch + k] >= 128;
            if (ink)
                g->bits[(size_t)r * (size_t)g->pitch + (size_t)k / 8] |= (uint8_t)(0x80 >> (k % 8));
        }
    g->ok = true;
    return g;
}

int slide_text_width(SlideFont *f, const char *text)
{
    int w = 0;
    for (const char *p = text; *p;) {
        const SlideGlyph *g = slide_glyph(f, slide_next(&p));
        w += g->ok ? g->advance : 0;
    }
    return w;
}

/* The frame being drawn. */
typedef struct SlideCanvas {
    uint8_t *px;
    int w, h;
} SlideCanvas;

/* Draws text with its top at (x, y) in colour, nothing right of x_max;
 * returns where the pen ended. */
static int slide_text(SlideCanvas *cv, SlideFont *f, int x, int y, int x_max, uint8_t colour, const char *text)
{
    int base = y + f->ascender;
    for (const char *p = text; *p;) {
        const SlideGlyph *g = slide_glyph(f, slide_next(&p));
        if (!g->ok)
            continue;
        int left = x + g->left, top = base - g->top;
        for (int r = 0; r < g->rows; r++)
            for (int k = 0; k < g->width; k++) {
                int px = left + k, py = top + r;
                if ((g->bits[(size_t)r * (size_t)g->pitch + (size_t)k / 8] & (0x80 >> (k % 8))) && px >= 0 &&
                    px < x_max && px < cv->w && py >= 0 && py < cv->h)
                    cv->px[(size_t)py * (size_t)cv->w + (size_t)px] = colour;
            }
        x += g->advance;
    }
    return x;
}

MazeStatus slide_layout(int want_w, int content_w, int content_h, SlideLayout *out, char *why,
                        size_t why_cap)
{
    *out = (SlideLayout){ .content_w = content_w, .content_h = content_h };
    if (want_w < SLIDE_MIN_W || want_w > SLIDE_MAX_W || content_w < 1 || content_h < 1) {
        if (why && why_cap)
            snprintf(why, why_cap, "a slide is %d to %d px wide", SLIDE_MIN_W, SLIDE_MAX_W);
        return MAZE_ERR_ARG;
    }
    /* Text a projector's back row reads: a 32 px title and 26 px sentence
     * on a 1280 px slide, in proportion on others. */
    out->pad = want_w / 64;
    out->title_px = want_w / 40;
    out->text_px = want_w / 48;
    int room = want_w - 2 * out->pad;
    out->scale = content_w < room ? room / content_w : 1;
    out->w = content_w * out->scale > room ? content_w * out->scale + 2 * out->pad : want_w;
    out->bar_h = (out->title_px * 6 + 4) / 5 + out->pad;
    out->pic_x = (out->w - content_w * out->scale) / 2;
    out->pic_y = out->bar_h + out->pad;
    out->text_y = out->pic_y + content_h * out->scale + out->pad;
    out->h = out->text_y + SLIDE_SENTENCE_LINES * ((out->text_px * 6 + 4) / 5) + out->pad;
    if (out->w > SLIDE_MAX_W || out->h > SLIDE_MAX_W) {
        if (why && why_cap)
            snprintf(why, why_cap, "the slide would be %dx%d px; the limit is %d px a side", out->w, out->h,
                     SLIDE_MAX_W);
        return MAZE_ERR_ARG;
    }
    return MAZE_OK;
}

/* The longest start of text that fits w pixels with tail ("" or "...")
 * after it when it is not all of text: cut at a space, or for a single
 * word too wide anywhere (between characters). Writes it to line and
 * returns the bytes of text it took. */
static size_t slide_fit(SlideFont *f, const char *text, int w, const char *tail, char *line, size_t cap)
{
    enum { MOST = 1024 };
    int at[MOST + 1];           /* the pen at each byte */
    size_t n = strlen(text) < MOST ? strlen(text) : MOST;
    at[0] = 0;
    for (const char *p = text; (size_t)(p - text) < n;) {
        const char *q = p;
        const SlideGlyph *g = slide_glyph(f, slide_next(&q));
        for (const char *k = p + 1; k <= q && (size_t)(k - text) <= n; k++)
            at[k - text] = at[p - text] + (g->ok ? g->advance : 0);
        p = q;
    }
    int tail_w = slide_text_width(f, tail);
    size_t best = 0, loose = 0;
    for (size_t k = 1; k <= n; k++) {
        bool whole = k == n;
        if (at[k] + (whole ? 0 : tail_w) > w)
            break;
        if ((text[k] & 0xc0) != 0x80)
            loose = k;          /* a character boundary */
        if (whole || text[k] == ' ')
            best = k;
    }
    if (best == 0)
        best = loose;
    snprintf(line, cap, "%.*s%s", (int)best, text, best < strlen(text) ? tail : "");
    return best;
}

/* The sentence wrapped at spaces on up to SLIDE_SENTENCE_LINES lines. */
static void slide_sentence(SlideCanvas *cv, const SlideLayout *l, SlideFont *f, const char *text)
{
    int w = l->w - 2 * l->pad, y = l->text_y;
    for (int line = 0; line < SLIDE_SENTENCE_LINES && *text; line++) {
        char buf[512];
        bool last = line == SLIDE_SENTENCE_LINES - 1;
        size_t took = slide_fit(f, text, w, "", buf, sizeof buf);
        if (last && took < strlen(text))
            slide_fit(f, text, w, "...", buf, sizeof buf);
        slide_text(cv, f, l->pad, y, l->w - l->pad, ANIM_WALL, buf);
        text += took;
        while (*text == ' ')
            text++;
        y += slide_line_h(f);
    }
}

void slide_draw(const SlideLayout *l, const uint8_t *content, SlideFont *title_font, SlideFont *text_font,
                const SlideText *text, uint8_t *frame)
{
    SlideCanvas cv = { frame, l->w, l->h };
    memset(frame, ANIM_PASSAGE, (size_t)l->w * (size_t)l->h);
    memset(frame, ANIM_WALL, (size_t)l->w * (size_t)l->bar_h);
    int ty = (l->bar_h - slide_line_h(title_font)) / 2;
    int cw = text->counter[0] ? slide_text_width(title_font, text->counter) : 0;
    int right = l->w - l->pad - cw, gap = cw ? l->pad : 0;
    char title[512];
    slide_fit(title_font, text->title, right - gap - l->pad, "...", title, sizeof title);
    slide_text(&cv, title_font, l->pad, ty, right - gap, ANIM_PASSAGE, title);
    if (cw)
        slide_text(&cv, title_font, right, ty, l->w, ANIM_PASSAGE, text->counter);
    size_t cols = (size_t)l->content_w * (size_t)l->scale;
    for (int y = 0; y < l->content_h; y++) {
        uint8_t *row = frame + (size_t)(l->pic_y + y * l->scale) * (size_t)l->w + (size_t)l->pic_x;
        const uint8_t *src = content + (size_t)y * (size_t)l->content_w;
        for (int x = 0; x < l->content_w; x++)
            memset(row + (size_t)x * (size_t)l->scale, src[x], (size_t)l->scale);
        for (int k = 1; k < l->scale; k++)
            memcpy(row + (size_t)k * (size_t)l->w, row, cols);
    }
    if (text->sentence[0])
        slide_sentence(&cv, l, text_font, text->sentence);
}
