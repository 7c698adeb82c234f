/* cmd_gen.c - `mazelab gen`: generate one maze and print or save it. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cli_shape.h"
#include "gen_anim.h"
#include "gen_picture.h"
#include "gen_sheet.h"
#include "maze/gen.h"
#include "maze/json.h"
#include "maze/textio.h"

static void gen_usage(FILE *out)
{
    char variants[512], solvers[256];
    args_table_variants(variants, sizeof variants);
    args_table_ids(solvers, sizeof solvers, false);
    fputs("usage: mazelab gen --algo ID --size WxH [--seed N] [--variant V]\n"
          "                   [--shape square|polar|hex|triangle] [--mask FILE]\n"
          "                   [--format ascii|blocks|png|svg|pdf|gif|json|none]\n"
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
          "      --shape S       the cells' shape: square (default), polar (a disc of\n"
          "                      rings: --size NxN for N rings), hex (six sides),\n"
          "                      triangle (up and down in turn); not every generator\n"
          "                      runs on every shape ('mazelab list --shapes')\n"
          "      --mask FILE     a square maze in the shape of FILE: a text file of\n"
          "                      rows of 'X' (a cell off) and '.' (a cell on), or a\n"
          "                      black-and-white PNG (black off), a cell a pixel or,\n"
          "                      with --size, scaled to WxH cells; the cells on must\n"
          "                      touch each other; the entrance is the first cell on,\n"
          "                      the exit the last\n", out);
    /* Two strings: one would pass the 4095 bytes C99 promises to take. */
    fputs("  -f, --format F      ascii (+---+, default), blocks (#), json (every cell,\n"
          "                      its neighbours and the open passages, any shape:\n"
          "                      man mazelab, JSON), png (a picture:\n"
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

/* Everything `gen` was asked for. */
typedef struct GenOpts {
    const GenAlgo *algo;
    const char *variant_id, *format, *path;
    int w, h;
    uint64_t seed;
    bool have_seed, force, solution, page;
    long cell_px, frames;
    const SolveAlgo *solver;
    SheetPaper paper;
    CliShape shape;
    bool gif, picture, json;    /* derived from format (picture: png, svg or pdf) */
    TextFormat text;        /* when format is a text one */
    const char *start, *goal;   /* --start, --goal: "X,Y" or NULL */
    GenFinish finish;       /* their ends, once the grid is known; --braid */
    bool no_seed;
    long per_page;
    HandoutSpec sheet;      /* --page's mazes */
    int listed;             /* generators in a list (--algo A,B) */
} GenOpts;

/* Prints or saves the finished maze (braided by braid percent). Returns an
 * exit status. */
static int gen_output(const GenRun *run, const GenOpts *o, int braid, double seconds)
{
    if (strcmp(o->format, "none") == 0) {
        char more[96];
        cli_finish_describe(more, sizeof more, &run->grid, braid);
        printf("%s %dx%d seed %llu%s: %lu cells, %llu passages, %.3f s\n", run->algo->id,
               run->grid.w, run->grid.h, (unsigned long long)run->seed, more,
               (unsigned long)grid_cells_on(&run->grid),
               (unsigned long long)grid_passage_count(&run->grid), seconds);
        return CLI_OK;
    }
    errno = 0;
    if (o->json) {
        const char *variant = run->algo->variant_count ? run->algo->variants[run->variant].id : NULL;
        JsonMazeInfo info = { run->algo->id, variant, &run->seed };
        MazeStatus st = json_save(o->path ? o->path : "-", o->force ? OUTFILE_REPLACE : OUTFILE_KEEP,
                                  &run->grid, &info);
        return st == MAZE_OK ? CLI_OK : cli_write_failed(o->path, st, errno, NULL);
    }
    MazeStatus st = maze_write_file(o->path ? o->path : "-", &run->grid, o->text, o->force);
    return st == MAZE_OK ? CLI_OK : cli_write_failed(o->path, st, errno, NULL);
}

/* Parses argv into o. Returns CLI_OK, CLI_USAGE (said why), or -1 after
 * printing the help (exit 0). */
static int gen_parse(int argc, char **argv, GenOpts *o)
{
    enum { OPT_FORCE = 256, OPT_SOLUTION, OPT_SOLVER, OPT_FRAMES, OPT_PAGE, OPT_PER_PAGE, OPT_NO_SEED,
           OPT_START, OPT_GOAL, OPT_BRAID, OPT_SHAPE, OPT_MASK };
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
        { "shape", required_argument, NULL, OPT_SHAPE },
        { "mask", required_argument, NULL, OPT_MASK },
        { "help", no_argument, NULL, 'h' },
        { 0, 0, 0, 0 },
    };
    int c;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":a:s:r:v:f:o:c:h", opts, NULL)) != -1) {
        switch (c) {
        case 'a':
            if (strchr(optarg, ',')) {      /* a page of several generators */
                o->listed = args_parse_algo_list(optarg, o->sheet.algo, o->sheet.variant,
                                                 SHEET_MAZES_MAX);
                if (o->listed < 0)
                    return CLI_USAGE;
                if (o->listed != 2 && o->listed != 4) {
                    message_error("--algo takes 1, 2 or 4 generator ids (got '%s')", optarg);
                    return CLI_USAGE;
                }
                o->algo = o->sheet.algo[0];
            } else if (!(o->algo = args_find_algo(optarg))) {
                return CLI_USAGE;
            } else {
                o->listed = 0;
            }
            break;
        case 's': if (!args_parse_size(optarg, MAZE_MAX_SIDE, &o->w, &o->h)) return CLI_USAGE; break;
        case 'r':
            if (!args_parse_seed(optarg, &o->seed))
                return CLI_USAGE;
            o->have_seed = true;
            break;
        case 'v': o->variant_id = optarg; break;
        case 'f': o->format = optarg; break;
        case 'o':
            if (!args_check_output("--output", optarg, "maze.txt"))
                return CLI_USAGE;
            o->path = optarg;
            break;
        case OPT_FORCE: o->force = true; break;
        case 'c':
            if (!args_parse_long(optarg, "cell size (pixels)", 1, PICTURE_MAX_BLOCK_PX, &o->cell_px))
                return CLI_USAGE;
            break;
        case OPT_SOLUTION: o->solution = true; break;
        case OPT_SOLVER: if (!(o->solver = args_find_solver(optarg))) return CLI_USAGE; break;
        case OPT_FRAMES:
            if (!args_parse_long(optarg, "frames", ANIM_FRAMES_MIN, ANIM_FRAMES_MAX, &o->frames))
                return CLI_USAGE;
            break;
        case OPT_PAGE:
            if (!sheet_paper_find(optarg, &o->paper)) {
                message_error("unknown page '%s'; valid: a4, letter", optarg);
                return CLI_USAGE;
            }
            o->page = true;
            break;
        case OPT_PER_PAGE:
            if (!args_parse_long(optarg, "mazes a page", 1, SHEET_MAZES_MAX, &o->per_page))
                return CLI_USAGE;
            if (o->per_page == 3) {
                message_error("--per-page takes 1, 2 or 4");
                return CLI_USAGE;
            }
            break;
        case OPT_NO_SEED: o->no_seed = true; break;
        case OPT_START: o->start = optarg; break;
        case OPT_GOAL: o->goal = optarg; break;
        case OPT_BRAID: if (!cli_parse_braid(optarg, &o->finish.braid)) return CLI_USAGE; break;
        case OPT_SHAPE: if (cli_shape_option(&o->shape, optarg) != CLI_OK) return CLI_USAGE; break;
        case OPT_MASK: o->shape.mask = optarg; break;
        case 'h': gen_usage(stdout); return -1;
        default: return args_bad_option("gen", c, argv[optind - 1]);
        }
    }
    if (optind < argc)
        return args_bad_option("gen", 0, argv[optind]);
    return CLI_OK;
}

