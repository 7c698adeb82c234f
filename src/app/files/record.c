/* record.c - a recording's GIF: one maze as the CLI draws it, or compare
 * panes side by side under their labels. The window's thread draws each
 * frame into a free slot of a small queue; a writer thread encodes the
 * slots in order into a temporary file, and at the end writes the trailer
 * and syncs it, so neither a large first frame nor the sync stalls the
 * window. The writer calls nothing that allocates through mem.h (its
 * counters belong to the window's thread). */
#define _POSIX_C_SOURCE 200809L
#include "files/record.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "files/frame_pngs.h"
#include "files/record_label.h"
#include "maze/gif.h"
#include "maze/mem.h"
#include "maze/outfile.h"
#include "maze/pathmsg.h"
#include "maze/slide.h"

enum {
    RECORD_GAP_PX = 8,          /* between compare panes */
    RECORD_LABEL_FONT_PX = 14,  /* a pane label's font size */
    RECORD_LABEL_H = 20,        /* the strip above a pane holding its label */
    RECORD_QUEUE = 8            /* frames drawn and not yet encoded, at most */
};

struct RecordFile {
    OutFile out;
    AnimStream *stream;         /* the GIF, or NULL ... */
    FramePngs *pngs;            /* ... for PNG frames */
    bool slide;                 /* frames are slides (sl): */
    SlideLayout sl;
    SlideFont *title_font, *text_font;
    char title[240];
    int w, h, panes, px;
    int cw, ch;                 /* the frame, blocks (pixels for panes > 1) */
    uint8_t *blocks;            /* one pane's block view */
    uint8_t *canvas;            /* panes > 1: the picture, pixels */
    size_t n;                   /* bytes a frame (a slide's with slides) */
    uint8_t *slot[RECORD_QUEUE];
    pthread_t writer;
    bool writer_made;
    pthread_mutex_t lock;       /* guards what follows */
    pthread_cond_t cond;
    int head, count;            /* queued frames: slot[head], ... count of them */
    long frames;                /* frames queued so far */
    bool ending, finished;      /* asked to end; the writer has ended */
    MazeStatus error;           /* the writer's first error */
};

/* The frame's size in pixels for panes panes at px (one pane: blocks). */
static void record_frame_size(int w, int h, int panes, int px, long *cw, long *ch)
{
    long pw = (2L * w + 1) * px, ph = (2L * h + 1) * px;
    if (panes <= 1) {
        *cw = pw;
        *ch = ph;
        return;
    }
    int rows = (panes + 1) / 2;
    *cw = 2 * pw + RECORD_GAP_PX;
    *ch = rows * (RECORD_LABEL_H + ph) + (rows - 1) * RECORD_GAP_PX;
}

int record_fit_px(int w, int h, int panes, int want)
{
    for (int px = want; px >= 1; px--) {
        long cw, ch;
        record_frame_size(w, h, panes, px, &cw, &ch);
        if (cw <= GIF_MAX_SIDE_PX && ch <= GIF_MAX_SIDE_PX)
            return px;
    }
    return 0;
}

/* The top-left pixel of pane k in the canvas. */
static void record_pane_origin(const RecordFile *r, int k, int *x, int *y)
{
    *x = (k % 2) * ((2 * r->w + 1) * r->px + RECORD_GAP_PX);
    *y = (k / 2) * (RECORD_LABEL_H + (2 * r->h + 1) * r->px + RECORD_GAP_PX) + RECORD_LABEL_H;
}

/* Paper everywhere, and each pane's label in ink above it. */
static void record_draw_labels(RecordFile *r, const char *const *labels)
{
    memset(r->canvas, ANIM_PASSAGE, (size_t)r->cw * (size_t)r->ch);
    for (int k = 0; labels && k < r->panes; k++) {
        int mw, mh, x0, y0;
        uint8_t *mask = labels[k] ? record_label_draw(labels[k], RECORD_LABEL_FONT_PX, &mw, &mh) : NULL;
        if (!mask)
            continue;
        record_pane_origin(r, k, &x0, &y0);
        y0 -= RECORD_LABEL_H - (RECORD_LABEL_H - mh) / 2;
        int room = (2 * r->w + 1) * r->px;
        for (int y = 0; y < mh; y++)
            for (int x = 0; x < mw && x < room; x++)
                if (mask[(size_t)y * (size_t)mw + (size_t)x] && y0 + y >= 0)
                    r->canvas[(size_t)(y0 + y) * (size_t)r->cw + (size_t)(x0 + x)] = ANIM_WALL;
        free(mask);
    }
}

