#!/bin/sh
# cli_extra_algos.sh - the command line of a build whose tables hold one
# more generator (serpent) and one more solver (tiny-dfs), each one file
# and one table line in tests/extra/: they are listed, named in the help
# and in error messages, traced step by step, generated and solved, and
# animated into a GIF, with no other edit anywhere.
# Usage: sh cli_extra_algos.sh path/to/mazelab_extra
bin=$1
. "$(dirname "$0")/../support/check.sh"
dir=$(mktemp -d)
trap 'rm -rf "$dir" "$check_err"' EXIT

# Listed, after the table's own.
check_match 0 "$(printf '^serpent\tSerpent \\(a test algorithm\\)$')" list
check_match 0 "$(printf '^tiny-dfs\tTiny depth-first search \\(a test algorithm\\)$')" list
check_same "list order" "$(check_run list | cut -f1 | grep -n -e serpent -e tiny-dfs | cut -d: -f1 | tr '\n' ' ')" "13 25 "
# In the man page's ALGORITHMS section, which the build makes from this.
check_match 0 '^\.B serpent$' list --man
check_match 0 '^\.B tiny\\-dfs$' list --man
# Named where the valid ids are listed.
check_match 2 'valid:.*serpent' gen --algo nonsense --size 5x5
check_match 2 'valid:.*tiny-dfs' trace --algo serpent --size 5x5 --seed 1 --solver nonsense

# Traced: its events, lines and sentences, text and JSON.
check_output "# mazelab trace --algo serpent --size 4x3 --seed 1
0 | carving | line 0: start at the top left cell | Start at (0,0): the corridor begins, 11 cells outside | outside=11
1 | carving | line 1: go along the row: east on even rows, west on odd ones | Carved east from (0,0) to (1,0) along the row, 10 cells outside | outside=10" \
    trace --algo serpent --size 4x3 --seed 1 --steps 2
check_match 0 '"step":4,"phase":"carving","line":2,.*"event":"down","sentence":"Carved south from \(3,0\) to \(3,1\): the row is full, the corridor turns down, 7 cells outside"' \
    trace --algo serpent --size 4x3 --seed 1 --format jsonl
check_match 0 '^[0-9]+ \| done \| line 3: the exit: done \| Left through the exit at \(3,2\), path 12 cells \| path=12$' \
    trace --algo serpent --size 4x3 --seed 1 --solver tiny-dfs

# In the help of the commands that take a solver.
check_match 0 'Solvers: .*tiny-dfs' solve --help
check_match 0 'Solvers: .*tiny-dfs' gen --help

# Generated, solved from its text, animated.
check_run gen --algo serpent --size 6x4 --seed 2 --format ascii -o "$dir/s.txt" 2>"$check_err"
check_match 0 '^verdict: reached$' solve --solver tiny-dfs --input "$dir/s.txt"
# The serpent's row 3 runs west from the exit cell: the path leaves its 5
# cells out, 19 of 24.
check_match 0 'path length: 19 cells' solve --solver tiny-dfs --input "$dir/s.txt"
check_match 0 's.gif: 44 frames, a frame every 1 steps \(23 generating, 19 solving\)' \
    gen --algo serpent --size 6x4 --seed 2 --format gif --solver tiny-dfs --cell-size 2 \
    --frames 1000 -o "$dir/s.gif"
check_same "gif header" "$(head -c 6 "$dir/s.gif")" "GIF89a"

check_summary