/* Checks the options that go together, before the grid is made. Returns
 * CLI_OK or CLI_USAGE (said why). */
static int gen_check_options(GenOpts *o)
{
    const char *format = o->format;
    bool pdf = strcmp(format, "pdf") == 0;
    o->gif = strcmp(format, "gif") == 0;
    o->json = strcmp(format, "json") == 0;
    o->picture = gen_picture_format(format) || pdf;
    if (strcmp(format, "none") != 0 && !o->picture && !o->gif && !o->json &&
        !text_format_find(format, &o->text)) {
        message_error("unknown format '%s'; valid: ascii, blocks, png, svg, pdf, gif, json, none",
                      format);
        return CLI_USAGE;
    }
    o->page = o->page || pdf;
    if (!o->page && (o->listed || o->per_page || o->no_seed)) {
        message_error("%s is for a worksheet page (--page a4|letter, or --format pdf)",
                      o->listed ? "--algo with several ids" : o->per_page ? "--per-page" : "--no-seed");
        return CLI_USAGE;
    }
    if (o->listed && (o->per_page > 1 || o->variant_id)) {
        message_error("%s does not go with several --algo ids%s",
                      o->per_page > 1 ? "--per-page" : "--variant",
                      o->per_page > 1 ? ": each is one maze" : "; give ID:VARIANT in the list");
        return CLI_USAGE;
    }
    if (o->page && o->cell_px) {
        message_error("--cell-size does not go with a page: the maze is fitted to the paper");
        return CLI_USAGE;
    }
    if (!o->picture && !o->gif && (o->cell_px || o->solution)) {
        message_error("%s is for --format png, svg or gif, not %s",
                      o->cell_px ? "--cell-size" : "--solution", format);
        return CLI_USAGE;
    }
    if (!o->gif && (o->solver || o->frames)) {
        message_error("%s is for --format gif, not %s", o->solver ? "--solver" : "--frames",
                      format);
        return CLI_USAGE;
    }
    if (!o->cell_px)
        o->cell_px = PICTURE_BLOCK_PX;
    if (!o->algo) {
        message_error("missing --algo ID; 'mazelab list' shows the generators");
        return CLI_USAGE;
    }
    if (o->force && !o->path) {
        message_error("--force needs --output FILE: it replaces that file when it exists");
        return CLI_USAGE;
    }
    if (o->force && strcmp(o->path, "-") == 0) {
        message_error("--force does not go with --output -: standard output is no file to replace");
        return CLI_USAGE;
    }
    if (o->path && strcmp(format, "none") == 0) {
        message_error("--output needs a format (ascii, blocks, png, svg, pdf, gif or json), not none");
        return CLI_USAGE;
    }
    if (o->page && (o->start || o->goal)) {
        message_error("--page draws its Start and Finish arrows at the corners: it does not "
                      "take --start or --goal");
        return CLI_USAGE;
    }
    return CLI_OK;
}

