/* maze_file.c - reading and writing a maze text file by name, for the CLI. */
#include "maze/outfile.h"
#include "maze/textio.h"

#include <errno.h>
#include <string.h>

MazeStatus maze_read_file(const char *path, Grid *g, TextError *err)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        int e = errno;
        memset(g, 0, sizeof *g);
        if (err) {
            *err = (TextError){ 0, 0, "" };
            snprintf(err->message, sizeof err->message, "cannot open '%s': %s", path, strerror(e));
        }
        errno = e;
        return MAZE_ERR_IO;
    }
    MazeStatus st = text_read(f, g, err);
    int e = errno;
    fclose(f);
    errno = e;
    return st;
}

MazeStatus maze_write_file(const char *path, const Grid *g, TextFormat fmt, bool force)
{
    if ((unsigned)fmt >= TEXT_FORMAT_COUNT)
        return MAZE_ERR_ARG;
    OutFile out;
    MazeStatus st = outfile_open(&out, path, force);
    if (st != MAZE_OK)
        return st;
    st = text_write(out.f, g, fmt);
    if (st != MAZE_OK) {
        outfile_abort(&out);
        return st;
    }
    return outfile_commit(&out);
}
