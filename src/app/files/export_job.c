/* export_job.c - one file export on a worker thread (export_job.h). */
#define _GNU_SOURCE         /* fopencookie */
#include "files/export_job.h"

#include <errno.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

#include "maze/png.h"
#include "maze/shape.h"
#include "maze/mem.h"
#include "maze/pathmsg.h"
#include "maze/solve.h"
#include "maze/svg.h"
#include "maze/textio.h"
#include "model/app_worker.h"

enum { JOB_CHUNK = 1 << 16 };   /* search steps between progress reports and cancel checks */

/* The phases, in order; each job does some of them. */
typedef enum JobPhase { PHASE_SEARCH = 0, PHASE_DRAW, PHASE_ENCODE, PHASE_WRITE, PHASE_COUNT } JobPhase;

static const char *const job_phase_names[PHASE_COUNT] = {
    "finding the path", "drawing", "encoding", "writing"
};

struct ExportJob {
    AppWorker worker;
    ExportWork work;
    int px;
    Grid grid;                  /* the copy the work reads (a sheet's: its model) */
    char shape_args[320];       /* a sheet's shape_args, copied */
    Picture pic;                /* drawn here, or handed over */
    HandoutSpec sheet;          /* EXPORT_WORK_SHEET */
    char font[1024], bold_font[1024];
    char path[4096];
    char title[200];
    char what[32];
    atomic_int phase;
    atomic_int progress;        /* parts per million, of the whole job */
    double share[PHASE_COUNT];  /* each phase's part of the bar; 0: not done */
    double estimate;            /* the file's expected bytes, for the bar */
    MazeStatus st;
    char why[512];              /* the encoder's or the picture's reason */
    char used[4096 + 16];
    char err[4096 + 768];
};

static bool job_cancelled(ExportJob *j)
{
    return app_worker_cancelled(&j->worker);
}

/* Sets the bar to fraction f of phase p. */
static void job_progress(ExportJob *j, JobPhase p, double f)
{
    double at = 0;
    for (int k = 0; k < (int)p; k++)
        at += j->share[k];
    atomic_store(&j->phase, (int)p);
    atomic_store(&j->progress, (int)((at + j->share[p] * (f < 1 ? f : 1)) * 1e6));
}

static void job_free(void *arg)
{
    ExportJob *j = arg;
    grid_free(&j->grid);
    picture_free(&j->pic);
    mem_free(j);
}

/* ---- a stream that fails once the job is cancelled ------------------------ */

/* A write stream over the temporary file that counts the bytes for the bar
 * and fails every write once the job is cancelled, so that whatever writes
 * (libpng, svg_write, text_write) stops with an error and outfile_save
 * removes the temporary file. The bytes reach the file unchanged. */
typedef struct JobStream {
    ExportJob *job;
    FILE *f;
    JobPhase phase;
    double bytes;
} JobStream;

static ssize_t job_stream_write(void *cookie, const char *buf, size_t n)
{
    JobStream *s = cookie;
    if (job_cancelled(s->job) || fwrite(buf, 1, n, s->f) != n)
        return 0;       /* an error: the writer stops */
    s->bytes += (double)n;
    job_progress(s->job, s->phase, s->bytes / (s->job->estimate > 1 ? s->job->estimate : 1));
    return (ssize_t)n;
}

/* The job's content written to f (which the writer does not close). */
static MazeStatus job_write_to(ExportJob *j, FILE *f)
{
    switch (j->work) {
    case EXPORT_WORK_SVG: {
        SvgOptions opt = { .cell_px = 2 * j->px, .title = j->title[0] ? j->title : NULL };
        return svg_write(f, &j->grid, &opt);
    }
    case EXPORT_WORK_TEXT:
        return text_write(f, &j->grid, TEXT_ASCII);
    case EXPORT_WORK_SHEET:
        return handout_write(f, &j->sheet, j->font, j->bold_font, j->why, sizeof j->why);
    default:
        return png_write(f, &j->pic, j->why, sizeof j->why);
    }
}

