"""Krieg Eterna: three rounds of bluffing with shared unit, power and King decks."""
