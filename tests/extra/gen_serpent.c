/* gen_serpent.c - a test build's extra generator: the serpent, one corridor
 * that winds through the rows, left to right, then right to left. A maze
 * (a perfect one: a single path) that no one would want, kept tiny on
 * purpose: it lives in tests/ only to prove that a new algorithm is one
 * file and one table line (extra_algos.h). It has its own events and
 * sentences (a milestone among them), pseudocode, a frame overlay, a
 * counter and a question. */
#include "maze/gen.h"

typedef enum SerpentPhase { SERPENT_CARVING, SERPENT_DONE } SerpentPhase;

typedef struct Serpent {
    SerpentPhase phase;
    uint32_t at;        /* the cell the corridor has reached */
    uint32_t carved;    /* cells in the corridor */
} Serpent;

enum { SPE_START = 1, SPE_ALONG, SPE_DOWN };

static const StepKind serpent_kinds[] = {
    [SPE_START] = { "start", "Start at {cell}: the corridor begins, {outside:cell} outside", 0 },
    [SPE_ALONG] = { "along", "Carved {dir} from {cell} to {other} along the row, {outside:cell} "
                             "outside", 0 },
    [SPE_DOWN] = { "down", "Carved {dir} from {cell} to {other}: the row is full, the corridor "
                           "turns down, {outside:cell} outside", STEP_MILESTONE },
};

static const char *const serpent_lines[] = {
    "start at the top left cell",
    "go along the row: east on even rows, west on odd ones",
    "at the row's end: carve south and turn",
    "every cell is in the corridor: done",
    "(a test algorithm: one corridor, no choices)",
};

static const char *const serpent_phases[] = { "carving", "done" };

/* The cell after cell i along the corridor, and the side toward it. */
static uint32_t serpent_next(const Grid *g, uint32_t i, Dir *d)
{
    uint32_t w = (uint32_t)g->w, x = i % w, y = i / w;
    bool east = y % 2 == 0;
    if (east ? x + 1 < w : x > 0) {
        *d = east ? DIR_E : DIR_W;
        return east ? i + 1 : i - 1;
    }
    *d = DIR_S;
    return i + w;
}

static bool serpent_init(void *state, StepCtx *ctx, int variant)
{
    (void)variant;
    Serpent *s = state;
    s->at = 0;
    s->carved = 1;
    ctx->grid->mark[0] = MARK_CURRENT;
    step_move(ctx->report, SPE_START, 0, 0, STEP_NONE, -1);
    step_fact(ctx->report, "outside", ctx->grid->n - 1);
    if (ctx->grid->n == 1) {
        ctx->grid->mark[0] = MARK_DONE;
        s->phase = SERPENT_DONE;
        ctx->done = true;
    }
    return true;
}

static size_t serpent_step(void *state, StepCtx *ctx, size_t n)
{
    Serpent *s = state;
    Grid *g = ctx->grid;
    size_t done = 0;
    while (done < n && s->phase != SERPENT_DONE) {
        Dir d;
        uint32_t next = serpent_next(g, s->at, &d);
        grid_carve(g, s->at, d);
        g->mark[s->at] = MARK_DONE;
        g->mark[next] = MARK_CURRENT;
        dirty_add(ctx->dirty, s->at);
        dirty_add(ctx->dirty, next);
        step_move(ctx->report, d == DIR_S ? SPE_DOWN : SPE_ALONG, d == DIR_S ? 2 : 1, s->at, next,
                  (int)d);
        s->at = next;
        s->carved++;
        step_fact(ctx->report, "outside", g->n - s->carved);
        if (s->carved == g->n) {
            g->mark[next] = MARK_DONE;
            s->phase = SERPENT_DONE;
            ctx->done = true;
            if (ctx->report)
                ctx->report->line = 3;
        }
        done++;
    }
    return done;
}

static void serpent_release(void *state)
{
    (void)state;
}

/* The corridor's next cell: there is no choice to make. */
static bool serpent_ask(const void *state, const StepCtx *ctx, Question *q)
{
    const Serpent *s = state;
    Dir d;
    if (s->phase == SERPENT_DONE)
        return false;
    q->about.cell = s->at;
    question_set_cell(q, serpent_next(ctx->grid, s->at, &d));
    return true;
}

static const QuestionKind serpent_questions[] = {
    { "next-cell", "The corridor has reached {cell}. Which cell does it carve into next?",
      "along the row, east on even rows and west on odd ones, down at the row's end",
      ANSWER_CELL, TRUTH_OTHER, NULL, NULL, serpent_ask },
};

static const char *serpent_phase(const void *state)
{
    return serpent_phases[((const Serpent *)state)->phase];
}

/* The row being carved, framed, and the rows left, counted. */
static void serpent_overlays(const void *state, const StepCtx *ctx, OverlayList *out)
{
    const Serpent *s = state;
    uint32_t w = (uint32_t)ctx->grid->w, row = s->at / w;
    uint32_t rect[4] = { 0, row, w, 1 };
    overlay_add_items(out, OV_FRAMES, PAL_REGION, "row the serpent fills", rect, 1);
    Overlay *c = overlay_add(out, OV_COUNTER, PAL_REGION, "rows left");
    if (c)
        c->value = (uint32_t)ctx->grid->h - row - 1;
}

const GenAlgo gen_serpent = {
    .kind = ALGO_GEN,
    .id = "serpent",
    .name = "Serpent (a test algorithm)",
    .short_name = "Serpent",
    .blurb = "One corridor winding through the rows: a test build's extra generator.",
    .state_size = sizeof(Serpent),
    .init = serpent_init,
    .step = serpent_step,
    .release = serpent_release,
    .phase_name = serpent_phase,
    .pseudocode = { serpent_lines, 5 },
    .kinds = STEP_KINDS(serpent_kinds),
    .questions = QUESTION_KINDS(serpent_questions),
    .overlays = serpent_overlays,
};
