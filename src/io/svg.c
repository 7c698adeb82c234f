/* svg.c - a maze as SVG: merged wall lines, an optional solution line. */
#include "maze/svg.h"

#include <math.h>
#include <stdbool.h>

#include "lattice.h"
#include "maze/picture.h"
#include "maze/sheet.h"
#include "shape_lines.h"
#include "shape_picture.h"

enum {
    SVG_UNIT = 20,          /* units per cell: two blocks of 10 */
    SVG_MARGIN = 5          /* units around the lattice: half a wall block */
};

/* Lattice line k (0..W or 0..H) in units. */
static long svg_at(long k) { return SVG_UNIT * k + SVG_MARGIN; }

/* lattice_walls' callback: one run as "M<x> <y>H<x>" or "M<x> <y>V<y>". */
static void svg_wall_run(void *ctx, int x0, int y0, int x1, int y1)
{
    if (y0 == y1)
        fprintf(ctx, "M%ld %ldH%ld", svg_at(x0), svg_at(y0), svg_at(x1));
    else
        fprintf(ctx, "M%ld %ldV%ld", svg_at(x0), svg_at(y0), svg_at(y1));
}

/* lattice_path's callback: one corner, in units, space-separated. */
typedef struct SvgPoints {
    FILE *f;
    bool more;
    const Grid *g;
} SvgPoints;

static void svg_path_point(void *ctx, long x, long y)
{
    SvgPoints *p = ctx;
    fprintf(p->f, "%s%ld,%ld", p->more ? " " : "", SVG_UNIT / 2 * x + SVG_MARGIN,
            SVG_UNIT / 2 * y + SVG_MARGIN);
    p->more = true;
}

/* Where a unit of the shape's space (shape.h) lands in svg units: square
 * cells keep the lattice's (its point (0, 0) at (5, 5)), other shapes
 * have half a cell round them, as their PNG does. */
static double svg_origin(const Grid *g)
{
    return grid_shape(g)->kind == SHAPE_SQUARE ? SVG_MARGIN : SVG_UNIT * shape_picture_margin();
}

/* grid_walls' callback: one wall as "M<x> <y>L<x> <y>", in units. */
static void svg_shape_wall(void *ctx, ShapePoint a, ShapePoint b)
{
    const SvgPoints *p = ctx;
    const double o = svg_origin(p->g);
    fprintf(p->f, "M%.2f %.2fL%.2f %.2f", SVG_UNIT * a.x + o, SVG_UNIT * a.y + o,
            SVG_UNIT * b.x + o, SVG_UNIT * b.y + o);
}

/* shape_path_points' callback: one corner, in units, space-separated. */
static void svg_shape_point(void *ctx, ShapePoint q, bool start)
{
    SvgPoints *p = ctx;
    const double o = svg_origin(p->g);
    (void)start;
    fprintf(p->f, "%s%.2f,%.2f", p->more ? " " : "", SVG_UNIT * q.x + o, SVG_UNIT * q.y + o);
    p->more = true;
}

/* Writes the walls' <path> and the solution's <polyline> (when len > 0),
 * in units: on the corner lattice for the plain square, as segments from
 * the shape's geometry otherwise. */
