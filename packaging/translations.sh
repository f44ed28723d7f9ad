#!/usr/bin/env bash
# The app's translations (issue 35): Qt's .ts sources in resources/translations/, made from the
# strings the code marks (Translatable.tr, QT_TRANSLATE_NOOP), and the .qm files the app loads.
#
#   bash packaging/translations.sh update   pyside6-lupdate over desktop/: new strings enter every
#                                           .ts as unfinished (translate them, e.g. in pyside6-linguist);
#                                           the code's "#:" comments are not kept as translators' notes
#   bash packaging/translations.sh build    pyside6-lrelease: resources/translations/*.qm (not committed;
#                                           setup.sh and build.sh run this)
#
# A new language: add its code to LANGS below and to desktop/core/language.py, run update,
# translate the new .ts (README: "How to add a language").
set -euo pipefail
cd "$(dirname "$0")/.."
LANGS="es fr de ko"
bin="${PYSIDE_BIN:-.venv/bin}"
out=resources/translations
mode="${1:-build}"
case "$mode" in
update)
    sources=$(find desktop -name '*.py' -not -path '*/__pycache__/*' | sort)
    for lang in $LANGS; do
        # shellcheck disable=SC2086
        "$bin/pyside6-lupdate" -silent -no-obsolete -locations none -source-language en \
            -target-language "$lang" $sources -ts "$out/xeno-games_$lang.ts"
    done
    # lupdate takes every "#:" comment since the last marked string as a note for translators;
    # ours document the code (attributes, constants), so the .ts files keep none of them
    python3 - "$out"/xeno-games_*.ts <<'PY'
import re, sys
for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as f:
        text = f.read()
    with open(path, "w", encoding="utf-8") as f:
        f.write(re.sub(r"\n *<extracomment>.*?</extracomment>", "", text, flags=re.S))
PY
    ;;
build)
    for ts in "$out"/xeno-games_*.ts; do
        "$bin/pyside6-lrelease" -silent "$ts" -qm "${ts%.ts}.qm"
    done
    ;;
*)
    echo "usage: bash packaging/translations.sh update|build" >&2
    exit 2
    ;;
esac
