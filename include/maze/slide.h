/* slide.h - a recording's frame made into a slide: a title bar (the
 * algorithm, size and seed on the left, the step counter on the right) over
 * the picture, scaled up by a whole number of pixels a pixel to fill a
 * chosen width, and under it the step's sentence on up to two lines.
 *
 * Frames are palette indices of anim.h (the picture's own, text in
 * ANIM_WALL on ANIM_PASSAGE, the bar ANIM_WALL with its text in
 * ANIM_PASSAGE), so a slide is a GIF frame or, through anim_palette, a PNG.
 * Text is drawn unsmoothed (every pixel ink or paper, as the GIF's palette
 * needs) by FreeType from a font file the caller names: no system fonts,
 * so the same arguments give the same pixels. No SDL. */
#ifndef MAZE_SLIDE_H
#define MAZE_SLIDE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/status.h"

enum {
    SLIDE_DEFAULT_W = 1280,     /* pixels: a projector's width */
    SLIDE_MIN_W = 320,
    SLIDE_MAX_W = 4096,         /* a GIF's side (GIF_MAX_SIDE_PX) */
    SLIDE_SENTENCE_LINES = 2
};

/* A font file loaded at one pixel size. */
typedef struct SlideFont SlideFont;

/* Loads the TrueType file at path at px pixels (the em); NULL with a
 * sentence in err (err_cap bytes, may be NULL) when it cannot. */
SlideFont *slide_font_open(const char *path, int px, char *err, size_t err_cap);

/* Frees f (NULL is fine). */
void slide_font_close(SlideFont *f);

/* The width of text (UTF-8) in f, pixels. */
int slide_text_width(SlideFont *f, const char *text);

/* The height of a line of f, pixels. */
int slide_line_h(const SlideFont *f);

/* Where everything goes on a slide. */
typedef struct SlideLayout {
    int w, h;                   /* the frame, pixels */
    int scale;                  /* picture pixels a content pixel */
    int pic_x, pic_y;           /* the picture's top left */
    int content_w, content_h;   /* the content, before scaling */
    int bar_h;                  /* the title bar, at the top */
    int text_y;                 /* the sentence's first line */
    int pad;                    /* between the frame's edge and the text */
    int title_px, text_px;      /* the fonts' sizes for this width */
} SlideLayout;

/* Lays out slides want_w pixels wide (SLIDE_MIN_W..SLIDE_MAX_W) around
 * content of content_w x content_h pixels: the fonts sized to the width,
 * the content scaled by the largest whole number that fits beside the
 * padding (at least 1: a content wider than that makes the slide wider),
 * centred. Returns MAZE_OK; MAZE_ERR_ARG with a sentence in why (why_cap
 * bytes, may be NULL) when a width is out of range or the slide would be
 * wider or taller than SLIDE_MAX_W. */
MazeStatus slide_layout(int want_w, int content_w, int content_h, SlideLayout *out, char *why,
                        size_t why_cap);

/* The text of one slide. */
typedef struct SlideText {
    const char *title;          /* "Wilson's algorithm, 30x20, seed 1" */
    const char *counter;        /* "step 2175 of 5715" (may be "") */
    const char *sentence;       /* the step's sentence (may be "") */
} SlideText;

/* Draws a slide of l into frame (l->w * l->h indices): the bar with the
 * title (cut with "..." when it would reach the counter) and the counter in
 * title_font, content (l->content_w * l->content_h indices) scaled into
 * place, and the sentence wrapped at spaces on up to SLIDE_SENTENCE_LINES
 * lines in text_font (the rest left out, the last line ending "..."). */
void slide_draw(const SlideLayout *l, const uint8_t *content, SlideFont *title_font, SlideFont *text_font,
                const SlideText *text, uint8_t *frame);

#endif
