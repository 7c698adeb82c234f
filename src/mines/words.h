/* words.h - building the hint sentences: an appending writer that keeps
 * counting past the end of its buffer (so callers can return what snprintf
 * would), and the pieces every sentence uses: a cell, a list of cells, a
 * count with its noun. Private to src/mines/. */
#ifndef MAZE_MINES_WORDS_H
#define MAZE_MINES_WORDS_H

#include <stddef.h>
#include <stdint.h>

typedef struct MinesWords {
    char *buf;                  /* may be NULL when size is 0 */
    size_t size;
    size_t length;              /* the whole text's length so far */
} MinesWords;

/* Starts an empty text in buf (size bytes). */
void mines_words_start(MinesWords *w, char *buf, size_t size);

/* Appends printf-style text, cut to fit (always terminated when size > 0). */
void mines_words_add(MinesWords *w, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Appends "(x,y)" for cell i of a board `width` cells wide. */
void mines_words_cell(MinesWords *w, uint32_t i, int width);

/* Appends "(a)", "(a) and (b)" or "(a), (b) and (c)"; with more > 0,
 * "(a), (b) and N more". */
void mines_words_cells(MinesWords *w, const uint32_t *cells, int count, uint32_t more, int width);

/* Appends "1 mine" or "3 mines" (noun and its plural given). */
void mines_words_count(MinesWords *w, long n, const char *one, const char *many);

/* The text's whole length, as snprintf would return it. */
int mines_words_length(const MinesWords *w);

#endif
