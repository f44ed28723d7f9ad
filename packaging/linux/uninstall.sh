#!/usr/bin/env bash
# Remove what install.sh put under ~/.local (or $PREFIX when set): the app
# folder, the xeno-games link, the menu entry, the icons and the metadata.
# Settings (~/.config/XenoGames) and saved games are yours and stay.
#
#   ./uninstall.sh            from the unpacked tar.gz, or
#   ~/.local/lib/xeno-games/uninstall.sh
set -euo pipefail

prefix="${PREFIX:-$HOME/.local}"
id=io.github.xenogames.XenoGames
app="$prefix/lib/xeno-games"

if [ ! -e "$app" ] && [ ! -e "$prefix/share/applications/$id.desktop" ]; then
    echo "Xeno Games is not installed under $prefix"
    exit 0
fi

# The link only if it is ours (points into the app folder).
if [ -L "$prefix/bin/xeno-games" ] && [ "$(readlink "$prefix/bin/xeno-games")" = "$app/xeno-games" ]; then
    rm -f "$prefix/bin/xeno-games"
fi
rm -f "$prefix/share/applications/$id.desktop" "$prefix/share/metainfo/$id.metainfo.xml"
rm -f "$prefix"/share/icons/hicolor/*/apps/"$id".png "$prefix"/share/icons/hicolor/*/apps/"$id".svg
# The app folder only if it really is one (never a stray rm -rf).
if [ -x "$app/xeno-games" ] && [ -d "$app/_internal" ]; then
    rm -rf "$app"
fi

if command -v update-desktop-database >/dev/null; then
    update-desktop-database -q "$prefix/share/applications" 2>/dev/null || true
fi
[ -d "$prefix/share/icons/hicolor" ] && touch "$prefix/share/icons/hicolor"
if [ -f "$prefix/share/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null; then
    gtk-update-icon-cache -q -t -f "$prefix/share/icons/hicolor" || true
fi
echo "Xeno Games removed from $prefix (settings in ~/.config/XenoGames are kept)."
