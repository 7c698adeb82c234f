/* anim.c - a generation (and a solve) drawn frame by frame into a GIF. */
#include "maze/anim.h"

#include <string.h>

#include "anim_shape.h"
#include "maze/gif.h"
#include "maze/mem.h"
#include "maze/palette.h"
#include "shape_picture.h"

/* The palette's colours (maze/palette.h) in index order: the marks and
 * the solver as the window draws them, then the answer, wall and clear. */
void anim_palette(PictureColor out[ANIM_COLOR_COUNT])
{
    for (int k = ANIM_PASSAGE; k <= ANIM_SOLVER; k++)
        out[k] = palette_color((PalSlot)k);
    out[ANIM_PATH] = palette_color(PAL_ANSWER);
    out[ANIM_WALL] = palette_color(PAL_WALL);
    out[ANIM_CLEAR] = (PictureColor){ 0, 0, 0 };    /* never shown */
    out[ANIM_SET_ONE] = palette_color(PAL_SET_ONE);
    for (unsigned k = 0; k < PAL_SET_LOOKS; k++)
        out[ANIM_SETS + k] = palette_set_look(k);
}

_Static_assert((int)ANIM_RUN == (int)PAL_RUN && (int)ANIM_TRAIL_SEEN == (int)PAL_TRAIL_SEEN &&
                   (int)ANIM_SOLVER == (int)PAL_SOLVER,
               "the GIF's first indices are the palette's slots");

AnimColor anim_mark_color(Mark m)
{
    PalSlot s = palette_slot_for_mark(m);
    return s <= (PalSlot)ANIM_SOLVER ? (AnimColor)s : ANIM_WALL;
}

/* The colour of cell i: the solver, its trail, or the generator's mark. */
static uint8_t anim_cell(const Grid *g, const uint8_t *trail, uint32_t solver_cell, uint32_t i)
{
    static const uint8_t trail_colors[TRAIL_COUNT] = {
        [TRAIL_NONE] = ANIM_PASSAGE, [TRAIL_FRONTIER] = ANIM_TRAIL_QUEUED,
        [TRAIL_VISITED] = ANIM_TRAIL_SEEN, [TRAIL_PATH] = ANIM_TRAIL_PATH,
    };
    if (i == solver_cell)
        return ANIM_SOLVER;
    if (trail && trail[i])
        return trail[i] < TRAIL_COUNT ? trail_colors[trail[i]] : ANIM_PASSAGE;
    return (uint8_t)anim_mark_color((Mark)g->mark[i]);
}

void anim_blocks(const Grid *g, const uint8_t *trail, uint32_t solver_cell, uint8_t *blocks)
{
    size_t bw = 2 * (size_t)g->w + 1, bh = 2 * (size_t)g->h + 1;
    memset(blocks, ANIM_WALL, bw * bh);
    for (uint32_t y = 0, i = 0; y < (uint32_t)g->h; y++)
        for (uint32_t x = 0; x < (uint32_t)g->w; x++, i++)
            blocks[(2 * y + 1) * bw + 2 * x + 1] = anim_cell(g, trail, solver_cell, i);
    for (uint32_t y = 0, i = 0; y < (uint32_t)g->h; y++) {
        uint8_t *mid = blocks + (2 * y + 1) * bw;
        for (uint32_t x = 0; x < (uint32_t)g->w; x++, i++) {
            uint8_t c = mid[2 * x + 1];
            if (g->pass[i] & PASS_E)
                mid[2 * x + 2] = (uint8_t)palette_join_ids(c, mid[2 * x + 3], ANIM_WALL);
            if (g->pass[i] & PASS_S)
                mid[bw + 2 * x + 1] = (uint8_t)palette_join_ids(c, mid[2 * bw + 2 * x + 1], ANIM_WALL);
        }
    }
    long bx, by;
    for (int end = 0; end < 2; end++)   /* the start's and the goal's openings */
        if (grid_end_gap(g, end, &bx, &by))
            blocks[(size_t)by * bw + (size_t)bx] = ANIM_PASSAGE;
}

