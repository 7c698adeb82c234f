/* maze_file.c - reading and writing a maze text file by name, for the CLI. */
#include "maze/outfile.h"
#include "maze/textio.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* What a file that is not a regular one is, for messages. */
static const char *maze_file_kind(mode_t mode)
{
    if (S_ISDIR(mode))
        return "a folder, not a regular file";
    if (S_ISFIFO(mode))
        return "a FIFO (named pipe), not a regular file";
    if (S_ISSOCK(mode))
        return "a socket, not a regular file";
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return "a device, not a regular file";
    return "not a regular file";
}

/* Fills err (when given) with "cannot open 'path': why" and sets errno. */
static MazeStatus maze_file_refuse(const char *path, TextError *err, MazeStatus st, int e,
                                   const char *why)
{
    if (err) {
        *err = (TextError){ 0, 0, "" };
        snprintf(err->message, sizeof err->message, "cannot open '%s': %s", path,
                 why ? why : strerror(e));
    }
    errno = e;
    return st;
}

MazeStatus maze_read_file(const char *path, Grid *g, TextError *err)
{
    memset(g, 0, sizeof *g);
    /* Non-blocking, so that a FIFO with no writer cannot hang the open; the
     * file's kind is checked on the open descriptor, then reading blocks. */
    int fd = open(path, O_RDONLY | O_NONBLOCK);
    struct stat st;
    if (fd < 0 && errno == ENXIO && stat(path, &st) == 0)     /* a socket */
        return maze_file_refuse(path, err, MAZE_ERR_NOT_FILE, ENXIO, maze_file_kind(st.st_mode));
    if (fd < 0)
        return maze_file_refuse(path, err, MAZE_ERR_IO, errno, NULL);
    if (fstat(fd, &st) != 0) {
        int e = errno;
        close(fd);
        return maze_file_refuse(path, err, MAZE_ERR_IO, e, NULL);
    }
    if (!S_ISREG(st.st_mode)) {
        close(fd);
        return maze_file_refuse(path, err, MAZE_ERR_NOT_FILE, EINVAL, maze_file_kind(st.st_mode));
    }
    int flags = fcntl(fd, F_GETFL);
    FILE *f = flags >= 0 && fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0 ? fdopen(fd, "r") : NULL;
    if (!f) {
        int e = errno;
        close(fd);
        return maze_file_refuse(path, err, MAZE_ERR_IO, e, NULL);
    }
    MazeStatus status = text_read(f, g, err);
    int e = errno;
    fclose(f);
    errno = e;
    return status;
}

typedef struct MazeFileText {
    const Grid *g;
    TextFormat fmt;
} MazeFileText;

static MazeStatus maze_file_write_text(FILE *f, void *ctx)
{
    const MazeFileText *t = ctx;
    return text_write(f, t->g, t->fmt);
}

MazeStatus text_save(const char *path, OutfileMode mode, const Grid *g, TextFormat fmt,
                     char *used, size_t used_cap)
{
    if ((unsigned)fmt >= TEXT_FORMAT_COUNT)
        return MAZE_ERR_ARG;
    MazeFileText t = { g, fmt };
    return outfile_save(path, mode, maze_file_write_text, &t, used, used_cap);
}

MazeStatus maze_write_file(const char *path, const Grid *g, TextFormat fmt, bool force)
{
    return text_save(path, force ? OUTFILE_REPLACE : OUTFILE_KEEP, g, fmt, NULL, 0);
}
