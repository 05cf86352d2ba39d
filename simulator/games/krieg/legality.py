"""Which Krieg actions are legal now, and why an illegal one is refused.

Sources: 002_551703699b856b1d.txt sections as cited in each Violation; card text for
where a card may be played.
"""
from __future__ import annotations

from functools import cache

from ...core.actions import Action, Violation
from .cards import ROW_TITLES, RULE_SOURCE, Card
from .state import KriegState
from .zones import field_units, movable_units, opponents

R = RULE_SOURCE
CONCEDING = "Help: Conceding"   # our own rule where 002 is silent (concede.py, help.md)

# Actions are immutable values and the same few recur at every position a search bot
# looks at, so each is made once (a frozen dataclass costs more to build than to look
# up). Bounded by seats x cards x rows or targets.
_action = cache(Action)


def _needs(st: KriegState, cards: tuple[Card, ...], seat: int, card: Card) -> str | None:
    """The unpaid activation cost of a card, as a sentence, or None when it can be played."""
    hand_after = [c for c in st.hands[seat] if c != card.index]
    for step in card.effects:
        if not step.get("required"):
            continue
        op = step["op"]
        if op in ("destroy", "set_aside"):
            n = step.get("n", 1)
            have = len(movable_units(st, cards, seat, step["side"]))
            if have < n:
                whose = {"own": "of yours ", "opponents": "of your opponents' ", "any": ""}[step["side"]]
                return (f"{card.name} needs {n} unit{'s' if n > 1 else ''} {whose}on the field that can be sent away; "
                        f"{_there(have)}")
        elif op == "move_row" and not movable_units(st, cards, seat, step["side"]):
            return f"{card.name} needs a unit on the field that can be moved; {_there(0)}"
        elif op == "discard_from_hand" and len(hand_after) < step.get("min", 1):
            n = step.get("min", 1)
            return (f"{card.name} needs {'another card' if n == 1 else f'{n} other cards'} in your hand to discard; "
                    f"you have {len(hand_after)}")
        elif op == "return_king" and st.kings[seat] < 0:
            return f"{card.name} needs your King on the field"
        elif op == "execute_king" and st.kings[seat] < 0 and not any(cards[c].is_king for c in hand_after):
            return f"{card.name} needs your King on the field or in your hand"
        elif op == "aside_king" and all(k < 0 for k in st.kings):
            return f"{card.name} needs a King on the field"
        elif op == "raise_chosen_unit" and not st.graves[0]:
            return f"{card.name} needs a card in the unit graveyard"
        elif op == "take_from_power_grave" and not st.graves[1]:
            return f"{card.name} needs a card in the power graveyard"
        elif op == "aside_from_hand" and (units := sum(1 for c in hand_after if cards[c].deck == "unit")) < step["n"]:
            return f"{card.name} needs {step['n']} units in your hand to set aside; you have {units}"
    return None


def _there(n: int) -> str:
    return "there is none" if n == 0 else f"there {'is' if n == 1 else 'are'} only {n}"


def _rows(rows: list[int] | tuple[int, ...]) -> str:
    """Row names in words: "Melee row", "Melee or Range row"."""
    return " or ".join(ROW_TITLES[r] for r in rows) + " row"


def _weather_rows(card: Card) -> list[int] | None:
    for step in card.effects:
        if step["op"] == "weather":
            return [("melee", "range", "siege").index(r) for r in step["rows"]]
    return None


# Per card, for one table, seat count, team mode and seat: whether its activation cost
# must be checked (_needs) and its plays when they do not depend on the field (None for
# an attachment, played on any unit on the field). Worked out once: play_actions runs at
# every position a search bot looks at.
_Plays = tuple[tuple[bool, tuple[Action, ...] | None], ...]
_PLAYS: dict[tuple[int, int, bool, int, tuple[int, ...]], tuple[tuple[Card, ...], _Plays]] = {}


def _card_plays(st: KriegState, cards: tuple[Card, ...], seat: int) -> _Plays:
    key = (id(cards), st.n, st.teams, seat, st.left)   # a spy never goes to a seat that has left
    got = _PLAYS.get(key)
    if got is not None and got[0] is cards:
        return got[1]
    plays: list[tuple[bool, tuple[Action, ...] | None]] = []
    for c, card in enumerate(cards):
        fixed: tuple[Action, ...] | None
        if card.is_king:
            fixed = tuple(_action("play", seat, c, None, r) for r in range(3))
        elif card.deck == "unit":
            fixed = tuple(_action("play", seat, c, None, r) for r in card.rows)
        elif card.is_unit:   # spy unit: goes on an opponent's side
            fixed = tuple(_action("play", seat, c, o, r) for o in opponents(st, seat) for r in card.rows)
        elif card.attach is not None:
            fixed = None
        else:
            rows = _weather_rows(card)
            fixed = ((_action("play", seat, c),) if rows is None
                     else tuple(_action("play", seat, c, None, r) for r in rows))
        costly = not card.is_unit and not card.is_king and any(step.get("required") for step in card.effects)
        plays.append((costly, fixed))
    _PLAYS[key] = (cards, tuple(plays))
    return _PLAYS[key][1]


