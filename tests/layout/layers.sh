#!/bin/sh
# layers.sh - the source tree keeps its layers: main -> {window, commands}
# -> library, and inside the window, boards known only through their
# descriptors. Each rule is a grep over the #include lines; a file that
# breaks one is named with the line.
# Usage: sh layers.sh SOURCE_DIR
src=$1/src
inc=$1/include
fail=0

# Prints the #include lines of FILES... that match PATTERN; fails when any does.
forbid() {
    what=$1 pattern=$2
    shift 2
    hits=$(grep -Hn "^#include \"$pattern" "$@" 2>/dev/null)
    if [ -n "$hits" ]; then
        echo "FAIL: $what:"
        echo "$hits"
        fail=1
    fi
}

library=$(find "$inc" "$src/core" "$src/gen" "$src/solve" "$src/teach" "$src/io" \
    "$src/stats" "$src/mines" "$src/run" "$src/args" -name '*.[ch]')
app=$(find "$src/app" -name '*.[ch]')
cli=$(find "$src/cli" -name '*.[ch]')
shell=$(find "$src/app/shell" "$src/app/model" "$src/app/files" "$src/app/ui" -name '*.[ch]')

forbid "the library includes the window or the commands" '\(app\|cli\|shell\|boards\|model\|ui\|files\)/' $library
grep -Hn '^#include <SDL' $library && { echo "FAIL: the library includes SDL"; fail=1; }
forbid "the window includes the commands" 'cli/' $app
forbid "the commands include the window" '\(app\|shell\|boards\|model\|ui\|files\)/' $cli
forbid "the shell, model, files or ui know a board by name" 'boards/[a-z]*/' $shell
forbid "the model includes the shell, boards or ui" '\(shell\|boards\|ui\)/' $(find "$src/app/model" -name '*.[ch]')
for board in "$src"/app/boards/*/; do
    name=$(basename "$board")
    [ "$name" = teach ] && continue      # the shared timeline view, not a board
    others=$(find "$src/app/boards" -mindepth 1 -maxdepth 1 -type d ! -name "$name" ! -name teach -printf '%f\\|' | sed 's/\\|$//')
    [ -n "$others" ] && forbid "board $name includes another board" "boards/\\($others\\)/" $(find "$board" -name '*.[ch]')
done

[ $fail -eq 0 ] && echo "layers: every rule holds"
exit $fail
