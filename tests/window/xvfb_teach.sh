#!/bin/sh
# xvfb_teach.sh - the timeline in the real window (1280x800 under Xvfb),
# proven by screenshots (ImageMagick compares the board area: the maze,
# the pseudocode, the slider and the sentence):
#   - 30 Right then 10 Left show what Home then 20 Right show (the slider
#     reads "step 20 (reached 30)" both times), and differ from step 30;
#   - End, then dragging the slider's knob from the right end to the middle
#     with the mouse, changes the picture; Left then Right there gives the
#     same picture again; Home differs from it;
#   - ] from the start shows the first event, [ the start again.
# The slider lies where the layout puts it at 1280x800 (its track from x 19
# to 629 at y 693, the event buttons at its right; see teach_view.c).
# Usage: sh xvfb_teach.sh path/to/mazelab   (needs xvfb-run, xdotool, import, convert)
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d /tmp/mazelab-teach-XXXXXX)
trap 'rm -rf "$work"' EXIT
cat > "$work/inner.sh" <<'INNER'
bin=$1 work=$2
. "$3"
cd "$work"
xvfb_open --algo wilson --size 30x20 --seed 7 --paused
keys Right 30
shot step30
keys Left 10
shot back20
check "Left went back from step 30" differs step30 back20
xdotool key --window "$win" Home
keys Right 20
shot fwd20
check "10 back from 30 shows what 20 forward shows" same back20 fwd20
xdotool key --window "$win" End
shot end
check "End went to the end" differs fwd20 end
# Drag the slider's knob from the right end to the middle.
xdotool mousemove --window "$win" 628 693
sleep 0.3
xdotool mousedown 1
for x in 580 500 420 360 320; do
    xdotool mousemove --window "$win" "$x" 693
    sleep 0.15
done
xdotool mouseup 1
shot dragged
check "dragging the timeline moved the run" differs end dragged
xdotool key --window "$win" Left
shot dragged_back
check "Left from there went back" differs dragged dragged_back
xdotool key --window "$win" Right
shot dragged_again
check "Left then Right came back to the same picture" same dragged dragged_again
xdotool key --window "$win" Home
shot home
check "the middle is not the start" differs dragged home
# ] goes to the first event (Wilson's first walk joining the maze), [ back.
xdotool key --window "$win" bracketright
shot event1
check "] went to the first event" differs home event1
xdotool key --window "$win" bracketleft
shot event0
check "[ came back to the start" same home event0
grep -q . "$work/out.txt" && cat "$work/out.txt"
xvfb_finish "$win" "$pid" "$work/dragged.png" /tmp/mazelab-teach-last.png
INNER
xvfb-run -a -s "-screen 0 1280x800x24" sh "$work/inner.sh" "$bin" "$work" "$(cd "$(dirname "$0")" && pwd)/../support/xvfb_lib.sh"
