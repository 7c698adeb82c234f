#!/bin/sh
# cli_braid.sh - loops on demand from the command line (issue 19): gen,
# trace and stats take --braid P; the braid shows in summaries, titles and
# row labels (-braidP); at 100 no dead end is left; refusals are one line,
# exit 2.
# Usage: sh cli_braid.sh path/to/mazelab
bin=$1
. "$(dirname "$0")/../support/check.sh"
trap 'rm -f "$check_err"' EXIT

# (The seconds depend on the machine's load: any.)
check_match 0 '^backtracker 8x5 seed 3 braid 50%: 40 cells, 42 passages, [0-9]+\.[0-9]{3} s$' \
    gen -a backtracker -s 8x5 -r 3 --braid 50 -f none
# The maze before the braid is the generator's: braid 0 is the plain maze.
check_same "braid 0" "$(check_run gen -a kruskal -s 9x7 -r 4 --braid 0)" \
    "$(check_run gen -a kruskal -s 9x7 -r 4)"
check_match 0 '<title>kruskal 4x3 seed 2 braid 50%</title>' gen -a kruskal -s 4x3 -r 2 --braid 50 -f svg
check_match 0 '^# mazelab trace --algo kruskal --size 4x3 --seed 2 --solver bfs --braid 100$' \
    trace -a kruskal -s 4x3 -r 2 --braid 100 --solver bfs --steps 1

# Rows per level, labelled; at 100 % the dead-end share is 0.
csv=$(check_run stats -a kruskal -s 10x10 -n 5 --braid 0,100 -f csv | cut -d, -f1,6)
check_same "stats rows" "$(echo "$csv" | tr '\n' ' ')" \
    "algo,dead_end_mean kruskal,$(echo "$csv" | sed -n 2p | cut -d, -f2) kruskal-braid100,0 "

check_error 2 "bad --braid (percent of dead ends removed) '101': expected a whole number from 0 to 100" \
    gen -a kruskal -s 4x3 --braid 101
check_error 2 "bad --braid '1,2,3,4,5,6,7,8,9,10,11,12': at most 11 levels, each 0 to 100" \
    stats --braid 1,2,3,4,5,6,7,8,9,10,11,12
check_error 2 "bad --braid (percent of dead ends removed) 'x': expected a whole number from 0 to 100" \
    stats --braid 50,x

check_summary
