/* ui.h - a small immediate-mode widget set in the spirit of microui.
 *
 * The core never draws: each frame the caller fills Ui.in (pointer, buttons,
 * wheel, typed text), calls widgets that lay themselves out top to bottom in
 * an area and return what the user did, and then drains Ui.cmds (rectangles
 * and text) with a platform backend (ui_sdl.c). Text is measured through a
 * callback, so layout and hit-testing are testable without a font. All
 * coordinates are in pixels; sizes scale with Ui.scale. SDL-free.
 *
 * Widget ids: a widget is named by its label. When the label has a "##"
 * suffix, the suffix alone is its id and the text before it is only shown
 * ("Pause##run" and "Resume##run" are one widget), so a control keeps its
 * identity, e.g. while dragged, whatever its caption says. */
#ifndef MAZE_APP_UI_H
#define MAZE_APP_UI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct UiRect {
    int x, y, w, h;
} UiRect;

typedef struct UiColor {
    uint8_t r, g, b, a;
} UiColor;

typedef enum UiFont {
    UI_FONT_BODY = 0,   /* labels, buttons */
    UI_FONT_BOLD,       /* section headings */
    UI_FONT_SMALL,      /* blurbs, legend, status */
    UI_FONT_TITLE,      /* the help overlay's title */
    UI_FONT_COUNT
} UiFont;

/* Font sizes at scale 1, pixels. */
extern const int ui_font_px[UI_FONT_COUNT];

typedef enum UiCmdKind {
    UI_CMD_RECT,        /* filled rectangle */
    UI_CMD_FRAME,       /* 1-scaled-pixel outline */
    UI_CMD_TEXT,        /* text with its top-left at rect.x, rect.y */
    UI_CMD_CLIP,        /* draw only inside rect from here on ... */
    UI_CMD_UNCLIP       /* ... until here */
} UiCmdKind;

typedef struct UiCmd {
    UiCmdKind kind;
    UiRect rect;            /* UI_CMD_TEXT: w is the text's measured width
                               when the widget fitted it into box, else 0 */
    UiRect box;             /* UI_CMD_TEXT: the room a widget gave the text
                               (w == 0: free text, no room to keep to) */
    UiColor color;
    UiFont font;        /* UI_CMD_TEXT */
    size_t text;        /* UI_CMD_TEXT: offset into Ui.text */
} UiCmd;

/* One frame of input, in pixels. Set by the platform before ui_begin. */
typedef struct UiInput {
    int mx, my;         /* pointer */
    bool down;          /* primary button held */
    bool pressed;       /* went down this frame */
    bool released;      /* went up this frame */
    int wheel;          /* wheel notches this frame, positive = up/away */
    bool wheel_ctrl;    /* Ctrl was held while the wheel turned: sliders take it */
    char typed[32];     /* text typed this frame, UTF-8 */
    bool backspace;     /* backspace pressed this frame */
    bool enter;         /* return pressed this frame */
    bool pressed_right; /* the right button went down this frame */
    bool pressed_middle; /* the middle button went down this frame */
    bool shift;         /* Shift was held at the last button press */
    bool ctrl;          /* Ctrl was held at the last button press */
} UiInput;

/* Width in pixels of text in font, for layout. */
typedef int (*UiTextWidthFn)(void *ctx, UiFont font, const char *text);

typedef struct UiTheme {
    UiColor panel, text, muted, accent, accent_text, button, button_hot, track, field;
} UiTheme;

extern const UiTheme ui_theme;

typedef struct UiSpot {
    uint32_t id;
    UiRect rect;
} UiSpot;

typedef struct Ui {
    UiInput in;
    UiTextWidthFn text_width;
    void *text_ctx;
    int line_h[UI_FONT_COUNT];  /* line heights, pixels: set by the platform */
    double scale;               /* 1 normal; HiDPI and projector mode raise it */
    UiCmd *cmds;                /* this frame's draw commands */
    size_t ncmds, cmd_cap;
    char *text;                 /* text of UI_CMD_TEXT commands */
    size_t text_len, text_cap;
    UiSpot *spots;              /* this frame's widget rectangles */
    size_t nspots, spot_cap;
    uint32_t active;            /* widget holding the pointer (a dragged slider) */
    uint32_t focus;             /* widget receiving typed text */
    bool pointer_used;          /* a widget took this frame's press */
    UiRect area;                /* the current layout area */
    UiRect clip;                /* inside a scroll region: what is visible */
    bool clipping;              /* clip applies (pointer outside it hits nothing) */
    bool wheel_used;            /* a widget (a slider) took this frame's wheel */
    int scroll_grab;            /* dragging the scrollbar: pointer's offset in its thumb */
    bool want_seen;             /* a section asked to be seen this frame (ui_want_seen) */
    int seen_top, seen_bottom;  /* ... from here to there, as laid out */
    int scroll_content;         /* the scroll region's content height last frame */
    int cy;                     /* next widget's top */
    int row_cols, row_i, row_h; /* a row of row_cols widgets side by side */
    bool oom;                   /* an allocation failed: commands were dropped */
} Ui;

