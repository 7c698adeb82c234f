/* run.c - the one driver under every generator and solver run (algo.h):
 * stepping, watching, phases, sentences and overlays. Copies of a run are
 * in run_copy.c; the constructors in gen.c and solve.c. */
#include "maze/algo.h"

#include <stdio.h>
#include <string.h>

#include "maze/mem.h"
#include "maze/shape.h"
#include "run/run_priv.h"

Pseudocode algo_pseudocode(const Algo *algo, int variant)
{
    if (variant >= 0 && variant < algo->variant_count && algo->variants[variant].pseudocode.count > 0)
        return algo->variants[variant].pseudocode;
    return algo->pseudocode;
}

Pseudocode run_pseudocode(const Run *run)
{
    return algo_pseudocode(run->algo, run->variant);
}

int algo_find_variant(const Algo *algo, const char *id)
{
    for (int k = 0; k < algo->variant_count; k++)
        if (strcmp(algo->variants[k].id, id) == 0)
            return k;
    return -1;
}

bool algo_supports(const Algo *algo, const Grid *g)
{
    unsigned shapes = algo->shapes ? algo->shapes : SHAPES_SQUARE;
    return (shapes & grid_shape_bit(g)) != 0;
}

void algo_label(const Algo *algo, int variant, char *buf, size_t cap)
{
    if (algo->variant_count > 0)
        snprintf(buf, cap, "%s:%s", algo->id, algo->variants[variant].id);
    else
        snprintf(buf, cap, "%s", algo->id);
}

bool algo_dup(void *dst_ptr, const void *src, size_t n)
{
    void *copy = NULL;
    if (n > 0) {
        copy = mem_alloc(n);
        if (!copy)
            return false;
        memcpy(copy, src, n);
    }
    memcpy(dst_ptr, &copy, sizeof copy);
    return true;
}

Run *run_alloc(const Algo *algo, int variant, int w, int h, const Grid *model, const Grid *maze,
               MazeStatus *st)
{
    Run *run = mem_calloc(1, sizeof *run);
    *st = MAZE_ERR_NOMEM;
    if (!run)
        return NULL;
    run->algo = algo;
    run->variant = variant;
    run->ctx.rng = &run->rng;
    if (algo->kind == ALGO_GEN) {
        *st = model ? grid_init_like(&run->grid, model) : grid_init(&run->grid, w, h);
        run->ctx.grid = &run->grid;
    } else {
        /* The maze is borrowed and never written: the run only reads it
         * through ctx.grid (algo.h's contract for solvers). */
        run->ctx.grid = (Grid *)maze;
        run->ctx.trail = mem_calloc(maze->n, 1);
        *st = run->ctx.trail ? MAZE_OK : MAZE_ERR_NOMEM;
    }
    if (*st == MAZE_OK && !(run->state = mem_calloc(1, algo->state_size)))
        *st = MAZE_ERR_NOMEM;
    if (*st != MAZE_OK) {
        run_free(run);
        return NULL;
    }
    return run;
}

bool run_init_state(Run *run)
{
    step_begin(&run->start, STEP_KIND_NONE, 0);
    StepReport *watching = run->ctx.report;
    DirtyList *dirty = run->ctx.dirty;
    run->ctx.report = &run->start;
    run->ctx.dirty = NULL;
    bool ok = run->algo->init(run->state, &run->ctx, run->variant);
    run->ctx.report = watching;
    run->ctx.dirty = dirty;
    return ok;
}

bool run_restart(Run *run)
{
    StepCtx *c = &run->ctx;
    if (run->state) {
        run->algo->release(run->state);
        memset(run->state, 0, run->algo->state_size);
    }
    if (run->algo->kind == ALGO_GEN)
        grid_reset(&run->grid);
    else
        memset(c->trail, 0, c->grid->n);
    rng_seed(&run->rng, run->seed);
    c->done = false;
    c->error = MAZE_OK;
    c->current = c->start;
    c->verdict = SOLVE_RUNNING;
    c->raw_length = 0;
    c->path_len = 0;
    c->explored = 0;
    run->steps = 0;
    if (run->state && run_init_state(run))
        return true;
    c->error = MAZE_ERR_NOMEM;
    return false;
}

