/* stats_explain.h - `mazelab stats --explain`. Private to src/cli. */
#ifndef MAZE_CLI_STATS_EXPLAIN_H
#define MAZE_CLI_STATS_EXPLAIN_H

#include <stdbool.h>

/* Prints every statistic: its column id, its name and what it measures,
 * aligned; with man, as the man page's STATISTICS section (roff), which
 * the build makes from it (src/desktop/manpage.cmake). */
void stats_explain(bool man);

#endif
