/* gen_finish.c - what is done to a generator's maze after (or beside) the
 * generator's own work: the ends moved from the corners. */
#include "maze/gen.h"

MazeStatus gen_finish_ends(GenRun *run, const GenFinish *f)
{
    return f->ends_set ? grid_set_ends(&run->grid, &f->ends) : MAZE_OK;
}

MazeStatus gen_finish_apply(GenRun *run, const GenFinish *f)
{
    if (!run_done(run))
        return MAZE_ERR_ARG;
    return gen_finish_ends(run, f);
}
