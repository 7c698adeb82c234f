/* sheet_draw.c - a worksheet page drawn by cairo, saved as PNG or PDF.
 * Text is DejaVu Sans from the files the caller names, loaded by FreeType
 * (never cairo's "toy" font API, which would ask fontconfig for a system
 * font): the same arguments give the same page everywhere. */
#include "maze/sheet.h"

#include <cairo-ft.h>
#include <cairo-pdf.h>
#include <cairo.h>
#include <errno.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "lattice.h"
#include "shape_lines.h"
#include "maze/picture.h"
#include "maze/svg.h"

/* One FreeType library for the process: cairo may keep a face (and so the
 * library) alive in its font cache after a page is done. */
static FT_Library sheet_ft;
static const cairo_user_data_key_t sheet_face_key;

static void sheet_face_done(void *face)
{
    FT_Done_Face(face);
}

/* A cairo face for the TrueType file at path, or NULL with err set. */
static cairo_font_face_t *sheet_font(const char *path, char *err, size_t cap)
{
    FT_Face face;
    if ((!sheet_ft && FT_Init_FreeType(&sheet_ft) != 0) || !path ||
        FT_New_Face(sheet_ft, path, 0, &face) != 0) {
        if (err && cap)
            snprintf(err, cap, "cannot load the font %s", path ? path : "(none)");
        return NULL;
    }
    cairo_font_face_t *cf = cairo_ft_font_face_create_for_ft_face(face, 0);
    if (cairo_font_face_set_user_data(cf, &sheet_face_key, face, sheet_face_done) !=
        CAIRO_STATUS_SUCCESS) {
        cairo_font_face_destroy(cf);
        FT_Done_Face(face);
        if (err && cap)
            snprintf(err, cap, "cannot use the font %s", path);
        return NULL;
    }
    return cf;
}

/* Shows text with its baseline starting at (x, y), or ending there when
 * right is set. */
static void sheet_text(cairo_t *cr, cairo_font_face_t *face, double pt, double x, double y,
                       bool right, const char *text)
{
    cairo_set_font_face(cr, face);
    cairo_set_font_size(cr, pt);
    if (right) {
        cairo_text_extents_t ext;
        cairo_text_extents(cr, text, &ext);
        x -= ext.x_advance;
    }
    cairo_move_to(cr, x, y);
    cairo_show_text(cr, text);
}

typedef struct SheetPen {
    cairo_t *cr;
    const SheetMaze *m;
    bool started;
} SheetPen;

static void sheet_wall(void *ctx, int x0, int y0, int x1, int y1)
{
    const SheetPen *p = ctx;
    double c = p->m->cell;
    cairo_move_to(p->cr, p->m->maze_x + x0 * c, p->m->maze_y + y0 * c);
    cairo_line_to(p->cr, p->m->maze_x + x1 * c, p->m->maze_y + y1 * c);
}

static void sheet_path_point(void *ctx, long hx, long hy)
{
    SheetPen *p = ctx;
    double x, y;
    sheet_half_to_page(p->m, hx, hy, &x, &y);
    if (p->started)
        cairo_line_to(p->cr, x, y);
    else
        cairo_move_to(p->cr, x, y);
    p->started = true;
}

/* A wall of a maze of another shape (grid_walls' callback), in points. */
static void sheet_shape_wall(void *ctx, ShapePoint a, ShapePoint b)
{
    const SheetPen *p = ctx;
    const double c = p->m->cell;
    cairo_move_to(p->cr, p->m->maze_x + a.x * c, p->m->maze_y + a.y * c);
    cairo_line_to(p->cr, p->m->maze_x + b.x * c, p->m->maze_y + b.y * c);
}

/* A point of its solution line (shape_path_points' callback), in points. */
static void sheet_shape_point(void *ctx, ShapePoint q, bool start)
{
    const SheetPen *p = ctx;
    const double c = p->m->cell, x = p->m->maze_x + q.x * c, y = p->m->maze_y + q.y * c;
    if (start)
        cairo_move_to(p->cr, x, y);
    else
        cairo_line_to(p->cr, x, y);
}

