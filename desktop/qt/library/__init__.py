"""The Library window (Game ▸ Library…) and its statistics; the library itself is desktop/library."""
