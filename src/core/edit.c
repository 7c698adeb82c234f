/* edit.c - a finished maze changed by hand, with bounded undo and redo
 * (edit.h).
 *
 * Every change is one record of a cell's byte before and after: its pass
 * byte (both of its own passages, east and south) or its weight. Steps
 * are runs of consecutive records, kept in one array of records and one of
 * steps, oldest first; steps [0, applied) are applied, the rest can be
 * redone. An end's move is not a cell byte: a step keeps the ends from
 * before its first move and after its last. */
#include "maze/edit.h"

#include <string.h>

#include "maze/mem.h"

typedef enum EditKind { EDIT_PASS = 0, EDIT_COST } EditKind;

typedef struct EditChange {
    uint32_t cell;
    uint8_t kind;           /* EditKind */
    uint8_t before, after;
} EditChange;

typedef struct EditStep {
    size_t first, count;    /* its records */
    const char *what;
    bool ends;              /* it moved an end */
    GridEnds ends_before, ends_after;
} EditStep;

struct EditHistory {
    EditChange *ch;
    size_t nch, ch_cap;
    EditStep *st;
    size_t nst, st_cap;
    size_t applied;         /* steps [0, applied) are applied */
    size_t max_bytes, max_steps;
    bool open;              /* cur is being recorded */
    EditStep cur;
    bool cur_started;       /* cur changed something (the redo steps are gone) */
    bool cur_lost;          /* cur outgrew the bound (or memory): not kept */
    size_t cur_changes;     /* what cur changed, kept or not */
    bool left_origin;       /* steps were dropped or lost since the reset */
    DirtyList *dirty;
};

EditHistory *edit_new(size_t max_bytes, size_t max_steps)
{
    EditHistory *h = mem_calloc(1, sizeof *h);
    if (h) {
        h->max_bytes = max_bytes;
        h->max_steps = max_steps ? max_steps : 1;
    }
    return h;
}

void edit_free(EditHistory *h)
{
    if (!h)
        return;
    mem_free(h->ch);
    mem_free(h->st);
    mem_free(h);
}

void edit_reset(EditHistory *h)
{
    h->nch = h->nst = h->applied = 0;
    h->open = h->cur_started = h->cur_lost = h->left_origin = false;
    h->cur_changes = 0;
}

void edit_set_dirty(EditHistory *h, DirtyList *dirty)
{
    h->dirty = dirty;
}

/* ---- applying -------------------------------------------------------------- */

/* Sets the byte record c names to v, and reports the cells it touches. */
static void edit_put(EditHistory *h, Grid *g, uint8_t *cost, const EditChange *c, uint8_t v)
{
    if (c->kind == EDIT_COST) {
        if (cost)
            cost[c->cell] = v;
        dirty_add(h->dirty, c->cell);
        return;
    }
    g->pass[c->cell] = v;
    dirty_add(h->dirty, c->cell);
    /* the neighbours across the passages this byte holds, open or not */
    if (c->cell % (uint32_t)g->w + 1 < (uint32_t)g->w)
        dirty_add(h->dirty, c->cell + 1);
    if (c->cell + (uint32_t)g->w < g->n)
        dirty_add(h->dirty, c->cell + (uint32_t)g->w);
}

static void edit_put_ends(EditHistory *h, Grid *g, const GridEnds *e)
{
    dirty_add(h->dirty, g->ends.start);
    dirty_add(h->dirty, g->ends.goal);
    g->ends = *e;
    dirty_add(h->dirty, e->start);
    dirty_add(h->dirty, e->goal);
}

/* ---- recording ------------------------------------------------------------- */

static size_t edit_step_bytes(size_t records)
{
    return records * sizeof(EditChange) + sizeof(EditStep);
}

/* The first change of the open step: the steps that could be redone are
 * forgotten now (not at edit_begin, so that a gesture that changes
 * nothing leaves them). */
static void edit_start(EditHistory *h)
{
    if (h->cur_started)
        return;
    h->cur_started = true;
    h->nst = h->applied;
    h->nch = h->applied ? h->st[h->applied - 1].first + h->st[h->applied - 1].count : 0;
    h->cur.first = h->nch;
}

/* Records a change of cell's byte of kind from before to after in the open
 * step; a step past the bound, or out of memory, is lost (its changes
 * still apply). */
static void edit_record(EditHistory *h, uint32_t cell, EditKind kind, uint8_t before, uint8_t after)
{
    edit_start(h);
    h->cur_changes++;
    if (h->cur_lost)
        return;
    if (edit_step_bytes(h->cur.count + 1) > h->max_bytes) {
        h->cur_lost = true;
        h->nch = h->cur.first;
        return;
    }
    if (h->nch == h->ch_cap) {
        size_t cap = h->ch_cap ? 2 * h->ch_cap : 256;
        EditChange *p = mem_realloc_array(h->ch, cap, sizeof *p);
        if (!p) {
            h->cur_lost = true;
            h->nch = h->cur.first;
            return;
        }
        h->ch = p;
        h->ch_cap = cap;
    }
    h->ch[h->nch++] = (EditChange){ cell, (uint8_t)kind, before, after };
    h->cur.count++;
}

void edit_begin(EditHistory *h, const char *what)
{
    if (h->open)
        edit_end(h);
    h->open = true;
    h->cur = (EditStep){ .first = h->nch, .what = what };
    h->cur_started = h->cur_lost = false;
    h->cur_changes = 0;
}

