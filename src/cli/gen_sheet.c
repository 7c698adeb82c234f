/* gen_sheet.c - `mazelab gen --page`: worksheets ready to print. */
#include "gen_sheet.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "maze/fonts.h"
#include "maze/mem.h"
#include "maze/solve.h"
#include "maze/svg.h"


int gen_sheet_check(const char *format, const char *path, SheetPaper paper, const Grid *model)
{
    if (strcmp(format, "png") != 0 && strcmp(format, "svg") != 0 && strcmp(format, "pdf") != 0) {
        message_error("--page is for --format png, svg or pdf, not %s", format);
        return CLI_USAGE;
    }
    if (!path && strcmp(format, "svg") != 0) {
        message_error("--format %s needs --output FILE (- for standard output)", format);
        return CLI_USAGE;
    }
    SheetLayout s;
    char why[SHEET_WHY_MAX];
    if (sheet_layout_grid(paper, model, NULL, NULL, &s, why, sizeof why) != MAZE_OK) {
        message_error("%dx%d does not fit a page: %s", model->w, model->h, why);
        return CLI_USAGE;
    }
    return CLI_OK;
}

/* The title and command lines of run's page. */
static void gen_sheet_lines(const GenRun *run, const char *format, SheetPaper paper,
                            bool solution, const char *shape_args, char *title, char *command)
{
    const GenAlgo *a = run->algo;
    bool variant = a->variant_count > 0, square = grid_is_square(&run->grid);
    snprintf(title, SHEET_TEXT_MAX, "%s: %s%s%s%s, %s%s%dx%d, seed %llu",
             solution ? "Answer key" : "Maze", a->name, variant ? " (" : "",
             variant ? a->variants[run->variant].name : "", variant ? ")" : "",
             square ? "" : cli_shape_word(&run->grid), square ? "" : " ", run->grid.w,
             run->grid.h, (unsigned long long)run->seed);
    snprintf(command, SHEET_TEXT_MAX,
             "mazelab gen --algo %s%s%s --size %dx%d%s --seed %llu --format %s --page %s%s", a->id,
             variant ? " --variant " : "", variant ? a->variants[run->variant].id : "",
             run->grid.w, run->grid.h, shape_args, (unsigned long long)run->seed, format,
             sheet_paper_id(paper), solution ? " --solution" : "");
}

int gen_sheet_write(const GenRun *run, const char *format, const char *path, bool force,
                    SheetPaper paper, bool solution, const char *shape_args)
{
    char title[SHEET_TEXT_MAX], command[SHEET_TEXT_MAX], err[4352] = "";
    gen_sheet_lines(run, format, paper, solution, shape_args, title, command);
    SheetLayout s;
    if (sheet_layout_grid(paper, &run->grid, title, command, &s, err, sizeof err) != MAZE_OK) {
        message_error("%s", err);
        return CLI_FAIL;
    }
    uint32_t *cells = NULL;
    size_t len = 0;
    MazeStatus st = solution ? solve_shortest(&run->grid, &cells, &len) : MAZE_OK;
    if (st != MAZE_OK) {
        message_error("no solution drawn: %s", st == MAZE_ERR_ARG ? "the exit is unreachable"
                                                             : maze_strerror(st));
        return CLI_FAIL;
    }
    OutfileMode mode = force ? OUTFILE_REPLACE : OUTFILE_KEEP;
    errno = 0;
    if (strcmp(format, "svg") == 0) {
        st = path ? svg_save_page(path, mode, &run->grid, &s, cells, len)
                  : svg_write_page(stdout, &run->grid, &s, cells, len);
    } else {
        char font[1024] = "", bold[1024] = "";
        if (!fonts_find(MAZE_FONT_REGULAR, font, sizeof font) ||
            !fonts_find(MAZE_FONT_BOLD, bold, sizeof bold)) {
            message_error("cannot find the bundled font; looked in: %s", bold[0] ? bold : font);
            mem_free(cells);
            return CLI_FAIL;
        }
        SheetJob job = { &s, &run->grid, cells, len, font, bold };
        st = sheet_save(path, mode, strcmp(format, "pdf") == 0 ? SHEET_PDF : SHEET_PNG, &job, err,
                        sizeof err);
    }
    int e = errno;
    mem_free(cells);
    return st == MAZE_OK ? CLI_OK : cli_write_failed(path, st, e, err);
}
