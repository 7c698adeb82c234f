/* palette.c - colours per slot and the mark-to-slot mapping. */
#include "ui/palette.h"

/* Okabe & Ito (2008), "Color Universal Design", chosen so neighbouring
 * meanings differ in lightness as well as hue. */
static const PalColor pal_colors[PAL_COUNT] = {
    [PAL_PASSAGE] = { 255, 255, 255 },
    [PAL_RUN] = { 0, 158, 115 },        /* bluish green */
    [PAL_STACK] = { 86, 180, 233 },     /* sky blue */
    [PAL_FRONTIER] = { 230, 159, 0 },   /* orange */
    [PAL_WALK] = { 204, 121, 167 },     /* reddish purple */
    [PAL_CURRENT] = { 213, 94, 0 },     /* vermillion */
    [PAL_NEW_WALL] = { 0, 114, 178 },   /* blue */
    [PAL_TRAIL_SEEN] = { 247, 232, 140 }, /* pale yellow */
    [PAL_TRAIL_QUEUED] = { 230, 159, 0 }, /* orange */
    [PAL_TRAIL_PATH] = { 0, 114, 178 },  /* blue */
    [PAL_SOLVER] = { 213, 94, 0 },      /* vermillion */
    [PAL_SHORTEST] = { 0, 158, 115 },   /* bluish green */
    [PAL_DEAD_END] = { 213, 94, 0 },    /* vermillion */
    [PAL_SET] = { 204, 102, 119 },      /* Tol's rose: the set palette's first */
    [PAL_SET_ONE] = { 200, 200, 200 },  /* light grey */
    [PAL_WEIGHT] = { 120, 150, 210 },   /* a light wall: carved sooner */
    [PAL_HUNT] = { 240, 228, 66 },      /* yellow */
    [PAL_CHAMBER] = { 240, 228, 66 },   /* yellow */
    [PAL_ARROW] = { 0, 40, 90 },        /* dark blue */
    [PAL_ACTIVE] = { 0, 40, 90 },       /* dark blue */
    [PAL_HAND] = { 0, 158, 115 },       /* bluish green */
    [PAL_WALL] = { 0, 0, 0 },
};

static const char *const pal_labels[PAL_COUNT] = {
    [PAL_PASSAGE] = "passage",
    [PAL_RUN] = "current run / row",
    [PAL_STACK] = "on the stack",
    [PAL_FRONTIER] = "frontier",
    [PAL_WALK] = "random walk",
    [PAL_CURRENT] = "current cell",
    [PAL_NEW_WALL] = "new wall",
    [PAL_TRAIL_SEEN] = "visited by solver",
    [PAL_TRAIL_QUEUED] = "queued by solver",
    [PAL_TRAIL_PATH] = "solver's path",
    [PAL_SOLVER] = "solver",
    [PAL_SHORTEST] = "shortest path (BFS)",
    [PAL_DEAD_END] = "dead end",
    [PAL_SET] = "sets: a colour each",
    [PAL_SET_ONE] = "not joined yet",
    [PAL_WEIGHT] = "wall weight: lighter is carved sooner",
    [PAL_HUNT] = "row the hunt scans",
    [PAL_CHAMBER] = "chamber being split",
    [PAL_ARROW] = "walk direction",
    [PAL_ACTIVE] = "active list (dots)",
    [PAL_HAND] = "hand on the wall",
    [PAL_WALL] = "wall",
};

static const PalSlot pal_mark_slots[MARK_COUNT] = {
    [MARK_BLANK] = PAL_WALL,
    [MARK_DONE] = PAL_PASSAGE,
    [MARK_CURRENT] = PAL_CURRENT,
    [MARK_STACK] = PAL_STACK,
    [MARK_FRONTIER] = PAL_FRONTIER,
    [MARK_WALK_N] = PAL_WALK,
    [MARK_WALK_E] = PAL_WALK,
    [MARK_WALK_S] = PAL_WALK,
    [MARK_WALK_W] = PAL_WALK,
    [MARK_RUN] = PAL_RUN,
    [MARK_WALL] = PAL_NEW_WALL,
};

PalColor palette_color(PalSlot s)
{
    return pal_colors[s < PAL_COUNT ? s : PAL_WALL];
}

static uint32_t palette_pack(PalColor c)
{
    return 0xff000000u | (uint32_t)c.r << 16 | (uint32_t)c.g << 8 | c.b;
}

uint32_t palette_argb(PalSlot s)
{
    return palette_pack(palette_color(s));
}

/* viridis (van der Walt and Smith, matplotlib) at 0, 1/8, ..., 1. */
static const PalColor pal_heat_stops[PAL_HEAT_STOPS] = {
    { 68, 1, 84 },    { 71, 45, 123 },  { 59, 82, 139 },   { 44, 114, 142 }, { 33, 144, 140 },
    { 39, 173, 129 }, { 93, 200, 99 },  { 170, 220, 50 },  { 253, 231, 37 },
};

PalColor palette_heat(double t)
{
    if (!(t > 0))
        return pal_heat_stops[0];
    if (t >= 1)
        return pal_heat_stops[PAL_HEAT_STOPS - 1];
    double x = t * (PAL_HEAT_STOPS - 1);
    int k = (int)x;
    double f = x - k;
    const PalColor *a = &pal_heat_stops[k], *b = &pal_heat_stops[k + 1];
    return (PalColor){ (uint8_t)(a->r + (b->r - a->r) * f + 0.5), (uint8_t)(a->g + (b->g - a->g) * f + 0.5),
                       (uint8_t)(a->b + (b->b - a->b) * f + 0.5) };
}

uint32_t palette_heat_argb(double t)
{
    return palette_pack(palette_heat(t));
}

const char *palette_label(PalSlot s)
{
    return pal_labels[s < PAL_COUNT ? s : PAL_WALL];
}

PalSlot palette_slot_for_mark(Mark m)
{
    return (unsigned)m < MARK_COUNT ? pal_mark_slots[m] : PAL_WALL;
}

int palette_legend(PalSet set, PalSlot out[PAL_COUNT])
{
    int n = 0;
    for (int s = PAL_PASSAGE + 1; s < PAL_WALL; s++)
        if (set & (1u << s))
            out[n++] = (PalSlot)s;
    return n;
}
