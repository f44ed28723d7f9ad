"""Zeno: its QGraphicsScene drawing and its board view."""
