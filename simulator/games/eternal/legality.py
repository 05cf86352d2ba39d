"""Which Eternal actions are legal now, and why an illegal one is refused.

Sources: 000_6d0cea8edcfa8f82.txt (the sections cited in each Violation) and, where it is
silent, 003_5beb1e01c63d61a7.txt. Action kinds: keep / mulligan (2.0), play (a card from
hand, or a Warp card from the top of the deck), use (an activated ability; choice = its
index), attack (card = a unit to declare, or choice "player"/"site" to commit; card +
target = a direct attack by a Killer unit or relic weapon), block (card = blocker,
target = attacker; choice "done"), order (the attacker's damage order), pass, choose.
Targets: a card instance, or a player as -1 - seat.
"""
from __future__ import annotations

from ...core.actions import Action, Violation
from ...core.choice import choice_actions as pending_choice_actions
from .cards import FACTION_NAMES, GUIDE, KW, RULES, TBIT, Card, Target
from .amplify import AMPLIFY, amplify_variants, amplify_violation
from .auras_set3_ft import spells_fast
from .combat import block_options, can_attack, reckless_attackers
from .uses import CARD_AMPLIFY, CARD_VARIANTS, HOOK_BANS
from .ability_gates import (ABILITY_GATES, PLAY_BANS, SACRIFICE_LESS, gate_open, gate_reason, play_bans,
                            sacrifice_discount, sacrifice_variants)
from .modes import spell_variants
from .sight import may_attack_at_no_strength
from .targets import valid_targets
from .unit_types import share_type
from .state import KILLER_USED, ONCE_USED, ULTIMATE_USED, EternalState, player_ref
from .stats import attack, cost, influence_met, keywords, spells_locked

R, G = RULES, GUIDE
MAIN = ("main1", "main2")
AMBUSH, BOND, WARP, KILLER, MENTOR = KW["ambush"], KW["bond"], KW["warp"], KW["killer"], TBIT["mentor"]
CHARGE = KW["charge"]


_ACTIONS: dict[tuple[str, int, int | None, int | None, str | int | None], Action] = {}
_ACTIONS_MAX = 1 << 14   # entries kept at most (about 3 MB; 200 random games make 8,000): then it starts again


def _action(kind: str, seat: int, card: int | None = None, target: int | None = None,
            choice: str | int | None = None) -> Action:
    """Action(kind, seat, card, target, choice), built once and then shared: an Action is a
    frozen value (equal by its fields; nothing tells two equal ones apart but `is`, which
    only ever serves as a shortcut before ==), and building one costs ten dict look-ups.
    Only for the values legal_actions passes: ints and strings, never a bool (True == 1)."""
    key = (kind, seat, card, target, choice)
    a = _ACTIONS.get(key)
    if a is None:
        if len(_ACTIONS) >= _ACTIONS_MAX:
            _ACTIONS.clear()
        a = _ACTIONS[key] = Action(kind, seat, card, target, choice)
    return a


# The actions without a card, by seat: offered at nearly every decision (pass), or once a turn.
# PASS, ATTACK_PLAYER and BLOCKS_DONE are public: the evaluation's settle plays them too.
PASS = (_action("pass", 0), _action("pass", 1))
_KEEP, _MULLIGAN = (_action("keep", 0), _action("keep", 1)), (_action("mulligan", 0), _action("mulligan", 1))
ATTACK_PLAYER = (_action("attack", 0, choice="player"), _action("attack", 1, choice="player"))
_AT_SITE = (_action("attack", 0, choice="site"), _action("attack", 1, choice="site"))
BLOCKS_DONE = (_action("block", 0, choice="done"), _action("block", 1, choice="done"))


def deciding_seat(st: EternalState) -> int:
    """The seat that must act now (meaningless once the game is over)."""
    if st.choice is not None:
        return st.choice["seat"]
    if st.stack and st.prio >= 0:
        return st.prio
    if st.phase == "mulligan":
        return st.first if not st.kept[st.first] else 1 - st.first
    if st.phase == "block":
        return 1 - st.turn
    if st.phase in ("prefight", "end") and st.window:
        return st.window[0]
    return st.turn


def candidates(st: EternalState, cards: tuple[Card, ...], seat: int) -> list[int]:
    """Cards a player may play from: the hand, and a Warp card on top of the deck (003 Warp)."""
    out = st.hands[seat][:]
    deck = st.decks[seat]
    if deck and keywords(st, cards, deck[-1]) & WARP:
        out.append(deck[-1])
    return out


