/* gen_finish.c - what is done to a generator's maze after (or beside) the
 * generator's own work: the ends moved from the corners, loops added. */
#include "maze/braid.h"
#include "maze/gen.h"

MazeStatus gen_finish_ends(GenRun *run, const GenFinish *f)
{
    return f->ends_set ? grid_set_ends(&run->grid, &f->ends) : MAZE_OK;
}

MazeStatus gen_finish_apply(GenRun *run, const GenFinish *f)
{
    if (!run_done(run))
        return MAZE_ERR_ARG;
    MazeStatus st = gen_finish_ends(run, f);
    return st == MAZE_OK ? braid_apply(&run->grid, f->braid, run->seed, NULL) : st;
}
