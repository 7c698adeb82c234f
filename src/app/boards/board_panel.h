/* board_panel.h - panel pieces every board uses, built from ui.h widgets.
 * Like every widget in the panel they only record what the user did
 * (app_post); the shell applies it after the panel pass. SDL-free. */
#ifndef MAZE_APP_BOARD_PANEL_H
#define MAZE_APP_BOARD_PANEL_H

#include <stddef.h>
#include <stdint.h>

#include "model/app_state.h"
#include "ui/palette.h"
#include "ui/ui.h"

#define PANEL_SPEED "Speed"
#define PANEL_SEED_FIELD "Seed##field"

/* The seed field's text while it is being edited (kept across frames). */
typedef struct BoardPanelSeed {
    char text[24];              /* the field's text */
    uint64_t shown;             /* the seed text was last filled from */
    uint64_t generation;        /* the run text belongs to */
} BoardPanelSeed;

/* The label of a choice among `cols` columns of the current area: name,
 * or id when only the id fits the column (large projector text), else the
 * name anyway; "##kind:id" after it either way. Writes to buf. */
void board_panel_choice_label(Ui *ui, int cols, const char *kind, const char *name,
                              const char *id, char *buf, size_t cap);

/* A whole-number slider from lo to hi; records `kind` with the new value
 * when it moves. */
void board_panel_int_slider(Ui *ui, App *app, const char *label, int value, int lo, int hi,
                            int kind);

/* Seed field and "New seed" for `seed`, the seed of this board's run
 * `generation` (the text is refreshed when either changes). Enter records
 * BOARD_SET_SEED; the button BOARD_NEW_SEED. */
void board_panel_seed(BoardPanelSeed *p, Ui *ui, App *app, uint64_t seed, uint64_t generation);

/* Screenshot and Help, at the end of a board's panel. */
void board_panel_footer(Ui *ui, App *app);

/* The speed slider (the maze, the solver and the Minesweeper cascade). */
void board_panel_speed(Ui *ui, App *app);

/* The colour of palette slot s, opaque. */
UiColor board_panel_color(PalSlot s);

/* A legend entry at *x, y: a swatch of colour c and label, in the small
 * font; *x moves past it. */
void board_panel_swatch(Ui *ui, int *x, int y, UiColor c, const char *label);

#endif
