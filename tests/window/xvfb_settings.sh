#!/bin/sh
# xvfb_settings.sh - the real window remembers its settings: opened with
# options, the panel hidden with P and quit with Ctrl+Q, it writes them to
# $XDG_CONFIG_HOME/mazelab/settings.conf (a fresh folder, never the user's);
# opened again with no options it starts from them (quit: the same file);
# an option on the command line wins over the saved value; a corrupt file
# gives a message on stderr and in the status line (photographed and
# checked for ink), and the defaults; --reset starts from the defaults.
# Usage: sh xvfb_settings.sh path/to/mazelab   (needs xvfb-run, xdotool, import, convert)
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d /tmp/mazelab-settings-XXXXXX)
trap 'rm -rf "$work"' EXIT
cat > "$work/inner.sh" <<'INNER'
bin=$1 work=$2
. "$3"
cd "$work"
conf=$XDG_CONFIG_HOME/mazelab/settings.conf

# run NAME KEYS ARGS...: opens the window with ARGS, presses KEYS (space
# separated, or -), photographs the screen as NAME.png, quits with Ctrl+Q.
run() {
    run=$1 keys=$2
    shift 2
    "$bin" --seed 7 "$@" > "$work/$run.txt" 2>&1 &
    pid=$!
    win=$(timeout 20 xdotool search --sync --name '^Mazelab$' | head -1)
    check "$run: window appears" test -n "$win"
    sleep 1
    xdotool windowfocus --sync "$win" 2>/dev/null
    [ "$keys" = - ] || xdotool key --window "$win" $keys
    sleep 0.5
    import -window root "$work/$run.png"
    xdotool key --window "$win" ctrl+q
    wait "$pid"
    check "$run: quits with 0" test $? -eq 0
}
# has KEY VALUE: the settings file says KEY = VALUE.
has() { grep -qx "$1 = $2" "$conf"; }

check "no settings file before the first quit" test ! -e "$conf"
run first p --algo wilson --size 40x25 --speed max --screenshot-dir "$work/shots"
check "saved the algorithm" has algo wilson
check "saved the size" has size 40x25
check "saved the speed" has speed max
check "saved the hidden panel" has panel-hidden yes
check "saved the screenshot folder" has screenshot-dir "$work/shots"
cp "$conf" "$work/first.conf"
run again -
check "restored everything: the same file after a quit" cmp -s "$conf" "$work/first.conf"
run cli - --size 12x9
check "the command line wins (size)" has size 12x9
check "... the rest as saved (algorithm)" has algo wilson
printf 'format = mazelab-settings 1\nalgo = nosuch\n' > "$conf"
run corrupt -
check "a corrupt file: a message on stderr" grep -q "saved settings not used.*bad value 'nosuch' for algo" "$work/corrupt.txt"
# status_ink NAME: dark pixels in the bar's two lines of NAME.png (legend and
# status; a status longer than its line takes the legend's too).
status_ink() {
    ink=$(convert "$work/$1.png" -crop 900x40+0+738 +repage -threshold 60% -negate \
        -format '%[fx:mean*w*h]' info:)
    echo "${ink%.*}"
}
ink=$(status_ink corrupt) calm=$(status_ink again)
check "... and in the status line ($ink px of ink, $calm without the message)" \
    test "$ink" -gt $((calm + 600))
check "... and the defaults (saved on quit)" has algo backtracker
run cli2 - --algo eller --large
check "eller saved" has algo eller
run reset - --reset
check "--reset: the defaults" has algo backtracker
check "--reset: not projector mode" has large no
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
INNER
xvfb-run -a -s "-screen 0 1280x800x24" sh "$work/inner.sh" "$bin" "$work" "$(cd "$(dirname "$0")" && pwd)/../support/xvfb_lib.sh"
