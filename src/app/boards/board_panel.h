/* board_panel.h - panel pieces every board uses, built from ui.h widgets.
 * Like every widget in the panel they only record what the user did
 * (app_post); the shell applies it after the panel pass. SDL-free. */
#ifndef MAZE_APP_BOARD_PANEL_H
#define MAZE_APP_BOARD_PANEL_H

#include <stddef.h>
#include <stdint.h>

#include "model/app_state.h"
#include "maze/palette.h"
#include "ui/ui.h"
#include "ui/zoom.h"

#define PANEL_SPEED "Speed##speed"
#define PANEL_SEED_FIELD "Seed##field"

/* The seed field's text while it is being edited (kept across frames). */
typedef struct BoardPanelSeed {
    char text[48];              /* the field's text */
    bool bad;                   /* text was refused: kept, with a message */
    uint64_t shown;             /* the seed text was last filled from */
    uint64_t generation;        /* the run text belongs to */
} BoardPanelSeed;

/* The label of a choice: its name shown, "##kind:id" its widget id.
 * Writes to buf. */
void board_panel_choice_label(const char *kind, const char *name, const char *id, char *buf,
                              size_t cap);

/* The most columns, up to max_cols, of the current area in which a button
 * whose caption is tw pixels wide shows it whole (1 when none does). */
int board_panel_cols_for(const Ui *ui, int max_cols, int tw);

/* Lays out n choices in rows of `cols`: call before choice k, and with
 * k == n after the last (it closes a part-filled row). */
void board_panel_choice_row(Ui *ui, size_t k, size_t n, int cols);

/* A whole-number slider from lo to hi; records `kind` with the new value
 * when it moves. */
void board_panel_int_slider(Ui *ui, App *app, const char *label, int value, int lo, int hi,
                            int kind);

/* Seed field and "New seed" for `seed`, the seed of this board's run
 * `generation` (the text is refreshed when either changes). Enter records
 * BOARD_SET_SEED; the button BOARD_NEW_SEED. */
void board_panel_seed(BoardPanelSeed *p, Ui *ui, App *app, uint64_t seed, uint64_t generation);

#define PANEL_SLIM_RUN "##slim-run"
#define PANEL_SLIM_STEP "Step##slim-step"
#define PANEL_SLIM_BACK "Back##slim-back"

/* True when every word of text fits the current area's width in font f
 * (wrapped, no word is broken). */
bool board_panel_words_fit(Ui *ui, UiFont f, const char *text);

/* The slim bar's common part (the panel hidden): the board's title (bold,
 * or a smaller font where a word of it would break) and detail (small,
 * may be ""), Pause/Resume, Back (off unless can_back)
 * and Step (off when done), and the speed slider. Records
 * BOARD_PAUSE_TOGGLE, BOARD_STEP_BACK and BOARD_STEP. */
void board_panel_slim_run(Ui *ui, App *app, const char *title, const char *detail, bool paused,
                          bool done, bool can_back);

/* Screenshot and Help, at the end of a board's panel. */
void board_panel_footer(Ui *ui, App *app);

/* The speed slider (the maze, the solver and the Minesweeper cascade). */
void board_panel_speed(Ui *ui, App *app);

/* A board picture's zoom (view state) and the fit requests it has seen. */
typedef struct BoardZoom {
    Zoom zoom;
    unsigned fit_seen;          /* app->fit_requests when last looked at */
} BoardZoom;

#define PANEL_ZOOM_FIT "Fit (0)##zoom-fit"

/* The fit side of a board picture's zoom: back to the fit when
 * app->fit_requests moved; while zoomed or panned a "Fit (0)" button at
 * corner's top right (records APP_ZOOM_FIT). Call before the wheel and
 * drags (a press on the button is the button's). */
void board_panel_zoom_fit(BoardZoom *bz, Ui *ui, App *app, UiRect corner);

/* A board picture's frame of zoom and pan in area (cw x ch units under
 * lim): board_panel_zoom_fit with the button in area's corner, then the
 * wheel and drags (zoom_input; pan_needs_ctrl as there). Returns where the
 * picture goes this frame. */
ZoomPlace board_panel_zoom(BoardZoom *bz, Ui *ui, App *app, UiRect area, int cw, int ch,
                           const ZoomLimits *lim, bool pan_needs_ctrl);

/* The colour of palette slot s, opaque. */
UiColor board_panel_color(PalSlot s);

/* The font of the status bar (legend and status line): the small one, the
 * body's in projector mode. */
UiFont board_panel_bar_font(const App *app);

/* Where the next legend entry goes on the status bar's first line. */
typedef struct BoardLegendPen {
    UiFont font;                /* the bar's */
    int x, y;                   /* the next entry's top left */
    int right;                  /* no entry goes past this */
    bool full;                  /* an entry did not fit: the rest are left out */
} BoardLegendPen;

/* A pen at the start of bar's legend line, in app's bar font. */
BoardLegendPen board_panel_legend_pen(const Ui *ui, const App *app, UiRect bar);

/* A legend entry: a swatch of colour c and label; the pen moves past it.
 * Left out, with every entry after it, when it does not fit the line. */
void board_panel_swatch(Ui *ui, BoardLegendPen *pen, UiColor c, const char *label);

/* A legend entry of text alone (a counter), like board_panel_swatch. */
void board_panel_legend_text(Ui *ui, BoardLegendPen *pen, const char *text);

#endif
