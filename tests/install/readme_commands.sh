#!/bin/sh
# readme_commands.sh - README's quick start holds together: .ci/run runs
# exactly README's second command; the first leaves the tests out and asks
# for no test package; the second, run after the first in the same build
# folder, has every test (it turns them on, not inheriting the first's
# cached BUILD_TESTING=OFF); with cmocka missing (pkg-config sees none) a
# configuration with tests stops and says what to install, and one without
# tests configures. (tests/install/fresh_root.sh runs both commands for real, and
# .ci/run both in order.)
# Usage: sh readme_commands.sh CMAKE SOURCE_DIR
cmake=$1 src=$2
work=$(mktemp -d /tmp/mazelab-readme-XXXXXX)
trap 'rm -rf "$work"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

. "$(dirname "$0")/../support/readme.sh"
first=$(readme_command 1 "$src/README.md")
second=$(readme_command 2 "$src/README.md")
[ -n "$first" ] && [ -n "$second" ] && ok || bad "README's two quick-start commands not found"
grep -qxF -- "$second" "$src/.ci/run" && ok || bad ".ci/run does not run README's second command"
case $first in *"-DBUILD_TESTING=OFF"*) ok ;; *) bad "the first command builds the tests" ;; esac
case $first in *cmocka*|*xvfb*|*xdotool*|*imagemagick*) bad "the first command installs test packages" ;; *) ok ;; esac
case $second in *libcmocka-dev*) ok ;; *) bad "the second command does not install cmocka" ;; esac
case $second in *"-DBUILD_TESTING=ON"*) ok ;; *) bad "the second command does not turn the tests on" ;; esac
grep -q 'readme_command 1' "$src/.ci/run" && grep -q 'readme_tests_ran' "$src/.ci/run" && ok ||
    bad ".ci/run does not run README's first command, or does not count the tests the second ran"

# In order on one build folder: the first command's configuration, then the
# second's; ctest then finds every test (before: "No tests were found!!!").
configure_of() {
    printf '%s\n' "$1" | sed 's/ && /\n/g' | grep '^cmake -S \. -B build' |
        sed "s|^cmake -S \. -B build|\"$cmake\" -S \"$src\" -B \"$work/inorder\"|"
}
for cmd in "$first" "$second"; do
    line=$(configure_of "$cmd")
    [ -n "$line" ] && sh -c "$line" >"$work/inorder.txt" 2>&1 && ok ||
        bad "in order: '$line' failed: $(tail -5 "$work/inorder.txt")"
done
ctest=$(dirname "$cmake")/ctest
registered=$("$ctest" --test-dir "$work/inorder" -N | sed -n 's/^Total Tests: //p')
least=$(readme_tests_least "$src")
[ "${registered:-0}" -ge "$least" ] && ok ||
    bad "in order: the second command's build has ${registered:-0} tests, want at least $least"

# readme_tests_ran reads ctest's summary, and no summary as none run.
printf 'Test project /x\nNo tests were found!!!\n' > "$work/log"
[ "$(readme_tests_ran "$work/log")" = 0 ] && ok || bad "readme_tests_ran: no tests should be 0"
printf '100%% tests passed, 0 tests failed out of 54\n\nTotal Test time (real) = 1 sec\n' > "$work/log"
[ "$(readme_tests_ran "$work/log")" = 54 ] && ok || bad "readme_tests_ran: want 54"
printf '98%% tests passed, 1 tests failed out of 53\n' > "$work/log"
[ "$(readme_tests_ran "$work/log")" = 53 ] && ok || bad "readme_tests_ran: want 53"

# No cmocka: a pkg-config search path with every package but cmocka.
mkdir "$work/nopc"
for d in $(pkg-config --variable pc_path pkg-config | tr ':' ' '); do
    for pc in "$d"/*.pc; do
        [ -e "$pc" ] && [ "$(basename "$pc")" != cmocka.pc ] && ln -sf "$pc" "$work/nopc/"
    done
done
PKG_CONFIG_PATH= PKG_CONFIG_LIBDIR="$work/nopc" "$cmake" -S "$src" -B "$work/on" \
    >"$work/on.txt" 2>&1
status=$?
[ "$status" -ne 0 ] && ok || bad "tests on without cmocka: configuration succeeded"
tr '\n' ' ' < "$work/on.txt" | grep -q 'The tests need cmocka.*libcmocka-dev.*-DBUILD_TESTING=OFF' && ok ||
    bad "tests on without cmocka: no message naming libcmocka-dev: $(tail -5 "$work/on.txt")"
PKG_CONFIG_PATH= PKG_CONFIG_LIBDIR="$work/nopc" "$cmake" -S "$src" -B "$work/off" \
    -DBUILD_TESTING=OFF >"$work/off.txt" 2>&1 && ok ||
    bad "tests off without cmocka: configuration failed: $(tail -5 "$work/off.txt")"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