static void record_why(char *why, size_t cap, const char *path, MazeStatus st, int e)
{
    path_cannot_write(why, cap, path, st == MAZE_ERR_IO && e ? strerror(e) : maze_strerror(st));
}

/* The writer thread: encodes queued frames in order; at the end writes the
 * last frame and trailer and syncs the file. */
static void *record_writer(void *arg)
{
    RecordFile *r = arg;
    MazeStatus st = MAZE_OK;
    pthread_mutex_lock(&r->lock);
    for (;;) {
        while (r->count == 0 && !r->ending)
            pthread_cond_wait(&r->cond, &r->lock);
        if (r->count == 0)
            break;
        const uint8_t *frame = r->slot[r->head];
        pthread_mutex_unlock(&r->lock);
        if (st == MAZE_OK)
            st = r->pngs ? frame_pngs_push(r->pngs, frame) : anim_stream_push(r->stream, frame);
        pthread_mutex_lock(&r->lock);
        r->head = (r->head + 1) % RECORD_QUEUE;
        r->count--;
        r->error = st;
        pthread_cond_broadcast(&r->cond);
    }
    pthread_mutex_unlock(&r->lock);
    errno = 0;
    if (st == MAZE_OK && r->stream)
        st = anim_stream_end(r->stream);
    if (st == MAZE_OK && r->stream && (fflush(r->out.f) != 0 || fsync(fileno(r->out.f)) != 0))
        st = MAZE_ERR_IO;
    pthread_mutex_lock(&r->lock);
    r->error = st;
    r->finished = true;
    pthread_mutex_unlock(&r->lock);
    return NULL;
}

/* The slots and the writer; false when out of memory or threads. */
static bool record_start_writer(RecordFile *r)
{
    for (int k = 0; k < RECORD_QUEUE; k++)
        if (!(r->slot[k] = mem_alloc(r->n)))
            return false;
    pthread_mutex_init(&r->lock, NULL);
    pthread_cond_init(&r->cond, NULL);
    r->writer_made = pthread_create(&r->writer, NULL, record_writer, r) == 0;
    if (!r->writer_made) {
        pthread_cond_destroy(&r->cond);
        pthread_mutex_destroy(&r->lock);
    }
    return r->writer_made;
}

/* Makes r's frames slides of slide (its picture r's block view or canvas,
 * content_w x content_h): the layout and the fonts. False with why. */
static bool record_slide_open(RecordFile *r, const RecordSlide *slide, int content_w, int content_h, char *why,
                              size_t why_cap)
{
    if (slide_layout(slide->width, content_w, content_h, &r->sl, why, why_cap) != MAZE_OK)
        return false;
    r->title_font = slide_font_open(slide->bold_font, r->sl.title_px, why, why_cap);
    r->text_font = r->title_font ? slide_font_open(slide->font, r->sl.text_px, why, why_cap) : NULL;
    if (!r->text_font)
        return false;
    snprintf(r->title, sizeof r->title, "%s", slide->title);
    r->slide = true;
    r->n = (size_t)r->sl.w * (size_t)r->sl.h;
    return true;
}

/* The sink the writer feeds: the GIF through a temporary file, or (only
 * slides have them) the PNG frames' folder, path less its ".gif". */
static MazeStatus record_sink_open(RecordFile *r, const char *path, bool pngs, char *why, size_t why_cap)
{
    MazeStatus st;
    int fw = r->slide ? r->sl.w : r->cw, fh = r->slide ? r->sl.h : r->ch;
    if (pngs) {
        char base[4096];
        size_t n = strlen(path);
        snprintf(base, sizeof base, "%.*s", (int)(n > 4 && strcmp(path + n - 4, ".gif") == 0 ? n - 4 : n), path);
        r->pngs = frame_pngs_open(base, fw, fh, why, why_cap);     /* slides: a pixel an index */
        return r->pngs ? MAZE_OK : MAZE_ERR_IO;
    }
    errno = 0;
    st = outfile_open(&r->out, path, false);
    if (st == MAZE_OK)
        r->stream = r->slide || r->panes > 1 ? anim_stream_open_blocks(r->out.f, fw, fh, 1, &st)
                                             : anim_stream_open(r->out.f, r->w, r->h, r->px, &st);
    if (!r->stream)
        record_why(why, why_cap, path, st, errno);
    return r->stream ? MAZE_OK : st;
}

