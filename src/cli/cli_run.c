/* cli_run.c - the run that `trace` and `quiz` describe (cli.h): their
 * shared options (--algo, --size, --seed, --variant, --solver), and the
 * run itself, a generator's or a solver's on the generator's finished
 * maze. */
#include <stdio.h>

#include "cli.h"

int cli_run_option(int c, const char *arg, int max_side, CliRunArgs *a)
{
    bool ok = true;
    switch (c) {
    case 'a': ok = (a->algo = args_find_algo(arg)) != NULL; break;
    case 's': ok = args_parse_size(arg, max_side, &a->w, &a->h); break;
    case 'r': ok = a->seeded = args_parse_seed(arg, &a->seed); break;
    case 'v': a->variant_id = arg; break;
    case CLI_OPT_SOLVER: ok = (a->solver = args_find_solver(arg)) != NULL; break;
    default: return CLI_RUN_OTHER;
    }
    return ok ? CLI_OK : CLI_USAGE;
}

int cli_run_open(CliRun *r, CliRunArgs *a, int max_side)
{
    r->gen = NULL;
    r->run = NULL;
    if (!a->algo) {
        message_error("missing --algo ID; 'mazelab list' shows the generators");
        return CLI_USAGE;
    }
    if (a->w == 0 && !a->shape.mask) {
        message_error("missing --size WxH (width and height 1 to %d)", max_side);
        return CLI_USAGE;
    }
    if ((r->variant = args_find_variant(a->algo, a->variant_id)) < 0)
        return CLI_USAGE;
    Grid model;
    int status = cli_shape_grid(&a->shape, a->w, a->h, &model);
    if (status == CLI_OK && (status = cli_shape_supports(a->algo, &model)) != CLI_OK)
        grid_free(&model);
    if (status != CLI_OK)
        return status;
    if (!a->seeded) {
        a->seed = clock_random_seed();
        fprintf(stderr, "mazelab: seed %llu\n", (unsigned long long)a->seed);
    }
    MazeStatus ms;
    r->gen = gen_run_new_on(a->algo, r->variant, &model, a->seed, &ms);
    grid_free(&model);
    if (!r->gen) {
        message_error("cannot make a %dx%d maze: %s", a->w, a->h, maze_strerror(ms));
        return CLI_FAIL;
    }
    a->w = r->gen->grid.w;      /* a mask's own size */
    a->h = r->gen->grid.h;
    r->run = r->gen;
    if (!a->solver)
        return CLI_OK;
    if (!run_finish(r->gen)) {
        message_error("cannot make the maze: %s", maze_strerror(run_error(r->gen)));
        cli_run_close(r);
        return CLI_FAIL;
    }
    r->run = solve_run_new(a->solver, &r->gen->grid, &ms);
    if (!r->run) {
        message_error("cannot start %s: %s", a->solver->id, maze_strerror(ms));
        cli_run_close(r);
        return CLI_FAIL;
    }
    return CLI_OK;
}

int cli_run_restart(CliRun *r, const CliRunArgs *a)
{
    MazeStatus ms = MAZE_OK;
    Run *fresh = a->solver ? solve_run_new(a->solver, &r->gen->grid, &ms)
                           : gen_run_new_on(a->algo, r->variant, &r->gen->grid, a->seed, &ms);
    if (!fresh) {
        message_error("cannot start the run again: %s", maze_strerror(ms));
        return CLI_FAIL;
    }
    if (r->run != r->gen)
        run_free(r->run);
    else
        run_free(r->gen);
    if (a->solver)
        r->run = fresh;
    else
        r->run = r->gen = fresh;
    return CLI_OK;
}

void cli_run_close(CliRun *r)
{
    if (r->run != r->gen)
        run_free(r->run);
    run_free(r->gen);
    r->run = r->gen = NULL;
}

void cli_run_header(const CliRun *r, const CliRunArgs *a, const char *command)
{
    const Algo *g = a->algo;
    char shape[300];
    cli_shape_args(&a->shape, shape, sizeof shape);
    printf("# mazelab %s --algo %s%s%s --size %dx%d%s --seed %llu%s%s", command, g->id,
           g->variant_count ? " --variant " : "", g->variant_count ? g->variants[r->variant].id : "",
           a->w, a->h, shape, (unsigned long long)a->seed, a->solver ? " --solver " : "",
           a->solver ? a->solver->id : "");
}
