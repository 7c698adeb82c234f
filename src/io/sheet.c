/* sheet.c - where everything goes on a worksheet page. */
#include "maze/sheet.h"

#include "maze/shape.h"
#include "shape_lines.h"

#include <stdio.h>
#include <string.h>

static const struct {
    const char *id;
    double w, h;                /* points */
} sheet_papers[SHEET_PAPER_COUNT] = {
    [SHEET_A4] = { "a4", 210 / 25.4 * 72, 297 / 25.4 * 72 },
    [SHEET_LETTER] = { "letter", 8.5 * 72, 11 * 72 },
};

const char sheet_name_line[] = "Name: ______________________________";

static const double sheet_mm = 72 / 25.4;

const char *sheet_paper_id(SheetPaper paper)
{
    return (unsigned)paper < SHEET_PAPER_COUNT ? sheet_papers[paper].id : "?";
}

bool sheet_paper_find(const char *id, SheetPaper *out)
{
    for (int p = 0; p < SHEET_PAPER_COUNT; p++)
        if (strcmp(id, sheet_papers[p].id) == 0) {
            *out = (SheetPaper)p;
            return true;
        }
    return false;
}

/* Refuses cells under a millimetre, saying how small they would be. */
static MazeStatus sheet_cell_ok(SheetPaper paper, double cell, char *why, size_t why_cap)
{
    if (cell >= sheet_mm)
        return MAZE_OK;
    if (why && why_cap)
        snprintf(why, why_cap, "the cells would be %.2f mm on %s paper; the smallest is 1 mm",
                 cell / sheet_mm, paper == SHEET_A4 ? "A4" : "Letter");
    return MAZE_ERR_ARG;
}

/* The largest cell of a maze of extent w x h (cells) in a slot_w x slot_h
 * slot under a caption_h strip, with 1.2 cells above and below it for the
 * arrows, at most half an inch. */
static double sheet_cell_in(double slot_w, double slot_h, double caption_h, double w, double h)
{
    double cell = slot_w / w, by_h = (slot_h - caption_h) / (h + 2.4);
    cell = by_h < cell ? by_h : cell;
    return cell > 36 ? 36 : cell;
}

/* Places maze m (its extent set) at cell size cell in the slot whose
 * centre line is cx and whose top is y, under a caption strip caption_h
 * tall. */
static void sheet_place(SheetMaze *m, double cx, double y, double caption_h, double cell)
{
    m->cell = cell;
    m->maze_x = cx - cell * m->ext_w / 2;
    m->maze_y = y + caption_h + 1.2 * cell;
    m->label_pt = cell * 0.6 < 12 ? cell * 0.6 : 12;
    m->caption_pt = 11;
    m->caption_x = m->maze_x;
    m->caption_y = y + m->caption_pt;
}

/* Sets maze m's size, extent and openings: g's (any shape), or those of
 * the w x h square when g is NULL. */
static void sheet_maze_shape(SheetMaze *m, int w, int h, const Grid *g)
{
    m->w = w;
    m->h = h;
    if (!g || grid_is_square(g)) {
        m->ext_w = w, m->ext_h = h;
        m->in_x = 0.5, m->in_y = 0;
        m->out_x = w - 0.5, m->out_y = h;
        return;
    }
    grid_extent(g, &m->ext_w, &m->ext_h);
    ShapePoint mid, normal;
    shape_end(g, false, &mid, &normal);
    m->in_x = mid.x, m->in_y = mid.y;
    shape_end(g, true, &mid, &normal);
    m->out_x = mid.x, m->out_y = mid.y;
}

