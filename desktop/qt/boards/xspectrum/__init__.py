"""X Spectrum: its QGraphicsScene drawing and its board view."""
