#!/bin/sh
# cli_usage.sh - the command line refuses bad input with a message that names
# the valid choices and exit status 2, and answers --help/--version with 0.
# Usage: sh cli_usage.sh path/to/mazelab
bin=$1
. "$(dirname "$0")/../support/check.sh"

check_match 0 'usage: mazelab' --help
check_match 0 'usage: mazelab' -h
check_match 0 '^mazelab [0-9]+\.[0-9]+' --version
check_match 0 '^mazelab [0-9]+\.[0-9]+' -V
check_match 2 "unknown command 'frob'; valid commands: list" frob
check_match 0 "^backtracker	Recursive backtracker" list
check_match 2 "unexpected argument 'x'" list x
check_match 0 'usage: mazelab bench' bench --help
check_match 2 "unknown algorithm 'nope'; valid: backtracker" bench --algo nope
check_match 2 "size '0x3' out of range: width and height must be 1 to 8192" bench --size 0x3
check_match 2 "size '8193x2' out of range" bench --size 8193x2
check_match 2 "bad size '12': expected WIDTHxHEIGHT" bench --size 12
check_match 2 "bad size '-3x4'" bench --size -3x4
check_match 2 "bad size '3x4x'" bench --size 3x4x
check_match 2 "bad seed 'abc': expected a whole number from 0 to" bench --seed abc
check_match 2 "bad seed '-1'" bench --seed -1
check_match 2 "bad seed '99999999999999999999'" bench --seed 99999999999999999999
check_match 2 "option '--size' needs a value" bench --size
check_match 2 "unknown option '--bogus'" bench --bogus
check_match 2 "bad repeat count '0'" bench --repeat 0
check_match 2 "bad repeat count ' 5'" bench --repeat " 5"
check_match 2 "bad repeat count '\\+5'" bench --repeat +5
check_match 0 '^backtracker +[0-9.]+ +[0-9.]+ +[0-9]+$' bench --algo backtracker --size 20x10 --repeat 2

check_summary
