#!/bin/sh
# Put FaceTable in this user's applications menu (no root needed): a desktop entry that starts
# the facetable program beside this script, its icons in the hicolor theme and its AppStream
# metainfo (for software centres).
#
#   ./install-desktop.sh           add (again, after moving this folder: the entry names it)
#   ./install-desktop.sh --remove  take out again exactly what adding put in
#
# Files go under ${XDG_DATA_HOME:-~/.local/share}: applications/org.facetable.FaceTable.desktop,
# icons/hicolor/<size>/apps/org.facetable.FaceTable.{png,svg} and
# metainfo/org.facetable.FaceTable.metainfo.xml. The folders this script had to make are listed
# in the entry (X-FaceTable-Made-Folders) so --remove takes out those, once empty, and no others.
# An icon cache (icon-theme.cache) is brought up to date only where one already exists: the
# script never makes one, nor a mimeinfo.cache (the entry opens no file types).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
id=org.facetable.FaceTable
entry="$data/applications/$id.desktop"
metainfo="$data/metainfo/$id.metainfo.xml"
icons="$data/icons/hicolor"

refresh_icon_cache() {
    if [ -f "$icons/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -f -q -t "$icons" >/dev/null 2>&1 || true
    fi
}

# make_folder DIR: mkdir -p that lists each folder it makes, parents first, in $made.
made=""
make_folder() {
    if [ ! -d "$1" ]; then
        make_folder "$(dirname "$1")"
        mkdir "$1"
        made="$made$1;"
    fi
}

if [ "${1:-}" = "--remove" ]; then
    folders=""
    if [ -f "$entry" ]; then
        folders=$(sed -n 's/^X-FaceTable-Made-Folders=//p' "$entry" | tail -n 1)
    fi
    rm -f "$entry" "$metainfo"
    for size_dir in "$here"/icons/hicolor/*/; do
        size=$(basename "$size_dir")
        rm -f "$icons/$size/apps/$id.png" "$icons/$size/apps/$id.svg"
    done
    refresh_icon_cache
    # The folders adding made, the deepest first (they were listed parents first); a folder
    # that holds anything now is someone else's too and stays.
    reversed=""
    old_ifs=$IFS
    IFS=';'
    for folder in $folders; do
        reversed="$folder;$reversed"
    done
    for folder in $reversed; do
        [ -n "$folder" ] && rmdir "$folder" 2>/dev/null || true
    done
    IFS=$old_ifs
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
case "$here$data" in
    *'"'* | *'`'* | *'$'* | *'\'* | *'%'* | *';'*)
        echo "install-desktop.sh: use folders whose names have none of \" \` \$ \\ % ;" >&2
        exit 1 ;;
esac

# Folders made by an earlier install (of this folder or another copy) stay listed.
if [ -f "$entry" ]; then
    made=$(sed -n 's/^X-FaceTable-Made-Folders=//p' "$entry" | tail -n 1)
fi
for size_dir in "$here"/icons/hicolor/*/; do
    size=$(basename "$size_dir")
    make_folder "$icons/$size/apps"
    cp "$size_dir"apps/$id.* "$icons/$size/apps/"
done
make_folder "$data/metainfo"
cp "$here/$id.metainfo.xml" "$metainfo"
make_folder "$data/applications"
# The template's Exec and TryExec name the program by its absolute path here (quoted, so a
# folder name with spaces works); the entry has one group, so the lines can go at its end.
{
    grep -v -e '^Exec=' -e '^TryExec=' "$here/$id.desktop"
    printf 'TryExec=%s\n' "$here/facetable"
    printf 'Exec="%s"\n' "$here/facetable"
    printf 'X-FaceTable-Made-Folders=%s\n' "$made"
} > "$entry.tmp"
mv "$entry.tmp" "$entry"
refresh_icon_cache
echo "FaceTable is in the applications menu (Games); $entry starts $here/facetable."
