/* outfile.h - atomic file output: a file appears complete or not at all.
 *
 * outfile_open creates a temporary file next to the target (same folder, so
 * the final rename or link stays on one file system); the caller writes to
 * out->f; outfile_commit flushes it, fsyncs it, and publishes it under the
 * target name. Without force the target is never overwritten: publishing is
 * link(2) then unlink of the temporary name, failing with MAZE_ERR_EXISTS
 * when the target exists. With force it is rename(2), replacing the target.
 * On every error path the temporary file is removed. The published file
 * gets the usual mode, 0666 less the umask. */
#ifndef MAZE_OUTFILE_H
#define MAZE_OUTFILE_H

#include <stdbool.h>
#include <stdio.h>

#include "maze/status.h"

typedef struct OutFile {
    FILE *f;            /* write here between open and commit/abort */
    char *path;         /* the target name */
    char *tmp_path;     /* the temporary file's name */
    bool force;         /* replace an existing target */
} OutFile;

/* Creates the temporary file for target path. Returns MAZE_OK with out->f
 * open for writing; MAZE_ERR_IO (errno tells more: e.g. EACCES for an
 * unwritable folder) or MAZE_ERR_NOMEM with *out empty. Finish with exactly
 * one of outfile_commit or outfile_abort. */
MazeStatus outfile_open(OutFile *out, const char *path, bool force);

/* Flushes, syncs and closes the temporary file and publishes it under the
 * target name. Returns MAZE_OK; MAZE_ERR_EXISTS (no force, target exists);
 * MAZE_ERR_IO on any write, sync or rename failure (errno tells more).
 * Always releases out; on error no temporary file is left behind. */
MazeStatus outfile_commit(OutFile *out);

/* Closes and removes the temporary file and releases out. The target is
 * untouched. Safe on an empty (zeroed or already finished) OutFile. */
void outfile_abort(OutFile *out);

#endif
