#!/bin/sh
# cli_edges.sh - the command line's rough edges stay smooth (issue 18, item
# 7): maze text as editors and console.log leave it; tabs named; long and
# strange file names in messages; '-' and devices as outputs; option
# combinations refused at once; stats' seed range and time estimate.
# Usage: sh cli_edges.sh path/to/mazelab
bin=$1
case $bin in /*) ;; *) bin=$PWD/$bin ;; esac     # the checks below cd
. "$(dirname "$0")/../support/check.sh"
dir=$(mktemp -d)
trap 'rm -rf "$dir" "$check_err"' EXIT

ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

solved='maze: 5x3
solver: wall-right
verdict: reached
walked: 6 moves
path length: 7 cells'

# Maze text with blank lines after it (console.log's final newline, an
# editor's empty last line, CRLF ones) is read; a tab is named.
"$bin" gen -a backtracker -s 5x3 -r 4 > "$dir/m.txt"
{ cat "$dir/m.txt"; echo; } > "$dir/blank.txt"
check_output "$solved" solve --input "$dir/blank.txt"
{ sed 's/$/\r/' "$dir/m.txt"; printf '\r\n\r\n'; } > "$dir/crlf.txt"
check_output "$solved" solve --input "$dir/crlf.txt"
{ cat "$dir/m.txt"; printf '\n  \n\t\n'; } > "$dir/blanks.txt"
check_output "$solved" solve --input - < "$dir/blanks.txt"
sed '4s/^|   /|\t  /' "$dir/m.txt" > "$dir/tab.txt"
check_error 1 "$dir/tab.txt:4:2: expected ' ' inside a cell, found a tab" solve --input "$dir/tab.txt"
{ cat "$dir/m.txt"; printf '\nmore\n'; } > "$dir/after.txt"
check_error 1 "$dir/after.txt:8:1: blank line inside the maze: blank lines may only follow its last line" \
    solve --input "$dir/after.txt"

# A long file name does not push the reason out of the message.
long=$dir/$(printf 'd%.0s' $(seq 1 250))/$(printf 'f%.0s' $(seq 1 250)).txt
check_error 1 "cannot open '$long': No such file or directory" solve --input "$long"

# A newline (or another control character) in a file name is escaped:
# every message stays one line.
nl='
'
check_error 1 "cannot open '$dir/a\\nb\\tc': No such file or directory" solve --input "$dir/a${nl}b	c"
check_output '' gen -a backtracker -s 5x3 -r 4 -o "$dir/new${nl}line.txt"
check_error 1 "$dir/new\\nline.txt exists; not overwritten (add --force to replace it)" \
    gen -a backtracker -s 5x3 -r 4 -o "$dir/new${nl}line.txt"
check_match 0 "^$dir/new\\\\nline.gif: 30 frames" gen -a backtracker -s 5x3 -r 4 -f gif -o "$dir/new${nl}line.gif"

# '-' is standard output for every format, as --input - is standard input;
# no file named '-' appears. The GIF's summary then goes to stderr.
maze=$(cat "$dir/m.txt")
(cd "$dir" && check_output "$maze" gen -a backtracker -s 5x3 -r 4 -o -)
for f in png pdf gif svg; do
    (cd "$dir" && "$bin" gen -a backtracker -s 5x3 -r 4 -f "$f" -o - > "$dir/out.$f" 2>"$dir/err.$f")
    case $f:$(head -c 5 "$dir/out.$f") in png:?PNG?|pdf:%PDF-|gif:GIF89|svg:'<?xml') ok ;;
        *) bad "-f $f -o -: stdout starts $(head -c 5 "$dir/out.$f" | od -c | head -1)" ;;
    esac
done
grep -q '^mazelab: standard output: 30 frames, ' "$dir/err.gif" && [ "$(wc -l < "$dir/err.gif")" -eq 1 ] &&
    [ ! -s "$dir/err.png" ] && ok || bad "-o -: stderr: $(cat "$dir"/err.*)"
"$bin" gen -a backtracker -s 5x3 -r 4 -f png --page a4 -o - | head -c 4 | grep -q PNG && ok ||
    bad "-f png --page a4 -o -: no PNG on stdout"
[ ! -e "$dir/-" ] && ok || bad "a file named '-' was made"
check_error 2 "--format png needs --output FILE (- for standard output)" gen -a backtracker -s 5x3 -f png

# A character device or a FIFO is written into; "exists ... --force" is
# said only where --force would replace the file.
check_output "$maze" gen -a backtracker -s 5x3 -r 4 -o /dev/stdout
"$bin" gen -a backtracker -s 5x3 -r 4 -o /dev/stdout > "$dir/redirected.txt" 2>"$check_err" &&
    [ "$(cat "$dir/redirected.txt")" = "$maze" ] && [ ! -s "$check_err" ] && ok ||
    bad "-o /dev/stdout into a file: $(cat "$check_err")"
check_output '' gen -a backtracker -s 5x3 -r 4 -o /dev/null --force
if [ -w /dev/full ]; then
    check_error 1 "cannot write /dev/full: No space left on device" gen -a backtracker -s 5x3 -r 4 -o /dev/full
    check_error 1 "cannot write /dev/full: No space left on device" gen -a backtracker -s 5x3 -r 4 -f png -o /dev/full
fi
mkfifo "$dir/fifo"
check_error 1 "cannot write $dir/fifo: a FIFO (named pipe) that no process reads (start the reader first)" \
    gen -a backtracker -s 5x3 -r 4 -o "$dir/fifo"
cat "$dir/fifo" > "$dir/from-fifo.txt" &
reader=$!
# The reader may not have opened the FIFO yet (then gen refuses, as above):
# try again until it has, for at most 5 s, and never leave cat waiting.
tries=0
until "$bin" gen -a backtracker -s 5x3 -r 4 -o "$dir/fifo" > "$dir/fifo.out" 2> "$dir/fifo.err"; do
    tries=$((tries + 1))
    if [ "$tries" -ge 100 ]; then
        kill "$reader" 2>/dev/null
        break
    fi
    sleep 0.05
done
[ ! -s "$dir/fifo.out" ] && [ ! -s "$dir/fifo.err" ] && ok || bad "-o FIFO with a reader: $(cat "$dir/fifo.err")"
wait "$reader"
[ "$(cat "$dir/from-fifo.txt")" = "$maze" ] && ok || bad "-o FIFO: the reader got $(cat "$dir/from-fifo.txt")"
ln -s m.txt "$dir/link"
check_error 1 "$dir/link is a symbolic link, not a regular file; it is never replaced, not even with --force" \
    gen -a backtracker -s 5x3 -r 4 -o "$dir/link"
check_error 1 "$dir/link is a symbolic link, not a regular file; it is never replaced, not even with --force" \
    gen -a backtracker -s 5x3 -r 4 -f gif -o "$dir/link" --force
check_error 2 "--output '$dir' is a folder; give a file name (e.g. $dir/maze.txt)" gen -a backtracker -s 5x3 -o "$dir"

# --force without a file to replace is refused, as other combinations are.
check_error 2 "--force needs --output FILE: it replaces that file when it exists" \
    gen -a backtracker -s 5x3 --force
check_error 2 "--force does not go with --output -: standard output is no file to replace" \
    gen -a backtracker -s 5x3 -o - --force

# The window's --shot name is checked before the window opens, as gen's
# --output is: exit 2, one line. (The dummy driver and --speed max keep a
# regression from hanging: it would run the animation, then exit 1.)
export SDL_VIDEODRIVER=dummy
shot() { check_error "$@" --size 5x4 --seed 1 --speed max --quit-after-shot; }
shot 2 "--shot '': an empty file name" --shot ""
shot 2 "--shot 'newdir/' names a folder (it ends with '/'); give a file name" --shot newdir/
shot 2 "--shot '$dir' is a folder; give a file name (e.g. $dir/shot.png)" --shot "$dir"
[ ! -e newdir ] && ok || bad "--shot newdir/ made newdir"
# --shot - writes the PNG to standard output, its note to stderr; a long
# name that cannot be written keeps its reason.
timeout 60 "$bin" --size 5x4 --seed 1 --speed max --shot - --quit-after-shot \
    > "$dir/shot.png" 2>"$check_err"
case $(head -c 4 "$dir/shot.png") in ?PNG) ok ;; *) bad "--shot -: no PNG on stdout: $(cat "$check_err")" ;; esac
[ "$(cat "$check_err")" = "mazelab: saved the picture to standard output" ] && ok ||
    bad "--shot -: stderr: $(cat "$check_err")"
long=$dir/$(printf 'd%.0s' $(seq 1 250))/$(printf 's%.0s' $(seq 1 600)).png
timeout 60 "$bin" --size 5x4 --seed 1 --speed max --shot "$long" --quit-after-shot \
    > /dev/null 2>"$check_err"
status=$?
[ "$status" -eq 1 ] && [ "$(wc -l < "$check_err")" -eq 1 ] &&
    grep -q "^mazelab: --shot: cannot write $dir/ddd.*\.\.\..*sss\.png: No such file or directory\$" "$check_err" &&
    ok || bad "--shot LONG: exit $status, stderr: $(cat "$check_err")"

# stats names the seeds it used, also where they pass 2^64 - 1 and wrap.
stats3() { check_match 0 "^mean ± standard deviation over $1 mazes of 3x3, $2; " stats --algo backtracker \
    --size 3x3 --seed "$3" --runs "$1"; }
stats3 3 'seeds 18446744073709551615 and 0\.\.1' 18446744073709551615
stats3 3 'seeds 18446744073709551614\.\.18446744073709551615 and 0' 18446744073709551614
stats3 3 'seeds 18446744073709551613\.\.18446744073709551615' 18446744073709551613
stats3 1 'seed 18446744073709551615' 18446744073709551615
stats3 100 'seeds 1\.\.100' 1

# Long stats work says how long it will take, after its first maze, even
# where stderr is no terminal (the progress line with its estimate is
# cli_no_mess.sh's); short work says nothing (cli_no_mess.sh too).
"$bin" stats --algo backtracker --size 1000x1000 --runs 1000000 >/dev/null 2>"$dir/long.txt" &
pid=$!
n=0
while [ ! -s "$dir/long.txt" ] && [ $n -lt 600 ]; do
    sleep 0.1
    n=$((n + 1))
done
kill "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
grep -Eqx 'mazelab: stats: 1000000 mazes of 1000x1000 will take about [0-9.]+ (hours|days|weeks|years), judging by the first; Ctrl\+C stops' \
    "$dir/long.txt" && ok || bad "stats 1000x1000 x 1000000: no estimate: $(cat "$dir/long.txt")"

check_summary