/* Fills o->sheet, the page's mazes, on grids like model. */
static void gen_sheet_spec(GenOpts *o, const Grid *model, int variant, char *shape_args)
{
    HandoutSpec *sheet = &o->sheet;
    sheet->count = o->listed ? o->listed : o->per_page ? (int)o->per_page : 1;
    for (int k = o->listed; k < sheet->count; k++) {    /* one generator: each maze its seed */
        sheet->algo[k] = o->algo;
        sheet->variant[k] = variant;
    }
    sheet->seeds_apart = !o->listed;
    sheet->w = model->w, sheet->h = model->h, sheet->paper = o->paper;
    sheet->answer = o->solution, sheet->show_seed = !o->no_seed;
    sheet->braid = o->finish.braid;
    sheet->model = model;
    sheet->shape_args = shape_args;
    gen_sheet_format(o->format, &sheet->format);
}

/* Checks what depends on the grid: the algorithms run on it, the format
 * draws it, the ends fit, the picture or page fits. Returns CLI_OK or
 * CLI_USAGE (said why). */
static int gen_check_grid(GenOpts *o, const Grid *model)
{
    int checked = cli_shape_supports(o->algo, model);
    for (int k = 1; checked == CLI_OK && k < o->listed; k++)
        checked = cli_shape_supports(o->sheet.algo[k], model);
    if (checked == CLI_OK && o->gif && o->solver)
        checked = cli_shape_supports(o->solver, model);
    if (checked != CLI_OK)
        return checked;
    bool text = !o->picture && !o->gif && !o->json && strcmp(o->format, "none") != 0;
    if (text && !text_writes(model)) {
        message_error("--format %s draws square mazes (masked ones too), not %s ones: write a %s "
                      "maze as svg, png, pdf, gif or json", o->format, cli_shape_word(model),
                      cli_shape_word(model));
        return CLI_USAGE;
    }
    if (!cli_finish_ends(&o->finish, model, o->start, o->goal))
        return CLI_USAGE;
    if (o->page)
        return gen_sheet_check(o->format, o->path, &o->sheet);
    if (o->picture)
        return gen_picture_check(o->format, o->path, model, (int)o->cell_px);
    return CLI_OK;
}

