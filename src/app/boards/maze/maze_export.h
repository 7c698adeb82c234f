/* maze_export.h - the maze board's exports of the finished maze: a
 * worksheet and its answer key as PNG, an SVG for printing, and ASCII
 * text, written to the screenshot folder as ALGO_WxH_seedN[_answer].png /
 * .svg / .txt, never replacing a file (outfile_commit_unique), through the
 * App's export queue (model/app_exports.h), so that no frame waits; and
 * the names files of this maze start with. SDL-free. */
#ifndef MAZE_APP_BOARDS_MAZE_EXPORT_H
#define MAZE_APP_BOARDS_MAZE_EXPORT_H

#include <stdbool.h>
#include <stddef.h>

#include "model/app_exports.h"
#include "boards/maze/maze_state.h"

typedef enum MazeExportKind {
    MAZE_EXPORT_WORKSHEET = 0,   /* PNG, the maze alone */
    MAZE_EXPORT_ANSWER,          /* PNG with the shortest path (BFS) */
    MAZE_EXPORT_SVG,             /* SVG worksheet */
    MAZE_EXPORT_TEXT,            /* ASCII (+---+) text */
    MAZE_EXPORT_FILE_COUNT,      /* ... the Files part's buttons */
    MAZE_EXPORT_SHEET = MAZE_EXPORT_FILE_COUNT,  /* the page to print
                                    (maze_export_sheet.c), and its key */
    MAZE_EXPORT_KIND_COUNT
} MazeExportKind;

/* The Export section's choices a button steps through (MAZE_EXPORT_OPTION). */
typedef enum MazeExportOption {
    MAZE_EXPORT_PAPER = 0,       /* A4, Letter */
    MAZE_EXPORT_FORMAT,          /* PDF, PNG */
    MAZE_EXPORT_KEY,             /* the answer key page too, or not */
    MAZE_EXPORT_PER_PAGE,        /* 1, 2, 4 mazes a page */
    MAZE_EXPORT_SEED,            /* the seed and command on the page, or not */
    MAZE_EXPORT_SLIDE_W,         /* Record: the plain GIF, or slides 640, 1280, 1920 px wide */
    MAZE_EXPORT_SLIDE_FROM,      /* ... from where the run is, or its next milestone */
    MAZE_EXPORT_SLIDE_PNGS,      /* ... a GIF, or numbered PNG frames */
    MAZE_EXPORT_OPTION_COUNT
} MazeExportOption;

/* Steps option to its next value in set. */
void maze_export_option_next(MazeSettings *set, MazeExportOption option);

/* The caption of option's button as set has it ("A4 \u25b8") with its
 * widget id, into buf. */
void maze_export_option_label(const MazeSettings *set, MazeExportOption option, char *buf, size_t cap);

/* Starts writing the page to print of app's maze (every compare pane's, or
 * set->out.per_page mazes of consecutive seeds from one pane), and then its
 * answer key when chosen, as set->out has them, into the screenshot
 * folder: the same bytes as `mazelab gen --page` with the same settings.
 * The mazes are made again from their seeds on the export thread, so the
 * run need not be finished. Returns as maze_export. */
bool maze_export_sheet(App *app);

enum {
    MAZE_EXPORT_MIN_PX = 2,      /* the cell-size slider's ends, pixels a block */
    MAZE_EXPORT_MAX_PX = 32,
    MAZE_EXPORT_DEFAULT_PX = 8
};

/* The name files of app's maze start with: the algorithm's id, and for an
 * algorithm with variants "-" and the variant's ("growing-tree-newest"), so
 * two variants of one seed never share a name. */
void maze_file_label(const App *app, char *buf, size_t cap);

/* maze_file_label for generator algo (an index into gen_algos) and variant. */
void maze_algo_file_label(int algo, int variant, char *buf, size_t cap);

/* The panel's button label for kind ("Worksheet PNG##export:worksheet"). */
const char *maze_export_label(MazeExportKind kind);

/* Writes the file name for kind of app's maze to buf:
 * "backtracker_30x20_seed7_answer.png". */
void maze_export_name(char *buf, size_t cap, const App *app, MazeExportKind kind);


/* Starts exporting app's finished maze as kind into app->set.screenshot_dir
 * at maze_set(app)->export_px pixels a block, or the largest size under it that
 * the picture's limits allow (the status line says so), on a worker thread
 * (export_queue.h: after the exports already asked for). The maze is copied
 * before this returns. Returns true when the export is under way (the
 * status line says so; app_export_poll reports its end); false, the status
 * line saying why, when the maze is not finished, the folder cannot be
 * made, the picture is too big at 1 px, or the queue is full. */
bool maze_export(App *app, MazeExportKind kind);

#endif
