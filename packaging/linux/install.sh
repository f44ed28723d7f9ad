#!/usr/bin/env bash
# Install Xeno Games for the current user, from the unpacked tar.gz (no root needed):
#
#   tar xf xeno-games-<version>-linux-x86_64.tar.gz
#   cd xeno-games-<version>-linux-x86_64 && ./install.sh
#
# puts, under ~/.local (or $PREFIX when set):
#   lib/xeno-games/                  the app (an earlier version there is replaced whole)
#   bin/xeno-games                   a link to it, the command on PATH
#   share/applications/<id>.desktop  the menu entry
#   share/icons/hicolor/*/apps/      the icons
#   share/metainfo/<id>.metainfo.xml what software centres show
# ./uninstall.sh (also copied to lib/xeno-games/) removes exactly these.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
prefix="${PREFIX:-$HOME/.local}"
id=io.github.xenogames.XenoGames
app="$prefix/lib/xeno-games"

if [ ! -x "$here/xeno-games/xeno-games" ]; then
    echo "install.sh: run it from the unpacked xeno-games-…-linux-x86_64 folder" >&2
    exit 1
fi

echo "Installing Xeno Games into $prefix"
# Copy beside, then swap, so a failed copy leaves the old version working.
mkdir -p "$prefix/lib" "$prefix/bin"
rm -rf "$app.new"
cp -a "$here/xeno-games" "$app.new"
cp "$here/uninstall.sh" "$app.new/uninstall.sh"
rm -rf "$app"
mv "$app.new" "$app"
ln -sfn "$app/xeno-games" "$prefix/bin/xeno-games"

# Icons and metadata as they are; the menu entry with the full path of the
# command, since ~/.local/bin is not on the PATH of every desktop session.
(cd "$here/share" && find icons metainfo -type f) | while read -r file; do
    install -D -m 644 "$here/share/$file" "$prefix/share/$file"
done
mkdir -p "$prefix/share/applications"
sed "s|^Exec=xeno-games|Exec=\"$app/xeno-games\"|" "$here/share/applications/$id.desktop" \
    >"$prefix/share/applications/$id.desktop"

# Let menus notice the new entry and icons (only caches that already exist are
# rebuilt: a new icon cache in ~/.local would hide icons other apps add later).
if command -v update-desktop-database >/dev/null; then
    update-desktop-database -q "$prefix/share/applications" 2>/dev/null || true
fi
touch "$prefix/share/icons/hicolor"
if [ -f "$prefix/share/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null; then
    gtk-update-icon-cache -q -t -f "$prefix/share/icons/hicolor" || true
fi

# Does it run here?  --version needs no display; ldd names any system library
# the window needs that is missing (the .deb would have pulled it in).
if ! "$app/xeno-games" --version; then
    echo "install.sh: the app does not start on this system (see the message above)." >&2
    exit 1
fi
if command -v ldd >/dev/null; then
    missing=$(ldd "$app/_internal/PySide6/Qt/plugins/platforms/libqxcb.so" 2>/dev/null | awk '/not found/ {print $1}')
    if [ -n "$missing" ]; then
        echo "Warning: the window needs system libraries that are missing:" $missing
        echo "  on Debian/Ubuntu: sudo apt install $(cat "$here/system-packages.txt")"
    fi
fi

case ":$PATH:" in
*":$prefix/bin:"*) echo "Done: run xeno-games, or find Xeno Games in the menu." ;;
*) echo "Done: run $prefix/bin/xeno-games (add $prefix/bin to PATH for plain xeno-games), or use the menu." ;;
esac
