/* mines_print.c - a Minesweeper board as text (mines_cli.h). */
#include <stdio.h>

#include "mines_cli.h"

/* The character for cell i. */
static char mines_char(const MinesBoard *b, uint32_t i, bool show_mines)
{
    switch (mines_look(b, i, show_mines)) {
    case MINES_LOOK_CLOSED: return '#';
    case MINES_LOOK_FLAG:
    case MINES_LOOK_WRONG_FLAG: return 'F';
    case MINES_LOOK_MINE:
    case MINES_LOOK_MINE_HIT: return '*';
    case MINES_LOOK_OPEN: break;
    }
    return mines_count(b, i) ? (char)('0' + mines_count(b, i)) : '.';
}

void mines_cli_print(const MinesBoard *b, bool show_mines)
{
    for (int y = 0; y < b->h; y++) {
        for (int x = 0; x < b->w; x++)
            putchar(mines_char(b, (uint32_t)y * (uint32_t)b->w + (uint32_t)x, show_mines));
        putchar('\n');
    }
    printf("%s\n", mines_game_name(b->game));
}