/* The index of set `id`'s look: the one palette_set_argb picks. */
static uint8_t anim_set_index(uint32_t id)
{
    uint32_t argb = palette_set_argb(id);
    for (unsigned k = 0; k < PAL_SET_LOOKS; k++) {
        PalColor c = palette_set_look(k);
        if (argb == (0xff000000u | (uint32_t)c.r << 16 | (uint32_t)c.g << 8 | c.b))
            return (uint8_t)(ANIM_SETS + k);
    }
    return ANIM_SETS;
}

/* The colour of cell i in the sets overlay o (OV_SETS): its set's look, or
 * ANIM_SET_ONE for a cell on its own; ANIM_CLEAR for none (no set, or the
 * current cell, which keeps its mark). *alone tells which. */
static uint8_t anim_set_color(const Overlay *o, const Grid *g, uint32_t i, bool *alone)
{
    uint32_t size = 0, id = o->field(o->state, g, i, &size);
    if (id == 0 || g->mark[i] == MARK_CURRENT)
        return ANIM_CLEAR;
    *alone = size <= 1 && grid_degree(g, i) == 0;
    return *alone ? ANIM_SET_ONE : anim_set_index(id);
}

/* The sets overlay of run, or NULL when it shows none. */
static const Overlay *anim_sets_of(const Run *run, OverlayList *l)
{
    run_overlays(run, NULL, l);
    const Overlay *o = overlay_find(l, OV_SETS);
    return o && o->field ? o : NULL;
}

void anim_blocks_sets(const Run *run, uint8_t *blocks)
{
    OverlayList l;
    const Overlay *o = anim_sets_of(run, &l);
    if (!o)
        return;
    const Grid *g = run->ctx.grid;
    const size_t bw = 2 * (size_t)g->w + 1;
    for (uint32_t y = 0, i = 0; y < (uint32_t)g->h; y++) {
        uint8_t *mid = blocks + (2 * y + 1) * bw;
        for (uint32_t x = 0; x < (uint32_t)g->w; x++, i++) {
            bool alone;
            uint8_t c = anim_set_color(o, g, i, &alone);
            if (c == ANIM_CLEAR)
                continue;
            uint32_t id = o->field(o->state, g, i, NULL);
            mid[2 * x + 1] = c;
            if (alone)
                continue;
            /* the passages west and north to a cell of the same set */
            if (x > 0 && (g->pass[i - 1] & PASS_E) && g->mark[i - 1] != MARK_CURRENT &&
                o->field(o->state, g, i - 1, NULL) == id)
                mid[2 * x] = c;
            if (y > 0 && (g->pass[i - (uint32_t)g->w] & PASS_S) &&
                g->mark[i - (uint32_t)g->w] != MARK_CURRENT &&
                o->field(o->state, g, i - (uint32_t)g->w, NULL) == id)
                mid[2 * x + 1 - bw] = c;
        }
    }
}

static bool anim_same(PictureColor a, PictureColor b)
{
    return a.r == b.r && a.g == b.g && a.b == b.b;
}

MazeStatus anim_blocks_answer(const Grid *g, const uint32_t *path, size_t path_len,
                              uint8_t *blocks)
{
    Picture pic;
    MazeStatus st = picture_make(g, 1, 3, path, path_len, &pic, NULL, 0);
    if (st != MAZE_OK)
        return st;
    size_t n = (size_t)pic.w * (size_t)pic.h;
    for (size_t k = 0; k < n; k++) {
        const uint8_t *p = pic.pixels + 3 * k;
        PictureColor c = { p[0], p[1], p[2] };
        blocks[k] = anim_same(c, picture_path) ? ANIM_PATH
                    : anim_same(c, picture_wall) ? ANIM_WALL : ANIM_PASSAGE;
    }
    picture_free(&pic);
    return MAZE_OK;
}

