#!/bin/sh
# fresh_root.sh - README's quick start, tried as a new user would on fresh
# Debian 12 machines: each command on its own fresh `debootstrap
# --variant=minbase bookworm` root with a clean clone of this repository
# (its committed HEAD), then the .deb made by `cpack -G DEB` installed with
# `apt-get install ./mazelab_*.deb` on a third fresh root.
#
#   root "build-and-run": README's first command, its window shown on an
#       Xvfb display of this machine (the root gets the X socket); once the
#       window appears, a screenshot, then Ctrl+Q closes it; passes when the
#       command exits 0 and the window showed a maze. Then `cpack -G DEB`
#       in the same build folder makes the package.
#   root "tests": README's second command; passes when it exits 0.
#   root "deb": `apt-get install ./mazelab_*.deb`, then `mazelab` opens
#       (screenshot, Ctrl+Q) and `mazelab gen` works.
#
# Not run by CI: it downloads a Debian system and the build dependencies
# for each root and takes minutes. Needs root, debootstrap, git, Xvfb,
# xdotool and ImageMagick on this machine, and a reachable Debian mirror.
# Usage: sudo sh tests/install/fresh_root.sh [OUT_DIR]
#   OUT_DIR (default /tmp/mazelab-fresh) gets summary.txt, a log per root
#   and the screenshots; the debootstrap tarball is cached in
#   OUT_DIR/bookworm-minbase.tgz for the next run. MIRROR overrides the
#   Debian mirror; KEEP=1 keeps the roots; ONLY="build-and-run deb" (any
#   of build-and-run, tests, deb) runs just those.
set -u
repo=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-/tmp/mazelab-fresh}
mirror=${MIRROR:-http://deb.debian.org/debian}
mkdir -p "$out" || exit 1
out=$(cd "$out" && pwd)
tarball=$out/bookworm-minbase.tgz
summary=$out/summary.txt
roots=""
xvfb_pid=""
fails=0

[ "$(id -u)" -eq 0 ] || { echo "fresh_root.sh: run as root (debootstrap, chroot, mount)" >&2; exit 2; }
for tool in debootstrap git Xvfb xdotool import convert; do
    command -v "$tool" >/dev/null 2>&1 || { echo "fresh_root.sh: needs $tool" >&2; exit 2; }
done

cleanup() {
    for r in $roots; do
        for m in tmp/.X11-unix dev proc; do
            mountpoint -q "$r/$m" 2>/dev/null && umount -R -l "$r/$m"
        done
        [ "${KEEP:-0}" = 1 ] || rm -rf "$r"
    done
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

now() { date +%s; }
minutes() { awk -v s="$1" 'BEGIN { printf "%.1f", s / 60 }'; }
say() { echo "$*" | tee -a "$summary"; }

. "$repo/tests/support/readme.sh"

# An X display for the windows: the roots reach it through its socket. Far
# above 99, where the tests' own `xvfb-run -a` inside a root starts looking
# (it sees the root's lock files, not ours, but X's abstract sockets are
# shared).
display=150
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do
    display=$((display + 1))
done
Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
xvfb_pid=$!
export DISPLAY=":$display"
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.1; done

# new_root NAME: a fresh minbase bookworm in $out/NAME with /proc, /dev and
# the X socket mounted and a clean clone in /root/mazelab. Sets $root.
new_root() {
    root=$out/$1
    rm -rf "$root"
    roots="$roots $root"
    if [ ! -s "$tarball" ]; then
        debootstrap --variant=minbase --make-tarball="$tarball" bookworm "$out/tarball-work" \
            "$mirror" >"$out/tarball.log" 2>&1 || { echo "debootstrap --make-tarball failed: $out/tarball.log"; return 1; }
        rm -rf "$out/tarball-work"
    fi
    debootstrap --variant=minbase --unpack-tarball="$tarball" bookworm "$root" "$mirror" \
        >"$out/$1.debootstrap.log" 2>&1 || { echo "debootstrap failed: $out/$1.debootstrap.log"; return 1; }
    mount -t proc proc "$root/proc"
    mount --rbind /dev "$root/dev" && mount --make-rslave "$root/dev"
    mkdir -p "$root/tmp/.X11-unix" && mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
    cp /etc/resolv.conf "$root/etc/resolv.conf"
    git clone -q "$repo" "$root/root/mazelab" &&
        git -C "$root/root/mazelab" checkout -q --detach "$(git -C "$repo" rev-parse HEAD)"
}

# in_root COMMAND: runs COMMAND with sh in /root/mazelab of $root, as root,
# with a clean environment and the X display.
in_root() {
    chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb LANG=C.UTF-8 DISPLAY="$DISPLAY" \
        DEBIAN_FRONTEND=noninteractive PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        sh -c "cd /root/mazelab && $1"
}

# window_check PID NAME TIMEOUT: waits (up to TIMEOUT s, while PID lives)
# for the Mazelab window, photographs the screen to $out/NAME.png, checks
# the maze area holds walls and passages, presses Ctrl+Q and waits for PID.
# Returns 0 when all of that happened and PID exited 0.
window_check() {
    pid=$1 name=$2 limit=$3 w0=$(now) win=""
    while kill -0 "$pid" 2>/dev/null && [ $(($(now) - w0)) -lt "$limit" ]; do
        win=$(xdotool search --name '^Mazelab$' 2>/dev/null | head -1)
        [ -n "$win" ] && break
        sleep 2
    done
    if [ -z "$win" ]; then
        say "  $name: no window appeared"
        kill "$pid" 2>/dev/null
        wait "$pid"
        return 1
    fi
    sleep 3                                 # the maze generates at the default speed
    import -window root "$out/$name.png"
    hist=$(convert "$out/$name.png" -crop 900x700+10+10 +repage -colorspace gray -threshold 50% \
           -format %c histogram:info:)
    dark=$(printf '%s\n' "$hist" | awk '/gray\(0\)|#000000/ {gsub(":","",$1); print $1}')
    light=$(printf '%s\n' "$hist" | awk '/gray\(255\)|#FFFFFF/ {gsub(":","",$1); print $1}')
    say "  $name: window $win, screenshot $out/$name.png (${dark:-0} dark, ${light:-0} light pixels in the maze area)"
    xdotool key --window "$win" ctrl+q
    for _ in $(seq 20); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
    if kill -0 "$pid" 2>/dev/null; then
        say "  $name: Ctrl+Q did not close the window; killed"
        kill "$pid"
        wait "$pid"
        return 1
    fi
    wait "$pid"
    status=$?
    say "  $name: exit status $status after Ctrl+Q"
    [ "$status" -eq 0 ] && [ "${dark:-0}" -gt 20000 ] && [ "${light:-0}" -gt 20000 ]
}

# wanted NAME: true when ONLY is unset or names NAME.
wanted() { [ -z "${ONLY:-}" ] || case " $ONLY " in *" $1 "*) true ;; *) false ;; esac; }

