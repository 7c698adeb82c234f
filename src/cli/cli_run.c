/* cli_run.c - the run that `trace` and `quiz` describe (cli.h): their
 * shared options (--algo, --size, --seed, --variant, --solver; the maze's
 * --start, --goal, --braid; the solver's --mud, --moves), and the run
 * itself, a generator's or a solver's on the generator's finished maze. */
#include <stdio.h>

#include "cli.h"
#include "maze/mem.h"

const char cli_run_options_help[] =
    "      --mud P        P% of the cells mud for the solver (see 'solve --help')\n"
    "      --moves N      the solver's move limit (see 'solve --help')\n"
    "      --start X,Y    the maze's start cell (default 0,0; see 'gen --help')\n"
    "      --goal X,Y     its goal cell (default: the bottom-right one)\n"
    "      --braid P      remove P% of the finished maze's dead ends before\n"
    "                     the solver runs (see 'gen --help')\n";

int cli_run_option(int c, const char *arg, int max_side, CliRunArgs *a)
{
    bool ok = true;
    switch (c) {
    case 'a': ok = (a->algo = args_find_algo(arg)) != NULL; break;
    case 's': ok = args_parse_size(arg, max_side, &a->w, &a->h); break;
    case 'r': ok = a->seeded = args_parse_seed(arg, &a->seed); break;
    case 'v': a->variant_id = arg; break;
    case CLI_OPT_SOLVER: ok = (a->solver = args_find_solver(arg)) != NULL; break;
    case CLI_OPT_START: a->start = arg; break;
    case CLI_OPT_GOAL: a->goal = arg; break;
    case CLI_OPT_BRAID: ok = cli_parse_braid(arg, &a->finish.braid); break;
    case CLI_OPT_MUD: ok = cli_parse_mud(arg, &a->solve); break;
    case CLI_OPT_MOVES: ok = cli_parse_moves(arg, &a->solve); break;
    default: return CLI_RUN_OTHER;
    }
    return ok ? CLI_OK : CLI_USAGE;
}

/* A new solver's run on r's finished maze, seeded by the maze's seed, with
 * a's mud (made once, kept in r) and move limit; NULL having said why. */
static Run *cli_run_solver(CliRun *r, const CliRunArgs *a)
{
    MazeStatus ms;
    Run *run = solve_run_new(a->solver, &r->gen->grid, &ms);
    CliSolveOpts opts = { a->seed, r->mud ? 0 : a->solve.mud, a->solve.moves };
    uint8_t *mud = NULL;
    if (run && cli_solve_prepare(run, &opts, &mud)) {
        if (mud)
            r->mud = mud;
        solve_set_costs(run, r->mud);
        return run;
    }
    message_error("cannot start %s: %s", a->solver->id, maze_strerror(run ? MAZE_ERR_NOMEM : ms));
    run_free(run);
    return NULL;
}

int cli_run_open(CliRun *r, CliRunArgs *a, int max_side)
{
    r->gen = NULL;
    r->run = NULL;
    r->mud = NULL;
    if (!a->algo) {
        message_error("missing --algo ID; 'mazelab list' shows the generators");
        return CLI_USAGE;
    }
    if (a->w == 0 && !a->shape.mask) {
        message_error("missing --size WxH (width and height 1 to %d)", max_side);
        return CLI_USAGE;
    }
    if (!a->solver && (a->solve.mud || a->solve.moves)) {
        message_error("%s is for a solver: add --solver ID", a->solve.mud ? "--mud" : "--moves");
        return CLI_USAGE;
    }
    if ((r->variant = args_find_variant(a->algo, a->variant_id)) < 0)
        return CLI_USAGE;
    Grid model;
    int status = cli_shape_grid(&a->shape, a->w, a->h, &model);
    if (status != CLI_OK)
        return status;
    if ((status = cli_shape_supports(a->algo, &model)) == CLI_OK && a->solver)
        status = cli_shape_supports(a->solver, &model);
    if (status == CLI_OK && !cli_finish_ends(&a->finish, &model, a->start, a->goal))
        status = CLI_USAGE;
    if (status != CLI_OK) {
        grid_free(&model);
        return status;
    }
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
    gen_finish_ends(r->gen, &a->finish);    /* fits: checked above */
    r->run = r->gen;
    if (!a->solver)
        return CLI_OK;
    if (!run_finish(r->gen) || (ms = gen_finish_apply(r->gen, &a->finish)) != MAZE_OK) {
        message_error("cannot make the maze: %s",
                      maze_strerror(run_done(r->gen) ? ms : run_error(r->gen)));
        cli_run_close(r);
        return CLI_FAIL;
    }
    if (!(r->run = cli_run_solver(r, a))) {
        cli_run_close(r);
        return CLI_FAIL;
    }
    return CLI_OK;
}

int cli_run_restart(CliRun *r, const CliRunArgs *a)
{
    MazeStatus ms = MAZE_OK;
    Run *fresh = a->solver ? cli_run_solver(r, a)
                           : gen_run_new_on(a->algo, r->variant, &r->gen->grid, a->seed, &ms);
    if (!fresh) {
        if (!a->solver)
            message_error("cannot start the run again: %s", maze_strerror(ms));
        return CLI_FAIL;
    }
    if (!a->solver)
        gen_finish_ends(fresh, &a->finish);
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
    mem_free(r->mud);
    r->run = r->gen = NULL;
    r->mud = NULL;
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
    if (a->start)
        printf(" --start %s", a->start);
    if (a->goal)
        printf(" --goal %s", a->goal);
    if (a->finish.braid)
        printf(" --braid %d", a->finish.braid);
    if (a->solve.mud)
        printf(" --mud %d", a->solve.mud);
    if (a->solve.moves)
        printf(" --moves %llu", (unsigned long long)a->solve.moves);
}
