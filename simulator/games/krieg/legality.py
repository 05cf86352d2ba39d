"""Which Krieg actions are legal now, and why an illegal one is refused.

Sources: 002_551703699b856b1d.txt sections as cited in each Violation; card text for
where a card may be played.
"""
from __future__ import annotations

from ...core.actions import Action, Violation
from ...core.choice import choice_actions as pending_choice_actions
from .cards import ROW_TITLES, RULE_SOURCE, Card
from .state import KriegState
from .zones import field_units, movable_units, opponents

R = RULE_SOURCE


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


def play_actions(st: KriegState, cards: tuple[Card, ...], seat: int) -> list[Action]:
    """Every legal play from `seat`'s hand, in hand order."""
    out: list[Action] = []
    hosts: list[int] | None = None
    for c in st.hands[seat]:
        card = cards[c]
        if card.is_king:
            out.extend(Action("play", seat, c, None, r) for r in range(3))
        elif card.deck == "unit":
            out.extend(Action("play", seat, c, None, r) for r in card.rows)
        elif card.is_unit:   # spy unit: goes on an opponent's side
            for o in opponents(st, seat):
                out.extend(Action("play", seat, c, o, r) for r in card.rows)
        elif _needs(st, cards, seat, card) is not None:
            continue
        elif card.attach is not None:
            if hosts is None:
                hosts = field_units(st, range(st.n))
            out.extend(Action("play", seat, c, h) for h in hosts)
        else:
            rows = _weather_rows(card)
            if rows is not None:
                out.extend(Action("play", seat, c, None, r) for r in rows)
            else:
                out.append(Action("play", seat, c))
    return out


def choice_actions(st: KriegState) -> list[Action]:
    """The answers to the pending choice."""
    assert st.choice is not None
    return pending_choice_actions(st.choice)


def legal_actions(st: KriegState, cards: tuple[Card, ...]) -> list[Action]:
    """Every action the deciding seat may take now."""
    if st.phase == "over":
        return []
    if st.choice is not None:
        return choice_actions(st)
    seat = st.turn
    return [Action("pass", seat)] + play_actions(st, cards, seat)


def explain(st: KriegState, cards: tuple[Card, ...], a: Action) -> Violation:
    """Why `a` is refused (it is not among legal_actions)."""
    if st.phase == "over":
        return Violation("The game is over", f"{R} Winning")
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
