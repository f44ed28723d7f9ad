#!/usr/bin/env bash
# Build everything a player downloads, in one command (after `bash packaging/setup.sh test`
# or `app`, which make .venv):
#
#   bash packaging/build.sh
#
#   dist/xeno-games/                                the lean one-folder app (PyInstaller, packaging/xeno-games.spec)
#   dist/xeno-games-<version>-linux-x86_64.tar.gz   that folder + install.sh / uninstall.sh (per user, ~/.local)
#   dist/xeno-games_<version>_amd64.deb             /opt/xeno-games, /usr/bin/xeno-games, menu entry, icons, metainfo
#
# <version> is desktop.__version__.  The .deb is skipped where dpkg-deb is missing.
# Environment: PYTHON (default .venv/bin/python), DEB_MAINTAINER (the .deb's Maintainer field).
# What is in the bundle and why: packaging/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."

python="${PYTHON:-.venv/bin/python}"
id=io.github.xenogames.XenoGames
version=$("$python" -c 'import desktop; print(desktop.__version__)')
maintainer="${DEB_MAINTAINER:-Xeno Games developers <maintainer@xenogames.invalid>}"
linux=packaging/linux
started=$SECONDS

step() { echo "==> $* ($((SECONDS - started)) s)"; }

# 1. The desktop entry and metadata are checked first (a mistake there fails fast).
step "validating the desktop entry and AppStream metadata"
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$linux/$id.desktop"
else
    echo "   desktop-file-validate not installed (apt install desktop-file-utils): skipped"
fi
if command -v appstreamcli >/dev/null; then
    appstreamcli validate --no-net "$linux/$id.metainfo.xml"
else
    echo "   appstreamcli not installed (apt install appstream): skipped"
fi

# 2. The one-folder app, with the translations built from their .ts sources.
step "building the translations (packaging/translations.sh build)"
PYSIDE_BIN="$(dirname "$python")" bash packaging/translations.sh build
step "building dist/xeno-games with PyInstaller"
"$python" -m pip install -q "pyinstaller>=6.6"
"$python" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/xeno-games.spec
# A Python built from source (pyenv) carries debug sections: strip those only.
"$python" packaging/elfdeps.py strip-debug dist/xeno-games
"$python" packaging/elfdeps.py report dist/xeno-games >build/pyinstaller/bundle-report.txt
glibc_info=$("$python" packaging/elfdeps.py glibc dist/xeno-games)  # "2.35 <the file needing it>"
glibc=${glibc_info%% *}
glibc_file=${glibc_info#* }
depends=$("$python" packaging/elfdeps.py depends dist/xeno-games)
packages=$("$python" packaging/elfdeps.py packages dist/xeno-games)

step "checking the frozen app runs"
dist/xeno-games/xeno-games --version
perft=$(dist/xeno-games/xeno-games perft oxono 2)
[ "$perft" = 3612 ] || { echo "build.sh: perft oxono 2 gave $perft, not 3612" >&2; exit 1; }

# 3. What both packages install besides the app: menu entry, icons, metadata.
stage=build/stage
rm -rf "$stage" && mkdir -p "$stage/share/applications" "$stage/share/metainfo" "$stage/share/icons"
cp "$linux/$id.desktop" "$stage/share/applications/"
cp "$linux/$id.metainfo.xml" "$stage/share/metainfo/"
cp -r resources/icons/hicolor "$stage/share/icons/"
mkdir -p "$stage/share/icons/hicolor/scalable/apps"
cp "resources/icons/$id.svg" "$stage/share/icons/hicolor/scalable/apps/"

rm -f dist/xeno-games-*-linux-x86_64.tar.gz dist/xeno-games_*_amd64.deb

# 4. The tar.gz: <name>/{xeno-games/, share/, install.sh, uninstall.sh, README.txt}.
name="xeno-games-$version-linux-x86_64"
step "packing dist/$name.tar.gz"
tree="$stage/tar/$name"
mkdir -p "$tree"
cp -a dist/xeno-games "$tree/xeno-games"
cp -a "$stage/share" "$tree/share"
install -m 755 "$linux/install.sh" "$linux/uninstall.sh" "$tree/"
echo "$packages" >"$tree/system-packages.txt"
sed -e "s/@VERSION@/$version/g" -e "s/@GLIBC@/$glibc/g" -e "s/@PACKAGES@/$packages/g" \
    "$linux/README.txt" >"$tree/README.txt"
tar -C "$stage/tar" --owner=0 --group=0 --numeric-owner -czf "dist/$name.tar.gz" "$name"

# 5. The .deb, with dpkg-deb: Depends are the system libraries the bundle
#    links to (packaging/elfdeps.py), so apt installs them.
deb="dist/xeno-games_${version}_amd64.deb"
if command -v dpkg-deb >/dev/null; then
    step "packing $deb"
    root="$stage/deb"
    mkdir -p "$root/DEBIAN" "$root/opt" "$root/usr/bin" "$root/usr/share/doc/xeno-games"
    cp -a dist/xeno-games "$root/opt/xeno-games"
    cp -a "$stage/share/." "$root/usr/share/"
    ln -s /opt/xeno-games/xeno-games "$root/usr/bin/xeno-games"
    cp "$linux/copyright" "$root/usr/share/doc/xeno-games/copyright"
    cat >"$root/DEBIAN/control" <<EOF
Package: xeno-games
Version: $version
Architecture: amd64
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends, fonts-noto-cjk | fonts-nanum
Section: games
Priority: optional
Description: Xeno, Zeno, Oxono and X Spectrum board games
 Four abstract board games in one window, played by friends at one screen or
 against AI opponents: Xeno on a 3D ball you turn with the mouse (12 to 480
 spaces, 2 to 6 players), Zeno, Oxono and X Spectrum on flat boards.  Undo and
 redo to any point, saved games, and the full rules of every game in the app.
EOF
    # No maintainer scripts: dpkg's triggers refresh the menu and icon caches.
    find "$root" -type d -exec chmod 755 {} +
    # xz at level 1: 43 MB in ~10 s on 2 cores (the default level 6 saves 5 MB and takes about 2 minutes).
    dpkg-deb --root-owner-group -Zxz -z1 --build "$root" "$deb" >/dev/null
else
    echo "   dpkg-deb not found: no .deb"
fi

step "done"
du -sh dist/xeno-games
ls -l dist/*.tar.gz dist/*.deb 2>/dev/null || true
echo "oldest glibc: $glibc (set by $glibc_file)"
echo "Depends: $depends, fonts-noto-cjk | fonts-nanum (Hangul, for Korean)"
echo "bundle contents: build/pyinstaller/bundle-report.txt; dropped from it: build/pyinstaller/xeno-games/dropped-binaries.txt"
