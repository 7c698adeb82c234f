/* cmd_list.c - `mazelab list`: every generator and solver, "id<TAB>name". */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "maze/gen.h"
#include "maze/solve.h"

int cmd_list(int argc, char **argv)
{
    if (argc > 1 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
        puts("usage: mazelab list\n\nPrints one line per generator, then one per solver: id, a tab, the name.");
        return CLI_OK;
    }
    if (argc > 1)
        return cli_bad_option("list", 0, argv[1]);
    for (size_t k = 0; k < gen_algo_count; k++)
        printf("%s\t%s\n", gen_algos[k]->id, gen_algos[k]->name);
    for (size_t k = 0; k < solve_algo_count; k++)
        printf("%s\t%s\n", solve_algos[k]->id, solve_algos[k]->name);
    return CLI_OK;
}
