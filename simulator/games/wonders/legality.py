"""What the deciding player may do now (legal_actions) and why anything else is refused
(explain), with the rule each refusal comes from (001 4 Sequence of Play).

Turn actions: Action("draw"), Action("play", card, choice=realm) (spells: no realm),
Action("attack", choice=realm), Action("activate", card, choice=ability index),
Action("harvest", card), Action("pass"). Answers to a pending choice are "choose"."""
from __future__ import annotations

from ...core.actions import Action, Violation
from ...core.choice import choice_actions
from .cards import RULE_SOURCE, Card
from .conditions import holds
from .context import realm_name
from .plays import attuned_free, core_blocked, play_cost
from .state import ACTIVE, WondersState
from .world import (
    abilities,
    active_realms,
    is_wonder,
    may_activate,
    nullified_set,
    static_abilities,
)

R_TURN = f"{RULE_SOURCE} 4 Taking Turns"
R_PLAY = f"{RULE_SOURCE} 4 Playing Cards"
R_CORE = f"{RULE_SOURCE} 4 Core Mechanic"
R_ATTACK = f"{RULE_SOURCE} 4 Battle"
R_TAP = f"{RULE_SOURCE} 4 Tap Abilities"
R_FAITH = f"{RULE_SOURCE} 2 Faith"
R_REALM = f"{RULE_SOURCE} 3 Realms"
R_CHOICE = f"{RULE_SOURCE} 5 Triggered Effects"


def playable_cards(st: WondersState, cards: tuple[Card, ...], seat: int, null: set[int]) -> list[int]:
    """Cards `seat` may try to play: its hand, and the top of its deck with Eye of the
    Maelstrom (as if in hand, so core still applies: 001 4 Core Mechanic)."""
    out = list(st.hands[seat])
    if st.decks[seat] and any(s == seat for _r, s, _i, _a in static_abilities(st, cards, "play_from_deck_top", null)):
        out.append(st.decks[seat][-1])
    return out


def _can_pay_action(st: WondersState, cards: tuple[Card, ...], seat: int, inst: int, null: set[int]) -> bool:
    return st.actions[seat] > 0 or attuned_free(st, cards, seat, inst, null)


def attack_realms(st: WondersState, cards: tuple[Card, ...], seat: int, null: set[int]) -> list[int]:
    """Realms where `seat` may attack: active, with a Wonder of theirs, no "can't attack"
    there, and a free attack or an action to spend (001 4 Battle)."""
    if st.free_attacks[seat] <= 0 and st.actions[seat] <= 0:
        return []
    blocked = {r for r, _s, _i, _a in static_abilities(st, cards, "cant_attack_here", null)}
    return [r for r in active_realms(st) if r not in blocked
            and any(is_wonder(st, cards, w) for w in st.world[r][seat])]


def activatable(st: WondersState, cards: tuple[Card, ...], seat: int, null: set[int]) -> list[Action]:
    """Activated abilities `seat` may use now: tap, harvest, sacrifice, action and faith
    abilities whose costs can be paid (001 4 Tap Abilities, 001 6 Sacrifice, 001 2 Faith)."""
    out: list[Action] = []
    for realm in st.world:
        for inst in realm[seat]:
            if inst in st.facedown or not may_activate(st, cards, inst):
                continue
            out += _activations(st, cards, seat, inst, null)
    return out


def _activations(st: WondersState, cards: tuple[Card, ...], seat: int, inst: int, null: set[int]) -> list[Action]:
    """The activated abilities of one card of `seat` whose costs can be paid now."""
    out: list[Action] = []
    for k, a in enumerate(abilities(st, cards, inst, null)):
        cost = a.get("cost")
        if cost is None:
            continue
        if cost in ("tap_free", "tap_action", "harvest") and inst in st.tapped:
            continue
        if cost in ("tap_action", "sacrifice_action", "action") and st.actions[seat] <= 0:
            continue
        if cost == "faith" and (st.faith_spent[seat] or st.faith[seat] < int(a.get("faith", 1))):
            continue
        if int(a.get("energy", 0)) > st.energy[seat]:
            continue
        if "if" in a and not holds(st, cards, inst, seat, a["if"], null):
            continue
        if cost == "harvest":
            out.append(Action("harvest", seat, inst))
        else:
            out.append(Action("activate", seat, inst, choice=k))
    return out


