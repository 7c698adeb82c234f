#!/bin/sh
# cli_gif.sh - `mazelab gen --format gif`, decoded by ImageMagick (an
# independent decoder): frame counts and delays as planned, the first frame
# the empty grid, the last frame the PNG export pixel for pixel (worksheet,
# and answer key after a solver), the same bytes for the same arguments,
# and refusals (no output, too big, options that need gif).
# Usage: sh cli_gif.sh path/to/mazelab
bin=$1
. "$(dirname "$0")/../support/check.sh"
if ! command -v convert >/dev/null 2>&1; then
    echo "cli_gif: ImageMagick's convert is missing"; exit 1
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir" "$check_err"' EXIT

# frames FILE: the frame count; delays FILE: "delay x count" lines.
frames() { identify "$1" | wc -l | tr -d ' '; }
delays() { identify -format '%T\n' "$1" | uniq -c | awk '{ printf "%sx%s ", $2, $1 }'; }
# same_pixels A B: the number of differing pixels of two pictures.
same_pixels() { compare -metric AE "$1" "$2" null: 2>&1; }

# Every step a frame: a 5x3 backtracker takes 29 steps (14 carving moves,
# 15 backtracks), so 1 + 29 frames.
check_match 0 '^.*g1.gif: 30 frames, a frame every 1 steps \(29 generating, 0 solving\), 44x28 px, [0-9.]+ s$' \
    gen -a backtracker -s 5x3 -r 4 -f gif -c 4 --frames 1000 -o "$dir/g1.gif"
check_same "frame count" "$(frames "$dir/g1.gif")" 30
check_same "delays" "$(delays "$dir/g1.gif")" "100x1 4x28 300x1 "
check_same "size" "$(identify -format '%W %H\n' "$dir/g1.gif" | head -1)" "44 28"
# Only the changed rectangle is stored: a backtracker step recolours the
# side behind the cell it leaves (now stack on both ends), that cell, the
# side it crosses (a white gap between stack and current) and the next
# cell: at most 2x3 blocks when it turns (8x12 px); the first frame is whole.
check_same "changed rectangles" "$(identify -format '%w %h\n' "$dir/g1.gif" | \
    awk 'NR == 1 { first = $1 "x" $2; next } $1 * $2 > max { max = $1 * $2 }
         END { print first, max }')" "44x28 96"
# The first frame: the empty grid, all wall but the entrance and exit gaps
# (2 blocks of 4x4 px) and the backtracker's start cell, marked current.
check_same "first frame" "$(convert "$dir/g1.gif[0]" -format '%c' histogram:info: | \
    sed 's/^ *//; s/:.*#/ #/; s/ [^ ]*$//' | sort -n)" "16 #D55E00
32 #FFFFFF
1184 #000000"
# The last frame, rebuilt from every changed rectangle, is the PNG.
convert "$dir/g1.gif" -coalesce "$dir/g1_%d.png"
"$bin" gen -a backtracker -s 5x3 -r 4 -f png -c 4 -o "$dir/g1.png"
check_same "last frame = png" "$(same_pixels "$dir/g1_29.png" "$dir/g1.png")" 0
[ "$(same_pixels "$dir/g1_15.png" "$dir/g1.png")" -gt 0 ]
check_same "a middle frame is not the png" $? 0

# A budget: 30 frames for a 20x12 Wilson run and a wall follower, the last
# frame the answer key.
info=$("$bin" gen -a wilson -s 20x12 -r 7 -f gif -c 3 --frames 30 --solver wall-left -o "$dir/w.gif")
check_match 0 '' gen -a wilson -s 20x12 -r 7 -f png -c 3 --solution -o "$dir/w.png"
n=$(echo "$info" | sed -n 's/.*: \([0-9]*\) frames.*/\1/p')
check_same "frames as said" "$(frames "$dir/w.gif")" "$n"
[ "$n" -le 30 ] && [ "$n" -ge 25 ]; check_same "within budget, not far under ($n)" $? 0
convert "$dir/w.gif" -coalesce "$dir/w_%d.png"
check_same "last frame = answer png" "$(same_pixels "$dir/w_$((n - 1)).png" "$dir/w.png")" 0
check_same "red only in the last frame" \
    "$(convert "$dir/w_$((n - 2)).png" -fill black +opaque '#eb503c' -format '%[fx:maxima]' info:)" 0
# --solution: bfs, and again the answer key last.
"$bin" gen -a kruskal -s 9x9 -r 2 -f gif --solution -o "$dir/k.gif" >/dev/null
"$bin" gen -a kruskal -s 9x9 -r 2 -f png --solution -o "$dir/k.png"
convert "$dir/k.gif" -coalesce "$dir/k_%d.png"
check_same "bfs answer last" "$(same_pixels "$dir/k_$(($(frames "$dir/k.gif") - 1)).png" \
    "$dir/k.png")" 0

# The same arguments, the same bytes; another seed, other bytes.
"$bin" gen -a wilson -s 20x12 -r 7 -f gif -c 3 --frames 30 --solver wall-left -o "$dir/w2.gif" \
    >/dev/null
cmp -s "$dir/w.gif" "$dir/w2.gif"; check_same "same bytes" $? 0
"$bin" gen -a wilson -s 20x12 -r 8 -f gif -c 3 --frames 30 --solver wall-left -o "$dir/w3.gif" \
    >/dev/null
cmp -s "$dir/w.gif" "$dir/w3.gif"; check_same "other seed, other bytes" $? 1

# Refusals, before any work, and no file left behind.
check_refuse 2 'needs --output FILE' gen -a kruskal -s 5x5 -f gif
check_refuse 2 'the animation would be 4103 px across; the limit is 4096 px a side' \
    gen -a kruskal -s 2051x5 -c 1 -f gif -o "$dir/big.gif"
check_refuse 2 'frames' gen -a kruskal -s 5x5 -f gif --frames 3 -o "$dir/f.gif"
check_refuse 2 '--frames is for --format gif' gen -a kruskal -s 5x5 -f png --frames 30 -o "$dir/f.png"
check_refuse 2 '--solver is for --format gif' gen -a kruskal -s 5x5 --solver bfs
check_refuse 2 "unknown solver 'flood'" gen -a kruskal -s 5x5 -f gif --solver flood -o "$dir/f.gif"
check_refuse 1 'exists' gen -a wilson -s 20x12 -r 7 -f gif -o "$dir/w.gif"
cmp -s "$dir/w.gif" "$dir/w2.gif"; check_same "kept" $? 0
check_same "nothing half-written" "$(ls "$dir" | grep -c -e '^big' -e '^f\.' -e '\.tmp')" 0

check_summary
