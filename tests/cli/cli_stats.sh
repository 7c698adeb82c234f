#!/bin/sh
# cli_stats.sh - `mazelab stats`: CSV has a header naming every column and one
# row per generator variant, the same seed gives the same numbers, every
# format works, and bad input exits 2 with a message naming the valid choices.
# Usage: sh cli_stats.sh path/to/mazelab
bin=$1
pass=0
fail=0

ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); printf 'FAIL: %s\n' "$*"; }

# expect STATUS PATTERN ARGS...: runs mazelab stats ARGS, checks the exit
# status and that stdout+stderr contain PATTERN (a grep -E expression).
expect() {
    want=$1 pattern=$2
    shift 2
    out=$("$bin" stats "$@" 2>&1)
    got=$?
    if [ "$got" -eq "$want" ] && printf '%s\n' "$out" | grep -Eq -- "$pattern"; then
        ok
    else
        bad "mazelab stats $*: exit $got (want $want), output:
$out"
    fi
}

# Generator variants the binary knows: one CSV row each with --algo all.
# `mazelab list` also lists solvers, which stats refuses with status 2.
variants=0
for id in $("$bin" list | cut -f1); do
    out=$("$bin" stats --algo "$id" --size 4x3 --runs 1 --format csv 2>/dev/null)
    status=$?
    [ "$status" -eq 2 ] && continue
    n=$(printf '%s\n' "$out" | tail -n +2 | wc -l)
    variants=$((variants + n))
    [ "$status" -eq 0 ] && [ "$n" -ge 1 ] && ok || bad "stats --algo $id: exit $status, $n CSV rows"
done
[ "$variants" -ge 1 ] && ok || bad "no generator found through mazelab list"

csv=$("$bin" stats --algo all --size 12x7 --runs 5 --seed 3 --format csv)
[ $? -eq 0 ] && ok || bad "stats --format csv failed"
header=$(printf '%s\n' "$csv" | head -n 1)
case $header in
    algo,runs,width,height,seed,dead_end_mean,dead_end_sd,*,dead_end_w_mean,dead_end_w_sd) ok ;;
    *) bad "unexpected CSV header: $header" ;;
esac
cols=$(printf '%s\n' "$header" | awk -F, '{ print NF }')
[ "$cols" -eq 35 ] && ok || bad "CSV header has $cols columns, want 35"
rows=$(printf '%s\n' "$csv" | tail -n +2 | wc -l)
[ "$rows" -eq "$variants" ] && ok || bad "CSV has $rows rows, want $variants"
# Every row: as many fields as the header, runs 5, size 12x7, seed 3.
badrows=$(printf '%s\n' "$csv" | tail -n +2 | awk -F, -v n="$cols" \
    'NF != n || $2 != 5 || $3 != 12 || $4 != 7 || $5 != 3' | wc -l)
[ "$badrows" -eq 0 ] && ok || bad "$badrows malformed CSV rows:
$csv"
# A perfect 12x7 maze has 83 passages: passages_h_mean + passages_v_mean.
bt=$(printf '%s\n' "$csv" | grep '^backtracker,')
printf '%s\n' "$bt" | awk -F, '{ exit !($16 + $18 == 83) }' && ok || bad "backtracker passages do not add up to 83: $bt"

again=$("$bin" stats --algo all --size 12x7 --runs 5 --seed 3 --format csv)
[ "$csv" = "$again" ] && ok || bad "same seed, different numbers"
other=$("$bin" stats --algo all --size 12x7 --runs 5 --seed 4 --format csv)
[ "$csv" != "$other" ] && ok || bad "different seed, same numbers"

expect 0 'usage: mazelab stats' --help
expect 0 '^generator +dead_end %' --algo backtracker --size 10x10 --runs 3
expect 0 '^backtracker +[0-9.]+ ± [0-9.]+' --algo backtracker --size 10x10 --runs 3
expect 0 'exact dead-end share of a uniform spanning tree .* at 10x10: 29\.19975998[0-9]+ %' --size 10x10 --runs 2 --algo backtracker
expect 0 '^\| generator \| dead_end % \|' --algo backtracker --size 10x10 --runs 3 --format md
expect 0 '^\|---\|(---:\|)+$' --algo backtracker --size 10x10 --runs 3 --format md
expect 0 '^\| backtracker \| [0-9.]+ ± [0-9.]+ \|' --algo backtracker --size 10x10 --runs 3 --format md
expect 0 '^backtracker,1,1,1,' --algo backtracker --size 1x1 --runs 1 --format csv
expect 2 "unknown algorithm 'nope'; valid: backtracker" --algo nope
expect 2 "unknown format 'xml'; valid: table, csv, md" --format xml
expect 2 "bad run count '0': expected a whole number from 1 to 1000000" --runs 0
expect 2 "bad run count 'many'" --runs many
expect 2 "size '0x3' out of range: width and height must be 1 to 8192" --size 0x3
expect 2 "bad size '12': expected WIDTHxHEIGHT" --size 12
expect 2 "bad seed '-1'" --seed -1
expect 2 "option '--runs' needs a value" --runs
expect 2 "unknown option '--bogus'" --bogus
expect 2 "unexpected argument 'extra'" --runs 2 extra

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