static void svg_maze(FILE *f, const Grid *g, const uint32_t *path, size_t len)
{
    const bool lattice = grid_is_square(g);
    SvgPoints points = { f, false, g };
    fprintf(f, "<path fill=\"none\" stroke=\"#000\" stroke-width=\"4\" stroke-linecap=\"%s\" d=\"",
            grid_shape(g)->kind == SHAPE_SQUARE ? "square" : "round");
    if (lattice)
        lattice_walls(g, svg_wall_run, f);
    else
        grid_walls(g, svg_shape_wall, &points);
    fputs("\"/>\n", f);
    if (len > 0) {
        fprintf(f, "<polyline fill=\"none\" stroke=\"#%02x%02x%02x\" stroke-width=\"6\" "
                   "stroke-linecap=\"round\" stroke-linejoin=\"round\" points=\"",
                picture_path.r, picture_path.g, picture_path.b);
        if (lattice)
            lattice_path(g, path, len, svg_path_point, &points);
        else
            shape_path_points(g, path, len, svg_shape_point, &points);
        fputs("\"/>\n", f);
    }
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
    if (grid_shape(g)->kind != SHAPE_SQUARE) {
        double uw, uh;
        shape_frame(g, shape_picture_margin(), &uw, &uh);
        vw = (long)ceil(uw * SVG_UNIT);
        vh = (long)ceil(uh * SVG_UNIT);
    }
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
    svg_maze(f, g, opt->path, len);
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

/* Writes one line of text at (x, y), size pt, with extra attributes. */
static void svg_text(FILE *f, double x, double y, double pt, const char *attrs, const char *text)
{
    fprintf(f, "<text x=\"%.2f\" y=\"%.2f\" font-size=\"%.2f\"%s>", x, y, pt, attrs);
    svg_escaped(f, text);
    fputs("</text>\n", f);
}

/* Writes an arrow of maze m as a closed path. */
static void svg_arrow(FILE *f, const SheetMaze *m, bool finish)
{
    double pts[SHEET_ARROW_POINTS][2];
    sheet_arrow(m, finish, pts);
    fputs("<path fill=\"#000\" d=\"", f);
    for (int k = 0; k < SHEET_ARROW_POINTS; k++)
        fprintf(f, "%s%.2f %.2f", k ? "L" : "M", pts[k][0], pts[k][1]);
    fputs("Z\"/>\n", f);
}

/* Maze k of job's page: its caption and labels (in the text group), then,
 * after it, the maze and its arrows. */
static void svg_page_labels(FILE *f, const SheetMaze *m)
{
    if (m->caption[0])
        svg_text(f, m->caption_x, m->caption_y, m->caption_pt, " font-weight=\"bold\"", m->caption);
    double x, y;
    sheet_label_at(m, false, &x, &y);
    svg_text(f, x, y, m->label_pt, "", "Start");
    sheet_label_at(m, true, &x, &y);
    svg_text(f, x, y, m->label_pt, " text-anchor=\"end\"", "Finish");
}

static void svg_page_maze(FILE *f, const SheetMaze *m, const Grid *g, const uint32_t *path, size_t len)
{
    /* The maze in svg_write's units: lattice point (0, 0) at (5, 5) (other
     * shapes: unit (0, 0) at svg_origin). */
    double scale = m->cell / SVG_UNIT, o = svg_origin(g);
    fprintf(f, "<g transform=\"translate(%.3f %.3f) scale(%.5f)\">\n",
            m->maze_x - o * scale, m->maze_y - o * scale, scale);
    svg_maze(f, g, path, len);
    fputs("</g>\n", f);
    svg_arrow(f, m, false);     /* over the path */
    svg_arrow(f, m, true);
}

MazeStatus svg_write_page(FILE *f, const SheetJob *job)
{
    const SheetLayout *s = job->layout;
    if (!sheet_job_ok(job))
        return MAZE_ERR_ARG;
    bool a4 = s->paper == SHEET_A4;
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%s\" height=\"%s\" "
               "viewBox=\"0 0 %.2f %.2f\">\n<title>",
            a4 ? "210mm" : "8.5in", a4 ? "297mm" : "11in", s->page_w, s->page_h);
    svg_escaped(f, s->title);
    fprintf(f, "</title>\n<rect width=\"%.2f\" height=\"%.2f\" fill=\"#fff\"/>\n"
               "<g font-family=\"DejaVu Sans, sans-serif\" fill=\"#000\">\n",
            s->page_w, s->page_h);
    svg_text(f, s->margin, s->title_y, s->title_pt, " font-weight=\"bold\"", s->title);
    if (s->command[0])
        svg_text(f, s->margin, s->command_y, s->command_pt, "", s->command);
    svg_text(f, s->margin, s->name_y, s->name_pt, "", sheet_name_line);
    for (int k = 0; k < s->count; k++)
        svg_page_labels(f, &s->maze[k]);
    fputs("</g>\n", f);
    for (int k = 0; k < s->count; k++)
        svg_page_maze(f, &s->maze[k], job->grid[k], job->path[k], job->path[k] ? job->path_len[k] : 0);
    fputs("</svg>\n", f);
    return ferror(f) ? MAZE_ERR_IO : MAZE_OK;
}
