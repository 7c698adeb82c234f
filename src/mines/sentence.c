/* sentence.c - a deduction in words (mines_deduction_text), read off the
 * board it was found on: the numbers, their flags and closed cells. */
#include "maze/mines_logic.h"
#include "mines_util.h"
#include "words.h"

/* What a sentence says about one open number. */
typedef struct Clue {
    uint32_t at;
    int shown;
    uint32_t flag[8], closed[8];
    int flags, closeds;
} Clue;

static Clue clue_read(const MinesBoard *b, uint32_t at)
{
    Clue c = { .at = at, .shown = mines_count(b, at) };
    uint32_t nb[8];
    int m = mines_neighbors(b, at, nb);
    for (int j = 0; j < m; j++) {
        if (mines_is_flagged(b, nb[j]))
            c.flag[c.flags++] = nb[j];
        else if (!mines_is_open(b, nb[j]))
            c.closed[c.closeds++] = nb[j];
    }
    return c;
}

static int clue_need(const Clue *c) { return c->shown - c->flags; }

/* "the 2 at (3,4)" */
static void say_clue(MinesWords *w, const Clue *c, int width)
{
    mines_words_add(w, "the %d at ", c->shown);
    mines_words_cell(w, c->at, width);
}

/* "no mine", "1 mine", "2 mines", with " more" when flags already count. */
static void say_need(MinesWords *w, const Clue *c)
{
    int need = clue_need(c);
    const char *more = c->flags > 0 ? " more" : "";
    if (need == 0)
        mines_words_add(w, "no%s mine", more);
    else
        mines_words_add(w, "%d%s mine%s", need, more, need == 1 ? "" : "s");
}

/* "(4,5) is safe", "(4,5) and (5,5) are mines". */
static void say_verdict(MinesWords *w, const uint32_t *cells, int count, uint32_t more, bool mine,
                        int width)
{
    mines_words_cells(w, cells, count, more, width);
    bool one = count == 1 && more == 0;
    if (mine)
        mines_words_add(w, one ? " is a mine" : " are mines");
    else
        mines_words_add(w, one ? " is safe" : " are safe");
}

/* The cells of d, as one verdict: rules (a) and (c) decide one way only. */
static void say_cells(MinesWords *w, const MinesDeduction *d, int width)
{
    bool mine = d->mine_count > 0;
    say_verdict(w, d->cell + d->safe_count * mine, mine ? d->mine_count : d->safe_count,
                d->more, mine, width);
}

static void say_count(MinesWords *w, const MinesBoard *b, const MinesDeduction *d)
{
    Clue c = clue_read(b, d->clue[0]);
    say_clue(w, &c, b->w);
    if (d->mine_count == 0 && c.flags == 0) {
        mines_words_add(w, " has no mine around it, so ");
    } else if (d->mine_count == 0) {
        mines_words_add(w, " already touches its %s at ", c.flags == 1 ? "flag" : "flags");
        mines_words_cells(w, c.flag, c.flags, 0, b->w);
        mines_words_add(w, ", so ");
    } else if (c.flags == 0) {
        mines_words_add(w, " touches only ");
        mines_words_count(w, c.closeds, "closed cell", "closed cells");
        mines_words_add(w, ", so ");
    } else {
        mines_words_add(w, " touches its %s at ", c.flags == 1 ? "flag" : "flags");
        mines_words_cells(w, c.flag, c.flags, 0, b->w);
        mines_words_add(w, " and only ");
        mines_words_count(w, c.closeds, "other closed cell", "other closed cells");
        mines_words_add(w, ", so ");
    }
    say_cells(w, d, b->w);
}

/* "(2,3) and (3,3), both next to" and its kin. */
static void say_inside(MinesWords *w, const Clue *inner, int width)
{
    mines_words_cells(w, inner->closed, inner->closeds, 0, width);
    const char *next = inner->closeds == 1 ? ", next to "
                       : inner->closeds == 2 ? ", both next to "
                                             : ", all next to ";
    mines_words_add(w, "%s", next);
}

