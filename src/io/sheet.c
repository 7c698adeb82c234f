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

/* sheet_layout's work, the maze's extent and openings in out already. */
static MazeStatus sheet_place(SheetPaper paper, const char *title, const char *command,
                              SheetLayout *out, char *why, size_t why_cap)
{
    const double w = out->ext_w, h = out->ext_h;
    if ((unsigned)paper >= SHEET_PAPER_COUNT || !grid_size_ok(out->w, out->h)) {
        if (why && why_cap)
            snprintf(why, why_cap, "no such paper or maze size");
        return MAZE_ERR_ARG;
    }
    out->page_w = sheet_papers[paper].w;
    out->page_h = sheet_papers[paper].h;
    out->margin = 36;
    out->title_pt = 16;
    out->title_y = out->margin + out->title_pt;
    out->command_pt = 9;
    out->command_y = out->title_y + 15;
    out->name_pt = 12;
    out->name_y = out->command_y + 26;
    /* Above and below the maze: 1.2 cells for the arrows. */
    double top = out->name_y + 12, room_w = out->page_w - 2 * out->margin;
    double room_h = out->page_h - out->margin - top;
    double cell = room_w / w, by_h = room_h / (h + 2.4);
    cell = by_h < cell ? by_h : cell;
    if (cell > 36)
        cell = 36;
    if (cell < sheet_mm) {
        if (why && why_cap)
            snprintf(why, why_cap, "the cells would be %.2f mm on %s paper; the smallest is 1 mm",
                     cell / sheet_mm, paper == SHEET_A4 ? "A4" : "Letter");
        return MAZE_ERR_ARG;
    }
    out->cell = cell;
    out->maze_x = (out->page_w - cell * w) / 2;
    out->maze_y = top + 1.2 * cell;
    out->label_pt = cell * 0.6 < 12 ? cell * 0.6 : 12;
    snprintf(out->title, sizeof out->title, "%s", title ? title : "");
    snprintf(out->command, sizeof out->command, "%s", command ? command : "");
    return MAZE_OK;
}

MazeStatus sheet_layout(SheetPaper paper, int w, int h, const char *title, const char *command,
                        SheetLayout *out, char *why, size_t why_cap)
{
    *out = (SheetLayout){ .paper = paper, .w = w, .h = h, .ext_w = w, .ext_h = h,
                          .in_x = 0.5, .in_y = 0, .out_x = w - 0.5, .out_y = h };
    return sheet_place(paper, title, command, out, why, why_cap);
}

MazeStatus sheet_layout_grid(SheetPaper paper, const Grid *g, const char *title,
                             const char *command, SheetLayout *out, char *why, size_t why_cap)
{
    if (grid_is_square(g))
        return sheet_layout(paper, g->w, g->h, title, command, out, why, why_cap);
    *out = (SheetLayout){ .paper = paper, .w = g->w, .h = g->h };
    grid_extent(g, &out->ext_w, &out->ext_h);
    ShapePoint mid, normal;
    shape_end(g, false, &mid, &normal);
    out->in_x = mid.x;
    out->in_y = mid.y;
    shape_end(g, true, &mid, &normal);
    out->out_x = mid.x;
    out->out_y = mid.y;
    return sheet_place(paper, title, command, out, why, why_cap);
}

void sheet_arrow(const SheetLayout *s, bool finish, double pts[SHEET_ARROW_POINTS][2])
{
    double c = s->cell, cx = s->maze_x + (finish ? s->out_x : s->in_x) * c;
    double tail = finish ? s->maze_y + (s->out_y + 0.15) * c : s->maze_y + (s->in_y - 1.1) * c;
    double tip = tail + 0.95 * c, neck = tip - 0.4 * c, a = 0.1 * c, b = 0.3 * c;
    const double xy[SHEET_ARROW_POINTS][2] = {
        { cx - a, tail }, { cx + a, tail }, { cx + a, neck }, { cx + b, neck },
        { cx, tip },      { cx - b, neck }, { cx - a, neck },
    };
    memcpy(pts, xy, sizeof xy);
}

void sheet_label_at(const SheetLayout *s, bool finish, double *x, double *y)
{
    double c = s->cell;
    *x = finish ? s->maze_x + s->out_x * c - 0.5 * c : s->maze_x + (s->in_x + 0.5) * c;
    *y = finish ? s->maze_y + (s->out_y + 0.85) * c : s->maze_y + (s->in_y - 0.45) * c;
}

void sheet_half_to_page(const SheetLayout *s, long hx, long hy, double *x, double *y)
{
    *x = s->maze_x + hx * s->cell / 2;
    *y = s->maze_y + hy * s->cell / 2;
}
