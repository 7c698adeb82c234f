/* palette.c - colours per slot, the mark-to-slot mapping, the contrast
 * formula and the pairs of colours that can touch. */
#include "maze/palette.h"

#include <math.h>

/* Okabe & Ito (2008), "Color Universal Design", a neutral grey and a dark
 * ochre; every fill 3:1 or more from both white and black (the ratios
 * below, against white then black). The generator's and the solver's
 * colours never share a screen; within each set, simulated protanopia,
 * deuteranopia and tritanopia (Machado et al. 2009) keep every two colours
 * at least 24 sRGB units apart (a plain orange for the frontier and the
 * dead ends was 0.6 from vermillion under protanopia). */
static const PalColor pal_colors[PAL_COUNT] = {
    [PAL_PASSAGE] = PICTURE_PASSAGE_RGB,
    [PAL_RUN] = { 0, 158, 115 },          /* bluish green      3.4, 6.1 */
    [PAL_STACK] = { 0, 114, 178 },        /* blue              5.2, 4.1 */
    [PAL_FRONTIER] = { 140, 110, 40 },    /* dark ochre        4.8, 4.4 */
    [PAL_WALK] = { 190, 100, 155 },       /* reddish purple    3.8, 5.5 */
    [PAL_CURRENT] = { 213, 94, 0 },       /* vermillion        3.9, 5.4 */
    [PAL_NEW_WALL] = { 0, 114, 178 },     /* blue              5.2, 4.1 */
    [PAL_TRAIL_SEEN] = { 118, 118, 118 }, /* grey              4.5, 4.6 */
    [PAL_TRAIL_QUEUED] = { 0, 114, 178 }, /* blue              5.2, 4.1 */
    [PAL_TRAIL_PATH] = { 190, 100, 155 }, /* reddish purple    3.8, 5.5 */
    [PAL_SOLVER] = { 213, 94, 0 },        /* vermillion        3.9, 5.4 */
    [PAL_SHORTEST] = { 0, 158, 115 },     /* bluish green      3.4, 6.1 */
    [PAL_DEAD_END] = { 140, 110, 40 },    /* dark ochre        4.8, 4.4 */
    [PAL_ANSWER] = PICTURE_PATH_RGB,      /* red               3.7, 5.7 */
    [PAL_SET] = { 204, 102, 119 },        /* Tol's rose: the set palette's first */
    [PAL_SET_ONE] = { 118, 118, 118 },    /* grey              4.5, 4.6 */
    [PAL_WEIGHT] = { 120, 150, 210 },     /* a light wall: carved sooner */
    [PAL_HUNT] = { 140, 110, 40 },        /* dark ochre        4.8, 4.4 */
    [PAL_CHAMBER] = { 213, 94, 0 },       /* vermillion        3.9, 5.4 */
    [PAL_ARROW] = { 0, 40, 90 },          /* dark blue (on the walk's fill) */
    [PAL_ACTIVE] = { 0, 40, 90 },         /* dark blue (on the list's fill) */
    [PAL_HAND] = { 0, 158, 115 },         /* bluish green      3.4, 6.1 */
    [PAL_WALL] = PICTURE_WALL_RGB,
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
    [PAL_ANSWER] = "answer",
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

/* viridis (van der Walt and Smith, matplotlib) at 3/8, 4/8, ..., 1: its
 * darker first three eighths are under 3:1 from the black walls. */
static const PalColor pal_heat_stops[PAL_HEAT_STOPS] = {
    { 44, 114, 142 }, { 33, 144, 140 }, { 39, 173, 129 },
    { 93, 200, 99 },  { 170, 220, 50 }, { 253, 231, 37 },
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

/* ---- contrast ------------------------------------------------------------ */

static double palette_linear(uint8_t v)
{
    double c = v / 255.0;
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

double palette_luminance(PalColor c)
{
    return 0.2126 * palette_linear(c.r) + 0.7152 * palette_linear(c.g) + 0.0722 * palette_linear(c.b);
}

double palette_contrast(PalColor a, PalColor b)
{
    double la = palette_luminance(a), lb = palette_luminance(b);
    return la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) / (la + 0.05);
}

/* Fills meet walls and the white gaps of joins: palette_join's pairs,
 * which a test derives from palette_join itself. These are the others. */
static const PalTouch pal_touches[] = {
    { PAL_SHORTEST, PAL_PASSAGE, "the shortest-path line on its white halo" },
    { PAL_PASSAGE, PAL_WALL, "the halo and the passages beside the walls" },
    { PAL_HEAT, PAL_WALL, "the heat map's cells beside the walls" },
    { PAL_ANSWER, PAL_PASSAGE, "the answer key's path beside passages (PNG, GIF, SVG)" },
    { PAL_ANSWER, PAL_WALL, "the answer key's path beside walls (PNG, GIF, SVG)" },
};

const PalTouch *palette_touches(size_t *count)
{
    *count = sizeof pal_touches / sizeof pal_touches[0];
    return pal_touches;
}
