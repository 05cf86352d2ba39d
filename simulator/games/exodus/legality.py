"""Legal actions and why others are refused, with the ruling in words.

Actions: ("draw", choice=k) k cards from the Main Deck in the Draw Phase; ("energy", card,
target=pile | choice="new") an energy from hand onto a pile; ("move", card, target | "new")
rearranging free energy in the Energy Phase; ("summon", card, target=pile) a creature onto a
blank pile in the Creature Phase; ("attack", card, target=creature | choice=side); ("play",
card, target?) a symmetry; ("activate", card, target?, choice=ability index); ("end_phase")
the turn player moves on; ("pass") a player asked to respond declines; ("choose", ...) the
answer to a pending choice. A pile is named by its bottom energy card.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.actions import Action, Violation
from ...core.choice import choice_actions
from ..common import stack as common_stack
from .battle import attack_options, may_attack_with
from .cards import Card
from .context import Ctx
from .field import any_static_in_play, creatures_of_side, has_effect, is_blank, pile_of, side, summonable, team_seats
from .ops_set5_b import awaken_actions
from .params import BASIC_TURN, RULESET
from .resolve import can_pay, energy_count, used_key
from .scans import activated_in_game, grave_activated, hand_scan, instant_flags
from .state import ExodusState
from .targets import PILE_WORDS, candidates, valid_targets
from .triggers import active_abilities, silenced

R = "004_b4262328bed7ba97.txt"

_ACTIONS: dict[tuple[str, int, int | None, int | None, str | int | None], Action] = {}
_ACTIONS_MAX = 1 << 14   # entries kept at most (a few MB): then it starts again


def _action(kind: str, seat: int, card: int | None = None, target: int | None = None,
            choice: str | int | None = None) -> Action:
    """Action(kind, seat, card, target, choice), built once and then shared: an Action is a
    frozen value (equal by its fields), and building one costs ten times a look-up (the
    hottest lists look in _ACTIONS first themselves). Only for the values the legal actions
    hold: ints and strings, never a bool (True == 1)."""
    key = (kind, seat, card, target, choice)
    a = _ACTIONS.get(key)
    if a is None:
        if len(_ACTIONS) >= _ACTIONS_MAX:
            _ACTIONS.clear()
        a = _ACTIONS[key] = Action(kind, seat, card, target, choice)
    return a


# The actions that are the same every time, made once per seat (2-4 seats).
PASS = tuple(Action("pass", s) for s in range(4))
_END_PHASE = tuple(Action("end_phase", s) for s in range(4))
_DRAWS = tuple(tuple(Action("draw", s, choice=k) for k in range(RULESET.draw_per_phase + 1)) for s in range(4))


def deciding_seat(st: ExodusState) -> int:
    """The seat that must act now."""
    if st.choice is not None:
        return int(st.choice["seat"])
    if st.window is not None:
        seat = common_stack.asked(st.window)
        if seat is not None:
            return seat
    return st.turn


def legal_actions(st: ExodusState, cards: tuple[Card, ...]) -> list[Action]:
    """Every action the deciding seat may take now, in a stable order."""
    if st.phase in ("over", "setup"):
        return []
    if st.legal is not None:
        return st.legal[:]        # worked out as the engine loop stopped (rules._run)
    ctx = Ctx(st, cards, quiet=True)
    if st.choice is not None:
        return choice_actions(st.choice)
    if st.window is not None:
        seat = deciding_seat(st)
        return instant_actions(ctx, seat) + [PASS[seat]]
    return turn_actions(ctx, st.turn)


def turn_actions(ctx: Ctx, seat: int, instants: list[Action] | None = None) -> list[Action]:
    """The turn player's actions in the current phase (`instants`: the seat's instant_actions
    in this very state, if known already)."""
    st = ctx.st
    out: list[Action] = []
    phase = st.phase
    if phase == "draw" and not st.memo.get("drew"):
        out += _DRAWS[seat]
        out += instant_actions(ctx, seat) if instants is None else instants
        out += awaken_actions(ctx, seat)      # 004 Harmony Rares: Awaken by skipping the Draw Phase
        return out
    if phase == "energy":
        out += energy_actions(ctx, seat)
    elif phase == "creature":
        out += summon_actions(ctx, seat)
    elif phase == "attack":
        mine = st.piles[seat]             # (and a teammate's in 2v2)
        for pile in (mine + [p for s in team_seats(st, seat)[1:] for p in st.piles[s]]
                     if st.mode == "teams" else mine):
            c = pile[0]
            if c >= 0 and not may_attack_with(ctx, seat, c):
                for target, sd in attack_options(ctx, seat, c):
                    out.append(_action("attack", seat, c, target) if target >= 0 else
                               _action("attack", seat, c, None, sd))
    out += instant_actions(ctx, seat) if instants is None else instants
    out.append(_END_PHASE[seat])
    return out


def surely_more_than_end(ctx: Ctx, seat: int) -> bool:
    """True when turn_actions surely offers more than "end_phase": there is energy to play
    in the Energy Phase, told by a look that lists nothing (the engine asks at every stop of
    a turn, and a search throws most of those states away before it asks for the list);
    False: only the list can tell."""
    st = ctx.st
    return st.phase == "energy" and st.placed < RULESET.energy_per_phase and bool(_energy_in_hand(ctx, seat))


def energy_actions(ctx: Ctx, seat: int) -> list[Action]:
    """Energy from hand onto piles (up to 3 a phase): a new pile, a blank pile (a pile without
    a creature holds at most 3) or under one of your unfrozen creatures (004 Freeze: a frozen
    one gains energy only by effects; DESIGN basic turn); and the energy played this turn
    rearranged while no effect has touched it (004 Energy Movement; each card once a phase,
    which keeps the phase finite; never the last energy under a creature)."""
    st = ctx.st
    out: list[Action] = []
    playable = _energy_in_hand(ctx, seat) if st.placed < RULESET.energy_per_phase else ()
    fresh = st.memo.get("fresh", ())
    if not playable and not fresh:
        return out                        # (no energy to play, none to rearrange: no pile looked at)
    open_piles = [p for p in st.piles[seat] if takes_energy(st, p)]
    for c in playable:
        row = _row("energy", seat, c)     # (by target pile; -1: onto a new pile)
        out.append(row.get(-1) or _new_pile(row, "energy", seat, c))
        out += [row.get(p[1]) or _in_row(row, "energy", seat, c, p[1]) for p in open_piles]
    if not fresh:
        return out                        # (nothing played this phase to rearrange)
    for pile in st.piles[seat]:
        if len(pile) < 2 or (pile[0] >= 0 and len(pile) < 3):
            continue                      # (a creature keeps its last energy)
        for e in pile[1:]:
            if e not in fresh or e in st.moved or e in st.touched or e in st.frozen:
                continue
            row = _row("move", seat, e)
            if len(pile) > 2:
                out.append(row.get(-1) or _new_pile(row, "move", seat, e))
            out += [row.get(p[1]) or _in_row(row, "move", seat, e, p[1]) for p in open_piles if p is not pile]
    return out


def takes_energy(st: ExodusState, pile: list[int]) -> bool:
    """Whether energy from hand may go onto this pile of the player's (DESIGN basic turn): a
    blank pile with room (at most pile_max) and no frozen energy, or a pile whose creature is
    not frozen (no limit: 004 speaks of a 5-energy creature; a frozen creature gains energy
    "only by card effects or Abilities", 004 Freeze)."""
    frozen = st.frozen
    if pile[0] >= 0:
        return pile[0] not in frozen
    return len(pile) - 1 < RULESET.pile_max and not (frozen and any(e in frozen for e in pile[1:]))


def _energy_in_hand(ctx: Ctx, seat: int) -> tuple[int, ...]:
    """One energy of each kind in the hand (one action per kind of energy)."""
    return hand_scan(ctx.st, ctx.cards, seat).energy_kinds


def summon_actions(ctx: Ctx, seat: int) -> list[Action]:
    """Creatures from hand onto the seat's own blank piles with no frozen energy (DESIGN;
    004 Team Battles: not onto a teammate's piles unless your energy is in them)."""
    st = ctx.st
    creatures = hand_scan(st, ctx.cards, seat).creatures
    if not creatures:
        return []
    piles = [p for s in team_seats(st, seat) for p in st.piles[s] if summonable(st, p)
             and (s == seat or any(st.owner[e] == seat for e in p[1:]))]
    if not piles:
        return []                         # (no blank pile: nothing to summon onto)
    out = []
    for c in creatures:
        row = _row("summon", seat, c)
        out += [row.get(p[1]) or _in_row(row, "summon", seat, c, p[1]) for p in piles]
    return out


