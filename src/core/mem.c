/* mem.c - counted allocation: each block carries a header with its size so
 * that frees can be subtracted from the live total. */
#include "maze/mem.h"

#include <stdalign.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef union MemHeader {
    size_t size;                /* bytes the caller asked for */
    max_align_t align;          /* keeps the caller's block aligned */
} MemHeader;

static size_t mem_live;         /* bytes allocated and not freed */
static size_t mem_high;         /* high-water mark of mem_live */

static void mem_count(size_t add, size_t sub)
{
    mem_live = mem_live - sub + add;
    if (mem_live > mem_high)
        mem_high = mem_live;
}

void *mem_alloc(size_t size)
{
    if (size == 0 || size > SIZE_MAX - sizeof(MemHeader))
        return NULL;
    MemHeader *h = malloc(sizeof *h + size);
    if (!h)
        return NULL;
    h->size = size;
    mem_count(size, 0);
    return h + 1;
}

void *mem_calloc(size_t count, size_t size)
{
    if (count == 0 || size == 0 || count > (SIZE_MAX - sizeof(MemHeader)) / size)
        return NULL;
    MemHeader *h = calloc(1, sizeof *h + count * size);
    if (!h)
        return NULL;
    h->size = count * size;
    mem_count(h->size, 0);
    return h + 1;
}

void *mem_realloc_array(void *p, size_t count, size_t size)
{
    if (count == 0 || size == 0 || count > (SIZE_MAX - sizeof(MemHeader)) / size)
        return NULL;
    if (!p)
        return mem_alloc(count * size);
    MemHeader *old = (MemHeader *)p - 1;
    size_t old_size = old->size;
    MemHeader *h = realloc(old, sizeof *h + count * size);
    if (!h)
        return NULL;
    h->size = count * size;
    mem_count(h->size, old_size);
    return h + 1;
}

void mem_free(void *p)
{
    if (!p)
        return;
    MemHeader *h = (MemHeader *)p - 1;
    mem_count(0, h->size);
    free(h);
}

size_t mem_current(void) { return mem_live; }
size_t mem_peak(void) { return mem_high; }
void mem_reset_peak(void) { mem_high = mem_live; }
