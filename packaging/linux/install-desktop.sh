#!/bin/sh
# Put FaceTable in this user's applications menu (no root needed): a desktop entry that starts
# the facetable program beside this script, and its icons in the hicolor theme.
#
#   ./install-desktop.sh           add (again, after moving this folder: the entry names it)
#   ./install-desktop.sh --remove  take the entry and the icons out again
#
# Files go under ${XDG_DATA_HOME:-~/.local/share}: applications/facetable.desktop and
# icons/hicolor/<size>/apps/facetable.{png,svg}.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
entry="$data/applications/facetable.desktop"

refresh() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database "$data/applications" >/dev/null 2>&1 || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t "$data/icons/hicolor" >/dev/null 2>&1 || true
    fi
}

if [ "${1:-}" = "--remove" ]; then
    rm -f "$entry"
    for size_dir in "$here"/icons/hicolor/*/; do
        size=$(basename "$size_dir")
        rm -f "$data/icons/hicolor/$size/apps/facetable.png" "$data/icons/hicolor/$size/apps/facetable.svg"
    done
    refresh
    echo "FaceTable is no longer in the applications menu (this folder is left as it is)."
    exit 0
fi
if [ -n "${1:-}" ]; then
    echo "usage: $0 [--remove]" >&2
    exit 2
fi
if [ ! -x "$here/facetable" ]; then
    echo "install-desktop.sh: $here/facetable is missing; run this script from the unpacked app" >&2
    exit 1
fi
case "$here" in
    *'"'* | *'`'* | *'$'* | *'\'* | *'%'*)
        echo "install-desktop.sh: move the app to a folder whose name has none of \" \` \$ \\ %" >&2
        exit 1 ;;
esac

for size_dir in "$here"/icons/hicolor/*/; do
    size=$(basename "$size_dir")
    mkdir -p "$data/icons/hicolor/$size/apps"
    cp "$size_dir"apps/facetable.* "$data/icons/hicolor/$size/apps/"
done
mkdir -p "$data/applications"
# The template's Exec and TryExec name the program by its absolute path here (quoted, so a
# folder name with spaces works); the entry has one group, so the lines can go at its end.
{
    grep -v -e '^Exec=' -e '^TryExec=' "$here/facetable.desktop"
    printf 'TryExec=%s\n' "$here/facetable"
    printf 'Exec="%s"\n' "$here/facetable"
} > "$entry.tmp"
mv "$entry.tmp" "$entry"
refresh
echo "FaceTable is in the applications menu (Games); $entry starts $here/facetable."
