"""Entry script for the PyInstaller build: the same entry as ``xeno-games``."""

from desktop.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
