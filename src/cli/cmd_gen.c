/* cmd_gen.c - `mazelab gen`: generate one maze and print or save it. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "gen_anim.h"
#include "gen_picture.h"
#include "gen_sheet.h"
#include "maze/gen.h"
#include "maze/textio.h"

static void gen_usage(FILE *out)
{
    char variants[512], solvers[256];
    args_table_variants(variants, sizeof variants);
    args_table_ids(solvers, sizeof solvers, false);
    fputs("usage: mazelab gen --algo ID --size WxH [--seed N] [--variant V]\n"
          "                   [--format ascii|blocks|png|svg|pdf|gif|none]\n"
          "                   [--output FILE [--force]]\n"
          "                   [--cell-size N] [--solution] [--page a4|letter]\n"
          "                   [--per-page 1|2|4] [--no-seed]\n"
          "                   [--solver ID] [--frames N] [--start X,Y] [--goal X,Y]\n"
          "                   [--braid P]\n"
          "\n"
          "  -a, --algo ID       generator ('mazelab list' shows them); with --page, 2\n"
          "                      or 4 of them, ID[:VARIANT] separated by commas: one\n"
          "                      maze each, all of the seed, captioned A to D\n"
          "  -s, --size WxH      cells, 1 to 8192 each way\n"
          "  -r, --seed N        the same seed gives the same maze (default: random,\n"
          "                      reported on stderr)\n"
          "  -v, --variant V     an algorithm's option (listed below)\n"
          "  -f, --format F      ascii (+---+, default), blocks (#), png (a picture:\n"
          "                      black walls, white passages; needs --output), svg\n"
          "                      (vector lines, for printing), pdf (a worksheet page,\n"
          "                      see --page; needs --output), gif (the generation\n"
          "                      animated, in the window's colours; needs --output),\n"
          "                      or none: just one summary line (cells, passages,\n"
          "                      seconds)\n"
          "  -o, --output FILE   write to FILE (atomically) instead of stdout; '-' is\n"
          "                      stdout (for png, pdf and gif too), and a device or\n"
          "                      FIFO (/dev/stdout, a named pipe) is written into\n"
          "      --force         replace FILE if it exists (a regular file only)\n"
          "  -c, --cell-size N   png, svg, gif: pixels per block (a cell or a wall),\n"
          "                      1 to 64; default 8. The picture is (2W+1)*N pixels\n"
          "                      wide, at most 16384 (gif: 4096); the svg the same\n"
          "                      size\n"
          "      --solution      png, svg: draw the shortest path in red (the answer\n"
          "                      key of a worksheet); gif: then animate bfs solving it\n"
          "      --page P        png, svg, pdf: a worksheet ready to print on a4 or\n"
          "                      letter paper (pdf: a4 unless given): a title line\n"
          "                      (algorithm, size, seed), the command that makes it\n"
          "                      again, a Name line, start and finish arrows, the maze\n"
          "                      as large as fits inside half-inch margins; png at\n"
          "                      300 dpi. With --solution, its answer key\n"
          "      --per-page N    with --page: N mazes (1, 2 or 4) of consecutive seeds\n"
          "                      from --seed on the page, each captioned with its seed\n"
          "      --no-seed       with --page: no seed in the title or captions and no\n"
          "                      command line, so the maze cannot be made again from\n"
          "                      the page\n"
          "      --solver ID     gif: then animate this solver (listed below); the last\n"
          "                      frame is the answer key in red\n"
          "      --frames N      gif: at most N frames (4 to 100000, default 600): a\n"
          "                      frame every k steps, k the smallest that fits; the\n"
          "                      first frame (the empty grid) shows 1 s, the others\n"
          "                      0.04 s, the last 3 s. Same arguments, same bytes\n"
          "      --start X,Y     the start cell (default 0,0), column and row from 0:\n"
          "                      on the border it is open to the outside (north, else\n"
          "                      west, east, south), inside the maze it has no opening\n"
          "      --goal X,Y      the goal cell (default: the bottom-right one), open\n"
          "                      to the outside on the border (south, else east, west,\n"
          "                      north); not with --page\n"
          "      --braid P       remove P% (0 to 100) of the finished maze's dead ends,\n"
          "                      each by opening one of its walls (a wall to another\n"
          "                      dead end first): loops, for solvers that fail on\n"
          "                      them. The seed picks which; the maze before is the\n"
          "                      same. At 100 no dead end is left (but the two ends of\n"
          "                      a 1xN maze, which have no wall to open)\n", out);
    fprintf(out, "\nVariants: %s.\nSolvers: %s.\n", variants, solvers);
}

/* run_finish, in slices when stderr is a terminal, to show the steps done
 * so far (a 8192x8192 maze takes seconds; the total is not known ahead). */