def instant_actions(ctx: Ctx, seat: int) -> list[Action]:
    """Symmetries from hand and activated Abilities: instant speed, any phase, any turn."""
    st = ctx.st
    cards = ctx.cards
    # (hand_scan's and instant_flags' kept answers, looked up inline: every seat is asked at
    # every round of responses, and most have nothing in hand to play)
    scans = st.scans
    kept = scans.get(seat)
    scan = kept[2] if kept is not None and kept[0] is cards and kept[1] == st.hand[seat] else hand_scan(st, cards, seat)
    kept = scans.get("flags")
    act, immune_kinds = (kept[2] if kept is not None and kept[0] is cards and kept[1] == len(st.kinds)
                         else instant_flags(st, cards))
    symmetries = scan.symmetries
    if not symmetries:
        # (the common case: nothing in hand to play; and no card in the game has an Ability
        # to activate, activatable's first look without the call)
        return _activated(ctx, seat, scan, []) if act else []
    out: list[Action] = []
    energy = -1
    # (no card in play unaffected by symmetries: a symmetry's targets are its word's candidates,
    # targets.valid_targets without the filter and the card look-up; asked once for all of them)
    immune = bool(immune_kinds) and any_static_in_play(cards, st, "symmetry_immune")
    # (no pile in play, as when a long game has used up its energy: a word naming only what
    # piles hold has nothing, told without asking it)
    bare = not any(st.piles)
    if scan.sym_energy:
        # (resolve.energy_count, inlined: the energy a symmetry may be paid with, counted
        # once for every symmetry in hand; a Lantern Leaflore in play is left to it)
        if immune:
            energy = energy_count(ctx, seat, True, scan.energy)
        else:
            energy = scan.energy
            for pile in st.piles[seat]:
                energy += len(pile) - 1
            if st.beneath[seat]:
                kinds = st.kinds
                energy += sum(1 for c in st.beneath[seat] if kinds[c] >= 0 and cards[kinds[c]].is_energy)
    for c, _card, cost, cond, spec in symmetries:
        # playable: cost payable, requirement met, a target (both calls say yes to nothing asked)
        if cost and not (energy >= int(cost["energy"]) if _ENERGY_ONLY.issuperset(cost)
                         else can_pay(ctx, seat, cost, True, energy)):
            continue                      # (an energy cost alone, can_pay's first test inlined)
        if cond and not condition_met(ctx, seat, cond):
            continue
        if spec:
            if bare and spec in PILE_WORDS:
                continue
            targets = valid_targets(ctx, seat, spec, c) if immune else candidates(ctx, seat, spec, c)
            if targets:
                row = _row("play", seat, c)
                out += [row.get(t) or _in_row(row, "play", seat, c, t) for t in targets]
        else:
            row = _row("play", seat, c)
            out.append(row.get(None) or _in_row(row, "play", seat, c, None))
    return _activated(ctx, seat, scan, out) if act else out


