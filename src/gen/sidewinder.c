/* sidewinder.c - sidewinder maze.
 *
 * Row by row, top to bottom, left to right. Each cell joins the current run;
 * then a coin decides: carve EAST to extend the run, or close the run by
 * carving SOUTH from one random cell of the run and start a new run at the
 * next cell. The rightmost cell always closes its run. The bottom row cannot
 * carve south, so it is one run carved east end to end. This is the textbook
 * east + north sidewinder mirrored top to bottom (east + SOUTH), so the open
 * corridor is the bottom row, where the exit is. Perfect: the bottom row is a
 * path, and every run of a higher row is a path joined to the row below by
 * exactly one passage.
 *
 * Bias: horizontal texture (runs along rows) and an unbroken corridor along
 * the bottom row; every cell reaches the bottom row without ever going north,
 * so the solution never climbs.
 *
 * Step: one cell's decision (n steps in all): extend the run east, or close
 * it with its south passage. The open run is MARK_RUN; a closed run's cells
 * become MARK_DONE in the step that closes it. */
#include <string.h>

#include "gen_owned.h"

typedef enum SwPhase {
    SW_CARVING,         /* rows above the bottom one: runs closed southward */
    SW_BOTTOM,          /* the bottom row: one corridor east */
    SW_DONE
} SwPhase;

typedef struct Sidewinder {
    SwPhase phase;
    uint32_t x, y;      /* the next cell to decide */
    uint32_t run_start; /* x of the first cell of the open run */
} Sidewinder;

static const char *const sw_phase_names[] = { "carving", "bottom row", "done" };

/* Its events. Fact: "run", the cells of the run (after the step). */
enum {
    SWE_START = 1,      /* cell: the first of the top row */
    SWE_EXTEND,         /* carved cell -> other east: the run grows */
    SWE_CLOSE,          /* the run ending at cell closed by the coin: other
                           carves south */
    SWE_CLOSE_LAST,     /* the same in the last column, where it must */
    SWE_CORRIDOR,       /* the bottom row: carved cell -> other east */
    SWE_LAST            /* the last cell */
};

static const StepKind sw_kinds[] = {
    [SWE_START] = { "start", "Start a run at {cell}, the first cell of the top row", 0 },
    [SWE_EXTEND] = { "extend", "Carved {dir} from {cell} to {other}: the coin says go on, run "
                               "of {run:cell}", 0 },
    [SWE_CLOSE] = { "close", "Run of {run:cell} closed at {cell} (the coin says stop): carved "
                             "south from {other}, picked at random from the run", STEP_MILESTONE },
    [SWE_CLOSE_LAST] = { "close-last", "Run of {run:cell} closed at {cell}, the last column: "
                                       "carved south from {other}, picked at random from the "
                                       "run", STEP_MILESTONE },
    [SWE_CORRIDOR] = { "corridor", "Carved {dir} from {cell} to {other}: the bottom row is one "
                                   "corridor", 0 },
    [SWE_LAST] = { "last", "{cell} is the last cell: nothing left to carve", 0 },
};

static const char *const sw_lines[] = {
    "start a run at the first cell of the top row",
    "coin says go on (not the last column): carve east, the run grows",
    "coin says stop, or last column: carve south from a random cell of the run; new run",
    "the bottom row: carve east, one long corridor",
    "the last cell: the maze is done",
};

static bool sw_init(void *state, GenCtx *ctx, int variant)
{
    (void)variant;
    Sidewinder *s = state;
    gen_report_start(ctx, SWE_START, 0);
    s->phase = ctx->grid->h > 1 ? SW_CARVING : SW_BOTTOM;
    if (ctx->grid->n == 1) {
        gen_mark(ctx, 0, MARK_DONE);
        s->phase = SW_DONE;
        ctx->done = true;
    }
    return true;
}

/* Decides up to n cells of the rows above the bottom one, from (s->x, s->y),
 * reporting every change to dirty; returns how many. */
