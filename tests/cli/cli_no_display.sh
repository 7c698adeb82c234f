#!/bin/sh
# cli_no_display.sh - with no display, the window refuses at once: one line
# on stderr naming the cause and what to do, exit status 1 (not a process
# running on an invisible offscreen driver).
# Usage: sh cli_no_display.sh path/to/mazelab
bin=$1
. "$(dirname "$0")/../support/check.sh"
unset DISPLAY WAYLAND_DISPLAY

# no_display DRIVER ARGS...: with SDL_VIDEODRIVER=DRIVER (empty: unset),
# mazelab ARGS exits 1 within 20 s with exactly one line naming the cause
# and the three ways out.
no_display() {
    driver=$1
    shift
    if [ -n "$driver" ]; then
        SDL_VIDEODRIVER=$driver timeout 20 "$bin" "$@" >/dev/null 2>"$check_err"
    else
        env -u SDL_VIDEODRIVER timeout 20 "$bin" "$@" >/dev/null 2>"$check_err"
    fi
    got=$?
    lines=$(wc -l <"$check_err")
    if [ "$got" -eq 1 ] && [ "$lines" -eq 1 ] &&
        grep -q '^mazelab: cannot open a window: ' "$check_err" &&
        grep -q 'where there is a display' "$check_err" &&
        grep -q 'command line' "$check_err" &&
        grep -q 'SDL_VIDEODRIVER=dummy mazelab --shot' "$check_err"; then
        pass=$((pass + 1))
    else
        check_fail "$* (SDL_VIDEODRIVER='$driver')" "exit $got (want 1), $lines stderr lines (want 1)" ""
    fi
}

no_display x11
no_display x11 --size 10x10 --algo prim
no_display ''
no_display '' --mines beginner
no_display wayland
# Bad options are still usage errors (2), display or not.
check_match 2 "unknown option '--bogus'" --bogus

# --font FILE that is not a regular file is refused at once (a FIFO with no
# writer used to block the open), before any window, on the dummy driver.
fifo_dir=$(mktemp -d)
mkfifo "$fifo_dir/font.ttf"
export SDL_VIDEODRIVER=dummy
check_match 1 "^mazelab: --font: cannot open '$fifo_dir/font.ttf': .*FIFO" --font "$fifo_dir/font.ttf" \
    --shot "$fifo_dir/x.png" --quit-after-shot
check_match 1 "^mazelab: --font: cannot open '$fifo_dir': .*folder" --font "$fifo_dir" \
    --shot "$fifo_dir/x.png" --quit-after-shot
check_match 1 "^mazelab: --font: cannot open '$fifo_dir/none.ttf': No such file" --font "$fifo_dir/none.ttf" \
    --shot "$fifo_dir/x.png" --quit-after-shot
if [ -e "$fifo_dir/x.png" ]; then
    check_fail "--font FIFO" "a picture was written with a refused font" ""
else
    pass=$((pass + 1))
fi
rm -rf "$fifo_dir"
check_summary