static void say_subset(MinesWords *w, const MinesBoard *b, const MinesDeduction *d)
{
    Clue in = clue_read(b, d->clue[0]), out = clue_read(b, d->clue[1]);
    say_clue(w, &in, b->w);
    mines_words_add(w, " needs ");
    say_need(w, &in);
    mines_words_add(w, " among ");
    say_inside(w, &in, b->w);
    say_clue(w, &out, b->w);
    mines_words_add(w, ", which needs ");
    say_need(w, &out);
    mines_words_add(w, "; so ");
    say_cells(w, d, b->w);
}

static void say_overlap(MinesWords *w, const MinesBoard *b, const MinesDeduction *d)
{
    Clue a = clue_read(b, d->clue[0]), o = clue_read(b, d->clue[1]);
    say_clue(w, &a, b->w);
    mines_words_add(w, " needs ");
    say_need(w, &a);
    mines_words_add(w, ", but at most %d can be in the cells it shares with ", clue_need(&o));
    say_clue(w, &o, b->w);
    mines_words_add(w, " (which needs ");
    say_need(w, &o);
    mines_words_add(w, "), so ");
    say_verdict(w, d->cell + d->safe_count, d->mine_count, 0, true, b->w);
    mines_words_add(w, " and ");
    say_verdict(w, d->cell, d->safe_count, 0, false, b->w);
}

static void say_left(MinesWords *w, const MinesBoard *b, const MinesDeduction *d)
{
    long left = mines_left(b);
    bool mine = d->mine_count > 0;
    if (d->clue_count == 0 && !mine) {
        mines_words_add(w, "all %u mines are flagged, so every other closed cell is safe: ",
                        b->mines);
    } else if (d->clue_count == 0) {
        mines_words_count(w, left, "mine is", "mines are");
        mines_words_add(w, " left and as many closed cells, so ");
    } else {
        long need = 0;
        for (int j = 0; j < d->clue_count; j++) {
            Clue c = clue_read(b, d->clue[j]);
            if (j > 0)
                mines_words_add(w, j == d->clue_count - 1 ? " and " : ", ");
            say_clue(w, &c, b->w);
            need += clue_need(&c);
        }
        mines_words_add(w, d->clue_count == 1 ? " needs " : " need ");
        mines_words_count(w, need, "mine", "mines");
        mines_words_add(w, d->clue_count == 1 ? " among its closed cells and "
                                              : " among closed cells they do not share, and ");
        mines_words_count(w, left, "mine is", "mines are");
        mines_words_add(w, mine ? " left, so every other closed cell is a mine: "
                                : " left, so every other closed cell is safe: ");
    }
    if (d->clue_count == 0 && mine)
        say_cells(w, d, b->w);
    else
        mines_words_cells(w, d->cell, mine ? d->mine_count : d->safe_count, d->more, b->w);
}

int mines_deduction_text(const MinesBoard *b, const MinesDeduction *d, char *buf, size_t size)
{
    MinesWords w;
    mines_words_start(&w, buf, size);
    switch (d->rule) {
    case MINES_RULE_COUNT: say_count(&w, b, d); break;
    case MINES_RULE_SUBSET: say_subset(&w, b, d); break;
    case MINES_RULE_OVERLAP: say_overlap(&w, b, d); break;
    case MINES_RULE_MINES_LEFT: say_left(&w, b, d); break;
    }
    return mines_words_length(&w);
}

const char *mines_rule_name(MinesRule r)
{
    switch (r) {
    case MINES_RULE_COUNT: return "count";
    case MINES_RULE_SUBSET: return "subset";
    case MINES_RULE_OVERLAP: return "overlap";
    case MINES_RULE_MINES_LEFT: return "mines left";
    }
    return "unknown";
}
