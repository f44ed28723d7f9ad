"""``python -m desktop`` runs the same entry as the ``xeno-games`` script."""

from desktop.cli import main

raise SystemExit(main())
