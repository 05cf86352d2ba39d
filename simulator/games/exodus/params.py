"""The Exodus basic turn as named parameters of the ruleset.

Our rules document (004, Advanced Rules & Card Rulings) does not give the basic turn; the
project decided it in ../shared/DESIGN.md "Where the rules are silent" (Exodus TCG's basic
turn). Every number and switch of that decision lives here, each with that note as its
source, so a correction is made in one place.
"""
from __future__ import annotations

from dataclasses import dataclass

BASIC_TURN = "DESIGN.md, Where the rules are silent: Exodus TCG's basic turn"
"""The source every parameter below cites."""

PHASES = ("draw", "energy", "creature", "attack", "end")


@dataclass(frozen=True)
class Ruleset:
    """The decided basic turn (source: BASIC_TURN for every field)."""

    life: int = 10                     # 10 Life Points each (a team shares one total)
    opening_main: int = 3              # starting hand: 3 Main Deck cards ...
    opening_energy: int = 3            # ... and 3 Energy Deck cards
    draw_per_phase: int = 3            # Draw Phase: 3 cards, split between the decks as the player chooses
    energy_per_phase: int = 3          # Energy Phase: up to 3 energy from hand onto piles or unfrozen creatures
    pile_max: int = 3                  # a pile without a creature holds at most 3 energy (from hand)
    first_skips_draw: bool = True      # the first player skips their first Draw Phase
    first_cannot_attack: bool = True   # ... and cannot attack on their first turn
    main_min: int = 20                 # Main Deck: at least 20 creatures / symmetries
    energy_min: int = 20               # Energy Deck: at least 20 energy
    max_copies: int = 2                # at most 2 copies of a name in the Main Deck
    deck_max: int = 120                # a bound on a deck's size (untrusted files), not a rule
    phases: tuple[str, ...] = PHASES   # Draw, Energy, Creature, Attack, End
    # "Every phase opens a window at its start and at its end in which each player, in turn
    # order from the active player, may play symmetries and Abilities; nothing is played in
    # the middle of a Draw Phase" (004 Vortex; Playing During the Draw Phase): the phases
    # that open one at their start, and at their end (the turn player ending a phase has
    # passed in that one: it asks the others)
    window_at_start: tuple[str, ...] = PHASES
    window_at_end: tuple[str, ...] = PHASES
    turn_limit: int = 120              # LENGTH_BOUND: the game ends when this many turns were taken
    recycles_per_turn: int = 1         # LENGTH_BOUND: natural Deck Recycles per player per turn
    dry_end: bool = True               # LENGTH_BOUND: a game run dry ends a round later (dry.py)


LENGTH_BOUND = "the engine's game-length bound (the rules have no end but Life Points)"
"""The source of turn_limit: our decision, not the document's. Energy is not recycled, so a
game can stall with no energy left on either side; at the limit the side with the most Life
Points wins, then the document's tiebreak order (004 Eeventide): most energy on the field,
most creatures, most cards in hand; still equal, a draw. Free symmetries that draw could also
loop through Deck Recycles forever (draw the deck, recycle, draw it again): a player's
natural Deck Recycles are bounded per turn (recycles_per_turn); a draw that meets an empty
Main Deck after that draws nothing. A card that says "perform a Deck Recycle" is not bound.
A game run dry (dry_end, dry.py: no energy left outside the graveyards, so no creature can
be summoned and no cost paid) ends as at the turn limit once every player still in has had
a whole turn since with no Life Points changing, rather than waiting out the turn limit."""


RULESET = Ruleset()
