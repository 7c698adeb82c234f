/* bias_strip.c - compare mode's timeline strip, pane sentences and
 * algorithm list (see bias_strip.h). */
#include "boards/maze/bias/bias_strip.h"

#include <stdio.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_teach.h"
#include "boards/teach/teach_view.h"
#include "maze/sentence.h"

enum { BIAS_STRIP_CHOICES = 64 };   /* the list's entries at most */

void bias_strip_pick_label(int algo, int variant, char *buf, size_t cap)
{
    const GenAlgo *a = gen_algos[algo];
    char name[96];
    bias_algo_name(algo, variant, name, sizeof name);
    if (a->variant_count > 1)
        snprintf(buf, cap, "%s##pick:%s:%s", name, a->id, a->variants[variant].id);
    else
        snprintf(buf, cap, "%s##pick:%s", name, a->id);
}

/* Pane k's sentence into buf ("" when it has none to tell). */
static void bias_strip_text(const App *app, int k, char *buf, size_t cap)
{
    const StepReport *r = maze_teach_pane_report(app, k);
    const GenRun *run = maze_of(app)->bias->pane[k].run;
    buf[0] = '\0';
    if (r && r->kind != STEP_KIND_NONE)
        run_explain(run, r, buf, cap, NULL);
}

void bias_strip_sentence(Ui *ui, const App *app, int k, UiRect r)
{
    char text[256];
    bias_strip_text(app, k, text, sizeof text);
    if (text[0] && r.h > 0)
        ui_text_box(ui, UI_FONT_SMALL, ui_theme.text, r, text);
}

void bias_strip_draw(Ui *ui, App *app, UiRect area)
{
    BiasPaneRects rects[MAZE_MAX_PANES];
    BiasStripRects strip;
    int panes = maze_of(app)->bias->panes;
    bias_view_layout_all(ui, area, panes, rects, &strip);
    TeachSpan span;
    if (maze_teach_span(app, &span)) {
        teach_view_timeline(ui, app, strip.slider, &span, MAZE_PREV_EVENT, MAZE_NEXT_EVENT);
    } else {
        ui_layout(ui, strip.slider);
        ui_text(ui, UI_FONT_SMALL, ui_theme.muted,
                "No timeline: compare mode steps back on mazes up to 400x300 cells");
    }
    if (strip.sentence.h == 0)
        return;
    int hot = 0;        /* the pane under the pointer, A when none */
    for (int k = 0; k < panes; k++)
        if (ui_inside(rects[k].maze, ui->in.mx, ui->in.my) || ui_inside(rects[k].label, ui->in.mx, ui->in.my))
            hot = k;
    char text[256], line[272];
    bias_strip_text(app, hot, text, sizeof text);
    if (!text[0])
        return;
    snprintf(line, sizeof line, "%c: %s", 'A' + hot, text);
    ui_text_box(ui, UI_FONT_SMALL, ui_theme.text, strip.sentence, line);
}

/* The list's entries (every generator, every variant) and which one pane
 * k shows; returns how many, with the algorithm and variant of each. */
static int bias_strip_choices(const App *app, int k, char labels[][128], int *algo, int *variant,
                              int *selected)
{
    int a0, v0, n = 0;
    bias_pane_algo(app, k, &a0, &v0);
    *selected = -1;
    for (size_t a = 0; a < gen_algo_count; a++)
        for (int v = 0; v < algo_variant_total(gen_algos[a]) && n < BIAS_STRIP_CHOICES; v++, n++) {
            bias_strip_pick_label((int)a, v, labels[n], sizeof labels[n]);
            algo[n] = (int)a;
            variant[n] = v;
            if ((int)a == a0 && v == v0)
                *selected = n;
        }
    return n;
}

/* The open list placed under pane k's label inside area; false when none
 * is open. */
static bool bias_strip_menu(Ui *ui, const App *app, UiRect area, UiMenu *m, char labels[][128],
                            const char **ptrs, int *algo, int *variant, int *selected, int *pane)
{
    *pane = maze_of(app)->pane_menu - 1;
    if (*pane < 0 || *pane >= maze_of(app)->bias->panes)
        return false;
    BiasPaneRects rects[MAZE_MAX_PANES];
    bias_view_layout(ui, area, maze_of(app)->bias->panes, rects);
    int n = bias_strip_choices(app, *pane, labels, algo, variant, selected);
    for (int j = 0; j < n; j++)
        ptrs[j] = labels[j];
    *m = ui_menu_place(ui, rects[*pane].label, area, ptrs, n);
    return true;
}

void bias_strip_menu_input(Ui *ui, App *app, UiRect area)
{
    char labels[BIAS_STRIP_CHOICES][128];
    const char *ptrs[BIAS_STRIP_CHOICES];
    int algo[BIAS_STRIP_CHOICES], variant[BIAS_STRIP_CHOICES], selected, pane;
    UiMenu m;
    if (!bias_strip_menu(ui, app, area, &m, labels, ptrs, algo, variant, &selected, &pane))
        return;
    int hit = ui_menu_input(ui, &m);
    if (hit >= 0)
        app_post_action(app, (AppAction){ .board = app->queue.from, .kind = MAZE_PANE_SET, .arg = pane,
                                          .value = maze_pane_choice(algo[hit], variant[hit]) });
    else if (hit == UI_MENU_AWAY)
        app_post(app, MAZE_PANE_MENU, -1);
}

void bias_strip_menu_draw(Ui *ui, App *app, UiRect area)
{
    char labels[BIAS_STRIP_CHOICES][128];
    const char *ptrs[BIAS_STRIP_CHOICES];
    int algo[BIAS_STRIP_CHOICES], variant[BIAS_STRIP_CHOICES], selected, pane;
    UiMenu m;
    if (bias_strip_menu(ui, app, area, &m, labels, ptrs, algo, variant, &selected, &pane))
        ui_menu_draw(ui, &m, ptrs, selected);
}