# verdict NAME T0 OK: records a root's result and minutes.
verdict() {
    if [ "$3" -eq 0 ]; then v=pass; else v=FAIL; fails=$((fails + 1)); fi
    say "$1: $v, $(minutes $(($(now) - $2))) min (fresh root included)"
}

cmd1=$(readme_command 1 "$repo/README.md")
cmd2=$(readme_command 2 "$repo/README.md")
[ -n "$cmd1" ] && [ -n "$cmd2" ] || { echo "fresh_root.sh: README's quick-start commands not found" >&2; exit 1; }
: > "$summary"
say "mazelab $(git -C "$repo" rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC'), mirror $mirror"
say "first command:  $cmd1"
say "second command: $cmd2"

# 1. README's first command: install, build, start the window.
t0=$(now)
ok=1
if ! wanted build-and-run; then
    :
elif new_root build-and-run; then
    say "build-and-run: root ready in $(minutes $(($(now) - t0))) min"
    in_root "$cmd1" >"$out/build-and-run.log" 2>&1 &
    window_check $! build-and-run 1800 && ok=0
    # The package, from the same build folder.
    if in_root "cd build && cpack -G DEB" >"$out/cpack.log" 2>&1; then
        cp "$root"/root/mazelab/build/mazelab_*.deb "$out/" && say "  package: $(cd "$out" && ls mazelab_*.deb)"
    else
        say "  cpack -G DEB failed: $out/cpack.log"
    fi
fi
wanted build-and-run && verdict build-and-run "$t0" "$ok"

# 2. README's second command: install, build, run every test.
t0=$(now)
ok=1
if ! wanted tests; then
    :
elif new_root tests; then
    say "tests: root ready in $(minutes $(($(now) - t0))) min"
    in_root "$cmd2" >"$out/tests.log" 2>&1 && ok=0
    say "  $(grep -E 'tests passed|tests failed out of' "$out/tests.log" | tail -1)"
fi
wanted tests && verdict tests "$t0" "$ok"

# 3. The package on a fresh root: apt-get resolves its dependencies.
t0=$(now)
ok=1
deb=$(cd "$out" && ls mazelab_*.deb 2>/dev/null | head -1)
if ! wanted deb; then
    :
elif [ -z "$deb" ]; then
    say "deb: no package was made"
elif new_root deb; then
    cp "$out/$deb" "$root/root/mazelab/"
    if in_root "apt-get update && apt-get install -y ./$deb" >"$out/deb.log" 2>&1; then
        say "  installed: $(chroot "$root" dpkg-query -W -f '${Package} ${Version}, depends ${Depends}' mazelab)"
        in_root "cd / && mazelab" >"$out/deb-window.log" 2>&1 &
        if window_check $! deb 60 &&
            in_root "cd / && mazelab gen -a wilson -s 8x4 -r 1" >>"$out/deb.log" 2>&1; then
            ok=0
        fi
    else
        say "  apt-get install ./$deb failed: $out/deb.log"
    fi
fi
wanted deb && verdict deb "$t0" "$ok"

[ "$fails" -eq 0 ] && say "all passed" || say "$fails failed"
exit "$fails"
