/* sentence.c - a step's sentence from its kind's template (see sentence.h).
 *
 * The template is read in place, by recursive descent over [p, end): text
 * is copied, a field writes a value, a conditional writes its text (itself
 * a template) or skips it. Nothing is allocated; the output is counted
 * like snprintf so a caller can tell a cut sentence. */
#include "maze/sentence.h"

#include "maze/shape.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

const char *sentence_dir(int d)
{
    static const char *const names[] = { "north", "east", "south", "west" };
    return d >= 0 && d < 4 ? names[d] : "?";
}

const StepFact *step_find_fact(const StepReport *r, const char *name)
{
    for (int k = 0; k < r->nfacts && k < STEP_FACTS_MAX; k++)
        if (strcmp(r->facts[k].name, name) == 0)
            return &r->facts[k];
    return NULL;
}

bool step_report_equal(const StepReport *a, const StepReport *b)
{
    if (a->kind != b->kind || a->line != b->line || a->dir != b->dir || a->cell != b->cell ||
        a->other != b->other || a->nfacts != b->nfacts)
        return false;
    for (int k = 0; k < a->nfacts && k < STEP_FACTS_MAX; k++) {
        const StepFact *x = &a->facts[k], *y = &b->facts[k];
        if (strcmp(x->name, y->name) != 0 || x->value != y->value || x->type != y->type)
            return false;
    }
    return true;
}

const char *step_kind_id(StepKinds kinds, const StepReport *r)
{
    if (r->kind == STEP_KIND_NONE)
        return "none";
    if (r->kind < 0 || r->kind >= kinds.count || !kinds.kinds[r->kind].id)
        return "?";
    return kinds.kinds[r->kind].id;
}

/* ---- writing ---------------------------------------------------------------- */

typedef struct Writer {
    char *buf;
    size_t cap;
    int len;            /* the full length, as snprintf counts it */
    const StepReport *r;
    uint32_t w;         /* grid width, cells */
    StepNamed *named;
    bool bad;           /* something did not fit the template */
    const Grid *g;      /* a grid of another shape, which names cells and
                           sides in its words; NULL: the square, w wide */
} Writer;

static void say(Writer *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    size_t at = (size_t)o->len < o->cap ? (size_t)o->len : o->cap;
    int k = vsnprintf(o->buf ? o->buf + at : NULL, o->cap - at, fmt, ap);
    va_end(ap);
    if (k > 0)
        o->len += k;
}

static void say_span(Writer *o, const char *p, const char *end)
{
    if (end > p)
        say(o, "%.*s", (int)(end - p), p);
}

/* A value a name stands for. */
typedef struct Value {
    bool found;         /* the report has it: a fact of that name, or one of
                           its own fields (cell, other, dir) */
    bool present;       /* found, and not "no cell" or "no side" */
    uint32_t v;
    int type;           /* StepFactType, or -1 for a side */
} Value;

static bool name_is(const char *p, const char *end, const char *word)
{
    size_t n = strlen(word);
    return (size_t)(end - p) == n && memcmp(p, word, n) == 0;
}

/* The value of name [p, end) in the report: cell, other, dir or a fact. */
static Value lookup(const Writer *o, const char *p, const char *end)
{
    const StepReport *r = o->r;
    Value v = { false, false, 0, STEP_NUMBER };
    if (name_is(p, end, "cell") || name_is(p, end, "other")) {
        v.v = *p == 'c' ? r->cell : r->other;
        v.type = STEP_CELL;
        v.found = true;
        v.present = v.v != STEP_NONE;
        return v;
    }
    if (name_is(p, end, "dir")) {
        v.found = true;
        v.present = r->dir >= 0;
        v.v = (uint32_t)r->dir;
        v.type = -1;
        return v;
    }
    for (int k = 0; k < r->nfacts && k < STEP_FACTS_MAX; k++) {
        const StepFact *f = &r->facts[k];
        if (name_is(p, end, f->name)) {
            v.v = f->value;
            v.type = (int)f->type;
            v.found = true;
            v.present = f->type != STEP_CELL || f->value != STEP_NONE;
            return v;
        }
    }
    return v;
}

/* Records cell c as named (once), unless it is a side of the named wall. */
static void name_cell(Writer *o, uint32_t c)
{
    StepNamed *n = o->named;
    if (!n)
        return;
    if (n->wall && (c == o->r->cell || c == o->r->other))
        return;
    for (int k = 0; k < n->ncells; k++)
        if (n->cells[k] == c)
            return;
    if (n->ncells < STEP_NAMED_MAX)
        n->cells[n->ncells++] = c;
}