bool edit_is_open(const EditHistory *h)
{
    return h->open;
}

bool edit_passage(EditHistory *h, Grid *g, uint32_t i, Dir d, bool open)
{
    uint8_t bit;
    uint32_t o = i < g->n ? grid_owner(g, i, d, &bit) : GRID_NONE;
    if (!h->open || o == GRID_NONE)
        return false;
    uint8_t before = g->pass[o], after = open ? (uint8_t)(before | bit) : (uint8_t)(before & ~bit);
    if (before == after)
        return false;
    edit_record(h, o, EDIT_PASS, before, after);
    EditChange c = { o, EDIT_PASS, before, after };
    edit_put(h, g, NULL, &c, after);
    return true;
}

bool edit_cost(EditHistory *h, const Grid *g, uint8_t *cost, uint32_t i, uint8_t v)
{
    if (!h->open || i >= g->n || cost[i] == v)
        return false;
    edit_record(h, i, EDIT_COST, cost[i], v);
    cost[i] = v;
    dirty_add(h->dirty, i);
    return true;
}

bool edit_ends(EditHistory *h, Grid *g, const GridEnds *e)
{
    if (!h->open || !grid_ends_ok(g, e))
        return false;
    if (g->ends.start == e->start && g->ends.goal == e->goal &&
        g->ends.start_side == e->start_side && g->ends.goal_side == e->goal_side)
        return false;
    edit_start(h);
    if (!h->cur.ends)
        h->cur.ends_before = g->ends;
    h->cur.ends = true;
    h->cur.ends_after = *e;
    edit_put_ends(h, g, e);
    return true;
}

uint32_t edit_all(EditHistory *h, Grid *g, bool open)
{
    uint32_t changed = 0;
    if (!h->open)
        return 0;
    const uint32_t w = (uint32_t)g->w;
    for (uint32_t i = 0; i < g->n; i++) {
        uint8_t want = 0;
        if (open)
            want = (uint8_t)((i % w + 1 < w ? PASS_E : 0) | (i + w < g->n ? PASS_S : 0));
        if (g->pass[i] == want)
            continue;
        edit_record(h, i, EDIT_PASS, g->pass[i], want);
        EditChange c = { i, EDIT_PASS, g->pass[i], want };
        edit_put(h, g, NULL, &c, want);
        changed++;
    }
    return changed;
}

/* Drops the oldest step (its records and its place). */
static void edit_drop_oldest(EditHistory *h)
{
    size_t n = h->st[0].count;
    memmove(h->ch, h->ch + n, (h->nch - n) * sizeof *h->ch);
    h->nch -= n;
    memmove(h->st, h->st + 1, (h->nst - 1) * sizeof *h->st);
    h->nst--;
    h->applied--;
    for (size_t k = 0; k < h->nst; k++)
        h->st[k].first -= n;
    h->left_origin = true;
}

EditDone edit_end(EditHistory *h)
{
    EditDone done = { 0 };
    if (!h->open)
        return done;
    h->open = false;
    done.changes = h->cur_changes;
    if (!h->cur_started)
        return done;                        /* changed nothing */
    if (h->cur_lost) {
        edit_reset(h);
        h->left_origin = true;
        done.too_big = true;
        return done;
    }
    if (h->nst == h->st_cap) {
        size_t cap = h->st_cap ? 2 * h->st_cap : 64;
        EditStep *p = mem_realloc_array(h->st, cap, sizeof *p);
        if (!p) {
            edit_reset(h);
            h->left_origin = true;
            done.too_big = true;
            return done;
        }
        h->st = p;
        h->st_cap = cap;
    }
    h->st[h->nst++] = h->cur;
    h->applied = h->nst;
    while (h->nst > 1 && (h->nst > h->max_steps || edit_bytes(h) > h->max_bytes)) {
        edit_drop_oldest(h);
        done.dropped++;
    }
    done.kept = true;
    return done;
}

/* ---- undo and redo ------------------------------------------------------- */

const char *edit_undo(EditHistory *h, Grid *g, uint8_t *cost)
{
    if (h->open)
        edit_end(h);
    if (h->applied == 0)
        return NULL;
    const EditStep *s = &h->st[--h->applied];
    for (size_t k = s->count; k-- > 0;) {
        const EditChange *c = &h->ch[s->first + k];
        edit_put(h, g, cost, c, c->before);
    }
    if (s->ends)
        edit_put_ends(h, g, &s->ends_before);
    return s->what;
}

const char *edit_redo(EditHistory *h, Grid *g, uint8_t *cost)
{
    if (h->open)
        edit_end(h);
    if (h->applied == h->nst)
        return NULL;
    const EditStep *s = &h->st[h->applied++];
    for (size_t k = 0; k < s->count; k++) {
        const EditChange *c = &h->ch[s->first + k];
        edit_put(h, g, cost, c, c->after);
    }
    if (s->ends)
        edit_put_ends(h, g, &s->ends_after);
    return s->what;
}

size_t edit_undo_count(const EditHistory *h)
{
    return h->applied;
}

size_t edit_redo_count(const EditHistory *h)
{
    return h->nst - h->applied;
}

bool edit_at_origin(const EditHistory *h)
{
    return h->applied == 0 && !h->left_origin && !(h->open && h->cur_started);
}

size_t edit_bytes(const EditHistory *h)
{
    return h->nch * sizeof(EditChange) + h->nst * sizeof(EditStep);
}
