"""Zeno: the rules engine, its decision-by-decision form for the AI, and its evaluation."""
