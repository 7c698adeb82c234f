/* status.h - error codes shared by the maze library. */
#ifndef MAZE_STATUS_H
#define MAZE_STATUS_H

typedef enum MazeStatus {
    MAZE_OK = 0,
    MAZE_ERR_SIZE,      /* width or height outside 1..MAZE_MAX_SIDE */
    MAZE_ERR_NOMEM,     /* an allocation failed */
    MAZE_ERR_FORMAT,    /* malformed maze text */
    MAZE_ERR_IO,        /* a read or write failed (errno tells more) */
    MAZE_ERR_EXISTS,    /* refused to overwrite an existing file */
    MAZE_ERR_NOT_FILE,  /* the path is not a regular file: not read (a
                           folder, FIFO, device, socket), or not replaced
                           (a folder, symbolic link, block device, socket) */
    MAZE_ERR_ARG,       /* an argument outside its documented range */
    MAZE_ERR_INTERNAL,  /* an algorithm broke its contract (a bug) */
    MAZE_ERR_NO_READER, /* output to a FIFO that no process reads */
    MAZE_ERR_SHAPE      /* the algorithm does not work on this shape of grid */
} MazeStatus;

/* Returns a short, static, human-readable description of status s. */
const char *maze_strerror(MazeStatus s);

#endif
