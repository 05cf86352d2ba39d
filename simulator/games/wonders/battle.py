"""Battles (001 4 Battle): every Wonder a player controls in the realm attacks together;
the steps On Attack, On Defense, On Battle, check for victory (deathstrike), move a stone
(protectors), end of battle (flying, rage) run as ops, one after another."""
from __future__ import annotations

from .context import Ctx, Op, op, player, realm_name
from .moves import die
from .ops_cards import Picks
from .ops_world import move_card
from .cards import Card
from .power import add_power, format_power, power
from .state import ACTIVE, WondersState
from .triggers import fire, fire_battle
from .world import (
    adjacent,
    card_stones,
    game_facts,
    is_wonder,
    keyword_count,
    keyword_count_here,
    locate,
    nullified_set,
    other,
    realm_base_present,
    static_abilities,
    wonders_in,
)

STEPS = ("on attack", "on defense", "on battle", "check for victory", "move a stone", "end of battle")


def begin_battle(ctx: Ctx, seat: int, realm: int, rage: int = -1) -> None:
    """Start a battle: `seat` attacks with all its Wonders in `realm` (the cost is paid by
    the caller; a rage attack costs nothing)."""
    st = ctx.st
    key = f"attacks@{seat}"
    first = st.counts.get(key, 0) == 0
    st.counts[key] = st.counts.get(key, 0) + 1
    attackers = wonders_in(st, ctx.cards, st.world[realm][seat])
    ctx.log("attack", f"{player(seat)} attacks in {realm_name(realm)} with {ctx.names(attackers)}",
            seat, tuple(attackers))
    base = {"realm": realm, "attacker": seat, "rage": rage, "attackers": attackers}
    st.battle = {**base, "step": STEPS[0]}
    start = 0
    if not st.copied and not st.equipped:
        trig = game_facts(st, ctx.cards).triggers
        if ("attack" not in trig and "defend" not in trig and "battle" not in trig
                and (not first or "first_attack" not in trig)):
            # no card of this game can answer On Attack, On Defense or On Battle: those
            # steps would only name themselves in st.battle, so the battle starts at the
            # check for victory, as it would stand after them
            start = 3
            st.battle = {"realm": realm, "attacker": seat, "step": STEPS[2], "rage": rage, "attackers": attackers}
    steps = [(seat, -1, {"op": "_battle", "step": k, **base, "first": first}) for k in range(start, len(STEPS))]
    if st.pending:
        # A rage battle runs whole before the other effects still waiting resolve (001 7 Rage):
        # they are set aside so the battle's steps don't resolve them, and come back after.
        steps.append((seat, -1, {"op": "_battle_resume", "waiting": [[s, c, o] for s, c, o in st.pending]}))
        st.pending.clear()
    ctx.push(steps)


