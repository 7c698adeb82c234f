#!/bin/sh
# cli_lesson.sh - the command line's half of "the five-minute lesson":
# `trace --milestones` prints only the events of interest that the
# window's ] and [ go to; `quiz` prints questions on the next step with
# pictures, then their answers, each borne out by the step; `stats
# --explain` says what every statistic measures. Bad input is refused with
# exit 2 and one line.
# Usage: sh cli_lesson.sh path/to/mazelab
bin=$1
. "$(dirname "$0")/../support/check.sh"

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

# ---- quiz --------------------------------------------------------------------
check_output "# mazelab quiz --algo backtracker --size 3x2 --seed 1 --count 2
# Signs in the cells: @ where it works, + on its stack, list or run, : beside the maze, ^ > v < the walk, = a wall just added, . not in the maze yet

Question 1, after step 2 (carving)

      0   1   2
    +   +---+---+
  0 | . | . | @ |
    +---+---+   +
  1 | . | +   + |
    +---+---+   +

The backtracker stands at (2,0). Which cells could it carve into next?

Question 2, after step 7 (backtracking)

      0   1   2
    +   +---+---+
  0 |     @   + |
    +   +---+   +
  1 |   | +   + |
    +---+---+   +

(1,0) is a dead end: no unvisited neighbour. Which cell does the backtracker go back to?

Answers

1. (1,0): its only unvisited neighbour
   Step 3: Carved west from (2,0) to (1,0): the only unvisited neighbour
2. (2,0): the cell it came from: the one below it on the stack, which holds 3 moves
   Step 8: Dead end at (1,0): back to (2,0), stack depth 2" \
    quiz --algo backtracker --size 3x2 --seed 1 --count 2
# Every generator and solver poses questions, the steps bear them out (a
# contradiction would exit 1), and the answer key has one line for each.
for algo in $(check_run list | cut -f1); do
    if check_run trace --algo "$algo" --size 1x1 --seed 1 >/dev/null 2>&1; then
        args="--algo $algo"
    else
        args="--algo kruskal --solver $algo"
    fi
    # shellcheck disable=SC2086
    out=$(check_run quiz $args --size 9x7 --seed 5 --count 4 2>"$check_err")
    check_same "quiz $args: exit 0, 4 questions, 4 answers" \
        "$?:$(printf '%s\n' "$out" | grep -c '^Question '):$(printf '%s\n' "$out" | grep -c '^   Step ')" \
        "0:4:4"
done
check_match 0 'the 3 frontier cells|cells beyond the' quiz --algo prim --variant cell --size 4x3 --seed 1 --count 1
check_match 0 'No questions: this run poses none' quiz --algo wilson --size 1x1 --seed 1
# A 2x1 maze poses two questions; a count of 5 gets those.
check_same "fewer places than asked" \
    "$(check_run quiz --algo backtracker --size 2x1 --seed 1 --count 5 | grep -c '^Question ')" "2"
check_match 0 'usage: mazelab quiz' quiz --help
check_match 0 '^  quiz +questions' --help
check_error 2 "bad --count '0': expected a whole number from 1 to 100" \
    quiz --algo kruskal --size 5x5 --count 0
check_error 2 "bad --count 'many': expected a whole number from 1 to 100" \
    quiz --algo kruskal --size 5x5 --count many
check_error 2 "size '101x5' out of range: width and height must be 1 to 100" \
    quiz --algo kruskal --size 101x5
check_error 2 "missing --algo ID; 'mazelab list' shows the generators" quiz --size 5x5
check_error 2 "missing --size WxH (width and height 1 to 100)" quiz --algo kruskal
check_match 2 "^mazelab: unknown algorithm 'frob'; valid: backtracker" quiz --algo frob --size 5x5
check_match 2 "^mazelab: unknown solver 'frob'; valid: " quiz --algo kruskal --size 5x5 --solver frob
check_error 2 "unknown variant 'x' of prim; valid: edge, cell" quiz --algo prim --variant x --size 5x5
check_error 2 "unknown option '--bogus'; try 'mazelab quiz --help'" quiz --bogus
check_error 2 "option '--count' needs a value; try 'mazelab quiz --help'" quiz --algo kruskal --count
check_error 2 "unexpected argument 'extra'; try 'mazelab quiz --help'" \
    quiz --algo kruskal --size 5x5 extra
check_match 0 'mazelab: seed [0-9]+' quiz --algo kruskal --size 3x3 --count 1

# ---- stats --explain ------------------------------------------------------------
explain=$(check_run stats --explain)
check_match 0 '^mean_branch +Branch length +Cells from a dead end back to the first junction' \
    stats --explain
# Every column `stats` prints has its line, and nothing else does.
columns=$(check_run stats --algo backtracker --size 3x3 --runs 1 --format csv | head -1 |
    tr ',' '\n' | sed -n 's/_mean$//p')
check_same "an explanation for every column" \
    "$(printf '%s\n' "$explain" | cut -d' ' -f1 | tr '\n' ' ')" "$(printf '%s\n' "$columns" | tr '\n' ' ')"
check_same "every explanation one sentence or two, ending with a period" \
    "$(printf '%s\n' "$explain" | grep -cv '\.$')" "0"
check_match 0 '^\.B mean_branch$' stats --explain --man
check_same "man: a paragraph per statistic" \
    "$(check_run stats --explain --man | grep -c '^\.TP$')" "$(printf '%s\n' "$explain" | wc -l | tr -d ' ')"
check_match 0 'stats --explain \[--man\]' stats --help
check_error 2 "--man goes with --explain; try 'mazelab stats --help'" stats --man
check_error 2 "unknown option '--explain=yes'; try 'mazelab stats --help'" stats --explain=yes

check_summary