def turn_actions(st: WondersState, cards: tuple[Card, ...], seat: int, with_pass: bool = True) -> list[Action]:
    """Every turn action of `seat` now, pass last."""
    null = nullified_set(st, cards)
    out: list[Action] = []
    if st.actions[seat] > 0 and st.decks[seat]:
        out.append(Action("draw", seat))
    realms = active_realms(st)
    for inst in playable_cards(st, cards, seat, null):
        c = cards[st.kinds[inst]]
        if core_blocked(st, cards, seat, inst, null) or not _can_pay_action(st, cards, seat, inst, null):
            continue
        if play_cost(st, cards, seat, inst, null) > st.energy[seat]:
            continue
        if c.type == "spell":
            out.append(Action("play", seat, inst))
        else:
            out += [Action("play", seat, inst, choice=r) for r in realms]
    out += [Action("attack", seat, choice=r) for r in attack_realms(st, cards, seat, null)]
    out += activatable(st, cards, seat, null)
    if with_pass:
        out.append(Action("pass", seat))
    return out


def legal_actions(st: WondersState, cards: tuple[Card, ...]) -> list[Action]:
    """Every action the deciding seat may take now."""
    if st.phase == "over":
        return []
    if st.choice is not None:
        return choice_actions(st.choice)
    return turn_actions(st, cards, st.turn)


def explain(st: WondersState, cards: tuple[Card, ...], a: Action) -> Violation:
    """Why `a` is refused, in words, with the rule."""
    if st.phase == "over":
        return Violation("The game is over", f"{RULE_SOURCE} 4 Victory")
    if st.choice is not None:
        if a.seat != st.choice["seat"]:
            return Violation(f"Player {st.choice['seat'] + 1} must answer first: {st.choice['prompt']}", R_CHOICE)
        return Violation(f"Answer the question first: {st.choice['prompt']}", R_CHOICE)
    if a.seat != st.turn:
        return Violation(f"It is Player {st.turn + 1}'s turn", R_TURN)
    null = nullified_set(st, cards)
    seat = a.seat
    if a.kind == "draw":
        if not st.decks[seat]:
            return Violation("Your deck is empty", f"{RULE_SOURCE} 4 Drawing")
        return Violation("Drawing costs an action and you have none left this round", R_TURN)
    if a.kind == "play":
        return _explain_play(st, cards, a, null)
    if a.kind == "attack":
        r = a.choice if isinstance(a.choice, int) else -1
        if not 0 <= r < len(st.realm_state) or st.realm_state[r] != ACTIVE:
            return Violation(f"{realm_name(r).capitalize()} is not open: realm N opens on round N", R_REALM)
        if not any(is_wonder(st, cards, w) for w in st.world[r][seat]):
            return Violation(f"You have no Wonder in {realm_name(r)} to attack with", R_ATTACK)
        if st.free_attacks[seat] <= 0 and st.actions[seat] <= 0:
            return Violation("Attacking costs an action (or a free attack) and you have none left", R_ATTACK)
        return Violation(f"No attack can take place in {realm_name(r)}", R_ATTACK)
    if a.kind in ("activate", "harvest"):
        if a.card is not None and a.card in st.tapped:
            return Violation("That card is tapped: its tap ability has been used", R_TAP)
        if a.card is not None and 0 <= a.card < len(st.kinds) and any(
                x.get("cost") == "faith" for x in abilities(st, cards, a.card, null)) and st.faith_spent[seat]:
            return Violation("You have already spent faith this round", R_FAITH)
        return Violation("That ability can't be used now (its cost can't be paid)", R_TAP)
    return Violation("That is not something you can do now", R_TURN)


def _explain_play(st: WondersState, cards: tuple[Card, ...], a: Action, null: set[int]) -> Violation:
    seat, inst = a.seat, a.card
    if inst is None or inst not in playable_cards(st, cards, seat, null):
        return Violation("You can only play cards from your hand", R_PLAY)
    c = cards[st.kinds[inst]]
    if core_blocked(st, cards, seat, inst, null):
        return Violation(f"{c.name} is a core card: you need a {c.orbital} Link in play first", R_CORE)
    cost = play_cost(st, cards, seat, inst, null)
    if cost > st.energy[seat]:
        return Violation(f"{c.name} costs {cost} energy; you have {st.energy[seat]:g}", R_PLAY)
    if not _can_pay_action(st, cards, seat, inst, null):
        return Violation("Playing a card costs an action and you have none left this round", R_PLAY)
    if c.type != "spell":
        r = a.choice if isinstance(a.choice, int) else -1
        if not 0 <= r < len(st.realm_state):
            return Violation(f"Play {c.name} into a realm", R_PLAY)
        if st.realm_state[r] != ACTIVE:
            why = "banished" if st.realm_state[r] == "banished" else f"locked until round {r + 1}"
            return Violation(f"{realm_name(r).capitalize()} is {why}: cards go only into open realms", R_REALM)
    return Violation(f"{c.name} can't be played like that", R_PLAY)
