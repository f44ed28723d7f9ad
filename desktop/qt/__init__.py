"""The Qt layer: windows, board views, dialogs and the AI worker."""
