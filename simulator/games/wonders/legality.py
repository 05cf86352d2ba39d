"""What the deciding player may do now (legal_actions) and why anything else is refused
(explain), with the rule each refusal comes from (001 4 Sequence of Play).

Turn actions: Action("draw"), Action("play", card, choice=realm) (spells: no realm),
Action("attack", choice=realm), Action("activate", card, choice=ability index),
Action("harvest", card), Action("pass"). Answers to a pending choice are "choose"."""
from __future__ import annotations

from typing import Any

from ...core.actions import Action, Violation
from .cards import RULE_SOURCE, Card
from .conditions import holds
from .context import realm_name
from .plays import attuned_free, core_blocked, play_cost
from .state import ACTIVE, WondersState
from .world import (
    Ability,
    KindIndex,
    abilities,
    game_facts,
    is_wonder,
    kind_index,
    links,
    may_activate,
    nothing_nullifies,
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
    blocked = static_abilities(st, cards, "cant_attack_here", null)
    out = []
    world = st.world
    for r in open_realms(st):
        if blocked and any(b[0] == r for b in blocked):
            continue
        for w in world[r][seat]:
            if is_wonder(st, cards, w):
                out.append(r)
                break
    return out


def activatable(st: WondersState, cards: tuple[Card, ...], seat: int, null: set[int]) -> list[Action]:
    """Activated abilities `seat` may use now: tap, harvest, sacrifice, action and faith
    abilities whose costs can be paid (001 4 Tap Abilities, 001 6 Sacrifice, 001 2 Faith)."""
    out: list[Action] = []
    ix = kind_index(cards)
    activated, tap_only, kinds, tapped, facedown = ix.activated, ix.tap_only, st.kinds, st.tapped, st.facedown
    plain = not st.copied and not st.equipped      # no card has an ability its own text doesn't give
    for realm in st.world:
        for inst in realm[seat]:
            if plain:
                k = kinds[inst]
                if not activated[k] or (inst in tapped and tap_only[k]) or inst in facedown:
                    continue        # nothing to activate, or only tap abilities of a tapped card
            elif inst in facedown or not may_activate(st, cards, inst):
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
            out.append(_act("harvest", seat, inst))
        else:
            out.append(_act("activate", seat, inst, k))
    return out


_ACTIONS: dict[tuple[str, int, int | None, int | None], Action] = {}


# the draw and pass Actions of each seat, made once (asked for in every turn list)
_DRAW = (Action("draw", 0), Action("draw", 1))
_PASS = (Action("pass", 0), Action("pass", 1))
# each seat's attack Action in each realm (realm indexes 0-6), made once
_ATTACKS = tuple(tuple(Action("attack", seat, None, None, r) for r in range(7)) for seat in (0, 1))


def _act(kind: str, seat: int, card: int | None = None, choice: int | None = None) -> Action:
    """The Action value (interned: Actions are frozen, and the lists are rebuilt very often)."""
    key = (kind, seat, card, choice)
    a = _ACTIONS.get(key)
    if a is None:
        a = _ACTIONS[key] = Action(kind, seat, card, None, choice)
    return a


_PLAY_ROWS: dict[tuple[int, tuple[int, ...]], dict[int, tuple[Action, ...]]] = {}
_OPEN: dict[tuple[str, ...], tuple[int, ...]] = {}


def _play_rows(seat: int, realms: tuple[int, ...]) -> dict[int, tuple[Action, ...]]:
    """card -> its play actions into each of `realms`, for `seat` (interned: a hand of seven
    is then seven int lookups rather than fifty Action lookups)."""
    key = (seat, realms)
    rows = _PLAY_ROWS.get(key)
    if rows is None:
        if len(_PLAY_ROWS) >= 512:
            _PLAY_ROWS.clear()
        rows = _PLAY_ROWS[key] = {}
    return rows


def open_realms(st: WondersState) -> tuple[int, ...]:
    """active_realms(st) as a tuple, remembered per realm states (there are few)."""
    key = tuple(st.realm_state)
    got = _OPEN.get(key)
    if got is None:
        got = _OPEN[key] = tuple(r for r, state in enumerate(key) if state == ACTIVE)
    return got


def _plays(st: WondersState, cards: tuple[Card, ...], seat: int, null: set[int]) -> list[Action]:
    """The play actions of `seat` (the sum of play_cost, core_blocked and the action check,
    worked out once for the links and cost statics they share)."""
    hand = playable_cards(st, cards, seat, null)
    if not hand:
        return []
    if st.actions[seat] <= 0:
        attuned, kinds = kind_index(cards).attuned, st.kinds
        hand = [i for i in hand if attuned[kinds[i]]]   # only attuned cards need no action
        if not hand:
            return []
    linked = links(st, cards, seat, null)
    minus = [a for _r, s, _src, a in static_abilities(st, cards, "cost_minus", null) if s == seat]
    return _hand_plays(st, cards, seat, null, hand, linked, minus)


def _hand_plays(st: WondersState, cards: tuple[Card, ...], seat: int, null: set[int], hand: list[int],
                linked: set[str], minus: list[Ability]) -> list[Action]:
    """The play actions of these cards of `seat`, given its links and cost statics."""
    out: list[Action] = []
    has_action = st.actions[seat] > 0
    energy = st.energy[seat]
    rows: dict[int, tuple[Action, ...]] | None = None
    realms: tuple[int, ...] = ()
    kinds = st.kinds
    if has_action and not minus:
        return _plain_hand_plays(st, cards, seat, hand, linked)
    for inst in hand:
        c = cards[kinds[inst]]
        if c.core and c.orbital not in linked:
            continue
        if not has_action and not attuned_free(st, cards, seat, inst, null):
            continue
        cost = c.cost - (1 if c.orbital and c.orbital in linked else 0)
        for a in minus:
            if (a.get("class") and a["class"] in c.classes) or (a.get("type") and a["type"] == c.type):
                cost -= int(a.get("n", 1))
        if max(0, cost) > energy:
            continue
        if c.type == "spell":
            out.append(_act("play", seat, inst))
        else:
            if rows is None:
                realms = open_realms(st)
                rows = _play_rows(seat, realms)
            row = rows.get(inst)
            if row is None:
                row = rows[inst] = tuple(_act("play", seat, inst, r) for r in realms)
            out += row
    return out


def _plain_hand_plays(st: WondersState, cards: tuple[Card, ...], seat: int, hand: list[int],
                      linked: set[str], ix: KindIndex | None = None) -> list[Action]:
    """_hand_plays when `seat` has an action and no cost static applies: each card's core,
    orbital, cost and spellness read from one per-card tuple (KindIndex.play_facts); the
    same list in the same order."""
    out: list[Action] = []
    energy = st.energy[seat]
    if energy < 0:
        return out          # max(0, cost) > energy for every card
    costs = (ix or kind_index(cards)).play_costs
    rows: dict[int, tuple[Action, ...]] | None = None
    realms: tuple[int, ...] = ()
    kinds = st.kinds
    for inst in hand:
        # the cost with a link of the card's orbital, or without (NaN for a core card: it needs
        # the link, 001 4 Core Mechanic, and NaN <= energy is never true); energy >= 0 here, so
        # max(0, cost) <= energy is cost <= energy
        orbital, linked_cost, cost, spell = costs[kinds[inst]]
        if not (linked_cost if orbital in linked else cost) <= energy:
            continue
        if spell:
            out.append(_act("play", seat, inst))
        else:
            if rows is None:
                realms = open_realms(st)
                rows = _play_rows(seat, realms)
            row = rows.get(inst)
            if row is None:
                row = rows[inst] = tuple(_act("play", seat, inst, r) for r in realms)
            out += row
    return out


def plain(st: WondersState, cards: tuple[Card, ...]) -> bool:
    """True when the one-walk path below applies: nothing copied, equipped or nullified, and
    no card of the game prints a static that changes what may be played or attacked
    (kindindex.TURN_STATICS)."""
    if st.copied or st.equipped:
        return False
    facts = game_facts(st, cards)
    return facts.plain_turns and nothing_nullifies(st, cards, facts)


def turn_actions(st: WondersState, cards: tuple[Card, ...], seat: int, with_pass: bool = True) -> list[Action]:
    """Every turn action of `seat` now, pass last."""
    if plain(st, cards):
        return plain_turn_actions(st, cards, seat, with_pass)
    null = nullified_set(st, cards)
    out: list[Action] = []
    if st.actions[seat] > 0 and st.decks[seat]:
        out.append(_act("draw", seat))
    out += _plays(st, cards, seat, null)
    out += [_act("attack", seat, None, r) for r in attack_realms(st, cards, seat, null)]
    out += activatable(st, cards, seat, null)
    if with_pass:
        out.append(_act("pass", seat))
    return out


def _walk(st: WondersState, cards: tuple[Card, ...], seat: int,
          ix: KindIndex | None = None) -> tuple[set[str], list[int], list[int]]:
    """One walk over `seat`'s side of The World when every card has only its printed text:
    (its links, the realms where it has a Wonder, its cards with an activated ability that
    is not spent), what links(), attack_realms() and activatable() would each walk for (plain
    loops and per-kind tables: this runs before every turn action; `ix`: the table's KindIndex
    when the caller has it)."""
    ix = ix or kind_index(cards)
    link, activated, tap_only, types, plain_wonder = ix.link, ix.activated, ix.tap_only, ix.wonder_type, ix.plain_wonder
    kinds, facedown, tapped, counters = st.kinds, st.facedown, st.tapped, st.counters
    linked: set[str] = set()
    wonder_realms: list[int] = []
    users: list[int] = []
    for r, realm in enumerate(st.world):
        side = realm[seat]
        if not side:
            continue
        wonder = False
        for inst in side:
            if facedown and inst in facedown:
                continue        # a face-down card has no text and no type (001 5 Face-down Cards)
            k = kinds[inst]
            if plain_wonder[k]:
                wonder = True   # a Wonder without a link or an activated ability: nothing more
                continue
            if link[k]:
                linked.add(link[k])
            if not wonder:      # is_wonder: a Wonder, or a land with a growth counter
                t = types[k]
                wonder = t == 1 or (t == 2 and inst in counters and counters[inst].get("growth", 0) > 0)
            if activated[k] and not (inst in tapped and tap_only[k]):
                users.append(inst)
        if wonder:
            wonder_realms.append(r)
    return linked, wonder_realms, users


def plain_turn_actions(st: WondersState, cards: tuple[Card, ...], seat: int, with_pass: bool) -> list[Action]:
    """turn_actions when every card has only its printed text and nothing changes what may be
    played or attacked (see turn_actions), from one walk (_walk) instead of one walk for each
    kind of action (the same list, in the same order)."""
    ix = kind_index(cards)
    kinds = st.kinds
    linked, wonder_realms, users = _walk(st, cards, seat, ix)
    out: list[Action] = []
    actions = st.actions[seat]
    if actions > 0 and st.decks[seat]:
        out.append(_DRAW[seat])
    hand = st.hands[seat]
    if hand:
        if actions > 0:
            out += _plain_hand_plays(st, cards, seat, hand, linked, ix)
        else:
            attuned = ix.attuned
            hand = [i for i in hand if attuned[kinds[i]]]   # only attuned cards need no action
            if hand:
                out += _hand_plays(st, cards, seat, set(), hand, linked, [])
    if wonder_realms and (st.free_attacks[seat] > 0 or actions > 0):
        opened = open_realms(st)
        attacks = _ATTACKS[seat]
        for r in wonder_realms:
            if r in opened:
                out.append(attacks[r] if r < 7 else _act("attack", seat, None, r))
    for inst in users:
        out += _printed_uses(st, cards, seat, inst, ix)
    if with_pass:
        out.append(_PASS[seat])
    return out


def _printed_uses(st: WondersState, cards: tuple[Card, ...], seat: int, inst: int,
                  ix: KindIndex | None = None) -> list[Action]:
    """_activations for a card with only its printed text, not nullified: the same checks,
    in the same order, on costs read once per card (KindIndex.uses; `ix`: the table's
    KindIndex when the caller has it)."""
    out: list[Action] = []
    for k, cost, taps, spends, faith, energy, cond in (ix or kind_index(cards)).uses[st.kinds[inst]]:
        if taps and inst in st.tapped:
            continue
        if spends and st.actions[seat] <= 0:
            continue
        if cost == "faith" and (st.faith_spent[seat] or st.faith[seat] < faith):
            continue
        if energy > st.energy[seat]:
            continue
        if cond is not None and not holds(st, cards, inst, seat, cond, set()):
            continue
        out.append(_act("harvest", seat, inst) if cost == "harvest" else _act("activate", seat, inst, k))
    return out


def harvestable(st: WondersState, cards: tuple[Card, ...], seat: int) -> list[int]:
    """The cards whose harvest ability `seat` may use now, in activatable's order (a harvest
    asks which others may be harvested with it): from the one walk when every card has only
    its printed text (plain), else from activatable."""
    if plain(st, cards):
        ix = kind_index(cards)
        return [x.card for inst in _walk(st, cards, seat, ix)[2] for x in _printed_uses(st, cards, seat, inst, ix)
                if x.kind == "harvest" and x.card is not None]
    return [x.card for x in activatable(st, cards, seat, nullified_set(st, cards))
            if x.kind == "harvest" and x.card is not None]


def plain_has_action(st: WondersState, cards: tuple[Card, ...], seat: int) -> bool:
    """bool(plain_turn_actions(..., with_pass=False)), stopping at the first action found,
    the cheapest kinds first (the end-of-turn 'must pass' check asks this)."""
    actions = st.actions[seat]
    if actions > 0 and st.decks[seat]:
        return True
    ix = kind_index(cards)
    hand = st.hands[seat]
    if hand and actions <= 0:
        attuned, kinds = ix.attuned, st.kinds
        hand = [i for i in hand if attuned[kinds[i]]]
    if not hand and st.free_attacks[seat] <= 0 and actions <= 0:
        # no play and no attack can be made: only an ability to use would do, and the
        # walk looks for nothing else (most 'must pass' checks of a round's end)
        activated, tap_only, kinds, tapped, facedown = ix.activated, ix.tap_only, st.kinds, st.tapped, st.facedown
        for realm in st.world:
            for inst in realm[seat]:
                k = kinds[inst]
                if (activated[k] and not (inst in tapped and tap_only[k]) and inst not in facedown
                        and _printed_uses(st, cards, seat, inst, ix)):
                    return True
        return False
    linked, wonder_realms, users = _walk(st, cards, seat, ix)
    if wonder_realms and (st.free_attacks[seat] > 0 or actions > 0):
        opened = open_realms(st)
        if any(r in opened for r in wonder_realms):
            return True
    for inst in users:
        if _printed_uses(st, cards, seat, inst):
            return True
    return bool(hand) and bool(_hand_plays(st, cards, seat, set(), hand, linked, []))


def any_turn_action(st: WondersState, cards: tuple[Card, ...], seat: int) -> bool:
    """True when `seat` has a turn action other than passing (bool(turn_actions(...,
    with_pass=False)), trying the cheap kinds first)."""
    if st.actions[seat] > 0 and st.decks[seat]:
        return True
    if plain(st, cards):
        return plain_has_action(st, cards, seat)
    null = nullified_set(st, cards)
    return bool(attack_realms(st, cards, seat, null) or activatable(st, cards, seat, null)
                or _plays(st, cards, seat, null))


def legal_actions(st: WondersState, cards: tuple[Card, ...]) -> list[Action]:
    """Every action the deciding seat may take now."""
    if st.phase == "over":
        return []
    if st.choice is not None:
        return choice_actions(st.choice)
    return turn_actions(st, cards, st.turn)


_ANSWERS: dict[tuple[int, int | None, int | str | None, bool], Action] = {}


def _answer(seat: int, target: int | None, choice: int | str | None) -> Action:
    """Action("choose", seat, None, target, choice), interned (an answer list is rebuilt
    after every pick; an Action's frozen __init__ costs more than the lookup)."""
    key = (seat, target, choice, type(choice) is int)      # 1 and "1" differ; so do 1 and True
    a = _ANSWERS.get(key)
    if a is None:
        if len(_ANSWERS) >= 65536:
            _ANSWERS.clear()
        a = _ANSWERS[key] = Action("choose", seat, None, target, choice)
    return a


_CARD_ANSWERS: tuple[dict[int, Action], dict[int, Action]] = ({}, {})


def _card_answer(known: dict[int, Action], seat: int, card: int) -> Action:
    """_answer(seat, card, None), remembered in `known` (that seat's card answers)."""
    if len(known) >= 8192:
        known.clear()
    a = known[card] = _answer(seat, card, None)
    return a


def choice_actions(choice: dict[str, Any]) -> list[Action]:
    """core.choice.choice_actions(choice) with interned Actions (the same list, equal values);
    an answer that is not a plain int or str is built as there."""
    seat = choice["seat"]
    if choice["by"] != "value":
        picks = choice["picks"]
        # a seat's card answers by card, looked up here without a call per answer
        known = _CARD_ANSWERS[seat] if seat == 0 or seat == 1 else {}
        out = [(known.get(o) or _card_answer(known, seat, o)) if type(o) is int else Action("choose", seat, None, o)
               for o in choice["options"] if o not in picks]
        if len(picks) >= choice["min"]:
            out.append(_answer(seat, None, "done"))
        return out
    return [_answer(seat, None, v) if type(v) is int or type(v) is str else Action("choose", seat, choice=v)
            for v in choice["options"]]


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
