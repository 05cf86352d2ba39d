"""Exodus TCG: energy piles, creatures whose strength is their energy, symmetries at
instant speed on one stack, 10 Life Points; 1v1, 2v2 teams and free-for-all of 3-4 players.
Rules: 004_b4262328bed7ba97.txt (Advanced Rules & Card Rulings) and the basic turn decided in
../shared/DESIGN.md, kept as named parameters in params.py. The package exports GAME.

Decisions where the document is silent or disagrees (DESIGN.md "Where the rules are
silent", each tested in tests/games/exodus):
- The basic turn (params.py): 10 Life Points, 3 + 3 starting hand, Draw / Energy /
  Creature / Attack / End, 3 cards drawn split as the player chooses, up to 3 energy a
  turn onto new or blank piles (a pile without a creature holds at most 3) or under your
  unfrozen creatures, summoning onto blank piles, strength = unfrozen energy; every phase
  opens a round of responses at its start and at its end, each player asked in turn order
  from the turn player (none in the middle of a draw).
- Creature Abilities, Afterthoughts and symmetries share one speed; the Tanglewood Snag and
  Amethyst Voidcap rulings are exceptions for those cards only.
- A Deck Recycle shuffles the graveyard's creatures and symmetries into a new Main Deck;
  energy stays in the graveyard.
- In 2v2 an "each opponent" effect hits the shared Life Points once per opponent.
- A card frozen during its owner's turn unfreezes at the end of the owner's next turn
  after that one.
- After Eeventide's tiebreak the player who Awakened wins.
- The mulligan exists in 2v2 only and returns cards to the deck they came from.
- Vanciere stops shuffles and draws from both decks.
- An attacker that stops attacking through Playback counts as having attacked.
Our own (engine) decisions:
- Besides the rounds at each phase's start and end, players may play symmetries and
  Abilities whenever something goes on the stack and when an attack is declared; players
  with nothing they could play are not asked. The turn player may play them at any time in
  their turn; ending a phase is their pass in the round at its end.
- Players answering the same thing in one round of responses answer it, not each other: the
  turn player's resolves first (004 Priority), then the next player's in turn order.
- A symmetry can be played only when its cost could be paid then; the cost itself is paid
  as it begins resolving (004 Costs).
- Targets of a played symmetry or an activated Ability are declared as it is played;
  triggered Abilities choose theirs as they begin resolving.
- The energy played this turn may be rearranged in the Energy Phase (004 Energy Movement,
  narrower than DESIGN's "free energy"), each card once (keeps the phase finite).
- A player who cannot draw (empty Main Deck, nothing to recycle) draws nothing; there is no
  loss by decking.
- A game ends at the turn limit, or sooner once it has run dry (no energy left outside the
  graveyards) and every player has had a whole turn since with no Life Points changing
  (dry.py): the most Life Points win, then the tiebreak (params.LENGTH_BOUND).
- An attacker that leaves play during its attack and stays as an Afterthought is no longer a
  creature: its attack ends without damage and Howling Synthesis has nothing to switch.
- The log never names a card the other players cannot see: a search that does not say
  "reveal" puts "a creature" into the hand (Sign of the Crow).
- Two teammates' Erodas pulling the team's one energy at the end of a turn (004 Eroda: "they
  may come to a mutual agreement"): they resolve in turn order, the turn player's first (004
  Priority); the engine cannot ask two players to agree.
- Conceding (004 is silent; concede.py): in 1v1 the other player wins; in 2v2 the conceding
  player's team loses (teammates share Life Points and a field, so one cannot leave alone);
  in a free-for-all the player leaves as a defeated player does and the rest play on until
  one remains.
"""
from __future__ import annotations

from importlib import resources

from ...core.game import Capabilities, Game, Option
from ...core.table import TableDescription
from ..common.keywords import glossary_of
from .cards import RULE_SOURCE
from .decklist import DECKLIST
from .deckbuilding import DECK_BUILDING
from .decks import deck_names, load_decks
from .evaluation import EVALUATION
from .keywords import card_keywords
from .params import BASIC_TURN
from .rules import ExodusRules


def _table() -> TableDescription:
    from .table import ExodusTable
    return ExodusTable()


_glossary = glossary_of(__name__)


_RULES = ExodusRules()

GAME = Game(
    name="exodus",
    title="Exodus TCG",
    rules=_RULES,
    seats=(2, 4),
    deck_names=deck_names(),
    load_decks=load_decks,
    evaluation=EVALUATION,
    table=_table,
    options=(
        Option("teams", bool, False, "two teams of two sharing Life Points and a field: seats 1+3 against 2+4 "
                                     "(4 players only; otherwise free-for-all)"),
        Option("first_seat", int, None, "the seat that goes first (default: drawn at random)", seat=True),
    ),
    supports_teams=True,
    capabilities=Capabilities(turn_seat=lambda st: st.turn, determinizer=_RULES.determinizer,
                              quiet_apply=_RULES.apply_quiet, decklist=DECKLIST,
                              concede=_RULES.concede_allowed, deck_building=DECK_BUILDING),
    notes="Main and Energy Decks, 10 Life Points, energy piles; 1v1, 2v2 teams or free-for-all of 3-4",
    sources={RULE_SOURCE: "Exodus rulings", BASIC_TURN: "Exodus basic turn"},
    help_text=lambda: resources.files(__name__).joinpath("help.md").read_text(encoding="utf-8"),
    puzzles=lambda: resources.files(__name__).joinpath("puzzles.json").read_text(encoding="utf-8"),
    glossary=_glossary,
    card_keywords=card_keywords,
)


# The modules a wheel or editable build compiles with mypyc (simulator/_build_compiled.py); the
# others stay Python (the table's words, review, deck files, and classes on interpreted bases).
COMPILED_MODULES = (
    "battle", "cards", "concede", "decks", "dry", "evaluation", "field", "keywords", "legality",
    "moves", "observe", "ops_core", "ops_set12", "ops_set34", "ops_set34_b", "ops_set5",
    "ops_set5_b", "params", "resolve", "reveal", "rules", "scans", "state", "targets", "triggers",
    "turns", "vocab", "vocab_set12", "vocab_set34", "vocab_set5", "zones",
)
