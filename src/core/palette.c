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
 * dead ends would be almost vermillion under protanopia). */
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
    [PAL_MUD] = { 130, 88, 55 },          /* mud brown         6.2, 3.4 */
    [PAL_SET] = { 206, 107, 123 },        /* Tol's rose, lighter look 3.5, 6.0 */
    [PAL_SET_ONE] = { 118, 118, 118 },    /* grey              4.5, 4.6 */
    [PAL_WEIGHT] = { 117, 147, 205 },     /* the lightest wall 3.1, 6.8 */
    [PAL_SCAN] = { 140, 110, 40 },        /* dark ochre        4.8, 4.4 */
    [PAL_REGION] = { 213, 94, 0 },        /* vermillion        3.9, 5.4 */
    [PAL_ARROW] = { 0, 25, 60 },          /* navy, in a white halo */
    [PAL_DOT] = { 0, 25, 60 },            /* navy, in a white halo */
    [PAL_MARKER] = { 0, 158, 115 },       /* bluish green      3.4, 6.1 */
    [PAL_FOCUS] = { 240, 228, 66 },       /* Okabe-Ito yellow, 15.6 from black */
    [PAL_START] = { 0, 114, 178 },        /* blue              5.2, 4.1: not the shortest path's green */
    [PAL_GOAL] = { 213, 94, 0 },          /* vermillion        3.9, 5.4 */
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
    [PAL_SHORTEST] = "shortest path",
    [PAL_DEAD_END] = "dead end",
    [PAL_ANSWER] = "answer",
    [PAL_MUD] = "mud: costs 5 to enter",
    [PAL_SET] = "sets: a colour each",
    [PAL_SET_ONE] = "not joined yet",
    [PAL_WEIGHT] = "wall weight: lighter is carved sooner",
    [PAL_SCAN] = "searched",
    [PAL_REGION] = "worked on",
    [PAL_ARROW] = "direction",
    [PAL_DOT] = "listed (dots)",
    [PAL_MARKER] = "marker on a wall",
    [PAL_FOCUS] = "named in the sentence",
    [PAL_START] = "start",
    [PAL_GOAL] = "goal",
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
    [MARK_WALK_4] = PAL_WALK,
    [MARK_WALK_5] = PAL_WALK,
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

/* ---- hidden state --------------------------------------------------------- */

/* Paul Tol's "muted" qualitative scheme (nine hues told apart with the
 * common forms of colour blindness: rose, indigo, sand, green, cyan, wine,
 * teal, olive, purple), each brought to two lightnesses inside the band
 * that stands 3:1 or more from both the black walls and the white
 * passages a set's cells sit beside: relative luminance 0.14 (3.8:1 from
 * black, 5.5 from white) and 0.25 (6.0, 3.5). As published, sand, cyan,
 * teal and olive were under 3:1 from white (1.6 to 3.0) and indigo and
 * wine under 3:1 from black; the old "halfway to white" looks 1.3 to 2.2
 * from white. */
static const PalColor pal_set_looks[PAL_SET_LOOKS] = {
    { 159, 80, 93 },   { 102, 95, 173 },  { 113, 105, 61 }, { 20, 121, 53 },   { 73, 109, 128 },
    { 159, 77, 118 },  { 46, 115, 104 },  { 107, 107, 36 }, { 164, 66, 148 },
    { 206, 107, 123 }, { 136, 130, 192 }, { 149, 137, 80 }, { 76, 153, 101 },  { 96, 143, 167 },
    { 182, 118, 150 }, { 61, 151, 136 },  { 141, 141, 47 }, { 189, 110, 176 },
};

PalColor palette_set_look(unsigned k)
{
    return pal_set_looks[k < PAL_SET_LOOKS ? k : 0];
}

uint32_t palette_set_argb(uint32_t id)
{
    uint32_t hash = id * 2654435761u;               /* Knuth's multiplicative hash */
    return palette_pack(pal_set_looks[(hash >> 16) % PAL_SET_LOOKS]);
}

/* The ramp's darkest end as a fraction of PAL_WEIGHT's channels: 3.3:1
 * from black (the old ramp went down to 0.15, 1.2:1 from the black corner
 * posts every wall touches). */
