#!/bin/bash
# xboard_real.sh -- Acolyte in the real XBoard: two quick games against
# Fairy-Max refereed by XBoard in -noGUI match mode under xvfb-run, one
# game per XBoard instance (Acolyte White without pondering, then Black
# with pondering).  The saved PGN must show results reached by play --
# mate, stalemate, a draw rule, a resignation -- and never an illegal
# move, a forfeit, a false claim or a loss on time.
. "${srcdir:-.}/tests/lib.sh"
export PATH="/usr/games:$PATH"
require_cmd xboard xvfb-run fairymax
plan 8
scratch_dir
mkdir -p "$SCRATCH/home"

# play N WHITE-ARGS...: one game; the PGN goes to $SCRATCH/gameN.pgn.
play() {
    local n=$1
    shift
    # A private HOME: XBoard rewrites ~/.xboardrc on exit.
    HOME="$SCRATCH/home" timeout 180 xvfb-run -a xboard "$@" \
        -matchGames 1 -tc 0:10 -inc 0.1 -noGUI -popupExitMessage false -autoflag \
        -settingsFile "$SCRATCH/xboard.settings" -saveSettingsOnExit false \
        -saveGameFile "$SCRATCH/game$n.pgn" -debug -nameOfDebugFile "$SCRATCH/debug$n.txt" \
        >"$SCRATCH/xboard$n.log" 2>&1
}

check_game() {
    local n=$1 colour=$2 pgn="$SCRATCH/game$1.pgn" result last
    if [ ! -s "$pgn" ]; then
        ok_eq "no PGN" "a PGN" "game $n: XBoard saved the game"
        skip "game $n: no result to check"
        skip "game $n: no moves to check"
        diag "$(tail -n 20 "$SCRATCH/xboard$n.log")"
        return
    fi
    ok_match "$(grep "^\[$colour " "$pgn")" "^\[$colour \"Acolyte [^\"]*\"\]$" "game $n: Acolyte played $colour under its own name"
    result=$(sed -n 's/^\[Result "\(.*\)"\]$/\1/p' "$pgn")
    # The last comment before the result says why the game ended.
    last=$(tr '\n' ' ' <"$pgn" | grep -o '{[^}]*} *\(1-0\|0-1\|1/2-1/2\|\*\) *$' | tail -n 1)
    diag "game $n: $result $last"
    # Fairy-Max may lose on time itself on a busy machine: not Acolyte's
    # fault, so that ending counts as played.
    local theirs_flagged='^\{'"$colour"' wins on time\}' won=1-0 bad
    [ "$colour" = Black ] && won=0-1
    # No comment of the game (not only the last) tells of an illegal
    # move, a forfeit, a false claim, a crash or a disconnection.
    bad=$(tr '\n' ' ' <"$pgn" | grep -o '{[^}]*}' | grep -Ei 'illegal|forfeit|false|crash|disconnect' | head -n 1)
    if grep -Eq "$theirs_flagged" <<<"$last"; then
        diag "game $n: the opponent lost on time (a busy machine): counted as played"
        ok_eq "$result" "$won" "game $n ended by the opponent's flag: Acolyte ($colour) scored $won"
        ok_eq "$bad" "" "game $n: no illegal move, forfeit, false claim or crash in the game"
        return
    fi
    ok_match "$result $last" '^(1-0|0-1|1/2-1/2) \{[^}]*([Mm]ate|[Ss]talemate|repetition|50-move|insufficient|resign|Draw|draw)[^}]*\}' \
        "game $n ended by play: $result $last"
    # The last comment may not tell of a flag either.
    ok_eq "$bad$(grep -Eio 'time' <<<"$last")" "" "game $n: no illegal move, forfeit, false claim or flag"
}

play 1 -fcp "$ACOLYTE" -fd "$SCRATCH" -scp "$FAIRYMAX" -sd "$SCRATCH" -xponder
check_game 1 White
play 2 -fcp "$FAIRYMAX" -fd "$SCRATCH" -scp "$ACOLYTE" -sd "$SCRATCH" -ponder
check_game 2 Black
# Nothing Acolyte said was an illegal-move, error or error-dialog line
# (Acolyte is "first" in game 1 and "second" in game 2).
acolyte_bad=$({
    grep -E '<first *: *(Illegal move|Error|tellusererror)' "$SCRATCH/debug1.txt"
    grep -E '<second *: *(Illegal move|Error|tellusererror)' "$SCRATCH/debug2.txt"
} 2>/dev/null | head -n 5)
ok_eq "$acolyte_bad" "" "Acolyte printed no Illegal move, Error or tellusererror to XBoard"
# XBoard 4.9.1 does not know the spec's -reset button (Show Personality
# Values); it refuses that one and must take every other option.
ok_eq "$(grep 'rejected option' "$SCRATCH"/debug1.txt | grep -vc -- ' -reset$')" 0 \
    "XBoard accepted every option= feature but the -reset button"
finish
