/* bias_panel.c - the "Bias and compare" tab and its bar chart. */
#include "boards/maze/bias/bias_panel.h"

#include <stdio.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/maze_board.h"
#include "maze/palette.h"
#include "maze/stats.h"

static void bias_panel_overlays(Ui *ui, App *app)
{
    MazeSettings *set = maze_set(app);
    ui_heading(ui, "Overlays");
    ui_row(ui, 2);
    bool heat = set->show_heat, dead = set->show_dead_ends, path = set->show_shortest;
    if (ui_toggle(ui, BIAS_PANEL_HEAT, &heat))
        app_post(app, MAZE_HEAT_TOGGLE, 0);
    if (ui_toggle(ui, BIAS_PANEL_DEAD_ENDS, &dead))
        app_post(app, MAZE_DEAD_ENDS_TOGGLE, 0);
    ui_space(ui, -3);
    if (ui_toggle(ui, BIAS_PANEL_PATH, &path))
        app_post(app, MAZE_SHORTEST_TOGGLE, 0);
    ui_space(ui, -3);
    bool labels = set->show_labels;
    if (ui_toggle(ui, BIAS_PANEL_LABELS, &labels))
        app_post(app, MAZE_LABELS_TOGGLE, 0);
}

static void bias_panel_compare(Ui *ui, App *app)
{
    MazeState *maze = maze_of(app);
    static const int counts[] = { 1, 2, 4 };
    static const char *const labels[] = { "1 maze##cmp:1", "2 mazes##cmp:2", "4 mazes##cmp:4" };
    ui_heading(ui, "Compare (C)");
    ui_row(ui, 3);
    for (int k = 0; k < 3; k++)
        if (ui_selectable(ui, labels[k], maze->bias->panes == counts[k]))
            app_post(app, MAZE_COMPARE_SET, counts[k]);
    if (maze->bias->panes < 2)
        return;
    for (int k = 0; k < maze->bias->panes; k++) {
        char name[96], label[128];
        bias_pane_name(app, k, name, sizeof name);
        snprintf(label, sizeof label, "%c: %s##pane-btn:%d", 'A' + k, name, k);
        if (k % 2 == 0)
            ui_row(ui, 2);
        if (ui_selectable(ui, label, maze->pane_menu == k + 1))
            app_post(app, MAZE_PANE_MENU, k);    /* the list opens by the pane */
    }
    ui_text(ui, UI_FONT_SMALL, ui_theme.muted,
            "Same size and seed, one timeline. Click a name to choose its algorithm.");
}

/* One figure of the tab: its name (short enough for half a row), the
 * statistics its explanation comes from (the second, when not -1, adds its
 * own), and whether it needs the whole maze (hidden until it is done). */
typedef struct BiasFigure {
    const char *name;
    StatsField field;
    int also;           /* a StatsField, or -1 */
    bool whole;
} BiasFigure;

static const BiasFigure bias_figures[] = {
    { "Dead ends", STATS_DEAD_END, -1, false },
    { "Junctions", STATS_JUNCTION3, STATS_JUNCTION4, false },
    { "Straights", STATS_STRAIGHT, -1, false },
    { "Turns", STATS_TURN, -1, false },
    { "Solution", STATS_SOLUTION, -1, true },
    { "Longest", STATS_LONGEST_PATH, -1, true },
    { "Branch len", STATS_MEAN_BRANCH, -1, false },
    { "Horizontal", STATS_HORIZONTAL, -1, false },
};
enum { BIAS_FIGURES = sizeof bias_figures / sizeof bias_figures[0] };

/* Figure f of s as text: a share in per cent, a count, or "-" for a path
 * figure of an unfinished (or unsolved) maze. */
static void bias_panel_value(const BiasFigure *f, const MazeStats *s, bool done, char *buf, size_t cap)
{
    double v = stats_field_value(s, f->field) + (f->also >= 0 ? stats_field_value(s, (StatsField)f->also) : 0);
    if (f->whole && (!done || (f->field == STATS_SOLUTION && !s->solved)))
        snprintf(buf, cap, "-");
    else if (stats_field_is_share(f->field))
        snprintf(buf, cap, "%.1f%%", 100 * v);
    else if (f->field == STATS_MEAN_BRANCH)
        snprintf(buf, cap, "%.2f", v);
    else
        snprintf(buf, cap, "%.0f", v);
}

/* Figure f's explanation, from the library's words ("Dead ends: maze
 * cells with one opening..."). */
static void bias_panel_explain(const BiasFigure *f, char *buf, size_t cap)
{
    int n = snprintf(buf, cap, "%s: %s", stats_field_label(f->field), stats_field_explain(f->field));
    if (f->also >= 0 && n > 0 && (size_t)n < cap)
        snprintf(buf + n, cap - (size_t)n, " %s: %s", stats_field_label((StatsField)f->also),
                 stats_field_explain((StatsField)f->also));
}

