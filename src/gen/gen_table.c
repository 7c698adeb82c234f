/* gen_table.c - the generator table, in the order the panel and `mazelab
 * list` show it. To add a generator:
 *   1. write src/gen/NAME.c: a state struct (first field a named phase
 *      enum), its events with their sentences (at least one a milestone,
 *      step.h), its overlays, its questions (question.h), and
 *      `const GenAlgo gen_NAME` (see algo.h and any generator here);
 *   2. add GEN(NAME) below;
 *   3. run the tests: every property test loops over this table.
 * This file is linked into each program apart from the library, so a test
 * build can link its own table with extra entries (tests/extra/). */
#include "maze/gen.h"

#define GEN_TABLE(GEN)          \
    GEN(backtracker)            \
    GEN(binary_tree)            \
    GEN(sidewinder)             \
    GEN(recursive_division)     \
    GEN(eller)                  \
    GEN(kruskal)                \
    GEN(prim)                   \
    GEN(prim_true)              \
    GEN(aldous_broder)          \
    GEN(wilson)                 \
    GEN(hunt_and_kill)          \
    GEN(growing_tree)

#ifdef MAZELAB_EXTRA_ALGOS
#include "extra_algos.h"        /* a test build's GEN_EXTRA(GEN) */
#else
#define GEN_EXTRA(GEN)
#endif

#define GEN_DECLARE(name) extern const GenAlgo gen_##name;
#define GEN_ENTRY(name) &gen_##name,

GEN_TABLE(GEN_DECLARE)
GEN_EXTRA(GEN_DECLARE)

const GenAlgo *const gen_algos[] = { GEN_TABLE(GEN_ENTRY) GEN_EXTRA(GEN_ENTRY) };
const size_t gen_algo_count = sizeof gen_algos / sizeof gen_algos[0];

/* Compare mode's panes before anyone picks theirs, after the first pane
 * (the window's own generator): textures that differ most, for a class to
 * tell apart at a glance. */
const GenAlgo *const gen_compare_defaults[] = { &gen_kruskal, &gen_binary_tree, &gen_wilson };
const size_t gen_compare_default_count = sizeof gen_compare_defaults / sizeof gen_compare_defaults[0];
