/* palette.h - the one palette of the maze pictures: the window, the GIF,
 * PNG and SVG exports. One slot per thing a viewer must tell apart (a
 * generator's marks, a solver's trail, the overlays), with a label for the
 * legend, and the contrast rules they are chosen by.
 *
 * Readable on a projector and for colour-blind viewers: every colour that
 * fills a cell lies between the black walls and the white passages in
 * lightness, at least 3:1 from both (WCAG 2 non-text contrast, 1.4.11), so
 * it never depends on hue alone to be seen; hues are from the Okabe-Ito set
 * (plus a neutral grey). Two different fills never touch: where an open
 * side joins cells of two different fills it is drawn as passage
 * (palette_join), a white gap. palette_touches() lists every pair of
 * colours that can still touch; the tests check each is >= 3:1. No SDL. */
#ifndef MAZE_PALETTE_H
#define MAZE_PALETTE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/grid.h"
#include "maze/picture.h"

/* Colour slots. PAL_PASSAGE is 0 and PAL_WALL last but one; the others
 * may be reordered freely (nothing ranks by them). */
typedef enum PalSlot {
    PAL_PASSAGE = 0,    /* part of the finished maze: white */
    PAL_RUN,            /* current run or row (sidewinder, Eller) */
    PAL_STACK,          /* on the stack / active list */
    PAL_FRONTIER,       /* frontier candidate (Prim) */
    PAL_WALK,           /* on a random walk (Wilson, Aldous-Broder) */
    PAL_CURRENT,        /* where the generator works now */
    PAL_NEW_WALL,       /* beside a wall just added (recursive division) */
    PAL_TRAIL_SEEN,     /* visited by the solver */
    PAL_TRAIL_QUEUED,   /* queued by the solver (breadth-first search) */
    PAL_TRAIL_PATH,     /* on the solver's path */
    PAL_SOLVER,         /* where the solver stands */
    PAL_SHORTEST,       /* the shortest path, a line over a white halo */
    PAL_DEAD_END,       /* a dead end (one open side), when that overlay is on */
    PAL_ANSWER,         /* the answer key's path in the PNG, GIF and SVG exports */
    PAL_MUD,            /* a mud cell (weights.h: dearer to cross), painted by hand */
    /* roles of an algorithm's overlays (overlay.h), drawn over the maze;
       never a cell's slot; each overlay brings its own legend label */
    PAL_SET,            /* sets: a colour each (its swatch: the first of
                           the set palette) */
    PAL_SET_ONE,        /* a cell not joined to any other yet */
    PAL_WEIGHT,         /* wall weights as shading */
    PAL_SCAN,           /* a frame around what the algorithm searches */
    PAL_REGION,         /* a frame around the region it works on */
    PAL_ARROW,          /* arrows (in a white halo) */
    PAL_DOT,            /* dots and numbers in cells (in a white halo) */
    PAL_MARKER,         /* a bar along a wall (in a black outline) */
    PAL_FOCUS,          /* what the step's sentence names: a ring in a cell,
                           a bar on a wall (between black lines) */
    PAL_START,          /* the start's marker (a ring in a black outline) */
    PAL_GOAL,           /* the goal's marker */
    PAL_WALL,           /* wall, and cells not yet in the maze: black */
    PAL_COUNT
} PalSlot;

typedef PictureColor PalColor;

/* The colour of slot s (a bad s reads as PAL_WALL). */
PalColor palette_color(PalSlot s);

/* The colour of slot s as 0xAARRGGBB with alpha 255 (SDL ARGB8888). */
uint32_t palette_argb(PalSlot s);

/* The legend's short label for slot s ("current cell", "on the stack"). */
const char *palette_label(PalSlot s);

/* The slot a generator's mark m is drawn in (PAL_WALL for a bad mark). */
PalSlot palette_slot_for_mark(Mark m);