_ENERGY_ONLY = frozenset({"energy"})
Row = dict[int | None, Action]
# The actions of one kind by one seat with one card, by target (None: no target; -1: onto a
# new pile, which no pile is named by), made once and shared as _action's: one look-up per
# card rather than one per target, under the key card * 4 + seat (an int: no tuple made).
_ROWS: dict[str, dict[int, Row]] = {"play": {}, "energy": {}, "move": {}, "summon": {}}


def _row(kind: str, seat: int, card: int) -> Row:
    """The row of `kind` actions by `seat` with `card` (see _ROWS)."""
    if not 0 <= seat < 4:
        return {}   # a state read from a file may name any seat: card * 4 + seat is one key a pair only for 0-3
    rows = _ROWS[kind]
    row = rows.get(card * 4 + seat)
    if row is None:
        if len(rows) >= _ACTIONS_MAX:
            rows.clear()
        row = rows[card * 4 + seat] = {}
    return row


def _in_row(row: Row, kind: str, seat: int, card: int, target: int | None) -> Action:
    """Action(kind, seat, card, target), made once and kept in its row (not in _ACTIONS too:
    card ids are dealt at random, so most rows are new in every game)."""
    a = row[target] = Action(kind, seat, card, target)
    return a


def _new_pile(row: Row, kind: str, seat: int, card: int) -> Action:
    """Action(kind, seat, card, choice="new") (energy onto a new pile), kept in its row as -1
    (no pile is named by -1: a pile is named by its bottom energy card)."""
    a = row[-1] = Action(kind, seat, card, None, "new")
    return a


def _activated(ctx: Ctx, seat: int, scan: Any, out: list[Action]) -> list[Action]:
    """`out` with the Abilities the seat may activate now added (instant_actions' second half)."""
    for src, i, ab, aft in activatable(ctx, seat, scan.activated):
        spec = ab.get("target")
        if spec:
            out += [_action("activate", seat, src, t, i) for t in valid_targets(ctx, seat, spec, src)]
        else:
            out.append(_action("activate", seat, src, None, i))
    return out


