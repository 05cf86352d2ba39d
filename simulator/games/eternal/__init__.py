"""Eternal Card Game: two players, 25 health, power and influence, units, spells and the stack.

Rules: 000_6d0cea8edcfa8f82.txt, filled in by 003_5beb1e01c63d61a7.txt. The package
exports GAME (simulator.core.game.Game).

Relic weapons are read one way everywhere: a relic weapon is both a relic and a weapon.
000 1.3 makes it a weapon that "attaches to the player directly", and the card database
writes "a non-relic weapon" when it means to leave relic weapons out. So "the top unit or
weapon of your deck" (Temper, Warcry) can be a relic weapon, and "while you have a relic"
(Lucky Prospector) counts one (cards.TYPE_WORDS, cards.is_type). How it is played differs:
it goes to the player, not onto a unit (000 1.3, 4.31).
"""
from __future__ import annotations

from importlib import resources

from ...core.game import Capabilities, Game, Option
from ...core.table import TableDescription
from .cards import GUIDE, RULES
from .coverage import COVERAGE
from .decklist import DECKLIST
from .deckbuilding import DECK_BUILDING
from .decks import deck_names, load_decks
from .evaluation import EVALUATION
from .keywords import card_keywords, glossary
from .rules import EternalRules


def _table() -> TableDescription:
    from .table import EternalTable
    return EternalTable()


def _card_images() -> dict[str, str]:
    """Card id -> the official picture's https address from the card database (cards
    without one are left out); `tabletop images eternal` downloads them on request."""
    from .cards import card_table
    return {c.id: c.image for c in card_table() if c.image}


_RULES = EternalRules()

GAME = Game(
    name="eternal",
    title="Eternal Card Game",
    rules=_RULES,
    seats=(2, 2),
    deck_names=deck_names(),
    load_decks=load_decks,
    evaluation=EVALUATION,
    table=_table,
    options=(
        Option("first_seat", int, None, "the seat that goes first (default: drawn at random, 000 2.0)", seat=True),
        Option("redraws", int, 1, "redraws allowed in the opening (2: the second six-card redraw)", choices=(0, 1, 2)),
        Option("autopass", bool, True, "a response window with nothing playable passes by itself"),
    ),
    capabilities=Capabilities(concede=_RULES.concede_allowed, turn_seat=_RULES.turn_seat,
                              determinizer=_RULES.determinizer, decklist=DECKLIST,
                              quiet_apply=_RULES.apply_quiet, deck_building=DECK_BUILDING),
    notes="two players, 25 health, power and influence, the stack; a deck name, or two joined by '/'",
    sources={RULES: "Eternal rules",                 # Advanced Rules v1.0, numbered sections
             GUIDE: "Eternal gameplay guide"},       # the in-depth guide: zones, the stack, keywords
    help_text=lambda: resources.files(__name__).joinpath("help.md").read_text(encoding="utf-8"),
    puzzles=lambda: resources.files(__name__).joinpath("puzzles.json").read_text(encoding="utf-8"),
    card_images=_card_images,
    glossary=glossary,
    card_keywords=card_keywords,
    card_coverage=COVERAGE,
)
