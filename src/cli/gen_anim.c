/* gen_anim.c - `mazelab gen --format gif`. */
#include "gen_anim.h"

#include <errno.h>
#include <stdio.h>

#include "cli.h"
#include "maze/outfile.h"

int gen_anim_check(const AnimSpec *spec, const char *path)
{
    if (!path) {
        message_error("--format gif needs --output FILE (- for standard output)");
        return CLI_USAGE;
    }
    char why[ANIM_WHY_MAX];
    if (anim_check(spec, why, sizeof why) != MAZE_OK) {
        message_error("%dx%d at --cell-size %d: %s", spec->w, spec->h, spec->block_px, why);
        return CLI_USAGE;
    }
    return CLI_OK;
}

typedef struct GenAnimJob {
    const AnimSpec *spec;
    const GenFinish *finish;
    const AnimPlan *plan;
} GenAnimJob;

static MazeStatus gen_anim_run(FILE *f, void *ctx)
{
    const GenAnimJob *job = ctx;
    return anim_write_finish(f, job->spec, job->finish, job->plan);
}

int gen_anim_write(const AnimSpec *spec, const GenFinish *finish, const char *path, bool force)
{
    double t0 = clock_now_ms();
    AnimPlan plan;
    MazeStatus st = anim_plan_finish(spec, finish, &plan);
    if (st != MAZE_OK) {
        message_error("cannot animate %s %dx%d seed %llu: %s", spec->algo->id, spec->w, spec->h,
                  (unsigned long long)spec->seed, maze_strerror(st));
        return CLI_FAIL;
    }
    GenAnimJob job = { spec, finish, &plan };
    errno = 0;
    st = outfile_save(path, force ? OUTFILE_REPLACE : OUTFILE_KEEP, gen_anim_run, &job, NULL, 0);
    if (st != MAZE_OK)
        return cli_write_failed(path, st, errno, NULL);
    /* The summary goes where the GIF does not. */
    FILE *report = outfile_is_stdout(path) ? stderr : stdout;
    if (report == stderr)
        fputs("mazelab: standard output", report);
    else
        message_put_escaped(report, path);
    fprintf(report, ": %ld frames, a frame every %llu steps (%llu generating, %llu solving), "
            "%dx%d px, %.3f s\n", plan.frames, (unsigned long long)plan.every,
            (unsigned long long)plan.gen_steps, (unsigned long long)plan.solve_steps, plan.px_w,
            plan.px_h, (clock_now_ms() - t0) / 1e3);
    return CLI_OK;
}