void run_free(Run *run)
{
    if (!run)
        return;
    if (run->state) {
        run->algo->release(run->state);
        mem_free(run->state);
    }
    mem_free(run->ctx.trail);
    grid_free(&run->grid);
    mem_free(run);
}

void run_set_dirty(Run *run, DirtyList *dirty)
{
    run->ctx.dirty = dirty;
}

void run_set_report(Run *run, StepReport *report)
{
    run->ctx.report = report;
    if (report && run->steps == 0)
        *report = run->start;
}

size_t run_step(Run *run, size_t n)
{
    if (run->ctx.done || run->ctx.error != MAZE_OK || n == 0 || !run->state)
        return 0;
    size_t done = 0;
    if (!run->ctx.report) {
        done = run->algo->step(run->state, &run->ctx, n);
    } else {
        /* A report describes one step: drive the algorithm one at a time. */
        while (done < n && !run->ctx.done && run->algo->step(run->state, &run->ctx, 1) == 1)
            done++;
    }
    run->steps += done;
    return done;
}

bool run_finish(Run *run)
{
    /* An algorithm that stops making progress before it is done has run out
     * of memory or has a bug; stop rather than spin. */
    while (!run->ctx.done && run_step(run, SIZE_MAX) > 0)
        ;
    if (!run->ctx.done && run->ctx.error == MAZE_OK)
        run->ctx.error = MAZE_ERR_INTERNAL;
    return run->ctx.done;
}

MazeStatus run_error(const Run *run)
{
    return run->ctx.done ? MAZE_OK : run->ctx.error;
}

const char *run_phase(const Run *run)
{
    if (!run->state)
        return "done";      /* trimmed: every algorithm's last phase */
    return run->algo->phase_name(run->state);
}

bool run_trim(Run *run)
{
    if (!run->ctx.done || !run->state || run->algo->kind != ALGO_GEN)
        return false;
    run->algo->release(run->state);
    mem_free(run->state);
    run->state = NULL;
    return true;
}

int run_explain(const Run *run, const StepReport *r, char *buf, size_t cap, StepNamed *named)
{
    return sentence_write_on(run->algo->kinds, r, run->ctx.grid, buf, cap, named);
}

/* Adds the focus of report r: a ring in each cell its sentence names, a
 * bar on the wall it names. */
static void run_focus(const Run *run, const StepReport *r, OverlayList *out)
{
    StepNamed named;
    if (r->kind == STEP_KIND_NONE || run_explain(run, r, NULL, 0, &named) < 0)
        return;
    if (named.ncells > 0)
        overlay_add_items(out, OV_RINGS, PAL_FOCUS, "named in the sentence", named.cells,
                          (uint32_t)named.ncells);
    if (named.wall) {
        uint32_t bar = OVERLAY_SIDE(named.wall_cell, named.wall_dir);
        overlay_add_items(out, OV_BARS, PAL_FOCUS, "named in the sentence", &bar, 1);
    }
}

void run_overlays(const Run *run, const StepReport *report, OverlayList *out)
{
    overlay_clear(out);
    if (!run->ctx.done && run->state && run->algo->overlays)
        run->algo->overlays(run->state, &run->ctx, out);
    if (report)
        run_focus(run, report, out);
}

uint32_t run_cell_set(const Run *run, uint32_t i, uint32_t *size)
{
    OverlayList l;
    run_overlays(run, NULL, &l);
    const Overlay *o = overlay_find(&l, OV_SETS);
    uint32_t extra = 0, id = 0;
    if (o && o->field && i < run->ctx.grid->n)
        id = o->field(o->state, run->ctx.grid, i, &extra);
    if (size)
        *size = id ? extra : 0;
    return id;
}
