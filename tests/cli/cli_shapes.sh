#!/bin/sh
# cli_shapes.sh - mazes on other grids from the command line (issue 20):
# --mask FILE (text or PNG) and --shape polar|hex|triangle; every kind of
# bad input refused with one line and exit 2, nothing written.
# Usage: sh cli_shapes.sh path/to/mazelab
bin=$1
case $bin in /*) ;; *) bin=$PWD/$bin ;; esac
. "$(dirname "$0")/../support/check.sh"
dir=$(mktemp -d)
trap 'rm -rf "$dir" "$check_err"' EXIT
fuzz=$(dirname "$0")/../fuzz/corpus

# ---- masks -------------------------------------------------------------------

printf 'XX.XX\n.....\n..X..\n.....\nXX.XX\n' > "$dir/plus.txt"
check_output '+---+---+   +---+---+
|###|###|   |###|###|
+---+---+   +---+---+
|                   |
+   +---+---+   +   +
|   |   |###|   |   |
+   +   +---+---+   +
|       |           |
+---+---+   +---+---+
|###|###|   |###|###|
+---+---+   +---+---+' gen --algo backtracker --mask "$dir/plus.txt" --seed 3
# The same maze from the same mask and seed; every cell on joined.
check_match 0 'wilson 5x5 seed 7: 16 cells, 15 passages' gen --algo wilson \
    --mask "$dir/plus.txt" --seed 7 --format none
out=$("$bin" gen --algo kruskal --mask "$dir/plus.txt" --seed 4 --format blocks)
check_same "off cells are solid blocks" "$(printf '%s\n' "$out" | sed -n 2p)" "##### #####"
# A PNG: black cells off, a cell a pixel, or scaled with --size.
check_match 0 '4x3 seed 1: 9 cells, 8 passages' gen --algo prim --mask "$fuzz/mask_png/grey8.png" \
    --seed 1 --format none
check_match 0 '4x3 seed 1: 9 cells, 8 passages' gen --algo prim --mask "$fuzz/mask_png/palette.png" \
    --seed 1 --format none
check_match 0 '8x4 seed 2: 24 cells, 23 passages' gen --algo hunt-and-kill \
    --mask "$fuzz/mask_png/scaled.png" --size 8x4 --seed 2 --format none

# Bad masks: one line naming what is wrong (line and column for text), exit 2.
printf '..X.\n.a..\n' > "$dir/char.txt"
check_error 2 "mask '$dir/char.txt' line 2, column 2: expected 'X' (a cell off) or '.' (a cell on), found 'a'" \
    gen --algo backtracker --mask "$dir/char.txt"
printf '....\n...\n' > "$dir/ragged.txt"
check_error 2 "mask '$dir/ragged.txt' line 2, column 4: line 2 has 3 cells, line 1 has 4: every row must be as long" \
    gen --algo backtracker --mask "$dir/ragged.txt"
printf 'XXX\nXXX\n' > "$dir/none.txt"
check_error 2 "mask '$dir/none.txt': no cell is on" gen --algo backtracker --mask "$dir/none.txt"
printf 'XXX\nX.X\n' > "$dir/one.txt"
check_error 2 "mask '$dir/one.txt': only one cell is on: a maze needs two" \
    gen --algo backtracker --mask "$dir/one.txt"
printf '..X\nXX.\n' > "$dir/apart.txt"
check_error 2 "mask '$dir/apart.txt': the cells on are not connected: (2,1) cannot be reached from (0,0)" \
    gen --algo backtracker --mask "$dir/apart.txt"
: > "$dir/empty.txt"
check_refuse 2 "the mask is empty" gen --algo backtracker --mask "$dir/empty.txt"
check_refuse 2 "a corrupt PNG" gen --algo backtracker --mask "$fuzz/mask_png/truncated.png"
check_error 2 "mask '$fuzz/mask_png/huge.png': the PNG is 20000x20000 pixels; a mask has at most 16777216 pixels (4096x4096), 8192 each way" \
    gen --algo backtracker --mask "$fuzz/mask_png/huge.png"
check_refuse 2 "fewer than the 50x50 cells asked for" gen --algo backtracker \
    --mask "$fuzz/mask_png/scaled.png" --size 50x50
check_error 2 "mask '$dir/plus.txt': the mask is 5x5 cells, not the 6x5 asked for" \
    gen --algo backtracker --mask "$dir/plus.txt" --size 6x5
check_refuse 2 "cannot open '$dir/missing.txt'" gen --algo backtracker --mask "$dir/missing.txt"
check_refuse 2 "a folder, not a regular file" gen --algo backtracker --mask "$dir"
check_error 2 "binary-tree does not run on masked square grids: Binary tree carves every cell north or east, so it needs the full square grid: on other shapes or a mask, a cell with neither neighbour would start a tree of its own." \
    gen --algo binary-tree --mask "$dir/plus.txt"
check_refuse 2 "--mask goes with the square shape" gen --algo wilson --shape hex --mask "$dir/plus.txt"
[ ! -e "$dir/out.txt" ] || fail=$((fail + 1))

# ---- shapes --------------------------------------------------------------------

for shape in polar hex triangle; do
    for algo in backtracker prim prim-true kruskal wilson aldous-broder hunt-and-kill growing-tree; do
        check_match 0 "$algo 6x6 seed 5: [0-9]+ cells" gen --algo "$algo" --shape "$shape" \
            --size 6x6 --seed 5 --format none
    done
done
check_match 0 'backtracker 6x6 seed 1: 91 cells, 90 passages' gen --algo backtracker \
    --shape polar --size 6x6 --seed 1 --format none
check_error 2 "unknown shape 'circle'; valid: square, polar, hex, triangle" \
    gen --algo wilson --shape circle --size 5x5
check_error 2 "polar mazes are round: give the size as NxN, N rings (not 5x6)" \
    gen --algo wilson --shape polar --size 5x6
check_error 2 "a polar maze has 2 to 4096 rings" gen --algo wilson --shape polar --size 1x1
check_error 2 "a triangular maze of more than one row needs at least 2 columns (not 1x5): one column's triangles meet only at their points" \
    gen --algo wilson --shape triangle --size 1x5
check_error 2 "missing --size WxH (width and height 1 to 8192; polar: NxN, N rings)" \
    gen --algo wilson --shape polar
check_error 2 "--format ascii draws square mazes (masked ones too), not hex ones: write a hex maze as svg, png, pdf, gif or json" \
    gen --algo wilson --shape hex --size 5x5 --seed 1
check_error 2 "--format blocks draws square mazes (masked ones too), not polar ones: write a polar maze as svg, png, pdf, gif or json" \
    gen --algo wilson --shape polar --size 5x5 --format blocks --seed 1
check_error 2 "eller does not run on triangle grids: Eller's builds the maze a row at a time, joining sets along each row and down to the next: only the full square grid has rows that line up so." \
    gen --algo eller --shape triangle --size 5x5
check_refuse 2 "recursive-division does not run on polar grids" gen --algo recursive-division \
    --shape polar --size 5x5
# trace names sides in the shape's words.
check_match 0 'Carved (north|north-east|south-east|south|south-west|north-west) from \(' \
    trace --algo backtracker --shape hex --size 4x4 --seed 3 --steps 3
check_match 0 'Carved (inward|outward|outward-left|outward-right|clockwise|counter-clockwise) from (ring|the centre)' \
    trace --algo backtracker --shape polar --size 4x4 --seed 3 --steps 3
check_match 0 '"dir":"(inward|outward|outward-left|outward-right|clockwise|counter-clockwise)"' \
    trace --algo wilson --shape polar --size 3x3 --seed 3 --steps 30 --format jsonl

# ---- everything else follows the shape ----------------------------------------

for shape in polar hex triangle; do
    for f in png svg pdf gif; do
        out=$(check_run gen --algo wilson --shape $shape --size 6x6 --seed 2 --format $f \
            --output "$dir/m.$f" --force 2>&1)
        if [ $? -eq 0 ] && [ -s "$dir/m.$f" ]; then pass=$((pass + 1)); else
            fail=$((fail + 1)); echo "FAIL: $shape as $f: $out"; fi
    done
    check_match 0 '<polyline' gen --algo backtracker --shape $shape --size 5x5 --seed 2 \
        --format svg --solution
    check_match 0 '"format":"mazelab-maze","version":1,"shape":"'$shape'"' gen --algo kruskal \
        --shape $shape --size 4x4 --seed 1 --format json
    check_match 0 'mazes of 6x6 '$shape', seeds 1..3' stats --shape $shape --size 6x6 --runs 3
done
# The PNG is the extent drawn at two blocks a cell: a hex 4x3 is 3.753 x 3.5
# cells with half a cell all round, 77 x 72 pixels at 8 a block.
"$bin" gen --algo wilson --shape hex --size 4x3 --seed 1 --format png -o "$dir/hex.png" --force
check_same "hex PNG size" "$(od -An -tu1 -j16 -N8 "$dir/hex.png" | tr -s ' ')" " 0 0 0 77 0 0 0 72"
check_match 0 'Maze: Wilson&apos;s algorithm, polar 6x6, seed 2' gen --algo wilson --shape polar \
    --size 6x6 --seed 2 --format svg --page a4
check_match 0 'mazelab gen --algo wilson --size 5x5 --mask '"$dir"'/plus.txt --seed 2 --format svg --page a4' \
    gen --algo wilson --mask "$dir/plus.txt" --seed 2 --format svg --page a4
check_match 0 'mazes of 5x5 masked square' stats --mask "$dir/plus.txt" --runs 2
check_error 2 "sidewinder does not run on hex grids: Sidewinder closes each run of a row with a passage north, so it needs the full square grid, whose every row lies under the next one whole." \
    stats --algo sidewinder --shape hex --size 6x6 --runs 2
check_match 0 '"shape":"square"' gen --algo wilson --size 3x3 --seed 1 --format json

check_summary
