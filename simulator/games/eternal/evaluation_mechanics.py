"""The parts of an Eternal position's value that come from the mechanics of Sets 2-4 (and a few
of Set 1), for evaluation.py: what a card is worth beyond its strength and health.

- On the board: a unit with Entomb pays off when it dies, a Revenge unit comes back, an
  Infiltrate unit that has not yet hit the enemy player still can (each a fixed bonus).
- In hand, during the enemy's turn before its End Step: an Ambush unit you can pay for with
  the power you left open is nearly as good as on the board (000 4.1: it can still come in
  against their attack, or at the end of their turn); a little less, so that the End Step,
  its last chance, plays it rather than carrying it into your own turn.
- In hand, on your own turn: a card with Tribute you can pay for is worth more once a unit
  went to your void this turn (its Tribute would happen if you played it now).
- The Defense Step played forward (evaluation.settle) plays an Ambush unit you can pay for
  as a blocker where none on the board blocks the strongest attacker well (ambush_block),
  so an attack into open power and an Ambush unit is judged by what the Ambush would do.

Which cards these are is read once per card table from the cards' skills, triggers and text.
"""
from __future__ import annotations

from typing import Any, Callable

from ...core.actions import Action
from .cards import KW, TBIT, Card
from .combat import can_block
from .state import INFILTRATED
from .stats import attack, cost, keywords

ENTOMB_UNIT = 1.0        # a unit whose death does something for you
REVENGE_UNIT = 1.0       # a unit that returns to the deck when it dies
INFILTRATE_UNIT = 0.8    # an Infiltrate that has not happened yet
AMBUSH_HELD = -0.3       # an affordable Ambush unit held on the enemy's turn, over the same unit played
TRIBUTE_READY = 1.5      # an affordable Tribute card in hand while a unit of yours went to the void this turn

AMBUSH, REVENGE = KW["ambush"], KW["revenge"]
CANT_BLOCK, UNBLOCKABLE, FLYING = KW["cant_block"], KW["unblockable"], KW["flying"]
ENTOMB, INFILTRATE = TBIT["entomb"], TBIT["infiltrate"]

# Per card table (by id): board bonus per card index, and the indices of Tribute cards.
_BOARD: dict[int, tuple[float, ...]] = {}
_TRIBUTE: dict[int, frozenset[int]] = {}


def _board_bonus(card: Card) -> float:
    bonus = 0.0
    if card.tmask & ENTOMB:
        bonus += ENTOMB_UNIT
    if card.kw & REVENGE:
        bonus += REVENGE_UNIT
    if card.tmask & INFILTRATE:
        bonus += INFILTRATE_UNIT
    return bonus


def board_bonuses(cards: tuple[Card, ...]) -> tuple[float, ...]:
    """Each unit's printed-text bonus on the board (Entomb, Revenge, Infiltrate), by card index."""
    got = _BOARD.get(id(cards))
    if got is None:
        got = _BOARD[id(cards)] = tuple(_board_bonus(c) if c.is_unit else 0.0 for c in cards)
    return got


def tribute_cards(cards: tuple[Card, ...]) -> frozenset[int]:
    """The indices of the cards whose text has a Tribute."""
    got = _TRIBUTE.get(id(cards))
    if got is None:
        got = _TRIBUTE[id(cards)] = frozenset(c.index for c in cards if "Tribute:" in c.text)
    return got


def board_extra(card: Card, i: Any, bonus: float) -> float:
    """The mechanics' bonus of a unit on the board with printed bonus `bonus` (board_bonuses;
    not 0) and Inst `i` (or None): none when silenced, less a spent Revenge or a done Infiltrate."""
    if i is None:
        return bonus
    if i.silenced:
        return 0.0
    if card.kw & REVENGE and i.lost & REVENGE:
        bonus -= REVENGE_UNIT
    if card.tmask & INFILTRATE and i.used & INFILTRATED:
        bonus -= INFILTRATE_UNIT
    return bonus


def _affordable(st: Any, cards: tuple[Card, ...], seat: int, c: int, card: Card, spent: int) -> int:
    """The price of card `c` when `seat` can pay it with its power left after `spent`, else -1."""
    need, have = card.influence, st.influence[seat]
    if any(need[f] > have[f] for f in range(5)):
        return -1
    price = cost(st, cards, c)
    return price if price + spent <= st.power[seat] else -1


def ambush_open(st: Any, seat: int) -> bool:
    """Whether `seat` may still play an Ambush unit before its own turn: the enemy's turn, before
    the End Step (the last window)."""
    return st.turn != seat and st.phase != "end" and st.phase != "over"


def hand_extra(st: Any, cards: tuple[Card, ...], seat: int, unit_value: Callable[[int], float], held: float,
               tribute_on: bool, ambush_on: bool) -> float:
    """What `seat`'s hand is worth beyond its count of cards: when `ambush_on`, Ambush units it
    can pay for (each valued as on the board, less the card it already counts as, plus
    AMBUSH_HELD; cheapest first, while the power lasts), and, when `tribute_on`, Tribute cards
    it can pay for. `unit_value(c)` is the board value of card `c` as a unit, `held` what a
    card in hand counts for already."""
    total = 0.0
    kinds = st.kinds
    tributes = tribute_cards(cards) if tribute_on else frozenset()
    ambushers = []
    for c in st.hands[seat]:
        card = cards[kinds[c]]
        if ambush_on and card.is_unit and card.kw & AMBUSH:
            ambushers.append((card.cost, c))
        elif tributes and card.index in tributes and _affordable(st, cards, seat, c, card, 0) >= 0:
            total += TRIBUTE_READY
    spent = 0
    for _, c in sorted(ambushers):
        card = cards[kinds[c]]
        price = _affordable(st, cards, seat, c, card, spent)
        if price < 0:
            continue
        spent += price
        total += max(0.0, unit_value(c) - held + AMBUSH_HELD)
    return total


def ambush_block(rules: Any, st: Any, blocks_well: Callable[[int, int], bool]) -> Action | None:
    """In the Defense Step before any block (000 4.1), the defender's play of an Ambush unit
    from hand that it can pay for and that blocks well (`blocks_well(unit, attacker)`) the
    strongest attacker no unit on the board blocks well; None when there is none."""
    seat = 1 - st.turn
    cards = rules.cards
    if st.blocking_started or not st.attackers:
        return None
    kinds = st.kinds
    hand = [c for c in st.hands[seat] if cards[kinds[c]].is_unit and cards[kinds[c]].kw & AMBUSH
            and _affordable(st, cards, seat, c, cards[kinds[c]], 0) >= 0]
    if not hand:
        return None
    board = st.boards[seat]
    for a in sorted(st.attackers, key=lambda x: -attack(st, cards, x)):
        if any(blocks_well(b, a) for b in board if can_block(st, cards, b, a)):
            continue
        for c in hand:
            if _hand_blocks(st, cards, c, a) and blocks_well(c, a):
                play = Action("play", seat, c)
                return play if play in rules.legal_actions(st) else None
    return None


def _hand_blocks(st: Any, cards: tuple[Card, ...], c: int, a: int) -> bool:
    """Whether a unit from hand, once on the board, could block attacker `a` (can_block's skill tests)."""
    bits, abits = keywords(st, cards, c), keywords(st, cards, a)
    if bits & CANT_BLOCK or abits & UNBLOCKABLE:
        return False
    return not (abits & FLYING and not bits & FLYING)
