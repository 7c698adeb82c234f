/* gif.h - an animated GIF writer on giflib that encodes only what changed.
 *
 * Frames are given as block images: bw x bh palette indices, each drawn as
 * a scale x scale square of pixels (the block view of picture.h). The file
 * has one global palette, loops forever, and every frame after the first
 * is stored as the bounding box of the blocks that differ from the frame
 * before, with the unchanged pixels inside that box set to the palette's
 * clear (transparent) index and "do not dispose", so the canvas keeps what
 * earlier frames drew. A frame that changes nothing is a 1x1 clear pixel,
 * so frame counts and delays stay exactly what the caller asked for. The
 * same frames give the same bytes. No SDL. */
#ifndef MAZE_GIF_H
#define MAZE_GIF_H

#include <stdint.h>
#include <stdio.h>

#include "maze/picture.h"
#include "maze/status.h"

enum {
    GIF_MAX_SIDE_PX = 4096,     /* largest width or height we write, pixels */
    GIF_PALETTE_MAX = 256       /* entries in a GIF palette */
};

typedef struct GifAnim GifAnim;

/* Starts a GIF on f (written with fwrite; f stays the caller's) for frames
 * of bw x bh blocks of scale pixels, with the ncolors colours (2 to 256;
 * padded to a power of two with black) and the transparent index clear
 * (< ncolors, never used in the first frame). Writes the header, palette
 * and loop extension. Returns NULL with *status MAZE_ERR_ARG (sizes out of
 * range: bw * scale or bh * scale above GIF_MAX_SIDE_PX), MAZE_ERR_NOMEM or
 * MAZE_ERR_IO. Finish with gif_anim_close. */
GifAnim *gif_anim_open(FILE *f, int bw, int bh, int scale, const PictureColor *colors,
                       int ncolors, int clear, MazeStatus *status);

/* Appends a frame: blocks holds bw * bh indices (< ncolors, never clear),
 * rows top first; delay_cs is how long it shows, in hundredths of a second
 * (0 to 65535). Returns MAZE_OK, MAZE_ERR_ARG, MAZE_ERR_NOMEM or
 * MAZE_ERR_IO (then the file is unusable; close it and discard it). */
MazeStatus gif_anim_frame(GifAnim *a, const uint8_t *blocks, int delay_cs);

/* Frames written so far. */
long gif_anim_frames(const GifAnim *a);

/* Writes the trailer and frees a (NULL is fine). Returns MAZE_OK or
 * MAZE_ERR_IO; a is freed either way. */
MazeStatus gif_anim_close(GifAnim *a);

#endif
