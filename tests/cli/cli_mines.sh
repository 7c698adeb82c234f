#!/bin/sh
# cli_mines.sh - `mazelab mines`: exact boards for fixed seeds (the first
# click's cascade, flags, chording, a win, a loss, actions in command-line
# order), and exit status 2 with a message naming the valid range for each
# bad input.
# Usage: sh cli_mines.sh path/to/mazelab
bin=$1
. "$(dirname "$0")/../support/check.sh"

# board WANT ARGS...: `mazelab mines ARGS` prints exactly WANT, exit 0.
board() { want=$1; shift; check_output "$want" mines "$@"; }

# refuse TEXT ARGS...: exit 2, no stdout, a "mazelab: " message with TEXT.
refuse() { text=$1; shift; check_refuse 2 "$text" mines "$@"; }

# First click: the cascade opens the zero region and its border.
board 'seed: 1
##1.1####
##1.1####
111.12###
.....1###
.....2###
....13###
....1##31
11..1221.
#1.......
playing' --preset beginner --seed 1 --click 4,4

board 'seed: 1
##1.1####
#*1.1*###
111.12###
.....1**#
.....2#*#
....13**#
....1**31
11..1221.
*1.......
playing' --seed 1 --click 4,4 --show-mines --preset beginner

# A click on a mine: lost, every mine shown.
board 'seed: 1
##1.1####
#*1.1*###
111.12###
.....1**#
.....2#*#
....13**#
....1**31
11..1221.
*1.......
lost' --preset beginner --seed 1 --click 4,4 --click 1,1

# One mine on 10x10: the first click opens every safe cell.
board 'seed: 3
..........
..........
..........
..........
..........
..........
11........
#1........
11........
..........
won' --size 10x10 --mines 1 --seed 3 --click 0,0

# Chording: flag the mine next to the 1 at 4,0, click the 1: 5,0 opens.
board 'seed: 7
....11######
....1F######
....1#######
..111#######
113#########
############
playing' --size 12x6 --mines 8 --seed 7 --click 0,0 --flag 5,1 --click 4,0

# Chording with a wrong flag (5,0 is safe): the unflagged mine 5,1 opens.
board 'seed: 7
....1F#####*
....1*#####*
....1#######
..111#######
113*########
#*#*######**
lost' --size 12x6 --mines 8 --seed 7 --click 0,0 --flag 5,0 --click 4,1

# Order counts: a flag before the click stops the cascade there...
board 'seed: 7
....1#######
....1#######
..F.1#######
..111#######
113#########
############
playing' --size 12x6 --mines 8 --seed 7 --flag 2,2 --click 0,0

# ...a flag on an open cell does nothing, and a second flag removes the first.
board 'seed: 7
....1#######
....1#######
....1#######
..111#######
113#########
############
playing' --size 12x6 --mines 8 --seed 7 --click 0,0 --flag 2,2 --flag 11,5 --flag 11,5

# A flagged cell is not opened by a click.
board 'seed: 7
....1#######
....1#######
....1#######
..111#######
113#########
##########F#
playing' --size 12x6 --mines 8 --seed 7 --click 0,0 --flag 10,5 --click 10,5

# No --seed: a seed is printed, and replaying it gives the same board.
out=$("$bin" mines --preset expert --click 15,8 2>&1)
seed=$(printf '%s\n' "$out" | sed -n '1s/^seed: \([0-9][0-9]*\)$/\1/p')
if [ -n "$seed" ] && [ "$(printf '%s\n' "$out" | wc -l)" -eq 18 ]; then
    board "$out" --preset expert --seed "$seed" --click 15,8
else
    fail=$((fail + 1))
    printf 'FAIL: mazelab mines --preset expert --click 15,8: no seed line or wrong shape:\n%s\n' "$out"
fi

# Bad input: exit 2 and a message naming the valid range.
refuse "size '0x5' out of range: width and height must be 1 to 100" --size 0x5 --mines 1 --click 0,0
refuse "size '101x5' out of range: width and height must be 1 to 100" --size 101x5 --mines 1 --click 0,0
refuse "bad size '9': expected WIDTHxHEIGHT" --size 9 --mines 1 --click 0,0
refuse "board 3x3 has 9 cells, too few for any mine" --size 3x3 --mines 1 --click 0,0
refuse "bad mine count '73': expected a whole number from 1 to 72" --size 9x9 --mines 73 --click 0,0
refuse "bad mine count '0': expected a whole number from 1 to 72" --size 9x9 --mines 0 --click 0,0
refuse "bad mine count 'ten': expected a whole number from 1 to 72" --size 9x9 --mines ten --click 0,0
refuse "cell '9,0' is off the board: X must be 0 to 8 and Y 0 to 8" --size 9x9 --mines 10 --click 9,0
refuse "cell '0,16' is off the board: X must be 0 to 29 and Y 0 to 15" --preset expert --click 0,0 --flag 0,16
refuse "bad cell '3': expected X,Y" --preset beginner --click 3
refuse "missing --click X,Y" --preset beginner --flag 1,1
refuse "missing --size WxH" --mines 10 --click 0,0
refuse "missing --mines N" --size 9x9 --click 0,0
refuse "unknown preset 'hard'; valid: beginner, intermediate, expert" --preset hard --click 0,0
refuse "give either --preset or --size and --mines" --preset beginner --mines 5 --click 0,0
refuse "unknown option '--bogus'" --preset beginner --click 0,0 --bogus
refuse "option '--click' needs a value" --preset beginner --click
refuse "unexpected argument 'extra'" --preset beginner --click 0,0 extra
refuse "bad seed 'x1': expected a whole number from 0 to" --preset beginner --seed x1 --click 0,0

check_summary
