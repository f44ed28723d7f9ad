"""``python -m desktop`` runs the same entry as the ``xeno-games`` script."""

from desktop.cli import main

if __name__ == "__main__":  # not when multiprocessing's spawn imports this module
    raise SystemExit(main())