def _units(st: EternalState, cards: tuple[Card, ...], seat: int) -> list[int]:
    return [u for u in st.boards[seat] if cards[st.kinds[u]].is_unit]


def play_variants(st: EternalState, cards: tuple[Card, ...], seat: int, c: int) -> list[tuple[int | None, str | None]]:
    """The (target, choice) ways to play an affordable card now; empty when it cannot be."""
    card = cards[st.kinds[c]]
    if card.type == "power":
        return [(None, None)]
    if not influence_met(st, card, seat):
        return []
    return _priced_variants(st, cards, seat, c, card, cost(st, cards, c))


def _priced_variants(st: EternalState, cards: tuple[Card, ...], seat: int, c: int, card: Card,
                     price: int) -> list[tuple[int | None, str | None]]:
    """play_variants of a non-power card whose influence is met and whose cost now is `price`."""
    t = card.type
    if t == "unit":
        out: list[tuple[int | None, str | None]] = []
        if price <= st.power[seat]:
            out.append((None, None))
            if card.tmask & MENTOR:
                out += [(u, "mentor") for u in _units(st, cards, seat) if not st.info[u].ex]
        if card.kw & BOND:
            for u in _units(st, cards, seat):
                if not st.info[u].ex and share_type(st, cards, u, c):   # Bond: the same type now
                    if price - max(0, attack(st, cards, u)) <= st.power[seat]:
                        out.append((u, "bond"))
        return out
    if card.free_if and sacrifice_discount(card):   # Heirloom Blade: "You may sacrifice a unit to ..."
        less = sacrifice_variants(st, cards, seat, card, price)
        return less if price > st.power[seat] else [(None, None)] + less
    if price > st.power[seat]:
        return []
    if t == "weapon":   # Cloudsnake Saddle: "Can only be played on a unit with Flying" (its target)
        own = _units(st, cards, seat) if card.target is None else valid_targets(st, cards, seat, c, card.target)
        return [(u, None) for u in own]
    if t == "curse":
        return [(u, None) for u in _units(st, cards, 1 - seat)]
    if card.additional_cost == "sacrifice_unit" and not _units(st, cards, seat):
        return []
    masks = st.masks   # what kind of card it is (uses.py; a state not counted: ask modes/amplify)
    flags = masks[st.kinds[c]] if masks else -1
    if card.is_spell and card.effects and flags & CARD_VARIANTS:   # a Choice spell's modes, a Mentor
        more = spell_variants(st, cards, seat, c, card)               # spell's Student (modes.py)
        if more is not None:
            return more
    if card.target is not None:
        out = [(x, None) for x in valid_targets(st, cards, seat, c, card.target)]
        if card.target.optional:
            out.append((None, None))
    else:
        out = [(None, None)]
    if flags & CARD_AMPLIFY:
        return amplify_variants(st, cards, seat, card, price, out)   # "Amplify N: ..." (amplify.py)
    return out


