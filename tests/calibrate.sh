#!/bin/bash
# calibrate.sh -- measure what the strength levels play at: each Elo
# label (a personality inheriting default with only [strength] ELO set)
# plays the engines and labels next to it through real XBoard, the other
# engines play Fairy-Max so that they are rated too, and every game is
# rated together (tools/elo_fit.py) on the project's scale, Fairy-Max
# 5.0b = 1950 (micro-Max 4.8's CCRL 40/40 rating).
#
#   tests/calibrate.sh [--games N] [--jobs J] [--tc MIN:SEC] [--inc SEC]
#                      [--out DIR] [--fit-only | --plan] [LABEL...]
#
#   tests/calibrate.sh                           (10 s + 0.1 s, 20 games a
#                                                 pairing, labels 1200 1500
#                                                 1800 2100 2400)
#   tests/calibrate.sh --tc 1:00 --inc 0.6 --out cal60 1800 2100
#   tests/calibrate.sh --fit-only                (rate the games of DIR)
#   tests/calibrate.sh --plan 2400               (the pairings it would play,
#                                                 one a line, FOLDER: FIRST
#                                                 against OPPONENT; none played)
#
# The pairings (who plays whom) are in plan() below: a label meets
# opponents it scores 15-85% against, so that each game says something.
# Each engine is rated by games against an engine near it (anchor_of):
# Fairy-Max for most, but Sjeng for Phalanx and Phalanx for GNU Chess:
# GNU Chess beat Fairy-Max 20-0 at 10 s + 0.1 s, and Phalanx, rated about
# 600 above Fairy-Max, is too far above it for those games to say much.
# The games are kept in DIR (default: calibration, in the current
# folder), N a pairing (default 20, half with each colour, openings from
# tests/data/openings.epd).  A pairing whose folder in DIR already holds
# its N games is not played again, and one with fewer plays only the
# games it lacks: a stopped run goes on where it stopped, and a larger
# --games adds games to the pairings already played.
# An opponent that is not installed is named and its pairings are left
# out.  Ends with the fit and, for each label, its rating, its interval,
# and whether the label lies within 100 Elo of the rating.  Not part of
# `make check`: at 10 s + 0.1 s the default plan plays 360 games, about
# 1.8 hours with two games at a time (throttled levels sleep, so two games
# at a time load the two cores about as much as one game of two engines).
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
: "${ACOLYTE:=$top_builddir/engine/acolyte}"
export PATH="$PATH:/usr/games"

games=20 jobs=2 tc=0:10 inc=0.1 out= fit_only= plan_only=
usage() { sed -n '9,11p' "$0" >&2; exit 2; }
while [ $# -gt 0 ]; do
    case $1 in
    --games) games=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --tc) tc=$2; shift 2 ;;
    --inc) inc=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --fit-only) fit_only=1; shift ;;
    --plan) plan_only=1; shift ;;
    -*) usage ;;
    *) break ;;
    esac
done
labels=${*:-1200 1500 1800 2100 2400}
case $games in '' | *[!0-9]* | 0) echo "$0: --games wants a positive number, not '$games'" >&2; exit 2 ;; esac
for l in $labels; do
    case $l in *[!0-9]* | ?? | ?????*) echo "$0: a label is an Elo from 100 to 9999, not '$l'" >&2; exit 2 ;; esac
done
# One plays nothing and rates, the other rates nothing: together they
# would do nothing at all, so say so rather than exit quietly.
if [ -n "$fit_only" ] && [ -n "$plan_only" ]; then
    echo "$0: --fit-only and --plan exclude each other" >&2
    exit 2
fi
[ -n "$out" ] || out=calibration
if [ -n "$plan_only" ]; then
    out=$(realpath -m "$out")  # a plan writes nothing
else
    mkdir -p "$out" || exit 2
    out=$(cd "$out" && pwd)
fi

# plan LABEL: the opponents of LABEL, one a line: "elo NNNN" for
# another label, "uci COMMAND" for a UCI engine, else an xboard engine's
# command.
plan() {
    case $1 in
    1200) printf '%s\n' 'elo 1350' 'elo 1500' ;;
    1500) printf '%s\n' 'elo 1800' fairymax ;;
    1800) printf '%s\n' fairymax 'hoichess -x' ;;
    2100) printf '%s\n' fairymax 'hoichess -x' sjeng ;;
    2400) printf '%s\n' sjeng 'phalanx -l- -b-' fairymax 'uci gnuchess -u' ;;
    *) if [ "$1" -lt 1650 ]; then printf '%s\n' fairymax; else printf '%s\n' fairymax sjeng; fi ;;
    esac
}

# bridge_of NNNN: for an Elo played only as a bridge (not a label the
# plan measures), the label it plays as well, so that its own rating is
# known: Elo 1200 scored about 8% against Elo 1500, where a win moves its
# rating by 40, so it meets Elo 1350 too, which meets Elo 1500.
bridge_of() {
    case $1 in
    1350) echo 1500 ;;
    esac
}

# label_ini NNNN: the personality file of label NNNN (its name, eloNNNN,
# is how the PGNs call the player).
label_ini() {
    local f="$out/elo$1.ini"
    [ -f "$f" ] || [ -n "$plan_only" ] || printf '[info]\nname = elo%s\ndescription = strength label %s\ninherit = default\n\n[strength]\nELO = %s\n' \
        "$1" "$1" "$1" >"$f"
    printf '%s\n' "$f"
}

