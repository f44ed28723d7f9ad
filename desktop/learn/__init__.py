"""Learning by playing: the lessons (``resources/lessons/<game>.json``) and their loader.

No Qt here: this layer sits beside ``desktop/control`` and knows a game only
through the registry (``desktop.games.registry.resolve``).
"""
