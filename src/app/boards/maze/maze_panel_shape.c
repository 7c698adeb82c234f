/* maze_panel_shape.c - the Size section's row of shapes (maze_panel_shape.h).
 * Short captions: four fit one row of the narrowest panel (a 1024-wide
 * projector's). */
#include "boards/maze/maze_panel_shape.h"

#include <stdio.h>

#include "boards/maze/maze_board.h"
#include "maze/shape.h"

void maze_panel_shape(Ui *ui, App *app)
{
    static const char *const captions[SHAPE_KIND_COUNT] = {
        [SHAPE_SQUARE] = "Square", [SHAPE_POLAR] = "Polar", [SHAPE_HEX] = "Hex",
        [SHAPE_TRIANGLE] = "Triangle"
    };
    /* In the order a class meets them: the familiar square, then six,
     * three sides, and the disc. */
    static const ShapeKind order[SHAPE_KIND_COUNT] = { SHAPE_SQUARE, SHAPE_HEX, SHAPE_TRIANGLE,
                                                       SHAPE_POLAR };
    const MazeSettings *set = maze_set(app);
    ui_row(ui, SHAPE_KIND_COUNT);
    for (int k = 0; k < SHAPE_KIND_COUNT; k++) {
        ShapeKind kind = order[k];
        char label[64];
        snprintf(label, sizeof label, "%s##shape:%s", captions[kind], shape_of_kind(kind)->id);
        if (ui_selectable(ui, label, !set->mask && set->shape == (int)kind))
            app_post(app, MAZE_SET_SHAPE, kind);
    }
}
