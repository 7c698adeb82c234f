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