static size_t sw_carve(Sidewinder *s, Grid *g, Rng *rng, DirtyList *dirty, StepReport *report,
                       size_t n)
{
    uint8_t *pass = g->pass, *mark = g->mark;
    const uint32_t w = (uint32_t)g->w, h = (uint32_t)g->h;
    uint32_t x = s->x, y = s->y, run_start = s->run_start;
    uint32_t row = y * w;
    size_t done = 0;

    for (; done < n && y + 1 < h; done++) {
        uint32_t i = row + x;
        uint32_t len = x - run_start + 1;
        if (x + 1 < w && !rng_coin(rng)) {
            gen_mark_raw(mark, dirty, i, MARK_RUN);
            gen_open_raw(pass, dirty, i, PASS_E);
            if (report) {
                step_move(report, SWE_EXTEND, 1, i, i + 1, DIR_E);
                step_fact(report, "run", len + 1);
            }
        } else {
            uint32_t k = run_start + (len > 1 ? rng_below(rng, len) : 0);
            gen_open_raw(pass, dirty, row + k, PASS_S);
            gen_mark_span(mark, dirty, row + run_start, x - run_start + 1, MARK_DONE);
            run_start = x + 1;
            if (report) {
                step_move(report, x + 1 < w ? SWE_CLOSE : SWE_CLOSE_LAST, 2, i, row + k, -1);
                step_fact(report, "run", len);
            }
        }
        if (++x == w) {
            x = 0;
            run_start = 0;
            y++;
            row += w;
        }
    }
    s->x = x;
    s->y = y;
    s->run_start = run_start;
    return done;
}

/* The same as sw_carve with nobody watching, without a branch on each coin:
 * it takes up to 64 coins at once, opens east on all their cells, and then
 * visits only the closing cells (the set bits) in order. The RNG is drawn in
 * the same order (a pool refill only after the previous pool's closes), so
 * the maze, RNG state and final marks are the same. */
static size_t sw_carve_fast(Sidewinder *s, Grid *g, Rng *rng, size_t n)
{
    uint8_t *pass = g->pass, *mark = g->mark;
    const uint32_t w = (uint32_t)g->w, h = (uint32_t)g->h;
    uint32_t x = s->x, y = s->y, run_start = s->run_start;
    uint32_t row = y * w;
    uint64_t coins = rng->coins;
    unsigned ncoins = rng->ncoins;
    size_t done = 0;

    while (done < n && y + 1 < h) {
        /* The rest of this row, or as many cells as asked. */
        uint32_t x_end = n - done < (size_t)(w - x) ? x + (uint32_t)(n - done) : w;
        uint32_t flip_end = x_end < w - 1 ? x_end : w - 1;
        done += x_end - x;
        /* Everything from the open run on ends MARK_DONE, except a run still
         * open when the call ends (fixed below). */
        memset(mark + row + run_start, MARK_DONE, x_end - run_start);
        while (x < flip_end) {
            if (ncoins == 0) {
                coins = rng_next(rng);
                ncoins = 64;
            }
            uint32_t m = flip_end - x < ncoins ? flip_end - x : ncoins;
            uint64_t closes = m == 64 ? coins : coins & ((UINT64_C(1) << m) - 1);
            memset(pass + row + x, PASS_E, m);
            while (closes) {
                uint32_t cx = x + gen_ctz64(closes);
                uint32_t len = cx - run_start + 1;
                closes &= closes - 1;
                pass[row + cx] = 0;
                pass[row + run_start + (len > 1 ? rng_below(rng, len) : 0)] |= PASS_S;
                run_start = cx + 1;
            }
            coins = m == 64 ? 0 : coins >> m;
            ncoins -= m;
            x += m;
        }
        if (x < x_end) {
            /* The last column always closes its run. */
            uint32_t len = x - run_start + 1;
            pass[row + run_start + (len > 1 ? rng_below(rng, len) : 0)] |= PASS_S;
            x++;
            run_start = x;
        }
        if (x == w) {
            x = 0;
            run_start = 0;
            y++;
            row += w;
        }
    }
    if (x > run_start)
        memset(mark + row + run_start, MARK_RUN, x - run_start);
    rng->coins = coins;
    rng->ncoins = ncoins;
    s->x = x;
    s->y = y;
    s->run_start = run_start;
    return done;
}

/* Up to n cells of the bottom row, from s->x; returns how many. The last
 * one marks the row done and finishes. */
