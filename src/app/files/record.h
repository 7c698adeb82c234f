/* record.h - the window's recording as an animated GIF file: one maze
 * drawn exactly as `mazelab gen --format gif` draws it (anim.h, so the
 * same run and cell size give the same bytes), or several compare panes
 * side by side, each under its label. Frames go to a temporary file as
 * they come, encoded by a writer thread so the window never waits for the
 * encoder, and the file is published under a free name only when the
 * recording ends (outfile.h), so a reader never sees half a GIF. SDL-free
 * (labels are drawn by record_label.h). Call all of these from one thread. */
#ifndef MAZE_APP_FILES_RECORD_H
#define MAZE_APP_FILES_RECORD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/anim.h"
#include "maze/grid.h"

enum {
    RECORD_PANES_MAX = 4,
    RECORD_WHY_MAX = 512        /* room for a reason */
};

/* What one pane shows in a frame: its grid, the solver's trail over it
 * (g->n SolveTrail bytes, or NULL) and the solver's cell (UINT32_MAX: none);
 * or, with path set, its answer key: the finished grid with the solver's
 * path of path_len cells (exactly the PNG answer key, anim_blocks_answer).
 * sets: the generator's run, whose sets (anim_blocks_sets) colour the
 * frame, or NULL. */
typedef struct RecordPane {
    const Grid *grid;
    const uint8_t *trail;
    uint32_t solver_cell;
    const uint32_t *path;
    size_t path_len;
    const Run *sets;
} RecordPane;

/* A recording made into slides (slide.h): a title bar over each frame,
 * the step counter on it and the step's sentence under the picture, at a
 * chosen width; or numbered PNG frames in a folder instead of a GIF. */
typedef struct RecordSlide {
    int width;                  /* pixels, SLIDE_MIN_W..SLIDE_MAX_W */
    const char *title;          /* the title bar's text (copied) */
    const char *font;           /* TrueType files: the sentence's ... */
    const char *bold_font;      /* ... and the title's */
    bool pngs;                  /* PNG frames (files/frame_pngs.h), not a GIF */
} RecordSlide;

/* A slide's words for one frame (slide.h's SlideText without the title). */
typedef struct RecordCaption {
    const char *counter;        /* "step 2175 of 5715", or "" */
    const char *sentence;       /* the step's sentence, or "" */
} RecordCaption;

typedef struct RecordFile RecordFile;

/* The pixels a block that fit panes panes of a w x h grid (2 columns, with
 * labels, for more than one) within GIF_MAX_SIDE_PX: want, or less; 0
 * when even 1 does not fit. */
int record_fit_px(int w, int h, int panes, int want);

/* Starts a recording to path (published under path, or "-2", "-3", ...
 * before ".gif" when taken) of panes panes (1 to RECORD_PANES_MAX) of
 * w x h grids at block_px pixels a block; labels[k] is written over pane k
 * when there is more than one (labels may be NULL). With slide (NULL: the
 * plain GIF, the command line's bytes) each frame is made a slide of
 * slide->width pixels, the picture (one pane at a pixel a block, scaled up;
 * several as they are side by side) under its title; slide->pngs writes
 * the folder path less ".gif" of numbered PNGs instead. Returns NULL with
 * the reason in why (RECORD_WHY_MAX bytes) when the file cannot be made or
 * is too big. Finish with record_file_close or record_file_abort. */
RecordFile *record_file_open(const char *path, int w, int h, int panes, int block_px,
                             const char *const *labels, const RecordSlide *slide, char *why,
                             size_t why_cap);

/* True when a frame can be added without waiting for the writer. */
bool record_file_ready(RecordFile *r);

/* Adds the frame showing panes (the count given to record_file_open),
 * with caption's words on a slide (caption may be NULL: none), waiting for
 * the writer if its queue is full (see record_file_ready). Returns MAZE_OK,
 * or MAZE_ERR_IO / MAZE_ERR_NOMEM when writing failed (MAZE_ERR_ARG for a
 * path that is not a path of its grid). */
MazeStatus record_file_frame(RecordFile *r, const RecordPane *panes, const RecordCaption *caption);

/* Frames added so far. */
long record_file_frames(RecordFile *r);

/* Asks the writer to finish: the frames queued, the last one held 3 s,
 * the trailer, a sync. Add no frame after this. */
void record_file_end(RecordFile *r);

/* True once the writer finished after record_file_end (close won't wait). */
bool record_file_finished(RecordFile *r);

/* Ends the writer (waiting for it), publishes the file and frees r.
 * Returns MAZE_OK with the name used in used (used_cap bytes, room for the
 * path + 8; PNG frames: their folder) and its size in *bytes (the frames'
 * together); otherwise the status with the reason in used, and no file
 * left behind. */
MazeStatus record_file_close(RecordFile *r, char *used, size_t used_cap, long *bytes);

/* Drops the recording: no file is left. NULL is fine. */
void record_file_abort(RecordFile *r);

#endif
