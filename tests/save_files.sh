#!/bin/bash
# tests/save_files.sh -- every command that saves a file the user names
# (console `personality save` and `pgn save`, xboard's and UCI's Save
# Personality, `acolyte makebook`, `acolyte tune --out`) on what it may
# meet there: a symbolic link is written through (the link kept, its
# target replaced; a dangling link's target created), a FIFO, a device and
# a directory are refused with a message and left as they were, a new
# file gets 0666 less the umask, "-" is standard output or refused.
. "$(dirname "$0")/lib.sh"
require_cmd timeout mkfifo stat
scratch_dir
cd "$SCRATCH" || exit 1
umask 022

# A FIFO opened by mistake would block: timeout turns that into a failure.
run_console() { # INPUT: the console's stdout and stderr
    printf '%b' "$1" | timeout 30 "$ACOLYTE" --console --book none 2>&1
}
run_xboard() { # INPUT: xboard's answers without the feature list
    printf '%b' "$1" | timeout 30 "$ACOLYTE" --xboard --book none 2>&1 | grep -v '^feature '
}
# what PATH: "link", "fifo", "directory", "file" or "missing".
what() {
    if [ -L "$1" ]; then echo link
    elif [ -p "$1" ]; then echo fifo
    elif [ -c "$1" ]; then echo device
    elif [ -d "$1" ]; then echo directory
    elif [ -f "$1" ]; then echo file
    else echo missing
    fi
}
# reset: the things a save meets, afresh.
reset() {
    rm -rf ./*
    echo keep >target
    ln -s target link
    ln -s made dangling
    mkfifo fifo
    mkdir dir
}
NOTREG='not a regular file (a device, FIFO or socket): it is not replaced'
ISDIR='is a directory: give the name of a file to save to'

# ---------------------------------------------------------------- console
for cmd in "personality save" "pgn save"; do
    reset
    case $cmd in
    personality*) saved="personality default saved to"; head1="; Acolyte personality: only the values that differ from its parent." ;;
    *) saved="game saved to"; head1='[Event "Acolyte analysis"]' ;;
    esac
    ok_eq "$(run_console "$cmd link\n")" "error: link: file exists (add --force to replace it)" \
        "console $cmd: a link to a file is an existing file"
    ok_eq "$(cat target)" keep "console $cmd: ... its target untouched"
    got=$(run_console "$cmd link --force\n")
    ok_eq "$(what link) $(readlink link) $(what target) $(head -n 1 target)" "link target file $head1" \
        "console $cmd --force on a link: the link kept, its target written"
    ok_match "$got" "^$saved link" "console $cmd: ... and said so"
    run_console "$cmd fresh\n" >/dev/null
    ok_eq "$(what fresh) $(stat -c %a fresh)" "file 644" "console $cmd: a new file gets 0666 less the umask 022"
    run_console "$cmd dangling\n" >/dev/null
    ok_eq "$(what dangling) $(what made) $(head -n 1 made)" "link file $head1" \
        "console $cmd on a dangling link: its target is created"
    ok_eq "$(run_console "$cmd fifo --force\n")" "error: fifo: $NOTREG" "console $cmd --force refuses a FIFO"
    ok_eq "$(what fifo)" fifo "console $cmd: ... and it stays a FIFO"
    ok_eq "$(run_console "$cmd dir --force\n")" "error: dir: $ISDIR" "console $cmd --force refuses a directory"
    ok_eq "$(what dir) $(ls -A dir | wc -l)" "directory 0" "console $cmd: ... and it stays an empty directory"
    ok_eq "$(run_console "$cmd -\n" | head -n 1) $(what ./-)" "$head1 missing" \
        "console $cmd -: standard output, no file named '-'"
    ok_eq "$(ls -A | sort | tr '\n' ' ')" "dangling dir fifo fresh link made target " \
        "console $cmd: no temporary file left behind"
done

# A device node (only root can make one here): refused, never replaced.
reset
if mknod null c 1 3 2>/dev/null; then
    ok_eq "$(run_console "pgn save null --force\n")" "error: null: $NOTREG" "console pgn save --force refuses a device"
    ok_eq "$(what null)" device "... and it stays a device"
else
    skip "mknod needs root"
    skip "mknod needs root"
fi

# ---------------------------------------------------------------- xboard and UCI
reset
save_xb() { # PATH: xboard's Save Personality To=PATH, then Save Personality
    run_xboard "xboard\nprotover 2\noption Save Personality To=$SCRATCH/$1\noption Save Personality\nping 1\n"
}
ok_eq "$(save_xb link | head -n 1 | cut -d' ' -f1-4)" "telluser Saved personality link" \
    "xboard Save Personality on a link: saved"
ok_eq "$(what link) $(what target) $(sed -n 3p target)" "link file name = link" \
    "xboard: ... through the link to its target"
# The dialog names the path whole when its line fits in 100 characters and
# shortens the leading folders to ".../" when not (the scratch folder's name
# is as long as $TMPDIR makes it): either way the file's name and the reason.
got=$(save_xb fifo)
ok_match "$got" "^tellusererror Cannot save personality fifo: (\.\.\.|$SCRATCH)/fifo: not a regular file .*
pong 1" "xboard Save Personality refuses a FIFO and goes on"
got=$(save_xb dir)
ok_match "$got" "^tellusererror Cannot save personality dir: (\.\.\.|$SCRATCH)/dir: is a directory.*
pong 1" "xboard Save Personality refuses a directory and goes on"
ok_eq "$(run_xboard "xboard\nprotover 2\noption Save Personality To=-\noption Save Personality\nping 1\n")" \
    "tellusererror Cannot save personality -: -: cannot write to standard output here: give a file name
pong 1" "xboard Save Personality refuses '-': standard output is the protocol"
got=$(printf 'uci\nsetoption name Save Personality To value %s\nsetoption name Save Personality\nisready\n' \
    "$SCRATCH/fifo" | timeout 30 "$ACOLYTE" --uci --book none 2>&1 | grep '^info string')
ok_eq "$got" "info string Cannot save personality fifo: $SCRATCH/fifo: $NOTREG" "UCI Save Personality refuses a FIFO"
ok_eq "$(what fifo) $(what dir)" "fifo directory" "xboard and UCI: the FIFO and the directory as they were"

# ---------------------------------------------------------------- makebook and tune
cat >games.pgn <<'PGN'
[Event "a"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 1-0

[Event "b"]
[Result "0-1"]

1. e4 d5 2. exd5 Qxd5 0-1
PGN
"$ACOLYTE" makebook games.pgn link --min-games 1 >/dev/null 2>&1
"$ACOLYTE" makebook games.pgn plain.bin --min-games 1 >/dev/null 2>&1
ok_eq "$(what link) $(what target) $(stat -c %s target)" "link file 64" \
    "makebook on a link: the link kept, its target the 4-entry book"
ok cmp target plain.bin
rm -f plain.bin
for out in fifo dir -; do
    case $out in
    fifo) want="fifo: $NOTREG" ;;
    dir) want="dir: $ISDIR" ;;
    -) want="-: cannot write to standard output here: give a file name" ;;
    esac
    ok_eq "$(timeout 30 "$ACOLYTE" makebook games.pgn "$out" 2>&1; echo "rc=$?")" "acolyte makebook: $want
rc=1" "makebook refuses '$out' before reading the games"
    ok_eq "$(timeout 30 "$ACOLYTE" tune games.pgn --out "$out" 2>&1; echo "rc=$?")" "acolyte tune: $want
rc=1" "tune refuses --out '$out' before tuning"
done
timeout 60 "$ACOLYTE" tune games.pgn --keys material.BISHOP_PAIR_MG --epochs 1 --out dangling >/dev/null 2>&1
ok_eq "$(what dangling) $(what made) $(sed -n 3p made)" "link file name        = dangling" \
    "tune --out on a dangling link: its target is created (named as the link)"
ok_eq "$(what fifo) $(what dir) $(ls -A dir | wc -l)" "fifo directory 0" \
    "makebook and tune: the FIFO and the directory as they were"
ok_eq "$(ls -A | sort | tr '\n' ' ')" "dangling dir fifo games.pgn link made target " \
    "no temporary file left behind"
finish
