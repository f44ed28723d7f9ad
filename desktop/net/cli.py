"""``xeno-games host`` and ``xeno-games join``: a whole game over the network, headless.

Every seat of this computer is played by the AI (``--seat N=ai:LEVEL`` on the
host, ``--ai LEVEL`` on the joiner); a human seat needs the window, which
these commands do not open yet.  Each side prints the result and writes the
game record (``--out``, else the data folder's ``network/`` folder).
"""

from __future__ import annotations

import argparse
import datetime as _dt
import sys
import time
from pathlib import Path
from typing import Any

from desktop.assets import data_folder
from desktop.control.autosave import Autosaver
from desktop.core.clock import TimeControl
from desktop.core.language import Translatable
from desktop.core.protocol import GameRules
from desktop.core.records import save_record
from desktop.core.session import Session
from desktop.net.discovery import Advertiser, advert_of
from desktop.net.game import NetEvent, NetSeat
from desktop.net.invite import Invitation, InvitationError, normal_code, normal_fingerprint, split_address
from desktop.net.link import NetError


class NetCliText(Translatable):
    """The command line's help."""


HEADLESS = (
    "a human seat needs the window, and playing over the network in the window is not ready yet: "
    "give the seats of this computer to the AI ({hint})"
)


class NetCliError(Exception):
    """Bad input to ``host`` or ``join``: one line, status 2."""


def record_path(out: str | None, game: str, role: str) -> Path:
    if out:
        return Path(out)
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    folder = data_folder() / "network"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / f"{game}-{role}-{stamp}.json"


def add_host_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("game", help=NetCliText.tr("the game's name (as in xeno-games perft)"))
    p.add_argument(
        "--port", type=int, default=0, help=NetCliText.tr("the port to listen on (0: any free port)")
    )
    p.add_argument(
        "--bind", default="0.0.0.0", help=NetCliText.tr("the address to listen on (default: every one)")
    )
    p.add_argument(
        "--address", help=NetCliText.tr("the address the invitation shows (default: this computer's)")
    )
    p.add_argument("--code", help=NetCliText.tr("the code joiners must know (default: a new random one)"))
    p.add_argument(
        "--seat",
        action="append",
        metavar="N=WHO",
        help=NetCliText.tr(
            "seat N (1, 2, …) is host, remote or ai:LEVEL (default: 1=host, the others remote)"
        ),
    )
    p.add_argument(
        "-o", "--option", action="append", metavar="KEY=VALUE", help=NetCliText.tr("a game option")
    )
    p.add_argument(
        "--seed", type=int, default=0, help=NetCliText.tr("the seed of the game's shuffle and the AI")
    )
    p.add_argument(
        "--nodes", type=int, help=NetCliText.tr("a node budget for every AI move (repeatable games)")
    )
    p.add_argument(
        "--clock",
        default="none",
        help=NetCliText.tr("a time control: none, 5+3 (minutes + seconds), 30 s/move"),
    )
    p.add_argument(
        "--announce",
        action="store_true",
        help=NetCliText.tr(
            "show the game in the Join dialogs on this network (mDNS) until every seat is taken"
        ),
    )
    _add_answers_and_output(p)


def _add_answers_and_output(p: argparse.ArgumentParser) -> None:
    """What host and join both take: the answers to the other side's requests, the record, -q."""
    p.add_argument(
        "--undo", choices=("accept", "refuse"), default="refuse", help=NetCliText.tr(
            "the answer to undo requests"
        )
    )
    p.add_argument(
        "--draw",
        choices=("accept", "refuse"),
        default="refuse",
        help=NetCliText.tr("the answer to draw offers"),
    )
    p.add_argument("--out", help=NetCliText.tr("the game record to write (default: in the data folder)"))
    p.add_argument("-q", "--quiet", action="store_true", help=NetCliText.tr("no line per move"))