def _plays(st: EternalState, cards: tuple[Card, ...], seat: int, only_fast: bool, ambush: bool) -> list[Action]:
    """The play actions of `seat` now: play_variants of each candidate, with its cheap
    refusals (power card already played, influence, an unaffordable card without Bond)
    tested here first: most of a hand is refused by them, the hottest loop of legal_actions.
    A card's skills are its printed ones while it has no instance record and no aura is in
    force (stats.keywords, inlined); an Action is looked up in _ACTIONS directly (_action
    only on a miss; an Action is never falsy)."""
    out: list[Action] = []
    auras = st.auras
    locked = bool(auras) and spells_locked(st, cards, seat)   # Scourge of Frosthome
    kinds, info, power = st.kinds, st.info, st.power[seat]
    have = st.influence[seat]
    hand, deck = st.hands[seat], st.decks[seat]   # candidates(), without copying the hand (only read here)
    if deck:
        top = deck[-1]
        if (cards[kinds[top]].kw if not auras and top not in info else keywords(st, cards, top)) & WARP:
            hand = hand + [top]
    barred = play_bans(st, cards, seat) if PLAY_BANS and st.uses & HOOK_BANS \
        else None   # Bar the Gates: "can't play cards with that name" (only in games with such a card: uses.py)
    for c in hand:
        if barred and kinds[c] in barred:
            continue
        card = cards[kinds[c]]
        if locked and card.is_spell:
            continue
        if only_fast:
            if not (card.is_fast or ambush and card.is_unit
                    and ((card.kw if not auras and c not in info else keywords(st, cards, c)) & AMBUSH
                         or card.aura is not None and card.aura.get("top_ambush") and c == deck[-1])):
                if not (card.is_spell and auras and spells_fast(st, cards, seat)):   # Temporal Distortion
                    continue   # top_ambush: Rhinarc Huntpack, "Ambush while on top of your deck"
        elif card.is_power:
            if not st.power_played:   # play_variants: one way to play a power card
                out.append(_ACTIONS.get(("play", seat, c, None, None)) or _action("play", seat, c))
            continue
        if card.free_if is None and not auras:   # stats.cost without "Free if" or cost auras, inlined
            i = info.get(c)
            price = card.cost + (i.cost if i is not None else 0)
            if price < 0:   # noqa: PLR1730 (max(0, ...) measured slower in this loop)
                price = 0
        else:
            price = cost(st, cards, c)
        if price > power and not (card.is_unit and card.kw & BOND) and not (
                card.free_if and price - sacrifice_discount(card) <= power):   # Heirloom Blade
            continue   # _priced_variants offers nothing: too dear, and no Bond to pay with
        need = card.influence   # influence_met, inlined (after the price: the commoner refusal)
        if need[0] > have[0] or need[1] > have[1] or need[2] > have[2] or need[3] > have[3] or need[4] > have[4]:
            continue
        if card.is_unit and not (card.tmask & MENTOR or card.kw & BOND):
            # _priced_variants of an affordable unit (tested above) without Mentor or Bond: one way
            out.append(_ACTIONS.get(("play", seat, c, None, None)) or _action("play", seat, c))
            continue
        for target, choice in _priced_variants(st, cards, seat, c, card, price):
            out.append(_ACTIONS.get(("play", seat, c, target, choice)) or _action("play", seat, c, target, choice))
    return out


def ambush_allowed(st: EternalState, seat: int) -> bool:
    """000 4.1: Ambush units come in against an attack, a direct attack, or at the end of
    the enemy's turn."""
    if seat == st.turn:
        return False
    if st.stack:
        top = st.stack[-1]
        return top["kind"] == "attack" and top["seat"] != seat and not top.get("resolving")
    if st.phase == "block":
        return not st.blocking_started
    return st.phase == "end"


def responses(st: EternalState, cards: tuple[Card, ...], seat: int) -> list[Action]:
    """Fast spells (and Ambush units where allowed) a player may play now (000 4.1, 4.2)."""
    return _plays(st, cards, seat, True, ambush_allowed(st, seat))


def abilities(st: EternalState, cards: tuple[Card, ...], seat: int) -> list[Action]:
    """Activated abilities usable now (000 1.4: in their controller's main phase)."""
    out: list[Action] = []
    for u in st.boards[seat] + st.relics[seat]:
        card = cards[st.kinds[u]]
        if not card.abilities or st.owners[u] != seat:
            continue
        i = st.info.get(u)
        if i is None or i.silenced:
            continue
        for n, ab in enumerate(card.abilities):
            if ab.pay > st.power[seat] or ab.exhaust and i.ex:
                continue
            if ab.ultimate and i.used & ULTIMATE_USED or ab.once_per_turn and i.used & ONCE_USED:
                continue
            if ABILITY_GATES and ab.effects and not gate_open(st, cards, seat, ab.effects[0]):
                continue   # Initiation Bell: "if you have played a spell this turn" (ability_gates.py)
            if ab.target is None:
                out.append(_action("use", seat, u, None, n))
            else:
                out += [_action("use", seat, u, t, n) for t in valid_targets(st, cards, seat, u, ab.target)]
    return out


def direct_attacks(st: EternalState, cards: tuple[Card, ...], seat: int) -> list[Action]:
    """000 4.3: a ready Killer unit, or the player's relic weapon once a turn."""
    foe = 1 - seat
    out: list[Action] = []
    kinds, info, plain = st.kinds, st.info, not st.auras
    for u in st.boards[seat]:   # the units (_units)
        card = cards[kinds[u]]
        if not card.is_unit:
            continue
        i = info[u]
        if i.ex or i.used & KILLER_USED:
            continue
        if plain and not i.att and not ((0 if i.silenced else card.kw) | i.kw | i.tkw) & KILLER:
            continue   # stats.keywords of a unit with no attachment and no aura in force, inlined
        if keywords(st, cards, u) & KILLER:
            out += [_action("attack", seat, u, e) for e in _units(st, cards, foe)]
    w = st.weapon[seat]
    if w >= 0 and not st.weapon_attacked and attack(st, cards, w) > 0:
        enemies = _units(st, cards, foe)
        out += [_action("attack", seat, w, e) for e in enemies] if enemies else [_action("attack", seat, w, player_ref(foe))]
    return out


