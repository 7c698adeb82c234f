/* mem.h - counted heap allocation, so `mazelab bench` can report the true
 * peak memory of a generator run.
 *
 * Every allocation the library makes goes through these functions. They keep
 * a running total of live bytes and its high-water mark. The counters are
 * process-global and not thread-safe: the library is single-threaded. */
#ifndef MAZE_MEM_H
#define MAZE_MEM_H

#include <stddef.h>

/* Allocates size bytes (uninitialised). Returns NULL when out of memory or
 * when size is 0. Free with mem_free. */
void *mem_alloc(size_t size);

/* Allocates count*size zeroed bytes. Returns NULL on overflow of count*size,
 * when out of memory, or when the product is 0. */
void *mem_calloc(size_t count, size_t size);

/* Resizes p (NULL: allocate) to count*size bytes, keeping the old contents.
 * Returns NULL on overflow or out of memory, leaving p valid and unchanged. */
void *mem_realloc_array(void *p, size_t count, size_t size);

/* Frees p (NULL is a no-op). */
void mem_free(void *p);

/* Live bytes now, and the high-water mark since the last mem_reset_peak. */
size_t mem_current(void);
size_t mem_peak(void);

/* Sets the high-water mark to the live bytes now. */
void mem_reset_peak(void);

/* For tests of out-of-memory paths: after `count` more successful
 * allocations, every allocation fails until mem_fail_after(-1) (the
 * default) turns failing off. */
void mem_fail_after(long count);

#endif
