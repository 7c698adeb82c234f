/* maze_record_slide.c - what a recording's slides say (see maze_record_slide.h). */
#include "boards/maze/maze_record_slide.h"

#include <stdio.h>
#include <string.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/bias/bias_race.h"
#include "boards/maze/maze_teach.h"
#include "maze/fonts.h"
#include "maze/sentence.h"

/* "Wilson's algorithm, 30x20, seed 1"; compare panes: "Wilson's vs
 * Backtracker, 30x20, seed 1". */
static void maze_record_title(const App *app, char *buf, size_t cap)
{
    const MazeState *maze = maze_of(app);
    char names[160] = "";
    if (maze->bias->panes == 1) {
        const GenAlgo *a = maze_algo(app);
        bool named = a->variant_count > 1;
        snprintf(names, sizeof names, "%s%s%s%s", a->name, named ? " (" : "",
                 named ? a->variants[maze_set(app)->variant].name : "", named ? ")" : "");
    }
    for (int k = 0; maze->bias->panes > 1 && k < maze->bias->panes; k++) {
        char one[96];
        size_t len = strlen(names);
        bias_pane_name(app, k, one, sizeof one);
        snprintf(names + len, sizeof names - len, "%s%s", k ? " vs " : "", one);
    }
    snprintf(buf, cap, "%s, %dx%d, seed %llu", names, maze->run->grid.w, maze->run->grid.h,
             (unsigned long long)maze->seed);
}

bool maze_record_slide(App *app, MazeRecordSlide *s)
{
    const MazeExportChoice *c = &maze_set(app)->out;
    if (c->slide_w == 0)
        return false;
    if (!fonts_find(MAZE_FONT_REGULAR, s->font, sizeof s->font) ||
        !fonts_find(MAZE_FONT_BOLD, s->bold_font, sizeof s->bold_font)) {
        app_status(app, "Recording without slides: the bundled font is missing");
        return false;
    }
    maze_record_title(app, s->title, sizeof s->title);
    s->slide = (RecordSlide){ c->slide_w, s->title, s->font, s->bold_font, c->slide_pngs };
    return true;
}

void maze_record_caption(const App *app, bool solver, uint64_t total, bool answer, char *counter,
                         size_t counter_cap, char *sentence, size_t sentence_cap)
{
    const MazeState *maze = maze_of(app);
    sentence[0] = '\0';
    if (answer) {
        snprintf(counter, counter_cap, "the answer");
        return;
    }
    if (solver)
        snprintf(counter, counter_cap, "%s: move %llu", maze->solve ? maze->solve->algo->short_name : "solver",
                 (unsigned long long)bias_race_moves(app));
    else if (total)
        snprintf(counter, counter_cap, "step %llu of %llu", (unsigned long long)maze->run->steps,
                 (unsigned long long)total);
    else
        snprintf(counter, counter_cap, "step %llu", (unsigned long long)maze->run->steps);
    TeachShow show;
    if (maze_teach_shown(app, &show) && show.tl && show.report && show.report->kind != STEP_KIND_NONE &&
        show.code.count > 0)
        teach_show_sentence(&show, sentence, sentence_cap);
}