def _attackers(st: EternalState, cards: tuple[Card, ...], seat: int) -> list[Action]:
    """The attack declarations open to `seat`: combat.can_attack, inlined with stats.keywords
    and stats.attack for a unit with no attachment while no aura is in force."""
    info, kinds, attackers, turn_no, plain = st.info, st.kinds, st.attackers, st.turn_no, not st.auras
    out: list[Action] = []
    for u in st.boards[seat]:
        i = info.get(u)
        card = cards[kinds[u]]
        if i is None or i.ex or not card.is_unit or u in attackers:
            continue
        if plain and not i.att:
            if i.entered >= turn_no and not ((0 if i.silenced else card.kw) | i.kw | i.tkw) & ~i.lost & CHARGE:
                continue   # played this turn, without Charge
            if card.attack + i.atk + i.tatk <= 0 and not may_attack_at_no_strength(st, u):
                continue   # (Accelerated Impact lets it attack all the same)
        elif not can_attack(st, cards, u):
            continue
        out.append(_ACTIONS.get(("attack", seat, u, None, None)) or _action("attack", seat, u))
    return out


def choice_actions(st: EternalState) -> list[Action]:
    """The answers to the pending choice."""
    ch = st.choice
    assert ch is not None
    act = ch.get("act", "choose")
    return pending_choice_actions(ch, act, ch["src"] if act == "order" else None)


def legal_actions(st: EternalState, cards: tuple[Card, ...]) -> list[Action]:
    """Every action the deciding seat may take now."""
    if st.phase == "over":
        return []
    if st.choice is not None:
        return choice_actions(st)
    seat = deciding_seat(st)
    if st.stack:
        return [PASS[seat]] + responses(st, cards, seat)
    phase = st.phase
    if phase == "mulligan":
        return [_KEEP[seat], _MULLIGAN[seat]] if st.mulligans[seat] < st.redraws else [_KEEP[seat]]
    if phase in MAIN:
        out = [PASS[seat]]
        out += _plays(st, cards, seat, False, False)
        out += abilities(st, cards, seat)
        out += direct_attacks(st, cards, seat)
        if phase == "main1":
            out += _attackers(st, cards, seat)
        return out
    if phase == "declare":
        out = _attackers(st, cards, seat)
        out.append(ATTACK_PLAYER[seat])
        if st.site[1 - seat] >= 0:
            out.append(_AT_SITE[seat])
        return out
    if phase == "block":
        out = [] if st.blocking_started else responses(st, cards, seat)
        out += [_ACTIONS.get(("block", seat, b, a, None)) or _action("block", seat, b, a)
                for b, a in block_options(st, cards, seat)]
        out.append(BLOCKS_DONE[seat])
        return out
    if phase in ("prefight", "end"):
        return [PASS[seat]] + responses(st, cards, seat)
    return [PASS[seat]]


# --- explain ------------------------------------------------------------------------