def add_join_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("address", nargs="?", help=NetCliText.tr("HOST:PORT (or give --invitation)"))
    p.add_argument("--code", help=NetCliText.tr("the host's code, e.g. 7K4-Q2M"))
    p.add_argument("--fingerprint", help=NetCliText.tr("the host's certificate fingerprint (64 hex digits)"))
    p.add_argument(
        "--invitation", help=NetCliText.tr("the whole invitation text (address, code and fingerprint)")
    )
    p.add_argument("--ai", metavar="LEVEL", help=NetCliText.tr("the AI plays this side (headless: required)"))
    p.add_argument("--nodes", type=int, help=NetCliText.tr("a node budget for every AI move"))
    p.add_argument("--name", default="Guest", help=NetCliText.tr("the name the host shows"))
    _add_answers_and_output(p)


def _check_level(level: str) -> None:
    from desktop.ai.levels import LEVELS, is_level

    if not is_level(level):
        raise NetCliError(f"unknown level {level!r} (known: {', '.join(LEVELS)}, match:ELO)")


def _check_nodes(nodes: int | None) -> None:
    if nodes is not None and not 1 <= nodes <= 10**9:
        raise NetCliError("--nodes must be from 1 to 1,000,000,000")


def host_seats(specs: list[str] | None, players: int) -> list[NetSeat]:
    seats = [NetSeat("host")] + [NetSeat("remote") for _ in range(players - 1)]
    for spec in specs or ():
        number, sep, who = spec.partition("=")
        if not sep or not number.strip().isdecimal() or not 1 <= int(number) <= players:
            raise NetCliError(f"--seat is N=WHO with N from 1 to {players}, not {spec!r}")
        try:
            seats[int(number) - 1] = NetSeat.parse(who)
        except ValueError as exc:
            raise NetCliError(str(exc)) from exc
        if seats[int(number) - 1].kind == "ai":
            _check_level(seats[int(number) - 1].level)
    return seats


def _show(events: list[NetEvent], session: Session[Any, Any], quiet: bool, side: str) -> None:
    for event in events:
        if event.kind == "moved":
            if not quiet:
                name = session.rules.player_name(session.state, event.seat or 0)
                print(f"{(event.ply or 0) + 1:>4}. {name}: {event.move}", flush=True)
        elif event.kind != "started" or not quiet:
            print(f"[{side}] {event.kind}: {event.text}", file=sys.stderr)


def _finish(session: Session[Any, Any] | None, path: Path, stopped: str | None) -> int:
    if session is None:
        print(f"no game: {stopped}")
        return 1
    save_record(session, path)
    outcome = session.final_outcome()
    if outcome is not None:
        print(f"Result: {outcome.reason} ({'-'.join(f'{s:g}' for s in outcome.scores)})")
    else:
        print(f"Unfinished after {session.length} moves: {stopped}")
    print(f"Record: {path}")
    return 0 if outcome is not None else 1


