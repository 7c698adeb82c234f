/* file_kind.h - what a file is, in words, for messages about files that
 * are not regular (infile.c, outfile.c). Private to src/io. */
#ifndef MAZE_IO_FILE_KIND_H
#define MAZE_IO_FILE_KIND_H

#include <sys/stat.h>

/* "a folder", "a FIFO (named pipe)", "a socket", "a device" (character or
 * block), "a symbolic link" (lstat's mode), "a regular file", or "a
 * special file" for any other kind. */
const char *io_file_kind(mode_t mode);

#endif