def explain(st: EternalState, cards: tuple[Card, ...], a: Action) -> Violation:
    """Why `a` is refused (it is not among legal_actions)."""
    if st.phase == "over":
        return Violation("The game is over", f"{R} 1.1 Game Structure and Goal")
    ch = st.choice
    seat = deciding_seat(st)
    if ch is not None:
        if a.seat != ch["seat"]:
            return Violation(f"Waiting for Player {ch['seat'] + 1}: {ch['prompt']}", f"{R} 4.2 Reacting to Enemy Actions")
        if a.kind not in ("choose", "order"):
            return Violation(f"First finish: {ch['prompt']}", f"{R} 1.4 Card Abilities")
        if a.choice == "done":
            return Violation(f"Choose at least {ch['min']}", "card text")
        return Violation("That is not one of the choices offered", "card text")
    if a.seat != seat:
        who = f"Player {seat + 1}"
        if st.stack:
            return Violation(f"{who} may respond first; you cannot respond to your own spell or ability", f"{R} 4.2 Reacting to Enemy Actions")
        if st.phase == "mulligan":
            return Violation(f"{who} chooses to keep or redraw first", f"{R} 2.0 Game Setup")
        if st.phase == "block":
            return Violation(f"{who} is choosing blockers", f"{R} 3.32 Defense Step")
        if st.phase in ("prefight", "end"):
            return Violation(f"{who} may play fast spells now", f"{R} {'3.33 Pre-Fight Step' if st.phase == 'prefight' else '3.51 End Phase Interrupt Step'}")
        return Violation(f"It is {who}'s turn: you may only play fast spells in answer to their spells", f"{R} 4.1 Ambush and Fast")
    if a.kind in ("keep", "mulligan"):
        if st.phase != "mulligan":
            return Violation("Opening hands are already kept", f"{R} 2.0 Game Setup")
        if st.redraws == 0:
            return Violation("This game allows no redraw: keep your hand", f"{R} 2.0 Game Setup")
        done = st.mulligans[a.seat]
        return Violation(f"You have already redrawn {'once' if done == 1 else f'{done} times'}; this game allows "
                         f"{'one redraw' if st.redraws == 1 else f'{st.redraws} redraws'}", f"{R} 2.0 Game Setup")
    if a.kind == "choose" or a.kind == "order":
        return Violation("There is nothing to choose now", f"{R} 3.34 Fight Step" if a.kind == "order" else f"{R} 1.4 Card Abilities")
    if a.kind == "pass":
        return Violation("Finish declaring attackers: press attack", f"{R} 3.2 First Main Phase") if st.phase == "declare" else \
            Violation("Finish blocking first", f"{R} 3.32 Defense Step")
    if a.kind == "play":
        return _explain_play(st, cards, a)
    if a.kind == "use":
        return _explain_use(st, cards, a)
    if a.kind == "attack":
        return _explain_attack(st, cards, a)
    if a.kind == "block":
        return _explain_block(st, cards, a)
    return Violation(f"Unknown action '{a.kind}'", f"{R} 3.0 Game Flow")


def _influence_shortfall(st: EternalState, card: Card, seat: int) -> str:
    """What influence a card needs that the player lacks, with the numbers: "2 Time influence;
    you have 1" (several factions: "2 Time and 1 Justice influence; you have 1 Time and 0 Justice")."""
    have = st.influence[seat]
    short = [i for i, n in enumerate(card.influence) if n > have[i]]
    if len(short) == 1:
        i = short[0]
        return f"{card.influence[i]} {FACTION_NAMES[i]} influence; you have {have[i]}"
    need = " and ".join(f"{card.influence[i]} {FACTION_NAMES[i]}" for i in short)
    got = " and ".join(f"{have[i]} {FACTION_NAMES[i]}" for i in short)
    return f"{need} influence; you have {got}"


def _target_words(spec: Target) -> str:
    """What a target spec points at, in words ("an enemy unit", "a unit or a player")."""
    enemy, friendly = spec.side == "enemy", spec.side == "friendly"
    if spec.kind == "unit":
        return "an enemy unit" if enemy else "a unit of yours" if friendly else "a unit"
    if spec.kind == "player":
        return "the enemy player" if enemy else "yourself" if friendly else "a player"
    if spec.kind == "unit_or_player":
        return "an enemy unit or the enemy player" if enemy else \
            "a unit of yours or yourself" if friendly else "a unit or a player"
    if spec.kind == "unit_or_you":
        return "an enemy unit or yourself" if enemy else "a unit of yours or yourself" if friendly else "a unit or yourself"
    if spec.kind == "enemy":
        return "an enemy unit or the enemy player"
    return "an attachment"


def _where(st: EternalState, target: int | None, seat: int) -> str:
    """Where a play was pointed, in words, for a refusal."""
    if target is None:
        return "no target"
    if target < 0:
        return "yourself" if -1 - target == seat else "the enemy player"
    if target in st.boards[seat]:
        return "a unit of yours"
    if target in st.boards[1 - seat]:
        return "an enemy unit"
    return "that card"


