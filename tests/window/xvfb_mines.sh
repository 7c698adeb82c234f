#!/bin/sh
# xvfb_mines.sh - Minesweeper in the real window under Xvfb: open a
# Beginner board, find it on screen by the closed cells' grey (no fixed
# coordinates: the board moves with the layout), left-click its middle cell
# and check the flood fill opened cells, right-click a corner and check a
# red flag appears, then Tab switches to the maze (black and white).
# Usage: sh xvfb_mines.sh path/to/mazelab    (needs xvfb-run, xdotool, import, convert)
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d /tmp/mazelab-mines-XXXXXX)
trap 'rm -rf "$work"' EXIT
cat > "$work/inner.sh" <<'INNER'
bin=$1 work=$2
. "$3"
# count FILE COLOUR: pixels of exactly that colour
count() {
    convert "$1" -fill '#010203' -opaque "$2" -fill black +opaque '#010203' -fill white \
        -opaque '#010203' -format '%[fx:mean*w*h]' info: | awk '{ printf "%d\n", $1 + 0.5 }'
}
cd "$work"
"$bin" --mines beginner --seed 5 --speed max > "$work/out.txt" 2>&1 &
pid=$!
win=$(timeout 20 xdotool search --sync --name '^Mazelab$' | head -1)
check "window appears" test -n "$win"
sleep 1
xdotool windowfocus --sync "$win" 2>/dev/null
xdotool mousemove --window "$win" 1 1 2>/dev/null
sleep 0.3
import -window root "$work/ready.png"
closed=$(count "$work/ready.png" '#BDBDBD')
# The closed cells' bounding box: the board.
box=$(convert "$work/ready.png" -fill black +opaque '#BDBDBD' -fill white -opaque '#BDBDBD' \
      -format '%@' info:)
echo "board: $box, $closed closed-cell pixels"
check "a board of closed cells" test "${closed:-0}" -gt 20000
bw=${box%%x*}; rest=${box#*x}; bh=${rest%%+*}; rest=${rest#*+}; bx=${rest%%+*}; by=${rest#*+}
cx=$((bx + bw / 2)); cy=$((by + bh / 2))
xdotool mousemove --window "$win" "$cx" "$cy" click 1
sleep 0.5
xdotool mousemove --window "$win" 1 1 2>/dev/null
sleep 0.3
import -window root "$work/open.png"
left=$(count "$work/open.png" '#BDBDBD')
echo "after a click in the middle: $left closed-cell pixels"
check "the click opened cells" test "${left:-0}" -lt $((closed * 3 / 4))
# Right-click the top-left cell (closed: the fill from the middle of this
# board stops short of it) and look for the flag's red.
xdotool mousemove --window "$win" $((bx + bw / 18)) $((by + bh / 18)) click 3
sleep 0.5
import -window root "$work/flag.png"
red=$(count "$work/flag.png" '#E01B1B')
echo "flag: $red red pixels"
check "right click puts a flag" test "${red:-0}" -gt 20
xdotool key --window "$win" Tab
sleep 0.5
import -window root "$work/maze.png"
black=$(count "$work/maze.png" '#000000')
check "Tab shows the maze" test "${black:-0}" -gt 20000
xvfb_finish "$win" "$pid" "$work/flag.png" /tmp/mazelab-mines-last.png
INNER
xvfb-run -a -s "-screen 0 1280x800x24" sh "$work/inner.sh" "$bin" "$work" "$(cd "$(dirname "$0")" && pwd)/../support/xvfb_lib.sh"
