/* palette.h - the colours of the maze view: one slot per thing a viewer must
 * tell apart (a generator's marks, a solver's trail), chosen from the
 * Okabe-Ito set so they stay distinct for the common forms of colour
 * blindness, with a label for the legend. SDL-free. */
#ifndef MAZE_APP_PALETTE_H
#define MAZE_APP_PALETTE_H

#include <stdbool.h>
#include <stdint.h>

#include "maze/grid.h"

/* Colour slots, in passage-rank order: where an open passage joins two
 * cells of different slots it takes the lower one (a stack cell's link to
 * the current cell is drawn as stack). Walls rank last. */
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
    PAL_SHORTEST,       /* the shortest path, drawn as a line over the maze */
    PAL_DEAD_END,       /* a dead end (one open side), when that overlay is on */
    /* a generator's or solver's hidden state, drawn over the maze
       (boards/maze/maze_hidden.c); never a cell's slot */
    PAL_SET,            /* Kruskal's, Eller's sets: a colour each (its swatch:
                           the first of the set palette) */
    PAL_SET_ONE,        /* a cell not joined to any other yet */
    PAL_WEIGHT,         /* true Prim's wall weights as shading */
    PAL_HUNT,           /* hunt-and-kill's hunt row */
    PAL_CHAMBER,        /* recursive division's chamber being split */
    PAL_ARROW,          /* a random walk's arrows */
    PAL_ACTIVE,         /* growing tree's active list, bfs's queue */
    PAL_HAND,           /* the wall follower's hand on the wall */
    PAL_WALL,           /* wall, and cells not yet in the maze: black */
    PAL_COUNT
} PalSlot;

typedef struct PalColor {
    uint8_t r, g, b;
} PalColor;

/* The colour of slot s. */
PalColor palette_color(PalSlot s);

/* The colour of slot s as 0xAARRGGBB with alpha 255 (SDL ARGB8888). */
uint32_t palette_argb(PalSlot s);

/* The legend's short label for slot s ("current cell", "on the stack"). */
const char *palette_label(PalSlot s);

/* The slot a generator's mark m is drawn in. */
PalSlot palette_slot_for_mark(Mark m);

/* The slot of an open passage between cells drawn in slots a and b. */
static inline PalSlot palette_join(PalSlot a, PalSlot b) { return a < b ? a : b; }

/* The distance heat map's colour at t in [0, 1] (clamped): viridis, a
 * perceptually uniform scale that colour-blind viewers read the same way,
 * interpolated between PAL_HEAT_STOPS control points. t = 0 is its first
 * colour (dark purple), t = 1 its last (yellow). */
enum { PAL_HEAT_STOPS = 9 };
PalColor palette_heat(double t);
uint32_t palette_heat_argb(double t);

/* Bit set of slots, for "which colours are on screen": bit s is slot s. */
typedef uint32_t PalSet;

/* Fills out[] with the slots in set that deserve a legend line (not walls
 * or plain passages), in rank order; returns how many (at most PAL_COUNT). */
int palette_legend(PalSet set, PalSlot out[PAL_COUNT]);

#endif