/* Draws maze k of the page: its caption, labels, walls, path, arrows. */
static void sheet_paint_maze(cairo_t *cr, const SheetJob *job, int k, cairo_font_face_t *regular,
                             cairo_font_face_t *bold)
{
    const SheetMaze *m = &job->layout->maze[k];
    const Grid *g = job->grid[k];
    if (m->caption[0])
        sheet_text(cr, bold, m->caption_pt, m->caption_x, m->caption_y, false, m->caption);
    for (int finish = 0; finish <= 1; finish++) {
        double x, y;
        sheet_label_at(m, finish, &x, &y);
        sheet_text(cr, regular, m->label_pt, x, y, finish, finish ? "Finish" : "Start");
    }
    SheetPen pen = { cr, m, false };
    const bool lattice = grid_is_square(g);
    cairo_set_line_width(cr, m->cell / 5);
    /* Square ends close the corners of square cells; other shapes' walls
     * meet at other angles, and round ends close those. */
    cairo_set_line_cap(cr, grid_shape(g)->kind == SHAPE_SQUARE ? CAIRO_LINE_CAP_SQUARE
                                                               : CAIRO_LINE_CAP_ROUND);
    if (lattice)
        lattice_walls(g, sheet_wall, &pen);
    else
        grid_walls(g, sheet_shape_wall, &pen);
    cairo_stroke(cr);
    if (job->path[k] && job->path_len[k]) {
        cairo_set_source_rgb(cr, picture_path.r / 255.0, picture_path.g / 255.0,
                             picture_path.b / 255.0);
        cairo_set_line_width(cr, m->cell * 0.3);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
        if (lattice)
            lattice_path(g, job->path[k], job->path_len[k], sheet_path_point, &pen);
        else
            shape_path_points(g, job->path[k], job->path_len[k], sheet_shape_point, &pen);
        cairo_stroke(cr);
    }
    cairo_set_source_rgb(cr, 0, 0, 0);
    for (int finish = 0; finish <= 1; finish++) {   /* over the path */
        double pts[SHEET_ARROW_POINTS][2];
        sheet_arrow(m, finish, pts);
        cairo_move_to(cr, pts[0][0], pts[0][1]);
        for (int i = 1; i < SHEET_ARROW_POINTS; i++)
            cairo_line_to(cr, pts[i][0], pts[i][1]);
        cairo_close_path(cr);
        cairo_fill(cr);
    }
}

/* Draws the whole page in points. */
static void sheet_paint(cairo_t *cr, const SheetJob *job, cairo_font_face_t *regular,
                        cairo_font_face_t *bold)
{
    const SheetLayout *s = job->layout;
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    sheet_text(cr, bold, s->title_pt, s->margin, s->title_y, false, s->title);
    if (s->command[0])
        sheet_text(cr, regular, s->command_pt, s->margin, s->command_y, false, s->command);
    sheet_text(cr, regular, s->name_pt, s->margin, s->name_y, false, sheet_name_line);
    for (int k = 0; k < s->count; k++)
        sheet_paint_maze(cr, job, k, regular, bold);
}

/* ---- writing ------------------------------------------------------------- */

/* The PNG stream: cairo's bytes, with a pHYs chunk (the page's dots per
 * inch) put in right after the IHDR chunk, which ends at byte 33. */
typedef struct SheetStream {
    FILE *f;
    size_t written;     /* bytes cairo gave so far */
    bool png;
} SheetStream;

static uint32_t sheet_crc(const uint8_t *p, size_t n)
{
    uint32_t c = 0xffffffffu;
    for (size_t i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++)
            c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
    }
    return c ^ 0xffffffffu;
}

static void sheet_be32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)(v >> 24), p[1] = (uint8_t)(v >> 16), p[2] = (uint8_t)(v >> 8), p[3] = (uint8_t)v;
}

static bool sheet_put_phys(FILE *f)
{
    uint8_t chunk[21] = { 0, 0, 0, 9, 'p', 'H', 'Y', 's' };
    uint32_t per_metre = (uint32_t)lround(SHEET_DPI / 0.0254);
    sheet_be32(chunk + 8, per_metre);
    sheet_be32(chunk + 12, per_metre);
    chunk[16] = 1;                          /* unit: the metre */
    sheet_be32(chunk + 17, sheet_crc(chunk + 4, 13));
    return fwrite(chunk, 1, sizeof chunk, f) == sizeof chunk;
}

