/* maze_file.c - reading and writing a maze text file by name, for the CLI. */
#include "maze/outfile.h"
#include "maze/textio.h"

#include <errno.h>
#include <string.h>

#include "maze/infile.h"

MazeStatus maze_read_file(const char *path, Grid *g, TextError *err)
{
    memset(g, 0, sizeof *g);
    FILE *f;
    char why[sizeof err->message];
    MazeStatus st = infile_open(path, &f, why, sizeof why);
    if (st != MAZE_OK) {
        int e = errno;
        if (err) {
            *err = (TextError){ 0, 0, "" };
            snprintf(err->message, sizeof err->message, "%s", why);
        }
        errno = e;
        return st;
    }
    st = text_read(f, g, err);
    int e = errno;
    fclose(f);
    errno = e;
    return st;
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