def _explain_play(st: EternalState, cards: tuple[Card, ...], a: Action) -> Violation:
    seat = a.seat
    if a.card is None or a.card not in candidates(st, cards, seat):
        return Violation("That card is not in your hand", f"{R} 1.3 Playing Cards")
    barred = play_bans(st, cards, seat).get(st.kinds[a.card]) if PLAY_BANS else None
    if barred:
        return Violation(barred, "card text")
    card = cards[st.kinds[a.card]]
    fast_time = st.stack or st.phase not in MAIN or seat != st.turn
    if fast_time:
        if card.is_unit and keywords(st, cards, a.card) & KW["ambush"]:
            if not ambush_allowed(st, seat):
                return Violation(f"{card.name} has Ambush: play it against an attack or at the end of the enemy's turn",
                                 f"{R} 4.1 Ambush and Fast")
        elif not card.is_fast:
            return Violation(f"Only fast spells can be played now; {card.name} waits for your main phase with nothing on the stack",
                             f"{R} 4.1 Ambush and Fast; {G} Cards")
    if card.is_spell and spells_locked(st, cards, seat):
        return Violation("An enemy card (Scourge of Frosthome) stops you playing spells", "card text")
    if card.is_power:
        return Violation("You have already played a power card this turn (one a turn)", f"{R} 1.3 Power cards")
    if not influence_met(st, card, seat):
        return Violation(f"{card.name} needs {_influence_shortfall(st, card, seat)}", f"{R} 1.3 Influence")
    price = cost(st, cards, a.card)
    if price > st.power[seat] and a.choice != "bond":
        return Violation(f"{card.name} costs {price} power, you have {st.power[seat]}", f"{R} 1.3 Power")
    if a.choice == AMPLIFY:
        return amplify_violation(st, cards, seat, card, price)
    if a.choice == SACRIFICE_LESS:
        return Violation(f"{card.name}: sacrifice one of your units to play it for {sacrifice_discount(card)} less",
                         "card text")
    if card.type == "weapon":
        if not _units(st, cards, seat):
            return Violation(f"{card.name} is a weapon: it needs a unit of yours to carry it, and you have none",
                             f"{R} 1.3 Weapons")
        if card.target is not None:   # Cloudsnake Saddle: "Can only be played on a unit with Flying"
            return Violation(f"{card.name} can only be played on {_target_words(card.target)} with Flying"
                             if ("flying", True) in card.target.filter else
                             f"{card.name} can't be played on {_where(st, a.target, seat)}", "card text")
        return Violation(f"{card.name} is a weapon: drop it on one of your units, not on {_where(st, a.target, seat)}",
                         f"{R} 1.3 Weapons")
    if card.type == "curse":
        if not _units(st, cards, 1 - seat):
            return Violation(f"{card.name} is a curse: it needs an enemy unit, and there is none", f"{R} 1.3 Curses")
        return Violation(f"{card.name} is a curse: drop it on an enemy unit, not on {_where(st, a.target, seat)}",
                         f"{R} 1.3 Curses")
    if card.additional_cost == "sacrifice_unit" and not _units(st, cards, seat):
        return Violation(f"{card.name} needs a unit of yours to sacrifice, and you have none", f"{G} The Stack: Payment")
    if card.target is not None:
        wanted = _target_words(card.target)
        if not valid_targets(st, cards, seat, a.card, card.target):
            return Violation(f"{card.name} needs {wanted} as its target, and none can be chosen now",
                             f"{G} The Stack: Targeting")
        return Violation(f"{card.name} needs {wanted} as its target" + (
            f"; {_where(st, a.target, seat)} is not one it can choose" if a.target is not None else
            ": drop it on one"), f"{G} The Stack: Targeting")
    if a.choice in ("mentor", "bond"):
        return Violation(f"That unit cannot be the {'Student' if a.choice == 'mentor' else 'bond'} of {card.name}",
                         f"{G} {'Mentor' if a.choice == 'mentor' else 'Bond'}")
    return Violation(f"{card.name} takes no target: drop it anywhere on the table", f"{R} 1.3 Playing Cards")


