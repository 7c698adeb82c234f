#!/bin/sh
# cli_mines_logic.sh - `mazelab mines --no-guess/--guessing/--hint/--solve`
# and `mazelab bench --mines`: exact output for fixed seeds (a deduction, a
# forced guess with its probabilities, a safe cell the rules cannot find, a
# board solved step by step), no-guess boards by default for the presets
# (each expert seed below solved to the end by --solve, most of them not
# without it), the bench's rows, and exit status 2 with one message for
# each bad input.
# Usage: sh cli_mines_logic.sh path/to/mazelab
bin=$1
. "$(dirname "$0")/../support/check.sh"

board() { want=$1; shift; check_output "$want" mines "$@"; }
refuse() { text=$1; shift; check_refuse 2 "$text" mines "$@"; }

# The next deduction, with its rule and reason.
board 'seed: 2
....1#1..
.1222#1..
.1FF211..
.1221....
.........
11211.111
####1.1##
###31.111
###2.....
playing
hint (count rule): the 2 at (4,2) touches its flag at (3,2) and only 1 other closed cell, so (5,1) is a mine' --preset beginner --seed 2 --click 4,4 --flag 2,2 --flag 3,2 --hint

# No rule applies: a 50/50 on a 2-row board; the other closed cells share
# the 2 mines left.
board 'seed: 1
.1########
.1########
playing
hint: no rule applies and a guess is forced: every closed cell holds a mine in some arrangement; the safest is (3,0) at 14.3%
mine probabilities (exact; 2 closed cells next to numbers, 14 others):
(2,0) 50.0%
(2,1) 50.0%
each other closed cell: 14.3%' --size 10x2 --mines 3 --seed 1 --click 0,0 --hint

# No rule applies, yet counting shows (2,2) safe: the 2 at (1,1) has one mine
# with each 1, none left for (2,2). The hint says so, and says the rules
# cannot show it.
board 'seed: 4
.1##########
12##########
############
playing
hint: no rule applies, but (2,2) is safe in every arrangement of the mines that fits the numbers (found by counting them all, which the rules do not do)
mine probabilities (exact; 5 closed cells next to numbers, 27 others):
(2,0) 50.0%
(2,1) 50.0%
(0,2) 50.0%
(1,2) 50.0%
(2,2) 0.0%
each other closed cell: 14.8%' --size 12x3 --mines 6 --seed 4 --click 0,0 --hint

# Solved step by step (beginner seed 2 as laid for no guessing).
board 'seed: 2
step 1 (count rule): the 1 at (1,1) touches only 1 closed cell, so (2,2) is a mine
step 2 (count rule): the 2 at (2,1) touches its flag at (2,2) and only 1 other closed cell, so (3,2) is a mine
step 3 (count rule): the 2 at (4,2) touches its flag at (3,2) and only 1 other closed cell, so (5,1) is a mine
step 4 (count rule): the 1 at (4,0) already touches its flag at (5,1), so (5,0) is safe
step 5 (count rule): the 1 at (4,5) touches only 1 closed cell, so (3,6) is a mine
step 6 (count rule): the 1 at (3,5) already touches its flag at (3,6), so (2,6) is safe
step 7 (count rule): the 2 at (2,5) touches its flag at (3,6) and only 1 other closed cell, so (1,6) is a mine
step 8 (count rule): the 1 at (0,5) already touches its flag at (1,6), so (0,6) is safe
step 9 (count rule): the 1 at (6,5) touches only 1 closed cell, so (7,6) is a mine
step 10 (count rule): the 1 at (7,5) already touches its flag at (7,6), so (8,6) is safe
step 11 (count rule): the 3 at (0,6) touches its flag at (1,6) and only 2 other closed cells, so (0,7) and (1,7) are mines
step 12 (count rule): the 4 at (2,6) touches its flags at (1,6), (3,6) and (1,7) and only 1 other closed cell, so (2,7) is a mine
step 13 (count rule): the 3 at (3,7) touches its flags at (3,6) and (2,7) and only 1 other closed cell, so (2,8) is a mine
step 14 (mines left rule): all 10 mines are flagged, so every other closed cell is safe: (0,8) and (1,8)
....111..
.1222F1..
.1FF211..
.1221....
.........
11211.111
3F4F1.1F1
FFF31.111
24F2.....
won' --preset beginner --seed 2 --click 4,4 --solve

