#!/bin/sh
# xvfb_idle.sh - an idle window rests: a finished 30x20 maze with nobody
# touching it, under Xvfb, must use under LIMIT percent of one core (CPU
# time from /proc/PID/stat over SECONDS after a settle). A loop that redraws
# at 60 frames a second uses 25-90%; a resting one well under 1%.
# Usage: sh xvfb_idle.sh path/to/mazelab [SECONDS [LIMIT]]
# (runs itself inside xvfb-run; prints "idle CPU: P% of a core over S s")
bin=$1 secs=${2:-10} limit=${3:-5}
if [ -z "$XVFB_IDLE_INNER" ]; then
    XVFB_IDLE_INNER=1 exec xvfb-run -a -s "-screen 0 1600x1000x24" sh "$0" "$bin" "$secs" "$limit"
fi
export XDG_CONFIG_HOME="${XDG_CONFIG_HOME:-$(mktemp -d)}"
"$bin" --size 30x20 --speed max --seed 7 &
pid=$!
sleep 4                         # settle: open, generate, draw
ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
t0=$(ticks)
sleep "$secs"
t1=$(ticks)
hz=$(getconf CLK_TCK)
kill "$pid" || { echo "FAIL: the window was not running"; exit 1; }
wait "$pid" 2>/dev/null
pct=$(awk -v a="$t0" -v b="$t1" -v hz="$hz" -v s="$secs" 'BEGIN { printf "%.2f", (b - a) * 100 / hz / s }')
echo "idle CPU: $pct% of a core over $secs s"
awk -v p="$pct" -v l="$limit" 'BEGIN { exit !(p < l) }' || { echo "FAIL: idle window uses $pct% (limit $limit%)"; exit 1; }
