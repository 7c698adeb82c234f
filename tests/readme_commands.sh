#!/bin/sh
# readme_commands.sh - README's quick start holds together: .ci/run runs
# exactly README's second command; the first leaves the tests out and asks
# for no test package; with cmocka missing (pkg-config sees none) a
# configuration with tests stops and says what to install, and one without
# tests configures. (tests/fresh_root.sh runs both commands for real.)
# Usage: sh readme_commands.sh CMAKE SOURCE_DIR
cmake=$1 src=$2
work=$(mktemp -d /tmp/mazelab-readme-XXXXXX)
trap 'rm -rf "$work"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

. "$(dirname "$0")/sh/readme.sh"
first=$(readme_command 1 "$src/README.md")
second=$(readme_command 2 "$src/README.md")
[ -n "$first" ] && [ -n "$second" ] && ok || bad "README's two quick-start commands not found"
grep -qxF -- "$second" "$src/.ci/run" && ok || bad ".ci/run does not run README's second command"
case $first in *"-DBUILD_TESTING=OFF"*) ok ;; *) bad "the first command builds the tests" ;; esac
case $first in *cmocka*|*xvfb*|*xdotool*|*imagemagick*) bad "the first command installs test packages" ;; *) ok ;; esac
case $second in *libcmocka-dev*) ok ;; *) bad "the second command does not install cmocka" ;; esac

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
