# readme.sh - README's quick-start commands, sourced by the scripts that run
# or check them (fresh_root.sh, readme_commands.sh, .ci/run).
# readme_command N README: the Nth ```sh block of README's "Quick start"
# section, exactly as a reader copies it.
readme_command() {
    awk -v want="$1" '
        /^## / { inside = ($0 == "## Quick start") }
        inside && /^```sh$/ { block++; grab = (block == want); next }
        /^```$/ { grab = 0 }
        inside && grab { print }' "$2"
}

# readme_tests_least SOURCE_DIR: the fewest tests a build with the tests
# on registers: one per tests/FOLDER/test_*.c, tests/cli/cli_*.sh and
# tests/layout/*.sh, install_run and readme_commands (the Xvfb scripts are
# left out: they need tools a machine may lack).
readme_tests_least() {
    echo $(( $(ls "$1"/tests/*/test_*.c "$1"/tests/cli/cli_*.sh "$1"/tests/layout/*.sh | wc -l) + 2 ))
}

# readme_tests_ran LOG: how many tests the last ctest summary in LOG ran
# ("100% tests passed, 0 tests failed out of N"); 0 when it ran none
# ("No tests were found!!!", which ctest follows with exit status 0).
readme_tests_ran() {
    n=$(sed -n 's/^[0-9]*% tests passed, [0-9]* tests* failed out of \([0-9][0-9]*\)$/\1/p' "$1" |
        tail -n 1)
    echo "${n:-0}"
}
