#!/bin/sh
# cli_usage.sh - the command line refuses bad input with a message that names
# the valid choices and exit status 2, and answers --help/--version with 0.
# Usage: sh cli_usage.sh path/to/mazelab
bin=$1
pass=0
fail=0

# expect STATUS PATTERN ARGS...: runs mazelab ARGS, checks the exit status and
# that stdout+stderr contain PATTERN (a grep -E expression).
expect() {
    want=$1 pattern=$2
    shift 2
    out=$("$bin" "$@" 2>&1)
    got=$?
    if [ "$got" -eq "$want" ] && printf '%s\n' "$out" | grep -Eq -- "$pattern"; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        printf 'FAIL: mazelab %s: exit %s (want %s), output:\n%s\n' "$*" "$got" "$want" "$out"
    fi
}

expect 0 'usage: mazelab' --help
expect 0 'usage: mazelab' -h
expect 0 '^mazelab [0-9]+\.[0-9]+' --version
expect 0 '^mazelab [0-9]+\.[0-9]+' -V
expect 2 "unknown command 'frob'; valid commands: list" frob
expect 0 "^backtracker	Recursive backtracker" list
expect 2 "unexpected argument 'x'" list x
expect 0 'usage: mazelab bench' bench --help
expect 2 "unknown algorithm 'nope'; valid: backtracker" bench --algo nope
expect 2 "size '0x3' out of range: width and height must be 1 to 8192" bench --size 0x3
expect 2 "size '8193x2' out of range" bench --size 8193x2
expect 2 "bad size '12': expected WIDTHxHEIGHT" bench --size 12
expect 2 "bad size '-3x4'" bench --size -3x4
expect 2 "bad size '3x4x'" bench --size 3x4x
expect 2 "bad seed 'abc': expected a whole number from 0 to" bench --seed abc
expect 2 "bad seed '-1'" bench --seed -1
expect 2 "bad seed '99999999999999999999'" bench --seed 99999999999999999999
expect 2 "option '--size' needs a value" bench --size
expect 2 "unknown option '--bogus'" bench --bogus
expect 2 "bad repeat count '0'" bench --repeat 0
expect 2 "bad repeat count ' 5'" bench --repeat " 5"
expect 2 "bad repeat count '\\+5'" bench --repeat +5
expect 0 '^backtracker +[0-9.]+ +[0-9.]+ +[0-9]+$' bench --algo backtracker --size 20x10 --repeat 2

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