static uint64_t anim_ceil(uint64_t a, uint64_t b)
{
    return a / b + (a % b != 0);
}

uint64_t anim_every(uint64_t gen_steps, uint64_t solve_steps, long budget, int extra)
{
    uint64_t room = budget > 2 + extra ? (uint64_t)(budget - 1 - extra) : 2;
    uint64_t k = anim_ceil(gen_steps + solve_steps, room);
    if (k == 0)
        k = 1;
    while (anim_ceil(gen_steps, k) + anim_ceil(solve_steps, k) > room)
        k++;
    return k;
}

static void anim_why(char *why, size_t cap, const char *fmt, long long a, long long b)
{
    if (why && cap)
        snprintf(why, cap, fmt, a, b);
}

MazeStatus anim_check(const AnimSpec *spec, char *why, size_t why_cap)
{
    if (spec->block_px < 1 || spec->block_px > PICTURE_MAX_BLOCK_PX) {
        anim_why(why, why_cap, "cell size %lld px out of range: 1 to %lld px", spec->block_px,
                 PICTURE_MAX_BLOCK_PX);
        return MAZE_ERR_ARG;
    }
    if (spec->budget < ANIM_FRAMES_MIN || spec->budget > ANIM_FRAMES_MAX) {
        anim_why(why, why_cap, "%lld frames out of range: %lld to 100000", spec->budget,
                 ANIM_FRAMES_MIN);
        return MAZE_ERR_ARG;
    }
    long long px = (2LL * (spec->w > spec->h ? spec->w : spec->h) + 1) * spec->block_px;
    if (spec->model && !picture_in_blocks(spec->model)) {
        long long w, h;
        shape_picture_size(spec->model, spec->block_px, &w, &h);
        px = w > h ? w : h;
    }
    if (px > GIF_MAX_SIDE_PX) {
        anim_why(why, why_cap, "the animation would be %lld px across; the limit is %lld px a side",
                 px, GIF_MAX_SIDE_PX);
        return MAZE_ERR_ARG;
    }
    return MAZE_OK;
}

/* The frame of g (at block_px): the block view on the square, the shape's
 * picture otherwise (anim_shape.c, cell colours in colors, n bytes). With
 * run, its sets over it; with path, the answer instead (every cell
 * white). */
static MazeStatus anim_draw(const Grid *g, int block_px, const Run *run, const uint8_t *trail,
                            uint32_t solver_cell, const uint32_t *path, size_t path_len,
                            uint8_t *colors, uint8_t *frame)
{
    if (picture_in_blocks(g)) {
        if (path)
            return anim_blocks_answer(g, path, path_len, frame);
        anim_blocks(g, trail, solver_cell, frame);
        if (run)
            anim_blocks_sets(run, frame);
        return MAZE_OK;
    }
    OverlayList l;
    const Overlay *sets = run ? anim_sets_of(run, &l) : NULL;
    for (uint32_t i = 0; i < g->n; i++) {
        bool alone;
        uint8_t c = sets ? anim_set_color(sets, g, i, &alone) : ANIM_CLEAR;
        colors[i] = path ? ANIM_PASSAGE : c != ANIM_CLEAR ? c : anim_cell(g, trail, solver_cell, i);
    }
    return anim_shape_frame(g, block_px, colors, path, path_len, frame);
}

/* The frame size of spec's grid: blocks or, for other shapes, pixels. */
static void anim_frame_size(const AnimSpec *spec, const Grid *g, int *w, int *h, int *scale)
{
    if (picture_in_blocks(g)) {
        *w = 2 * g->w + 1;
        *h = 2 * g->h + 1;
        *scale = spec->block_px;
    } else {
        anim_shape_size(g, spec->block_px, w, h);
        *scale = 1;
    }
}

/* A new run of spec's generator (on a grid like spec->model, when set)
 * with fin's ends, or NULL with *st set. */
