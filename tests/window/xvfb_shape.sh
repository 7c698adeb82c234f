#!/bin/sh
# xvfb_shape.sh - a polar maze in the real window (1280x800 under Xvfb),
# the issue's case from a student's seat, proven by screenshots of the
# board area:
#   - Right steps Wilson's on the disc forward: the picture changes; F
#     finishes it, M puts the heat map on, W runs the wall follower: each
#     changes the picture;
#   - the shape is remembered: Ctrl+Q saves "shape = polar", and a window
#     opened again without --shape shows what the first showed at its start.
# Usage: sh xvfb_shape.sh path/to/mazelab   (needs xvfb-run, xdotool, import, convert)
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d /tmp/mazelab-shape-XXXXXX)
trap 'rm -rf "$work"' EXIT
cat > "$work/inner.sh" <<'INNER'
bin=$1 work=$2
. "$3"
cd "$work"
xvfb_open --shape polar --size 10x10 --seed 3 --algo wilson --paused --speed 2000
xdotool mousemove --window "$win" 700 790
shot start
keys Right 40
shot step40
check "Right drew Wilson's steps on the disc" differs start step40
xdotool key --window "$win" f
shot done
check "F finished the maze" differs step40 done
xdotool key --window "$win" m
shot heat
check "M showed the heat map" differs done heat
xdotool key --window "$win" w
sleep 1.5
shot solved
check "W ran the wall follower on the disc" differs heat solved
xdotool key --window "$win" ctrl+q
wait "$pid"
check "the shape is saved" grep -q '^shape = polar$' "$XDG_CONFIG_HOME/mazelab/settings.conf"

xvfb_open --size 10x10 --seed 3 --algo wilson --paused
xdotool mousemove --window "$win" 700 790
shot again
check "opened again on the saved shape" same start again
grep -q . "$work/out.txt" && cat "$work/out.txt"
xvfb_finish "$win" "$pid" "$work/solved.png" /tmp/mazelab-shape-last.png
INNER
xvfb-run -a -s "-screen 0 1280x800x24" sh "$work/inner.sh" "$bin" "$work" "$(cd "$(dirname "$0")" && pwd)/../support/xvfb_lib.sh"
