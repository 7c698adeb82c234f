/* status.c - messages for MazeStatus codes. */
#include "maze/status.h"

const char *maze_strerror(MazeStatus s)
{
    switch (s) {
    case MAZE_OK: return "success";
    case MAZE_ERR_SIZE: return "size out of range (width and height must be 1 to 8192)";
    case MAZE_ERR_NOMEM: return "out of memory";
    case MAZE_ERR_FORMAT: return "malformed maze text";
    case MAZE_ERR_IO: return "input/output error";
    case MAZE_ERR_EXISTS: return "file exists (not overwritten)";
    case MAZE_ERR_NOT_FILE: return "not a regular file (a folder, symbolic link, block device or socket is never replaced)";
    case MAZE_ERR_ARG: return "invalid argument";
    case MAZE_ERR_INTERNAL: return "internal error: an algorithm stopped before it was done (a bug)";
    case MAZE_ERR_NO_READER: return "a FIFO (named pipe) that no process reads (start the reader first)";
    case MAZE_ERR_SHAPE: return "the algorithm does not work on this shape of grid";
    }
    return "unknown error";
}