def _explain_use(st: EternalState, cards: tuple[Card, ...], a: Action) -> Violation:
    if st.stack or st.phase not in MAIN or a.seat != st.turn:
        return Violation("Activated abilities are used in your own main phase", f"{R} 1.4 Card Abilities")
    if a.card is None or a.card not in st.boards[a.seat] + st.relics[a.seat]:
        return Violation("That card is not on your playmat", f"{R} 1.4 Card Abilities")
    card = cards[st.kinds[a.card]]
    if not isinstance(a.choice, int) or not 0 <= a.choice < len(card.abilities):
        return Violation(f"{card.name} has no such ability", f"{R} 1.4 Card Abilities")
    ab = card.abilities[a.choice]
    i = st.info.get(a.card)
    if ab.pay > st.power[a.seat]:
        return Violation(f"The ability costs {ab.pay} power, you have {st.power[a.seat]}", f"{R} 1.4 Card Abilities")
    if ab.exhaust and i is not None and i.ex:
        return Violation(f"{card.name} is exhausted", f"{R} 1.4 Card Abilities")
    if ab.ultimate:
        return Violation("An Ultimate can be used only once", f"{G} Ultimate")
    if ab.effects and not gate_open(st, cards, a.seat, ab.effects[0]):
        return Violation(f"{card.name}: {gate_reason(ab.effects[0])}", "card text")
    if ab.once_per_turn:
        return Violation("Once per turn", "card text")
    return Violation("That is not a legal target", f"{G} The Stack: Targeting")


def _explain_attack(st: EternalState, cards: tuple[Card, ...], a: Action) -> Violation:
    seat = a.seat
    if a.target is not None:
        if st.stack or st.phase not in MAIN:
            return Violation("A direct attack can only be made during a main phase", f"{R} 4.3 Direct Attacks")
        if a.card == st.weapon[seat]:
            if st.weapon_attacked:
                return Violation("Your relic weapon has already attacked this turn", f"{R} 4.3 Direct Attacks")
            return Violation("A relic weapon attacks an enemy unit, or the player once they have no units", f"{R} 4.3 Direct Attacks")
        return Violation("Only a ready unit with Killer (once) can attack an enemy unit directly", f"{R} 4.3 Direct Attacks; {G} Killer")
    if st.phase not in ("main1", "declare"):
        return Violation("Attackers are chosen in the First Main Phase, once per turn", f"{R} 3.2 First Main Phase; 3.4 Final Main Phase")
    if st.stack:
        return Violation("Let the stack resolve first", f"{G} Cards")
    if a.choice in ("player", "site"):
        if a.choice == "site":
            return Violation("The enemy has no site to attack", f"{R} 3.31 Declaration Step")
        return Violation("Choose at least one attacker first", f"{R} 3.2 First Main Phase")
    u = a.card
    if u is None or u not in st.boards[seat]:
        return Violation("Only your units on the playmat can attack", f"{R} 3.2 First Main Phase")
    i = st.info[u]
    if u in st.attackers:
        return Violation("That unit is already attacking", f"{R} 3.2 First Main Phase")
    if i.ex:
        return Violation(f"{cards[st.kinds[u]].name} is exhausted", f"{R} 3.2 First Main Phase")
    if i.entered >= st.turn_no and not keywords(st, cards, u) & KW["charge"]:
        return Violation(f"{cards[st.kinds[u]].name} was played this turn and has no Charge", f"{R} 3.2 First Main Phase")
    aura = cards[st.kinds[u]].aura
    if aura is not None and aura.get("attack_needs_armor") and not i.silenced and st.armor[seat] <= 0:
        return Violation(f"{cards[st.kinds[u]].name} can't attack unless you have Armor", "card text")
    if aura is not None and aura.get("cant_attack") and not i.silenced:   # Big Brother
        return Violation(f"{cards[st.kinds[u]].name} can't attack", "card text")
    return Violation(f"{cards[st.kinds[u]].name} has no strength to attack with", f"{R} 3.2 First Main Phase")


def _explain_block(st: EternalState, cards: tuple[Card, ...], a: Action) -> Violation:
    if st.phase != "block":
        return Violation("Blockers are chosen in the Defense Step", f"{R} 3.32 Defense Step")
    if a.target not in st.attackers:
        return Violation("Choose an attacking unit to block", f"{R} 3.32 Defense Step")
    b = a.card
    if b is None or b not in st.boards[a.seat]:
        return Violation("Only your units on the playmat can block", f"{R} 3.32 Defense Step")
    if st.info[b].ex:
        return Violation("Only ready units can block", f"{R} 3.32 Defense Step")
    if any(b in bl for bl in st.blocks.values()):
        return Violation("A unit blocks only one attacker", f"{G} Combat Phase")
    abits = keywords(st, cards, a.target)
    if abits & KW["unblockable"]:
        return Violation("That attacker is Unblockable", f"{G} Unblockable")
    if abits & KW["flying"]:
        return Violation("Only units with Flying can block a unit with Flying", f"{G} Flying")
    return Violation("That unit can't block", "card text")


__all__ = ["legal_actions", "explain", "deciding_seat", "responses", "reckless_attackers"]