def play_actions(st: KriegState, cards: tuple[Card, ...], seat: int) -> list[Action]:
    """Every legal play from `seat`'s hand, in hand order: a King on any row, a unit on
    its rows (a spy on an opponent's), a power whose cost is paid on a unit on the field
    (an attachment), on its rows (weather) or with no target."""
    plays = _card_plays(st, cards, seat)
    out: list[Action] = []
    hosts: list[int] | None = None
    for c in st.hands[seat]:
        costly, fixed = plays[c]
        if costly and _needs(st, cards, seat, cards[c]) is not None:
            continue
        if fixed is not None:
            out += fixed
        else:
            if hosts is None:
                hosts = field_units(st, range(st.n))
            out += [_action("play", seat, c, h) for h in hosts]
    return out


def choice_actions(st: KriegState) -> list[Action]:
    """The answers to the pending choice: core.choice.choice_actions (same Actions, same
    order), with each Action made once."""
    ch = st.choice
    assert ch is not None
    seat = ch["seat"]
    if ch["by"] == "value":
        return [_action("choose", seat, None, None, v) for v in ch["options"]]
    picks = ch["picks"]
    out = [_action("choose", seat, None, o) for o in ch["options"] if o not in picks]
    if len(picks) >= ch["min"]:
        out.append(_action("choose", seat, None, None, "done"))
    return out


def legal_actions(st: KriegState, cards: tuple[Card, ...]) -> list[Action]:
    """Every action the deciding seat may take now."""
    if st.phase == "over":
        return []
    if st.choice is not None:
        return choice_actions(st)
    seat = st.turn
    return [_action("pass", seat), *play_actions(st, cards, seat)]


def explain(st: KriegState, cards: tuple[Card, ...], a: Action) -> Violation:
    """Why `a` is refused (it is not among legal_actions)."""
    if st.phase == "over":
        return Violation("The game is over", f"{R} Winning")
    if a.seat in st.left:
        return Violation(f"Player {a.seat + 1} has conceded and left the game", CONCEDING)
    ch = st.choice
    if ch is not None:
        if a.seat != ch["seat"]:
            return Violation(f"Waiting for Player {ch['seat'] + 1}: {ch['prompt']}", f"{R} Gameplay")
        if a.kind != "choose":
            return Violation(f"First finish: {ch['prompt']}", f"{R} Gameplay")
        if a.choice == "done":
            return Violation(f"Choose at least {ch['min']}", "card text")
        return Violation("That is not one of the choices offered", "card text")
    if a.kind == "choose":
        return Violation("There is nothing to choose now", f"{R} Gameplay")
    if a.seat != st.turn:
        return Violation(f"It is Player {st.turn + 1}'s turn", f"{R} Gameplay: players take turns")
    if st.passed[a.seat]:
        return Violation("You have passed: no more cards until the next round", f"{R} Passing")
    if a.kind != "play":
        return Violation(f"Unknown action '{a.kind}': play a card or pass", f"{R} Final Details: never skip")
    if a.card is None or not 0 <= a.card < len(cards) or a.card not in st.hands[a.seat]:
        return Violation("That card is not in your hand", f"{R} Gameplay")
    card = cards[a.card]
    row = a.choice if isinstance(a.choice, int) and not isinstance(a.choice, bool) and 0 <= a.choice < 3 else None
    side = a.target if a.target is not None and 0 <= a.target < st.n else None
    foes = opponents(st, a.seat)
    whose = f"Player {side + 1}'s" if side is not None and side != a.seat else "yours"
    if card.deck == "unit":
        if side is not None and side != a.seat:
            return Violation(f"{card.name} goes in your own {_rows(card.rows)}, not in {whose}", f"{R} Units")
        if row is None:
            return Violation(f"Drop {card.name} on your {_rows(card.rows)}", f"{R} Units")
        return Violation(f"{card.name} goes in your {_rows(card.rows)}, not {ROW_TITLES[row]}", f"{R} Units")
    if card.is_unit:
        if side is not None and side in st.left:
            return Violation(f"Player {side + 1} has conceded and left the game: play {card.name} on another "
                             "opponent's side", CONCEDING)
        if side is None or side not in foes:
            mate = f"your teammate Player {side + 1}'s" if side is not None and side != a.seat else "your own"
            return Violation(f"{card.name} is a Spy: play it on an opponent's side, not {mate}", f"{R} Powers: Spy")
        where = f", not their {ROW_TITLES[row]} row" if row is not None else ""
        return Violation(f"{card.name} goes in an opponent's {_rows(card.rows)}{where}", "card text")
    if card.is_king:
        if side is not None and side != a.seat:
            return Violation(f"{card.name} doubles one of your own rows, not one of {whose}", f"{R} Kings")
        return Violation(f"Drop {card.name} on one of your rows for it to double", f"{R} Kings")
    need = _needs(st, cards, a.seat, card)
    if need is not None:
        return Violation(need, f"{R} Final Details: activation cost")
    if card.attach is not None:
        if not field_units(st, range(st.n)):
            return Violation(f"{card.name} attaches to a unit on the field, and there is none", "card text")
        return Violation(f"Drop {card.name} on a unit on the field to attach it", "card text")
    rows = _weather_rows(card)
    if rows is not None:
        allowed = " or ".join(ROW_TITLES[r] for r in rows)
        if row is None or row in rows:
            return Violation(f"Drop {card.name} on a {allowed} row: it affects the {allowed} rows only", "card text")
        return Violation(f"{card.name} affects the {allowed} rows only, not {ROW_TITLES[row]}", "card text")
    return Violation(f"{card.name} takes no target: drop it anywhere on the table", f"{R} Powers")
