/* mines_board_args.c - which Minesweeper board the options name
 * (mines_cli.h), for `mazelab mines` and `mazelab bench --mines`. */
#include "cli.h"
#include "mines_cli.h"

bool mines_cli_board(const char *preset_id, const char *size, const char *mines, int *w, int *h,
                     long *count, bool *preset)
{
    *preset = preset_id != NULL;
    if (preset_id) {
        const MinesPreset *p = mines_find_preset(preset_id);
        if (size || mines) {
            message_error("--preset sets the size and the mine count: give either --preset "
                      "or --size and --mines");
            return false;
        }
        if (!p) {
            message_error("unknown preset '%s'; valid: beginner, intermediate, expert", preset_id);
            return false;
        }
        *w = p->w;
        *h = p->h;
        *count = p->mines;
        return true;
    }
    if (!size || !mines) {
        message_error("missing %s; give --size WxH and --mines N, or --preset NAME",
                  size ? "--mines N" : "--size WxH");
        return false;
    }
    if (!args_parse_size(size, MINES_MAX_SIDE, w, h))
        return false;
    long max = mines_max_count(*w, *h);
    if (max < 1) {
        char why[256];
        mines_explain(why, sizeof why, *w, *h, 1);
        message_error("%s", why);
        return false;
    }
    return args_parse_long(mines, "mine count", 1, max, count);
}
