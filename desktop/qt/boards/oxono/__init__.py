"""Oxono: its QGraphicsScene drawing and its board view."""