/* The height the longest explanation takes at the area's width. */
static int bias_panel_explain_room(Ui *ui)
{
    int most = 0;
    for (int k = 0; k < BIAS_FIGURES; k++) {
        char text[512];
        bias_panel_explain(&bias_figures[k], text, sizeof text);
        int h = ui_text_lines(ui, UI_FONT_SMALL, ui->area.w, text) * ui->line_h[UI_FONT_SMALL];
        most = h > most ? h : most;
    }
    return most;
}

/* The statistics of pane A's maze, two a row, and under them the
 * explanation of the figure under the pointer. While the maze is being
 * made they say what it is so far, and the figures of paths through the
 * whole maze wait for it. */
static void bias_panel_stats(Ui *ui, const App *app)
{
    const BiasPane *p = &maze_of(app)->bias->pane[0];
    bool done = run_done(p->run);
    char head[128], name[96];
    bias_pane_name(app, 0, name, sizeof name);
    snprintf(head, sizeof head, maze_of(app)->bias->panes > 1 ? "A: %s, %s" : "This maze (%s), %s", name,
             done ? "done" : "so far");
    ui_heading(ui, head);
    if (!p->has_stats) {
        bool waiting = bias_analysing(app, NULL) || (bias_pane_big(app, 0) && !run_done(p->run));
        ui_text(ui, UI_FONT_SMALL, ui_theme.muted,
                p->job && !p->job_taken ? "Analysing the maze (the bar over it)..."
                : waiting               ? "Statistics once the maze is done."
                                        : "No statistics: out of memory.");
        return;
    }
    int hot = -1;
    for (int k = 0; k < BIAS_FIGURES; k++) {
        char value[32];
        bias_panel_value(&bias_figures[k], &p->stats, done, value, sizeof value);
        if (k % 2 == 0)
            ui_row(ui, 2);
        if (ui_pair(ui, bias_figures[k].name, value))
            hot = k;
    }
    char text[512];
    if (hot >= 0)
        bias_panel_explain(&bias_figures[hot], text, sizeof text);
    else
        snprintf(text, sizeof text, "%s", done ? "Point at a figure for what it measures."
                                               : "Point at a figure for what it measures; Solution and "
                                                 "Longest wait for the whole maze.");
    UiRect box = ui_next(ui, bias_panel_explain_room(ui));
    ui_text_box(ui, UI_FONT_SMALL, hot >= 0 ? ui_theme.text : ui_theme.muted, box, text);
}

static void bias_panel_measure(Ui *ui, App *app)
{
    MazeSettings *set = maze_set(app);
    const BiasMeasure *m = &maze_of(app)->bias->measure;
    ui_heading(ui, "Measure 100 mazes");
    char label[96];
    bool running = m->phase == MEASURE_RUNNING;
    if (running)
        snprintf(label, sizeof label, "Stop measuring%s", BIAS_PANEL_MEASURE);
    else
        snprintf(label, sizeof label, "Measure %s at %dx%d%s",
                 maze_of(app)->bias->panes > 1 ? "these" : "all", set->w, set->h, BIAS_PANEL_MEASURE);
    bool too_big = !running && (long)set->w * set->h > BIAS_MEASURE_MAX_CELLS;
    if (ui_button(ui, label, too_big))
        app_post(app, MAZE_MEASURE, 0);
    if (too_big) {
        char why[128];
        snprintf(why, sizeof why, "Up to %d cells a maze here; bigger: mazelab stats --size %dx%d",
                 BIAS_MEASURE_MAX_CELLS, set->w, set->h);
        ui_text(ui, UI_FONT_SMALL, ui_theme.muted, why);
    }
    if (running) {
        char text[64];
        snprintf(text, sizeof text, "%.0f%%", 100 * bias_measure_progress(m));
        ui_progress(ui, bias_measure_progress(m), text);
    } else if (m->phase == MEASURE_DONE) {
        bias_panel_chart(ui, app);
    }
}

void bias_panel_run(Ui *ui, App *app)
{
    bias_panel_overlays(ui, app);
    bias_panel_compare(ui, app);
    bias_panel_stats(ui, app);
    bias_panel_measure(ui, app);
}

/* ---- the chart ---------------------------------------------------------- */

static UiColor bias_panel_color(PalSlot s)
{
    PalColor c = palette_color(s);
    return (UiColor){ c.r, c.g, c.b, 255 };
}

/* One bar from x0 for share `mean` with a whisker of +- sd, pixels per
 * share unit `scale`. */
static void bias_panel_bar(Ui *ui, int x0, int y, int h, double scale, double mean, double sd,
                           UiColor c)
{
    ui_draw_rect(ui, (UiRect){ x0, y, (int)(mean * scale + 0.5), h }, c);
    int lo = x0 + (int)((mean - sd) * scale), hi = x0 + (int)((mean + sd) * scale + 0.5);
    int line = ui_px(ui, 1) > 0 ? ui_px(ui, 1) : 1;
    ui_draw_rect(ui, (UiRect){ lo, y + h / 2, hi - lo + line, line }, ui_theme.text);
    ui_draw_rect(ui, (UiRect){ lo, y, line, h }, ui_theme.text);
    ui_draw_rect(ui, (UiRect){ hi, y, line, h }, ui_theme.text);
}

