# xvfb_lib.sh - shared by the Xvfb scripts (sourced inside xvfb-run).

pass=0 fail=0

# The window reads and writes its settings here, never in the user's
# config folder: a fresh folder for each run of a script.
XDG_CONFIG_HOME=$work/config
export XDG_CONFIG_HOME

# check NAME COMMAND...: counts COMMAND's success, reports a failure by NAME.
check() {
    name=$1; shift
    if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $name"; fi
}

# The window's size and the board area a shot keeps; a script may set
# them before it opens the window (projector mode at 1024x768: the maze
# left of the slim bar).
xvfb_w=${xvfb_w:-1280} xvfb_h=${xvfb_h:-800} xvfb_board=${xvfb_board:-920x730+10+10}

# xvfb_open ARGS...: starts $bin with ARGS (its output added to
# $work/out.txt), waits for its window, puts it at 0,0 at xvfb_w x xvfb_h
# and focuses it; sets pid and win.
xvfb_open() {
    "$bin" "$@" >> "$work/out.txt" 2>&1 &
    pid=$!
    win=$(timeout 20 xdotool search --sync --name '^Mazelab$' | head -1)
    check "window appears ($*)" test -n "$win"
    sleep 1
    xdotool windowsize --sync "$win" "$xvfb_w" "$xvfb_h" 2>/dev/null
    xdotool windowmove --sync "$win" 0 0 2>/dev/null
    xdotool windowfocus --sync "$win" 2>/dev/null
    sleep 1
}

# shot NAME: the board area (xvfb_board) of the window at 0,0, from a
# screenshot of the root window.
shot() {
    sleep 0.6
    import -window root "$work/$1.png"
    convert "$work/$1.png" -crop "$xvfb_board" +repage "$work/$1-board.png"
}

# pixels A B: how many pixels of shots A and B's board areas differ (and
# says so on stderr); differs A B and same A B test it.
pixels() {
    d=$(compare -metric AE "$work/$1-board.png" "$work/$2-board.png" null: 2>&1)
    echo "$1 -> $2: ${d%% *} pixels differ" >&2
    echo "${d%% *}"
}
differs() { test "$(pixels "$1" "$2")" -gt 20; }
same() { test "$(pixels "$1" "$2")" -eq 0; }

# keys KEY COUNT: presses KEY COUNT times in window $win.
keys() {
    k=0
    while [ "$k" -lt "$2" ]; do
        xdotool key --window "$win" "$1"
        k=$((k + 1))
    done
}

# xvfb_finish WIN PID PNG KEEP: presses Esc (the program, PID, must keep
# running), then Ctrl+Q, checks it quits with 0, keeps a copy of PNG as KEEP,
# prints the tally and returns its verdict.
xvfb_finish() {
    xdotool key --window "$1" Escape
    sleep 0.5
    check "Esc does not quit" kill -0 "$2"
    xdotool key --window "$1" ctrl+q
    sleep 0.5
    wait "$2"
    rc=$?
    check "quits with 0 on Ctrl+Q" test "$rc" -eq 0
    cp "$3" "$4" 2>/dev/null
    echo "$pass passed, $fail failed"
    [ "$fail" -eq 0 ]
}
