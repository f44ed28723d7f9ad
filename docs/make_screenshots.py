"""The README's screenshots, taken from the real app.

Run under a display (Xvfb with Mesa's software OpenGL is enough)::

    xvfb-run -a -s "-screen 0 1400x1000x24" .venv/bin/python docs/make_screenshots.py

It opens the main window with its own settings and data folder (nothing of
yours is touched), shows the start page, plays each game some moves into a
game with node-budgeted AIs (the same pictures on every machine), asks for a
hint, reviews a game, opens a lesson and a puzzle, and writes the PNGs to
``resources/screenshots/``; then the start page and a game in German and in Korean
(``start-page-de.png``, ``zeno-de.png``, ``start-page-ko.png``, ``oxono-ko.png``: the .qm files
are built first). ``--languages`` takes only those.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "screenshots"
SIZE = (1280, 820)

#: the translated screenshots: language, game, plies played by the AIs before the picture
LANGUAGE_SHOTS = [("de", "zeno", 8), ("ko", "oxono", 9)]

#: game name, options, plies played by the AIs before the picture
GAMES = [
    ("oxono", {}, 9),
    ("zeno", {}, 8),
    ("xspectrum", {}, 10),
    ("xeno-30", {"quick_setup": True}, 12),
    ("xeno-120", {"quick_setup": True, "players": 3}, 12),
]


def main() -> int:
    if not os.environ.get("DISPLAY"):
        print("needs a display: run under xvfb-run", file=sys.stderr)
        return 2
    scratch = Path(tempfile.mkdtemp(prefix="xeno-shots-"))
    os.environ["XENO_GAMES_SETTINGS"] = str(scratch / "settings.ini")
    os.environ["XENO_GAMES_DATA"] = str(scratch / "data")
    os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
    sys.path.insert(0, str(ROOT))

    from desktop.app import application, default_controller
    from desktop.core.session import Seat, Session
    from desktop.games.registry import resolve
    from desktop.qt.shell.main_window import MainWindow
    from desktop.qt.shell.new_game_dialog import NewGameChoice

    app = application(sys.argv[:1])
    if "--languages" in sys.argv[1:]:
        return _language_shots(app)
    window = MainWindow(default_controller())
    window.controller.nodes = 400
    window.resize(*SIZE)
    window.show()

    def settle(seconds: float = 0.6) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end or window.controller.thinking:
            app.processEvents()
            time.sleep(0.01)

    def shot(name: str) -> None:
        settle()
        path = OUT / f"{name}.png"
        window.grab().save(str(path))
        print(path.relative_to(ROOT))

    OUT.mkdir(parents=True, exist_ok=True)
    window.show_start_page()
    settle(3.0)  # the games' pictures are drawn after the first paint
    shot("start-page")

    for name, options, plies in GAMES:
        rules, implied = resolve(name)
        players = rules.num_players(rules.new_state({**implied, **options}))
        window.start_new_game(
            NewGameChoice(name, {**implied, **options}, [Seat.ai("random")] * players, seed=4)
        )
        while window.session.length < plies and not window.session.is_over:
            app.processEvents()  # not settle(): the AIs would play on to the end
            time.sleep(0.01)
        humans = [Seat.human()] + [Seat.ai("easy")] * (players - 1)
        session: Session = window.session  # type: ignore[type-arg]
        window.controller.set_seats(humans if session.to_move() == 0 else [Seat.human()] * players)
        settle(1.0)
        shot(name)

    window.start_new_game(NewGameChoice("oxono", {}, [Seat.human(), Seat.ai("easy")], seed=4))
    window.controller.play_text("X d3-d6 d5")
    settle()
    window.request_hint()
    settle(1.0)
    shot("oxono-hint")

    # a whole game between two AIs, then Review: the graph, the marked moves, a better move drawn
    window.start_new_game(NewGameChoice("oxono", {}, [Seat.ai("beginner"), Seat.ai("medium")], seed=6))
    while not window.session.is_over:
        app.processEvents()
        time.sleep(0.01)
    analyst = window.analysis.analyst
    analyst.nodes = 2_000
    while not analyst.complete():
        app.processEvents()
        time.sleep(0.01)
    window.review()
    worst = analyst.worst(1)
    if worst:  # as a click on the marked move does: the position before it, both moves drawn
        window.analysis.show_verdict(worst[0].ply + 1)
    shot("oxono-review")
    window.mark_saved()

    # a lesson on the board (Zeno's push, its first step: the squares that matter ringed) and a
    # puzzle with its hint (a Xeno ending on the 30-space ball)
    window.learning.start_lesson("zeno", "zeno-03-push")
    shot("lesson")
    puzzle = next(p for p in window.learning.puzzles() if p.id == "xeno-30-0034")
    window.learning.start_puzzle(puzzle)
    settle()
    window.learning.hint()
    settle(2.0)  # the ball turns to the space the hint names
    shot("puzzle")
    window.close()
    return _language_shots(app)


def _play(app: Any, window: Any, name: str, plies: int) -> None:
    """A game of ``name`` played ``plies`` moves by two random AIs, then a human to move (seed 4)."""
    from desktop.core.session import Seat
    from desktop.games.registry import resolve
    from desktop.qt.shell.new_game_dialog import NewGameChoice

    _, implied = resolve(name)
    window.start_new_game(NewGameChoice(name, implied, [Seat.ai("random"), Seat.ai("random")], seed=4))
    while window.session.length < plies and not window.session.is_over:
        app.processEvents()
        time.sleep(0.01)
    first = window.session.to_move() == 0
    window.controller.set_seats([Seat.human(), Seat.ai("easy")] if first else [Seat.ai("easy"), Seat.human()])


def _language_shots(app: Any) -> int:
    """The start page and a game in each of :data:`LANGUAGE_SHOTS`' languages, each in a window
    made after its translators were installed (the menus are made once)."""
    import subprocess

    from desktop.app import default_controller
    from desktop.qt.i18n import install_translators
    from desktop.qt.shell.main_window import MainWindow

    subprocess.run(["bash", str(ROOT / "packaging" / "translations.sh"), "build"], check=True)
    data = Path(os.environ["XENO_GAMES_DATA"])
    for lang, game, plies in LANGUAGE_SHOTS:
        os.environ["XENO_GAMES_DATA"] = str(data / lang)  # no game kept from another language's shots
        install_translators(lang)
        window = MainWindow(default_controller())
        window.controller.nodes = 400
        window.resize(*SIZE)
        window.show()

        def shot(name: str, seconds: float = 0.6, window: Any = window, lang: str = lang) -> None:
            end = time.monotonic() + seconds
            while time.monotonic() < end or window.controller.thinking:
                app.processEvents()
                time.sleep(0.01)
            path = OUT / f"{name}-{lang}.png"
            window.grab().save(str(path))
            print(path.relative_to(ROOT))

        window.show_start_page()
        shot("start-page", 3.0)  # the games' pictures are drawn after the first paint
        _play(app, window, game, plies)
        shot(game, 1.0)
        window.mark_saved()
        window.close()
    install_translators("en")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
