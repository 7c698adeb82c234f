/* infile.c - opening a regular file to read, refusing anything else at once. */
#include "maze/infile.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "file_kind.h"
#include "maze/pathmsg.h"

/* Writes "cannot open 'path': reason" (or errno e's text; a long path
 * shortened, never the reason) and sets errno. A kind (io_file_kind) makes
 * the reason "KIND, not a regular file". */
static MazeStatus infile_refuse(const char *path, char *why, size_t why_cap, MazeStatus st, int e,
                                const char *kind)
{
    if (why && why_cap) {
        char after[128];
        snprintf(after, sizeof after, "': %s%s", kind ? kind : strerror(e),
                 kind ? ", not a regular file" : "");
        path_message(why, why_cap, "cannot open '", path, after);
    }
    errno = e;
    return st;
}

MazeStatus infile_open(const char *path, FILE **f, char *why, size_t why_cap)
{
    *f = NULL;
    /* Non-blocking, so that a FIFO with no writer cannot hang the open; the
     * file's kind is checked on the open descriptor, then reading blocks. */
    int fd = open(path, O_RDONLY | O_NONBLOCK);
    struct stat st;
    if (fd < 0 && errno == ENXIO && stat(path, &st) == 0)     /* a socket */
        return infile_refuse(path, why, why_cap, MAZE_ERR_NOT_FILE, ENXIO, io_file_kind(st.st_mode));
    if (fd < 0)
        return infile_refuse(path, why, why_cap, MAZE_ERR_IO, errno, NULL);
    if (fstat(fd, &st) != 0) {
        int e = errno;
        close(fd);
        return infile_refuse(path, why, why_cap, MAZE_ERR_IO, e, NULL);
    }
    if (!S_ISREG(st.st_mode)) {
        close(fd);
        return infile_refuse(path, why, why_cap, MAZE_ERR_NOT_FILE, EINVAL, io_file_kind(st.st_mode));
    }
    int flags = fcntl(fd, F_GETFL);
    *f = flags >= 0 && fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0 ? fdopen(fd, "r") : NULL;
    if (!*f) {
        int e = errno;
        close(fd);
        return infile_refuse(path, why, why_cap, MAZE_ERR_IO, e, NULL);
    }
    return MAZE_OK;
}
