/* teach_show.c - stepping a watched run through its timeline, and the
 * timeline controls shared by the boards. SDL-free. */
#include "boards/teach/teach_show.h"

#include <stdio.h>

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

bool teach_control(Timeline *tl, int kind, long arg, char *msg, size_t cap)
{
    uint64_t pos = timeline_pos(tl), end = 0;
    MazeStatus st = MAZE_OK;
    switch (kind) {
    case BOARD_STEP_BACK:
        if (pos == 0) {
            snprintf(msg, cap, "At the start: nothing to step back to");
            return false;
        }
        st = timeline_seek(tl, pos - 1);
        break;
    case BOARD_TO_START:
        st = timeline_seek(tl, 0);
        break;
    case BOARD_TO_END:
        st = timeline_explore(tl);
        if (st == MAZE_OK && timeline_end(tl, &end))
            st = timeline_seek(tl, end);
        break;
    case BOARD_SEEK: {
        uint64_t k = arg < 0 ? 0 : (uint64_t)arg;
        uint64_t top = timeline_end(tl, &end) ? end : timeline_reached(tl);
        st = timeline_seek(tl, k > top ? top : k);
        break;
    }
    default:
        return false;
    }
    if (st != MAZE_OK) {
        snprintf(msg, cap, "Cannot go there: %s", maze_strerror(st));
        return false;
    }
    if (timeline_end(tl, &end))
        snprintf(msg, cap, "Step %llu of %llu (Left: back, Right: forward, Home / End)",
                 (unsigned long long)timeline_pos(tl), (unsigned long long)end);
    else
        snprintf(msg, cap, "Step %llu of %llu reached (Left: back, Right: forward, End: the end)",
                 (unsigned long long)timeline_pos(tl), (unsigned long long)timeline_reached(tl));
    return true;
}
