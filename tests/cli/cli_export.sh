#!/bin/sh
# cli_export.sh - `mazelab gen --format png|svg`: exact SVG for small mazes,
# with and without the solution; a PNG that is a PNG of the expected size,
# its solution red; files never overwritten unless asked; refusals of bad
# cell sizes and of options that do not fit the format.
# Usage: sh cli_export.sh path/to/mazelab
bin=$1
. "$(dirname "$0")/../support/check.sh"
dir=$(mktemp -d)
trap 'rm -rf "$dir" "$check_err"' EXIT

# A 2x1 maze has one passage: the walls merge into four lines.
check_output '<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="40" height="24" viewBox="0 0 50 30">
<title>backtracker 2x1 seed 1</title>
<rect width="50" height="30" fill="#fff"/>
<path fill="none" stroke="#000" stroke-width="4" stroke-linecap="square" d="M25 5H45M5 25H25M5 5V25M45 5V25"/>
</svg>' gen -a backtracker -s 2x1 -r 1 -f svg

# The 5x3 maze of cli_gen_solve.sh, with its solution at 2 px a block:
# down the left, along the bottom row, out.
check_output '<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="22" height="14" viewBox="0 0 110 70">
<title>backtracker 5x3 seed 4 (solution)</title>
<rect width="110" height="70" fill="#fff"/>
<path fill="none" stroke="#000" stroke-width="4" stroke-linecap="square" d="M25 5H105M65 25H85M25 45H85M5 65H85M5 5V65M25 25V45M45 5V25M65 25V45M85 5V25M105 5V65"/>
<polyline fill="none" stroke="#eb503c" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" points="15,-5 15,55 95,55 95,75"/>
</svg>' gen -a backtracker -s 5x3 -r 4 -f svg --solution --cell-size 2

# SVG to a file: the same text, written atomically.
check_output '' gen -a backtracker -s 5x3 -r 4 -f svg -o "$dir/m.svg"
if [ "$(cat "$dir/m.svg")" = "$("$bin" gen -a backtracker -s 5x3 -r 4 -f svg)" ]; then
    pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: m.svg differs from stdout"; fi

# png_size FILE: "WIDTH HEIGHT" from the IHDR chunk, or "not a png".
png_size() {
    sig=$(od -An -tx1 -N8 "$1" | tr -d ' \n')
    if [ "$sig" != 89504e470d0a1a0a ]; then echo "not a png"; return; fi
    set -- $(od -An -tu1 -j16 -N8 "$1")
    echo "$(( ($1 << 24) + ($2 << 16) + ($3 << 8) + $4 )) $(( ($5 << 24) + ($6 << 16) + ($7 << 8) + $8 ))"
}
check_png() { # check_png FILE W H
    got=$(png_size "$1")
    if [ "$got" = "$2 $3" ]; then pass=$((pass + 1)); else
        fail=$((fail + 1)); echo "FAIL: $1 is '$got', want '$2 $3'"; fi
}

# A 15x10 worksheet and answer key at 12 px a block: 31x21 blocks.
check_output '' gen -a backtracker -s 15x10 -r 4 -f png -c 12 -o "$dir/w.png"
check_png "$dir/w.png" 372 252
check_output '' gen -a backtracker -s 15x10 -r 4 -f png -c 12 --solution -o "$dir/a.png"
check_png "$dir/a.png" 372 252
# The SVG at the same cell size is the PNG's size: (2W+1)*N by (2H+1)*N.
check_match 0 '<svg xmlns="http://www.w3.org/2000/svg" width="372" height="252" ' \
    gen -a backtracker -s 15x10 -r 4 -f svg -c 12
check_output '' gen -a backtracker -s 5x3 -r 4 -f png -o "$dir/d.png"
check_png "$dir/d.png" 88 56                 # the default: 8 px a block
if command -v convert >/dev/null 2>&1; then
    # The entrance gap (block 1,0) red on the answer key, white on the
    # worksheet; the corner (0,0) black on both.
    got=$(convert "$dir/a.png" -format '%[pixel:p{18,6}] %[pixel:p{0,0}]' info:)
    want='srgb(235,80,60) srgb(0,0,0)'
    if [ "$got" = "$want" ]; then pass=$((pass + 1)); else
        fail=$((fail + 1)); echo "FAIL: answer pixels '$got', want '$want'"; fi
    got=$(convert "$dir/w.png" -format '%[pixel:p{18,6}]' info:)
    if [ "$got" = 'srgb(255,255,255)' ] || [ "$got" = 'white' ]; then pass=$((pass + 1)); else
        fail=$((fail + 1)); echo "FAIL: worksheet entrance '$got', want white"; fi
fi

# Never overwritten without --force; --force replaces a regular file.
check_refuse 1 "w.png exists; not overwritten (add --force to replace it)" \
    gen -a backtracker -s 5x3 -r 4 -f png -o "$dir/w.png"
check_refuse 1 "m.svg exists; not overwritten (add --force to replace it)" \
    gen -a backtracker -s 5x3 -r 4 -f svg -o "$dir/m.svg"
check_png "$dir/w.png" 372 252
check_output '' gen -a backtracker -s 5x3 -r 4 -f png -o "$dir/w.png" --force
check_png "$dir/w.png" 88 56
check_refuse 1 "cannot write $dir/none/x.png" gen -a backtracker -s 5x3 -f png -o "$dir/none/x.png"
if [ "$(ls -A "$dir" | tr '\n' ' ')" = "a.png d.png m.svg w.png " ]; then pass=$((pass + 1)); else
    fail=$((fail + 1)); echo "FAIL: files left behind: $(ls -A "$dir")"; fi

# Refusals, exit 2, before any maze is made.
check_refuse 2 "bad cell size (pixels) '0': expected a whole number from 1 to 64" \
    gen -a backtracker -s 5x3 -f png -o "$dir/x.png" -c 0
check_refuse 2 "bad cell size (pixels) '65'" gen -a backtracker -s 5x3 -f svg --cell-size 65
check_refuse 2 "bad cell size (pixels) '2x'" gen -a backtracker -s 5x3 -f svg --cell-size 2x
check_refuse 2 "8000x10 at --cell-size 8: the picture would be 128008 px across; the limit is 16384 px a side" \
    gen -a backtracker -s 8000x10 -f png -o "$dir/x.png"
check_refuse 2 "2000x2000 at --cell-size 4: the picture would take 733 MiB; the limit is 256 MiB" \
    gen -a backtracker -s 2000x2000 -f png -o "$dir/x.png" -c 4
# The SVG has the PNG's limits, refused before the maze is made.
check_refuse 2 "8192x8192 at --cell-size 64: the picture would be 1048640 px across; the limit is 16384 px a side" \
    gen -a backtracker -s 8192x8192 -f svg -c 64 -o "$dir/x.svg"
check_refuse 2 "2000x2000 at --cell-size 4: the picture would take 733 MiB; the limit is 256 MiB" \
    gen -a backtracker -s 2000x2000 -f svg -c 4
check_refuse 2 "--format png needs --output FILE" gen -a backtracker -s 5x3 -f png
check_refuse 2 "--cell-size is for --format png, svg or gif, not ascii" gen -a backtracker -s 5x3 -c 4
check_refuse 2 "--solution is for --format png, svg or gif, not blocks" \
    gen -a backtracker -s 5x3 -f blocks --solution
check_match 0 '--solution' gen --help
[ ! -e "$dir/x.png" ] && [ ! -e "$dir/x.svg" ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL: x.png made"; }

check_summary
