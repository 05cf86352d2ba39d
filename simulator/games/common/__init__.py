"""Mechanics two or more games share, written once: the effect context and op registry
(effects.py), card-table loading (cards.py) and the value of a finished game
(evaluation.py). Pending choices and card-file checks live in core (core/choice.py,
core/carddata.py); deck errors and options in core/game.py."""
