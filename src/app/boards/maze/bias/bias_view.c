/* bias_view.c - overlays' look, compare panes, heat legend. */
#include "boards/maze/bias/bias_view.h"

#include <stdio.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/bias/bias_race.h"
#include "boards/maze/bias/bias_strip.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_hidden.h"
#include "boards/maze/maze_teach.h"

/* Repainting per frame, about, shared by the panes (the first's included):
 * while they run (beside the generators' own budget), and once they are
 * done or paused (a 4000x4000 pane's whole repaint spreads over frames).
 * Each pane having its own budget, four panes repainted up to 17 ms a
 * frame: more than a 60 fps frame on their own. */
#define BIAS_VIEW_PAINT_MS 4.0
#define BIAS_VIEW_IDLE_MS 8.0
#define BIAS_VIEW_COUNT_TEMPLATE "00000000 moves, first"   /* the widest brief count */
/* A sentence of a usual length, to tell whether a pane has room for its own. */
#define BIAS_VIEW_SENTENCE_TEMPLATE "Carve east from (12,14) into (13,14): 3 unvisited neighbours, one picked"

void bias_view_free(BiasView *bv)
{
    for (int k = 0; k < MAZE_MAX_PANES; k++) {
        maze_view_free(bv->maze[k]);
        bv->maze[k] = NULL;
    }
}

void bias_view_look(const App *app, int k, MazeLook *look)
{
    const BiasPane *p = &maze_of(app)->bias->pane[k];
    bool done = run_done(p->run);
    look->dead_ends = maze_set(app)->show_dead_ends && done;
    /* The heat map's light colours cannot stand 3:1 beside the trail's
     * (palette.h): it gives way while the solver's trail is shown. */
    look->dist = maze_set(app)->show_heat && !look->trail ? p->dist : NULL;
    look->dist_max = bias_heat_max(app);
}

/* The name button's caption for pane letter c showing name, widget id k:
 * a list opens under it. */
static void bias_view_name_label(int c, const char *name, int k, char *buf, size_t cap)
{
    snprintf(buf, cap, "%c  %s  \xe2\x96\xbe##pane:%d", c, name, k);
}

/* Width of a name button for the caption's shown part. */
static int bias_view_button_width(const Ui *ui, const char *label)
{
    char shown[160];
    return ui->text_width(ui->text_ctx, UI_FONT_BODY, ui_shown(label, shown, sizeof shown)) + ui_px(ui, 18);
}

/* The widest name button any pane can have (every algorithm, every
 * variant), so the panes' layout never changes with their algorithms. */
static int bias_view_widest_name(const Ui *ui)
{
    int most = 0;
    for (size_t a = 0; a < gen_algo_count; a++)
        for (int v = 0; v < (gen_algos[a]->variant_count > 1 ? gen_algos[a]->variant_count : 1); v++) {
            char name[96], label[160];
            bias_algo_name((int)a, v, name, sizeof name);
            bias_view_name_label('D', name, 3, label, sizeof label);
            int w = bias_view_button_width(ui, label);
            most = w > most ? w : most;
        }
    return most;
}

/* True when a pane pw wide cannot hold the widest name and the brief count
 * (8 digits: a 4000x4000 run's) on one line: the count gets a line of its own. */
static bool bias_view_count_below(const Ui *ui, int pw)
{
    int count = ui->text_width(ui->text_ctx, UI_FONT_SMALL, BIAS_VIEW_COUNT_TEMPLATE);
    return bias_view_widest_name(ui) + ui_px(ui, 10) + count > pw;
}

/* The strip under the panes: the slider row, and the shared sentence's
 * lines when there is one. */
static int bias_view_strip_height(const Ui *ui, bool shared)
{
    int slider = ui->line_h[UI_FONT_BODY] + ui_px(ui, 14);
    return slider + ui_px(ui, 6) + (shared ? BIAS_VIEW_SENTENCE_LINES * ui->line_h[UI_FONT_SMALL] : 0);
}

/* True when a pane pw x ph has no room for a sentence of its own: two
 * small lines would take more than an eighth of its height, or a typical
 * sentence more than those two lines (projector mode's large text). */
static bool bias_view_shared_sentence(const Ui *ui, int pw, int ph)
{
    int lines = BIAS_VIEW_SENTENCE_LINES * ui->line_h[UI_FONT_SMALL];
    int typical = ui->text_width(ui->text_ctx, UI_FONT_SMALL, BIAS_VIEW_SENTENCE_TEMPLATE);
    return lines * 8 > ph || typical > BIAS_VIEW_SENTENCE_LINES * (pw - ui_px(ui, 8));
}

