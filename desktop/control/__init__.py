"""The game controller layer: session, seats, AI turns and hints as plain Python (no Qt).

:class:`~desktop.control.controller.GameController` is the model the window
and the tests drive; :mod:`desktop.control.searching` holds the searcher
interface with an in-process searcher (tests) and a child-process one (the app).
"""
