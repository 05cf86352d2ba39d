"""Wonders of The First: seven realms opened one a round, stones seized by battles, three
actions a round. Rules: 001_fb4db07be16c967e.txt (Comprehensive Rules v1.3.2), sections 1-7.
The package exports GAME (simulator.core.game.Game).

"May" means the player chooses: every card text and ruling saying "may", "up to" or "choose"
offers a real choice (tests/games/wonders/test_may_means_choose.py walks them all), except
three the game makes for the player, listed below with the reason: who plays first (the
`first_seat` option or a coin flip), the shield's "you may" (always used to protect the card)
and how long an involuntary endless loop runs (stopped by the engine).

Decisions where the document is silent or disagrees (each tested in tests/games/wonders):
- "On Round N" triggers fire after the realm opens and energy and actions are added, before
  the draw (001 4 and 001 6 disagree; DESIGN.md).
- Realms are adjacent when their numbers differ by one (DESIGN.md).
- Only the defending side's protectors stop an attack (DESIGN.md).
- A copy of a nullified card copies the blank text (DESIGN.md; Echo of the Void): the copy
  is not nullified itself, yet nothing ends its blankness.
- Wonders is played by two players; the first player is drawn at random unless the
  `first_seat` option names one (001 4: a coin flip).
- A shield is always used against destruction and against an opponent's targeting, never
  against its controller's own targeting (001 7 Shield's "you may").
- Targets, realms and other choices of a played card are chosen as its effects resolve
  (001 5 Targeted Effects), not declared on play.
- Tokens: the printed archive tokens that meet an effect's minimum requirements (type,
  power, every class and keyword of the basic version and the classes the effect gives)
  are offered with a stand-in, the player choosing for each token; a printed token that is
  the basic version itself is used without asking, a stand-in being the same card (001 2
  Tokens). A copy is a token by being made one, whatever the copied card's tier.
- Feline Entity of Dreams' ward asks the opponent to spend 2 energy or have the targeting
  spell or effect nullified (what is left of it does nothing); a player without the energy
  is not asked; a spell that can't be nullified (Aetherion of Boundless) is not asked;
  two Feline Entities ask 2 energy each (001 6 Nullify).
- Nova Matrixbender may copy an item whatever its cost: items have no power to match
  (001 7 Symbiosis: "Some cards may use symbiosis to copy abilities of non-Wonder cards").
- Pastel Bloom Drake's replacement is chosen by its controller (its owner outside The
  World); it arrives in the realm chosen, a portaled Drake too (it is banished first, so it
  does not return where it was: 001 7 Portal, 001 5 Replacement Effects).
- Spells keep their effect as an "on play" ability: it resolves after the triggers their
  playing causes (001 5 Triggered Effects example 1) and is blank when nullified.
- The Mount of Helios's kingdom harvest gains infinite faith at once: the endless
  harvest-untap loop of 001 1 Infinity, settled by 001 5 Endless Loops.
- Face-down cards put into realms by Autumn, Essence Animated turn face up at the start of
  the next round, arriving as from The Abyss (001 5 Face-down Cards).
- Every card you play is offered to each open realm; a seek plays its card in the seeking
  card's realm (the latest open realm when it has none).
- After round 7 the winner is decided before "this round" effects stop (001 4 End of Round's
  Path of Light example wins over its general line that nullify ends with the round).
- Wonders arrive simultaneously when one effect puts them into The World together (the
  tokens one effect creates, face-down cards turning up); Wretched Mirror of Requiem then
  lets their controller choose the one sacrificed (001 6 Next Time).
- Autumn, Essence Animated: every active realm gets the same number of face-down cards and
  the player picks the realms that take the ones left over, before the shuffled cards are
  dealt (001 5 Distribute).
- "This round, nullify all items and lands" (Path of Light) nullifies the cards in The World
  as it resolves, not those arriving later that round (001 6 This Round).
- A card that can't be nullified (Aetherion of Boundless) refuses nullify effects, its
  source's own included; the card's controller's spells being played are covered too.
- A rage battle runs whole before the effects still waiting resolve (001 7 Rage): they are
  set aside while it is fought.
- Cards a seek reveals and does not play are buried in the order they were revealed (001 7
  Seek; the owner's choice of order is not asked: it changes nothing the players see).
- An involuntary endless loop is stopped by the engine after 20,000 steps of one action
  (001 5 Endless Loops asks the active player how many times; no card in the pool loops).
- "All Wonders here are X with base power N" abilities contradict only in the base power:
  every class applies, the most recently arrived card's base power wins (001 5).
- A card moving through several realms enters each one in between; what that triggers waits
  together and the active player orders it (001 6 Move's "in the order the realms were
  entered" is not enforced).
- Skraal chooses one "ON ARRIVAL" ability (printed or copied), not the keywords symbiosis,
  call or rage.
- A Wonder arriving beside an equipped Wonder of its controller offers that equipment a
  move (its controller's yes or no), a triggered effect like equipping (001 6 Equipment).
- Either player may concede at any moment of a game in progress, whoever is deciding, even
  mid-battle or mid-choice; the other player wins at once (001 5 Control: "they can still
  concede").
"""
from __future__ import annotations

from importlib import resources

from ...core.game import Capabilities, Game, Option
from ...core.table import TableDescription
from .cards import RULE_SOURCE
from .decklist import DECKLIST
from .deckbuilding import DECK_BUILDING
from .decks import deck_names, load_decks
from .evaluation import EVALUATION
from .keywords import card_keywords, glossary
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
    capabilities=Capabilities(concede=_RULES.concede_allowed, turn_seat=lambda st: st.turn,
                              determinizer=_RULES.determinizer, quiet_apply=_RULES.apply_quiet,
                              decklist=DECKLIST, deck_building=DECK_BUILDING),
    notes="two players, seven realms, 50-card decks with archives of printed tokens",
    sources={RULE_SOURCE: "Wonders rules"},
    help_text=lambda: resources.files(__name__).joinpath("help.md").read_text(encoding="utf-8"),
    puzzles=lambda: resources.files(__name__).joinpath("puzzles.json").read_text(encoding="utf-8"),
    glossary=glossary,
    card_keywords=card_keywords,
)


# The modules a wheel or editable build compiles with mypyc (simulator/_build_compiled.py); the
# others stay Python (the table's words, review, deck files, and classes on interpreted bases).
COMPILED_MODULES = (
    "acts", "battle", "cards", "conditions", "decks", "evaluation", "keywords", "kindindex",
    "legality", "moves", "observe", "ops_cards", "ops_flow", "ops_world", "plays", "power",
    "rounds", "rules", "targets", "tokens", "triggers", "world", "zones", "state",
)
