"""The Exodus table's words: when a frozen card thaws, a seat's panel lines, a stack item in
one line, lasting effects on a card. Seats are named "Player N" (the view shows the
seat's name, "you" for the viewer)."""
from __future__ import annotations

from typing import Any

from .cards import Card
from .context import face
from .field import pile_of
from .params import RULESET
from .state import ExodusState
from .turns import PHASE_NAMES

# How a lasting effect reads on a seat's panel or a card's hover, by its kind (others: the
# kind in words).
EFFECT_WORDS = {"no_attack": "Chained: cannot attack",
                "unkeyworded": "Frozen without the word \"freeze\" (not counted as frozen by freeze)",
                "lose_ability": "Ability lost: another creature took it", "inactive": "Negated: its Ability is inactive",
                "gain_ability": "Has another creature's Ability", "silence": "Silenced: creature Abilities cannot activate"}


def turn_seat(st: ExodusState, turn_no: int) -> int | None:
    """The seat whose turn `turn_no` will be, counting players still in the game in turn
    order from the current turn (None for a turn already over)."""
    if turn_no < st.turn_no or st.turn not in st.order:
        return None
    k = st.order.index(st.turn)
    ring = st.order[k:] + st.order[:k]
    alive = [s for s in ring if st.life[st.team[s]] > 0] or ring
    if st.turn not in alive:
        alive = [st.turn] + alive
    return alive[(turn_no - st.turn_no) % len(alive)]


def thaw_words(st: ExodusState, turn_no: int) -> str:
    """When a card frozen until `turn_no` thaws: "thaws at the end of turn 7 (Player 2's
    End Phase)" (004 Freeze: cards unfreeze as the End Phase is entered)."""
    seat = turn_seat(st, turn_no)
    if turn_no == st.turn_no:
        when = "this turn's End Phase"
    elif seat is not None:
        when = f"Player {seat + 1}'s End Phase"
    else:
        when = "an End Phase"
    return f"thaws at the end of turn {turn_no} ({when})"


def frozen_note(st: ExodusState, card: int) -> str:
    """The short note on a frozen card: "❄ thaws T7"."""
    return f"\u2744 thaws T{st.frozen[card]}"


def seat_lines(st: ExodusState, s: int, viewer: int) -> list[str]:
    """A seat's panel: its cards' counts, its team, the phase when it is its turn, lasting
    effects on it."""
    lines = []
    if st.mode == "teams":          # first: a short panel shows it before the counts
        mates = [m for m in st.order if m != s and st.team[m] == st.team[s]]
        lines.append(f"Team {'AB'[st.team[s]]}" + (f" with Player {mates[0] + 1}" if mates else "")
                     + ": one field, shared Life Points")
    lines += [f"Hand {len(st.hand[s])} \u00b7 Main Deck {len(st.main[s])}",
              f"Energy Deck {len(st.edeck[s])} \u00b7 Graveyard {len(st.grave[s])}"]
    if st.beneath[s]:
        lines.append(f"Beneath the Main Deck {len(st.beneath[s])}")
    if st.life[st.team[s]] <= 0 and st.phase != "over":
        lines.append("Out of the game")
    if st.turn == s and st.phase in PHASE_NAMES:
        phase = PHASE_NAMES[st.phase]
        if st.phase == "energy":
            phase += f" \u00b7 {st.placed}/{RULESET.energy_per_phase} energy played"
        lines.append(phase)
    if s in st.grave_lock:
        lines.append(f"Graveyard frozen: {_thaw_short(st, st.grave_lock[s])}")
    for e in st.effects:
        if e.get("seat") == s and "card" not in e:
            lines.append(EFFECT_WORDS.get(str(e.get("kind")), str(e.get("kind", "")).replace("_", " ").capitalize()))
    return lines


def _thaw_short(st: ExodusState, turn_no: int) -> str:
    return f"thaws at the end of turn {turn_no}"


def _name(cards: tuple[Card, ...], st: ExodusState, card: int) -> str:
    if not 0 <= card < len(st.kinds) or st.kinds[card] < 0:
        return "a hidden card"
    return face(cards, st, card).name


def target_words(cards: tuple[Card, ...], st: ExodusState, t: int) -> str:
    """A target as the stack line names it: a player, a card, an energy by its pile."""
    if t < 0:
        return f"Player {-t}"
    if 0 <= t < len(st.kinds) and st.kinds[t] >= 0 and face(cards, st, t).is_energy:
        found = pile_of(st, t)
        if found is not None:
            seat, pile = found
            if pile[0] >= 0 and st.kinds[pile[0]] >= 0:
                return f"an energy under {_name(cards, st, pile[0])}"
            return f"an energy of Player {seat + 1}'s blank pile"
    return _name(cards, st, t)


def item_line(cards: tuple[Card, ...], st: ExodusState, item: dict[str, Any], pending: bool = False
              ) -> tuple[str, str]:
    """One stack item in words: what it is and who played it ("Cataclysm · Player 2"), and
    what it targets ("→ an energy under Halo Sentinel", "" for nothing)."""
    src = int(item.get("src", -1))
    name = _name(cards, st, src) if src >= 0 else "An effect"
    what = name if item.get("kind") == "symmetry" else f"{name}'s Ability"
    head = f"{what} \u00b7 Player {int(item.get('seat', 0)) + 1}"
    if item.get("resolving"):
        head += " (resolving)"
    elif pending:
        head += " (just played)"
    targets = [int(t) for t in item.get("t", [])]
    aim = "\u2192 " + ", ".join(target_words(cards, st, t) for t in targets) if targets else ""
    return head, aim


STAYS_WORDS = {"until_end_phase": "Stays in play until the End Phase its effect is for",
               "until_rare_leaves": "Stays in play until one of your Rare creatures leaves play",
               "while_in_play": "Stays in play"}


def effect_lines(st: ExodusState, card: int, cards: tuple[Card, ...] = ()) -> list[str]:
    """Lasting effects on a card, in words (with the card table, an Ability gained names the
    creature it came from)."""
    out = []
    for e in st.effects:
        if e.get("card") == card:
            kind = str(e.get("kind", ""))
            if kind == "stays":
                out.append(STAYS_WORDS.get(str(e.get("how")), "Stays in play"))
                continue
            text = EFFECT_WORDS.get(kind, kind.replace("_", " ").capitalize())
            if kind == "gain_ability" and cards and 0 <= int(e.get("from", -1)) < len(cards):
                text = f"Has {cards[int(e['from'])].name}'s Ability"
            until = e.get("until")
            if until == "end_of_turn":
                text += " this turn"
            elif until == "end_phase":
                text += " (until the End Phase)"
            out.append(text)
    return out
