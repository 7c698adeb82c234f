/* maze_labels.c - numbers along the maze and in its cells (see
 * maze_labels.h). */
#include "boards/maze/maze_labels.h"

#include <math.h>
#include <stdio.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/maze_hidden.h"
#include "boards/maze/render_maze.h"

/* Strides the numbers along an edge take where every one would crowd. */
static const int maze_labels_strides[] = { 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000 };

/* The gutter's width for the row numbers of a grid `rows` rows high. */
static int maze_labels_gutter_w(const Ui *ui, int rows)
{
    char widest[16];
    snprintf(widest, sizeof widest, "%d", rows > 1 ? rows - 1 : 0);
    return ui->text_width(ui->text_ctx, UI_FONT_SMALL, widest) + ui_px(ui, 6);
}

UiRect maze_labels_frame(const Ui *ui, UiRect area, int bw, int bh, bool picture_first)
{
    int left = maze_labels_gutter_w(ui, (bh - 1) / 2), top = ui->line_h[UI_FONT_SMALL] + ui_px(ui, 2);
    UiRect in = { area.x + left, area.y + top, area.w - left, area.h - top };
    if (in.w <= 0 || in.h <= 0)
        return area;
    double with = zoom_fit_px(in, bw, bh, maze_view_limits());
    if (2 * with < MAZE_LABELS_MIN_PX)
        return area;
    /* A projector's class reads the picture from afar: there the numbers
     * may not cost a twentieth of its area (at 1024x768 they cost 10%). */
    if (picture_first && with * with < 0.95 * pow(zoom_fit_px(area, bw, bh, maze_view_limits()), 2))
        return area;
    return in;
}

/* The first stride at which numbers `room` pixels wide (or tall) fit cells
 * `pitch` pixels apart. */
static int maze_labels_stride(double pitch, int room)
{
    size_t k = 0, n = sizeof maze_labels_strides / sizeof maze_labels_strides[0];
    while (k + 1 < n && maze_labels_strides[k] * pitch < room)
        k++;
    return maze_labels_strides[k];
}

/* The screen centre of block k of an axis of the picture placed at p. */
static int maze_labels_centre(const ZoomPlace *p, int axis, int k)
{
    return (axis ? p->y : p->x) + (zoom_edge(p->px, k) + zoom_edge(p->px, k + 1)) / 2;
}

/* The numbers of one axis of the picture placed at p, `count` cells long:
 * the columns' (axis 0) centred over their cells on one line above the
 * picture's top (or the area's, zoomed in), the rows' (axis 1) right-
 * aligned left of its left edge, each centred on its row. */
static void maze_labels_axis(Ui *ui, const ZoomPlace *p, int axis, int count)
{
    int lh = ui->line_h[UI_FONT_SMALL];
    char text[16];
    snprintf(text, sizeof text, "%d", count - 1);
    int widest = ui->text_width(ui->text_ctx, UI_FONT_SMALL, text);
    int stride = maze_labels_stride(2 * p->px, axis ? lh : widest + ui_px(ui, 4));
    int lo = axis ? p->area.y : p->area.x, hi = lo + (axis ? p->area.h : p->area.w);
    int edge = axis ? (p->x > p->area.x ? p->x : p->area.x) - ui_px(ui, 3)
                    : (p->y > p->area.y ? p->y : p->area.y) - lh - 1;
    int k0, k1;
    zoom_visible(p, axis, &k0, &k1);
    for (int c = k0 / 2; 2 * c + 1 < k1 && c < count; c++) {
        int at = maze_labels_centre(p, axis, 2 * c + 1);
        if (c % stride || 2 * c + 1 < k0 || at < lo || at >= hi)
            continue;
        snprintf(text, sizeof text, "%d", c);
        int tw = ui->text_width(ui->text_ctx, UI_FONT_SMALL, text);
        if (axis)
            ui_draw_text(ui, UI_FONT_SMALL, edge - tw, at - lh / 2, ui_theme.text, text);
        else
            ui_draw_text(ui, UI_FONT_SMALL, at - tw / 2, edge, ui_theme.text, text);
    }
}

void maze_labels_edges(Ui *ui, const ZoomPlace *p, const Grid *g, UiRect outer)
{
    if (2 * p->px < MAZE_LABELS_MIN_PX || (p->area.x == outer.x && p->area.y == outer.y) ||
        !grid_is_square(g))     /* rows and columns of blocks: the square's */
        return;
    maze_labels_axis(ui, p, 0, g->w);
    maze_labels_axis(ui, p, 1, g->h);
}

/* What the cells say: a set id (from the run's OV_SETS overlay) or a
 * distance. */
typedef struct LabelField {
    const Overlay *sets;
    const uint32_t *dist;
} LabelField;

/* OV_NUMBERS's field: the number + 1, 0 for none. */
static uint32_t maze_labels_field(const void *state, const Grid *g, uint32_t i, uint32_t *extra)
{
    (void)extra;
    const LabelField *f = state;
    if (f->sets) {
        uint32_t id = f->sets->field(f->sets->state, g, i, NULL);
        return id ? id + 1 : 0;
    }
    return f->dist[i] == UINT32_MAX ? 0 : f->dist[i] + 1;
}

bool maze_labels_cells(struct SDL_Renderer *r, Ui *ui, const ZoomPlace *p, const App *app, const Run *run)
{
    if (!maze_set(app)->show_labels)
        return false;
    OverlayList list;
    run_overlays(run, NULL, &list);
    if (overlay_find(&list, OV_NUMBERS))
        return false;       /* the algorithm writes its own (BFS's distances) */
    LabelField f = { overlay_find(&list, OV_SETS), NULL };
    if (f.sets && !f.sets->field)
        f.sets = NULL;
    if (!f.sets && run_done(maze_of(app)->run))
        f.dist = maze_of(app)->bias->pane[0].dist;     /* the heat map's, from the entrance */
    if (!f.sets && !f.dist)
        return false;
    Overlay o = { .shape = OV_NUMBERS, .role = PAL_DOT, .field = maze_labels_field, .state = &f };
    const Overlay *one = &o;
    return maze_hidden_draw_shapes(r, ui, p, run->ctx.grid, &one, 1);
}
