#!/bin/sh
# install_run.sh - `cmake --install` into a temporary prefix, then the
# installed copy run from / with nothing of the build or source tree: the
# window headless (SDL's dummy driver) takes a --shot with its installed
# font, `mazelab gen` works, the files a desktop expects are there, the man
# page covers every command and option the program accepts and every key
# the window binds, and `cpack -G DEB` makes a .deb depending on SDL2's
# libraries.
# Usage: sh install_run.sh CMAKE BUILD_DIR SOURCE_DIR CONFIGURED_FONT_DIR
cmake=$1 build=$2 src=$3
work=$(mktemp -d /tmp/mazelab-install-XXXXXX)
trap 'rm -rf "$work"' EXIT
pass=0 fail=0
check() {
    what=$1
    shift
    if "$@" >/dev/null 2>&1; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $what"; fi
}

p=$work/prefix
"$cmake" --install "$build" --prefix "$p" >"$work/install.log" 2>&1 || { cat "$work/install.log"; exit 1; }
bin=$p/bin/mazelab
check "binary installed" test -x "$bin"
check "the window program installed apart" test -x "$p/libexec/mazelab/mazelab-window"
check "the command line loads no SDL" sh -c "! ldd '$bin' | grep -q libSDL2"
for f in share/mazelab/fonts/DejaVuSans.ttf share/mazelab/fonts/DejaVuSans-Bold.ttf \
         share/mazelab/fonts/LICENSE share/applications/mazelab.desktop \
         share/icons/hicolor/scalable/apps/mazelab.svg share/man/man1/mazelab.1 \
         share/doc/mazelab/README.md; do
    check "$f installed" test -s "$p/$f"
done
check "desktop entry starts mazelab with its icon" sh -c \
    "grep -qx 'Exec=mazelab' '$p/share/applications/mazelab.desktop' &&
     grep -qx 'Icon=mazelab' '$p/share/applications/mazelab.desktop'"
check "the icon is the program's own SVG maze" sh -c \
    "grep -q '<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"52\" height=\"52\"' \
     '$p/share/icons/hicolor/scalable/apps/mazelab.svg'"

# The installed copy, from /, headless: the window takes its picture.
cd /
SDL_VIDEODRIVER=dummy "$bin" --algo wilson --size 20x12 --seed 3 --speed max \
    --shot "$work/shot.png" --quit-after-shot >"$work/win.txt" 2>&1
status=$?
check "the installed window exits 0 after --shot (got $status: $(cat "$work/win.txt"))" \
    test "$status" -eq 0
check "the --shot PNG is a PNG" sh -c "head -c 8 '$work/shot.png' | od -An -tx1 | grep -q '89 50 4e 47 0d 0a 1a 0a'"
check "the installed command line makes the same maze as the built one" sh -c \
    "[ \"\$('$bin' gen -a backtracker -s 9x5 -r 4 -f blocks)\" = \"\$('$build/mazelab' gen -a backtracker -s 9x5 -r 4 -f blocks)\" ]"

# The font came from the prefix: the same programs without share/ find none.
mkdir -p "$work/bare/bin" "$work/bare/libexec/mazelab" && cp "$bin" "$work/bare/bin/" &&
    cp "$p/libexec/mazelab/mazelab-window" "$work/bare/libexec/mazelab/"
SDL_VIDEODRIVER=dummy "$work/bare/bin/mazelab" --shot "$work/bare.png" --quit-after-shot \
    >"$work/bare.txt" 2>&1
status=$?
if [ -d "$4" ]; then
    echo "note: fonts already installed in $4; the no-font check is skipped"
else
    check "without share/mazelab/fonts the window says so (got $status)" sh -c \
        "[ $status -ne 0 ] && grep -q 'cannot find the font DejaVuSans.ttf' '$work/bare.txt'"
fi

# The man page: every option of every command, every bound key.
man=$p/share/man/man1/mazelab.1
opts=$( { "$bin" --help; for c in list gen solve bench stats mines; do "$bin" $c --help; done; } \
        | grep -o -- '--[a-z][a-z-]*' | sort -u)
for o in $opts; do
    esc=$(printf '%s' "$o" | sed 's/-/\\\\-/g')
    check "man page lists $o" grep -q -- "$esc" "$man"
done
keys=$(grep -rhoE '^ *\{ \{ SDLK_[^}]*\}, [A-Z_]+, "[^"]+"' "$src/src/app" | sed 's/.*, "\(.*\)"$/\1/')
check "the key table was found in src/app" test -n "$keys"
printf '%s\n' "$keys" > "$work/keys.txt"
while IFS= read -r k; do
    # a key that is a pattern's bracket ([, ]) stands for itself; - is \- in roff
    esc=$(printf '%s' "$k" | sed -e 's/[][]/\\&/g' -e 's/-/\\\\-/g')
    check "man page lists the key '$k'" grep -q "^$esc	" "$man"
done < "$work/keys.txt"
if command -v man >/dev/null 2>&1; then
    check "man formats the page" sh -c "man -l '$man' 2>/dev/null | grep -q 'WINDOW OPTIONS'"
fi

# The Debian package and its dependencies (dpkg-shlibdeps, from dpkg-dev).
if command -v dpkg-shlibdeps >/dev/null 2>&1 && [ -f "$build/CPackConfig.cmake" ]; then
    cpack=$(dirname "$cmake")/cpack
    "$cpack" -G DEB --config "$build/CPackConfig.cmake" -B "$work/deb" >"$work/cpack.log" 2>&1
    deb=$(ls "$work"/deb/mazelab_*.deb 2>/dev/null | head -1)
    check "cpack made a .deb" test -n "$deb"
    [ -n "$deb" ] || cat "$work/cpack.log"
    dep=$(dpkg-deb -f "$deb" Depends 2>/dev/null)
    echo "Depends: $dep"
    for lib in libc6 libsdl2-2.0-0 libsdl2-ttf-2.0-0 libgif7 libcairo2 libfreetype6 libpng16-16; do
        check "the .deb depends on $lib" sh -c "printf '%s' '$dep' | grep -q '$lib '"
    done
    check "the .deb holds /usr/bin/mazelab and the fonts" sh -c \
        "dpkg-deb -c '$deb' | grep -q ' ./usr/bin/mazelab$' &&
         dpkg-deb -c '$deb' | grep -q ' ./usr/share/mazelab/fonts/DejaVuSans.ttf$'"
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
