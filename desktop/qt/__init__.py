"""The Qt layer: the window shell (``shell/``), flat-board views (``boards/``), the Xeno ball (``ball/``)."""