static void say_value(Writer *o, Value v)
{
    if (!v.present) {
        say(o, "?");
        o->bad = true;
        return;
    }
    switch (v.type) {
    case STEP_CELL:
        if (o->g && v.v < o->g->n) {
            char name[SHAPE_NAME_MAX];
            grid_cell_name(o->g, v.v, name, sizeof name);
            say(o, "%s", name);
        } else {
            say(o, "(%u,%u)", v.v % o->w, v.v / o->w);
        }
        name_cell(o, v.v);
        break;
    case STEP_FRACTION:
        say(o, "%.3f", (double)v.v / 4294967296.0);
        break;
    case -1:
        if (o->g && o->r->cell < o->g->n)
            say(o, "%s", grid_side_name(o->g, o->r->cell, (int)v.v));
        else
            say(o, "%s", sentence_dir((int)v.v));
        break;
    default:
        say(o, "%u", v.v);
        break;
    }
}

/* The end of the field that starts after the '{' at p: its matching '}'
 * (fields nest inside conditional text), or NULL when there is none. */
static const char *field_end(const char *p, const char *end)
{
    int depth = 1;
    for (; p < end; p++) {
        if (*p == '{' && p + 1 < end && p[1] == '{') {
            p++;
        } else if (*p == '{') {
            depth++;
        } else if (*p == '}' && --depth == 0) {
            return p;
        }
    }
    return NULL;
}

