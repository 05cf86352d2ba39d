"""Where Krieg cards are and how they move: rows, hands, graveyards, set-aside, seats."""
from __future__ import annotations

from functools import cache

from .cards import Card
from .state import KriegState


def opponents(st: KriegState, seat: int) -> list[int]:
    """Seats opposing `seat`: the other team in a team game, everyone else otherwise;
    never a seat that has conceded and left the game (concede.py)."""
    if st.left:
        return [s for s in opposing(st.n, st.teams, seat) if s not in st.left]
    return list(opposing(st.n, st.teams, seat))


@cache   # a handful of seatings, asked about at every evaluation
def opposing(n: int, teams: bool, seat: int) -> tuple[int, ...]:
    """opponents() of `seat` at a table of n seats, as a tuple."""
    if teams:
        return tuple(s for s in range(n) if s % 2 != seat % 2)
    return tuple(s for s in range(n) if s != seat)


def locate_unit(st: KriegState, unit: int) -> tuple[int, int] | None:
    """(seat, row) of a unit on the field, or None."""
    for seat, side in enumerate(st.rows):
        for r, row in enumerate(side):
            if unit in row:
                return seat, r
    return None


def field_units(st: KriegState, seats: list[int] | range) -> list[int]:
    """Units on the field on the given sides, in seat then row order."""
    return [u for s in seats for row in st.rows[s] for u in row]


def is_fortified(st: KriegState, cards: tuple[Card, ...], unit: int) -> bool:
    """True while a Fortress is attached: the unit cannot be moved or sent to the graveyard."""
    return any((cards[a].attach or {}).get("fortify") for a in st.attached.get(unit, ()))


def side_seats(st: KriegState, seat: int, side: str) -> list[int]:
    """The seats whose units an effect with `side` ("own" / "opponents" / "any") reaches."""
    if side == "own":
        return [seat]
    if side == "opponents":
        return opponents(st, seat)
    return list(range(st.n))


def movable_units(st: KriegState, cards: tuple[Card, ...], seat: int, side: str) -> list[int]:
    """Units an effect may move or send away (Fortress protects its host)."""
    return [u for u in field_units(st, side_seats(st, seat, side)) if not is_fortified(st, cards, u)]


_DECK_INDEX = {"unit": 0, "power": 1, "king": 2}   # graveyard (and deck) index of a deck name


def to_grave(st: KriegState, cards: tuple[Card, ...], card: int) -> None:
    """Put a card on top of its own deck's graveyard."""
    st.graves[_DECK_INDEX[cards[card].deck]].append(card)
    if card in st.revealed:
        st.revealed = [c for c in st.revealed if c != card]   # a new list: clone() shares revealed


def _lift_unit(st: KriegState, unit: int) -> tuple[int, int]:
    where = locate_unit(st, unit)
    assert where is not None, f"unit {unit} is not on the field"
    st.rows[where[0]][where[1]].remove(unit)
    return where


def unit_to_grave(st: KriegState, cards: tuple[Card, ...], unit: int) -> None:
    """Send a unit on the field to the graveyard; its attachments go with it."""
    _lift_unit(st, unit)
    for a in st.attached.pop(unit, []):
        st.boosts.pop(a, None)
        to_grave(st, cards, a)
    st.boosts.pop(unit, None)
    to_grave(st, cards, unit)


def unit_to_hand(st: KriegState, cards: tuple[Card, ...], unit: int, seat: int,
                 attachments_to_grave: bool) -> None:
    """Return a unit on the field to `seat`'s hand.

    Hex cards follow their unit, even to a hand (002 Powers: Hex); Jester and Sack
    instead send attachments to the graveyard (their card text).
    """
    _lift_unit(st, unit)
    for a in st.attached.pop(unit, []):
        st.boosts.pop(a, None)
        if attachments_to_grave:
            to_grave(st, cards, a)
        else:
            st.hands[seat].append(a)
    st.boosts.pop(unit, None)
    st.hands[seat].append(unit)