void bias_view_layout_all(const Ui *ui, UiRect area, int panes, BiasPaneRects out[MAZE_MAX_PANES],
                          BiasStripRects *strip)
{
    int rows = panes > 2 ? 2 : 1;
    int gap = ui_px(ui, 14);
    int pw = (area.w - gap) / 2;
    int ph = (area.h - bias_view_strip_height(ui, false) - gap * rows) / rows;
    bool shared = bias_view_shared_sentence(ui, pw, ph);
    int strip_h = bias_view_strip_height(ui, shared);
    ph = (area.h - strip_h - gap * rows) / rows;
    int name_h = ui->line_h[UI_FONT_BODY] + ui_px(ui, 8), count_h = ui->line_h[UI_FONT_SMALL] + ui_px(ui, 2);
    bool below = bias_view_count_below(ui, pw);
    int label_h = name_h + (below ? count_h : 0);
    int stats_h = ui->line_h[UI_FONT_SMALL] + ui_px(ui, 4);
    int sentence_h = shared ? 0 : BIAS_VIEW_SENTENCE_LINES * ui->line_h[UI_FONT_SMALL];
    for (int k = 0; k < panes && k < MAZE_MAX_PANES; k++) {
        int x = area.x + (k % 2) * (pw + gap), y = area.y + (k / 2) * (ph + gap);
        out[k].label = (UiRect){ x, y, pw, label_h };
        out[k].count = below ? (UiRect){ x + ui_px(ui, 6), y + name_h, pw - ui_px(ui, 6), count_h }
                             : (UiRect){ x, y, pw, name_h };
        out[k].count_below = below;
        out[k].maze = (UiRect){ x, y + label_h + ui_px(ui, 4), pw,
                                ph - label_h - stats_h - sentence_h - ui_px(ui, 8) };
        out[k].sentence = (UiRect){ x, y + ph - stats_h - sentence_h, pw, sentence_h };
        out[k].stats = (UiRect){ x, y + ph - stats_h, pw, stats_h };
    }
    if (strip) {
        int top = area.y + area.h - strip_h;
        int slider_h = ui->line_h[UI_FONT_BODY] + ui_px(ui, 14);
        strip->slider = (UiRect){ area.x, top + ui_px(ui, 6), area.w, slider_h };
        strip->sentence = (UiRect){ area.x, top + ui_px(ui, 6) + slider_h, area.w, strip_h - slider_h - ui_px(ui, 6) };
    }
}

void bias_view_layout(const Ui *ui, UiRect area, int panes, BiasPaneRects out[MAZE_MAX_PANES])
{
    bias_view_layout_all(ui, area, panes, out, NULL);
}

/* The panes' linked zoom: one Zoom placed in the rectangle of the pane
 * under the pointer (pane A's when none), so the wheel zooms at the
 * pointer and a drag pans from whichever pane it is over; every pane's
 * rectangle is the same size, so each pane's place is that one moved to
 * its rectangle (the same scale, the same region). Fills bv->place. */
static void bias_view_zoom(BiasView *bv, Ui *ui, App *app, const MazeView *mv,
                           const BiasPaneRects rects[], int panes)
{
    int bw, bh, hot = 0;
    maze_view_blocks(mv, &bw, &bh);
    for (int k = 0; k < panes; k++)
        if (ui_inside(rects[k].maze, ui->in.mx, ui->in.my))
            hot = k;
    board_panel_zoom_fit(&bv->zoom, ui, app, rects[1].maze);     /* B: top right */
    ZoomPlace p = zoom_frame(&bv->zoom.zoom, ui, rects[hot].maze, bw, bh, maze_view_limits(), false);
    for (int k = 0; k < panes; k++) {
        bv->place[k] = p;
        bv->place[k].area = rects[k].maze;
        bv->place[k].x += rects[k].maze.x - p.area.x;
        bv->place[k].y += rects[k].maze.y - p.area.y;
    }
}

ZoomPlace bias_view_pane_place(const BiasView *bv, int k)
{
    return bv->place[k];
}

