/* overlay.h - what an algorithm shows beyond its cells' marks: a list of
 * overlays it fills from its state (Algo.overlays), each a generic shape
 * with a palette role and a legend label. The window, its legend, the GIF
 * and the tests read only this list, so a new algorithm draws its hidden
 * state without any viewer naming it.
 *
 * Shapes and their items (cells are indices y * w + x; a "side item" packs
 * a cell and one of its sides with OVERLAY_SIDE):
 *     OV_SETS     every cell's set, a colour per set: `field` gives cell i's
 *                 set id (>= 1, 0: in no set) and its size in *extra;
 *                 cells in a set of one are drawn apart ("not joined yet")
 *     OV_SHADES   every wall's weight as a shade: `side_field` gives it
 *     OV_DOTS     a dot in each cell of items[count]
 *     OV_ARROWS   an arrow from a cell through a side: side items, or, with
 *                 items NULL, `field` per cell (side + 1, 0: no arrow)
 *     OV_BARS     a bar along each side item (the wall between two cells)
 *     OV_FRAMES   a frame around each rectangle of cells, items x, y, w, h
 *                 (count rectangles, 4 entries each), drawn on the walls
 *                 around it
 *     OV_RINGS    a ring inside each cell of items[count]
 *     OV_NUMBERS  a number in cells: `field` per cell (the number + 1, 0:
 *                 none), where cells are big enough to hold it
 *     OV_COUNTER  a labelled number, `value`, shown in the legend
 * Pointers in a list (items, state) stay valid until the run changes. */
#ifndef MAZE_OVERLAY_H
#define MAZE_OVERLAY_H

#include <stdbool.h>
#include <stdint.h>

#include "maze/grid.h"
#include "maze/palette.h"

typedef enum OverlayShape {
    OV_SETS = 0,
    OV_SHADES,
    OV_DOTS,
    OV_ARROWS,
    OV_BARS,
    OV_FRAMES,
    OV_RINGS,
    OV_NUMBERS,
    OV_COUNTER,
    OV_SHAPE_COUNT
} OverlayShape;

/* Cell c's side s as one item; and back. */
#define OVERLAY_SIDE(c, s) (((uint32_t)(c) << 3) | (uint32_t)(s))
static inline uint32_t overlay_side_cell(uint32_t item) { return item >> 3; }
static inline int overlay_side_dir(uint32_t item) { return (int)(item & 7u); }

typedef struct Overlay {
    OverlayShape shape;
    PalSlot role;           /* its colour */
    const char *label;      /* legend text: "row the hunt scans"; static */
    const uint32_t *items;  /* see the shapes above */
    uint32_t count;         /* items (a frame's is 4 entries) */
    uint32_t value;         /* OV_COUNTER */
    const void *state;      /* passed to the fields */
    /* Cell i's value (OV_SETS, OV_ARROWS, OV_NUMBERS), extra may be NULL. */
    uint32_t (*field)(const void *state, const Grid *g, uint32_t i, uint32_t *extra);
    /* The value of the wall on side d of cell i: true when it has one. */
    bool (*side_field)(const void *state, const Grid *g, uint32_t i, Dir d, uint32_t *value);
} Overlay;

enum {
    OVERLAY_MAX = 12,       /* overlays in one list */
    OVERLAY_SCRATCH = 96    /* item entries an algorithm may copy into the list */
};

typedef struct OverlayList {
    int count;
    Overlay item[OVERLAY_MAX];
    uint32_t scratch[OVERLAY_SCRATCH];  /* small item arrays live here */
    int used;
} OverlayList;

/* Empties l. */
void overlay_clear(OverlayList *l);

/* Appends an overlay of shape s in role `role` with legend `label` (every
 * other field zero) and returns it, or NULL when l is full. */
Overlay *overlay_add(OverlayList *l, OverlayShape s, PalSlot role, const char *label);

/* Room for n item entries in l's scratch, or NULL when it has not that
 * much left. */
uint32_t *overlay_scratch(OverlayList *l, uint32_t n);

/* Entries an item of shape s takes in `items`: 4 for a frame, else 1. */
static inline uint32_t overlay_item_size(OverlayShape s) { return s == OV_FRAMES ? 4u : 1u; }

/* Adds an overlay of n items copied into l's scratch (n *
 * overlay_item_size(s) entries from items): the small ones (a frame, a
 * bar, a few cells). NULL when l is full. */
Overlay *overlay_add_items(OverlayList *l, OverlayShape s, PalSlot role, const char *label,
                           const uint32_t *items, uint32_t n);

/* The first overlay of shape s in l, or NULL. */
const Overlay *overlay_find(const OverlayList *l, OverlayShape s);

#endif
