/* mem.h - counted heap allocation, so `mazelab bench` can report the true
 * peak memory of a generator run.
 *
 * Every allocation the library makes goes through these functions. They keep
 * a running total of live bytes and its high-water mark. The counters are
 * process-global and atomic (the window analyses big mazes on worker
 * threads); mem_fail_after is for single-threaded tests only. */
#ifndef MAZE_MEM_H
#define MAZE_MEM_H

#include <stdbool.h>
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

/* The large blocks (fresh from the system, zero until first written) one
 * thread allocated between mem_record_start and mem_record_stop, to be
 * faulted in ahead of use, a little at a time (mem_record_prefault): a
 * 4000x4000 Kruskal's first random steps would otherwise fault in its
 * whole 190 MB of union-find and wall order in one go. Only for blocks
 * nobody has freed or grown since (e.g. a generator run's, before its
 * first step). */
enum { MEM_RECORD_MAX = 8 };
typedef struct MemRecord {
    struct {
        char *p;
        size_t size;
    } block[MEM_RECORD_MAX];
    int count;              /* blocks recorded (more are not) */
    int next;               /* blocks before this are faulted in */
    size_t offset;          /* bytes of block[next] faulted in */
} MemRecord;

/* Starts recording this thread's large allocations into rec (emptied). */
void mem_record_start(MemRecord *rec);

/* Stops this thread's recording. */
void mem_record_stop(void);

/* Faults in up to `bytes` (a multiple of the page size) more of one of
 * rec's blocks (where the system can do so without writing them: Linux's
 * MADV_POPULATE_WRITE; elsewhere it does nothing). Returns true once every
 * block is done. */
bool mem_record_prefault(MemRecord *rec, size_t bytes);

/* For tests of out-of-memory paths: after `count` more successful
 * allocations, every allocation fails until mem_fail_after(-1) (the
 * default) turns failing off. */
void mem_fail_after(long count);

#endif