def activatable(ctx: Ctx, seat: int, in_hand: Sequence[int] | None = None
                ) -> list[tuple[int, int, dict[str, Any], bool]]:
    """(source, index, ability, is_afterthought) for every Ability the seat may activate now
    (`in_hand`: the hand's cards with an ability activated from there, if scanned already)."""
    st = ctx.st
    act = activated_in_game(st, ctx.cards)
    out: list[tuple[int, int, dict[str, Any], bool]] = []
    if not act["any"]:
        return out                        # no card in the game has one
    kinds = st.kinds
    field_kinds = act["field"]
    places: list[tuple[str, Sequence[int]]] = []
    if field_kinds:
        team = team_seats(st, seat) if st.mode == "teams" else [seat]
        places.append(("field", [p[0] for s in team for p in st.piles[s]
                                 if p[0] >= 0 and kinds[p[0]] in field_kinds]))
        places.append(("field", [a for s in team for a in st.afters[s] if kinds[a] in field_kinds]))
    if act["hand"]:
        places.append(("hand", hand_scan(st, ctx.cards, seat).activated if in_hand is None else in_hand))
    if act["graveyard"]:
        places.append(("graveyard", grave_activated(st, seat, act["graveyard"])))
    for zone, cards in places:
        for src in cards:
            for i, ab, aft in active_abilities(ctx, src):
                where = ab.get("activate")
                if where is None or (where != zone and where != "any"):
                    continue
                if zone == "field" and not aft and silenced(ctx, seat):
                    continue
                if ab.get("when") == "your_turn" and st.turn != seat:
                    continue
                if ab.get("once_per_turn") and used_key(src, i, aft) in st.used:
                    continue
                if not can_pay(ctx, seat, ab.get("cost"), False) or not condition_met(ctx, seat, ab.get("if"), src):
                    continue
                if ab.get("target") and not valid_targets(ctx, seat, ab["target"], src):
                    continue
                out.append((src, i, ab, aft))
    return out


def condition_met(ctx: Ctx, seat: int, cond: dict[str, Any] | None, src: int = -1) -> bool:
    """Whether an ability's "if" holds for the seat now (vocab.CONDITIONS); `src` is the card
    whose ability it is."""
    if not cond:
        return True
    st = ctx.st
    if "has_under" in cond and not any(ctx.cards[st.kinds[c]].chrono for c in st.under.get(src, [])):
        return False        # 004 Devourer of Dimensions: a Chrono beneath it to send
    if "draw_phase_start" in cond and not (st.phase == "draw" and st.turn == seat and not st.memo.get("drew")):
        return False        # 004 Timeglypha: at the start of the turn
    if "stack_nonempty" in cond and not any(not x.get("resolving") for x in st.stack):
        return False        # 004 Forerunner of Eclipses: only what is still on the stack
    mine = creatures_of_side(st, side(st, seat))
    if "has_creature" in cond and not mine:
        return False
    if "all_share_type" in cond:
        if not mine:
            return False
        common = set(ctx.card(mine[0]).guilds)
        for c in mine[1:]:
            common &= set(ctx.card(c).guilds)
        if not common:
            return False
    if ("life_is" in cond and st.life[side(st, seat)] != int(cond["life_is"])
            and not has_effect(st, "ignore_requirements", seat=seat)):
        return False        # 004 Tethered to Eeventide: unless the requirement is ignored
    if "machine_in_graveyard" in cond and not any("Machine" in ctx.cards[st.kinds[c]].guilds for c in st.grave[seat]):
        return False
    return True


