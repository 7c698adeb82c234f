#!/bin/sh
# cli_lesson.sh - the command line's half of "the five-minute lesson":
# `trace --milestones` prints only the events of interest that the
# window's ] and [ go to. Bad input is refused with exit 2 and one line.
# Usage: sh cli_lesson.sh path/to/mazelab
bin=$1
. "$(dirname "$0")/sh/check.sh"

# ---- trace --milestones ------------------------------------------------------
check_output "# mazelab trace --algo kruskal --size 4x3 --seed 1
1 | joining | line 3: next wall, a single cell on one side: remove it, the cell joins that set | Wall between (2,0) and (2,1) removed: joins set 3 (1 cell) and set 7 (1 cell) into set 3, 11 sets left | set=3 set_cells=1 other_set=7 other_set_cells=1 joined=3 sets=11" \
    trace --algo kruskal --size 4x3 --seed 1 --milestones --steps 1
# Eller's milestone is the decision that ends a row.
check_same "eller's milestones" \
    "$(check_run trace --algo eller --size 4x3 --seed 1 --milestones | cut -d'|' -f1 | tr -d ' ' | tr '\n' ' ')" \
    "#mazelabtrace--algoeller--size4x3--seed1 7 14 "
# Every line printed is a milestone, and every milestone is printed.
all=$(check_run trace --algo wilson --size 12x9 --seed 4 --format jsonl | grep -c '"milestone":true')
only=$(check_run trace --algo wilson --size 12x9 --seed 4 --format jsonl --milestones)
check_same "wilson's milestones, all of them" "$(printf '%s\n' "$only" | wc -l | tr -d ' ')" "$all"
check_same "wilson's milestones, nothing else" "$(printf '%s\n' "$only" | grep -vc '"event":"join"')" "0"
# A solver's junctions.
check_match 0 '"event":"expand".*"queued":2.*"milestone":true' \
    trace --algo backtracker --size 5x4 --seed 2 --solver bfs --milestones --format jsonl
check_error 2 "unknown option '--milestones=3'; try 'mazelab trace --help'" \
    trace --algo kruskal --size 4x3 --milestones=3
check_match 0 '--milestones +print only the milestones' trace --help

check_summary
