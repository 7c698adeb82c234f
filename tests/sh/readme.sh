# readme.sh - README's quick-start commands, sourced by the scripts that run
# or check them (fresh_root.sh, readme_commands.sh).
# readme_command N README: the Nth ```sh block of README's "Quick start"
# section, exactly as a reader copies it.
readme_command() {
    awk -v want="$1" '
        /^## / { inside = ($0 == "## Quick start") }
        inside && /^```sh$/ { block++; grab = (block == want); next }
        /^```$/ { grab = 0 }
        inside && grab { print }' "$2"
}
