#!/usr/bin/env bash
# Build the one-folder app with PyInstaller: dist/xeno-games/xeno-games
# (run after `bash packaging/setup.sh test` or `app`, which make .venv).
set -euo pipefail
cd "$(dirname "$0")/.."
.venv/bin/python -m pip install -q "pyinstaller>=6.6"
.venv/bin/pyinstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller packaging/xeno-games.spec
du -sh dist/xeno-games
dist/xeno-games/xeno-games perft oxono 2