/* sheet_layout_many and _on: count mazes like g (NULL: the w x h square). */
static MazeStatus sheet_layout_core(SheetPaper paper, int w, int h, const Grid *g, int count,
                                    const char *const *captions, const char *title,
                                    const char *command, SheetLayout *out, char *why,
                                    size_t why_cap)
{
    *out = (SheetLayout){ .paper = paper, .count = count };
    if ((unsigned)paper >= SHEET_PAPER_COUNT || !grid_size_ok(w, h) ||
        (count != 1 && count != 2 && count != 4) || (count > 1 && !captions)) {
        if (why && why_cap)
            snprintf(why, why_cap, "no such paper, maze size or count of mazes a page");
        return MAZE_ERR_ARG;
    }
    SheetMaze like;
    sheet_maze_shape(&like, w, h, g);
    const double ew = like.ext_w, eh = like.ext_h;
    out->page_w = sheet_papers[paper].w;
    out->page_h = sheet_papers[paper].h;
    out->margin = 36;
    out->title_pt = 16;
    out->title_y = out->margin + out->title_pt;
    out->command_pt = 9;
    out->command_y = out->title_y + 15;
    out->name_pt = 12;
    out->name_y = out->command_y + 26;
    double top = out->name_y + 12, room_w = out->page_w - 2 * out->margin;
    double room_h = out->page_h - out->margin - top;
    /* Slots: one; or columns x rows of them (two: side by side or one
     * above the other; four: two rows of two, a row or a column), whichever
     * gives the larger cells. A caption strip tops each but the only one. */
    double gap = 18, caption_h = count > 1 ? 16 : 0;
    int cols = 1, rows = 1;
    double cell = count == 1 ? sheet_cell_in(room_w, room_h, 0, ew, eh) : 0;
    for (int c = 1; count > 1 && c <= count; c *= 2) {
        int r = count / c;
        double one = sheet_cell_in((room_w - (c - 1) * gap) / c, (room_h - (r - 1) * gap) / r,
                                   caption_h, ew, eh);
        if (one > cell) {
            cell = one;
            cols = c, rows = r;
        }
    }
    MazeStatus st = sheet_cell_ok(paper, cell, why, why_cap);
    if (st != MAZE_OK)
        return st;
    double slot_w = (room_w - (cols - 1) * gap) / cols, slot_h = (room_h - (rows - 1) * gap) / rows;
    for (int k = 0; k < count; k++) {
        SheetMaze *m = &out->maze[k];
        *m = like;
        /* One maze: centred on the page, its arithmetic as it always was
         * (the same page, byte for byte). */
        double cx = count == 1 ? out->page_w / 2 : out->margin + (k % cols) * (slot_w + gap) + slot_w / 2;
        /* Several: each in the middle of its slot, so the spare room is
         * spread evenly between them rather than left at the bottom. */
        double spare = count == 1 ? 0 : (slot_h - caption_h - (eh + 2.4) * cell) / 2;
        sheet_place(m, cx, top + (k / cols) * (slot_h + gap) + spare, caption_h, cell);
        snprintf(m->caption, sizeof m->caption, "%s", count > 1 ? captions[k] : "");
    }
    snprintf(out->title, sizeof out->title, "%s", title ? title : "");
    snprintf(out->command, sizeof out->command, "%s", command ? command : "");
    return MAZE_OK;
}

MazeStatus sheet_layout_many(SheetPaper paper, int w, int h, int count, const char *const *captions,
                             const char *title, const char *command, SheetLayout *out, char *why,
                             size_t why_cap)
{
    return sheet_layout_core(paper, w, h, NULL, count, captions, title, command, out, why, why_cap);
}

MazeStatus sheet_layout_many_on(SheetPaper paper, const Grid *model, int count,
                                const char *const *captions, const char *title,
                                const char *command, SheetLayout *out, char *why, size_t why_cap)
{
    return sheet_layout_core(paper, model->w, model->h, model, count, captions, title, command,
                             out, why, why_cap);
}

MazeStatus sheet_layout(SheetPaper paper, int w, int h, const char *title, const char *command,
                        SheetLayout *out, char *why, size_t why_cap)
{
    return sheet_layout_many(paper, w, h, 1, NULL, title, command, out, why, why_cap);
}

MazeStatus sheet_layout_grid(SheetPaper paper, const Grid *g, const char *title,
                             const char *command, SheetLayout *out, char *why, size_t why_cap)
{
    return sheet_layout_many_on(paper, g, 1, NULL, title, command, out, why, why_cap);
}

bool sheet_job_ok(const SheetJob *job)
{
    const SheetLayout *s = job->layout;
    for (int k = 0; k < s->count; k++) {
        size_t len = job->path[k] ? job->path_len[k] : 0;
        if (!job->grid[k] || job->grid[k]->w != s->maze[k].w || job->grid[k]->h != s->maze[k].h ||
            !grid_walk_ok(job->grid[k], job->path[k], len))
            return false;
    }
    return true;
}

void sheet_arrow(const SheetMaze *m, bool finish, double pts[SHEET_ARROW_POINTS][2])
{
    double c = m->cell, cx = m->maze_x + (finish ? m->out_x : m->in_x) * c;
    double tail = finish ? m->maze_y + (m->out_y + 0.15) * c : m->maze_y + (m->in_y - 1.1) * c;
    double tip = tail + 0.95 * c, neck = tip - 0.4 * c, a = 0.1 * c, b = 0.3 * c;
    const double xy[SHEET_ARROW_POINTS][2] = {
        { cx - a, tail }, { cx + a, tail }, { cx + a, neck }, { cx + b, neck },
        { cx, tip },      { cx - b, neck }, { cx - a, neck },
    };
    memcpy(pts, xy, sizeof xy);
}

void sheet_label_at(const SheetMaze *m, bool finish, double *x, double *y)
{
    double c = m->cell;
    *x = finish ? m->maze_x + m->out_x * c - 0.5 * c : m->maze_x + (m->in_x + 0.5) * c;
    *y = finish ? m->maze_y + (m->out_y + 0.85) * c : m->maze_y + (m->in_y - 0.45) * c;
}

void sheet_half_to_page(const SheetMaze *m, long hx, long hy, double *x, double *y)
{
    *x = m->maze_x + hx * m->cell / 2;
    *y = m->maze_y + hy * m->cell / 2;
}
