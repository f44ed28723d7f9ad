"""The Qt layer: windows, board views, dialogs and the AI worker.

Importing it first applies :mod:`desktop.qt.pyside_none_guard` (a PySide6
reference-count bug on Python 3.11 would otherwise abort the app).
"""

from desktop.qt.pyside_none_guard import install as _install_none_guard

_install_none_guard()
