#!/bin/sh
# xvfb_record.sh - Record in the real window under Xvfb: V starts it on a
# paused Wilson run with a queued wall follower, the run goes on at a
# changing speed, and the GIF that appears in the screenshot folder is
# checked with ImageMagick (an independent decoder): the frame count and
# delays the CLI reports, its last frame the PNG answer key pixel for pixel,
# and the very bytes of `mazelab gen --format gif` for the same maze. Then
# V records four compare panes with their labels and their solver race, in
# a file named after every pane's algorithm, ending on every pane's answer
# key.
# Usage: sh xvfb_record.sh path/to/mazelab    (needs xvfb-run, xdotool, ImageMagick)
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d /tmp/mazelab-record-XXXXXX)
trap 'rm -rf "$work"' EXIT
cat > "$work/inner.sh" <<'INNER'
bin=$1 work=$2
. "$3"
cd "$work"
# wait_for GLOB: up to 60 s for a file to appear.
wait_for() {
    for _ in $(seq 1 120); do ls $1 >/dev/null 2>&1 && return 0; sleep 0.5; done
    return 1
}
"$bin" --algo wilson --size 30x20 --seed 5 --paused --speed 3000 --solve wall-left \
    --record-frames 120 --slides off --screenshot-dir "$work/shots" > "$work/out.txt" 2>&1 &
pid=$!
win=$(timeout 20 xdotool search --sync --name '^Mazelab$' | head -1)
check "window appears" test -n "$win"
sleep 1
xdotool windowfocus --sync "$win" 2>/dev/null
xdotool key --window "$win" v
sleep 0.3
xdotool key --window "$win" space
sleep 0.3
xdotool key --window "$win" space      # a pause and speed changes change nothing
xdotool key --window "$win" plus plus plus
xdotool key --window "$win" space
gif="$work/shots/wilson_30x20_seed5_wall-left.gif"
check "the recording appears" wait_for "$gif"
info=$("$bin" gen -a wilson -s 30x20 -r 5 -f gif -c 8 --frames 120 --solver wall-left -o "$work/cli.gif")
n=$(echo "$info" | sed -n 's/.*: \([0-9]*\) frames.*/\1/p')
check "frame count as the CLI's ($n)" test "$(identify "$gif" | wc -l)" -eq "$n"
delays=$(identify -format '%T\n' "$gif" | uniq -c | awk '{ printf "%sx%s ", $2, $1 }')
check "delays 1 s, 0.04 s, last 3 s ($delays)" test "$delays" = "100x1 4x$((n - 2)) 300x1 "
"$bin" gen -a wilson -s 30x20 -r 5 -f png -c 8 --solution -o "$work/answer.png"
convert "$gif" -coalesce "$work/f_%d.png"
ae=$(compare -metric AE "$work/f_$((n - 1)).png" "$work/answer.png" null: 2>&1)
check "last frame = the PNG answer key ($ae)" test "$ae" = 0
check "the same bytes as mazelab gen --format gif" cmp -s "$gif" "$work/cli.gif"
xdotool mousemove --window "$win" 1270 790 2>/dev/null
import -window root "$work/window.png"
xdotool key --window "$win" ctrl+q
wait "$pid"
check "quits with 0" test $? -eq 0

# Four compare panes and their race: labels in ink above each, every
# pane's answer path in the last frame.
"$bin" --algo backtracker --size 12x8 --seed 3 --paused --compare backtracker,kruskal,binary-tree,wilson \
    --solve wall-right --slides off --screenshot-dir "$work/shots" > "$work/out2.txt" 2>&1 &
pid=$!
win=$(timeout 20 xdotool search --sync --name '^Mazelab$' | head -1)
sleep 1
xdotool windowfocus --sync "$win" 2>/dev/null
xdotool key --window "$win" v
sleep 0.3
xdotool key --window "$win" space
cgif="$work/shots/backtracker-vs-kruskal-vs-binary-tree-vs-wilson_12x8_seed3_wall-right.gif"
check "V recorded the panes" wait_for "$cgif"
size=$(identify -format '%W %H\n' "$cgif" 2>/dev/null | head -1)
check "two by two panes with label strips ($size)" test "$size" = "408 320"
convert "$cgif[0]" -crop 200x20+0+0 +repage "$work/label.png"
ink=$(convert "$work/label.png" -threshold 50% -negate -format '%[fx:mean*w*h]' info:)
check "a label in ink over pane A ($ink px)" test "${ink%.*}" -gt 40
convert "$cgif" -coalesce -delete 0--2 "$work/last.png"
for q in 0+20 204+20 0+184 204+184; do
    red=$(convert "$work/last.png" -crop "200x136+${q%+*}+${q#*+}" +repage -fill black +opaque '#EB503C' \
        -fill white -opaque '#EB503C' -format '%[fx:mean*w*h]' info:)
    check "the pane at $q ends on its answer path ($red px)" test "${red%.*}" -gt 500
done
# A real wheel over pane B zooms pane A too (linked panes).
eval "$(xdotool getwindowgeometry --shell "$win")"
import -window root "$work/before.png"
xdotool mousemove $((X + 700)) $((Y + 200))
for _ in 1 2 3; do xdotool click 4; sleep 0.2; done
sleep 0.5
import -window root "$work/after.png"
for f in before after; do
    convert "$work/$f.png" -crop "400x250+$((X + 20))+$((Y + 70))" +repage "$work/$f-a.png"
done
moved=$(compare -metric AE "$work/before-a.png" "$work/after-a.png" null: 2>&1)
check "the wheel over pane B zoomed pane A ($moved px changed)" test "${moved%%[!0-9]*}" -gt 2000
xvfb_finish "$win" "$pid" "$work/window.png" /tmp/mazelab-record-last.png
INNER
xvfb-run -a -s "-screen 0 1280x800x24" sh "$work/inner.sh" "$bin" "$work" "$(cd "$(dirname "$0")" && pwd)/../support/xvfb_lib.sh"
