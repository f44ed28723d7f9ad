"""X Spectrum's move generator on packed boards (tables: :mod:`desktop.games.xspectrum.engine_tables`).

A board is a sequence of 64 square numbers (a tuple in positions, a list in
playouts).  An engine move is ``(origin, target, left, arrives, tag)``:

- a slide or jump: ``origin`` is left holding ``left`` (0 when the whole
  square moves), ``target`` then holds ``arrives`` (the mover, or the
  arrangement it chose on a friendly square); ``tag`` is 0 for the whole
  square, ``1 + role`` for a piece leaving its combination;
- a rearrangement: ``(square, square, new, new, REARRANGE_TAG)``;
- a re-entry: ``(-1, start square, piece id, single piece, ENTER_TAG)``.

Each rules move is one engine move and back (:meth:`XSpectrumEngine.rules_move`).

What mirrors which function of :mod:`~desktop.games.xspectrum.movement` (for speed):
:func:`generate` its ``generate`` (``targets`` and ``_landings``: a slide stops on the
first square that is not empty, a jump runs over the pieces next to it and stops on the
first empty square); :func:`has_move` its ``has_move``; :func:`captures` the captures of
``generate``; :func:`reach` ``evaluation._reach`` (every square ``targets`` gives).  The four
walk the board the same way, each written out: one walk serving them all (the squares
reached by each moving stack or piece, then what to do there) made :func:`generate`
1.25-1.3x slower (8.6-9.0 µs a call against 11.2 µs, 240 positions of seeded games).
"""

from __future__ import annotations

from collections.abc import Sequence

from desktop.games.xspectrum.engine_tables import (
    CUTS,
    ENTER_TAG,
    JOIN,
    JUMP_RAYS,
    MOVERS,
    OWNER,
    PIPS,
    REARR,
    REARRANGE_TAG,
    SINGLE,
    START,
)

Move = tuple[int, int, int, int, int]


def generate(board: Sequence[int], player: int, reserve: int) -> list[Move]:
    """Every legal move of ``player``, captures first."""
    caps: list[Move] = []
    quiet: list[Move] = []
    add = quiet.append
    take = caps.append
    owner = OWNER
    join = JOIN
    for o in range(64):
        s = board[o]
        if not s or owner[s] != player:
            continue
        cuts = CUTS[o]
        for tag, arr, left, slides, jump in MOVERS[s]:
            for d, r in slides:
                for t in cuts[d][r]:
                    x = board[t]
                    if not x:
                        add((o, t, left, arr, tag))
                        continue
                    if owner[x] != player:
                        take((o, t, left, arr, tag))
                    else:
                        for res in join[x].get(arr, ()):
                            add((o, t, left, res, tag))
                    break
            if jump:
                for ray in JUMP_RAYS[o]:
                    if not board[ray[0]]:
                        continue
                    k = 1
                    n = len(ray)
                    while k < n:
                        t = ray[k]
                        x = board[t]
                        if not x:
                            add((o, t, left, arr, tag))
                            break
                        if owner[x] != player:
                            take((o, t, left, arr, tag))
                        else:
                            for res in join[x].get(arr, ()):
                                add((o, t, left, res, tag))
                        if k >= jump:
                            break
                        k += 1
        for res in REARR[s]:
            add((o, o, res, res, REARRANGE_TAG))
    if reserve:
        start = START[player]
        single = SINGLE[player]
        for pc in range(9):
            if reserve >> 2 * pc & 3 and not board[start[pc]]:
                add((-1, start[pc], pc, single[pc], ENTER_TAG))
    if caps:
        caps.extend(quiet)
        return caps
    return quiet


def captures(board: Sequence[int], player: int) -> list[Move]:
    """Every capturing move of ``player`` (in :func:`generate`'s order)."""
    caps: list[Move] = []
    take = caps.append
    owner = OWNER
    for o in range(64):
        s = board[o]
        if not s or owner[s] != player:
            continue
        cuts = CUTS[o]
        for tag, arr, left, slides, jump in MOVERS[s]:
            for d, r in slides:
                for t in cuts[d][r]:
                    x = board[t]
                    if x:
                        if owner[x] != player:
                            take((o, t, left, arr, tag))
                        break
            if jump:
                for ray in JUMP_RAYS[o]:
                    if not board[ray[0]]:
                        continue
                    k = 1
                    n = len(ray)
                    while k < n:
                        x = board[ray[k]]
                        if not x:
                            break
                        if owner[x] != player:
                            take((o, ray[k], left, arr, tag))
                        if k >= jump:
                            break
                        k += 1
    return caps


def has_move(board: Sequence[int], player: int, reserve: int) -> bool:
    """Whether ``player`` has a legal move (stops at the first one)."""
    owner = OWNER
    join = JOIN
    for o in range(64):
        s = board[o]
        if not s or owner[s] != player:
            continue
        if REARR[s]:
            return True
        cuts = CUTS[o]
        for _, arr, _, slides, jump in MOVERS[s]:
            for d, r in slides:
                for t in cuts[d][r]:
                    x = board[t]
                    if not x or owner[x] != player or arr in join[x]:
                        return True
                    break
            if jump:
                for ray in JUMP_RAYS[o]:
                    if not board[ray[0]]:
                        continue
                    k = 1
                    n = len(ray)
                    while k < n:
                        x = board[ray[k]]
                        if not x or owner[x] != player or arr in join[x]:
                            return True
                        if k >= jump:
                            break
                        k += 1
    if reserve:
        start = START[player]
        for pc in range(9):
            if reserve >> 2 * pc & 3 and not board[start[pc]]:
                return True
    return False


def reach(board: Sequence[int], player: int) -> tuple[int, int]:
    """(mobility, best enemy pips capturable in one move) of ``player``, as the evaluation counts them:
    every square each stack and each leaving piece can end on, friendly ones included."""
    mobility = 0
    best = 0
    owner = OWNER
    for o in range(64):
        s = board[o]
        if not s or owner[s] != player:
            continue
        cuts = CUTS[o]
        for _, _, _, slides, jump in MOVERS[s]:
            for d, r in slides:
                for t in cuts[d][r]:
                    mobility += 1
                    x = board[t]
                    if x:
                        if owner[x] != player and PIPS[x] > best:
                            best = PIPS[x]
                        break
            if jump:
                for ray in JUMP_RAYS[o]:
                    if not board[ray[0]]:
                        continue
                    k = 1
                    n = len(ray)
                    while k < n:
                        mobility += 1
                        x = board[ray[k]]
                        if not x:
                            break
                        if owner[x] != player and PIPS[x] > best:
                            best = PIPS[x]
                        if k >= jump:
                            break
                        k += 1
    return mobility, best
