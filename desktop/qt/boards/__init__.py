"""The board views: the GameView contract, the flat-board base view, one package per flat-board game."""
