#!/usr/bin/env bash
# CI for the packaged app, run after the tests (.ci/run):
#
#   bash packaging/ci.sh
#
# 0. installs, when missing, binutils, the validators build.sh runs, and Xvfb;
# 1. builds the one-folder app, the tar.gz and the .deb (packaging/build.sh, needs .venv);
# 2. installs the .deb with apt-get (as root, or with sudo) and runs the installed
#    `xeno-games` from PATH under X: --version, perft, render (flat board and the
#    OpenGL ball, checked non-blank), the window up to its first paint, and
#    `xeno-games selftest` (every game in the window drawn to PNG, the PNGs
#    checked here too, one AI move each); then removes the package again;
# 3. installs the tar.gz with its install.sh into a throwaway HOME, runs it from
#    there, and checks uninstall.sh removes it.
# Uses $DISPLAY when set (.ci/run's Xvfb), else starts Xvfb itself.
# It installs a system package: meant for CI machines and throwaway containers.
set -euo pipefail
cd "$(dirname "$0")/.."

python="${PYTHON:-.venv/bin/python}"
started=$SECONDS
step() { echo "==> ci: $* ($((SECONDS - started)) s)"; }
fail() { echo "ci.sh: $*" >&2; exit 1; }
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive

# Tools: objdump/strip (PyInstaller and elfdeps.py), the two validators
# build.sh runs when present, Xvfb.  Installed only when missing.
missing=""
for p in binutils desktop-file-utils appstream xvfb xauth; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    step "installing$missing"
    $sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null 2>&1 \
        || { $sudo apt-get update -qq && $sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null; }
fi

if [ -z "${DISPLAY:-}" ]; then
    display=":$((90 + RANDOM % 100))"
    # -noreset: by default the server resets when its last client quits and refuses
    # connections meanwhile, so a command started just after another could fail
    Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp -noreset >/tmp/ci-xvfb.log 2>&1 &
    xvfb_pid=$!
    trap 'kill $xvfb_pid 2>/dev/null || true' EXIT
    export DISPLAY="$display"
    for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done
fi
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-xcb}" LIBGL_ALWAYS_SOFTWARE="${LIBGL_ALWAYS_SOFTWARE:-1}"

step "building"
bash packaging/build.sh
version=$("$python" -c 'import desktop; print(desktop.__version__)')

# A PNG is "non-blank" when it has more than a handful of colours.
check_png() {
    "$python" - "$1" <<'EOF'
import sys
from PySide6.QtGui import QImage
image = QImage(sys.argv[1])
if image.isNull() or image.width() < 100:
    sys.exit(f"{sys.argv[1]}: not a picture")
colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
if len(colours) < 8:
    sys.exit(f"{sys.argv[1]}: blank ({len(colours)} colours)")
print(f"   {sys.argv[1]}: {image.width()}x{image.height()}, {len(colours)} colours sampled")
EOF
}

step "installing the .deb with apt-get"
deb=$(ls dist/xeno-games_"$version"_amd64.deb)
if ! $sudo apt-get install -y -qq "$PWD/$deb" >/tmp/ci-apt.log 2>&1; then
    # a dependency not installed yet and no package lists: fetch them once
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq "$PWD/$deb" >/tmp/ci-apt.log 2>&1 || { cat /tmp/ci-apt.log; fail "apt-get install failed"; }
fi
[ "$(command -v xeno-games)" = /usr/bin/xeno-games ] || fail "xeno-games on PATH is $(command -v xeno-games)"
for file in /usr/share/applications/io.github.xenogames.XenoGames.desktop \
    /usr/share/metainfo/io.github.xenogames.XenoGames.metainfo.xml \
    /usr/share/icons/hicolor/48x48/apps/io.github.xenogames.XenoGames.png \
    /usr/share/icons/hicolor/scalable/apps/io.github.xenogames.XenoGames.svg; do
    [ -f "$file" ] || fail "the .deb did not install $file"
done

step "running the installed app"
cd /tmp  # from anywhere, not the checkout
[ "$(xeno-games --version)" = "xeno-games $version" ] || fail "--version: $(xeno-games --version)"
[ "$(xeno-games perft oxono 2)" = 3612 ] || fail "perft oxono 2 did not give 3612"
rm -f /tmp/ci-shot.png /tmp/ci-ball.png
xeno-games render oxono --out /tmp/ci-shot.png >/dev/null
xeno-games render xeno-30 --out /tmp/ci-ball.png --size 400 >/dev/null  # OpenGL through GLX
cd - >/dev/null
check_png /tmp/ci-shot.png
check_png /tmp/ci-ball.png
# The window: XENO_GAMES_EXIT_AFTER_PAINT makes the app quit after its first paint.
paint=$(XENO_GAMES_EXIT_AFTER_PAINT=1 XENO_GAMES_SETTINGS=/tmp/ci-settings.ini timeout 60 xeno-games \
    | grep '^first-paint ' || true)
[ -n "$paint" ] || fail "the window never painted"
# The selftest: the window, every game started and drawn to PNG (the ball through
# OpenGL), one AI move each from the child process; its own settings and data.
shots=/tmp/ci-selftest
rm -rf "$shots"
(cd /tmp && timeout 120 xeno-games selftest --out "$shots") || fail "xeno-games selftest failed"
for game in oxono zeno xspectrum xeno-12 xeno-30 xeno-120; do
    [ -s "$shots/$game.png" ] || fail "the selftest drew no $shots/$game.png"
    check_png "$shots/$game.png"
done
step "removing the .deb"
$sudo dpkg -r xeno-games >/dev/null 2>&1 || fail "dpkg -r xeno-games failed"
[ ! -e /opt/xeno-games ] || fail "/opt/xeno-games left behind"

step "installing the tar.gz into a throwaway HOME"
tmp=$(mktemp -d)
tar -C "$tmp" -xzf dist/xeno-games-"$version"-linux-x86_64.tar.gz
mkdir "$tmp/home"
(cd "$tmp" && env -u PREFIX HOME="$tmp/home" PATH="$tmp/home/.local/bin:$PATH" \
    bash "xeno-games-$version-linux-x86_64/install.sh")
[ "$(HOME="$tmp/home" "$tmp/home/.local/bin/xeno-games" --version)" = "xeno-games $version" ] \
    || fail "the tar.gz install does not run"
entry="$tmp/home/.local/share/applications/io.github.xenogames.XenoGames.desktop"
[ -f "$tmp/home/.local/share/icons/hicolor/256x256/apps/io.github.xenogames.XenoGames.png" ] || fail "no icon"
if command -v desktop-file-validate >/dev/null; then desktop-file-validate "$entry"; fi
env -u PREFIX HOME="$tmp/home" bash "$tmp/home/.local/lib/xeno-games/uninstall.sh"
left=$(find "$tmp/home" -name '*xeno*' -o -name '*XenoGames*')
[ -z "$left" ] || fail "uninstall.sh left: $left"
rm -rf "$tmp"

step "all packaging checks passed"
