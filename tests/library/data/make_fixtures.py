"""How the records in this folder were made (once, from the checkout):

    python tests/library/data/make_fixtures.py

Each file has the shape one earlier version of desktop/core/records.py wrote (git log -p
--follow desktop/core/records.py): the moves are random legal moves; the dates and app
versions are what those versions wrote.  stats/: the statistics test's fixture.
"""

import json
import random
from pathlib import Path

from desktop.core.session import Seat, Session
from desktop.games.registry import resolve

OUT = Path(__file__).parent


def main() -> None:

    def play(name, n, seed, seats=None, options=None):
        rules, implied = resolve(name)
        s = Session(rules, {**implied, **(options or {})}, seed, seats)
        rng = random.Random(seed)
        for _ in range(n):
            if s.is_over:
                break
            moves = rules.legal_moves(s.state)
            s.play(rng.choice(list(moves)))
        return s

    def base(s, date):
        r = s.rules
        return {
            "format": "xeno-games-record",
            "format_version": 1,
            "game": r.info.id,
            "options": dict(s.options),
            "seed": s.seed,
        }

    # 1. 8271fe7 (the first records): start_position null unless set up by hand, no cursor
    s = play("oxono", 6, 11, [Seat.human(), Seat.ai("easy")])
    rec = base(s, 0) | {
        "start_position": None,
        "seats": [x.to_json() for x in s.seats],
        "moves": s.move_texts,
        "result": {"winner": 1, "scores": [0.0, 1.0], "reason": "resigned", "resigned": 0},
        "app_version": "0.1.0",
        "date": "2026-11-20T18:04:11+00:00",
    }
    (OUT / "v1-first-oxono-resigned.json").write_text(json.dumps(rec, indent=2) + "\n")
    # 2. 2f577ce: start_position always, no cursor
    s = play("zeno", 8, 12, [Seat.ai("medium"), Seat.human()])
    rec = base(s, 0) | {
        "start_position": s.rules.state_to_text(s.states[0]),
        "seats": [x.to_json() for x in s.seats],
        "moves": s.move_texts,
        "result": None,
        "app_version": "0.1.0",
        "date": "2026-11-24T09:30:00+00:00",
    }
    (OUT / "v1-start-position-zeno-unfinished.json").write_text(json.dumps(rec, indent=2) + "\n")
    # 3. b930f02: the cursor
    s = play("xspectrum", 10, 13, [Seat.human(), Seat.ai("hard")])
    rec = base(s, 0) | {
        "start_position": s.rules.state_to_text(s.states[0]),
        "seats": [x.to_json() for x in s.seats],
        "moves": s.move_texts,
        "cursor": 4,
        "result": None,
        "app_version": "0.1.0",
        "date": "2026-12-01T21:15:42+00:00",
    }
    (OUT / "v1-cursor-xspectrum.json").write_text(json.dumps(rec, indent=2) + "\n")
    # 4. 7944034: an autosave slot (one line, the "kept" summary)
    s = play("xeno-30", 12, 14, [Seat.human(), Seat.ai("beginner")])
    rec = base(s, 0) | {
        "start_position": s.rules.state_to_text(s.states[0]),
        "seats": [x.to_json() for x in s.seats],
        "moves": s.move_texts,
        "cursor": len(s.move_texts),
        "result": None,
        "app_version": "0.1.0",
        "date": "2026-12-02T07:00:05+00:00",
        "kept": {"name": "Xeno", "players": ["Pink: Human", "Black: AI (Beginner)"]},
    }
    (OUT / "v1-autosave-slot-xeno.json").write_text(json.dumps(rec) + "\n")
    # 5. 5b4c9dd: clocks, lost on time
    s = play("oxono", 5, 15, [Seat.human(), Seat.ai("medium")])
    times = [[300.0 - 7 * i, 300.0 - 3 * i] for i in range(len(s.states))]
    rec = base(s, 0) | {
        "start_position": s.rules.state_to_text(s.states[0]),
        "seats": [x.to_json() for x in s.seats],
        "moves": s.move_texts,
        "cursor": len(s.move_texts),
        "result": {
            "winner": 0,
            "scores": [1.0, 0.0],
            "reason": "Black ran out of time",
            "resigned": 1,
            "time_out": True,
        },
        "app_version": "0.1.0",
        "date": "2026-12-03T22:41:09+00:00",
        "time_control": "5+3",
        "time_left": times,
    }
    (OUT / "v1-clock-oxono-time-out.json").write_text(json.dumps(rec, indent=2) + "\n")
    # 6. three players, a finished game played to the end by the rules
    s = play("xeno-30", 400, 16, [Seat.human(), Seat.ai("easy"), Seat.ai("easy")], {"players": 3})
    print("3p over:", s.is_over, s.length)
    rec = base(s, 0) | {
        "start_position": s.rules.state_to_text(s.states[0]),
        "seats": [x.to_json() for x in s.seats],
        "moves": s.move_texts,
        "cursor": len(s.move_texts),
        "result": None,
        "app_version": "0.1.0",
        "date": "2026-12-02T12:00:00+00:00",
    }
    (OUT / "v1-cursor-xeno-3-players.json").write_text(json.dumps(rec, indent=2) + "\n")

    # the 3-player game's result as the app wrote it
    o = s.final_outcome()
    rec["result"] = {"winner": o.winner, "scores": list(o.scores), "reason": o.reason, "resigned": None}
    (OUT / "v1-cursor-xeno-3-players.json").write_text(json.dumps(rec, indent=2) + "\n")

    # f726bc5: a draw agreed over the network ("agreed": true, no player resigned)
    s = play("zeno", 9, 17, [Seat.human(), Seat.ai("easy")])
    rec = base(s, 0) | {
        "start_position": s.rules.state_to_text(s.states[0]),
        "seats": [x.to_json() for x in s.seats],
        "moves": s.move_texts,
        "cursor": len(s.move_texts),
        "result": {
            "winner": None,
            "scores": [0.5, 0.5],
            "reason": "a draw agreed",
            "resigned": None,
            "agreed": True,
        },
        "app_version": "0.1.0",
        "date": "2026-12-04T20:02:05+00:00",
    }
    (OUT / "v1-agreed-draw-zeno.json").write_text(json.dumps(rec, indent=2) + "\n")

    # the statistics' fixture: each game's result is written in its name and in its record
    ST = OUT / "stats"

    def write(name, s, resigned, date):
        r = s.rules
        result = None
        if resigned is not None:
            n = len(s.seats)
            result = {
                "winner": 1 - resigned if n == 2 else None,
                "scores": [0.0 if p == resigned else 1.0 for p in range(n)],
                "reason": "resigned",
                "resigned": resigned,
            }
        elif s.final_outcome() is not None:
            o = s.final_outcome()
            result = {"winner": o.winner, "scores": list(o.scores), "reason": o.reason, "resigned": None}
        rec = base(s, 0) | {
            "start_position": r.state_to_text(s.states[0]),
            "seats": [x.to_json() for x in s.seats],
            "moves": s.move_texts,
            "cursor": len(s.move_texts),
            "result": result,
            "app_version": "0.1.0",
            "date": date,
        }
        (ST / name).write_text(json.dumps(rec, indent=2) + "\n")

    H, A = Seat.human(), Seat.ai
    write("a-oxono-you-beat-easy.json", play("oxono", 4, 21, [H, A("easy")]), 1, "2026-11-25T10:00:00+00:00")
    write("b-oxono-easy-beat-you.json", play("oxono", 5, 22, [A("easy"), H]), 1, "2026-11-26T10:00:00+00:00")
    write(
        "c-oxono-medium-beat-you.json", play("oxono", 6, 23, [H, A("medium")]), 0, "2026-11-27T10:00:00+00:00"
    )
    write(
        "d-oxono-medium-unfinished.json",
        play("oxono", 3, 24, [H, A("medium")]),
        None,
        "2026-11-28T10:00:00+00:00",
    )
    write("e-oxono-two-friends.json", play("oxono", 4, 25, [H, H]), 0, "2026-11-29T10:00:00+00:00")
    write(
        "f-xspectrum-draw-with-hard.json",
        play("xspectrum", 200, 6, [H, A("hard")], {"draw_quiet_moves": 50}),
        None,
        "2026-11-30T10:00:00+00:00",
    )
    write(
        "g-xspectrum-you-beat-hard.json",
        play("xspectrum", 7, 27, [A("hard"), H]),
        0,
        "2026-12-01T10:00:00+00:00",
    )
    write(
        "h-zeno-easy-v-medium.json",
        play("zeno", 6, 28, [A("easy"), A("medium")]),
        1,
        "2026-12-02T10:00:00+00:00",
    )


if __name__ == "__main__":
    main()
