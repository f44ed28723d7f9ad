"""The library of every game played: SQLite (standard library), statistics, the player's rating.

No Qt here: :mod:`desktop.library.store` keeps the games, :mod:`desktop.library.recorder`
listens to the game controller and stores each game played, :mod:`desktop.library.stats`
counts them, :mod:`desktop.library.cli` is ``xeno-games library``; the window is
:mod:`desktop.qt.library`.
"""
