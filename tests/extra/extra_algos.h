/* extra_algos.h - the table lines a test build adds (gen_table.c and
 * solve_table.c include this file when MAZELAB_EXTRA_ALGOS is defined):
 * one generator and one solver, each a file of its own beside this one,
 * to prove that adding an algorithm is one file and one table line. */
#define GEN_EXTRA(GEN) GEN(serpent)
#define SOLVE_EXTRA(SOLVE) SOLVE(tiny_dfs)