static const char *name_end(const char *p, const char *end)
{
    while (p < end && ((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_'))
        p++;
    return p;
}

static void write_span(Writer *o, const char *p, const char *end);

/* A condition [p, end): NAME, NAME=K, NAME>K or NAME<K. */
static bool condition(Writer *o, const char *p, const char *end)
{
    const char *ne = name_end(p, end);
    if (ne == p) {
        o->bad = true;
        return false;
    }
    Value v = lookup(o, p, ne);
    if (ne == end)      /* a cell or a side counts when set, a number when not 0 */
        return v.present && (v.type != STEP_NUMBER || v.v != 0);
    char op = *ne;
    char *num_end;
    unsigned long k = strtoul(ne + 1, &num_end, 10);
    if ((op != '=' && op != '>' && op != '<') || num_end != end || num_end == ne + 1) {
        o->bad = true;
        return false;
    }
    if (!v.present)
        return false;
    return op == '=' ? v.v == k : op == '>' ? v.v > k : v.v < k;
}

/* A field [p, end), the text between its braces. */
static void write_field(Writer *o, const char *p, const char *end)
{
    if (p < end && (*p == '?' || *p == '!')) {
        const char *colon = p + 1;
        while (colon < end && *colon != ':')
            colon++;
        if (colon == end) {
            o->bad = true;
            return;
        }
        bool holds = condition(o, p + 1, colon);
        if (*p == '!') {
            const char *ne = name_end(p + 1, colon);
            if (ne != colon)
                o->bad = true;
        }
        if (holds == (*p == '?'))
            write_span(o, colon + 1, end);
        return;
    }
    const char *ne = name_end(p, end);
    if (ne == p || (ne < end && *ne != ':')) {
        o->bad = true;
        say(o, "?");
        return;
    }
    Value v = lookup(o, p, ne);
    if (ne == end) {
        say_value(o, v);
        return;
    }
    /* {NAME:noun} or {NAME:noun|plural} */
    if (!v.found || v.type != STEP_NUMBER) {
        say(o, "?");
        o->bad = true;
        return;
    }
    const char *noun = ne + 1, *bar = noun;
    while (bar < end && *bar != '|')
        bar++;
    say(o, "%u ", v.v);
    if (v.v == 1)
        say_span(o, noun, bar);
    else if (bar < end)
        say_span(o, bar + 1, end);
    else {
        say_span(o, noun, bar);
        say(o, "s");
    }
}

static void write_span(Writer *o, const char *p, const char *end)
{
    while (p < end) {
        const char *q = p;
        while (q < end && *q != '{')
            q++;
        say_span(o, p, q);
        if (q == end)
            return;
        if (q + 1 < end && q[1] == '{') {
            say(o, "{");
            p = q + 2;
            continue;
        }
        const char *close = field_end(q + 1, end);
        if (!close) {
            o->bad = true;
            say_span(o, q, end);
            return;
        }
        write_field(o, q + 1, close);
        p = close + 1;
    }
}

bool sentence_condition(const char *cond, const StepReport *r)
{
    Writer o = { NULL, 0, 0, r, 1u, NULL, false, NULL };
    bool holds = condition(&o, cond, cond + strlen(cond));
    return holds && !o.bad;
}

bool sentence_condition_ok(const char *cond)
{
    StepReport none;
    step_begin(&none, STEP_KIND_NONE, 0);
    Writer o = { NULL, 0, 0, &none, 1u, NULL, false, NULL };
    condition(&o, cond, cond + strlen(cond));
    return !o.bad;
}

bool step_is_milestone(StepKinds kinds, const StepReport *r)
{
    if (r->kind <= STEP_KIND_NONE || r->kind >= kinds.count)
        return false;
    const StepKind *k = &kinds.kinds[r->kind];
    if (!(k->flags & STEP_MILESTONE))
        return false;
    return !k->milestone_if || sentence_condition(k->milestone_if, r);
}

/* sentence_write's work: cells and sides named by g's shape when g is a
 * shaped grid, else as on a square w cells wide. */
static int sentence_write_with(StepKinds kinds, const StepReport *r, int w, const Grid *g,
                               char *buf, size_t cap, StepNamed *named)
{
    Writer o = { cap > 0 ? buf : NULL, cap, 0, r, w > 0 ? (uint32_t)w : 1u, named, false,
                 g && !grid_is_square(g) ? g : NULL };
    if (cap > 0)
        buf[0] = '\0';
    if (named) {
        memset(named, 0, sizeof *named);
        named->wall_cell = STEP_NONE;
        named->wall_dir = -1;
    }
    if (r->kind == STEP_KIND_NONE)
        return 0;
    if (r->kind < 0 || r->kind >= kinds.count || !kinds.kinds[r->kind].sentence)
        return -1;
    const StepKind *k = &kinds.kinds[r->kind];
    if (named && (k->flags & STEP_ON_WALL) && r->cell != STEP_NONE && r->dir >= 0) {
        named->wall = true;
        named->wall_cell = r->cell;
        named->wall_dir = r->dir;
    }
    write_span(&o, k->sentence, k->sentence + strlen(k->sentence));
    return o.bad ? -1 : o.len;
}

int sentence_write(StepKinds kinds, const StepReport *r, int w, char *buf, size_t cap,
                   StepNamed *named)
{
    return sentence_write_with(kinds, r, w, NULL, buf, cap, named);
}

int sentence_write_on(StepKinds kinds, const StepReport *r, const Grid *g, char *buf, size_t cap,
                      StepNamed *named)
{
    return sentence_write_with(kinds, r, g->w, g, buf, cap, named);
}

/* ---- checking a template ------------------------------------------------- */

/* Checks the span [p, end) of template t; writes the first problem. */
static bool check_span(const char *t, const char *p, const char *end, char *why, size_t cap);

static bool check_fail(const char *t, const char *at, const char *what, char *why, size_t cap)
{
    if (why && cap > 0)
        snprintf(why, cap, "%s at offset %ld", what, (long)(at - t));
    return false;
}

static bool check_field(const char *t, const char *p, const char *end, char *why, size_t cap)
{
    if (p < end && (*p == '?' || *p == '!')) {
        const char *colon = p + 1;
        while (colon < end && *colon != ':')
            colon++;
        if (colon == end)
            return check_fail(t, p, "a condition without ':'", why, cap);
        const char *ne = name_end(p + 1, colon);
        if (ne == p + 1)
            return check_fail(t, p, "a condition without a name", why, cap);
        if (*p == '!' && ne != colon)
            return check_fail(t, p, "'!' takes a name alone", why, cap);
        if (ne != colon) {
            char *num_end;
            if ((*ne != '=' && *ne != '>' && *ne != '<') || ne + 1 == colon)
                return check_fail(t, ne, "a bad comparison", why, cap);
            (void)strtoul(ne + 1, &num_end, 10);
            if (num_end != colon)
                return check_fail(t, ne, "a comparison with no whole number", why, cap);
        }
        return check_span(t, colon + 1, end, why, cap);
    }
    const char *ne = name_end(p, end);
    if (ne == p)
        return check_fail(t, p, "a field without a name", why, cap);
    if (ne < end && *ne != ':')
        return check_fail(t, ne, "a name with other characters", why, cap);
    if (ne < end && ne + 1 == end)
        return check_fail(t, ne, "a count without a noun", why, cap);
    return true;
}

static bool check_span(const char *t, const char *p, const char *end, char *why, size_t cap)
{
    while (p < end) {
        if (*p != '{') {
            p++;
            continue;
        }
        if (p + 1 < end && p[1] == '{') {
            p += 2;
            continue;
        }
        const char *close = field_end(p + 1, end);
        if (!close)
            return check_fail(t, p, "a '{' without its '}'", why, cap);
        if (!check_field(t, p + 1, close, why, cap))
            return false;
        p = close + 1;
    }
    return true;
}

bool sentence_template_ok(const char *t, char *why, size_t cap)
{
    if (why && cap > 0)
        why[0] = '\0';
    if (!t)
        return check_fail("", "", "no template", why, cap);
    return check_span(t, t, t + strlen(t), why, cap);
}
