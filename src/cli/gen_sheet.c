/* gen_sheet.c - `mazelab gen --page`: worksheets ready to print. */
#include "gen_sheet.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "maze/fonts.h"

bool gen_sheet_format(const char *format, SheetFormat *out)
{
    static const SheetFormat all[] = { SHEET_PNG, SHEET_SVG, SHEET_PDF };
    for (size_t k = 0; k < sizeof all / sizeof all[0]; k++)
        if (strcmp(format, handout_format_id(all[k])) == 0) {
            *out = all[k];
            return true;
        }
    return false;
}

int gen_sheet_check(const char *format, const char *path, const HandoutSpec *spec)
{
    SheetFormat f;
    if (!gen_sheet_format(format, &f)) {
        message_error("--page is for --format png, svg or pdf, not %s", format);
        return CLI_USAGE;
    }
    if (!path && f != SHEET_SVG) {
        message_error("--format %s needs --output FILE (- for standard output)", format);
        return CLI_USAGE;
    }
    char why[SHEET_WHY_MAX];
    if (handout_check(spec, why, sizeof why) != MAZE_OK) {
        message_error("%dx%d does not fit a page: %s", spec->w, spec->h, why);
        return CLI_USAGE;
    }
    return CLI_OK;
}

typedef struct GenSheetJob {
    const HandoutSpec *spec;
    const char *font, *bold;
    char *err;
    size_t err_cap;
} GenSheetJob;

static MazeStatus gen_sheet_put(FILE *f, void *ctx)
{
    const GenSheetJob *job = ctx;
    return handout_write(f, job->spec, job->font, job->bold, job->err, job->err_cap);
}

int gen_sheet_write(const HandoutSpec *spec, const char *path, bool force)
{
    char err[4352] = "", font[1024] = "", bold[1024] = "";
    if (spec->format != SHEET_SVG &&
        (!fonts_find(MAZE_FONT_REGULAR, font, sizeof font) || !fonts_find(MAZE_FONT_BOLD, bold, sizeof bold))) {
        message_error("cannot find the bundled font; looked in: %s", bold[0] ? bold : font);
        return CLI_FAIL;
    }
    GenSheetJob job = { spec, font, bold, err, sizeof err };
    errno = 0;
    MazeStatus st = path ? outfile_save(path, force ? OUTFILE_REPLACE : OUTFILE_KEEP, gen_sheet_put, &job, NULL, 0)
                         : gen_sheet_put(stdout, &job);
    int e = errno;
    if (st == MAZE_ERR_ARG && !err[0] && spec->answer) {
        message_error("no solution drawn: the exit is unreachable");
        return CLI_FAIL;
    }
    return st == MAZE_OK ? CLI_OK : cli_write_failed(path, st, e, err);
}
