#!/bin/sh
# xvfb_mines.sh - Minesweeper in the real window under Xvfb: open a
# Beginner board, find it on screen by the closed cells' grey (no fixed
# coordinates: the board moves with the layout), left-click its middle cell
# and check the flood fill opened cells; click the panel's Hint button and
# check the numbers it uses are outlined in blue and the cells it decides
# marked; right-click a corner and check a red flag appears; click the
# reset face (found by its yellow) and check a new board of closed cells
# is dealt; press "?" (Shift+/) on it and U, which must leave it be; then
# Tab switches to the maze (black and white). The Hint button's place is
# the panel's at the default window size (the projector script clicks its
# buttons the same way); what is found in a screenshot is clicked in the
# screen's coordinates.
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
# The panel's Hint button (left of Undo, under Best / Undos), in the
# window's coordinates.
xdotool mousemove --window "$win" 1030 364 click 1
sleep 0.5
xdotool mousemove --window "$win" 1 1 2>/dev/null
sleep 0.3
import -window root "$work/hint.png"
blue=$(count "$work/hint.png" '#1565C0')
marked=$(( $(count "$work/hint.png" '#2EA043') + $(count "$work/hint.png" '#D32F2F') ))
echo "hint: $blue pixels outlining numbers, $marked outlining the cells decided"
check "the hint outlines the numbers it uses" test "${blue:-0}" -gt 20
check "the hint marks the cells it decides" test "${marked:-0}" -gt 20
# Right-click the top-left cell (closed: the fill from the middle of this
# board stops short of it) and look for the flag's red.
xdotool mousemove --window "$win" $((bx + bw / 18)) $((by + bh / 18)) click 3
sleep 0.5
import -window root "$work/flag.png"
red=$(count "$work/flag.png" '#E01B1B')
echo "flag: $red red pixels"
check "right click puts a flag" test "${red:-0}" -gt 20
check "a move takes the hint off" test "$(count "$work/flag.png" '#1565C0')" -lt 20
# The reset face: a click deals a new board, all closed again.
face=$(convert "$work/flag.png" -fill black +opaque '#FFD42A' -fill white -opaque '#FFD42A' \
       -format '%@' info:)
fw=${face%%x*}; rest=${face#*x}; fh=${rest%%+*}; rest=${rest#*+}; fx=${rest%%+*}; fy=${rest#*+}
echo "face: $face"
check "the reset face is drawn" test "${fw:-0}" -gt 10
xdotool mousemove $((fx + fw / 2)) $((fy + fh / 2)) click 1    # the screen's coordinates
sleep 0.5
xdotool mousemove --window "$win" 1 1 2>/dev/null
xdotool key --window "$win" question u
sleep 0.5
import -window root "$work/face.png"
again=$(count "$work/face.png" '#BDBDBD')
echo "after the face: $again closed-cell pixels"
check "the face deals a new board" test "${again:-0}" -gt $((closed * 9 / 10))
check "the new board has no flag" test "$(count "$work/face.png" '#E01B1B')" -lt 20
xdotool key --window "$win" Tab
sleep 0.5
import -window root "$work/maze.png"
black=$(count "$work/maze.png" '#000000')
check "Tab shows the maze" test "${black:-0}" -gt 20000
xvfb_finish "$win" "$pid" "$work/flag.png" /tmp/mazelab-mines-last.png
INNER
xvfb-run -a -s "-screen 0 1280x800x24" sh "$work/inner.sh" "$bin" "$work" "$(cd "$(dirname "$0")" && pwd)/../support/xvfb_lib.sh"