/* Brings pane k's (>= 1) texture in step with its run. */
static void bias_view_sync(BiasView *bv, SDL_Renderer *r, App *app, int k, bool repaint)
{
    BiasPane *p = &maze_of(app)->bias->pane[k];
    const Grid *g = &p->run->grid;
    if (!maze_view_fits_grid(bv->maze[k], g) || bv->generation != maze_of(app)->generation) {
        maze_view_free(bv->maze[k]);
        bv->maze[k] = maze_view_new_for(r, g);
    }
    if (bv->maze[k]) {
        MazeLook look = { .grid = g };
        maze_look_solver(&look, p->solve);     /* the race's trail, as pane 0's */
        bias_view_look(app, k, &look);
        if (repaint)
            maze_view_invalidate(bv->maze[k]);     /* each tile's slots follow */
        /* Within a small budget a frame (larger once nothing else runs),
         * exact only for a picture to be saved. */
        maze_view_update(bv->maze[k], &look, &p->dirty, app->want_shot ? 0 : bias_view_paint_ms(app, k));
    }
    dirty_clear(&p->dirty);
}

double bias_view_paint_ms(const App *app, int k)
{
    const MazeState *maze = maze_of(app);
    bool idle = run_done(maze->bias->pane[k].run) || maze->paused;
    return (idle ? BIAS_VIEW_IDLE_MS : BIAS_VIEW_PAINT_MS) / maze->bias->panes;
}

bool bias_view_pending(const BiasView *bv)
{
    for (int k = 1; k < MAZE_MAX_PANES; k++)
        if (bv->maze[k] && maze_view_pending(bv->maze[k]))
            return true;
    return false;
}

PalSet bias_view_draw_panes(BiasView *bv, SDL_Renderer *r, App *app, MazeView *main,
                            UiRect area, Ui *ui)
{
    BiasPaneRects rects[MAZE_MAX_PANES];
    int panes = maze_of(app)->bias->panes;
    bias_view_layout(ui, area, panes, rects);
    bias_view_zoom(bv, ui, app, main, rects, panes);
    bool repaint = bv->look_version != maze_of(app)->look_version;
    PalSet seen = 0;
    for (int k = 0; k < panes; k++) {
        MazeView *mv = main;
        if (k > 0) {
            bias_view_sync(bv, r, app, k, repaint);
            mv = bv->maze[k];
        }
        if (!mv)
            continue;
        const ZoomPlace *box = &bv->place[k];
        maze_view_draw(mv, r, box);
        seen |= maze_view_slots_seen(mv);
        const BiasPane *p = &maze_of(app)->bias->pane[k];
        if (maze_set(app)->show_shortest && p->path) {
            maze_view_draw_path(mv, r, box, p->path, p->path_len);
            seen |= 1u << PAL_SHORTEST;
        }
        /* What its sentence names, as in a single maze; a race's trails
         * are not the generator's steps. */
        const StepReport *rep = maze_teach_pane_report(app, k);
        if (rep && !bias_race_run(app, k) && maze_hidden_draw_focus(r, box, p->run, rep))
            seen |= 1u << PAL_FOCUS;
    }
    bv->generation = maze_of(app)->generation;
    bv->look_version = maze_of(app)->look_version;
    return seen;
}

void bias_view_pane_label(const App *app, int k, char *buf, size_t cap)
{
    char name[96];
    bias_pane_name(app, k, name, sizeof name);
    bias_view_name_label('A' + k, name, k, buf, cap);
}

/* Draws the first of the texts that fits width w at (x, y); none if none do. */
static void bias_view_fitted(Ui *ui, int x, int y, int w, UiColor c, const char *const texts[], int count)
{
    for (int k = 0; k < count; k++)
        if (ui->text_width(ui->text_ctx, UI_FONT_SMALL, texts[k]) <= w) {
            ui_draw_text(ui, UI_FONT_SMALL, x, y, c, texts[k]);
            return;
        }
}

