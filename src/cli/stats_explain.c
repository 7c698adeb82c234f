/* stats_explain.c - `mazelab stats --explain`: what every statistic
 * measures, from the library's table (stats.h), as text or as the man
 * page's STATISTICS section. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "maze/stats.h"
#include "stats_explain.h"

void stats_explain(bool man)
{
    int id_w = 0, label_w = 0;
    for (int f = 0; f < STATS_FIELD_COUNT; f++) {
        int a = (int)strlen(stats_field_id((StatsField)f));
        int b = (int)strlen(stats_field_label((StatsField)f));
        id_w = a > id_w ? a : id_w;
        label_w = b > label_w ? b : label_w;
    }
    for (int f = 0; f < STATS_FIELD_COUNT; f++) {
        const char *id = stats_field_id((StatsField)f), *label = stats_field_label((StatsField)f);
        const char *text = stats_field_explain((StatsField)f);
        const char *unit =
            stats_field_is_share((StatsField)f) ? " The table and md formats give it in percent." : "";
        if (!man) {
            printf("%-*s  %-*s  %s\n", id_w, id, label_w, label, text);
            continue;
        }
        fputs(".TP\n.B ", stdout);
        cli_man_text(id);
        fputs("\n", stdout);
        cli_man_text(label);
        fputs(". ", stdout);
        cli_man_text(text);
        cli_man_text(unit);
        putchar('\n');
    }
}
