#!/bin/sh
# cli_help_man.sh - the man page stays complete: every option that
# `mazelab --help` or a command's --help names is in it, and no option is
# defined twice in one help.
# Usage: sh cli_help_man.sh path/to/mazelab   (the man page beside it)
bin=$1
man=$(dirname "$bin")/mazelab.1
[ -r "$man" ] || { echo "FAIL: no man page at $man"; exit 1; }
fail=0
commands=$("$bin" --help | sed -n '/Commands:/,/^$/p' | awk '/^  [a-z]/ { print $1 }')
[ -n "$commands" ] || { echo "FAIL: 'mazelab --help' lists no commands"; exit 1; }
checked=0
for cmd in "" $commands; do
    help=$("$bin" $cmd --help) || { echo "FAIL: 'mazelab $cmd --help' failed"; fail=1; }
    defined=$(printf '%s\n' "$help" | grep -oE '^ {1,6}(-[a-zA-Z], +)?--[a-z][a-z0-9-]*' | grep -oE -- '--[a-z0-9-]+')
    dups=$(printf '%s\n' $defined | sort | uniq -d)
    [ -z "$dups" ] || { echo "FAIL: 'mazelab $cmd --help' defines twice: $dups"; fail=1; }
    for o in $(printf '%s\n' "$help" | grep -oE -- '--[a-z][a-z0-9-]*' | sort -u); do
        escaped=$(printf '%s' "$o" | sed 's/-/\\\\-/g')
        grep -q -- "$escaped" "$man" || { echo "FAIL: $o ('mazelab $cmd --help') is not in the man page"; fail=1; }
        checked=$((checked + 1))
    done
done
[ $checked -ge 60 ] || { echo "FAIL: only $checked options found in the helps"; fail=1; }
[ $fail -eq 0 ] && echo "help and man page: all $checked options documented"
exit $fail