RecordFile *record_file_open(const char *path, int w, int h, int panes, int block_px,
                             const char *const *labels, const RecordSlide *slide, char *why,
                             size_t why_cap)
{
    long cw, ch;
    record_frame_size(w, h, panes, block_px, &cw, &ch);
    if (panes < 1 || panes > RECORD_PANES_MAX || block_px < 1 || cw > GIF_MAX_SIDE_PX ||
        ch > GIF_MAX_SIDE_PX) {
        snprintf(why, why_cap, "the recording would be %ldx%ld px; the limit is %d px a side", cw, ch,
                 GIF_MAX_SIDE_PX);
        return NULL;
    }
    RecordFile *r = mem_calloc(1, sizeof *r);
    if (!r) {
        snprintf(why, why_cap, "out of memory");
        return NULL;
    }
    *r = (RecordFile){ .w = w, .h = h, .panes = panes, .px = block_px };
    r->cw = panes > 1 ? (int)cw : 2 * w + 1;
    r->ch = panes > 1 ? (int)ch : 2 * h + 1;
    r->n = (size_t)r->cw * (size_t)r->ch;
    r->blocks = mem_alloc((2 * (size_t)w + 1) * (2 * (size_t)h + 1));
    if (panes > 1)
        r->canvas = mem_alloc((size_t)r->cw * (size_t)r->ch);
    if (!r->blocks || (panes > 1 && !r->canvas)) {
        snprintf(why, why_cap, "out of memory");
        record_file_abort(r);
        return NULL;
    }
    bool ok = (!slide || record_slide_open(r, slide, r->cw, r->ch, why, why_cap)) &&
              record_sink_open(r, path, slide && slide->pngs, why, why_cap) == MAZE_OK;
    if (ok && !record_start_writer(r)) {
        snprintf(why, why_cap, "out of memory");
        ok = false;
    }
    if (!ok) {
        record_file_abort(r);
        return NULL;
    }
    if (r->canvas)
        record_draw_labels(r, labels);
    return r;
}

/* Copies the pane's blocks into the canvas at px pixels a block. */
static void record_blit(RecordFile *r, int k)
{
    int bw = 2 * r->w + 1, bh = 2 * r->h + 1, x0, y0;
    record_pane_origin(r, k, &x0, &y0);
    for (int by = 0; by < bh; by++) {
        uint8_t *row = r->canvas + (size_t)(y0 + by * r->px) * (size_t)r->cw + (size_t)x0;
        for (int bx = 0; bx < bw; bx++)
            memset(row + (size_t)bx * (size_t)r->px, r->blocks[(size_t)by * (size_t)bw + (size_t)bx],
                   (size_t)r->px);
        for (int y = 1; y < r->px; y++)
            memcpy(row + (size_t)y * (size_t)r->cw, row, (size_t)bw * (size_t)r->px);
    }
}

/* A free slot to draw the next frame in (waiting for the writer when the
 * queue is full), or NULL after a write error (*st says which). */
static uint8_t *record_slot(RecordFile *r, MazeStatus *st)
{
    pthread_mutex_lock(&r->lock);
    while (r->count == RECORD_QUEUE && r->error == MAZE_OK)
        pthread_cond_wait(&r->cond, &r->lock);
    *st = r->error;
    uint8_t *slot = *st == MAZE_OK ? r->slot[(r->head + r->count) % RECORD_QUEUE] : NULL;
    pthread_mutex_unlock(&r->lock);
    return slot;
}

/* Hands the slot just drawn to the writer. */
static MazeStatus record_queue(RecordFile *r)
{
    pthread_mutex_lock(&r->lock);
    r->count++;
    r->frames++;
    pthread_cond_broadcast(&r->cond);
    pthread_mutex_unlock(&r->lock);
    return MAZE_OK;
}

bool record_file_ready(RecordFile *r)
{
    pthread_mutex_lock(&r->lock);
    bool ready = r->count < RECORD_QUEUE;
    pthread_mutex_unlock(&r->lock);
    return ready;
}

/* Pane p's blocks into out: its answer key when it has a path, else the
 * grid with its trail. */
