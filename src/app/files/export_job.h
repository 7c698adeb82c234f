/* export_job.h - one file export on a worker thread, so that no frame
 * waits for it: the shortest path, the picture, the encoding and the
 * atomic write (outfile.h: temporary file, fsync, publish) of a maze copied
 * before export_job_new returns, the encoding of a picture handed over
 * (a screenshot), or a page to print made from its settings. The window polls it each frame for its progress and its
 * outcome.
 *
 * Cancelling never waits: the thread notices at its next check (a chunk of
 * the search, or a write of a few kilobytes), removes its temporary file
 * and frees the job; export_job_wait_orphans() waits for such threads (at
 * exit, so no temporary file is left and nothing leaks). SDL-free: PNG
 * encoding goes through png_write (maze/png.h). */
#ifndef MAZE_APP_EXPORT_JOB_H
#define MAZE_APP_EXPORT_JOB_H

#include <stdbool.h>
#include <stddef.h>

#include "maze/grid.h"
#include "maze/handout.h"
#include "maze/outfile.h"
#include "maze/picture.h"
#include "maze/status.h"

typedef enum ExportWork {
    EXPORT_WORK_PNG = 0,        /* the maze's picture (worksheet) */
    EXPORT_WORK_ANSWER_PNG,     /* the same with the shortest path in red */
    EXPORT_WORK_SVG,            /* the SVG worksheet */
    EXPORT_WORK_TEXT,           /* ASCII text (+---+) */
    EXPORT_WORK_PICTURE,        /* a picture handed over, as a PNG (a screenshot) */
    EXPORT_WORK_SHEET           /* a page to print, its mazes made from their
                                   seeds (handout.h) */
} ExportWork;

/* What to export. The job copies everything it needs before
 * export_job_new returns: the caller may change or free it all then. */
typedef struct ExportSpec {
    ExportWork work;
    const Grid *grid;           /* the finished maze (not for EXPORT_WORK_PICTURE) */
    int px;                     /* pixels a block (the SVG: a cell is 2 * px units) */
    const char *title;          /* the SVG's title, or NULL */
    Picture *picture;           /* EXPORT_WORK_PICTURE: its pixels are taken over
                                   (mem_alloc'd; *picture emptied) */
    const HandoutSpec *sheet;   /* EXPORT_WORK_SHEET: the page (copied; its
                                   generators are the table's) */
    const char *font;           /* ... and the TrueType fonts it is drawn with */
    const char *bold_font;
    const char *path;           /* where to write; never replaced (OUTFILE_UNIQUE) */
    const char *what;           /* "Answer key": the status line's word for it */
} ExportSpec;

typedef struct ExportJob ExportJob;

/* A job for spec, holding its own copies (a picture's pixels are taken:
 * spec->picture is emptied). Returns NULL when out of memory (the picture
 * then left to the caller). Start it with export_job_run; end it with
 * export_job_cancel. */
ExportJob *export_job_new(const ExportSpec *spec);

/* Starts j's work on a new thread (once). False when no thread can be
 * made (then cancel it). */
bool export_job_run(ExportJob *j);

/* How far the job is, 0..1, and what it does now ("finding the path",
 * "drawing", "encoding", "writing"); from any thread. The encoding's share
 * grows with the bytes written against an estimate of the file's size. */
double export_job_progress(const ExportJob *j, const char **phase);

/* True once the work is over (the outcome can be read). */
bool export_job_done(const ExportJob *j);

/* Once done: MAZE_OK with the name written in used, or the status with
 * "cannot write PATH: reason" (or why the picture cannot be made) in err. */
MazeStatus export_job_outcome(const ExportJob *j, char *used, size_t used_cap, char *err,
                              size_t err_cap);

/* The spec's path and what (copies kept by the job). */
const char *export_job_path(const ExportJob *j);
const char *export_job_what(const ExportJob *j);

/* Ends the job: frees it at once when done or never started, else tells its thread to stop
 * (no file is published; its temporary file is removed) and to free it,
 * never waiting. NULL is a no-op. */
void export_job_cancel(ExportJob *j);

/* Waits until every cancelled job's thread has ended. */
void export_job_wait_orphans(void);

#endif
