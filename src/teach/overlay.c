/* overlay.c - building an algorithm's overlay list (see overlay.h). */
#include "maze/overlay.h"

#include <string.h>

void overlay_clear(OverlayList *l)
{
    l->count = 0;
    l->used = 0;
}

Overlay *overlay_add(OverlayList *l, OverlayShape s, PalSlot role, const char *label)
{
    if (l->count >= OVERLAY_MAX)
        return NULL;
    Overlay *o = &l->item[l->count++];
    memset(o, 0, sizeof *o);
    o->shape = s;
    o->role = role;
    o->label = label;
    return o;
}

uint32_t *overlay_scratch(OverlayList *l, uint32_t n)
{
    if (n > (uint32_t)(OVERLAY_SCRATCH - l->used))
        return NULL;
    uint32_t *p = l->scratch + l->used;
    l->used += (int)n;
    return p;
}

Overlay *overlay_add_items(OverlayList *l, OverlayShape s, PalSlot role, const char *label,
                           const uint32_t *items, uint32_t n)
{
    uint32_t entries = n * overlay_item_size(s);
    uint32_t *room = overlay_scratch(l, entries);
    if (!room)
        return NULL;
    Overlay *o = overlay_add(l, s, role, label);
    if (!o) {
        l->used -= (int)entries;
        return NULL;
    }
    memcpy(room, items, (size_t)entries * sizeof *items);
    o->items = room;
    o->count = n;
    return o;
}

const Overlay *overlay_find(const OverlayList *l, OverlayShape s)
{
    for (int k = 0; k < l->count; k++)
        if (l->item[k].shape == s)
            return &l->item[k];
    return NULL;
}
