#!/bin/sh
# xvfb_smoke.sh - the real window under Xvfb: open it, press keys and click
# a panel control with xdotool, photograph the screen with ImageMagick, and
# check the maze area holds both walls (near black) and passages (near
# white), that the S key wrote a PNG, that the wheel zooms the maze and 0
# fits it again, and that the click switched the board.
# Usage: sh xvfb_smoke.sh path/to/mazelab    (needs xvfb-run, xdotool, import, convert)
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d /tmp/mazelab-smoke-XXXXXX)
trap 'rm -rf "$work"' EXIT
cat > "$work/inner.sh" <<'INNER'
bin=$1 work=$2
. "$3"
cd "$work"
"$bin" --algo backtracker --size 30x20 --seed 7 --speed max --screenshot-dir "$work/shots" \
    > "$work/out.txt" 2>&1 &
pid=$!
win=$(timeout 20 xdotool search --sync --name '^Mazelab$' | head -1)
check "window appears" test -n "$win"
sleep 1
# The window opens inside the screen (its title bar too, with a window
# manager), then takes the whole screen for the checks below.
eval "$(xdotool getwindowgeometry --shell "$win")"
echo "first window: ${WIDTH}x${HEIGHT} at $X,$Y"
check "the window fits the screen" test "$WIDTH" -le 1280 -a $((Y + HEIGHT)) -le 800 -a "$HEIGHT" -le 768
xdotool windowsize --sync "$win" 1280 800 2>/dev/null
xdotool windowmove --sync "$win" 0 0 2>/dev/null
sleep 0.5
xdotool windowfocus --sync "$win" 2>/dev/null
xdotool key --window "$win" g
sleep 0.5
xdotool key --window "$win" space
sleep 0.3
xdotool key --window "$win" space
sleep 1
xdotool mousemove --window "$win" 1270 790 2>/dev/null     # pointer out of the way
import -window root "$work/before.png"
xdotool key --window "$win" s
sleep 1
check "S wrote a PNG" sh -c "ls '$work'/shots/backtracker_30x20_seed7_*.png >/dev/null 2>&1"
png=$(ls "$work"/shots/*.png 2>/dev/null | head -1)
check "the PNG is 1280x800" sh -c "[ \"\$(identify -format '%wx%h' '$png' 2>/dev/null)\" = 1280x800 ]"
# The maze area: left of the panel, above the status bar.
hist=$(convert "$work/before.png" -crop 900x700+10+10 +repage -colorspace gray -threshold 50% \
       -format %c histogram:info:)
black=$(printf '%s\n' "$hist" | awk '/gray\(0\)|#000000/ {gsub(":","",$1); print $1}')
white=$(printf '%s\n' "$hist" | awk '/gray\(255\)|#FFFFFF/ {gsub(":","",$1); print $1}')
echo "maze area: $black dark, $white light pixels"
check "maze has walls" test "${black:-0}" -gt 20000
check "maze has passages" test "${white:-0}" -gt 20000
# The wheel zooms at the pointer: three notches (1.25x each) over the maze
# make its walls about twice as far apart, so a pixel row across the area
# crosses about half as many wall edges; 0 brings back the fit, pixel for
# pixel.
edges() {   # edges PNG: dark/light changes along pixel row 400 of the maze area
    convert "$1" -crop 900x1+20+400 +repage -colorspace gray -threshold 50% txt:- |
        awk 'NR > 1 { v = ($0 ~ /gray\(0\)|#000000/); if (NR > 2 && v != last) n++; last = v } END { print n + 0 }'
}
xdotool mousemove --window "$win" 470 380 2>/dev/null
for n in 1 2 3; do xdotool click --window "$win" 4; sleep 0.2; done
sleep 0.5
import -window root "$work/zoomed.png"
fit_edges=$(edges "$work/before.png") zoom_edges=$(edges "$work/zoomed.png")
echo "wall edges across the maze: $fit_edges fitted, $zoom_edges zoomed"
check "the wheel zooms in" test $((zoom_edges * 3)) -lt $((fit_edges * 2)) -a "$zoom_edges" -gt 4
xdotool key --window "$win" 0
xdotool mousemove --window "$win" 1270 790 2>/dev/null
sleep 0.5
import -window root "$work/fitted.png"
back=$(compare -metric AE "$work/before.png[900x700+10+10]" "$work/fitted.png[900x700+10+10]" null: 2>&1)
echo "maze pixels changed after 0: $back"
check "0 returns to the fit" test "${back%% *}" = 0
# Click the "Mines" tab: the third of the four cells on top of the panel
# (Maze, Bias, Mines, Hide; 340 px wide at the right edge, 14 px padding; they do not move with
# the rest of the layout). The board replaces the maze, and the next S
# names its picture after it: the file proves the click landed.
xdotool mousemove --window "$win" 1150 27 click 1
sleep 1
import -window root "$work/after.png"
diff=$(compare -metric AE "$work/before.png" "$work/after.png" null: 2>&1)
echo "pixels changed by the click: $diff"
check "the click changed the picture" test "${diff%% *}" -gt 1000
xdotool key --window "$win" s
sleep 1
check "the click opened Minesweeper" sh -c "ls '$work'/shots/mines_*.png >/dev/null 2>&1"
xvfb_finish "$win" "$pid" "$work/after.png" /tmp/mazelab-smoke-last.png
INNER
xvfb-run -a -s "-screen 0 1280x800x24" sh "$work/inner.sh" "$bin" "$work" "$(cd "$(dirname "$0")" && pwd)/../support/xvfb_lib.sh"
