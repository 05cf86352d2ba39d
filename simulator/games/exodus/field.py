"""Queries over the field (004 Field Tracking: what is in play): sides and teams, piles,
creatures and their strength, frozen cards, and who an effect's player words name (004
Multiplayer: "each player", "your opponent", "each opponent", "each player on your team")."""
from __future__ import annotations

from collections.abc import Iterator

from .cards import Card
from .context import face
from .scans import static_kinds_in_game
from .state import ExodusState


def side(st: ExodusState, seat: int) -> int:
    """The side (1v1 / free-for-all: the player; 2v2: the team) of a seat."""
    return st.team[seat]


def team_seats(st: ExodusState, seat: int) -> list[int]:
    """The players on a seat's team, the seat first (004 Multiplayer: "each player on your team")."""
    if st.mode != "teams":
        return [seat]                     # (every seat its own side)
    return [seat] + [s for s in st.order if s != seat and st.team[s] == st.team[seat]]


def opponents(st: ExodusState, seat: int) -> list[int]:
    """Every active opponent, in turn order from the seat (004 Multiplayer: "each opponent")."""
    k = st.order.index(seat)
    ring = st.order[k + 1:] + st.order[:k]
    return [s for s in ring if st.team[s] != st.team[seat] and st.life[st.team[s]] > 0]


def opposing_sides(st: ExodusState, seat: int) -> list[int]:
    """The sides still in the game that are not the seat's."""
    out: list[int] = []
    for s in opponents(st, seat):
        if st.team[s] not in out:
            out.append(st.team[s])
    return out


def seats_of_side(st: ExodusState, sd: int) -> list[int]:
    """The seats of a side, in turn order."""
    return [s for s in st.order if st.team[s] == sd]


def piles_of_side(st: ExodusState, sd: int) -> Iterator[tuple[int, list[int]]]:
    """(seat, pile) for every pile of a side's field."""
    for s in st.order:
        if st.team[s] == sd:
            for pile in st.piles[s]:
                yield s, pile


def creatures_of_side(st: ExodusState, sd: int) -> list[int]:
    """The creatures on a side's field."""
    team = st.team                        # (piles_of_side, without the generator)
    return [p[0] for s in st.order if team[s] == sd for p in st.piles[s] if p[0] >= 0]


def all_creatures(st: ExodusState) -> list[int]:
    """Every creature in play, seats in turn order."""
    piles = st.piles
    if st.n == 2:                         # (1v1, the common case: two flat passes, no nesting)
        first, second = st.order
        return [p[0] for p in piles[first] if p[0] >= 0] + [p[0] for p in piles[second] if p[0] >= 0]
    return [p[0] for s in st.order for p in piles[s] if p[0] >= 0]


def pile_of(st: ExodusState, card: int) -> tuple[int, list[int]] | None:
    """(seat, pile) holding a card (as its creature or as energy), or None."""
    for s in range(st.n):
        for pile in st.piles[s]:
            if card in pile:
                return s, pile
    return None


def controller(st: ExodusState, card: int) -> int:
    """The seat whose field holds a card in play (its pile's seat), else its owner."""
    found = pile_of(st, card)
    return found[0] if found is not None else st.owner[card]


def is_frozen(st: ExodusState, card: int) -> bool:
    """True while a card is frozen (004 Freeze)."""
    return card in st.frozen


def energy_of(st: ExodusState, creature: int) -> list[int]:
    """The energy under a creature, bottom first."""
    found = pile_of(st, creature)
    return found[1][1:] if found is not None else []


def strength(st: ExodusState, creature: int) -> int:
    """A creature's strength: its unfrozen energy (DESIGN basic turn; 004 Freeze: frozen
    energy does not count as damage dealt)."""
    return sum(1 for e in energy_of(st, creature) if e not in st.frozen)


def is_blank(st: ExodusState, pile: list[int]) -> bool:
    """A blank pile: energy with no creature on it."""
    return pile[0] < 0 and len(pile) > 1


def summonable(st: ExodusState, pile: list[int]) -> bool:
    """A pile a creature may be summoned onto: blank, with no frozen energy (004 Freeze)."""
    return pile[0] < 0 and len(pile) > 1 and not (st.frozen and any(e in st.frozen for e in pile[1:]))


def in_play(st: ExodusState, card: int) -> bool:
    """True for a card on the field: a creature, energy, a symmetry or an Afterthought in play."""
    o = st.owner[card]
    return card in st.syms[o] or card in st.afters[o] or pile_of(st, card) is not None


def creature_on_pile(st: ExodusState, card: int) -> bool:
    """True for a creature on top of a pile: in play as a creature (not as energy, a
    symmetry or an Afterthought)."""
    found = pile_of(st, card)
    return found is not None and found[1][0] == card


def is_rare(cards: tuple[Card, ...], st: ExodusState, card: int) -> bool:
    """Rare or higher (004 Terminology)."""
    return face(cards, st, card).is_rare


def has_static(cards: tuple[Card, ...], st: ExodusState, card: int, name: str) -> bool:
    """True when an active creature ability of this kind is on the card (not lost, not
    negated for the turn)."""
    return name in face(cards, st, card).static_names and not lost_ability(st, card)


def lost_ability(st: ExodusState, card: int) -> bool:
    """True when a card's Ability was removed or made inactive (004: cancel = inactive)."""
    for e in st.effects:
        if e["kind"] in ("lose_ability", "inactive") and e.get("card") == card:
            return True
    return False


def any_static_in_play(cards: tuple[Card, ...], st: ExodusState, name: str) -> bool:
    """Whether any creature in play has a card (either side) with a static ability of this
    kind: a quick "no" before asking about each card (kinds cached, scans.py)."""
    kinds = static_kinds_in_game(st, cards, name)
    if not kinds:
        return False                      # (most games hold no such card at all)
    k = st.kinds
    return any(p[0] >= 0 and k[p[0]] in kinds for ps in st.piles for p in ps)


def symmetry_immune(cards: tuple[Card, ...], st: ExodusState, card: int) -> bool:
    """Unaffected by symmetry cards: Lantern Leaflore and the energy attached to it (004
    Lantern Leaflore)."""
    if not any_static_in_play(cards, st, "symmetry_immune"):
        return False
    found = pile_of(st, card)
    if found is None:
        return False
    top = found[1][0]
    return top >= 0 and has_static(cards, st, top, "symmetry_immune")


def freeze_count(st: ExodusState) -> int:
    """The cards in play frozen by the keyword "freeze" (004 Crystal Command Andromeda)."""
    plain = {e["card"] for e in st.effects if e["kind"] == "unkeyworded"}
    return sum(1 for c in st.frozen if c not in plain)


def has_effect(st: ExodusState, kind: str, **match: int) -> bool:
    """True when a lasting effect of this kind matching every given field is active."""
    for e in st.effects:
        if e["kind"] == kind and all(e.get(k) == v for k, v in match.items()):
            return True
    return False


def next_turn_of(st: ExodusState, seat: int) -> int:
    """The turn number of a seat's next turn; during its own turn, the one after (DESIGN:
    a card frozen during its owner's turn unfreezes at the end of the owner's next turn
    after that one)."""
    k_now = st.order.index(st.turn)
    k = st.order.index(seat)
    ahead = (k - k_now) % st.n
    return st.turn_no + (ahead if ahead else st.n)
