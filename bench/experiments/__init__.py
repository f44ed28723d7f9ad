"""One-off measurements kept with the figures they produced (each module says how to run it)."""
