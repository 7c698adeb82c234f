/* infile.h - opening a file to read that must be a regular file: a FIFO
 * with no writer, a socket, a folder or a device is refused at once (the
 * open never blocks), with a sentence saying what it is. */
#ifndef MAZE_INFILE_H
#define MAZE_INFILE_H

#include <stddef.h>
#include <stdio.h>

#include "maze/status.h"

/* Opens path for reading into *f (close with fclose). Returns MAZE_OK;
 * MAZE_ERR_NOT_FILE when path is not a regular file; MAZE_ERR_IO when it
 * cannot be opened (errno tells more). On error *f is NULL and why (why_cap
 * bytes; may be NULL) holds "cannot open 'PATH': REASON", PATH shortened
 * in its middle when the whole would not fit (pathmsg.h). */
MazeStatus infile_open(const char *path, FILE **f, char *why, size_t why_cap);

#endif
