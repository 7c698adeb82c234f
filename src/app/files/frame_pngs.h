/* frame_pngs.h - a recording as a folder of numbered PNG frames
 * (0001.png, 0002.png, ...), for slides that a presentation program steps
 * through: each frame's palette indices (anim.h) in the window's colours,
 * each file written under a temporary name and renamed whole, so a reader
 * never sees half a frame. The folder is made when the recording opens,
 * under a free name. SDL-free. Push from one thread at a time. */
#ifndef MAZE_APP_FILES_FRAME_PNGS_H
#define MAZE_APP_FILES_FRAME_PNGS_H

#include <stddef.h>
#include <stdint.h>

#include "maze/status.h"

typedef struct FramePngs FramePngs;

/* Makes the folder base (or base-2, base-3, ... when taken) for frames of
 * w x h pixels. NULL with the reason in why (why_cap bytes) when it cannot. */
FramePngs *frame_pngs_open(const char *base, int w, int h, char *why, size_t why_cap);

/* Writes the next frame (w * h indices) as the next numbered PNG. Returns
 * MAZE_OK, MAZE_ERR_IO (errno tells more) or MAZE_ERR_NOMEM. */
MazeStatus frame_pngs_push(FramePngs *p, const uint8_t *frame);

/* The folder's name and the bytes written so far. */
const char *frame_pngs_dir(const FramePngs *p);
long frame_pngs_bytes(const FramePngs *p);

/* Frees p; with drop, its files and folder are removed first. NULL is
 * fine. */
void frame_pngs_close(FramePngs *p, int drop);

#endif
