/* mem.c - counted allocation: each block carries a header with its size so
 * that frees can be subtracted from the live total.
 *
 * Large blocks (a 4000x4000 grid is two 16 MB arrays) come straight from
 * mmap with a transparent-huge-page hint where the system has one: the
 * first-touch page faults of 4 KiB pages can cost more than making a whole
 * binary-tree maze, and 2 MiB pages take a fraction of that. Mapped
 * memory is already zero, so mem_calloc needs no memset, and a mapped block
 * grows with mremap, in place or by moving pages, never by copying (as
 * glibc's realloc does for its own large blocks). */
#define _GNU_SOURCE         /* MAP_ANONYMOUS, madvise, mremap */
#include "maze/mem.h"

#include <stdalign.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

typedef union MemHeader {
    size_t size;                /* bytes the caller asked for */
    max_align_t align;          /* keeps the caller's block aligned */
} MemHeader;

enum { MEM_MAP_MIN = 4u << 20 };    /* blocks this big or bigger are mapped */

/* Atomic: the window's analysis and export workers allocate beside its
 * thread. */
static _Atomic size_t mem_live; /* bytes allocated and not freed */
static _Atomic size_t mem_high; /* high-water mark of mem_live */
static _Atomic long mem_budget = -1;    /* allocations left before failing; -1: never */
static _Thread_local MemRecord *mem_rec;   /* this thread's recording, or NULL */

static void mem_count(size_t add, size_t sub)
{
    size_t live = atomic_fetch_add(&mem_live, add - sub) + add - sub;   /* modulo 2^n: exact */
    size_t high = atomic_load(&mem_high);
    while (live > high && !atomic_compare_exchange_weak(&mem_high, &high, live))
        ;
}

static bool mem_mapped(size_t size)
{
#ifdef MAP_ANONYMOUS
    return size >= MEM_MAP_MIN;
#else
    (void)size;
    return false;
#endif
}

/* Takes one allocation from the fault-injection budget: false when it is
 * spent (the allocation must fail), true when unlimited or taken. */
static bool mem_take_budget(void)
{
    long left = atomic_load(&mem_budget);
    do {
        if (left == 0)
            return false;
        if (left < 0)
            return true;
    } while (!atomic_compare_exchange_weak(&mem_budget, &left, left - 1));
    return true;
}

/* Gets a zeroed or uninitialised block of size bytes plus its header, from
 * mmap for large sizes. Returns the header, or NULL. */
static MemHeader *mem_get(size_t size, bool zero)
{
    if (size == 0 || size > SIZE_MAX - sizeof(MemHeader))
        return NULL;
    if (!mem_take_budget())
        return NULL;
    MemHeader *h;
#ifdef MAP_ANONYMOUS
    if (mem_mapped(size)) {
        void *p = mmap(NULL, sizeof *h + size, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED)
            return NULL;
#ifdef MADV_HUGEPAGE
        madvise(p, sizeof *h + size, MADV_HUGEPAGE);    /* a hint: may fail */
#endif
        h = p;
        if (mem_rec && mem_rec->count < MEM_RECORD_MAX) {
            mem_rec->block[mem_rec->count].p = p;
            mem_rec->block[mem_rec->count++].size = sizeof *h + size;
        }
    } else
#endif
    {
        h = zero ? calloc(1, sizeof *h + size) : malloc(sizeof *h + size);
        if (!h)
            return NULL;
    }
    h->size = size;
    mem_count(size, 0);
    return h;
}

/* Returns the block of header h to the system, uncounting it. */
static void mem_put(MemHeader *h)
{
    mem_count(0, h->size);
#ifdef MAP_ANONYMOUS
    if (mem_mapped(h->size)) {
        munmap(h, sizeof *h + h->size);
        return;
    }
#endif
    free(h);
}

void *mem_alloc(size_t size)
{
    MemHeader *h = mem_get(size, false);
    return h ? h + 1 : NULL;
}

void *mem_calloc(size_t count, size_t size)
{
    if (count == 0 || size == 0 || count > (SIZE_MAX - sizeof(MemHeader)) / size)
        return NULL;
    MemHeader *h = mem_get(count * size, true);
    return h ? h + 1 : NULL;
}

void *mem_realloc_array(void *p, size_t count, size_t size)
{
    if (count == 0 || size == 0 || count > (SIZE_MAX - sizeof(MemHeader)) / size)
        return NULL;
    if (!p)
        return mem_alloc(count * size);
    MemHeader *old = (MemHeader *)p - 1;
    size_t old_size = old->size, new_size = count * size;
    if (!mem_mapped(old_size) && !mem_mapped(new_size)) {
        if (!mem_take_budget())
            return NULL;
        MemHeader *h = realloc(old, sizeof *h + new_size);
        if (!h)
            return NULL;
        h->size = new_size;
        /* Counted as if both blocks existed for a moment, as they may. */
        mem_count(new_size, 0);
        mem_count(0, old_size);
        return h + 1;
    }
#ifdef MREMAP_MAYMOVE
    if (mem_mapped(old_size) && mem_mapped(new_size) && mem_take_budget()) {
        void *q = mremap(old, sizeof *old + old_size, sizeof *old + new_size, MREMAP_MAYMOVE);
        if (q == MAP_FAILED)
            return NULL;
        MemHeader *h = q;
        h->size = new_size;
        mem_count(new_size, old_size);
        return h + 1;
    }
#endif
    MemHeader *h = mem_get(new_size, false);
    if (!h)
        return NULL;
    memcpy(h + 1, p, old_size < new_size ? old_size : new_size);
    mem_put(old);
    return h + 1;
}

void mem_free(void *p)
{
    if (p)
        mem_put((MemHeader *)p - 1);
}

void mem_record_start(MemRecord *rec)
{
    memset(rec, 0, sizeof *rec);
    mem_rec = rec;
}

void mem_record_stop(void)
{
    mem_rec = NULL;
}

bool mem_record_prefault(MemRecord *rec, size_t bytes)
{
    /* At most one block a call, so each call starts on a page: blocks
     * start on one and `bytes` is taken as a multiple of the page size. */
    if (rec->next < rec->count && bytes > 0) {
        size_t left = rec->block[rec->next].size - rec->offset;
        size_t n = left < bytes ? left : bytes;
#ifdef MADV_POPULATE_WRITE
        madvise(rec->block[rec->next].p + rec->offset, n, MADV_POPULATE_WRITE);   /* a hint: may fail */
#endif
        rec->offset += n;
        if (rec->offset == rec->block[rec->next].size) {
            rec->next++;
            rec->offset = 0;
        }
    }
    return rec->next >= rec->count;
}

size_t mem_current(void) { return atomic_load(&mem_live); }
size_t mem_peak(void) { return atomic_load(&mem_high); }
void mem_reset_peak(void) { atomic_store(&mem_high, atomic_load(&mem_live)); }
void mem_fail_after(long count) { atomic_store(&mem_budget, count < 0 ? -1 : count); }
