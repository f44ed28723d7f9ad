"""Guard against a PySide6 reference-count bug that would crash the app.

PySide6 6.12.0 on Python 3.11 drops one reference to ``None`` on every call
of a C++ method that returns nothing (``label.setText(...)`` and the like):
it was built for Python ≥ 3.12, where ``None`` is immortal (PEP 683) and the
missing ``Py_INCREF(Py_None)`` is harmless.  On 3.11 ``None``'s count falls by
thousands per second of drawing and the interpreter aborts with
``Fatal Python error: none_dealloc`` — during a session or at exit.

:func:`install` detects the bug (it calls a void method and watches the
count) and, only when it is there, does what Python 3.12 does: gives
``None`` a reference count so large it can never reach zero.  ``None`` is a
static singleton that is never freed, so this changes nothing else.
The real fixes are Python ≥ 3.12 or a PySide6 without the bug.
"""

from __future__ import annotations

import ctypes
import sys

_ENORMOUS = 1 << 60
_installed = False


def pyside_drops_none() -> bool:
    """True when a void PySide6 call loses a reference to ``None``."""
    from PySide6.QtCore import QObject

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(100):
        probe.setObjectName("probe")
    return sys.getrefcount(None) < before - 50


def install() -> bool:
    """Make ``None`` effectively immortal if PySide6 needs it; True if applied."""
    global _installed
    if _installed or sys.version_info >= (3, 12):
        return _installed
    if pyside_drops_none():
        refcount = ctypes.c_ssize_t.from_address(id(None))
        refcount.value += _ENORMOUS
        _installed = True
    return _installed