def run_host(args: argparse.Namespace, rules: GameRules[Any, Any], options: dict[str, Any]) -> int:
    """Host ``rules`` under ``options`` (read and checked by the caller from GAME and -o)."""
    from desktop.net.host import HostSession

    _check_nodes(args.nodes)
    if not 0 <= args.port <= 65535:
        raise NetCliError("--port must be from 0 to 65535")
    try:
        code = normal_code(args.code) if args.code else None
    except InvitationError as exc:
        raise NetCliError(str(exc)) from exc
    try:
        control = TimeControl.from_text(args.clock)
    except ValueError as exc:
        raise NetCliError(f"--clock: {exc}") from exc
    players = rules.num_players(rules.new_state(rules.check_options(options), args.seed))
    seats = host_seats(args.seat, players)
    if any(seat.kind == "host" for seat in seats):
        print(HEADLESS.format(hint="--seat 1=ai:medium"), file=sys.stderr)
        return 2
    saver = Autosaver(data_folder())
    try:
        host = HostSession(
            rules,
            options,
            seats,
            seed=args.seed,
            code=code,
            port=args.port,
            bind=args.bind,
            address=args.address,
            nodes=args.nodes,
            answer_undo=args.undo == "accept",
            answer_draw=args.draw == "accept",
            time_control=control,
            on_change=saver.save,
        )
    except OSError as exc:
        saver.close()
        raise NetCliError(f"cannot listen on port {args.port}: {exc.strerror or exc}") from exc
    print(f"Invitation: {host.invitation.text()}", flush=True)
    print(
        f"Code: {host.code}   waiting for {len(host.remotes)} player(s) to join…", file=sys.stderr, flush=True
    )
    path = record_path(args.out, rules.info.id, "host")
    announcer = _announcer(args)
    try:
        while not host.over:
            events = host.poll(0.05)
            _show(events, host.session, args.quiet, "host")
            if announcer is not None:
                advert = advert_of(host)
                if advert is not None:
                    announcer.advertise(advert)
                else:
                    announcer.withdraw()
        host.close("the game is over")
    except KeyboardInterrupt:
        host.close("the host quit")
        return _finish(host.session, path, "the host quit")
    finally:
        saver.close()
        if announcer is not None:
            announcer.close(wait=3.0)  # the goodbye sent before the process ends
    return _finish(host.session, path, None)


def _announcer(args: argparse.Namespace) -> Advertiser | None:
    """With ``--announce``: an advertiser on the interface the host listens on (every one for
    0.0.0.0)."""
    if not args.announce:
        return None
    return Advertiser(None if args.bind in ("0.0.0.0", "", "::") else [args.bind])


def run_join(args: argparse.Namespace) -> int:
    from desktop.net.join import JoinSession

    _check_nodes(args.nodes)
    try:
        if args.invitation:
            if args.address or args.code or args.fingerprint:
                raise NetCliError("--invitation holds the address, code and fingerprint: give it alone")
            invitation = Invitation.from_text(args.invitation)
            host, port, code = invitation.host, invitation.port, invitation.code
            fingerprint: str | None = invitation.fingerprint
        else:
            if not args.address or not args.code:
                raise NetCliError("join needs HOST:PORT and --code, or --invitation")
            host, port = split_address(args.address)
            code = normal_code(args.code)
            fingerprint = normal_fingerprint(args.fingerprint) if args.fingerprint else None
    except InvitationError as exc:
        raise NetCliError(str(exc)) from exc
    if args.ai is None:
        print(HEADLESS.format(hint="--ai medium"), file=sys.stderr)
        return 2
    _check_level(args.ai)
    if fingerprint is None:
        print(
            "warning: no fingerprint: the host's certificate is not checked, so someone in the middle "
            "could pose as the host (give --invitation or --fingerprint)",
            file=sys.stderr,
        )
    saver = Autosaver(data_folder())
    joiner = JoinSession(
        host,
        port,
        code,
        fingerprint,
        name=args.name[:40],
        ai_level=args.ai,
        nodes=args.nodes,
        answer_undo=args.undo == "accept",
        answer_draw=args.draw == "accept",
        on_change=saver.save,
    )
    try:
        joiner.connect()
    except NetError as exc:
        saver.close()
        raise NetCliError(str(exc)) from exc
    game = "game"
    path: Path | None = None
    try:
        deadline_after_over: float | None = None
        while joiner.stopped is None:
            events = joiner.poll(0.05)
            session = joiner.session
            if session is not None:
                game = session.rules.info.id
                _show(events, session, args.quiet, "join")
            if joiner.over:
                deadline_after_over = deadline_after_over or time.monotonic() + 0.5
                if time.monotonic() > deadline_after_over:
                    break
        joiner.close("the game is over")
    except KeyboardInterrupt:
        joiner.close("the player left")
    finally:
        saver.close()
    path = record_path(args.out, game, "join")
    return _finish(joiner.session, path, joiner.stopped)
