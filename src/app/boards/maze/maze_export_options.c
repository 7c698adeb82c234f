/* maze_export_options.c - the Export section's choices a button steps
 * through: the printed page's and the recording's (maze_export.h). */
#include "boards/maze/maze_export.h"

#include <stdio.h>

void maze_export_option_next(MazeSettings *set, MazeExportOption option)
{
    MazeExportChoice *c = &set->out;
    switch (option) {
    case MAZE_EXPORT_PAPER: c->paper = c->paper == SHEET_A4 ? SHEET_LETTER : SHEET_A4; break;
    case MAZE_EXPORT_FORMAT: c->format = c->format == SHEET_PDF ? SHEET_PNG : SHEET_PDF; break;
    case MAZE_EXPORT_KEY: c->key = !c->key; break;
    case MAZE_EXPORT_PER_PAGE: c->per_page = c->per_page >= 4 ? 1 : 2 * c->per_page; break;
    case MAZE_EXPORT_SEED: c->seed = !c->seed; break;
    case MAZE_EXPORT_SLIDE_W:   /* plain, 640, 1280, 1920 px (from --slides W: the next above) */
        c->slide_w = c->slide_w == 0 ? 640 : c->slide_w < 1280 ? 1280 : c->slide_w < 1920 ? 1920 : 0;
        break;
    case MAZE_EXPORT_SLIDE_FROM: c->slide_milestone = !c->slide_milestone; break;
    case MAZE_EXPORT_SLIDE_PNGS: c->slide_pngs = !c->slide_pngs; break;
    default: break;
    }
}

void maze_export_option_label(const MazeSettings *set, MazeExportOption option, char *buf, size_t cap)
{
    const MazeExportChoice *c = &set->out;
    char text[32];
    switch (option) {
    case MAZE_EXPORT_PAPER: snprintf(text, sizeof text, "%s", c->paper == SHEET_A4 ? "A4" : "Letter"); break;
    case MAZE_EXPORT_FORMAT: snprintf(text, sizeof text, "%s", c->format == SHEET_PNG ? "PNG" : "PDF"); break;
    case MAZE_EXPORT_KEY: snprintf(text, sizeof text, "%s", c->key ? "+ key" : "no key"); break;
    case MAZE_EXPORT_PER_PAGE: snprintf(text, sizeof text, "%d a page", c->per_page); break;
    case MAZE_EXPORT_SEED: snprintf(text, sizeof text, "%s", c->seed ? "seed" : "no seed"); break;
    case MAZE_EXPORT_SLIDE_W:
        if (c->slide_w)
            snprintf(text, sizeof text, "%d px", c->slide_w);
        else
            snprintf(text, sizeof text, "plain");
        break;
    case MAZE_EXPORT_SLIDE_FROM: snprintf(text, sizeof text, "%s", c->slide_milestone ? "from event" : "from here"); break;
    case MAZE_EXPORT_SLIDE_PNGS: snprintf(text, sizeof text, "%s", c->slide_pngs ? "PNGs" : "GIF"); break;
    default: text[0] = '\0'; break;
    }
    /* "name >": a click takes the next, as the variant button does */
    snprintf(buf, cap, "%s \xe2\x96\xb8##export-option:%d", text, (int)option);
}