# folder_name CMD: a pairing's folder part for an opponent.
folder_name() { printf '%s\n' "$1" | awk '{ print $1 == "elo" ? "elo" $2 : $1 == "uci" ? $2 : $1 }'; }

# anchor_of ENGINE: the xboard engine whose games rate ENGINE.
anchor_of() {
    case $1 in
    'uci gnuchess'*) echo 'phalanx -l- -b-' ;;
    phalanx*) echo sjeng ;;
    *) echo fairymax ;;
    esac
}

# first_player CMD: a script in the output folder that starts the
# xboard engine CMD, for the anchor pairings, where an engine, not
# Acolyte, is the first player.
first_player() {
    local f
    f="$out/first-$(folder_name "$1").sh"
    if [ -n "$plan_only" ]; then
        printf '%s\n' "$f"
        return
    fi
    case $1 in
    fairymax) printf '#!/bin/sh\nexec sh "%s/tests/fairymax.sh" "$@"\n' "$top_srcdir" >"$f" ;;
    *) printf '#!/bin/sh\nexec %s "$@"\n' "$1" >"$f" ;;
    esac
    chmod +x "$f"
    printf '%s\n' "$f"
}

# play DIR FIRST OPPONENT [ACOLYTE_ARGS]: N games in DIR unless it has them.
# OPPONENT "uci COMMAND" is a UCI engine.
play() {
    local dir=$1 first=$2 opp=$3 args=$4 have=0 uci=
    if [ -n "$plan_only" ]; then
        # Folders and programs by their last part: the plan reads the same
        # wherever it runs.
        local line="${dir##*/}: ${first##*/}${args:+ $args} against $opp"
        line=${line//"$ACOLYTE"/acolyte}
        echo "${line//"$out/"/}"
        return
    fi
    [ -f "$dir/results.txt" ] && have=$(awk '$2 != "?"' "$dir/results.txt" | wc -l)
    if [ "$have" -ge "$games" ]; then
        echo "calibrate: ${dir##*/}: $have games already"
        return
    fi
    echo "calibrate: ${dir##*/}: playing $((games - have)) games"
    case $opp in 'uci '*) uci=--uci opp=${opp#uci } ;; esac
    ACOLYTE=$first "$top_srcdir/tests/match.sh" --games "$games" --jobs "$jobs" --tc "$tc" --inc "$inc" \
        --out "$dir" --resume $uci ${args:+--acolyte-args "$args"} "$opp" >"$dir.log" 2>&1 </dev/null
    tail -n 5 "$dir.log" | sed -n 's/^\(acolyte W.*\|score.*\)/    \1/p'
}

installed() {
    [ -n "$plan_only" ] && return 0
    local cmd=${1#uci }
    command -v "${cmd%% *}" >/dev/null 2>&1 && return 0
    echo "calibrate: ${cmd%% *} is not installed: its pairings are left out"
    return 1
}

if [ -z "$fit_only" ]; then
    [ -x "$ACOLYTE" ] || { echo "$0: $ACOLYTE is not built" >&2; exit 2; }
    installed fairymax || exit 2
    declare -A anchored=()
    for l in $labels; do
        while read -r opp; do
            case $opp in
            'elo '*)
                play "$out/elo$l-$(folder_name "$opp")" "$ACOLYTE" \
                    "$ACOLYTE --personality $(label_ini "${opp#elo }")" "--personality $(label_ini "$l")"
                bridge=${opp#elo }
                next=$(bridge_of "$bridge")
                [ -n "$next" ] && play "$out/elo$bridge-elo$next" "$ACOLYTE" \
                    "$ACOLYTE --personality $(label_ini "$next")" "--personality $(label_ini "$bridge")" ;;
            *)
                installed "$opp" || continue
                play "$out/elo$l-$(folder_name "$opp")" "$ACOLYTE" "$opp" "--personality $(label_ini "$l")"
                anchor=$(anchor_of "$opp")
                if [ "$opp" != fairymax ] && [ -z "${anchored[$opp]}" ] && installed "$anchor"; then
                    anchored[$opp]=1
                    play "$out/anchor-$(folder_name "$opp")" "$(first_player "$anchor")" "$opp"
                fi ;;
            esac
        done < <(plan "$l")
    done
fi

[ -n "$plan_only" ] && exit 0
dirs=$(find "$out" -mindepth 1 -maxdepth 1 -type d -name '*-*' | LC_ALL=C sort)
[ -n "$dirs" ] || { echo "$0: no games in $out" >&2; exit 1; }
# shellcheck disable=SC2086
python3 "$top_srcdir/tools/elo_fit.py" $dirs >"$out/fit.txt" || exit 1
cat "$out/fit.txt"
for l in $labels; do
    awk -v l="$l" 'index($0, "Elo " l ")") {
        split($NF, r, /[(.)]+/)
        within = ($(NF - 1) >= l - 100 && $(NF - 1) <= l + 100) ? "within 100 of its label" : "NOT within 100 of its label"
        printf "Elo %s: %s games, rated %s (95%%: %s..%s), %s\n", l, $(NF - 6), $(NF - 1), r[2], r[3], within
        found = 1
    }
    END { if (!found) printf "Elo %s: no games\n", l }' "$out/fit.txt"
done
