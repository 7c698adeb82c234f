/* dirty.h - the list of cells an algorithm step changed, so a viewer redraws
 * only those. A cell may appear more than once. */
#ifndef MAZE_DIRTY_H
#define MAZE_DIRTY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct DirtyList {
    uint32_t *cells;    /* cell indices, caller-owned storage of `cap` entries */
    size_t len;         /* entries used */
    size_t cap;         /* entries available */
    bool overflow;      /* more changed than fit: redraw everything */
} DirtyList;

/* Records that cell i changed. d may be NULL (nobody is watching). */
static inline void dirty_add(DirtyList *d, uint32_t i)
{
    if (!d)
        return;
    if (d->len < d->cap)
        d->cells[d->len++] = i;
    else
        d->overflow = true;
}

/* Empties d, keeping its storage. */
static inline void dirty_clear(DirtyList *d)
{
    d->len = 0;
    d->overflow = false;
}

#endif