static bool gen_run_to_end(GenRun *run)
{
    CliProgress progress;
    cli_progress_begin(&progress);
    if (!progress.on)
        return run_finish(run);
    while (!run->ctx.done && run_step(run, (size_t)1 << 22) > 0)
        cli_progress_show(&progress, "gen %s %dx%d: %llu steps", run->algo->id, run->grid.w,
                          run->grid.h, (unsigned long long)run->steps);
    cli_progress_end(&progress);
    return run_finish(run);     /* done: returns at once; else records why */
}

/* Prints or saves the finished maze. Returns an exit status. */
static int gen_output(const GenRun *run, const char *format, const char *path, bool force,
                      int braid, double seconds)
{
    if (strcmp(format, "none") == 0) {
        char more[96];
        cli_finish_describe(more, sizeof more, &run->grid, braid);
        printf("%s %dx%d seed %llu%s: %lu cells, %llu passages, %.3f s\n", run->algo->id,
               run->grid.w, run->grid.h, (unsigned long long)run->seed, more,
               (unsigned long)run->grid.n, (unsigned long long)grid_passage_count(&run->grid),
               seconds);
        return CLI_OK;
    }
    TextFormat fmt;
    text_format_find(format, &fmt);
    errno = 0;
    MazeStatus st = maze_write_file(path ? path : "-", &run->grid, fmt, force);
    return st == MAZE_OK ? CLI_OK : cli_write_failed(path, st, errno, NULL);
}

