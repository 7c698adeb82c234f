/* teach_show.c - stepping a watched run through its timeline, and the
 * timeline controls shared by the boards. SDL-free. */
#include "boards/teach/teach_show.h"

#include <stdio.h>

#include "maze/sentence.h"
#include "model/app_state.h"

size_t teach_step(Timeline *tl, void *run, void (*set_report)(void *run, StepReport *r),
                  StepReport *report, size_t n)
{
    if (n == 0)
        return 0;
    size_t did = 0;
    if (n > 1) {
        set_report(run, NULL);
        did = timeline_step(tl, n - 1);
        set_report(run, report);
        if (did == 0)
            return 0;
        if (did < n - 1 || timeline_step(tl, 1) == 0) {
            /* The run ended unwatched: redo its last step watched, so the
             * report is that step's (a replay from the last checkpoint). */
            uint64_t pos = timeline_pos(tl);
            if (timeline_seek(tl, pos - 1) == MAZE_OK)
                timeline_step(tl, 1);
            return did;
        }
        return did + 1;
    }
    return timeline_step(tl, 1);
}

TeachSpan teach_span(const Lockstep *g)
{
    TeachSpan s = { lockstep_pos(g), 0, false };
    s.known = lockstep_end(g, &s.top);
    if (!s.known)
        s.top = lockstep_reached(g);
    return s;
}

bool teach_control(Timeline *tl, int kind, long arg, char *msg, size_t cap)
{
    Lockstep one = { { tl }, 1 };
    return teach_group_control(&one, kind, arg, msg, cap);
}

bool teach_group_control(Lockstep *g, int kind, long arg, char *msg, size_t cap)
{
    TeachSpan at = teach_span(g);
    MazeStatus st = MAZE_OK;
    switch (kind) {
    case BOARD_STEP_BACK:
        if (at.pos == 0) {
            snprintf(msg, cap, "At the start: nothing to step back to");
            return false;
        }
        st = lockstep_seek(g, at.pos - 1);
        break;
    case BOARD_TO_START:
        st = lockstep_seek(g, 0);
        break;
    case BOARD_TO_END: {
        uint64_t end = 0;
        st = lockstep_explore(g);
        if (st == MAZE_OK && lockstep_end(g, &end))
            st = lockstep_seek(g, end);
        break;
    }
    case BOARD_SEEK: {
        uint64_t k = arg < 0 ? 0 : (uint64_t)arg;
        st = lockstep_seek(g, k > at.top ? at.top : k);
        break;
    }
    default:
        return false;
    }
    if (st != MAZE_OK) {
        snprintf(msg, cap, "Cannot go there: %s", maze_strerror(st));
        return false;
    }
    at = teach_span(g);
    if (at.known)
        snprintf(msg, cap, "Step %llu of %llu (Left: back, Right: forward, Home / End)",
                 (unsigned long long)at.pos, (unsigned long long)at.top);
    else
        snprintf(msg, cap, "Step %llu of %llu reached (Left: back, Right: forward, End: the end)",
                 (unsigned long long)at.pos, (unsigned long long)at.top);
    return true;
}

void teach_show_sentence(const TeachShow *show, char *buf, size_t cap)
{
    if (show->grid)
        sentence_write_on(show->kinds, show->report, show->grid, buf, cap, NULL);
    else
        sentence_write(show->kinds, show->report, show->grid_w, buf, cap, NULL);
}
