/* mines_cli.h - the pieces `mazelab mines` and `mazelab bench --mines`
 * share: which board the options name, the board as text, and the hint and
 * solve reports. */
#ifndef MAZE_MINES_CLI_H
#define MAZE_MINES_CLI_H

#include <stdbool.h>

#include "maze/mines.h"

/* The board named by --preset NAME or by --size WxH and --mines N (each
 * NULL when not given): sets *w, *h, *mines and *preset (true for a
 * preset). Returns false, having printed why (exit status 2). */
bool mines_cli_board(const char *preset_id, const char *size, const char *mines, int *w, int *h,
                     long *count, bool *preset);

/* Prints b, one line per row, then the game state (playing, won, lost):
 * '#' closed, 'F' flag, '.' open with no mine around, 1-8 open with mines
 * around, '*' a mine (after a loss, or with show_mines). */
void mines_cli_print(const MinesBoard *b, bool show_mines);

/* `--hint`: prints the next deduction (its rule, sentence and cells) or,
 * when none exists, the probabilities. b is being played. Returns an exit
 * status, having printed why on failure. */
int mines_cli_hint(const MinesBoard *b);

/* `--solve`: applies deductions one at a time, printing each with its
 * sentence, until the game is won or no rule applies (then prints the
 * hint); then the board. b is being played. Returns an exit status. */
int mines_cli_solve(MinesBoard *b, bool show_mines);

#endif
