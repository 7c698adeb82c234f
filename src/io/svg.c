/* svg.c - a maze as SVG: merged wall lines, an optional solution line. */
#include "maze/svg.h"

#include "maze/picture.h"

enum {
    SVG_UNIT = 20,          /* units per cell: two blocks of 10 */
    SVG_MARGIN = 5          /* units around the lattice: half a wall block */
};

/* Lattice line k (0..W or 0..H) in units. */
static long svg_at(long k) { return SVG_UNIT * k + SVG_MARGIN; }

/* True when there is wall on lattice row r (0..H) above cell column x. */
static bool svg_hwall(const Grid *g, int r, int x)
{
    if (r == g->h)
        return !grid_side_open(g, g->n - (uint32_t)g->w + (uint32_t)x, DIR_S);
    return !grid_side_open(g, (uint32_t)r * (uint32_t)g->w + (uint32_t)x, DIR_N);
}

/* True when there is wall on lattice column c (0..W) left of cell row y. */
static bool svg_vwall(const Grid *g, int c, int y)
{
    if (c == g->w)
        return true;
    return !grid_side_open(g, (uint32_t)y * (uint32_t)g->w + (uint32_t)c, DIR_W);
}

/* Writes the walls of one lattice line as merged runs: along is the number
 * of segments, wall(g, line, k) says whether segment k is wall, and each
 * run is "M<fixed> <from><cmd><to>" (horizontal) or the same transposed. */
static void svg_line_runs(FILE *f, const Grid *g, int line, int along, bool horizontal,
                          bool (*wall)(const Grid *g, int line, int k))
{
    for (int k = 0; k < along;) {
        if (!wall(g, line, k)) {
            k++;
            continue;
        }
        int end = k;
        while (end < along && wall(g, line, end))
            end++;
        if (horizontal)
            fprintf(f, "M%ld %ldH%ld", svg_at(k), svg_at(line), svg_at(end));
        else
            fprintf(f, "M%ld %ldV%ld", svg_at(line), svg_at(k), svg_at(end));
        k = end;
    }
}

/* Point k of the solution line, in units: through the entrance gap from
 * the top edge when the path starts at the entrance, then each cell's
 * centre, then out through the exit gap when it ends at the exit. */
typedef struct SvgLine {
    const Grid *g;
    const uint32_t *path;
    size_t len;
    bool in, out;           /* starts at the entrance, ends at the exit */
} SvgLine;

static void svg_point(const SvgLine *l, size_t k, long *x, long *y)
{
    size_t cell = k < l->in ? 0 : k - l->in;
    if (cell >= l->len)
        cell = l->len - 1;
    uint32_t i = l->path[cell];
    *x = svg_at((long)(i % (uint32_t)l->g->w)) + SVG_UNIT / 2;
    *y = svg_at((long)(i / (uint32_t)l->g->w)) + SVG_UNIT / 2;
    if (k < l->in)
        *y = 0;
    else if (k - l->in >= l->len)
        *y = svg_at(l->g->h) + SVG_MARGIN;
}

/* Writes the solution's points, corners only: a point is left out when the
 * line goes straight on through it. */
static void svg_solution(FILE *f, const Grid *g, const uint32_t *path, size_t len)
{
    SvgLine l = { g, path, len, path[0] == grid_entrance(g), path[len - 1] == grid_exit(g) };
    size_t count = len + l.in + l.out;
    long lx, ly, cx, cy;        /* the last point written, the one pending */
    svg_point(&l, 0, &lx, &ly);
    fprintf(f, "%ld,%ld", lx, ly);
    if (count == 1)
        return;
    svg_point(&l, 1, &cx, &cy);
    for (size_t k = 2; k < count; k++) {
        long nx, ny;
        svg_point(&l, k, &nx, &ny);
        if (!((lx == cx && cx == nx) || (ly == cy && cy == ny))) {
            fprintf(f, " %ld,%ld", cx, cy);
            lx = cx;
            ly = cy;
        }
        cx = nx;
        cy = ny;
    }
    fprintf(f, " %ld,%ld", cx, cy);
}

/* Writes text with XML's five special characters escaped. */
static void svg_escaped(FILE *f, const char *text)
{
    for (const char *p = text; *p; p++) {
        switch (*p) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        case '\'': fputs("&apos;", f); break;
        default: fputc(*p, f); break;
        }
    }
}

MazeStatus svg_measure(const Grid *g, int cell_px, long *w_px, long *h_px, char *why,
                       size_t why_cap)
{
    int cell = cell_px ? cell_px : SVG_CELL_PX;
    if (cell % 2 != 0 || cell < 2 || cell > SVG_MAX_CELL_PX) {
        if (why && why_cap)
            snprintf(why, why_cap, "cell size %d pixels: an even number from 2 to %d", cell,
                     SVG_MAX_CELL_PX);
        return MAZE_ERR_ARG;
    }
    Picture pic;            /* the PNG's limits: its size is checked, never allocated */
    MazeStatus st = picture_measure(g, cell / 2, 3, &pic, why, why_cap);
    if (st == MAZE_OK) {
        *w_px = pic.w;
        *h_px = pic.h;
    }
    return st;
}

MazeStatus svg_write(FILE *f, const Grid *g, const SvgOptions *opt)
{
    size_t len = opt->path ? opt->path_len : 0;
    long w_px, h_px;
    if (svg_measure(g, opt->cell_px, &w_px, &h_px, NULL, 0) != MAZE_OK ||
        !grid_walk_ok(g, opt->path, len))
        return MAZE_ERR_ARG;
    long vw = svg_at(g->w) + SVG_MARGIN, vh = svg_at(g->h) + SVG_MARGIN;
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%ld\" height=\"%ld\" "
               "viewBox=\"0 0 %ld %ld\">\n",
            w_px, h_px, vw, vh);
    if (opt->title) {
        fputs("<title>", f);
        svg_escaped(f, opt->title);
        fputs("</title>\n", f);
    }
    fprintf(f, "<rect width=\"%ld\" height=\"%ld\" fill=\"#fff\"/>\n", vw, vh);
    fputs("<path fill=\"none\" stroke=\"#000\" stroke-width=\"4\" stroke-linecap=\"square\" d=\"", f);
    for (int r = 0; r <= g->h; r++)
        svg_line_runs(f, g, r, g->w, true, svg_hwall);
    for (int c = 0; c <= g->w; c++)
        svg_line_runs(f, g, c, g->h, false, svg_vwall);
    fputs("\"/>\n", f);
    if (len > 0) {
        fprintf(f, "<polyline fill=\"none\" stroke=\"#%02x%02x%02x\" stroke-width=\"6\" "
                   "stroke-linecap=\"round\" stroke-linejoin=\"round\" points=\"",
                picture_path.r, picture_path.g, picture_path.b);
        svg_solution(f, g, opt->path, len);
        fputs("\"/>\n", f);
    }
    fputs("</svg>\n", f);
    return ferror(f) ? MAZE_ERR_IO : MAZE_OK;
}

typedef struct SvgJob {
    const Grid *g;
    const SvgOptions *opt;
} SvgJob;

static MazeStatus svg_job_write(FILE *f, void *ctx)
{
    const SvgJob *job = ctx;
    return svg_write(f, job->g, job->opt);
}

MazeStatus svg_save(const char *path, OutfileMode mode, const Grid *g, const SvgOptions *opt,
                    char *used, size_t used_cap)
{
    SvgJob job = { g, opt };
    return outfile_save(path, mode, svg_job_write, &job, used, used_cap);
}
