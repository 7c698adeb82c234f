#!/bin/sh
# cli_ends.sh - start and goal anywhere (issue 19): the text reader takes
# one or two gaps in the outer wall on any side (the classic DFS printout,
# its exit in the east wall, reads) and names the place of what it
# refuses; --start and --goal on gen, solve and trace, refused in one line
# (exit 2) when they are not cells of the maze.
# Usage: sh cli_ends.sh path/to/mazelab
bin=$1
. "$(dirname "$0")/../support/check.sh"
dir=$(mktemp -d)
trap 'rm -rf "$dir" "$check_err"' EXIT

# The project's origin maze: the exit gap in the east wall of the last cell.
printf '+   +---+---+\n|       |   |\n+---+   +   +\n|            \n+---+---+---+\n' >"$dir/classic.txt"
check_output 'maze: 3x2
start: 0,0
goal: 2,1
solver: wall-right
verdict: reached
walked: 5 moves
path length: 4 cells' solve --input "$dir/classic.txt"
check_match 0 'path length: 4 cells' solve --input "$dir/classic.txt" --solver bfs

# Refused: three gaps (the third named, with the other two), none.
printf '+   +---+---+\n    |       |\n+---+   +   +\n|            \n+---+---+---+\n' >"$dir/three.txt"
check_error 1 "$dir/three.txt:4:13: a third opening in the outer wall: a maze has at most two, the entrance (line 1, column 2) and the exit (line 2, column 1)" \
    solve --input "$dir/three.txt"
printf '+---+---+\n|       |\n+---+---+\n' >"$dir/none.txt"
check_error 1 "$dir/none.txt:1:1: no opening in the outer wall: a maze needs a gap for its entrance, and one for its exit unless its goal is inside" \
    solve --input "$dir/none.txt"

# --start and --goal: the gaps move with them; an end inside has none.
check_output '+---+---+---+---+---+
|       |       |    
+   +   +   +---+   +
    |       |       |
+   +---+---+---+   +
|                   |
+---+---+---+---+---+' gen -a backtracker -s 5x3 -r 4 --start 0,1 --goal 4,0
check_match 0 '^backtracker 5x3 seed 4 start 2,1 goal 4,1: 15 cells, 14 passages, [0-9]+\.[0-9]{3} s$' \
    gen -a backtracker -s 5x3 -r 4 --start 2,1 --goal 4,1 -f none
"$bin" gen -a backtracker -s 5x3 -r 4 > "$dir/m.txt"
check_output 'maze: 5x3
start: 2,1
goal: 4,2
solver: bfs
verdict: reached
explored: 11 cells
path length: 10 cells' solve --input "$dir/m.txt" --start 2,1 --solver bfs
check_match 0 '^15 \| done \| line 5: stepped out through the exit: done \| Left through the exit at \(4,1\), path 11 cells' \
    trace -a backtracker -s 5x3 -r 4 --solver wall-left --start 2,1 --goal 4,1
check_match 0 '^# mazelab trace --algo backtracker --size 5x3 --seed 4 --solver bfs --start 2,1 --goal 3,1$' \
    trace -a backtracker -s 5x3 -r 4 --solver bfs --start 2,1 --goal 3,1 --steps 1
# A goal inside: the wall follower stops on it.
check_match 0 'to \(2,1\): the goal, inside the maze, path' \
    trace -a backtracker -s 5x3 -r 4 --solver wall-right --goal 2,1

# Refusals: one line, exit 2.
check_error 2 "--start 5,0 is outside the 5x3 maze: X must be 0 to 4 and Y 0 to 2" \
    gen -a backtracker -s 5x3 --start 5,0
check_error 2 "--goal 0,3 is outside the 5x3 maze: X must be 0 to 4 and Y 0 to 2" \
    solve --input "$dir/m.txt" --goal 0,3
check_error 2 "bad --start 'a,b': expected X,Y (column,row from 0), e.g. 3,4" \
    trace -a backtracker -s 5x3 --start a,b
check_error 2 "--page draws its Start and Finish arrows at the corners: it does not take --start or --goal" \
    gen -a backtracker -s 5x3 --goal 2,2 --page a4 -f pdf -o "$dir/p.pdf"

check_summary
