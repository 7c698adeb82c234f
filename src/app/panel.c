/* panel.c - the side panel: algorithm, size, seed, speed, run controls. */
#include "panel.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void panel_algo_label(const GenAlgo *algo, char *buf, size_t cap)
{
    snprintf(buf, cap, "%s##algo:%s", algo->name, algo->id);
}

/* The algorithm grid: two columns; a name too wide for its column shows
 * its id instead. */
static void panel_algorithms(Ui *ui, App *app)
{
    ui_heading(ui, "Algorithm");
    int colw = (ui->area.w - ui_px(ui, 6)) / 2 - ui_px(ui, 16);
    for (size_t k = 0; k < gen_algo_count; k++) {
        const GenAlgo *a = gen_algos[k];
        char label[160];
        if (ui->text_width(ui->text_ctx, UI_FONT_BODY, a->name) <= colw)
            panel_algo_label(a, label, sizeof label);
        else
            snprintf(label, sizeof label, "%s##algo:%s", a->id, a->id);
        if (k % 2 == 0)
            ui_row(ui, 2);
        if (ui_selectable(ui, label, (int)k == app->set.algo))
            app_do(app, APP_SELECT_ALGO, (long)k);
    }
    if (ui->row_cols)           /* an odd count leaves half a row open */
        ui_next(ui, 0);
    const GenAlgo *cur = app_algo(app);
    ui_space(ui, 2);
    ui_text(ui, UI_FONT_BOLD, ui_theme.text, cur->name);
    ui_text(ui, UI_FONT_SMALL, ui_theme.muted, cur->blurb);
    if (cur->variant_count > 1) {
        ui_row(ui, cur->variant_count < 3 ? cur->variant_count : 3);
        for (int v = 0; v < cur->variant_count; v++) {
            char label[160];
            snprintf(label, sizeof label, "%s##variant:%s", cur->variants[v].name, cur->variants[v].id);
            if (ui_selectable(ui, label, v == app->set.variant))
                app_do(app, APP_SELECT_VARIANT, v);
            if (ui->row_cols == 0 && v + 1 < cur->variant_count)
                ui_row(ui, cur->variant_count - v - 1 < 3 ? cur->variant_count - v - 1 : 3);
        }
    }
}

/* A whole-number slider; applies `kind` with the new value when it moves. */
static void panel_int_slider(Ui *ui, App *app, const char *label, int value, int lo, int hi,
                             AppActionKind kind)
{
    char text[16];
    double v = value;
    snprintf(text, sizeof text, "%d", value);
    if (ui_slider(ui, label, &v, lo, hi, 1, text) && (int)lround(v) != value)
        app_do(app, kind, lround(v));
}

static void panel_size(Ui *ui, App *app)
{
    ui_heading(ui, "Size");
    panel_int_slider(ui, app, PANEL_WIDTH_SLIDER, app->set.w, APP_MIN_SIDE, APP_PANEL_MAX_W, APP_SET_WIDTH);
    panel_int_slider(ui, app, PANEL_HEIGHT_SLIDER, app->set.h, APP_MIN_SIDE, APP_PANEL_MAX_H, APP_SET_HEIGHT);
    ui_row(ui, app_size_preset_count);
    for (int k = 0; k < app_size_preset_count; k++) {
        const AppSizePreset *s = &app_size_presets[k];
        char label[64];
        snprintf(label, sizeof label, "%s##preset", s->name);
        if (ui_selectable(ui, label, app->set.w == s->w && app->set.h == s->h))
            app_do(app, APP_SIZE_PRESET, k);
    }
}

static void panel_seed(Panel *p, Ui *ui, App *app)
{
    if (ui->focus != ui_id(PANEL_SEED_FIELD) &&
        (p->seed_shown != app->set.seed || p->generation_shown != app->generation ||
         !p->seed_text[0])) {
        snprintf(p->seed_text, sizeof p->seed_text, "%" PRIu64, app->set.seed);
        p->seed_shown = app->set.seed;
        p->generation_shown = app->generation;
    }
    ui_row(ui, 2);
    if (ui_field(ui, PANEL_SEED_FIELD, p->seed_text, sizeof p->seed_text, "0123456789")) {
        char *end;
        unsigned long long v = strtoull(p->seed_text, &end, 10);
        if (p->seed_text[0] && !*end) {
            app->set.seed = (uint64_t)v;
            app_do(app, APP_GENERATE, 0);
        }
        p->seed_text[0] = '\0';
    }
    if (ui_button(ui, "New seed", false))
        app_do(app, APP_NEW_SEED, 0);
}

static void panel_run_controls(Ui *ui, App *app)
{
    char text[32];
    app_speed_text(app->set.speed, text, sizeof text);
    double v = app->set.speed;
    if (ui_slider(ui, PANEL_SPEED, &v, 0, 1, APP_SPEED_NOTCH, text))
        app->set.speed = v;
    bool done = gen_done(app->run);
    ui_row(ui, 4);
    if (ui_button(ui, PANEL_GENERATE, false))
        app_do(app, APP_GENERATE, 0);
    if (ui_button(ui, app->paused ? "Resume##run" : "Pause##run", done))
        app_do(app, APP_PAUSE_TOGGLE, 0);
    if (ui_button(ui, PANEL_STEP, done))
        app_do(app, APP_STEP, 0);
    if (ui_button(ui, "Finish##gen", done))
        app_do(app, APP_FINISH, 0);
    snprintf(text, sizeof text, "%llu", (unsigned long long)app->run->steps);
    ui_row(ui, 2);
    ui_pair(ui, "Steps", text);
    ui_pair(ui, "Phase", done ? "done" : gen_phase(app->run));
}

void panel_run(Panel *p, Ui *ui, App *app, UiRect area)
{
    ui_draw_rect(ui, area, ui_theme.panel);
    int pad = ui_px(ui, 14);
    ui_layout(ui, (UiRect){ area.x + pad, area.y + pad, area.w - 2 * pad, area.h - 2 * pad });
    panel_algorithms(ui, app);
    panel_size(ui, app);
    ui_heading(ui, "Seed and speed");
    panel_seed(p, ui, app);
    panel_run_controls(ui, app);
    ui_heading(ui, "Export");
    ui_row(ui, 2);
    if (ui_button(ui, "Screenshot", false))
        app_do(app, APP_SCREENSHOT, 0);
    if (ui_button(ui, "Help (H)", false))
        app_do(app, APP_HELP_TOGGLE, 0);
}
