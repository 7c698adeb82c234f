#!/bin/sh
# xvfb_compare.sh - compare mode on the timeline in the real window (1280x800
# under Xvfb), the issue's own case: Wilson's against the backtracker at
# 30x20, seed 1, proven by screenshots of the board area:
#   - 60 Right then 25 Left show what Home then 35 Right show, and differ
#     from step 60 (both panes went back, not pane A alone);
#   - ] from the start (End, Home: the run's length known) differs from
#     it, [ comes back to the start;
#   - a click on pane B's name opens its list over the panes, a click on
#     Kruskal's there shows (after End, Home) what a window opened on
#     --compare wilson,kruskal shows.
# Pane B's name and the list lie where the layout puts them at 1280x800
# (the name at x 478 to 620, y 12 to 34; Kruskal's, the list's seventh
# entry, at y 190; see bias_view.c and ui_menu.c).
# Usage: sh xvfb_compare.sh path/to/mazelab   (needs xvfb-run, xdotool, import, convert)
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d /tmp/mazelab-compare-XXXXXX)
trap 'rm -rf "$work"' EXIT
cat > "$work/inner.sh" <<'INNER'
bin=$1 work=$2
. "$3"
cd "$work"
# The reference for the list: a window opened on Kruskal's in pane B.
xvfb_open --compare wilson,kruskal --size 30x20 --seed 1 --paused
xdotool mousemove --window "$win" 523 190
xdotool key --window "$win" End
xdotool key --window "$win" Home
shot reference
xdotool key --window "$win" ctrl+q
wait "$pid"

xvfb_open --compare wilson,backtracker --size 30x20 --seed 1 --paused
xdotool mousemove --window "$win" 700 600
shot start
keys Right 60
shot step60
keys Left 25
shot back35
check "Left went back from step 60" differs step60 back35
xdotool key --window "$win" Home
keys Right 35
shot fwd35
check "25 back from 60 shows, in both panes, what 35 forward shows" same back35 fwd35
xdotool key --window "$win" End      # the slider then reads "step 0 of N" at Home
xdotool key --window "$win" Home
shot home
xdotool key --window "$win" bracketright
shot event1
check "] went to the first event" differs home event1
xdotool key --window "$win" bracketleft
shot event0
check "[ came back to the start" same home event0
xdotool mousemove --window "$win" 540 23 click 1
shot listed
check "pane B's name opened its list" differs event0 listed
xdotool mousemove --window "$win" 523 190 click 1
sleep 0.3
xdotool key --window "$win" End
xdotool key --window "$win" Home
shot picked
check "the list's Kruskal's is pane B's now" same reference picked
grep -q . "$work/out.txt" && cat "$work/out.txt"
xvfb_finish "$win" "$pid" "$work/picked.png" /tmp/mazelab-compare-last.png
INNER
xvfb-run -a -s "-screen 0 1280x800x24" sh "$work/inner.sh" "$bin" "$work" "$(cd "$(dirname "$0")" && pwd)/../support/xvfb_lib.sh"