def explain(st: ExodusState, cards: tuple[Card, ...], a: Action) -> Violation:
    """Why `a` (not legal now) is refused, naming the ruling in words."""
    ctx = Ctx(st, cards, quiet=True)
    if st.phase == "over":
        return Violation("The game is over", f"{R} Multiplayer")
    seat = deciding_seat(st)
    if a.seat != seat:
        return Violation(f"It is Player {seat + 1}'s decision now", f"{R} Timing & Speed")
    unknown = unknown_reference(st, a)
    if unknown is not None:
        return unknown
    if st.choice is not None and a.kind != "choose":
        return Violation(f"First answer: {st.choice['prompt']}", f"{R} Timing & Speed")
    k = a.kind
    if k in ("energy", "move"):
        if st.phase != "energy" or st.turn != a.seat:
            return Violation("Energy is played and rearranged in your Energy Phase", BASIC_TURN)
        if k == "energy" and st.placed >= RULESET.energy_per_phase:
            return Violation(f"You have played {RULESET.energy_per_phase} energy this phase", BASIC_TURN)
        if a.target is not None:
            found = pile_of(st, a.target)
            if found is not None and found[0] != a.seat:
                return Violation("You cannot add energy to your teammate's piles", f"{R} Team Battles")
            if found is not None and found[1][0] >= 0 and found[1][0] in st.frozen:
                return Violation("A frozen creature gains energy only by card effects or Abilities", f"{R} Freeze")
            if found is not None and found[1][0] < 0 and len(found[1]) - 1 >= RULESET.pile_max:
                return Violation(f"A pile without a creature holds at most {RULESET.pile_max} energy", BASIC_TURN)
        if k == "move" and a.card is not None:
            held = pile_of(st, a.card)
            if held is not None and held[1][0] >= 0 and len(held[1]) < 3:
                return Violation("A creature keeps its last energy", BASIC_TURN)
        if k == "move" and a.card is not None and (a.card in st.touched or a.card in st.moved):
            return Violation("That energy was already moved or affected by an effect this turn",
                             f"{R} Energy Movement")
        if k == "move" and a.card is not None and a.card not in st.memo.get("fresh", ()):
            return Violation("Only the energy played this turn can be rearranged", f"{R} Energy Movement")
        return Violation("That energy cannot go there", f"{R} Energy Movement")
    if k == "summon":
        if st.phase != "creature" or st.turn != a.seat:
            return Violation("Creatures are summoned in your Creature Phase", BASIC_TURN)
        if a.target is not None:
            found = pile_of(st, a.target)
            if found is not None and found[1][0] >= 0:
                return Violation("That pile already has a creature", BASIC_TURN)
            if found is not None and any(e in st.frozen for e in found[1][1:]):
                return Violation("You can't summon a creature on a pile with frozen energy", f"{R} Freeze")
            if found is not None and side(st, found[0]) == side(st, a.seat) and found[0] != a.seat:
                return Violation("You cannot summon onto your teammate's blank piles", f"{R} Team Battles")
        return Violation("Summon creatures onto your own blank piles of energy", BASIC_TURN)
    if k == "attack":
        if a.card is not None:
            why = may_attack_with(ctx, a.seat, a.card)
            if why:
                rule = f"{R} Freeze" if "Frozen" in why else f"{R} Chains" if "Chains" in why else (
                    f"{R} Multiplayer" if "round" in why else BASIC_TURN)
                return Violation(why, rule)
            if a.target is not None:
                from .battle import protected
                if a.target >= 0 and protected(ctx, a.target):
                    return Violation("Victory, Keeper of the Order: your opponent's other Order creatures "
                                     "cannot be attacked", f"{R} Victory, Keeper of the Order")
            return Violation("Attack an opposing creature; Life Points only when that side has no creatures",
                             BASIC_TURN)
        return Violation("Choose a creature to attack with", BASIC_TURN)
    if k == "play":
        if a.card is not None and a.card in st.hand[a.seat]:
            card = ctx.card(a.card)
            if not card.is_symmetry:
                return Violation(f"{card.name} is not a symmetry", BASIC_TURN)
            ab = card.effect or {}
            if not can_pay(ctx, a.seat, ab.get("cost"), True):
                return Violation(f"{card.name}'s cost cannot be paid", f"{R} Costs")
            if not condition_met(ctx, a.seat, ab.get("if")):
                return Violation(f"{card.name}'s requirement is not met", f"{R} {card.name}")
            return Violation(f"{card.name} has no legal target there", f"{R} Lantern Leaflore"
                             if a.target is not None and a.target >= 0 else f"{R} Fizzle")
        return Violation("Play symmetries from your hand", BASIC_TURN)
    if k == "draw":
        return Violation("The Draw Phase draws 3 cards once, at its start", BASIC_TURN)
    if k == "activate" and a.choice == "awaken":
        from .ops_set5_b import awaken_refusal
        why = awaken_refusal(ctx, a.seat) or "Awaken the Harmony Rare on the Eeventide Field itself, naming no target"
        return Violation(why, f"{R} Harmony Rares")
    if k == "activate":
        return Violation("That Ability cannot be activated now", f"{R} Creature Abilities")
    return Violation("That is not possible now", f"{R} Timing & Speed")


def unknown_reference(st: ExodusState, a: Action) -> Violation | None:
    """A Violation when an action names a card or a player this game does not have: its
    card must be a card of the game, its target a card or a player (-(seat + 1)), never
    anything else (checked before any rule looks a card up)."""
    if a.card is not None and not 0 <= a.card < st.n_cards:
        return Violation(f"There is no card {a.card} in this game", "the action format")
    if a.target is not None and not -st.n <= a.target < st.n_cards:
        return Violation(f"There is no card or player {a.target} to aim at in this game", "the action format")
    return None