/* outfile_save's writer: the content through a JobStream over f. */
static MazeStatus job_write(FILE *f, void *ctx)
{
    ExportJob *j = ctx;
    bool written = j->work == EXPORT_WORK_SVG || j->work == EXPORT_WORK_TEXT || j->work == EXPORT_WORK_SHEET;
    JobStream s = { j, f, written ? PHASE_WRITE : PHASE_ENCODE, 0 };
    cookie_io_functions_t io = { .write = job_stream_write };
    FILE *cf = fopencookie(&s, "w", io);
    if (!cf)
        return MAZE_ERR_NOMEM;
    MazeStatus st = job_write_to(j, cf);
    if (fclose(cf) != 0 && st == MAZE_OK)
        st = MAZE_ERR_IO;
    if (job_cancelled(j))
        st = MAZE_ERR_IO;
    else if (st == MAZE_ERR_IO && !errno)
        errno = EIO;
    return st;
}

/* ---- the work ---------------------------------------------------------- */

/* The shortest path, in chunks (the same search as solve_shortest); false
 * when cancelled, or with j->st set. */
static bool job_search(ExportJob *j, uint32_t **cells, size_t *len)
{
    const SolveAlgo *bfs = solve_find_shortest();
    SolveRun *run = bfs ? solve_run_new(bfs, &j->grid, &j->st) : NULL;
    if (!run) {
        if (!bfs)
            j->st = MAZE_ERR_INTERNAL;
        return false;
    }
    while (!run_done(run) && !job_cancelled(j)) {
        run_step(run, JOB_CHUNK);
        job_progress(j, PHASE_SEARCH, (double)run->ctx.explored / j->grid.n);
    }
    bool ok = !job_cancelled(j) && (j->st = solve_path(run, cells, len)) == MAZE_OK;
    run_free(run);
    return ok;
}

/* The picture, with the shortest path for the answer key. */
static bool job_draw(ExportJob *j)
{
    uint32_t *cells = NULL;
    size_t len = 0;
    if (j->work == EXPORT_WORK_ANSWER_PNG && !job_search(j, &cells, &len))
        return false;
    job_progress(j, PHASE_DRAW, 0);
    j->st = picture_make(&j->grid, j->px, 3, cells, len, &j->pic, j->why, sizeof j->why);
    mem_free(cells);
    return j->st == MAZE_OK;
}

static void *job_main(void *arg)
{
    ExportJob *j = arg;
    j->st = MAZE_OK;
    bool pic = j->work == EXPORT_WORK_PNG || j->work == EXPORT_WORK_ANSWER_PNG;
    if ((!pic || job_draw(j)) && !job_cancelled(j)) {
        errno = 0;
        j->st = outfile_save(j->path, OUTFILE_UNIQUE, job_write, j, j->used, sizeof j->used);
        int e = errno;
        if (j->st != MAZE_OK)
            path_cannot_write(j->err, sizeof j->err, j->path,
                              j->why[0] ? j->why : j->st == MAZE_ERR_IO && e ? strerror(e) : maze_strerror(j->st));
    } else if (j->st != MAZE_OK) {
        snprintf(j->err, sizeof j->err, "%s", j->why[0] ? j->why : maze_strerror(j->st));
    }
    picture_free(&j->pic);          /* the big buffer goes as soon as it can */
    atomic_store(&j->progress, 1000000);
    app_worker_finish(&j->worker, job_free, j);
    return NULL;
}