/* The colour id of an open side between cells drawn in colour ids a and b,
 * where `wall` is the id of the wall colour and PAL_PASSAGE (0) that of the
 * passage: a when both agree, the other when one is wall (a cell not yet
 * in the maze), else the passage colour: a white gap that keeps two
 * different fills from touching. Shared by the window and the GIF frames,
 * whose ids differ only in the wall's. */
static inline unsigned palette_join_ids(unsigned a, unsigned b, unsigned wall)
{
    return a == b ? a : a == wall ? b : b == wall ? a : (unsigned)PAL_PASSAGE;
}

/* palette_join_ids for slots. */
static inline PalSlot palette_join(PalSlot a, PalSlot b)
{
    return (PalSlot)palette_join_ids(a, b, PAL_WALL);
}

/* The distance heat map's colour at t in [0, 1] (clamped): the part of
 * viridis (a perceptually uniform scale that colour-blind viewers read the
 * same way) at least 3:1 from the black walls, interpolated between
 * PAL_HEAT_STOPS control points. t = 0 is its first colour (blue), t = 1
 * its last (yellow). */
enum { PAL_HEAT_STOPS = 6 };
PalColor palette_heat(double t);
uint32_t palette_heat_argb(double t);

/* ---- hidden state ---------------------------------------------------------- */

/* The set palette (Kruskal's and Eller's sets): PAL_SET_HUES of Paul Tol's
 * colour-blind-safe "muted" hues, each at two lightnesses, every look 3:1
 * or more from black and from white. */
enum { PAL_SET_HUES = 9, PAL_SET_LOOKS = 2 * PAL_SET_HUES };

/* Look k of the set palette (k >= PAL_SET_LOOKS reads as 0). */
PalColor palette_set_look(unsigned k);

/* The colour (0xAARRGGBB, alpha 255) of set `id`: one of the
 * PAL_SET_LOOKS looks, picked by a hash of the id so that sets with nearby
 * ids (neighbours, often) get unrelated colours. */
uint32_t palette_set_argb(uint32_t id);

/* The shade of a wall of weight w (0 .. 2^32 - 1, true Prim's): PAL_WEIGHT
 * for 0 (carved first), darker as w grows, never under 3:1 from black
 * (nor from white). */
PalColor palette_weight(uint32_t w);
uint32_t palette_weight_argb(uint32_t w);

/* Bit set of slots, for "which colours are on screen": bit s is slot s. */
typedef uint32_t PalSet;

/* Fills out[] with the slots in set that deserve a legend line (not walls
 * or plain passages), in slot order; returns how many (at most PAL_COUNT). */
int palette_legend(PalSet set, PalSlot out[PAL_COUNT]);

/* ---- contrast ------------------------------------------------------------ */

/* Relative luminance of c, 0 (black) to 1 (white), WCAG 2's formula
 * (sRGB channels linearised, weighted 0.2126, 0.7152, 0.0722). */
double palette_luminance(PalColor c);

/* The contrast ratio of a and b, 1 (same) to 21 (black on white):
 * (L_lighter + 0.05) / (L_darker + 0.05). */
double palette_contrast(PalColor a, PalColor b);

/* The least contrast any two touching colours must have (WCAG 1.4.11). */
#define PAL_MIN_CONTRAST 3.0

/* Two slots whose colours can touch on screen or in an export. Besides
 * slots, a is PAL_HEAT for the heat map's colours (each of them, sampled),
 * PAL_SETS for every look of the set palette, PAL_WEIGHTS for the wall
 * shades (sampled). */
typedef struct PalTouch {
    int a, b;               /* PalSlot, PAL_HEAT, PAL_SETS or PAL_WEIGHTS; b: a PalSlot */
    const char *where;      /* where they meet, for a failing test's message */
} PalTouch;
enum { PAL_HEAT = PAL_COUNT, PAL_SETS, PAL_WEIGHTS };

/* The pairs that can touch besides those palette_join makes (a fill
 * beside the walls, beside the white gap of a join): lines over halos,
 * the heat map beside walls, the answer key. Sets *count; static data. */
const PalTouch *palette_touches(size_t *count);

#endif