@op("_battle")
def _battle(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    st = ctx.st
    realm, attacker, k = int(o["realm"]), int(o["attacker"]), int(o["step"])
    defender = other(attacker)
    st.battle = {"realm": realm, "attacker": attacker, "step": STEPS[k], "rage": o.get("rage", -1),
                 "attackers": o.get("attackers", [])}
    if k == 0:
        fire_battle(ctx, "attack", realm, attacker, bool(o.get("first", False)))
    elif k == 1:
        fire_battle(ctx, "defend", realm, defender)
    elif k == 2:
        fire_battle(ctx, "battle", realm)
    elif k == 3:
        _check_victory(ctx, realm, attacker)
        return
    elif k == 4:
        _move_stone(ctx, realm, attacker, st.memo.get("outcome", "tie"), picks, o)
        return
    else:
        _end_of_battle(ctx, realm, attacker, o)
        return
    if st.pending:      # a flush with nothing waiting would do nothing (ops_flow._flush)
        ctx.push([(attacker, -1, {"op": "_flush"})])


def _check_victory(ctx: Ctx, realm: int, attacker: int) -> None:
    """Sum each side's power; the higher wins, a tie is a draw; any Wonders beat none
    (001 4 Battle). Deathstrike triggers for each Wonder on a side that won or tied."""
    st = ctx.st
    defender = other(attacker)
    cards = ctx.cards
    null = nullified_set(st, cards)
    # each side's Wonders here, found once for the totals (side_power's sum, in its order),
    # whether a side has any, and the winners' deathstrikes below
    wonders = [wonders_in(st, cards, st.world[realm][s]) for s in range(st.n)]
    has = [bool(ws) for ws in wonders]
    based = realm_base_present(st, cards)     # asked once for both sides, not once a Wonder
    a = _total(st, cards, wonders[attacker], null, (realm, attacker), based)
    d = _total(st, cards, wonders[defender], null, (realm, defender), based)
    if has[attacker] and not has[defender]:
        outcome = "attacker"
    elif has[defender] and not has[attacker]:
        outcome = "defender"
    elif not has[attacker] and not has[defender]:
        outcome = "tie"
    else:
        outcome = "attacker" if a > d else "defender" if d > a else "tie"
    st.memo["outcome"] = outcome
    fa, fd = format_power(a), format_power(d)
    st.battle = {**(st.battle or {}), "totals": [fa, fd], "outcome": outcome}
    if outcome == "attacker":
        said, winners = f"{player(attacker)} wins", [attacker]
    elif outcome == "defender":
        said, winners = f"{player(defender)} wins", [defender]
    else:
        said, winners = "a tie", [attacker, defender]
    ctx.log("battle", f"Battle in {realm_name(realm)}: {fa} against {fd}, {said}", attacker)
    # read once for every Wonder here, and only when a "grant" static could give deathstrike
    # (keyword_count's own test: equipment's text is not among the game's statics)
    grants = (static_abilities(st, cards, "grant", null)
              if st.equipped or "deathstrike" in game_facts(st, cards).granted else [])
    for s in winners:
        for w in wonders[s]:
            for _ in range(keyword_count_here(st, cards, w, realm, s, "deathstrike", null, grants)):
                st.pending.append((s, w, {"op": "_ability", "ctx": {"realm": realm},
                                          "label": f"{ctx.name(w)}: deathstrike",
                                          "do": [{"op": "destroy", "target": "target_enemy_here"}]}))
    if outcome != "tie":
        fire_battle(ctx, "win_battle", realm, winners[0])
    if st.pending:      # a flush with nothing waiting would do nothing (ops_flow._flush)
        ctx.push([(attacker, -1, {"op": "_flush"})])


def _total(st: WondersState, cards: tuple[Card, ...], wonders: list[int], null: set[int],
           where: tuple[int, int], based: bool) -> float:
    """side_power of a side whose Wonders are `wonders` (in the side's order), `where`:
    (realm, controller), `based`: realm_base_present(st, cards)."""
    total = 0.0
    for i in wonders:
        total = add_power(total, power(st, cards, i, null, based, where))
    return total


def seizable(ctx: Ctx, realm: int, seat: int) -> list[int]:
    """What `seat` may seize in a realm: stones not its own (centre or opponent's), as their
    index in the realm's stone list, and an opponent's cards that are stones, as -1-card
    (001 6 Seize)."""
    st = ctx.st
    out = [k for k, owner in enumerate(st.stones[realm]) if owner != seat]
    out += [-1 - i for r, s, i in card_stones(st, ctx.cards) if r == realm and s != seat]
    return out


def _move_stone(ctx: Ctx, realm: int, attacker: int, outcome: str, picks: Picks, o: Op) -> None:
    """The winner seizes one stone; a tie moves none. A protector of the defending side in
    the battle stops a seizure once, losing a protector counter (001 7 Protector)."""
    st = ctx.st
    if outcome == "tie" or st.realm_state[realm] != ACTIVE:
        if outcome == "tie":
            ctx.log("stone", f"A tie: the stone in {realm_name(realm)} does not move", attacker)
        return
    winner = attacker if outcome == "attacker" else other(attacker)
    opts = seizable(ctx, realm, winner)
    if not opts:
        return
    if winner == attacker:
        guards = [w for w in st.world[realm][other(attacker)]
                  if is_wonder(st, ctx.cards, w) and st.counters.get(w, {}).get("protector", 0) > 0]
        if guards:
            g = guards[0]
            st.counters[g]["protector"] -= 1
            if not st.counters[g]["protector"]:
                del st.counters[g]["protector"]
            ctx.log("protector", f"{ctx.name(g)} protects the stone: a protector counter is removed instead",
                    other(attacker), (g,))
            return
    if picks is None:
        labels = [("the centre stone" if st.stones[realm][k] < 0 else f"{player(st.stones[realm][k])}'s stone")
                  if k >= 0 else ctx.name(-1 - k) for k in opts]
        picks = ctx.pick(winner, -1, o, "Seize which stone?", opts, 1, 1, by="value", labels=labels)
        if picks is None:
            return
    seize(ctx, realm, winner, int(picks[0]))


def seize(ctx: Ctx, realm: int, seat: int, which: int) -> None:
    """`seat` seizes a stone: a stone changes side, or a card that is a stone changes control."""
    st = ctx.st
    if which >= 0:
        st.stones[realm][which] = seat
        ctx.log("seized", f"{player(seat)} seizes the stone of {realm_name(realm)}", seat)
    else:
        from .ops_world import take_control
        take_control(ctx, -1 - which, seat)
    st.last_seizer = seat
    st.seized_round[seat] = True
    fire(ctx, "seize", seat=seat)
    if st.pending:      # a flush with nothing waiting would do nothing (ops_flow._flush)
        ctx.push([(seat, -1, {"op": "_flush"})])


def _end_of_battle(ctx: Ctx, realm: int, attacker: int, o: Op) -> None:
    """End of battle: fliers that attacked may move to an adjacent realm (001 7 Flying), end
    of battle abilities trigger, a rage attacker is sacrificed (001 7 Rage)."""
    st = ctx.st
    tasks = []
    null = nullified_set(st, ctx.cards)
    here = st.world[realm][attacker]
    for w in o.get("attackers", []):
        # still on its side of the realm (a card is in one place: locate's answer there)
        if w in here and keyword_count(st, ctx.cards, w, "flying", null):
            tasks.append((attacker, w, {"op": "_fly", "realm": realm}))
    fire_battle(ctx, "end_of_battle", realm)
    rage = int(o.get("rage", -1))
    if rage >= 0:
        tasks.append((attacker, rage, {"op": "_rage_end"}))
    tasks.append((attacker, -1, {"op": "_flush"}))
    tasks.append((attacker, -1, {"op": "_battle_over"}))
    ctx.push(tasks)


@op("_fly")
def _fly(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    st = ctx.st
    realm = int(o["realm"])
    opts = [r for r in adjacent(realm) if st.realm_state[r] == ACTIVE]
    if picks is None:
        picks = ctx.pick_realm(seat, src, o, f"{ctx.name(src)} may fly to an adjacent realm", opts,
                               extra=((-1, "Stay"),))
        if picks is None:
            return
    if picks and int(picks[0]) >= 0:
        move_card(ctx, src, int(picks[0]), seat)


@op("_rage_end")
def _rage_end(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    if locate(ctx.st, src) is not None:
        die(ctx, src, "sacrifice", seat)


@op("_battle_resume")
def _battle_resume(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """The effects set aside for a rage battle wait again, ahead of any it left."""
    ctx.st.pending[0:0] = [(int(s), int(c), dict(x)) for s, c, x in o["waiting"]]


@op("_battle_over")
def _battle_over(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    ctx.st.battle = None
    ctx.st.memo.pop("outcome", None)