static GenRun *anim_gen_new(const AnimSpec *spec, const GenFinish *fin, MazeStatus *st)
{
    GenRun *run = spec->model
                      ? gen_run_new_on(spec->algo, spec->variant, spec->model, spec->seed, st)
                      : gen_run_new(spec->algo, spec->variant, spec->w, spec->h, spec->seed, st);
    if (run && (*st = gen_finish_ends(run, fin)) != MAZE_OK) {
        run_free(run);
        run = NULL;
    }
    return run;
}

/* Steps a generator run by at most n; where it ends, applies fin. Returns
 * the steps done (0: stuck, or done before). */
static size_t anim_gen_step(GenRun *run, const GenFinish *fin, size_t n, MazeStatus *st)
{
    size_t done = run_step(run, n);
    *st = done && run_done(run) ? gen_finish_apply(run, fin) : MAZE_OK;
    return done;
}

struct AnimPlanner {
    AnimSpec spec;
    GenFinish finish;
    GenRun *run;
    SolveRun *solve;        /* after the generation, when spec.solver */
    bool done;
    MazeStatus error;       /* MAZE_OK, or why the count stopped */
};

/* anim_planner_new for a maze finished by fin (NULL: nothing). */
static AnimPlanner *anim_planner_make(const AnimSpec *spec, const GenFinish *fin, MazeStatus *st)
{
    if (anim_check(spec, NULL, 0) != MAZE_OK) {
        *st = MAZE_ERR_ARG;
        return NULL;
    }
    AnimPlanner *p = mem_calloc(1, sizeof *p);
    if (!p) {
        *st = MAZE_ERR_NOMEM;
        return NULL;
    }
    p->spec = *spec;
    if (fin)
        p->finish = *fin;
    p->run = anim_gen_new(spec, &p->finish, st);
    if (!p->run) {
        mem_free(p);
        return NULL;
    }
    *st = MAZE_OK;
    return p;
}

/* Ends the count with error st (MAZE_OK: complete). */
static bool anim_planner_stop(AnimPlanner *p, MazeStatus st)
{
    p->done = true;
    p->error = st;
    return true;
}

bool anim_planner_step(AnimPlanner *p, size_t n)
{
    if (p->done)
        return true;
    GenRun *run = p->run;
    if (!run_done(run)) {
        MazeStatus st;
        if (anim_gen_step(run, &p->finish, n, &st) == 0 && !run_done(run)) {   /* stuck: as run_finish has it */
            st = run_error(run);
            return anim_planner_stop(p, st != MAZE_OK ? st : MAZE_ERR_INTERNAL);
        }
        if (st != MAZE_OK)
            return anim_planner_stop(p, st);
        if (!run_done(run) || p->spec.solver)
            return false;                   /* the solver's count from the next call */
        return anim_planner_stop(p, MAZE_OK);
    }
    if (!p->spec.solver)
        return anim_planner_stop(p, MAZE_OK);
    if (!p->solve) {
        MazeStatus st;
        p->solve = solve_run_new(p->spec.solver, &run->grid, &st);
        if (!p->solve)
            return anim_planner_stop(p, st);
    }
    if (!run_done(p->solve) && run_step(p->solve, n) == 0 && !run_done(p->solve))
        return anim_planner_stop(p, MAZE_ERR_INTERNAL);
    return run_done(p->solve) ? anim_planner_stop(p, MAZE_OK) : false;
}

MazeStatus anim_planner_result(const AnimPlanner *p, AnimPlan *plan)
{
    *plan = (AnimPlan){ 0 };
    if (!p->done)
        return MAZE_ERR_ARG;
    if (p->error != MAZE_OK)
        return p->error;
    const AnimSpec *spec = &p->spec;
    plan->gen_steps = p->run->steps;
    if (p->solve) {
        plan->solve_steps = p->solve->steps;
        plan->answer = solve_verdict(p->solve) == SOLVE_REACHED;
    }
    plan->every = anim_every(plan->gen_steps, plan->solve_steps, spec->budget, plan->answer);
    plan->frames = (long)(1 + anim_ceil(plan->gen_steps, plan->every) +
                          anim_ceil(plan->solve_steps, plan->every)) + plan->answer;
    int fw, fh, scale;
    anim_frame_size(spec, &p->run->grid, &fw, &fh, &scale);
    plan->px_w = fw * scale;
    plan->px_h = fh * scale;
    return MAZE_OK;
}

