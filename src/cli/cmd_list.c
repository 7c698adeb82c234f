/* cmd_list.c - `mazelab list`: every generator and solver, "id<TAB>name";
 * with --man, the same as the man page's ALGORITHMS section, which the
 * build makes from it (src/desktop/manpage.cmake): the page's lists come
 * from the tables; with --shapes, which grids each runs on. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "maze/gen.h"
#include "maze/shape.h"
#include "maze/solve.h"

/* The grids of `list --shapes`, with the SHAPES_* bit of each. */
static const struct { const char *name; unsigned bit; } list_grids[] = {
    { "square", SHAPES_SQUARE }, { "masked", SHAPES_MASKED }, { "polar", SHAPES_POLAR },
    { "hex", SHAPES_HEX }, { "triangle", SHAPES_TRIANGLE },
};
enum { LIST_GRIDS = sizeof list_grids / sizeof list_grids[0] };

/* The grids a runs on (Algo.shapes; 0 is the square alone). */
static unsigned list_shapes_of(const Algo *a)
{
    return a->shapes ? a->shapes : SHAPES_SQUARE;
}

/* One algorithm's row of `list --shapes`: yes or no per grid. */
static void list_shape_row(const Algo *a)
{
    printf("%-20s", a->id);
    for (int k = 0; k < LIST_GRIDS; k++)
        printf("  %-*s", (int)strlen(list_grids[k].name),
               list_shapes_of(a) & list_grids[k].bit ? "yes" : "no");
    putchar('\n');
}

static void list_shapes(void)
{
    printf("%-20s", "algorithm");
    for (int k = 0; k < LIST_GRIDS; k++)
        printf("  %s", list_grids[k].name);
    putchar('\n');
    for (size_t k = 0; k < gen_algo_count; k++)
        list_shape_row(gen_algos[k]);
    for (size_t k = 0; k < solve_algo_count; k++)
        list_shape_row(solve_algos[k]);
    for (size_t k = 0; k < gen_algo_count; k++)
        if (gen_algos[k]->shape_note)
            printf("\n%s: %s\n", gen_algos[k]->id, gen_algos[k]->shape_note);
}

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
    if (list_shapes_of(a) == SHAPES_ALL) {
        puts("Runs on every shape (\\fB\\-\\-shape\\fR) and on masks (\\fB\\-\\-mask\\fR).");
    } else if (a->shape_note) {
        fputs("Square only: ", stdout);
        cli_man_text(a->shape_note);
        putchar('\n');
    }
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
        puts("usage: mazelab list [--man|--shapes]\n\nPrints one line per generator, then one "
             "per solver: id, a tab, the name.\n--man prints them as the man page's ALGORITHMS "
             "section (roff), with\neach one's description and variants.\n--shapes prints which "
             "grids each runs on (gen --shape, --mask), and why\nthe others do not.");
        return CLI_OK;
    }
    if (argc == 2 && strcmp(argv[1], "--man") == 0) {
        list_man();
        return CLI_OK;
    }
    if (argc == 2 && strcmp(argv[1], "--shapes") == 0) {
        list_shapes();
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