def set_unit_aside(st: KriegState, unit: int) -> None:
    """Set a unit aside until the start of the next round, remembering its side and row.

    It leaves the field, so base strength added by Scout, Telescope or Tower ("The +1 stays
    on each chosen unit while it remains on the field", cards.json notes) ends here, as on
    the way to a hand or the graveyard, and is not added again when it returns (002 Final
    Details: "Do not repeat any card effects"). Hex attachments follow it (002 Powers: Hex),
    and so does what an attached Hex adds (Ruin): that is recorded on the Hex, not the unit.
    """
    seat, row = _lift_unit(st, unit)
    st.boosts.pop(unit, None)
    st.aside = st.aside.copy()   # clone() shares aside and its lists: new ones
    st.aside[seat] = [*st.aside[seat], (unit, row)]


def move_unit(st: KriegState, unit: int, seat: int, row: int) -> None:
    """Move a unit on the field to (seat, row); attachments and boosts follow it."""
    _lift_unit(st, unit)
    st.rows[seat][row].append(unit)


def take_from_hand(st: KriegState, seat: int, card: int) -> None:
    """Remove a card from a hand (it stops being revealed)."""
    st.hands[seat].remove(card)
    if card in st.revealed:
        st.revealed = [c for c in st.revealed if c != card]   # a new list: clone() shares revealed


def draw(st: KriegState, seat: int, deck: int) -> int | None:
    """Draw the top card of deck 0 (unit) / 1 (power) into a hand; None if it is empty."""
    pile = st.decks[deck]
    if not pile:
        return None
    card = pile.pop()
    st.hands[seat].append(card)
    return card


def all_cards(st: KriegState) -> list[int]:
    """Every card instance in every zone (card conservation: each exactly once)."""
    out: list[int] = []
    for d in st.decks:
        out += d
    for g in st.graves:
        out += g
    for h in st.hands:
        out += h
    for side in st.rows:
        for row in side:
            out += row
    for atts in st.attached.values():
        out += atts
    out += [k for k in st.kings if k >= 0]
    out += [w[0] for w in st.weather]
    out += [b[0] for b in st.burdens]
    for a in st.aside:
        out += [u for u, _ in a]
    out += [k for k in st.kings_aside if k >= 0]
    for from_hand in st.hand_aside:
        out += from_hand
    out += st.resolving
    return out


def invariants(st: KriegState, cards: tuple[Card, ...]) -> list[str]:
    """What is wrong with a state by the rules' own limits (empty when nothing): only units
    in rows, only Kings in King slots, each deck's cards in their own deck and graveyard,
    rounds won within what the game allows, no negative points, no card in two places."""
    wrong: list[str] = []
    # two players or teams: the game ends at two rounds won (002 Winning); a free-for-all
    # plays all three rounds, so one player may win all three (002 Additional Players)
    most_wins = 3 if st.n > 2 and not st.teams else 2
    for s in range(st.n):
        for r, row in enumerate(st.rows[s]):
            if any(not cards[u].is_unit for u in row):
                wrong.append(f"seat {s} row {r} holds a card that is not a unit (002 Units)")
        if st.kings[s] >= 0 and not cards[st.kings[s]].is_king:
            wrong.append(f"seat {s}'s King slot holds {cards[st.kings[s]].name}")
        if not 0 <= st.round_wins[s] <= most_wins or st.points[s] < 0:
            wrong.append(f"seat {s} has {st.round_wins[s]} rounds won and {st.points[s]} points")
    for d, name in enumerate(("unit", "power", "king")):
        for c in st.decks[d] + st.graves[d]:
            if cards[c].deck != name:
                wrong.append(f"{cards[c].name} is in the {name} deck or graveyard")
    placed = all_cards(st)
    if len(placed) != len(set(placed)):
        wrong.append("a card instance is in two places")
    return wrong