static cairo_status_t sheet_stream_write(void *ctx, const unsigned char *data, unsigned int len)
{
    SheetStream *st = ctx;
    enum { IHDR_END = 33 };
    size_t head = 0;
    if (st->png && st->written < IHDR_END && st->written + len >= IHDR_END) {
        head = IHDR_END - st->written;
        if (fwrite(data, 1, head, st->f) != head || !sheet_put_phys(st->f))
            return CAIRO_STATUS_WRITE_ERROR;
    }
    st->written += len;
    return fwrite(data + head, 1, len - head, st->f) == len - head ? CAIRO_STATUS_SUCCESS
                                                                    : CAIRO_STATUS_WRITE_ERROR;
}

/* Draws the page onto surface (in its units: scale to points) and
 * finishes it; returns cairo's verdict. */
static cairo_status_t sheet_render(cairo_surface_t *surface, double scale, const SheetJob *job,
                                   cairo_font_face_t *regular, cairo_font_face_t *bold)
{
    cairo_t *cr = cairo_create(surface);
    cairo_scale(cr, scale, scale);
    cairo_font_options_t *fo = cairo_font_options_create();
    cairo_font_options_set_hint_style(fo, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(fo, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(fo, CAIRO_ANTIALIAS_GRAY);
    cairo_set_font_options(cr, fo);
    cairo_font_options_destroy(fo);
    sheet_paint(cr, job, regular, bold);
    cairo_status_t st = cairo_status(cr);
    cairo_destroy(cr);
    return st;
}

/* The page drawn by cairo as a PNG or a PDF on f. */
static MazeStatus sheet_cairo_write(FILE *f, SheetFormat format, const SheetJob *job, char *err,
                                    size_t err_cap)
{
    const SheetLayout *s = job->layout;
    cairo_font_face_t *regular = sheet_font(job->font, err, err_cap);
    cairo_font_face_t *bold = regular ? sheet_font(job->bold_font, err, err_cap) : NULL;
    if (!bold) {
        if (regular)
            cairo_font_face_destroy(regular);
        return MAZE_ERR_ARG;
    }
    SheetStream stream = { f, 0, format == SHEET_PNG };
    cairo_surface_t *surface;
    double scale = 1;
    if (format == SHEET_PNG) {
        scale = SHEET_DPI / 72.0;
        surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, (int)lround(s->page_w * scale),
                                             (int)lround(s->page_h * scale));
    } else {
        surface = cairo_pdf_surface_create_for_stream(sheet_stream_write, &stream, s->page_w, s->page_h);
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, s->title);
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "mazelab");
        /* cairo stamps the time of day; no date keeps the bytes the same. */
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "");
    }
    cairo_status_t st = sheet_render(surface, scale, job, regular, bold);
    if (st == CAIRO_STATUS_SUCCESS && format == SHEET_PNG)
        st = cairo_surface_write_to_png_stream(surface, sheet_stream_write, &stream);
    cairo_surface_finish(surface);
    if (st == CAIRO_STATUS_SUCCESS)
        st = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    cairo_font_face_destroy(regular);
    cairo_font_face_destroy(bold);
    if (st == CAIRO_STATUS_NO_MEMORY)
        return MAZE_ERR_NOMEM;
    if (st != CAIRO_STATUS_SUCCESS && err && err_cap && st != CAIRO_STATUS_WRITE_ERROR)
        snprintf(err, err_cap, "cairo: %s", cairo_status_to_string(st));
    return st == CAIRO_STATUS_SUCCESS ? MAZE_OK : MAZE_ERR_IO;
}

MazeStatus sheet_write(FILE *f, SheetFormat format, const SheetJob *job, char *err, size_t err_cap)
{
    if (err && err_cap)
        err[0] = '\0';
    if (!sheet_job_ok(job))
        return MAZE_ERR_ARG;
    return format == SHEET_SVG ? svg_write_page(f, job) : sheet_cairo_write(f, format, job, err, err_cap);
}

typedef struct SheetSave {
    const SheetJob *job;
    SheetFormat format;
    char *err;
    size_t err_cap;
} SheetSave;

static MazeStatus sheet_save_write(FILE *f, void *ctx)
{
    const SheetSave *sv = ctx;
    return sheet_write(f, sv->format, sv->job, sv->err, sv->err_cap);
}

MazeStatus sheet_save(const char *path, OutfileMode mode, SheetFormat format, const SheetJob *job,
                      char *used, size_t used_cap, char *err, size_t err_cap)
{
    if (err && err_cap)
        err[0] = '\0';
    SheetSave sv = { job, format, err, err_cap };
    return outfile_save(path, mode, sheet_save_write, &sv, used, used_cap);
}
