/* record_label.h - a recording's pane label drawn with the bundled font
 * (SDL_ttf, unsmoothed, so every pixel is ink or not and fits the GIF's
 * palette). The one SDL piece of the recording; its header is SDL-free. */
#ifndef MAZE_APP_FILES_RECORD_LABEL_H
#define MAZE_APP_FILES_RECORD_LABEL_H

#include <stdint.h>

/* Draws text at a font size of px pixels into a new w x h mask (1 = ink,
 * 0 = paper), freed with free(). Returns NULL when SDL_ttf is not started,
 * the font cannot be found or opened, or memory runs out: the recording
 * then goes without labels. */
uint8_t *record_label_draw(const char *text, int px, int *w, int *h);

#endif