int cmd_gen(int argc, char **argv)
{
    enum { OPT_FORCE = 256, OPT_SOLUTION, OPT_SOLVER, OPT_FRAMES, OPT_PAGE, OPT_PER_PAGE, OPT_NO_SEED,
           OPT_START, OPT_GOAL, OPT_BRAID };
    static const struct option opts[] = {
        { "algo", required_argument, NULL, 'a' },
        { "size", required_argument, NULL, 's' },
        { "seed", required_argument, NULL, 'r' },
        { "variant", required_argument, NULL, 'v' },
        { "format", required_argument, NULL, 'f' },
        { "output", required_argument, NULL, 'o' },
        { "force", no_argument, NULL, OPT_FORCE },
        { "cell-size", required_argument, NULL, 'c' },
        { "solution", no_argument, NULL, OPT_SOLUTION },
        { "solver", required_argument, NULL, OPT_SOLVER },
        { "frames", required_argument, NULL, OPT_FRAMES },
        { "page", required_argument, NULL, OPT_PAGE },
        { "per-page", required_argument, NULL, OPT_PER_PAGE },
        { "no-seed", no_argument, NULL, OPT_NO_SEED },
        { "start", required_argument, NULL, OPT_START },
        { "goal", required_argument, NULL, OPT_GOAL },
        { "braid", required_argument, NULL, OPT_BRAID },
        { "help", no_argument, NULL, 'h' },
        { 0, 0, 0, 0 },
    };
    const GenAlgo *algo = NULL;
    const char *variant_id = NULL, *format = "ascii", *path = NULL, *start = NULL, *goal = NULL;
    int w = 0, h = 0;
    uint64_t seed = 0;
    bool have_seed = false, force = false, solution = false;
    long cell_px = 0, frames = 0;
    const SolveAlgo *solver = NULL;
    SheetPaper paper = SHEET_A4;
    GenFinish finish = { 0 };
    bool page = false, no_seed = false;
    long per_page = 0;
    HandoutSpec sheet = { .count = 1 };     /* --page's mazes */
    int listed = 0;                         /* generators in a list (--algo A,B) */
    int c;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":a:s:r:v:f:o:c:h", opts, NULL)) != -1) {
        switch (c) {
        case 'a':
            if (strchr(optarg, ',')) {      /* a page of several generators */
                listed = args_parse_algo_list(optarg, sheet.algo, sheet.variant, SHEET_MAZES_MAX);
                if (listed < 0)
                    return CLI_USAGE;
                if (listed != 2 && listed != 4) {
                    message_error("--algo takes 1, 2 or 4 generator ids (got '%s')", optarg);
                    return CLI_USAGE;
                }
                algo = sheet.algo[0];
            } else if (!(algo = args_find_algo(optarg))) {
                return CLI_USAGE;
            } else {
                listed = 0;
            }
            break;
        case 's': if (!args_parse_size(optarg, MAZE_MAX_SIDE, &w, &h)) return CLI_USAGE; break;
        case 'r': if (!args_parse_seed(optarg, &seed)) return CLI_USAGE; have_seed = true; break;
        case 'v': variant_id = optarg; break;
        case 'f': format = optarg; break;
        case 'o':
            if (!args_check_output("--output", optarg, "maze.txt"))
                return CLI_USAGE;
            path = optarg;
            break;
        case OPT_FORCE: force = true; break;
        case 'c':
            if (!args_parse_long(optarg, "cell size (pixels)", 1, PICTURE_MAX_BLOCK_PX, &cell_px))
                return CLI_USAGE;
            break;
        case OPT_SOLUTION: solution = true; break;
        case OPT_SOLVER: if (!(solver = args_find_solver(optarg))) return CLI_USAGE; break;
        case OPT_FRAMES:
            if (!args_parse_long(optarg, "frames", ANIM_FRAMES_MIN, ANIM_FRAMES_MAX, &frames))
                return CLI_USAGE;
            break;
        case OPT_PAGE:
            if (!sheet_paper_find(optarg, &paper)) {
                message_error("unknown page '%s'; valid: a4, letter", optarg);
                return CLI_USAGE;
            }
            page = true;
            break;
        case OPT_PER_PAGE:
            if (!args_parse_long(optarg, "mazes a page", 1, SHEET_MAZES_MAX, &per_page))
                return CLI_USAGE;
            if (per_page == 3) {
                message_error("--per-page takes 1, 2 or 4");
                return CLI_USAGE;
            }
            break;
        case OPT_NO_SEED: no_seed = true; break;
        case OPT_START: start = optarg; break;
        case OPT_GOAL: goal = optarg; break;
        case OPT_BRAID: if (!cli_parse_braid(optarg, &finish.braid)) return CLI_USAGE; break;
        case 'h': gen_usage(stdout); return CLI_OK;
        default: return args_bad_option("gen", c, argv[optind - 1]);
        }
    }
    if (optind < argc)
        return args_bad_option("gen", 0, argv[optind]);
    TextFormat fmt;
    bool gif = strcmp(format, "gif") == 0, pdf = strcmp(format, "pdf") == 0;
    bool picture = gen_picture_format(format) || pdf;
    if (strcmp(format, "none") != 0 && !picture && !gif && !text_format_find(format, &fmt)) {
        message_error("unknown format '%s'; valid: ascii, blocks, png, svg, pdf, gif, none", format);
        return CLI_USAGE;
    }
    page = page || pdf;
    if (!page && (listed || per_page || no_seed)) {
        message_error("%s is for a worksheet page (--page a4|letter, or --format pdf)",
                      listed ? "--algo with several ids" : per_page ? "--per-page" : "--no-seed");
        return CLI_USAGE;
    }
    if (listed && (per_page > 1 || variant_id)) {
        message_error("%s does not go with several --algo ids%s", per_page > 1 ? "--per-page" : "--variant",
                      per_page > 1 ? ": each is one maze" : "; give ID:VARIANT in the list");
        return CLI_USAGE;
    }
    if (page && cell_px) {
        message_error("--cell-size does not go with a page: the maze is fitted to the paper");
        return CLI_USAGE;
    }
    if (!picture && !gif && (cell_px || solution)) {
        message_error("%s is for --format png, svg or gif, not %s",
                  cell_px ? "--cell-size" : "--solution", format);
        return CLI_USAGE;
    }
    if (!gif && (solver || frames)) {
        message_error("%s is for --format gif, not %s", solver ? "--solver" : "--frames", format);
        return CLI_USAGE;
    }
    if (!cell_px)
        cell_px = PICTURE_BLOCK_PX;
    if (!algo) {
        message_error("missing --algo ID; 'mazelab list' shows the generators");
        return CLI_USAGE;
    }
    if (w == 0) {
        message_error("missing --size WxH (width and height 1 to %d)", MAZE_MAX_SIDE);
        return CLI_USAGE;
    }
    if (force && !path) {
        message_error("--force needs --output FILE: it replaces that file when it exists");
        return CLI_USAGE;
    }
    if (force && strcmp(path, "-") == 0) {
        message_error("--force does not go with --output -: standard output is no file to replace");
        return CLI_USAGE;
    }
    if (path && strcmp(format, "none") == 0) {
        message_error("--output needs a format (ascii, blocks, png, svg, pdf or gif), not none");
        return CLI_USAGE;
    }
    if (!cli_finish_ends(&finish, w, h, start, goal))
        return CLI_USAGE;
    if (page && finish.ends_set) {
        message_error("--page draws its Start and Finish arrows at the corners: it does not "
                      "take --start or --goal");
        return CLI_USAGE;
    }
    int variant = listed ? sheet.variant[0] : args_find_variant(algo, variant_id);
    if (variant < 0)
        return CLI_USAGE;
    if (page) {
        sheet.count = listed ? listed : per_page ? (int)per_page : 1;
        for (int k = listed; k < sheet.count; k++) {   /* one generator: each maze its seed */
            sheet.algo[k] = algo;
            sheet.variant[k] = variant;
        }
        sheet.seeds_apart = !listed;
        sheet.w = w, sheet.h = h, sheet.paper = paper, sheet.answer = solution, sheet.show_seed = !no_seed;
        sheet.braid = finish.braid;
        gen_sheet_format(format, &sheet.format);
    }
    int checked = page      ? gen_sheet_check(format, path, &sheet)
                  : picture ? gen_picture_check(format, path, w, h, (int)cell_px)
                            : CLI_OK;
    if (checked != CLI_OK)
        return checked;
    AnimSpec anim = { .algo = algo, .variant = variant, .w = w, .h = h, .block_px = (int)cell_px,
                      .budget = frames ? frames : ANIM_FRAMES_DEFAULT,
                      .solver = solver ? solver : solution ? solve_find_shortest() : NULL };
    if (gif && (checked = gen_anim_check(&anim, path)) != CLI_OK)
        return checked;
    if (!have_seed) {
        seed = clock_random_seed();
        fprintf(stderr, "mazelab: seed %llu\n", (unsigned long long)seed);
    }
    if (gif) {
        anim.seed = seed;
        return gen_anim_write(&anim, &finish, path, force);
    }
    if (page) {
        sheet.seed = seed;
        return gen_sheet_write(&sheet, path, force);
    }

    double t0 = clock_now_ms() / 1e3;
    MazeStatus st;
    GenRun *run = gen_run_new(algo, variant, w, h, seed, &st);
    if (!run) {
        message_error("cannot generate %s %dx%d: %s", algo->id, w, h, maze_strerror(st));
        return CLI_FAIL;
    }
    if (!gen_run_to_end(run) || gen_finish_apply(run, &finish) != MAZE_OK) {
        message_error("%s %dx%d seed %llu: %s", algo->id, w, h, (unsigned long long)seed,
                  maze_strerror(run_done(run) ? MAZE_ERR_NOMEM : run_error(run)));
        run_free(run);
        return CLI_FAIL;
    }
    int status = picture ? gen_picture_write_braided(run, format, path, force, (int)cell_px, solution,
                                                     finish.braid)
                         : gen_output(run, format, path, force, finish.braid, clock_now_ms() / 1e3 - t0);
    run_free(run);
    return status;
}