#define PAL_WEIGHT_DARKEST 0.655

PalColor palette_weight(uint32_t w)
{
    PalColor c = pal_colors[PAL_WEIGHT];
    double f = 1.0 - (1.0 - PAL_WEIGHT_DARKEST) * ((double)w / 4294967295.0);
    return (PalColor){ (uint8_t)(c.r * f), (uint8_t)(c.g * f), (uint8_t)(c.b * f) };
}

uint32_t palette_weight_argb(uint32_t w)
{
    return palette_pack(palette_weight(w));
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
    /* The hidden state (boards/maze/maze_hidden.c). Every fill is 3:1 or
       more from both black and white and so within 2.4:1 of every colour
       that is too, so no colour can be 3:1 from a fill and from the walls:
       a shape either touches only black and white, or is kept off the
       fills by a halo of black or white (whose pairs with the fills are
       the joins' pairs, tested from palette_join). */
    { PAL_SETS, PAL_WALL, "a set's cells and joins beside the walls (Kruskal, Eller)" },
    /* the layer leaves the joins into the current cell to the picture
       (white: the current cell and a cell in the maze), and Eller's joins
       up to the finished row above are white */
    { PAL_SETS, PAL_PASSAGE, "a set beside a white join (into the current cell, up to a finished row)" },
    { PAL_SET_ONE, PAL_WALL, "a cell on its own: walls on all four sides" },
    /* a wall block's neighbours are two corner posts and two cells */
    { PAL_WEIGHTS, PAL_WALL, "a wall's shade beside the corner posts and cells not in the maze" },
    { PAL_WEIGHTS, PAL_PASSAGE, "a wall's shade beside cells in the maze (true Prim)" },
    /* a wall beside a frontier or current cell is not shaded whole (no
       shade is 3:1 from those fills): its shade sits inside it, a black
       margin of the wall between it and the cells */
    /* frames are drawn in the wall rows and columns around their cells,
       as a line between two black lines */
    { PAL_SCAN, PAL_WALL, "a scan frame's line between its black halo lines" },
    { PAL_REGION, PAL_WALL, "a region frame's line between its black halo lines" },
    /* an arrow or a dot can sit on a cell of any colour (a cell just
       erased by Wilson's loop erasure is black), so each has a white halo */
    { PAL_ARROW, PAL_PASSAGE, "an arrow inside its white halo" },
    { PAL_DOT, PAL_PASSAGE, "a dot or a number inside its white halo" },
    /* a bar lies along a wall, in a black outline (the side may be open) */
    { PAL_MARKER, PAL_WALL, "a marker bar inside its black outline" },
    /* the focus: a ring inside a cell and a bar on a wall, each between
       black lines, so it touches only black */
    { PAL_FOCUS, PAL_WALL, "the focus ring or bar between its black lines" },
    /* the ends' markers: rings in a black outline over any cell, their
       letters (on small discs) white (3:1 or more from both fills) */
    { PAL_START, PAL_WALL, "the start's marker inside its black outline" },
    { PAL_GOAL, PAL_WALL, "the goal's marker inside its black outline" },
    { PAL_START, PAL_PASSAGE, "the start's letter on its marker" },
    { PAL_GOAL, PAL_PASSAGE, "the goal's letter on its marker" },
    /* mud's texture: white stripes across a mud cell (or the trail's
       colour over it), whose fills are all 3:1 from white */
    { PAL_MUD, PAL_PASSAGE, "mud's white stripes" },
    { PAL_TRAIL_SEEN, PAL_PASSAGE, "mud's white stripes over the solver's trail" },
    { PAL_TRAIL_QUEUED, PAL_PASSAGE, "mud's white stripes over the solver's queue" },
    { PAL_TRAIL_PATH, PAL_PASSAGE, "mud's white stripes over the solver's path" },
    { PAL_SOLVER, PAL_PASSAGE, "mud's white stripes under the solver" },
};

const PalTouch *palette_touches(size_t *count)
{
    *count = sizeof pal_touches / sizeof pal_touches[0];
    return pal_touches;
}
