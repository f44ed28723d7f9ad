"""Xeno Games: Xeno, Zeno, Oxono and X Spectrum at one screen and against the AI."""

__version__ = "0.1.0"
