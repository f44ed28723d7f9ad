"""Small lesson and puzzle files for the learning tests, in the formats of ``resources/lessons`` and
``resources/puzzles`` (issue 32's plan): one lesson and three puzzles a game.

Each puzzle is the last three moves of a seeded random game that ended in a win
(``LINES``: the position, the solution, and a legal move that is not the answer); the
lesson walks the fourth such line: a reading step, the first move with a scripted
reply, then the winning move.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from desktop.control.learning import origin_place

#: by registry name: (position, solution, a wrong legal first move)
LINES: dict[str, list[tuple[str, tuple[str, str, str], str]]] = {
    'oxono': [
        (
            '1O+1xX/1Xxx1o/1oX1x1/4o@/OOxXOo/o1O3 b',
            ('O f3-f4 f3', 'O f4-f1 e1', 'O f1-d1 f4'),
            'X c6-d6 c6',
        ),
        (
            '3+2/3x2/2@3/6/6/6 b',
            ('X d6-c6 c5', 'X c6-f6 f5', 'X f6-e6 e5'),
            'X d6-e6 e5',
        ),
        (
            '1o1o2/1o@O2/4Oo/x5/2OXx1/X3+X p',
            ('O c5-c4 c3', 'O c4-c5 c4', 'O c5-c6 c5'),
            'X e1-d1 e1',
        ),
        (
            '1Xx3/x+X2x/1XO2@/xx2Oo/6/6 b',
            ('O f4-e4 d4', 'X b5-d5 e5', 'X d5-d6 d5'),
            'X b5-b2 b1',
        ),
    ],
    'zeno': [
        (
            '2W3B1/8/8/4W3/8/8/8/8 w',
            ('e5-e6', 'g8-h7', 'e6-d7 +h7'),
            'e5-d6',
        ),
        (
            '8/8/3B1B2/8/3W4/B5BB/8/8 b',
            ('a3-a2 -g3 -h3', 'd4-e5', 'd6-c5 +e5'),
            'a3-xx(-1)',
        ),
        (
            '8/8/3B4/2B5/8/3BB3/8/1W6 b',
            ('d6-d5', 'b1-c2', 'e3-d2 +c2'),
            'd3-c2',
        ),
        (
            '8/5B2/2B5/BW3W2/3B4/4B3/8/8 b',
            ('f7-g6', 'f5*g6', 'g6-f5 +b5'),
            'e3-d2',
        ),
    ],
    'xspectrum': [
        (
            '5Yl2/8/4rs3/1Bm6/1Bl<Bm6/Rl<Ym^Rm1Bl<Bs^Bs2Ymyl1/Rm3Ys2rl/1Rs6 s S:Ys N:-',
            ('a3:<Ym-b4=Bl<Ym^Bm', 'g3-e1', 'c3-e1'),
            'a2-a4',
        ),
        (
            '8/8/Bs1Yl1rs1rm^bm1/8/1Ym6/8/Rm2Bl1Rl<Bm^Bl2/1Rs4Ys1 s S:Rl,Yl,Ym,Ys,Bs N:-',
            ('f2:^Bl-c5', 'g6:^bm-e8', 'c6-e8'),
            'g1-h2',
        ),
        (
            '6rl1/8/Rl6yl/7rm/Rm3Ym<Bs^Bm3/6Bl1/8/3RsBl^Ys3 s S:Rs,Yl,Ym,Ys,Bm,Bs N:-',
            ('e4:Ym-d3', 'h6-f4', 'g3-f4'),
            'd1-f1',
        ),
        (
            '8/4blrm2/7Ym^Bs/Bm5bs1/4rs3/6Rl1/Rm2Bl1Ys2/Rl1BmRs4 s S:Yl,Ym,Ys N:yl',
            ('f2-g3=Rl^Ys', 'e7-g5=bl^bs', 'h6:Ym-g5'),
            'h6-g5',
        ),
    ],
    'xeno-12': [
        (
            'xeno-12 b aab,b,a,,b,bba,,,aab,,, seats:ba',
            ('2x11', '3x10x7', '6x12x3'),
            '2x7',
        ),
        (
            'xeno-12 b ,aab,,ba,b,b,,a,,ab,ab, seats:ba',
            ('5-9', '8-1', '2x8x3'),
            '2-3',
        ),
        (
            'xeno-12 b ,bba,a,ab,bba,,,,ab,a,, seats:ba',
            ('4x6x1', '5x3', '9x6x4'),
            '9x6x1x10',
        ),
        (
            'xeno-12 a ,,ab,a,b,,b,ba,a,b,aab,',
            ('4x6x12', '7x2', '9x6x1x10'),
            '9x6x12',
        ),
    ],
}
class Pending:
    """A run's ``later`` for tests: the calls wait in a list until :meth:`run` (all, in order)."""

    def __init__(self) -> None:
        self.calls: list[Callable[[], None]] = []

    def __call__(self, ms: int, call: Callable[[], None]) -> None:
        self.calls.append(call)

    def run(self) -> int:
        done = 0
        while self.calls:
            self.calls.pop(0)()
            done += 1
        return done


#: the game id of each board the lines are on
GAMES = {"oxono": "oxono", "zeno": "zeno", "xspectrum": "xspectrum", "xeno-12": "xeno"}


def puzzle_lines(board: str) -> list[dict[str, object]]:
    return [
        {
            "id": f"{GAMES[board]}-t{n}",
            "game": board,
            "position": position,
            "goal": "win in 2",
            "solution": list(solution),
            "rating": 1300 + 100 * n,
        }
        for n, (position, solution, _wrong) in enumerate(LINES[board][:3], 1)
    ]


def write_puzzles(folder: Path) -> Path:
    """Every game's three puzzles, one file a game (``<game>.jsonl``)."""
    folder.mkdir(parents=True, exist_ok=True)
    for board, game in GAMES.items():
        text = "".join(json.dumps(line) + "\n" for line in puzzle_lines(board))
        (folder / f"{game}.jsonl").write_text(text, encoding="utf-8")
    return folder


def lesson_data(board: str) -> dict[str, object]:
    position, (first, reply, last), _wrong = LINES[board][3]
    game = GAMES[board]
    mark = origin_place(first)
    return {
        "game": game,
        "lessons": [
            {
                "id": f"{game}-01-try",
                "title": "A first win",
                "summary": "Two moves to a win.",
                "board": board,
                "steps": [
                    {"text": "Look here.", "position": position, "marks": [mark], "expect": []},
                    {
                        "text": "Play the marked piece.",
                        "marks": [mark],
                        "expect": [first],
                        "wrong": "Not that one: the marked piece.",
                        "reply": reply,
                    },
                    {"text": "Now win.", "marks": [origin_place(last)], "expect": [last]},
                ],
            }
        ],
    }


def write_lessons(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for board, game in GAMES.items():
        (folder / f"{game}.json").write_text(json.dumps(lesson_data(board), indent=1), encoding="utf-8")
    return folder
