"""Play over the network: the protocol (``docs/network.md``), the host and the joiner.

- :mod:`desktop.net.frames`: frames and the schema of every message;
- :mod:`desktop.net.invite`: the invitation text, the code and its proof;
- :mod:`desktop.net.tls`: the per-game certificate and the joiner's pin;
- :mod:`desktop.net.link`: the handshake, and one connection's thread;
- :mod:`desktop.net.game`: seats, events, the position key, the game as a message;
- :mod:`desktop.net.host` / :mod:`desktop.net.join`: :class:`HostSession` and
  :class:`JoinSession`, driven by their ``poll()`` from the owner's thread;
- :mod:`desktop.net.cli`: ``xeno-games host`` and ``xeno-games join``.

No Qt here, and no game by name: games come through the registry.
"""
