#!/usr/bin/env bash
# One-command set-up for a fresh Debian/Ubuntu machine.
#
#   bash packaging/setup.sh app    install the system libraries and the app into .venv, then start it
#   bash packaging/setup.sh test   install what the tests need, start Xvfb if there is no display,
#                                  and run every check: ruff, mypy --strict, the whole pytest suite
#
# System packages come from apt (with sudo when not root; skipped when already
# installed); Python packages go into .venv in the checkout.
set -euo pipefail
mode="${1:-app}"
cd "$(dirname "$0")/.."

# Qt's xcb platform plugin needs these (PySide6 wheels bring Qt itself);
# Mesa gives OpenGL in software where there is no GPU.
qt_libs="libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0
 libxcb-xinerama0 libxcb-randr0 libxcb-xkb1 libxcb-cursor0 libxkbcommon-x11-0 libxkbcommon0
 libegl1 libgl1 libgl1-mesa-dri libglx-mesa0 libfontconfig1 libfreetype6 libdbus-1-3 fonts-dejavu-core"
packages="$qt_libs"
[ "$mode" = test ] && packages="$packages xvfb xauth binutils"  # binutils: objdump, for the packaging tests
[ "$mode" = test ] && packages="$packages fonts-noto-cjk"  # Hangul: the Korean layout tests and screenshots
command -v python3 >/dev/null && python3 -c 'import venv, ensurepip' 2>/dev/null || packages="$packages python3 python3-venv python3-pip"

missing=""
for p in $packages; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    echo "==> installing system packages:$missing"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi

python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' || {
    echo "Python 3.11 or newer is needed (found $(python3 --version))" >&2; exit 1; }
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip >/dev/null

case "$mode" in
app)
    echo "==> building the translations and installing the app"
    bash packaging/translations.sh build
    .venv/bin/python -m pip install -q .
    echo "==> starting: .venv/bin/xeno-games"
    exec .venv/bin/xeno-games
    ;;
test)
    echo "==> installing the app and test tools"
    .venv/bin/python -m pip install -q -e ".[test]"
    bash packaging/translations.sh build  # the .qm files the app loads (not committed)
    if [ -z "${DISPLAY:-}" ]; then
        display=":$((90 + RANDOM % 100))"
        Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp -noreset >/tmp/xvfb.log 2>&1 &
        xvfb_pid=$!
        trap 'kill $xvfb_pid 2>/dev/null || true' EXIT
        export DISPLAY="$display"
        for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done
    fi
    export QT_QPA_PLATFORM=xcb LIBGL_ALWAYS_SOFTWARE=1 QT_OPENGL=desktop
    echo "==> ruff"
    .venv/bin/ruff check desktop tests bench packaging
    echo "==> mypy --strict (every layer)"
    .venv/bin/mypy
    echo "==> pytest"
    .venv/bin/python -m pytest -n 2 -p no:cacheprovider
    ;;
*)
    echo "usage: bash packaging/setup.sh app|test" >&2
    exit 2
    ;;
esac