void anim_planner_free(AnimPlanner *p)
{
    if (!p)
        return;
    run_free(p->solve);
    run_free(p->run);
    mem_free(p);
}

AnimPlanner *anim_planner_new(const AnimSpec *spec, MazeStatus *st)
{
    return anim_planner_make(spec, NULL, st);
}

MazeStatus anim_plan(const AnimSpec *spec, AnimPlan *plan)
{
    return anim_plan_finish(spec, NULL, plan);
}

MazeStatus anim_plan_finish(const AnimSpec *spec, const GenFinish *fin, AnimPlan *plan)
{
    *plan = (AnimPlan){ 0 };
    MazeStatus st;
    AnimPlanner *p = anim_planner_make(spec, fin, &st);
    if (!p)
        return st;
    while (!anim_planner_step(p, SIZE_MAX))
        ;
    st = anim_planner_result(p, plan);
    anim_planner_free(p);
    return st;
}

struct AnimStream {
    GifAnim *gif;
    uint8_t *held;      /* the last frame pushed, not yet written */
    size_t n;           /* blocks a frame */
    long frames;
    MazeStatus error;   /* the first error met */
    bool ended;         /* anim_stream_end wrote the last frame and trailer */
};

AnimStream *anim_stream_open(FILE *f, int w, int h, int block_px, MazeStatus *status)
{
    return anim_stream_open_blocks(f, 2 * w + 1, 2 * h + 1, block_px, status);
}

AnimStream *anim_stream_open_blocks(FILE *f, int bw, int bh, int scale, MazeStatus *status)
{
    *status = MAZE_ERR_NOMEM;
    AnimStream *s = mem_calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->n = (size_t)(bw > 0 ? bw : 0) * (size_t)(bh > 0 ? bh : 0);
    s->held = mem_alloc(s->n ? s->n : 1);
    PictureColor colors[ANIM_COLOR_COUNT];
    anim_palette(colors);
    if (s->held)
        s->gif = gif_anim_open(f, bw, bh, scale, colors, ANIM_COLOR_COUNT, ANIM_CLEAR, status);
    if (!s->gif) {
        mem_free(s->held);
        mem_free(s);
        return NULL;
    }
    return s;
}

MazeStatus anim_stream_push(AnimStream *s, const uint8_t *blocks)
{
    for (size_t i = 0; i < s->n; i++)
        if (blocks[i] >= ANIM_COLOR_COUNT || blocks[i] == ANIM_CLEAR)
            return MAZE_ERR_ARG;
    if (s->ended)
        return MAZE_ERR_ARG;    /* the trailer is written: nothing more */
    if (s->frames > 0 && s->error == MAZE_OK)
        s->error = gif_anim_frame(s->gif, s->held, s->frames == 1 ? ANIM_FIRST_CS : ANIM_STEP_CS);
    if (s->error != MAZE_OK)
        return s->error;
    memcpy(s->held, blocks, s->n);
    s->frames++;
    return MAZE_OK;
}

long anim_stream_frames(const AnimStream *s)
{
    return s ? s->frames : 0;
}

MazeStatus anim_stream_end(AnimStream *s)
{
    if (s->ended)
        return s->error;
    s->ended = true;
    if (s->error == MAZE_OK && s->frames > 0)
        s->error = gif_anim_frame(s->gif, s->held, ANIM_LAST_CS);
    MazeStatus end = gif_anim_end(s->gif);
    if (s->error == MAZE_OK)
        s->error = end;
    return s->error;
}

