"""Entry script for the PyInstaller build: the same entry as ``xeno-games``.

The lean bundle ships Qt's xcb platform only (no Wayland plugin), so on a
Wayland desktop Qt runs through XWayland with a GLX context:
- Qt is told to use xcb when there is an X display (otherwise it first looks
  for the missing Wayland plugin and prints a warning at every start);
- PyOpenGL would pick its EGL back end there (it looks at ``XDG_SESSION_TYPE``),
  so it is pointed at GLX to match Qt.
Either choice made by the user in the environment wins.
"""

import os

if os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
os.environ.setdefault("PYOPENGL_PLATFORM", "glx")

from desktop.cli import main  # after the environment is set

if __name__ == "__main__":
    raise SystemExit(main())