static MazeStatus record_pane_blocks(const RecordPane *p, uint8_t *out)
{
    if (p->path)
        return anim_blocks_answer(p->grid, p->path, p->path_len, out);
    anim_blocks(p->grid, p->trail, p->solver_cell, out);
    if (p->sets)
        anim_blocks_sets(p->sets, out);
    return MAZE_OK;
}

MazeStatus record_file_frame(RecordFile *r, const RecordPane *panes, const RecordCaption *caption)
{
    MazeStatus st;
    uint8_t *slot = record_slot(r, &st);
    if (!slot)
        return st;
    /* One pane goes straight to the slot, unless a slide frames it. */
    uint8_t *one = r->slide ? r->blocks : slot;
    if (r->panes == 1)
        st = record_pane_blocks(&panes[0], one);
    for (int k = 0; r->panes > 1 && k < r->panes && st == MAZE_OK; k++)
        if ((st = record_pane_blocks(&panes[k], r->blocks)) == MAZE_OK)
            record_blit(r, k);
    if (st == MAZE_OK && r->slide) {
        SlideText text = { r->title, caption ? caption->counter : "", caption ? caption->sentence : "" };
        slide_draw(&r->sl, r->panes > 1 ? r->canvas : r->blocks, r->title_font, r->text_font, &text, slot);
    } else if (st == MAZE_OK && r->panes > 1) {
        memcpy(slot, r->canvas, r->n);
    }
    return st == MAZE_OK ? record_queue(r) : st;
}

long record_file_frames(RecordFile *r)
{
    pthread_mutex_lock(&r->lock);
    long n = r->frames;
    pthread_mutex_unlock(&r->lock);
    return n;
}

void record_file_end(RecordFile *r)
{
    pthread_mutex_lock(&r->lock);
    r->ending = true;
    pthread_cond_broadcast(&r->cond);
    pthread_mutex_unlock(&r->lock);
}

bool record_file_finished(RecordFile *r)
{
    pthread_mutex_lock(&r->lock);
    bool done = r->finished;
    pthread_mutex_unlock(&r->lock);
    return done;
}

/* Ends and joins the writer; returns its status. */
static MazeStatus record_join(RecordFile *r)
{
    if (!r->writer_made)
        return MAZE_ERR_IO;
    record_file_end(r);
    pthread_join(r->writer, NULL);
    r->writer_made = false;
    pthread_cond_destroy(&r->cond);
    pthread_mutex_destroy(&r->lock);
    return r->error;
}

MazeStatus record_file_close(RecordFile *r, char *used, size_t used_cap, long *bytes)
{
    char path[4096];
    snprintf(path, sizeof path, "%s", r->out.path ? r->out.path : r->pngs ? frame_pngs_dir(r->pngs) : "");
    MazeStatus st = record_join(r);
    int e = errno;
    if (r->pngs) {              /* the frames are in their folder already */
        *bytes = st == MAZE_OK ? frame_pngs_bytes(r->pngs) : 0;
        if (st == MAZE_OK)
            snprintf(used, used_cap, "%s", path);
        else
            record_why(used, used_cap, path, st, e);
        frame_pngs_close(r->pngs, st != MAZE_OK);
        r->pngs = NULL;
        record_file_abort(r);
        return st;
    }
    MazeStatus closed = anim_stream_close(r->stream);
    r->stream = NULL;
    if (st == MAZE_OK)
        st = closed;
    errno = e;
    if (st == MAZE_OK)
        st = outfile_commit_unique(&r->out, used, used_cap);
    else
        outfile_abort(&r->out);
    struct stat sb;
    *bytes = st == MAZE_OK && stat(used, &sb) == 0 ? (long)sb.st_size : 0;
    if (st != MAZE_OK)
        record_why(used, used_cap, path, st, errno);
    record_file_abort(r);
    return st;
}

void record_file_abort(RecordFile *r)
{
    if (!r)
        return;
    if (r->writer_made)
        record_join(r);
    if (r->stream)
        anim_stream_close(r->stream);
    frame_pngs_close(r->pngs, 1);
    slide_font_close(r->title_font);
    slide_font_close(r->text_font);
    outfile_abort(&r->out);
    for (int k = 0; k < RECORD_QUEUE; k++)
        mem_free(r->slot[k]);
    mem_free(r->blocks);
    mem_free(r->canvas);
    mem_free(r);
}
