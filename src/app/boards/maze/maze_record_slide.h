/* maze_record_slide.h - what a recording's slides say (files/record.h's
 * RecordSlide and RecordCaption): the title (the algorithms, size, seed),
 * the step counter, the step's sentence. Private to maze_record.c. */
#ifndef MAZE_APP_MAZE_RECORD_SLIDE_H
#define MAZE_APP_MAZE_RECORD_SLIDE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "boards/maze/maze_state.h"
#include "files/record.h"

/* The slide choices and the bundled fonts' paths, kept while recording. */
typedef struct MazeRecordSlide {
    RecordSlide slide;          /* its strings point into the fields below */
    char title[200];
    char font[1024], bold_font[1024];
} MazeRecordSlide;

/* Fills s for app's recording as maze_set(app)->out asks (slides of its
 * width, PNG frames or a GIF) and returns true; false for the plain GIF,
 * or when the bundled fonts cannot be found (say so in the status line). */
bool maze_record_slide(App *app, MazeRecordSlide *s);

/* The words of a slide now: the counter ("step 2175 of 5715" while the
 * maze is made, of `total` steps when known (0: not yet); "Right hand: move
 * 120" for the solver; "answer" on the answer frame) and the sentence of
 * the step last shown (one pane with its timeline; "" otherwise). */
void maze_record_caption(const App *app, bool solver, uint64_t total, bool answer, char *counter,
                         size_t counter_cap, char *sentence, size_t sentence_cap);

#endif
