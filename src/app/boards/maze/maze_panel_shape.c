/* maze_panel_shape.c - the Size section's shape button (maze_panel_shape.h).
 * One button that takes the next shape, beside the size presets, rather
 * than a row of four: the panel must still fit a 1280x800 window whole,
 * and the captions alone (no arrow) fit a quarter of the narrowest panel. */
#include "boards/maze/maze_panel_shape.h"

#include <stdio.h>

#include "boards/maze/maze_board.h"
#include "maze/shape.h"

/* In the order a class meets them: the familiar square, six sides, three,
 * and the disc. */
static const ShapeKind maze_shape_order[SHAPE_KIND_COUNT] = { SHAPE_SQUARE, SHAPE_HEX, SHAPE_TRIANGLE,
                                                              SHAPE_POLAR };

/* The shape after `now` in maze_shape_order that algo runs on; when it
 * runs on no other, simply the next (the click is refused, and the status
 * line says why). */
static ShapeKind maze_shape_next(const GenAlgo *algo, ShapeKind now)
{
    int at = 0;
    while (maze_shape_order[at] != now)
        at++;
    for (int k = 1; k < SHAPE_KIND_COUNT; k++) {
        ShapeKind next = maze_shape_order[(at + k) % SHAPE_KIND_COUNT];
        if (algo->shapes & (1u << next))
            return next;
    }
    return maze_shape_order[(at + 1) % SHAPE_KIND_COUNT];
}

void maze_panel_shape(Ui *ui, App *app)
{
    static const char *const captions[SHAPE_KIND_COUNT] = {
        [SHAPE_SQUARE] = "Square", [SHAPE_POLAR] = "Polar", [SHAPE_HEX] = "Hex",
        [SHAPE_TRIANGLE] = "Triangle"
    };
    const MazeSettings *set = maze_set(app);
    ShapeKind now = (ShapeKind)set->shape;
    /* From a mask: the plain square first. */
    ShapeKind next = set->mask ? SHAPE_SQUARE : maze_shape_next(maze_algo(app), now);
    char label[64];
    snprintf(label, sizeof label, "%s##shape", set->mask ? "Mask" : captions[now]);
    /* Shown chosen, like the solver's name: a click takes the next. */
    if (ui_selectable(ui, label, true))
        app_post(app, MAZE_SET_SHAPE, next);
}
