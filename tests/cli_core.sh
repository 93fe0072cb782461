#!/bin/bash
# cli_core.sh -- the command line: the scriptable perft/divide commands
# (output format, exact counts, exit status 1/2 with a message on bad
# input); global options before a command, which take effect there or are
# refused; --version, -v, -h, help and help COMMAND.
. "${srcdir:-.}/tests/lib.sh"
plan 75

out=$("$ACOLYTE" perft 4)
ok_match "$out" '^perft 4 nodes 197281 time_ms [0-9]+ nps [0-9]+$' "perft 4 from the start: last line format and count"

out=$("$ACOLYTE" perft 3 r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1)
ok_match "$out" '^perft 3 nodes 97862 ' "perft 3 of Kiwipete given as several words"

out=$("$ACOLYTE" divide 2)
ok_eq "$(printf '%s\n' "$out" | grep -c '^[a-h][1-8][a-h][1-8]: 20$')" 20 "divide 2: twenty root moves with 20 replies each"
ok_match "$(printf '%s\n' "$out" | tail -n 1)" '^perft 2 nodes 400 ' "divide ends with the perft line"
ok_match "$(printf '%s\n' "$out" | head -n 1)" '^[a-h][1-8][a-h][1-8]: [0-9]+$' "divide lines are 'move: count'"

err=$("$ACOLYTE" perft 2 "8/8/8/8/8/8/8/8 w - - 0 1" 2>&1 >/dev/null); rc=$?
ok_eq "$rc" 1 "bad FEN exits 1"
ok_eq "$err" "acolyte perft: bad FEN: White has no king" "bad FEN message says what is wrong"

"$ACOLYTE" perft >/dev/null 2>&1; rc=$?
ok_eq "$rc" 2 "missing depth is a usage error (exit 2)"
"$ACOLYTE" perft x >/dev/null 2>&1; rc=$?
ok_eq "$rc" 2 "non-numeric depth is a usage error (exit 2)"
"$ACOLYTE" no-such-command >/dev/null 2>&1; rc=$?
ok_eq "$rc" 2 "unknown command is a usage error (exit 2)"