/* A legend swatch and its label at (x, y); returns the x after it. */
static int bias_panel_key(Ui *ui, int x, int y, PalSlot s, const char *text)
{
    int lh = ui->line_h[UI_FONT_SMALL], sw = lh - ui_px(ui, 6);
    ui_draw_rect(ui, (UiRect){ x, y + (lh - sw) / 2, sw, sw }, bias_panel_color(s));
    x += sw + ui_px(ui, 5);
    ui_draw_text(ui, UI_FONT_SMALL, x, y, ui_theme.text, text);
    return x + ui->text_width(ui->text_ctx, UI_FONT_SMALL, text) + ui_px(ui, 12);
}

void bias_panel_chart(Ui *ui, const App *app)
{
    const BiasMeasure *m = &maze_of(app)->bias->measure;
    int lh = ui->line_h[UI_FONT_SMALL];
    double top = 0;
    for (int k = 0; k < m->count; k++) {
        double d = stats_batch_mean(&m->batch[k], STATS_DEAD_END) + stats_batch_sd(&m->batch[k], STATS_DEAD_END);
        double s = stats_batch_mean(&m->batch[k], STATS_SOLUTION) + stats_batch_sd(&m->batch[k], STATS_SOLUTION);
        top = d > top ? d : top;
        top = s > top ? s : top;
    }
    int top_pct = ((int)(top * 100) / 10 + 1) * 10;     /* axis end, whole tens */
    char text[128];
    snprintf(text, sizeof text, "Mean \xc2\xb1 sd of %d mazes of %dx%d, seeds %llu-%llu", m->runs, m->w, m->h,
             (unsigned long long)m->seed, (unsigned long long)(m->seed + (uint64_t)m->runs - 1));
    ui_text(ui, UI_FONT_SMALL, ui_theme.muted, text);
    UiRect keys = ui_next(ui, lh);
    int x = bias_panel_key(ui, keys.x, keys.y, PAL_DEAD_END, "dead ends");
    bias_panel_key(ui, x, keys.y, PAL_SHORTEST, "solution (of all cells)");

    int row_h = lh + ui_px(ui, 6), bar_h = (row_h - ui_px(ui, 3)) / 2;
    UiRect box = ui_next(ui, m->count * row_h + lh + ui_px(ui, 4));
    int label_w = box.w * 2 / 5, plot_x = box.x + label_w, plot_w = box.w - label_w - ui_px(ui, 8);
    double scale = plot_w / (top_pct / 100.0);
    for (int t = 0; t <= top_pct; t += 10) {       /* grid lines and ticks */
        int gx = plot_x + (int)(t / 100.0 * scale);
        ui_draw_rect(ui, (UiRect){ gx, box.y, 1, m->count * row_h }, ui_theme.track);
        if (t % 20 == 0 || top_pct <= 40) {
            snprintf(text, sizeof text, "%d%%", t);
            int tw = ui->text_width(ui->text_ctx, UI_FONT_SMALL, text);
            int lx = gx - tw / 2;       /* centred on its line, inside the box */
            lx = lx + tw > box.x + box.w ? box.x + box.w - tw : lx;
            ui_draw_text(ui, UI_FONT_SMALL, lx, box.y + m->count * row_h + ui_px(ui, 2), ui_theme.muted, text);
        }
    }
    for (int k = 0; k < m->count; k++) {
        const GenAlgo *a = gen_algos[m->algo[k]];
        int y = box.y + k * row_h;
        if (m->variant[k] > 0)
            snprintf(text, sizeof text, "%s (%s)", a->short_name, a->variants[m->variant[k]].id);
        else
            snprintf(text, sizeof text, "%s", a->short_name);
        if (ui->text_width(ui->text_ctx, UI_FONT_SMALL, text) > label_w - ui_px(ui, 4))
            algo_label(a, m->variant[k], text, sizeof text);     /* the shorter id */
        ui_draw_text(ui, UI_FONT_SMALL, box.x, y + (row_h - lh) / 2, ui_theme.text, text);
        const StatsBatch *b = &m->batch[k];
        bias_panel_bar(ui, plot_x, y + ui_px(ui, 2), bar_h, scale, stats_batch_mean(b, STATS_DEAD_END),
                       stats_batch_sd(b, STATS_DEAD_END), bias_panel_color(PAL_DEAD_END));
        bias_panel_bar(ui, plot_x, y + ui_px(ui, 2) + bar_h, bar_h, scale, stats_batch_mean(b, STATS_SOLUTION),
                       stats_batch_sd(b, STATS_SOLUTION), bias_panel_color(PAL_SHORTEST));
    }
}
