#!/bin/bash
# strength_vary.sh -- a weak level does not repeat itself: a player who
# plays the same moves in a new game meets different replies.  Driven as
# XBoard drives the engine: the player (White) shuffles a knight,
# g1f3 f3g1 ..., and the engine's replies of two games in one session are
# compared (a game ends early if Black takes the knight and the next
# shuffle is refused as illegal).  At full strength
# (default, no variety) two fresh engines reply alike, so the variation
# is the level's doing.  Judged by the moves, not by time.
. "${srcdir:-.}/tests/lib.sh"
plan 4
scratch_dir
cd "$SCRATCH" || exit 1

shuffle=(g1f3 f3g1 g1f3 f3g1 g1f3 f3g1)

# replies GAMES ARGS...: the engine's replies, one game per line.
replies() {
    local games=$1
    shift
    coproc ENGINE { exec "$ACOLYTE" --xboard --book none "$@" 2>&1; }
    local pid=$ENGINE_PID in=${ENGINE[1]} out=${ENGINE[0]} line g m moves over
    printf 'xboard\nprotover 2\n' >&"$in"
    while IFS= read -r -t 30 line <&"$out" && [ "$line" != "feature done=1" ]; do :; done
    for ((g = 0; g < games; g++)); do
        [ -n "${level:-}" ] && printf 'option Elo (0 is the personality'"'"'s own)=%s\n' "$level" >&"$in"
        printf 'new\nsd 4\n' >&"$in"
        moves= over=false
        for m in "${shuffle[@]}"; do
            $over && break
            printf 'usermove %s\n' "$m" >&"$in"
            while IFS= read -r -t 60 line <&"$out"; do
                case $line in
                "move "*) moves+="${line#move } "; break ;;
                "Illegal move"*) over=true; break ;;
                esac
            done
        done
        echo "${moves% }"
    done
    printf 'quit\n' >&"$in"
    wait "$pid" 2>/dev/null
}

differ() { if [ "$1" != "$2" ]; then echo differ; else echo same; fi; }

both=$(replies 2 --personality club)
first=$(sed -n 1p <<<"$both") second=$(sed -n 2p <<<"$both")
diag "club: $first | $second"
ok_eq "$( [ "$(wc -w <<<"$first")" -ge 2 ] && [ "$(wc -w <<<"$second")" -ge 2 ] && echo yes)" yes \
    "club answered the player's moves in both games"
ok_eq "$(differ "$first" "$second")" differ "club (Elo 1900) does not repeat its game"

both=$(level=1500 replies 2)
diag "default at Elo 1500: $(tr '\n' '|' <<<"$both")"
ok_eq "$(differ "$(sed -n 1p <<<"$both")" "$(sed -n 2p <<<"$both")")" differ \
    "default at the level Elo 1500 does not repeat its game"

a=$(replies 1) b=$(replies 1)
diag "default at full strength: $a | $b"
ok_eq "$a" "$b" "default at full strength, no variety: two fresh engines play the same game"
finish
