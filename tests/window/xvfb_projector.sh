#!/bin/sh
# xvfb_projector.sh - projector mode (--large) in a 1024x768 window under
# Xvfb: the panel opens hidden, and the slim bar's Step, Generate and the
# solver's Run (W), clicked with xdotool, each change the maze (ImageMagick
# compares the maze area before and after); then P shows the full panel and
# twenty wheel notches over it, with the size sliders passing under the
# pointer, scroll it (its pixels change) but change no setting: the
# screenshot S saves afterwards is still named 30x20.
# The slim bar's buttons are found where the layout puts them at 1024x768
# in projector mode (the slim bar is 184 px at the right edge; see test_app_projector.c).
# Usage: sh xvfb_projector.sh path/to/mazelab   (needs xvfb-run, xdotool, import, convert)
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d /tmp/mazelab-projector-XXXXXX)
trap 'rm -rf "$work"' EXIT
cat > "$work/inner.sh" <<'INNER'
bin=$1 work=$2
. "$3"
cd "$work"
# The maze area: left of the slim bar, above the status bar.
xvfb_w=1024 xvfb_h=768 xvfb_board=740x660+10+10
xvfb_open --algo backtracker --size 30x20 --seed 7 --paused --large --screenshot-dir "$work/shots"
# click X Y: a left click at window coordinates.
click() {
    xdotool mousemove --window "$win" "$1" "$2" click 1
    sleep 0.7
}
shot start
click 960 151                   # Step (the right half: Back is on the left)
shot step
check "Step changed the maze" differs start step
xdotool key --window "$win" f   # finish it
sleep 1.5
shot done
check "F finished the maze" differs step done
click 890 246                   # Generate: the same seed from step 0
xdotool key --window "$win" space
sleep 0.3
xdotool key --window "$win" space
shot again
check "Generate started again" differs done again
xdotool key --window "$win" f
sleep 1.5
shot done2
check "the same maze again" same done done2
click 890 323                   # the solver's Run (W)
sleep 2
shot solved
check "Run (W) drew the solver's trail" differs done2 solved
# The full panel: wheel over it; nothing but the scroll may change.
xdotool key --window "$win" p
sleep 1
import -window root "$work/panel.png"
xdotool mousemove --window "$win" 760 420
for k in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
    xdotool click --window "$win" 5
    sleep 0.1
done
sleep 1
import -window root "$work/scrolled.png"
d=$(compare -metric AE -extract 500x700+520+0 "$work/panel.png" "$work/scrolled.png" null: 2>&1)
echo "panel pixels changed by the wheel: ${d%% *}"
check "the wheel scrolled the panel" test "${d%% *}" -gt 1000
xdotool mousemove --window "$win" 300 300
xdotool key --window "$win" s
sleep 1
ls "$work"/shots/ 2>/dev/null
check "no setting changed: the picture is still 30x20" sh -c "ls '$work'/shots/backtracker_30x20_seed7_*.png >/dev/null 2>&1"
check "and nothing else was saved" test "$(ls "$work"/shots | wc -l)" -eq 1
xvfb_finish "$win" "$pid" "$work/scrolled.png" /tmp/mazelab-projector-last.png
INNER
xvfb-run -a -s "-screen 0 1024x768x24" sh "$work/inner.sh" "$bin" "$work" "$(cd "$(dirname "$0")" && pwd)/../support/xvfb_lib.sh"