/* Each phase's share of the bar and the file's expected size, for j's work. */
static void job_plan(ExportJob *j)
{
    double blocks = (2.0 * j->grid.w + 1) * (2.0 * j->grid.h + 1);
    switch (j->work) {
    case EXPORT_WORK_ANSWER_PNG:
        j->share[PHASE_SEARCH] = 0.3;
        /* fall through */
    case EXPORT_WORK_PNG:
        j->share[PHASE_DRAW] = 0.1;
        j->share[PHASE_ENCODE] = 1 - j->share[PHASE_SEARCH] - j->share[PHASE_DRAW];
        /* a compressed block picture grows slowly with the pixels a block */
        j->estimate = blocks * (0.2 + 0.07 * j->px);
        break;
    case EXPORT_WORK_SVG:
        j->share[PHASE_WRITE] = 1;
        j->estimate = 7.0 * j->grid.n;      /* a wall segment or two a cell */
        break;
    case EXPORT_WORK_TEXT:
        j->share[PHASE_WRITE] = 1;
        j->estimate = (double)text_size(&j->grid, TEXT_ASCII);
        break;
    case EXPORT_WORK_PICTURE:
        j->share[PHASE_ENCODE] = 1;
        j->estimate = (double)j->pic.pitch * j->pic.h / 10;
        break;
    case EXPORT_WORK_SHEET:
        /* the mazes take no time beside the drawing; a page of line art
         * is about 20 kB as a PDF and 120 kB as a PNG at 300 dpi */
        j->share[PHASE_WRITE] = 1;
        j->estimate = j->sheet.format == SHEET_PNG ? 120e3 : 20e3;
        break;
    }
}

ExportJob *export_job_new(const ExportSpec *spec)
{
    ExportJob *j = mem_calloc(1, sizeof *j);
    if (!j)
        return NULL;
    j->work = spec->work;
    j->px = spec->px;
    snprintf(j->path, sizeof j->path, "%s", spec->path);
    snprintf(j->title, sizeof j->title, "%s", spec->title ? spec->title : "");
    snprintf(j->what, sizeof j->what, "%s", spec->what);
    /* The copy is made here, on the caller's thread: the owner may change
     * or free the maze as soon as this returns (a new maze frees the run). */
    if (spec->work == EXPORT_WORK_PICTURE) {
        j->pic = *spec->picture;
        *spec->picture = (Picture){ 0 };
    } else if (spec->work == EXPORT_WORK_SHEET) {
        j->sheet = *spec->sheet;
        /* The model and its options are the caller's: the job keeps copies. */
        if (spec->sheet->model && grid_init_like(&j->grid, spec->sheet->model) != MAZE_OK) {
            mem_free(j);
            return NULL;
        }
        j->sheet.model = spec->sheet->model ? &j->grid : NULL;
        snprintf(j->shape_args, sizeof j->shape_args, "%s",
                 spec->sheet->shape_args ? spec->sheet->shape_args : "");
        j->sheet.shape_args = j->shape_args;
        snprintf(j->font, sizeof j->font, "%s", spec->font);
        snprintf(j->bold_font, sizeof j->bold_font, "%s", spec->bold_font);
    } else if (grid_init_like(&j->grid, spec->grid) == MAZE_OK) {     /* its shape too */
        memcpy(j->grid.pass, spec->grid->pass, j->grid.n);
        j->grid.ends = spec->grid->ends;    /* the answer key's path, the openings */
    } else {
        mem_free(j);
        return NULL;
    }
    job_plan(j);
    atomic_init(&j->phase, 0);
    atomic_init(&j->progress, 0);
    return j;
}

bool export_job_run(ExportJob *j)
{
    return j->worker.started || app_worker_start(&j->worker, job_main, j);
}

double export_job_progress(const ExportJob *j, const char **phase)
{
    ExportJob *m = (ExportJob *)j;
    if (phase)
        *phase = job_phase_names[atomic_load(&m->phase)];
    return atomic_load(&m->progress) / 1e6;
}

bool export_job_done(const ExportJob *j)
{
    return app_worker_done(&j->worker);
}

MazeStatus export_job_outcome(const ExportJob *j, char *used, size_t used_cap, char *err,
                              size_t err_cap)
{
    snprintf(used, used_cap, "%s", j->st == MAZE_OK ? j->used : "");
    snprintf(err, err_cap, "%s", j->st == MAZE_OK ? "" : j->err);
    return j->st;
}

const char *export_job_path(const ExportJob *j)
{
    return j->path;
}

const char *export_job_what(const ExportJob *j)
{
    return j->what;
}

void export_job_cancel(ExportJob *j)
{
    if (j)
        app_worker_abandon(&j->worker, job_free, j);
}

void export_job_wait_orphans(void)
{
    app_worker_wait_orphans();
}