static size_t sw_bottom(Sidewinder *s, GenCtx *ctx, size_t n)
{
    Grid *g = ctx->grid;
    const uint32_t w = (uint32_t)g->w, row = s->y * w;
    size_t done = 0;
    while (done < n && s->phase == SW_BOTTOM) {
        uint32_t i = row + s->x;
        if (s->x + 1 < w) {
            gen_mark_raw(g->mark, ctx->dirty, i, MARK_RUN);
            gen_open_raw(g->pass, ctx->dirty, i, PASS_E);
            gen_report_move(ctx, SWE_CORRIDOR, 3, i, i + 1, DIR_E);
            s->x++;
        } else {
            step_move(ctx->report, SWE_LAST, 4, i, STEP_NONE, -1);
            gen_mark_span(g->mark, ctx->dirty, row, w, MARK_DONE);
            s->phase = SW_DONE;
            ctx->done = true;
        }
        done++;
    }
    return done;
}

static size_t sw_step(void *state, GenCtx *ctx, size_t n)
{
    Sidewinder *s = state;
    size_t done = 0;
    if (s->phase == SW_CARVING) {
        Rng rng = *ctx->rng;    /* local: byte stores cannot alias it */
        if (ctx->dirty || ctx->report)
            done = sw_carve(s, ctx->grid, &rng, ctx->dirty, ctx->report, n);
        else
            done = sw_carve_fast(s, ctx->grid, &rng, n);
        *ctx->rng = rng;
        if (s->y + 1 == (uint32_t)ctx->grid->h)
            s->phase = SW_BOTTOM;
    }
    if (done < n && s->phase == SW_BOTTOM)
        done += sw_bottom(s, ctx, n - done);
    return done;
}

static void sw_release(void *state)
{
    (void)state;
}

static bool sw_copy(void *dst, const void *src, const Grid *g)
{
    (void)g;
    *(Sidewinder *)dst = *(const Sidewinder *)src;
    return true;
}

/* Above the bottom row: the cells of the run, one of which carves south
 * when the run closes at the cell deciding now. */
static bool sw_ask_close(const void *state, const GenCtx *ctx, Question *q)
{
    const Sidewinder *s = state;
    const uint32_t w = (uint32_t)ctx->grid->w, row = s->y * w;
    if (s->phase != SW_CARVING || s->x - s->run_start >= QUESTION_CELLS_MAX)
        return false;
    for (uint32_t x = s->run_start; x <= s->x; x++)
        question_add_cell(q, row + x);
    q->about.cell = row + s->x;
    step_fact(&q->about, "run", s->x - s->run_start + 1);
    if (s->x + 1 == w)
        step_fact(&q->about, "last", 1);
    return true;
}

static const QuestionKind sw_questions[] = {
    { "close-south", "{?last:{cell} is in the last column, so the run closes there}{!last:Say the "
                     "coin says stop at {cell}, closing the run}: which cells could carve south?",
      "any cell of the run of {run:cell}, picked at random",
      ANSWER_CELLS, TRUTH_OTHER, "close close-last", NULL, sw_ask_close },
};

static const char *sw_phase_name(const void *state)
{
    return sw_phase_names[((const Sidewinder *)state)->phase];
}

const GenAlgo gen_sidewinder = {
    .kind = ALGO_GEN,
    .id = "sidewinder",
    .name = "Sidewinder",
    .short_name = "Sidewinder",
    .blurb = "Row by row, carve east to grow a run, or close the run by carving south "
             "from a random cell of it. Horizontal texture; the bottom row is one corridor.",
    .state_size = sizeof(Sidewinder),
    .init = sw_init,
    .step = sw_step,
    .release = sw_release,
    .phase_name = sw_phase_name,
    .pseudocode = { sw_lines, 5 },
    .copy = sw_copy,
    .kinds = STEP_KINDS(sw_kinds),
    .questions = QUESTION_KINDS(sw_questions),
    .shapes = SHAPES_SQUARE,
    .shape_note = "Sidewinder closes each run of a row with a passage north, so it needs "
                  "the full square grid, whose every row lies under the next one whole.",
};
