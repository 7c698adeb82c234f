#!/bin/sh
# cli_gen_solve.sh - `mazelab gen` and `mazelab solve`: exact text for a fixed
# seed, files written atomically and never overwritten unless asked, a round
# trip through both formats, and clear refusals of bad input.
# Usage: sh cli_gen_solve.sh path/to/mazelab
bin=$1
. "$(dirname "$0")/../support/check.sh"
dir=$(mktemp -d)
trap 'rm -rf "$dir" "$check_err"' EXIT

check_output '+   +---+---+---+---+
|       |       |   |
+   +   +   +---+   +
|   |       |       |
+   +---+---+---+   +
|                   |
+---+---+---+---+   +' gen --algo backtracker --size 5x3 --seed 4

check_output '# #########
#   #   # #
# # # ### #
# #   #   #
# ####### #
#         #
######### #' gen -a backtracker -s 5x3 -r 4 -f blocks

check_match 0 '^backtracker 300x200 seed 9: 60000 cells, 59999 passages, [0-9.]+ s$' \
    gen --algo backtracker --size 300x200 --seed 9 --format none
# No seed: a random one, reported on stderr so the maze can be made again.
check_match 0 '^mazelab: seed [0-9]+$' gen --algo backtracker --size 4x4 --format none

# Files: written whole, never overwritten without --force.
check_output '' gen -a backtracker -s 5x3 -r 4 -o "$dir/m.txt"
check_refuse 1 "m.txt exists; not overwritten (add --force to replace it)" \
    gen -a backtracker -s 5x3 -r 5 -o "$dir/m.txt"
check_output '' gen -a backtracker -s 5x3 -r 5 -o "$dir/m.txt" --force
check_refuse 1 "cannot write $dir/none/m.txt" gen -a backtracker -s 5x3 -o "$dir/none/m.txt"
# A write error still in stdout's buffer (a small maze) is still an error.
if [ -w /dev/full ]; then
    "$bin" gen -a backtracker -s 5x3 -r 4 >/dev/full 2>"$check_err"
    got=$?
    if [ "$got" -eq 1 ] && grep -q '^mazelab: cannot write standard output' "$check_err"; then
        pass=$((pass + 1))
    else
        check_fail "gen -a backtracker -s 5x3 -r 4 >/dev/full" "exit $got (want 1)" ""
    fi
fi
if [ "$(ls -A "$dir")" = "m.txt" ]; then pass=$((pass + 1)); else
    fail=$((fail + 1)); echo "FAIL: files left behind: $(ls -A "$dir")"; fi

# Round trips: every solver reaches the exit of a saved maze, both formats.
for fmt in ascii blocks; do
    check_output '' gen -a backtracker -s 40x25 -r 11 -f "$fmt" -o "$dir/rt.$fmt"
    check_match 0 'verdict: reached' solve --input "$dir/rt.$fmt"
    check_match 0 'path length: [0-9]+ cells' solve --input "$dir/rt.$fmt" --solver bfs
    check_match 0 'walked: [0-9]+ moves' solve -i "$dir/rt.$fmt" -S wall-left
done
check_output 'maze: 5x3
solver: wall-left
verdict: reached
walked: 22 moves
path length: 7 cells' solve --input "$dir/rt.ascii" --solver wall-left -i - <<EOF2
$("$bin" gen -a backtracker -s 5x3 -r 4)
EOF2

# The exit cell walled off from the rest: the wall follower reports its
# loop (0-1-0-1: back in cell 1 facing east), BFS that there is no path. A
# file with no gap at all is refused; one with a single gap is a garden
# maze, its goal the centre cell.
printf '# #####\n#   # #\n##### #\n' >"$dir/cut.txt"
check_output 'maze: 3x1
solver: wall-right
verdict: loop
walked: 3 moves' solve --input "$dir/cut.txt"
check_match 0 'verdict: no path' solve --input "$dir/cut.txt" --solver bfs
printf '#####\n#   #\n#####\n' >"$dir/closed.txt"
check_refuse 1 "closed.txt:1:1: no opening in the outer wall" solve --input "$dir/closed.txt"
printf '# ###\n#   #\n#####\n' >"$dir/garden.txt"
check_output 'maze: 2x1
start: 0,0
goal: 1,0
solver: wall-right
verdict: reached
walked: 1 moves
path length: 2 cells' solve --input "$dir/garden.txt"
printf '# ###\n#   #\n### #\n' >"$dir/open.txt"
check_output 'maze: 2x1
solver: wall-right
verdict: reached
walked: 1 moves
path length: 2 cells' solve --input "$dir/open.txt"

# Malformed and missing files: line and column, exit 1.
printf '+   +---+\n|   |   |\n+---+-x-+\n' >"$dir/bad.txt"
check_refuse 1 "bad.txt:3:7: " solve --input "$dir/bad.txt"
check_error 1 "cannot open '$dir/missing.txt': No such file or directory" solve --input "$dir/missing.txt"
: >"$dir/empty.txt"
check_refuse 1 "empty.txt:1:1: " solve --input "$dir/empty.txt"

# Bad options: exit 2 with the valid choices.
check_refuse 2 "unknown algorithm 'dfs'; valid: backtracker" gen --algo dfs --size 3x3
check_refuse 2 "size '0x5' out of range: width and height must be 1 to 8192" gen -a backtracker -s 0x5
check_refuse 2 "size '9000x5' out of range" gen -a backtracker -s 9000x5
check_refuse 2 "bad seed '1.5'" gen -a backtracker -s 3x3 -r 1.5
check_refuse 2 "unknown format 'jpg'; valid: ascii, blocks, png, svg, pdf, gif, json, none" gen -a backtracker -s 3x3 -f jpg
check_refuse 2 "unknown variant 'rooms' of backtracker" gen -a backtracker -s 3x3 -v rooms
check_refuse 2 "missing --algo ID" gen --size 3x3
check_refuse 2 "missing --size WxH" gen --algo backtracker
check_refuse 2 "--output needs a format" gen -a backtracker -s 3x3 -f none -o "$dir/x"
check_refuse 2 "unknown option '--colour'" gen -a backtracker -s 3x3 --colour
check_refuse 2 "unknown solver 'a-star'; valid: wall-right, wall-left, pledge, tremaux, random-mouse, dead-end-filling, dfs, bfs, greedy, astar, dijkstra" solve -i "$dir/m.txt" -S a-star
check_refuse 2 "missing --input FILE" solve
check_refuse 2 "unexpected argument 'maze.txt'" solve maze.txt
check_match 0 'usage: mazelab gen' gen --help
check_match 0 'usage: mazelab solve' solve -h

check_summary