void bias_view_pane_ui(Ui *ui, App *app, UiRect area)
{
    BiasPaneRects rects[MAZE_MAX_PANES];
    int panes = maze_of(app)->bias->panes;
    bias_view_layout(ui, area, panes, rects);
    for (int k = 0; k < panes; k++) {
        const BiasPane *p = &maze_of(app)->bias->pane[k];
        char label[160], full[96], mid[96], brief[64];
        UiRect lab = rects[k].label, at = rects[k].count;
        bias_view_pane_label(app, k, label, sizeof label);
        int bw = bias_view_button_width(ui, label);
        int a, v;
        bias_pane_algo(app, k, &a, &v);
        /* A narrow pane: the name without its variant, else the letter
         * alone (the status line and the Bias tab name every pane). */
        const char *const shorter[] = { gen_algos[a]->short_name, "" };
        for (int n = 0; n < 2 && bw > lab.w; n++) {
            bias_view_name_label('A' + k, shorter[n], k, label, sizeof label);
            bw = bias_view_button_width(ui, label);
        }
        int name_h = ui->line_h[UI_FONT_BODY] + ui_px(ui, 8);
        ui_layout(ui, (UiRect){ lab.x, lab.y, bw < lab.w ? bw : lab.w, name_h });
        if (ui_selectable(ui, label, maze_of(app)->pane_menu == k + 1))
            app_post(app, MAZE_PANE_MENU, k);
        snprintf(full, sizeof full, "%s, %llu steps", run_done(p->run) ? "done" : run_phase(p->run),
                 (unsigned long long)p->run->steps);
        snprintf(mid, sizeof mid, "%llu steps", (unsigned long long)p->run->steps);
        if (bias_race_pane_text(app, k, false, full, sizeof full))   /* racing: its moves */
            bias_race_pane_text(app, k, true, mid, sizeof mid);
        const char *const steps[] = { full, mid };
        /* Beside the name, right-aligned, or on its own line under it. */
        int room = rects[k].count_below ? at.w : lab.w - bw - ui_px(ui, 10), ty = at.y + (at.h - ui->line_h[UI_FONT_SMALL]) / 2;
        int fw = ui->text_width(ui->text_ctx, UI_FONT_SMALL, full) <= room ? ui->text_width(ui->text_ctx, UI_FONT_SMALL, full)
                                                                           : ui->text_width(ui->text_ctx, UI_FONT_SMALL, mid);
        bias_view_fitted(ui, rects[k].count_below ? at.x : at.x + at.w - fw, ty, room, ui_theme.muted, steps, 2);
        bias_strip_sentence(ui, app, k, rects[k].sentence);
        if (!p->has_stats)
            continue;
        /* An unfinished maze's figures say what it is so far (a half-made
         * Kruskal's is all dead ends): marked, and the path figures, which
         * need the whole maze, left out. */
        const MazeStats *st = &p->stats;
        if (run_done(p->run)) {
            snprintf(full, sizeof full, "dead ends %.1f%%    solution %.1f%%    longest path %u",
                     100.0 * st->dead_end_share, 100.0 * st->solution_share, st->longest_path);
            snprintf(mid, sizeof mid, "dead ends %.1f%%  solution %.1f%%  longest %u",
                     100.0 * st->dead_end_share, 100.0 * st->solution_share, st->longest_path);
            snprintf(brief, sizeof brief, "dead ends %.1f%%  solution %.1f%%", 100.0 * st->dead_end_share,
                     100.0 * st->solution_share);
        } else {
            snprintf(full, sizeof full, "so far: dead ends %.1f%%, junctions %.1f%%", 100.0 * st->dead_end_share,
                     100.0 * (st->junction3_share + st->junction4_share));
            snprintf(mid, sizeof mid, "so far: dead ends %.1f%%", 100.0 * st->dead_end_share);
            snprintf(brief, sizeof brief, "so far");
        }
        const char *const lines[] = { full, mid, brief };
        bias_view_fitted(ui, rects[k].stats.x, rects[k].stats.y + ui_px(ui, 2), rects[k].stats.w, ui_theme.text,
                         lines, 3);
    }
}

static UiColor bias_view_color(PalColor c)
{
    return (UiColor){ c.r, c.g, c.b, 255 };
}

void bias_view_heat_legend(Ui *ui, const App *app, UiRect bar)
{
    uint32_t max = bias_heat_max(app);
    if (!maze_set(app)->show_heat || max == 0)
        return;
    UiFont f = board_panel_bar_font(app);
    int lh = ui->line_h[f];
    int pad = ui_px(ui, 10), y = bar.y + ui_px(ui, 6);
    int steps = 48, sw = ui_px(ui, 3), gw = steps * sw;
    char hi[32];
    snprintf(hi, sizeof hi, "%u", max);
    const char *title = "moves from the entrance:";
    int title_w = ui->text_width(ui->text_ctx, f, title);
    int x = bar.x + bar.w - pad - ui->text_width(ui->text_ctx, f, hi);
    ui_draw_text(ui, f, x, y, ui_theme.text, hi);
    x -= ui_px(ui, 6) + gw;
    for (int k = 0; k < steps; k++)
        ui_draw_rect(ui, (UiRect){ x + k * sw, y + ui_px(ui, 2), sw, lh - ui_px(ui, 4) },
                     bias_view_color(palette_heat((double)k / (steps - 1))));
    x -= ui_px(ui, 6) + ui->text_width(ui->text_ctx, f, "0");
    ui_draw_text(ui, f, x, y, ui_theme.text, "0");
    x -= ui_px(ui, 8) + title_w;
    if (x > bar.x + bar.w / 2)      /* leave the left half to the slot legend */
        ui_draw_text(ui, f, x, y, ui_theme.text, title);
}
