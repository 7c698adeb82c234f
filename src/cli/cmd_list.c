/* cmd_list.c - `mazelab list`: every generator and solver, "id<TAB>name";
 * with --man, the same as the man page's ALGORITHMS section, which the
 * build makes from it (src/desktop/manpage.cmake): the page's lists come
 * from the tables. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "maze/gen.h"
#include "maze/solve.h"

/* One algorithm as a tagged paragraph: its id, its name and blurb, its
 * variants. */
static void man_algo(const Algo *a)
{
    fputs(".TP\n.B ", stdout);
    cli_man_text(a->id);
    putchar('\n');
    cli_man_text(a->name);
    fputs(". ", stdout);
    cli_man_text(a->blurb);
    putchar('\n');
    for (int v = 0; v < a->variant_count; v++) {
        fputs(v == 0 ? "Variants (\\fB\\-\\-variant\\fR): " : ", ", stdout);
        fputs("\\fB", stdout);
        cli_man_text(a->variants[v].id);
        fputs("\\fR (", stdout);
        cli_man_text(a->variants[v].name);
        fputs(v == 0 ? ", the default)" : ")", stdout);
    }
    if (a->variant_count > 0)
        fputs(".\n", stdout);
}

static void list_man(void)
{
    puts(".SS Generators");
    for (size_t k = 0; k < gen_algo_count; k++)
        man_algo(gen_algos[k]);
    puts(".SS Solvers");
    for (size_t k = 0; k < solve_algo_count; k++)
        man_algo(solve_algos[k]);
}

int cmd_list(int argc, char **argv)
{
    if (argc > 1 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
        puts("usage: mazelab list [--man]\n\nPrints one line per generator, then one per solver: "
             "id, a tab, the name.\n--man prints them as the man page's ALGORITHMS section "
             "(roff), with\neach one's description and variants.");
        return CLI_OK;
    }
    if (argc == 2 && strcmp(argv[1], "--man") == 0) {
        list_man();
        return CLI_OK;
    }
    if (argc > 1)
        return args_bad_option("list", 0, argv[1]);
    for (size_t k = 0; k < gen_algo_count; k++)
        printf("%s\t%s\n", gen_algos[k]->id, gen_algos[k]->name);
    for (size_t k = 0; k < solve_algo_count; k++)
        printf("%s\t%s\n", solve_algos[k]->id, solve_algos[k]->name);
    return CLI_OK;
}
