"""Krieg Eterna: three rounds of bluffing with shared unit, power and King decks.

Rules: 002_551703699b856b1d.txt. The package exports GAME (simulator.core.game.Game).
"""
from __future__ import annotations

from importlib import resources

from ...core.game import Capabilities, Game, Option
from ...core.table import TableDescription
from .cards import RULE_SOURCE
from .decklist import DECKLIST
from .deckbuilding import DECK_BUILDING
from .decks import DECK_NAMES, load_decks
from .evaluation import EVALUATION
from .keywords import card_keywords, glossary
from .rules import KriegRules


def _table() -> TableDescription:
    from .table import KriegTable
    return KriegTable()


_RULES = KriegRules()

GAME = Game(
    name="krieg",
    title="Krieg Eterna",
    rules=_RULES,
    seats=(2, 4),
    deck_names=DECK_NAMES,
    load_decks=load_decks,
    evaluation=EVALUATION,
    table=_table,
    options=(
        Option("teams", bool, False, "two teams of two: seats 1+3 against 2+4 (4 players only)"),
        Option("first_seat", int, 0, "the seat that opens the first round", seat=True),
    ),
    supports_teams=True,
    capabilities=Capabilities(concede=_RULES.concede_allowed, determinizer=_RULES.determinizer, decklist=DECKLIST,
                              quiet_apply=_RULES.apply_quiet, deck_building=DECK_BUILDING),
    notes="three shared decks (unit, power, King); 2-4 players, free-for-all or 2v2 teams",
    sources={RULE_SOURCE: "Krieg rules"},     # the How to Play page
    help_text=lambda: resources.files(__name__).joinpath("help.md").read_text(encoding="utf-8"),
    puzzles=lambda: resources.files(__name__).joinpath("puzzles.json").read_text(encoding="utf-8"),
    glossary=glossary,              # keywords.json, loaded once
    card_keywords=card_keywords,    # read from the card data, not from the glossary
)
