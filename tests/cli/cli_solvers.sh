#!/bin/sh
# cli_solvers.sh - every solver from the command line (issue 19): solve
# with --solver, --start, --goal, --seed, --mud and --moves; trace of a
# solver; stats --solver per generator and braid level; bench --solvers;
# refusals in one line, exit 2.
# Usage: sh cli_solvers.sh path/to/mazelab
bin=$1
. "$(dirname "$0")/../support/check.sh"
dir=$(mktemp -d)
trap 'rm -rf "$dir" "$check_err"' EXIT

"$bin" gen -a backtracker -s 8x6 -r 5 > "$dir/m.txt"
# Every solver in the table reaches the exit of a perfect maze, along its
# only path (15 cells).
for s in $(check_run list | cut -f1 | tail -n 11); do
    check_match 0 "^path length: 15 cells$" solve -i "$dir/m.txt" -S "$s"
done
check_output 'maze: 8x6
solver: tremaux
verdict: reached
walked: 70 moves
path length: 15 cells' solve -i "$dir/m.txt" -S tremaux
check_output 'maze: 8x6
solver: dead-end-filling
verdict: reached
explored: 33 cells
path length: 15 cells' solve -i "$dir/m.txt" -S dead-end-filling

# The random mouse: its seed, and its limit with the reason.
check_same "mouse seed" "$(check_run solve -i "$dir/m.txt" -S random-mouse --seed 4)" \
    "$(check_run solve -i "$dir/m.txt" -S random-mouse --seed 4)"
check_output 'maze: 8x6
solver: random-mouse
verdict: gave up
walked: 20 moves
why: Gave up after 20 moves: the goal may be out of reach, or just not found yet' \
    solve -i "$dir/m.txt" -S random-mouse --moves 20
# Pledge cannot aim at a goal inside the maze, and says so.
check_match 0 '^why: The goal \(3,2\) is inside the maze, with no opening: Pledge only finds ways out' \
    solve -i "$dir/m.txt" -S pledge --goal 3,2

# Mud: dijkstra and astar pay least; bfs, counting moves, pays more here.
"$bin" gen -a backtracker -s 20x15 -r 4 --braid 100 > "$dir/b.txt"
check_match 0 '^path cost: 113 \(40% of the cells mud, cost 5\)$' \
    solve -i "$dir/b.txt" -S dijkstra --mud 40 --seed 3
check_match 0 '^path cost: 113 ' solve -i "$dir/b.txt" -S astar --mud 40 --seed 3
check_match 0 '^path cost: 115 ' solve -i "$dir/b.txt" -S bfs --mud 40 --seed 3

# trace: the solver's steps, mud and limits in the header.
check_match 0 '^# mazelab trace --algo kruskal --size 6x4 --seed 3 --solver astar --mud 30$' \
    trace -a kruskal -s 6x4 -r 3 --solver astar --mud 30 --steps 1
check_match 0 '^1 \| walking \| line 1: an unmarked passage here: take one, mark it once \| Moved south from \(0,0\) to \(0,1\), one of 1 passage with no mark: now 1 mark, path 2 cells \| marks=1 unmarked=1 path=2$' \
    trace -a kruskal -s 5x4 -r 2 --solver tremaux --steps 2
check_match 0 '"event":"expand".*"facts":\{"g":0,"h":8,"f":8,"queued":1,"queue":1\}' \
    trace -a kruskal -s 6x4 -r 3 --solver astar --mud 30 --format jsonl --from 1 --steps 1

# stats --solver: a row per generator and braid level.
check_match 0 '^kruskal-braid100 +100\.0 ± 0\.0 ' stats -a kruskal -s 10x8 -n 10 --solver tremaux --braid 0,100
check_match 0 '^algo,solver,mud,runs,width,height,seed,reached_mean,reached_sd,explored_mean' \
    stats -a kruskal -s 10x8 -n 3 --solver dijkstra --mud 20 -f csv
check_match 0 'solver random-mouse from the start to the goal' stats -a prim -s 6x6 -n 3 --solver random-mouse

# bench --solvers on a small maze: a row per solver.
check_same "bench rows" "$(check_run bench --solvers --size 60x40 --repeat 1 | sed -n '2,12p' | cut -d' ' -f1 | tr '\n' ' ')" \
    "$(check_run list | cut -f1 | tail -n 11 | tr '\n' ' ')"

# Refusals: one line, exit 2.
check_error 2 "bad --mud (percent of cells) '101': expected a whole number from 0 to 100" \
    solve -i "$dir/m.txt" --mud 101
check_error 2 "bad --moves (a move limit) '0': expected a whole number from 1 to 2000000000" \
    solve -i "$dir/m.txt" --moves 0
check_error 2 "--mud needs --solver: mud only slows solvers down" stats --mud 10
check_error 2 "--mud is for a solver: add --solver ID" trace -a kruskal -s 4x4 --mud 10
check_error 2 "--moves is for a solver: add --solver ID" trace -a kruskal -s 4x4 --moves 10
check_refuse 2 "unknown solver 'flood'; valid: wall-right" stats --solver flood
check_refuse 2 "unknown solver 'flood'" bench --solvers --solver flood

check_summary
