"""The window shell every game shares: main window, actions, dialogs, side panel, banner, help, settings."""
