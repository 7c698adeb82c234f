/* outfile.h - atomic file output: a file appears complete or not at all.
 *
 * outfile_open creates a temporary file next to the target (same folder, so
 * the final rename or link stays on one file system); the caller writes to
 * out->f; outfile_commit flushes it, fsyncs it, and publishes it under the
 * target name. Without force the target is never overwritten: publishing is
 * link(2) then unlink of the temporary name, failing with MAZE_ERR_EXISTS
 * when the target is a regular file. With force it is rename(2), replacing
 * the target if it is a regular file. Anything else there (a folder, a
 * symbolic link, a device, a FIFO) is never replaced, with force or
 * without: MAZE_ERR_NOT_FILE, never MAZE_ERR_EXISTS, so that "exists" always
 * means force would help.
 * On every error path the temporary file is removed. The published file
 * gets the usual mode, 0666 less the umask.
 *
 * outfile_save (not outfile_open) also writes where there is no file to
 * publish: to standard output for "-" (as commands read "-" as standard
 * input), and into an existing character device or FIFO (/dev/stdout,
 * /dev/null, a terminal, a named pipe, bash's >(...)). */
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
 * target name. Returns MAZE_OK; MAZE_ERR_EXISTS (no force, the target is a
 * regular file); MAZE_ERR_NOT_FILE (the target is not a regular file);
 * MAZE_ERR_IO on any write, sync or rename failure (errno tells more).
 * Always releases out; on error no temporary file is left behind. */
MazeStatus outfile_commit(OutFile *out);

enum { OUTFILE_MAX_TRIES = 99 };   /* names outfile_commit_unique tries */

/* Like outfile_commit without force, but when the target exists publishes
 * under the next free name instead: "shot.png", then "shot-2.png", ...
 * "shot-99.png" (see outfile_candidate), never replacing a file. Writes the
 * name used to used (which needs room for the path plus 8 bytes, else
 * MAZE_ERR_ARG). Returns MAZE_OK; MAZE_ERR_EXISTS when all names are taken;
 * MAZE_ERR_IO (errno tells more). Always releases out. */
MazeStatus outfile_commit_unique(OutFile *out, char *used, size_t used_cap);

/* Writes to buf the k-th name outfile_commit_unique tries for path: path
 * itself for k <= 1, else "-k" inserted before the file name's extension
 * ("a/b.png" -> "a/b-2.png"; "a/b" -> "a/b-2"). */
void outfile_candidate(char *buf, size_t cap, const char *path, int k);

/* Closes and removes the temporary file and releases out. The target is
 * untouched. Safe on an empty (zeroed or already finished) OutFile. */
void outfile_abort(OutFile *out);

/* Removes every temporary file of this process being written now (up to 8
 * at once are known), leaving each OutFile to its owner. Async-signal-safe
 * (it only calls unlink): for a handler of SIGINT, SIGTERM or SIGHUP that
 * then ends the process, so an interrupted write leaves no temporary file;
 * the target is untouched, as it is until a commit publishes. */
void outfile_remove_temporaries(void);

/* What outfile_save does when the target exists. */
typedef enum OutfileMode {
    OUTFILE_KEEP = 0,   /* fail with MAZE_ERR_EXISTS (outfile_commit) */
    OUTFILE_REPLACE,    /* replace a regular file (outfile_commit, force) */
    OUTFILE_UNIQUE      /* take the next free name (outfile_commit_unique);
                           always a new file: never a stream target */
} OutfileMode;

/* Writes the whole file into f; returns MAZE_OK or why not. */
typedef MazeStatus (*OutfileWriteFn)(FILE *f, void *ctx);

/* The whole round: outfile_open, write(f, ctx), then commit as mode says,
 * or abort when write fails (returning its status; errno as it left it).
 * Writes the name used to used (used_cap bytes: room for path + 8 with
 * OUTFILE_UNIQUE; used may be NULL otherwise). Returns MAZE_OK or the
 * first error of open, write or commit.
 *
 * With OUTFILE_KEEP or OUTFILE_REPLACE, what is at path is looked at
 * first, before write runs:
 *   - "-", or the very file standard output is (/dev/stdout, whatever it
 *     is): write(stdout), then stdout flushed, left open;
 *   - an existing character device or FIFO: opened and written into in
 *     place (nothing to publish, so not atomic; mode does not matter); a
 *     FIFO that no process reads is MAZE_ERR_NO_READER at once, not waited
 *     for;
 *   - a folder, symbolic link (not to a device or FIFO), block device or
 *     socket: MAZE_ERR_NOT_FILE at once, before the work of write. */
MazeStatus outfile_save(const char *path, OutfileMode mode, OutfileWriteFn write, void *ctx,
                        char *used, size_t used_cap);

/* True when path means standard output to outfile_save: "-", or a name of
 * the file, pipe or terminal standard output is (same device and inode).
 * For callers that must then keep their own reports off standard output. */
bool outfile_is_stdout(const char *path);

/* What is at path, for a message about MAZE_ERR_NOT_FILE: "a folder", "a
 * symbolic link", "a device", "a socket", "a FIFO (named pipe)", "a
 * regular file", or "gone" when nothing is there now. Never follows a
 * symbolic link. */
const char *outfile_kind(const char *path);

#endif