MazeStatus anim_stream_close(AnimStream *s)
{
    if (!s)
        return MAZE_OK;
    MazeStatus st = anim_stream_end(s);
    MazeStatus closed = gif_anim_close(s->gif);
    mem_free(s->held);
    mem_free(s);
    return st != MAZE_OK ? st : closed;
}

/* The solver's frames, then the answer; run's maze is finished. */
static MazeStatus anim_solve_frames(AnimStream *out, uint8_t *blocks, uint8_t *colors,
                                    const AnimSpec *spec, const AnimPlan *plan, const Grid *g)
{
    MazeStatus st;
    SolveRun *s = solve_run_new(spec->solver, g, &st);
    if (!s)
        return st;
    while (st == MAZE_OK && !run_done(s)) {
        run_step(s, plan->every);
        st = anim_draw(g, spec->block_px, NULL, solve_trail(s), solve_current(s), NULL, 0, colors,
                       blocks);
        if (st == MAZE_OK)
            st = anim_stream_push(out, blocks);
    }
    if (st == MAZE_OK && plan->answer) {
        uint32_t *cells = NULL;
        size_t len = 0;
        st = solve_path(s, &cells, &len);
        if (st == MAZE_OK)
            st = anim_draw(g, spec->block_px, NULL, NULL, UINT32_MAX, cells, len, colors, blocks);
        if (st == MAZE_OK)
            st = anim_stream_push(out, blocks);
        mem_free(cells);
    }
    run_free(s);
    return st;
}

MazeStatus anim_write(FILE *f, const AnimSpec *spec, const AnimPlan *plan)
{
    return anim_write_finish(f, spec, NULL, plan);
}

MazeStatus anim_write_finish(FILE *f, const AnimSpec *spec, const GenFinish *fin,
                             const AnimPlan *plan)
{
    static const GenFinish nothing;
    if (!fin)
        fin = &nothing;
    MazeStatus st;
    GenRun *run = anim_gen_new(spec, fin, &st);
    if (!run)
        return st;
    /* The frames show what a viewer sees: some generators (Wilson) mark
     * cells differently when nobody watches, so the run is watched. An empty
     * list records nothing; it only says that someone looks. */
    DirtyList watch = { 0 };
    run_set_dirty(run, &watch);
    const Grid *g = &run->grid;
    AnimStream *out = NULL;
    int fw, fh, scale;
    anim_frame_size(spec, g, &fw, &fh, &scale);
    uint8_t *blocks = mem_alloc((size_t)fw * (size_t)fh);
    uint8_t *colors = picture_in_blocks(g) ? NULL : mem_alloc(g->n);
    if (blocks && (colors || picture_in_blocks(g)))
        out = anim_stream_open_blocks(f, fw, fh, scale, &st);
    else
        st = MAZE_ERR_NOMEM;
    if (out) {
        st = anim_draw(g, spec->block_px, NULL, NULL, UINT32_MAX, NULL, 0, colors, blocks);
        if (st == MAZE_OK)
            st = anim_stream_push(out, blocks);
    }
    while (out && st == MAZE_OK && !run_done(run)) {
        if (anim_gen_step(run, fin, plan->every, &st) == 0) {
            st = run_error(run) != MAZE_OK ? run_error(run) : MAZE_ERR_INTERNAL;
            break;
        }
        if (st != MAZE_OK)
            break;
        st = anim_draw(g, spec->block_px, run, NULL, UINT32_MAX, NULL, 0, colors, blocks);
        if (st == MAZE_OK)
            st = anim_stream_push(out, blocks);
    }
    if (out && st == MAZE_OK && spec->solver)
        st = anim_solve_frames(out, blocks, colors, spec, plan, g);
    if (out && st == MAZE_OK && anim_stream_frames(out) != plan->frames)
        st = MAZE_ERR_INTERNAL;
    MazeStatus closed = anim_stream_close(out);
    if (st == MAZE_OK)
        st = closed;
    mem_free(blocks);
    mem_free(colors);
    run_free(run);
    return st;
}
