#!/bin/sh
# cli_no_mess.sh - the command line leaves no mess: a write interrupted by
# SIGINT, SIGTERM or SIGHUP removes its temporary file and leaves the target
# as it was; a FIFO, socket, folder or device given as input is refused at
# once; an empty or folder-like output name is bad usage (exit 2); long
# work shows progress on stderr only when stderr is a terminal.
# Usage: sh cli_no_mess.sh path/to/mazelab
bin=$1
. "$(dirname "$0")/../support/check.sh"
dir=$(mktemp -d)
trap 'rm -rf "$dir" "$check_err"' EXIT

ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

# interrupt SIG FORCE: starts writing a 268 MB maze over big.txt, waits for
# its temporary file (.big.txt.XXXXXX) to appear, sends SIG, and checks the
# process died of SIG, no temporary file is left, and big.txt is untouched.
# (env --default-signal: a background job of a script starts with SIGINT
# ignored, and an ignored signal stays ignored.)
interrupt() {
    sig=$1 force=$2
    rm -rf "$dir/w" && mkdir "$dir/w"
    echo "the old file" > "$dir/w/big.txt"
    env --default-signal=INT "$bin" gen -a binary-tree -s 8192x8192 -r 1 -f blocks \
        -o "$dir/w/big.txt" $force 2>/dev/null &
    pid=$!
    n=0
    while ! ls -A "$dir/w" | grep -q '^\.big\.txt\.' && [ $n -lt 3000 ]; do
        sleep 0.01
        n=$((n + 1))
    done
    tmp=$(ls -A "$dir/w" | grep '^\.big\.txt\.')
    kill -s "$sig" "$pid"
    wait "$pid"
    status=$?
    case $sig in HUP) want=129 ;; INT) want=130 ;; TERM) want=143 ;; esac
    [ -n "$tmp" ] && ok || bad "SIG$sig: the temporary file never appeared"
    [ "$status" -eq "$want" ] && ok || bad "SIG$sig $force: exit $status, want $want (killed by the signal)"
    left=$(ls -A "$dir/w" | tr '\n' ' ')
    [ "$left" = "big.txt " ] && ok || bad "SIG$sig $force: files left: $left"
    [ "$(cat "$dir/w/big.txt")" = "the old file" ] && ok || bad "SIG$sig $force: big.txt changed"
}
for sig in INT TERM HUP; do
    interrupt "$sig" ""
    interrupt "$sig" --force
done
# A signal ignored by whoever started the command stays ignored.
(trap '' HUP; exec "$bin" gen -a wilson -s 3000x3000 -r 1 -f none >"$dir/hup.txt" 2>&1) &
pid=$!
sleep 0.3
kill -s HUP "$pid" 2>/dev/null
wait "$pid"
status=$?
[ "$status" -eq 0 ] && grep -q '^wilson 3000x3000 seed 1: 9000000 cells' "$dir/hup.txt" && ok ||
    bad "ignored SIGHUP: exit $status, want 0 and the summary: $(cat "$dir/hup.txt")"

# Non-regular input is refused at once (a FIFO with no writer would block).
mkfifo "$dir/fifo"
mkdir "$dir/folder"
check_refuse 1 "cannot open '$dir/fifo': a FIFO (named pipe), not a regular file" \
    solve --input "$dir/fifo"
check_refuse 1 "cannot open '$dir/folder': a folder, not a regular file" solve --input "$dir/folder"
check_refuse 1 "cannot open '/dev/null': a device, not a regular file" solve --input /dev/null
if command -v python3 >/dev/null 2>&1 &&
    python3 -c "import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])" "$dir/sock"; then
    check_refuse 1 "cannot open '$dir/sock': a socket, not a regular file" solve --input "$dir/sock"
fi
# ... and standard input still reads a pipe.
"$bin" gen -a backtracker -s 5x3 -r 4 | "$bin" solve --input - >/dev/null 2>"$check_err" &&
    ok || bad "solve --input - from a pipe"

# Output names that cannot be files: bad usage, before any work.
check_refuse 2 "--output '': an empty file name" gen -a backtracker -s 5x3 -o ""
check_refuse 2 "--output '$dir/folder/' names a folder (it ends with '/'); give a file name" \
    gen -a backtracker -s 5x3 -o "$dir/folder/"
check_refuse 2 "--output '$dir/folder' is a folder; give a file name" \
    gen -a backtracker -s 5x3 -f png -o "$dir/folder"
check_refuse 2 "--output 'nowhere/' names a folder" gen -a backtracker -s 5x3 -f svg --output nowhere/
[ "$(ls -A "$dir/folder")" = "" ] && ok || bad "files made in folder/: $(ls -A "$dir/folder")"

# Progress: on a terminal (script(1) gives one), on stderr; otherwise none.
if command -v script >/dev/null 2>&1; then
    # MAZELAB_PROGRESS_DELAY_MS=0: the first line at once, however fast the machine.
    tty_run() { MAZELAB_PROGRESS_DELAY_MS=0 script -qec "$*" /dev/null 2>&1 | tr '\r' '\n' | sed 's/^.\[K//'; }
    out=$(tty_run "'$bin' stats --algo backtracker --size 50x50 --runs 4000 --format csv")
    printf '%s\n' "$out" | grep -q '^mazelab: stats backtracker, maze [0-9]* of 4000 ([0-9]*% of all) ([0-9.]* s, about [0-9.]* [a-z]* left)' &&
        ok || bad "stats on a terminal shows no progress: $(printf '%s' "$out" | head -c 300)"
    out=$(tty_run "'$bin' gen -a wilson -s 3000x3000 -r 1 -f none")
    printf '%s\n' "$out" | grep -q '^mazelab: gen wilson 3000x3000: [0-9]* steps ([0-9.]* s)' &&
        ok || bad "gen on a terminal shows no progress: $(printf '%s' "$out" | head -c 300)"
    out=$(tty_run "'$bin' bench --algo kruskal --size 1000x1000 --repeat 8")
    printf '%s\n' "$out" | grep -q '^mazelab: bench kruskal, run [0-9] of 8 ([0-9.]* s)' &&
        ok || bad "bench on a terminal shows no progress: $(printf '%s' "$out" | head -c 300)"
fi
"$bin" stats --algo backtracker --size 50x50 --runs 4000 --format csv >/dev/null 2>"$check_err"
[ ! -s "$check_err" ] && ok || bad "stats wrote to stderr, not a terminal: $(head -c 200 "$check_err")"
"$bin" gen -a wilson -s 3000x3000 -r 1 -f none >/dev/null 2>"$check_err"
[ ! -s "$check_err" ] && ok || bad "gen wrote to stderr, not a terminal: $(head -c 200 "$check_err")"

check_summary
