#!/bin/sh
# cli_edges.sh - the command line's rough edges stay smooth (issue 18, item
# 7): maze text as editors and console.log leave it; tabs named; long and
# strange file names in messages; '-' and devices as outputs; option
# combinations refused at once; stats' seed range and time estimate.
# Usage: sh cli_edges.sh path/to/mazelab
bin=$1
. "$(dirname "$0")/sh/check.sh"
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

check_summary
