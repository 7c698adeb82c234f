/* gen_picture.c - `mazelab gen --format png|svg`. */
#include "gen_picture.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "maze/mem.h"
#include "maze/png.h"
#include "maze/solve.h"
#include "maze/svg.h"

bool gen_picture_format(const char *format)
{
    return strcmp(format, "png") == 0 || strcmp(format, "svg") == 0;
}

int gen_picture_check(const char *format, const char *path, const Grid *model, int cell_px)
{
    bool png = strcmp(format, "png") == 0;
    if (png && !path) {
        message_error("--format png needs --output FILE (- for standard output)");
        return CLI_USAGE;
    }
    /* The SVG has the PNG's size, and its limits (svg_measure). */
    Picture pic;
    char why[PICTURE_WHY_MAX];
    if (picture_measure(model, cell_px, 3, &pic, why, sizeof why) != MAZE_OK) {
        message_error("%dx%d at --cell-size %d: %s", model->w, model->h, cell_px, why);
        return CLI_USAGE;
    }
    return CLI_OK;
}

int gen_picture_write(const GenRun *run, const char *format, const char *path, bool force,
                      int cell_px, bool solution)
{
    return gen_picture_write_braided(run, format, path, force, cell_px, solution, 0);
}

int gen_picture_write_braided(const GenRun *run, const char *format, const char *path,
                              bool force, int cell_px, bool solution, int braid)
{
    const Grid *g = &run->grid;
    uint32_t *cells = NULL;
    size_t len = 0;
    MazeStatus st = solution ? solve_shortest(g, &cells, &len) : MAZE_OK;
    if (st != MAZE_OK) {
        message_error("no solution drawn: %s", st == MAZE_ERR_ARG ? "the exit is unreachable"
                                                             : maze_strerror(st));
        return CLI_FAIL;
    }
    OutfileMode mode = force ? OUTFILE_REPLACE : OUTFILE_KEEP;
    char err[4352] = "";
    errno = 0;
    if (strcmp(format, "svg") == 0) {
        char title[200], more[96];
        cli_finish_describe(more, sizeof more, g, braid);
        snprintf(title, sizeof title, "%s %dx%d seed %llu%s%s", run->algo->id, g->w, g->h,
                 (unsigned long long)run->seed, more, solution ? " (solution)" : "");
        SvgOptions opt = { .cell_px = 2 * cell_px, .path = cells, .path_len = len, .title = title };
        st = path ? svg_save(path, mode, g, &opt, NULL, 0) : svg_write(stdout, g, &opt);
    } else {
        Picture pic;
        st = picture_make(g, cell_px, 3, cells, len, &pic, err, sizeof err);
        if (st == MAZE_OK)
            st = png_save(&pic, path, mode, NULL, 0, err, sizeof err);
        picture_free(&pic);
    }
    int e = errno;
    mem_free(cells);
    return st == MAZE_OK ? CLI_OK : cli_write_failed(path, st, e, err);
}
