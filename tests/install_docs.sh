#!/bin/bash
# install_docs.sh -- what `make install` puts where a user looks: the manual
# page, the user documentation under share/doc/acolyte (README.md, the
# personalities' reference and family page), and the XBoard plugin, also
# in XBoard's own plugin directory when it may be written there, or the
# exact commands to copy it.  Installs into the scratch directory only
# (DESTDIR, or a plugin directory made there).
. "${srcdir:-.}/tests/lib.sh"
require_cmd make cmp
plan 9
scratch_dir
dest=$SCRATCH/dest
plugins=$SCRATCH/plugins
mkdir -p "$plugins/xboard" "$plugins/logos"

out=$(make -s -C "$top_builddir" install DESTDIR="$dest" XBOARD_PLUGINS="$plugins" 2>&1)
doc=$(find "$dest" -type d -path '*/share/doc/acolyte' | head -n 1)
ok_eq "$(cd "${doc:-/nonexistent}" 2>/dev/null && find . -type f | sort | tr '\n' ' ')" \
    "./README.md ./personalities/README.md ./personalities/family.md " \
    "share/doc/acolyte holds README.md and the personalities' README.md and family.md"
ok cmp "$top_srcdir/README.md" "${doc:-/nonexistent}/README.md"
ok_eq "$(find "$dest" -path '*/man6/acolyte.6' | wc -l)" 1 "the manual page is installed"
eng=$(find "$dest" -path '*/games/plugins/xboard/acolyte.eng' | head -n 1)
ok_eq "$(cat "${eng:-/nonexistent}" 2>/dev/null | tr '\n' ' ')" "plugin spec 0.0 acolyte chess " \
    "the plugin is installed under the prefix"
# With DESTDIR XBoard's directory is not written: the exact commands.
ok_eq "$(printf '%s\n' "$out" | grep -A3 '^XBoard looks for engines in')" \
"XBoard looks for engines in $plugins/xboard; to have it list Acolyte, copy as root:
  cp ${eng#$dest} $plugins/xboard/
  cp $(dirname "${eng#$dest}" | sed 's|/xboard$|/logos|')/acolyte.png $plugins/logos/
and start xboard once with -autoInstall." "DESTDIR: it says exactly what to copy where"
ok_eq "$(find "$plugins" -type f | wc -l)" 0 "... and writes nothing there"

# Without DESTDIR, a writable plugin directory gets the plugin itself (only
# the plugin targets: the rest would go to the real prefix).
out=$(make -s -C "$top_builddir" install-xboard-plugin XBOARD_PLUGINS="$plugins" 2>&1)
ok_eq "$(cmp "$top_srcdir/xboard/acolyte.eng" "$plugins/xboard/acolyte.eng" &&
    cmp "$top_srcdir/xboard/acolyte.png" "$plugins/logos/acolyte.png" && echo same)" same \
    "a writable XBoard plugin directory gets acolyte.eng and the logo"
ok_match "$out" "^XBoard plugin installed: $plugins/xboard/acolyte.eng" "... and says so"
make -s -C "$top_builddir" uninstall-xboard-plugin XBOARD_PLUGINS="$plugins" >/dev/null 2>&1
ok_eq "$(find "$plugins" -type f | wc -l)" 0 "uninstall takes them away again"
finish