# The same seed with --guessing needs a guess after 20 steps.
out=$(check_run mines --preset beginner --seed 2 --click 4,4 --guessing --solve 2>&1)
check_same "beginner seed 2 --guessing --solve: the last step" \
    "$(printf '%s\n' "$out" | grep -c '^step ')" 20
check_same "beginner seed 2 --guessing --solve: stuck" "$(printf '%s\n' "$out" | grep '^stuck: ')" \
    "stuck: no rule applies and a guess is forced: every closed cell holds a mine in some arrangement; the safest is (0,7) at 50.0%"
check_same "beginner seed 2 --guessing --solve: still playing" "$(printf '%s\n' "$out" | tail -1)" playing

# Presets lay no-guess boards by default: --solve wins all 30 expert seeds;
# with --guessing most of them get stuck.
won=0 won_guessing=0
for seed in $(seq 1 30); do
    [ "$(check_run mines --preset expert --seed "$seed" --click 15,8 --solve | tail -1)" = won ] &&
        won=$((won + 1))
    [ "$(check_run mines --preset expert --seed "$seed" --click 15,8 --guessing --solve | tail -1)" = won ] &&
        won_guessing=$((won_guessing + 1))
done
check_same "expert seeds 1-30 won by --solve" "$won" 30
check_same "expert seeds 1-30 won by --solve with --guessing" "$won_guessing" 4

# --size boards are laid at random unless --no-guess asks.
check_same "--size 9x9 --mines 10 is the preset's --guessing board" \
    "$(check_run mines --size 9x9 --mines 10 --seed 2 --click 4,4)" \
    "$(check_run mines --preset beginner --seed 2 --click 4,4 --guessing)"
check_same "--size 9x9 --mines 10 --no-guess is the preset's board" \
    "$(check_run mines --size 9x9 --mines 10 --seed 2 --click 4,4 --no-guess)" \
    "$(check_run mines --preset beginner --seed 2 --click 4,4)"

# Bad input: exit 2, one line naming what to do.
refuse "no 10x2 board with 1 mine that can be solved without guessing was found within the search limit (seed 1): use fewer mines, or --guessing" \
    --size 10x2 --mines 1 --seed 1 --click 0,0 --no-guess
refuse "no 100x2 board with 5 mines that can be solved without guessing" \
    --size 100x2 --mines 5 --click 0,0 --no-guess
refuse "give --no-guess or --guessing, not both" --preset beginner --no-guess --guessing --click 0,0
refuse "give --hint or --solve, not both" --preset beginner --hint --solve --click 0,0
refuse "the game is lost: there is nothing to hint" --preset beginner --seed 1 --click 4,4 --click 1,1 --hint
refuse "the game is lost: there is nothing to solve" --preset beginner --seed 1 --click 4,4 --click 1,1 --solve
refuse "the game is won: there is nothing to hint" --size 10x10 --mines 1 --seed 3 --click 0,0 --hint
refuse "the game is won: there is nothing to solve" --size 10x10 --mines 1 --seed 3 --click 0,0 --solve
refuse "bad mine count '100x100/9991': expected a whole number from 1 to 9991" \
    --size 100x100 --mines 100x100/9991 --click 0,0
refuse "cell '9,9' is off the board: X must be 0 to 8 and Y 0 to 8" --preset beginner --click 9,9 --hint
check_match 0 '--no-guess.*--hint' mines --help

# bench --mines: a row per preset, none refused; a board that cannot succeed
# is refused every time; bad input.
out=$(check_run bench --mines --seeds 20 2>&1)
check_same "bench --mines rows" "$(printf '%s\n' "$out" | grep -cE '^(beginner|intermediate|expert) [0-9x/]+ +20( +[0-9.]+){5} +0$')" 3
check_match 0 '^10x2/1 +3( +[0-9.]+){5} +3$' bench --mines --size 10x2 --mines 1 --seeds 3
check_match 0 '^expert 30x16/99 +5 ' bench --mines --preset expert --seeds 5
check_match 0 "this thread's CPU time" bench --mines --preset beginner --seeds 5 --cpu
check_refuse 2 "bad seed count '0': expected a whole number from 1 to 1000000" bench --mines --seeds 0
check_refuse 2 "unknown preset 'hard'; valid: beginner, intermediate, expert" bench --mines --preset hard
check_refuse 2 "missing --size WxH" bench --mines --mines 10
check_match 0 'usage: mazelab bench --mines' bench --mines --help

check_summary
