# check.sh - assertions for the command-line tests (tests/cli/*.sh), sourced
# after setting bin=path/to/mazelab. Each check counts a pass or prints what
# went wrong and counts a failure; `check_summary` prints the closing
# "N passed, N failed" line and returns non-zero when anything failed.
pass=0
fail=0
check_err=$(mktemp)
trap 'rm -f "$check_err"' EXIT
# Each run of mazelab gets CHECK_TIMEOUT seconds (default 60): a hang fails
# the check (exit 124, "timed out") instead of stalling the suite.
check_timeout=${CHECK_TIMEOUT:-60}

# check_run ARGS...: mazelab ARGS under the time limit (SIGTERM, then
# SIGKILL 5 s later).
check_run() {
    timeout -k 5 "$check_timeout" "$bin" "$@"
}

# check_status GOT WANT: "exit GOT (want WANT)", saying when it timed out.
check_status() {
    if [ "$1" -eq 124 ] || [ "$1" -eq 137 ]; then
        echo "timed out after ${check_timeout}s (exit $1; want $2)"
    else
        echo "exit $1 (want $2)"
    fi
}

check_fail() {
    fail=$((fail + 1))
    printf 'FAIL: mazelab %s\n  %s\n  stdout:\n%s\n  stderr:\n' "$1" "$2" "$3"
    cat "$check_err"
}

# check_output WANT ARGS...: `mazelab ARGS` exits 0, prints exactly WANT on
# stdout and nothing on stderr.
check_output() {
    want=$1
    shift
    out=$(check_run "$@" 2>"$check_err")
    got=$?
    if [ "$got" -eq 0 ] && [ "$out" = "$want" ] && [ ! -s "$check_err" ]; then
        pass=$((pass + 1))
    else
        check_fail "$*" "$(check_status "$got" 0); wanted stdout:
$want" "$out"
    fi
}

# check_match STATUS PATTERN ARGS...: `mazelab ARGS` exits STATUS and its
# stdout+stderr match PATTERN (grep -E).
check_match() {
    want=$1 pattern=$2
    shift 2
    out=$(check_run "$@" 2>"$check_err")
    got=$?
    if [ "$got" -eq "$want" ] && { printf '%s\n' "$out"; cat "$check_err"; } | grep -Eq -- "$pattern"; then
        pass=$((pass + 1))
    else
        check_fail "$*" "$(check_status "$got" "$want"), expected to match: $pattern" "$out"
    fi
}

# check_refuse STATUS TEXT ARGS...: `mazelab ARGS` exits STATUS, prints
# nothing on stdout, and a "mazelab: " message on stderr containing TEXT.
check_refuse() {
    want=$1 text=$2
    shift 2
    out=$(check_run "$@" 2>"$check_err")
    got=$?
    if [ "$got" -eq "$want" ] && [ -z "$out" ] && grep -q '^mazelab: ' "$check_err" \
        && grep -qF -- "$text" "$check_err"; then
        pass=$((pass + 1))
    else
        check_fail "$*" "$(check_status "$got" "$want"), stderr should contain: $text" "$out"
    fi
}

# check_error STATUS MESSAGE ARGS...: `mazelab ARGS` exits STATUS, prints
# nothing on stdout, and exactly one line on stderr: "mazelab: MESSAGE".
check_error() {
    want=$1 text=$2
    shift 2
    out=$(check_run "$@" 2>"$check_err")
    got=$?
    if [ "$got" -eq "$want" ] && [ -z "$out" ] && [ "$(cat "$check_err")" = "mazelab: $text" ] &&
        [ "$(wc -l < "$check_err")" -eq 1 ]; then
        pass=$((pass + 1))
    else
        check_fail "$*" "$(check_status "$got" "$want"), stderr should be exactly: mazelab: $text" "$out"
    fi
}

check_summary() {
    echo "$pass passed, $fail failed"
    [ "$fail" -eq 0 ]
}

# check_same WHAT GOT WANT: GOT equals WANT (strings).
check_same() {
    if [ "$2" = "$3" ]; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        printf 'FAIL: %s\n  got:  %s\n  want: %s\n' "$1" "$2" "$3"
    fi
}
