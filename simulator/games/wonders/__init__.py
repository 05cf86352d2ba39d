"""Wonders of The First: seven realms opened one a round, stones seized by battles, three
actions a round. Rules: 001_fb4db07be16c967e.txt (Comprehensive Rules v1.3.2), sections 1-7.
The package exports GAME (simulator.core.game.Game).

Decisions where the document is silent or disagrees (each tested in tests/games/wonders):
- "On Round N" triggers fire after the realm opens and energy and actions are added, before
  the draw (001 4 and 001 6 disagree; DESIGN.md).
- Realms are adjacent when their numbers differ by one (DESIGN.md).
- Only the defending side's protectors stop an attack (DESIGN.md).
- A copy of a nullified card copies the blank text (DESIGN.md; not reachable with this pool).
- Wonders is played by two players; the first player is drawn at random unless the
  `first_seat` option names one (001 4: a coin flip).
- A shield is always used against destruction and against an opponent's targeting, never
  against its controller's own targeting (001 7 Shield's "you may").
- Targets, realms and other choices of a played card are chosen as its effects resolve
  (001 5 Targeted Effects), not declared on play.
- A printed token from the archive is used whenever the archive holds the very card an
  effect creates; otherwise a stand-in is made (001 2 Tokens).
- Spells keep their effect as an "on play" ability: it resolves after the triggers their
  playing causes (001 5 Triggered Effects example 1) and is blank when nullified.
- The Mount of Helios's kingdom harvest gains infinite faith at once: the endless
  harvest-untap loop of 001 1 Infinity, settled by 001 5 Endless Loops.
- Face-down cards put into realms by Autumn, Essence Animated turn face up at the start of
  the next round, arriving as from The Abyss (001 5 Face-down Cards).
- Every card you play is offered to each open realm; a seek plays its card in the seeking
  card's realm (the latest open realm when it has none).
"""
from __future__ import annotations

from importlib import resources

from ...core.game import Capabilities, Game, Option
from ...core.table import TableDescription
from .cards import RULE_SOURCE
from .decks import deck_names, load_decks
from .evaluation import EVALUATION
from .rules import WondersRules


def _table() -> TableDescription:
    from .table import WondersTable
    return WondersTable()


_RULES = WondersRules()

GAME = Game(
    name="wonders",
    title="Wonders of The First",
    rules=_RULES,
    seats=(2, 2),
    deck_names=deck_names(),
    load_decks=load_decks,
    evaluation=EVALUATION,
    table=_table,
    options=(
        Option("first_seat", int, None, "the seat that plays first (default: a coin flip, 001 4)", seat=True),
    ),
    capabilities=Capabilities(turn_seat=lambda st: st.turn, determinizer=_RULES.determinizer),
    notes="two players, seven realms, 50-card decks with archives of printed tokens",
    sources={RULE_SOURCE: "Wonders rules"},
    help_text=lambda: resources.files(__name__).joinpath("help.md").read_text(encoding="utf-8"),
)
