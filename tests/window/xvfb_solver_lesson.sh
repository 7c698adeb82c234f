#!/bin/sh
# xvfb_solver_lesson.sh - issue 19's teacher, with real clicks in the real
# window (1280x800 under Xvfb), on the backtracker's 12x8 maze of seed 3:
#   - the Solve tab's Braid slider pressed at its right end (100%) changes
#     the maze;
#   - the goal's marker dragged from the bottom-right cell onto cell 5,4
#     (an island: the command line's `solve` says the right-hand rule
#     loops there), then Run (W): the picture is the one a window opened
#     on --braid 100 --goal 5,4 --solve wall-right shows;
#   - Trémaux picked with the solver's next button (three clicks) runs at
#     once: what --solve tremaux shows (the command line: reached);
#   - Left steps back through it, Right comes back to the same picture;
#   - a click on a wall block toggles it (the solver runs again at once),
#     Ctrl+Z shows the maze before the click, Ctrl+Y after it again; S then
#     saves a screenshot with "edited" in its name;
#   - BFS picked, Race: two panes of the one maze (the same count of wall
#     pixels in each), BFS's and A*'s trails in them (the panes differ);
#   - --input opens a maze file (the window shows what --goal 5,4 ... on
#     the generated maze shows); a file that is not a maze is refused with
#     a message naming it, exit 1, no window.
# The widgets lie where the layout puts them at 1280x800 (the solver's
# next button at 1214,83, Braid's track end at 1262,290, Race at
# 1109,386; the finished maze's goal at 791,474 and cell 5,4 at 447,302
# while the generator's code sits under the maze; a wall block at 214,69
# with Trémaux's code under the maze; see maze_panel_solve.c, teach_view.c).
# Usage: sh xvfb_solver_lesson.sh path/to/mazelab   (needs xvfb-run, xdotool, import, convert;
# KEEP=1 keeps the screenshots in the /tmp/mazelab-lesson-* folder)
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d /tmp/mazelab-lesson-XXXXXX)
[ -n "$KEEP" ] || trap 'rm -rf "$work"' EXIT
cat > "$work/inner.sh" <<'INNER'
bin=$1 work=$2
. "$3"
cd "$work"
maze="--reset --seed 3 --size 12x8 --speed max --panel solve"

# The premise, from the command line (independent of the window): on this
# braided maze the right-hand rule loops with the goal at 5,4, Trémaux
# reaches it.
"$bin" gen --algo backtracker --size 12x8 --seed 3 --braid 100 > braided.txt
"$bin" solve --input braided.txt --goal 5,4 --solver wall-right > loop.txt
"$bin" solve --input braided.txt --goal 5,4 --solver tremaux > tremaux.txt
check "cli: the right-hand rule loops there" grep -qx "verdict: loop" loop.txt
check "cli: Trémaux reaches it" grep -qx "verdict: reached" tremaux.txt

# reference NAME ARGS...: a window opened on ARGS, its board area as NAME.
reference() {
    ref=$1; shift
    xvfb_open $maze "$@"
    shot "$ref"
    xdotool key --window "$win" ctrl+q
    wait "$pid"
}
reference ref_loop --braid 100 --goal 5,4 --solve wall-right
reference ref_tremaux --braid 100 --goal 5,4 --solve tremaux

xvfb_open $maze --screenshot-dir "$work/shots"
shot plain
xdotool mousemove --window "$win" 1262 290 click 1
shot braided
check "the Braid slider changed the maze" differs plain braided
xdotool mousemove --window "$win" 791 474
sleep 0.3
xdotool mousedown 1
sleep 0.3
for p in "700 420" "600 360" "500 320" "447 302"; do
    xdotool mousemove --window "$win" $p
    sleep 0.15
done
xdotool mouseup 1
shot moved
check "the goal's marker moved" differs braided moved
xdotool key --window "$win" w
shot loop
check "dragged and run: the right-hand rule's loop, as --goal 5,4 --solve wall-right" same loop ref_loop
for k in 1 2 3; do
    xdotool mousemove --window "$win" 1214 83 click 1
    sleep 0.3
done
shot tremaux
check "Trémaux picked: it runs at once, as --solve tremaux" same tremaux ref_tremaux
xdotool key --window "$win" Left
shot back
check "Left went back through Trémaux's run" differs tremaux back
xdotool key --window "$win" Right
shot again
check "Right came back" same tremaux again
xdotool mousemove --window "$win" 214 69
sleep 0.3
xdotool click 1
shot walled
check "a click on a wall block changed the maze and the run" differs tremaux walled
xdotool key --window "$win" ctrl+z
shot undone
check "Ctrl+Z undid it" same tremaux undone
xdotool key --window "$win" ctrl+y
shot redone
check "Ctrl+Y did it again" same walled redone
xdotool key --window "$win" s
sleep 1
check "the screenshot of the edited maze says edited" sh -c "ls '$work/shots' | grep -q edited"
for k in 1 2 3 4; do
    xdotool mousemove --window "$win" 1214 83 click 1
    sleep 0.3
done
xdotool mousemove --window "$win" 1109 386 click 1
shot race
check "Race showed two panes" differs redone race
# The two panes: the same maze, so as many wall (black) pixels in each.
walls() {
    convert "$work/race.png" -crop "$1" +repage -fill white +opaque black -negate \
        -format "%[fx:round(mean*w*h)]" info:
}
a=$(walls 460x320+8+176) b=$(walls 460x320+473+176)
echo "race: $a wall pixels in pane A, $b in pane B" >&2
check "Race: one maze in both panes" test "$a" -gt 1000 -a "$a" -eq "$b"
convert "$work/race.png" -crop 460x320+8+176 +repage "$work/race-a.png"
convert "$work/race.png" -crop 460x320+473+176 +repage "$work/race-b.png"
check "Race: BFS's and A*'s trails differ" test "$(compare -metric AE race-a.png race-b.png null: 2>&1 | cut -d' ' -f1)" -gt 20
cp "$work/race.png" /tmp/mazelab-lesson-race.png
xdotool key --window "$win" ctrl+q
wait "$pid"

# --input: a file that is not a maze is refused; the maze file opens.
echo "not a maze" > notmaze.txt
"$bin" $maze --input notmaze.txt > refused.txt 2>&1
rc=$?
cat refused.txt
check "a file that is not a maze: no window, exit 1" test "$rc" -eq 1
check "... and a message naming it" grep -q "notmaze.txt" refused.txt
xvfb_open $maze --input "$work/braided.txt" --goal 5,4 --solve tremaux
shot input
check "--input opened the file's maze: Trémaux's run as on the generated one" same input ref_tremaux
grep -q . "$work/out.txt" && cat "$work/out.txt"
xvfb_finish "$win" "$pid" "$work/input.png" /tmp/mazelab-lesson-last.png
INNER
xvfb-run -a -s "-screen 0 1280x800x24" sh "$work/inner.sh" "$bin" "$work" "$(cd "$(dirname "$0")" && pwd)/../support/xvfb_lib.sh"
