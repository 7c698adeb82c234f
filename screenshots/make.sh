#!/bin/sh
# make.sh - makes README.md's pictures from the real program, reproducibly:
# each is the window under Xvfb at 1280x800 (one at 1024x768), saved by mazelab's own --shot
# once the run reaches the stated point. Run through CMake:
#   cmake --build build --target screenshots
# Usage: sh screenshots/make.sh path/to/mazelab [output folder]
set -eu
bin=$1
out=${2:-$(dirname "$0")}
# The window opens at 1280x800, or smaller to leave a title bar's 32 px on a
# smaller screen: the Xvfb screen is that much taller than the window.
screen=1280x832
# The window's saved settings (a shape, projector mode, a hidden panel) must
# not leak into the pictures: a fresh config folder for this run.
XDG_CONFIG_HOME=$(mktemp -d /tmp/mazelab-shots-XXXXXX)
export XDG_CONFIG_HOME
trap 'rm -rf "$XDG_CONFIG_HOME"' EXIT
shot() { # shot NAME ARGS...: the window with ARGS, saved as out/NAME.png
    name=$1
    shift
    SDL_RENDER_DRIVER=software xvfb-run -a -s "-screen 0 ${screen}x24" \
        "$bin" "$@" --shot "$out/$name.png" --quit-after-shot >/dev/null
    echo "screenshots: $name.png"
}
# A generation in progress, with the algorithm's colours.
shot wilson_in_progress --algo wilson --size 40x30 --seed 2024 --speed 300 --shot-after-steps 2500
shot eller_in_progress --algo eller --size 60x40 --seed 5 --speed 400 --shot-after-steps 1500
# Hidden state: Kruskal's sets, a colour each.
shot kruskal_sets --algo kruskal --size 30x20 --seed 3 --speed 300 --shot-after-steps 600
# Teaching: Kruskal's algorithm paused at a step, its pseudocode line
# highlighted and the step's sentence under the maze.
shot kruskal_teach --algo kruskal --size 24x16 --seed 2024 --speed 30 --shot-after-steps 230
# Compare mode on the timeline: each pane's last step in its own words.
shot compare_sentences --compare wilson,backtracker --size 30x20 --seed 1 --speed 400 --shot-after-steps 700
# Another shape in the window: the backtracker drawing a polar maze, its
# stack blue, paused at step 900.
shot polar_in_progress --algo backtracker --shape polar --size 16x16 --seed 2024 --speed 300 \
    --shot-after-steps 900
# Predict and check: paused at step 230, Kruskal's asks about its next wall.
shot predict --algo kruskal --size 24x16 --seed 2024 --speed 400 --shot-after-steps 230 --predict
# Projector mode in a 1024x768 window: the panel hidden, the slim bar.
screen=1024x800
shot projector_1024x768 --algo wilson --size 40x30 --seed 2024 --speed 300 --shot-after-steps 2500 --large
screen=1280x832
# A finished maze with the wall follower's trail and the shortest path.
shot backtracker_wall_follower --algo backtracker --size 40x30 --seed 2024 --speed max \
    --solve wall-left --shortest
# The right-hand rule looping: a braided maze, the goal on an island.
shot solver_loop --algo backtracker --size 12x8 --seed 3 --speed max --braid 100 --goal 5,4 \
    --solve wall-right --panel solve
# A worksheet and its answer key, from the command line (no window needed).
for what in worksheet answer; do
    rm -f "$out/$what.png"
    "$bin" gen --algo backtracker --size 15x10 --seed 2024 --format png --cell-size 12 \
        --output "$out/$what.png" $([ "$what" = answer ] && echo --solution)
    echo "screenshots: $what.png"
done
# Bias: four algorithms side by side with their dead ends and a measurement;
# the distance heat map; every algorithm measured at 50x50.
shot bias_compare_dead_ends --size 30x20 --seed 7 --speed max \
    --compare backtracker,kruskal,binary-tree,wilson --overlay deadends --measure --panel bias
shot bias_heat_map --algo backtracker --size 40x26 --seed 7 --speed max --overlay heat,path --panel bias
shot bias_measure_50x50 --algo kruskal --size 50x50 --seed 1 --speed max --overlay deadends --measure \
    --panel bias
# Minesweeper: the flood fill 22 cells in, its queue and the safe zone shown.
shot mines_expert_flood_fill --mines expert --seed 5 --click 14,8 --speed 40 --show-queue --show-safe \
    --shot-after-steps 22
# Minesweeper's hint a few moves into an expert board: the two numbers the
# overlap rule uses outlined, the mine it proves and the cells it proves safe.
shot mines-hint --mines expert --seed 10 --no-guess --click 14,8 --flag 16,8 --click 16,7 \
    --click 17,8 --click 17,7 --click 18,7 --click 18,8 --flag 19,10 --click 20,10 \
    --click 19,11 --flag 17,12 --click 18,12 --flag 19,12 --click 17,13 --click 18,13 \
    --click 19,13 --hint --speed max
# An animation for slides, from the command line: Wilson's algorithm, then
# the left-hand wall follower, ending on the answer key.
rm -f "$out/wilson_wall_left.gif"
"$bin" gen --algo wilson --size 30x20 --seed 2024 --format gif --cell-size 6 --solver wall-left \
    --output "$out/wilson_wall_left.gif" >/dev/null
echo "screenshots: wilson_wall_left.gif"
# A slide from the window's Record (--slides): the title bar, the step
# counter and the step's sentence on each frame; xdotool presses V.
rm -f "$out/slide.gif"
rec=$(mktemp -d)
SDL_RENDER_DRIVER=software xvfb-run -a -s "-screen 0 ${screen}x24" sh -c '
    "$0" --algo wilson --size 16x10 --seed 2024 --paused --speed max --slides 640 --record-frames 48 \
        --screenshot-dir "$1" >/dev/null 2>&1 &
    pid=$!
    win=$(timeout 20 xdotool search --sync --name "^Mazelab\$" | head -1)
    sleep 1
    xdotool windowfocus --sync "$win" 2>/dev/null
    xdotool key --window "$win" v space
    for _ in $(seq 1 240); do [ -f "$1/wilson_16x10_seed2024.gif" ] && break; sleep 0.5; done
    kill $pid' "$bin" "$rec"
mv "$rec/wilson_16x10_seed2024.gif" "$out/slide.gif"
rmdir "$rec"
echo "screenshots: slide.gif"
# An answer key page ready to print (A4 at 300 dpi), from the command line.
rm -f "$out/worksheet_page.png"
"$bin" gen --algo wilson --size 30x20 --seed 2024 --format png --page a4 --solution \
    --output "$out/worksheet_page.png"
echo "screenshots: worksheet_page.png"
# Other shapes, from the command line: a polar maze with its answer, a
# hexagonal one, and a maze in the shape of a mask (a text file of X and .).
for shot in "polar --shape polar --size 14x14 --solution" "hex --shape hex --size 24x16" \
            "mask_ml --mask $(dirname "$0")/mask_ml.txt --solution"; do
    name=${shot%% *}
    rm -f "$out/$name.png"
    "$bin" gen --algo backtracker --seed 2024 --format png --cell-size 6 ${shot#* } \
        --output "$out/$name.png"
    echo "screenshots: $name.png"
done
