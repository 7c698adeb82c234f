/* rules.c - which boards and mine counts are allowed, why not, and the
 * standard presets. */
#include "maze/mines.h"

#include <stdio.h>
#include <string.h>

const MinesPreset mines_presets[] = {
    { "beginner", "Beginner", 9, 9, 10 },
    { "intermediate", "Intermediate", 16, 16, 40 },
    { "expert", "Expert", 30, 16, 99 },
};
const size_t mines_preset_count = sizeof mines_presets / sizeof mines_presets[0];

const MinesPreset *mines_find_preset(const char *id)
{
    for (size_t k = 0; k < mines_preset_count; k++)
        if (strcmp(mines_presets[k].id, id) == 0)
            return &mines_presets[k];
    return NULL;
}

static bool mines_side_ok(long side) { return side >= 1 && side <= MINES_MAX_SIDE; }

long mines_max_count(int w, int h)
{
    return (long)w * h - MINES_SAFE_MAX;
}

MazeStatus mines_check(long w, long h, long mines)
{
    if (!mines_side_ok(w) || !mines_side_ok(h))
        return MAZE_ERR_SIZE;
    if (mines < 1 || mines > mines_max_count((int)w, (int)h))
        return MAZE_ERR_ARG;
    return MAZE_OK;
}

int mines_explain(char *buf, size_t size, long w, long h, long mines)
{
    if (!mines_side_ok(w) || !mines_side_ok(h))
        return snprintf(buf, size, "board %ldx%ld out of range: width and height must be 1 to %d",
                        w, h, MINES_MAX_SIDE);
    long max = mines_max_count((int)w, (int)h);
    if (max < 1)
        return snprintf(buf, size, "board %ldx%ld has %ld cells, too few for any mine: the "
                        "first click keeps up to %d cells safe, so a board needs at least %d",
                        w, h, w * h, MINES_SAFE_MAX, MINES_SAFE_MAX + 1);
    if (mines < 1 || mines > max)
        return snprintf(buf, size, "mine count %ld out of range for %ldx%ld: must be 1 to %ld "
                        "(cells - %d: the first click and its neighbours stay safe)",
                        mines, w, h, max, MINES_SAFE_MAX);
    return snprintf(buf, size, "ok");
}
