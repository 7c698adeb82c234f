/* run_picture.c - a run's maze at one step as labelled text (see
 * run_picture.h). */
#include "run_picture.h"

#include <string.h>

#include "maze/mem.h"
#include "maze/textio.h"

const char *run_picture_legend(const Run *run)
{
    if (run->algo->kind == ALGO_SOLVE)
        return "@ where the solver is, o on its path, . visited, : waiting to be looked at";
    return "@ where it works, + on its stack, list or run, : beside the maze, ^ > v < the walk, "
           "= a wall just added, . not in the maze yet";
}

/* The sign in cell i: what the run's trail (a solver's) or marks (a
 * generator's) say of it, ' ' for nothing to tell. */
static char run_picture_sign(const Run *run, uint32_t i)
{
    if (run->ctx.trail) {
        static const char trail[TRAIL_COUNT] = { ' ', ':', '.', 'o' };
        return i == run->ctx.current ? '@' : trail[run->ctx.trail[i] % TRAIL_COUNT];
    }
    static const char marks[MARK_COUNT] = {
        [MARK_BLANK] = '.', [MARK_DONE] = ' ', [MARK_CURRENT] = '@', [MARK_STACK] = '+',
        [MARK_FRONTIER] = ':', [MARK_WALK_N] = '^', [MARK_WALK_E] = '>', [MARK_WALK_S] = 'v',
        [MARK_WALK_W] = '<', [MARK_RUN] = '+', [MARK_WALL] = '=', [MARK_WALK_4] = '*',
        [MARK_WALK_5] = '*',
    };
    uint8_t m = run->ctx.grid->mark[i];
    return m < MARK_COUNT && marks[m] ? marks[m] : ' ';
}

MazeStatus run_picture_print(FILE *out, const Run *run)
{
    const Grid *g = run->ctx.grid;
    char *text;
    size_t len;
    MazeStatus st = text_to_string(g, TEXT_ASCII, &text, &len);
    if (st != MAZE_OK)
        return st;
    fputs("    ", out);
    for (int x = 0; x < g->w; x++)
        fprintf(out, x + 1 < g->w ? " %2d " : " %2d", x);
    fputc('\n', out);
    char *line = text;
    for (int k = 0; k <= 2 * g->h; k++) {
        char *end = strchr(line, '\n');
        if (k % 2 == 1) {
            uint32_t row = (uint32_t)(k / 2) * (uint32_t)g->w;
            for (int x = 0; x < g->w; x++)
                line[4 * x + 2] = run_picture_sign(run, row + (uint32_t)x);
            fprintf(out, "%3d ", k / 2);
        } else {
            fputs("    ", out);
        }
        fwrite(line, 1, (size_t)(end - line) + 1, out);
        line = end + 1;
    }
    mem_free(text);
    return ferror(out) ? MAZE_ERR_IO : MAZE_OK;
}