/* Prepares ui (zeroed by the caller) to measure text with fn(ctx, ...).
 * line_h and scale must be set before the first frame. */
void ui_init(Ui *ui, UiTextWidthFn fn, void *ctx);

/* Frees ui's buffers. */
void ui_free(Ui *ui);

/* Starts a frame laying widgets out top-down inside area. Clears the
 * commands of the previous frame. */
void ui_begin(Ui *ui, UiRect area);

/* Ends a frame: releases the pointer grab when the button went up and drops
 * the text focus on a click outside every widget. */
void ui_end(Ui *ui);

/* Starts a new layout area within the same frame (e.g. an overlay). */
void ui_layout(Ui *ui, UiRect area);

/* A scroll region: widgets between ui_scroll_begin and ui_scroll_end are
 * laid out inside view shifted up by scroll pixels, drawn clipped to view,
 * and only hit where visible. ui_scroll_begin turns the wheel over view
 * into scrolling first (not a Ctrl+wheel, which a slider takes) and
 * returns the offset it laid out with. ui_scroll_end measures the content, draws
 * a scrollbar in the UI_SCROLLBAR_W pixels (scaled) right of view when the
 * content is taller than view (drag its thumb, or press the track to jump
 * there), and returns the new scroll offset, clamped to 0 .. content
 * height - view height; the caller keeps it for the next frame. No nesting. */
int ui_scroll_begin(Ui *ui, UiRect view, int scroll);
int ui_scroll_end(Ui *ui, UiRect view, int scroll);

enum { UI_SCROLLBAR_W = 12 };    /* the scrollbar's grip strip, at scale 1 */

/* Marks the content laid out from top to bottom (pixels, as laid out this
 * frame) as the part of the scroll region to bring into view when its
 * owner asks (ui_scroll_reveal). Cleared by ui_begin. */
void ui_want_seen(Ui *ui, int top, int bottom);

/* The scroll offset that shows the part ui_want_seen marked inside view,
 * laid out with scroll: as little movement as brings its bottom in, but
 * never past its top (a part taller than view shows from its top). scroll
 * itself when nothing was marked. */
int ui_scroll_reveal(const Ui *ui, UiRect view, int scroll);
#define UI_SCROLLBAR_ID "##ui-scrollbar"

/* Scaled pixels: v at scale 1. */
int ui_px(const Ui *ui, int v);

/* Shown part of a label (up to "##"). Writes to buf. */
const char *ui_shown(const char *label, char *buf, size_t cap);

/* True when no two widgets drawn this frame share an id (for tests: a
 * duplicate would make two controls act as one). */
bool ui_ids_unique(const Ui *ui);

/* The id of a label: of its "##" suffix if it has one, else of all of it. */
uint32_t ui_id(const char *label);

/* The rectangle widget `label` had this frame; false when it was not shown. */
bool ui_spot(const Ui *ui, const char *label, UiRect *out);

/* Texts a widget drew this frame wider than the room it had (a cut or
 * overlapping label): how many, and the first of them in *first (may be
 * NULL). Widgets measure every label they fit; free text is not counted. */
size_t ui_text_cut(const Ui *ui, const char **first);

/* True when (x, y) lies in r. */
bool ui_inside(UiRect r, int x, int y);

/* ---- drawing primitives (also used by overlays) ---- */
void ui_draw_rect(Ui *ui, UiRect r, UiColor c);
void ui_draw_frame(Ui *ui, UiRect r, UiColor c);
void ui_draw_text(Ui *ui, UiFont f, int x, int y, UiColor c, const char *text);

/* ---- layout ---- */
/* The next `cols` widgets share one row in equal columns. */
void ui_row(Ui *ui, int cols);
/* Vertical space, at scale 1. */
void ui_space(Ui *ui, int px);
/* Takes the next widget rectangle of height h (pixels). */
UiRect ui_next(Ui *ui, int h);