/* Generates the maze on a grid like model and writes it. */
static int gen_make(GenOpts *o, const Grid *model)
{
    int variant = o->listed ? o->sheet.variant[0] : args_find_variant(o->algo, o->variant_id);
    if (variant < 0)
        return CLI_USAGE;
    char shape_args[300];
    cli_shape_args(&o->shape, shape_args, sizeof shape_args);
    if (o->page)
        gen_sheet_spec(o, model, variant, shape_args);
    int checked = gen_check_grid(o, model);
    if (checked != CLI_OK)
        return checked;
    const GenAlgo *algo = o->algo;
    AnimSpec anim = { .algo = algo, .variant = variant, .w = model->w, .h = model->h,
                      .block_px = (int)o->cell_px,
                      .budget = o->frames ? o->frames : ANIM_FRAMES_DEFAULT,
                      .solver = o->solver ? o->solver : o->solution ? solve_find_shortest() : NULL,
                      .model = model };
    if (o->gif && (checked = gen_anim_check(&anim, o->path)) != CLI_OK)
        return checked;
    if (!o->have_seed) {
        o->seed = clock_random_seed();
        fprintf(stderr, "mazelab: seed %llu\n", (unsigned long long)o->seed);
    }
    if (o->gif) {
        anim.seed = o->seed;
        return gen_anim_write(&anim, &o->finish, o->path, o->force);
    }
    if (o->page) {
        o->sheet.seed = o->seed;
        return gen_sheet_write(&o->sheet, o->path, o->force);
    }
    double t0 = clock_now_ms() / 1e3;
    MazeStatus st;
    GenRun *run = gen_run_new_on(algo, variant, model, o->seed, &st);
    if (!run) {
        message_error("cannot generate %s %dx%d: %s", algo->id, model->w, model->h,
                      maze_strerror(st));
        return CLI_FAIL;
    }
    if (!gen_run_to_end(run) || gen_finish_apply(run, &o->finish) != MAZE_OK) {
        message_error("%s %dx%d seed %llu: %s", algo->id, model->w, model->h,
                      (unsigned long long)o->seed,
                      maze_strerror(run_done(run) ? MAZE_ERR_NOMEM : run_error(run)));
        run_free(run);
        return CLI_FAIL;
    }
    int status = o->picture ? gen_picture_write_braided(run, o->format, o->path, o->force,
                                                        (int)o->cell_px, o->solution,
                                                        o->finish.braid)
                            : gen_output(run, o, o->finish.braid, clock_now_ms() / 1e3 - t0);
    run_free(run);
    return status;
}

int cmd_gen(int argc, char **argv)
{
    GenOpts o = { .format = "ascii", .paper = SHEET_A4, .sheet = { .count = 1 } };
    int status = gen_parse(argc, argv, &o);
    if (status != CLI_OK)
        return status < 0 ? CLI_OK : status;
    if ((status = gen_check_options(&o)) != CLI_OK)
        return status;
    Grid model;
    if ((status = cli_shape_grid(&o.shape, o.w, o.h, &model)) != CLI_OK)
        return status;
    status = gen_make(&o, &model);
    grid_free(&model);
    return status;
}