# ---- version and help
version=$(sed -n 's/^#define PACKAGE_VERSION "\(.*\)"$/\1/p' "$top_builddir/config.h")
ok_match "$version" '^[0-9]+\.[0-9]+' "config.h has the configure version ($version)"
ok_eq "$("$ACOLYTE" --version | head -n 1)" "acolyte $version" "--version prints the configure version"
ok_eq "$("$ACOLYTE" -v | head -n 1)" "acolyte $version" "-v is --version"
help=$("$ACOLYTE" --help); rc=$?
ok_eq "$(printf '%s\n' "$help" | head -n 1)/$rc" "Usage: acolyte [OPTION]... [COMMAND [ARGS]...]/0" "--help: usage line, exit 0"
ok_eq "$("$ACOLYTE" -h)" "$help" "-h is --help"
ok_eq "$("$ACOLYTE" help)" "$help" "'acolyte help' is --help"
ok_eq "$(printf '%s\n' "$help" | grep -c '^  acolyte [a-z]')" 13 "--help lists the thirteen commands"
ok_eq "$("$ACOLYTE" help eval)" "Usage: acolyte eval [--personality NAME] [FEN]
The static evaluation, term by term.
Global options it honours: --personality" "help eval: usage, summary, the global options it takes"
ok_eq "$("$ACOLYTE" help perft)" "Usage: acolyte perft DEPTH [FEN]
Count the move paths of DEPTH plies." "help perft: no global options"
ok_eq "$("$ACOLYTE" search --help)" "$("$ACOLYTE" help search)" "search --help is help search"
# Each command's usage error shows the synopsis `help COMMAND` shows (the
# same text, wrapped the same way), so the two cannot drift apart.
synopsis() { awk 'NR == 1 || /^    / { print; next } { exit }'; }
for call in "perft" "divide" "bench 0" "search" "epd" "eval --personality" "personality" \
            "book" "makebook" "stylebench" "style" "selfplay" "tune"; do
    cmd=${call%% *}
    args=${call#"$cmd"}
    err=$("$ACOLYTE" $cmd $args 2>&1 >/dev/null); rc=$?
    shown=$(printf '%s\n' "$err" | sed -n '/^usage: acolyte /,$p' | synopsis | sed 's/^usage:/Usage:/')
    ok_eq "$rc: $shown" "2: $("$ACOLYTE" help "$cmd" | synopsis)" "$cmd: the usage error shows help's synopsis"
done
ok_eq "$("$ACOLYTE" help search | head -n 2)" "Usage: acolyte search FEN|startpos --depth D | --time MS | --nodes N
                      [--multipv K] [--hash MB] [--threads N] [--personality P]" \
    "help search: the synopsis wraps at 79 columns, an option kept with its value"
ok_eq "$(printf '%s\n' "$help" | awk 'length > 79' | wc -l)" 0 "--help fits 79 columns"
# The manual page names every command and, in the command's entry, every
# option of its synopsis (troff writes a dash as \-).
manual=$(sed 's/\\-/-/g; s/\\f[BIRP]//g' "$top_srcdir/acolyte.6")
for cmd in $(printf '%s\n' "$help" | sed -n 's/^  acolyte \([a-z]*\).*/\1/p'); do
    entry=$(printf '%s\n' "$manual" | awk -v c="$cmd" '/^\.TP/ { getline; on = ($1 == c) } on')
    missing=
    for opt in $("$ACOLYTE" help "$cmd" | synopsis | grep -o -- '--[a-z-]*' | sort -u); do
        printf '%s\n' "$entry" | grep -q -- "$opt" || missing="$missing $opt"
    done
    ok_eq "$(printf '%s\n' "$manual" | grep -c "^\.B acolyte $cmd\$")/${entry:+entry}/$missing" "1/entry/" \
        "acolyte.6: $cmd in the synopsis, with an entry that names all its options"
done
# The global options: the manual's OPTIONS section and --help name the
# same ones.
help_opts=$(printf '%s\n' "$help" | sed -n '/^Options:/,/^[^ ]/p' | grep -o -- '^  \(-[a-z], \)\?--[a-z-]*' |
    grep -o -- '--[a-z-]*' | sort -u | tr '\n' ' ')
man_opts=$(printf '%s\n' "$manual" | sed -n '/^\.SH OPTIONS/,/^\.SH /p' | awk '/^\.TP/ { getline; print }' |
    grep -o -- '--[a-z-]*' | sort -u | tr '\n' ' ')
ok_eq "$man_opts" "$help_opts" "acolyte.6: OPTIONS lists exactly the global options of --help"
# An option a command would not read is refused, not dropped.
for call in "bench --nodes 5" "bench --multipv 2" "epd x --multipv 2" "search startpos --depth 1 --file x"; do
    cmd=${call%% *}
    opt=$(printf '%s\n' "$call" | grep -o -- '--[a-z]*' | tail -n 1)
    err=$("$ACOLYTE" $call 2>&1 >/dev/null); rc=$?
    ok_eq "$rc: $err" "2: acolyte $cmd: option $opt does not apply to $cmd" "$cmd refuses $opt"
done
err=$("$ACOLYTE" eval --bogus 2>&1 >/dev/null); rc=$?
ok_eq "$rc: $(printf '%s\n' "$err" | head -n 1)" "2: acolyte eval: unknown option '--bogus'" "eval: a mistyped option is named, not read as a FEN"
err=$("$ACOLYTE" selfplay stray 2>&1 >/dev/null); rc=$?
ok_eq "$rc: $(printf '%s\n' "$err" | head -n 1)" "2: acolyte selfplay: unexpected argument 'stray' (every setting is an option)" \
    "selfplay: a stray word is named"
err=$("$ACOLYTE" help nosuch 2>&1 >/dev/null); rc=$?
ok_eq "$rc: $err" "2: acolyte help: no command 'nosuch'
Try 'acolyte --help'." "help of an unknown command: exit 2 and says so"
err=$("$ACOLYTE" -x 2>&1 >/dev/null); rc=$?
ok_eq "$rc: $err" "2: acolyte: unknown option '-x'
Try 'acolyte --help'." "an unknown short option: exit 2 and names it"

# ---- global options take effect in the command that follows
fen="r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R b KQkq - 5 4"
global=$("$ACOLYTE" --personality clericus eval $fen)
ok_eq "$(printf '%s\n' "$global" | head -n 1)" "personality clericus" "--personality before eval: evaluates with clericus"
ok_eq "$global" "$("$ACOLYTE" eval --personality clericus $fen)" "... the same table as eval's own --personality"
ok_eq "$("$ACOLYTE" --personality=clericus eval $fen | tail -n 1)" "$(printf '%s\n' "$global" | tail -n 1)" "--personality=NAME works too"
default_eval=$("$ACOLYTE" eval $fen | tail -n 1)
same=different
[ "$default_eval" != "$(printf '%s\n' "$global" | tail -n 1)" ] || same="the same: $default_eval"
ok_eq "$same" different "default and clericus evaluate this position differently, so the test sees which one was used"
clericus=$("$ACOLYTE" search "$fen" --depth 5 --personality clericus | tail -n 1)
ok_eq "$("$ACOLYTE" --personality clericus search "$fen" --depth 5 | tail -n 1)" "$clericus" \
    "--personality before search: as search's own option"
ok_eq "$([ "$("$ACOLYTE" search "$fen" --depth 5 | tail -n 1)" != "$clericus" ] && echo differs)" differs \
    "... which is not default's result here (score or move)"
ok_eq "$("$ACOLYTE" --personality clericus eval --personality default $fen | head -n 1)" "personality default" \
    "the command's own option wins over the global one"
ok_eq "$("$ACOLYTE" --personality clericus bench 3 | tail -n 1 | cut -d' ' -f1-3)" \
    "$("$ACOLYTE" bench 3 --personality clericus | tail -n 1 | cut -d' ' -f1-3)" "--personality before bench: as bench's own option"
out=$("$ACOLYTE" --hash 16 bench 2); rc=$?
ok_match "$rc $(printf '%s\n' "$out" | tail -n 1)" '^0 bench nodes [0-9]+ ' "--hash 16 bench 2 runs"
out=$("$ACOLYTE" --hash 0 bench 2 2>&1); rc=$?
ok_eq "$rc: $out" "2: acolyte: --hash wants a size in MB from 1 to 65536, not '0'" "--hash 0 is refused before the command runs"

# ---- a bad personality says why and exits 1
err=$("$ACOLYTE" --personality /no/such.ini eval 2>&1 >/dev/null); rc=$?
ok_eq "$rc: $err" "1: /no/such.ini: cannot read file" "--personality /no/such.ini eval: exit 1 with the reason"
err=$("$ACOLYTE" --personality /no/such.ini search startpos --depth 1 2>&1 >/dev/null); rc=$?
ok_match "$rc: $err" "^1: acolyte search: cannot load personality '/no/such.ini': " "... and before search"

# ---- options a command would not use are refused, by name
refused() { # OPTION... -- COMMAND...: exit 2 and the message names the option and command
    err=$("$ACOLYTE" "$@" 2>&1 >/dev/null); rc=$?
}
refused --book none eval
ok_eq "$rc: $err" "2: acolyte: option '--book' does not apply to the command 'eval'
Try 'acolyte help eval'." "--book before eval is refused"
refused --threads 2 bench 1
ok_eq "$rc: $err" "2: acolyte: option '--threads' does not apply to the command 'bench'
Try 'acolyte help bench'." "--threads before bench is refused (one thread makes the signature)"
refused --xboard perft 1
ok_eq "$rc: $err" "2: acolyte: option '--xboard' does not apply to the command 'perft'
Try 'acolyte help perft'." "a front-end switch before a command is refused"
refused --opponents none search startpos --depth 1
ok_eq "$rc" 2 "--opponents before search is refused"
refused --unicode personality list
ok_eq "$rc" 2 "--unicode before personality is refused"
refused --personality clericus stylebench x.epd
ok_eq "$rc: $err" "2: acolyte: option '--personality' does not apply to the command 'stylebench'
Try 'acolyte help stylebench'." "--personality before stylebench (it takes --personalities) is refused"
finish