/* ---- widgets ---- */
/* A section heading with a rule under it. */
void ui_heading(Ui *ui, const char *text);
/* Text wrapped to box's width (at spaces; a word too wide for it, a path,
 * after a '/', '-' or '_', or anywhere), drawn from its top: as many lines as
 * box.h holds (one at least), each measured against box's width (so
 * ui_text_cut counts none). Returns how many lines the whole text takes:
 * more than box holds means the rest was not drawn. */
int ui_text_box(Ui *ui, UiFont f, UiColor c, UiRect box, const char *text);
/* The lines ui_text_box would take for text at width w (draws nothing). */
int ui_text_lines(Ui *ui, UiFont f, int w, const char *text);
/* Text wrapped to the area's width. */
void ui_text(Ui *ui, UiFont f, UiColor c, const char *text);
/* The height ui_text would take for text now (it draws nothing), including
 * the gap after it. */
int ui_text_height(Ui *ui, UiFont f, const char *text);
/* A label on the left and a value on the right of one line; true while
 * the pointer is over it (for an explanation shown elsewhere). */
bool ui_pair(Ui *ui, const char *label, const char *value);
/* Height of a button, a selectable row or a toggle, pixels. */
int ui_button_height(const Ui *ui);
/* A push button; true in the frame it is clicked. disabled: drawn muted, inert. */
bool ui_button(Ui *ui, const char *label, bool disabled);
/* A picture the caller draws itself at r, acting as a button: r is
 * recorded as label's spot (outside the layout flow); true in the frame it
 * is pressed. Draws nothing. */
bool ui_hot(Ui *ui, const char *label, UiRect r);
/* A row that can be selected (a list entry); true when clicked. */
bool ui_selectable(Ui *ui, const char *label, bool selected);
/* A checkbox; flips *on and returns true when clicked. */
bool ui_toggle(Ui *ui, const char *label, bool *on);
/* label, or only its "##id" (the same widget, nothing shown) when the
 * label and value_text do not fit side by side on one line of the current
 * area (as a slider or ui_pair draws them, the value in the small font at
 * worst): a narrow slim bar or picture strip shows the value alone. */
const char *ui_label_room(Ui *ui, const char *label, const char *value_text);
/* A horizontal slider over [lo, hi] showing label and value_text; dragged
 * with the pointer, or moved by wheel_step per notch of a Ctrl+wheel while
 * hovered (the plain wheel scrolls the panel: a slider passing under the
 * pointer never changes). Returns true when *v changed. */
bool ui_slider(Ui *ui, const char *label, double *v, double lo, double hi,
               double wheel_step, const char *value_text);
/* A one-line text field editing buf (cap bytes) that accepts the characters
 * in `accept` (NULL: any printable ASCII, for fields that check what was
 * typed themselves); click to focus. Returns true when Enter commits it. */
bool ui_field(Ui *ui, const char *label, char *buf, size_t cap, const char *accept);
/* A progress bar, frac in 0..1, with text on it. */
void ui_progress(Ui *ui, double frac, const char *text);

/* ---- a pop-up list (ui_menu.c) ---- */
/* count choices, each a label as a widget's ("Kruskal's##pick:kruskal"),
 * in a box opened from the button at anchor and kept inside bounds: under
 * the anchor (or over it, when there is more room there), in as many
 * columns as the entries need. The caller keeps whether it is open. */
typedef struct UiMenu {
    UiRect box, anchor;
    int count, cols, rows;
    int item_w, item_h;
} UiMenu;

enum {
    UI_MENU_NONE = -1,  /* ui_menu_input: no press on the list */
    UI_MENU_AWAY = -2   /* ... a press outside it and its anchor (close it) */
};

UiMenu ui_menu_place(Ui *ui, UiRect anchor, UiRect bounds, const char *const *labels, int count);

/* Call before the widgets the list covers: the choice this frame's press
 * landed on (the press is taken: nothing under the list gets it),
 * UI_MENU_AWAY for a press elsewhere (left to whatever is there), or
 * UI_MENU_NONE (no press, or a press on the anchor, whose button toggles
 * the list). */
int ui_menu_input(Ui *ui, const UiMenu *m);

/* Call after the widgets it covers: draws the list on top of them, choice
 * `selected` (-1: none) highlighted, the one under the pointer lit. */
void ui_menu_draw(Ui *ui, const UiMenu *m, const char *const *labels, int selected);

#endif
