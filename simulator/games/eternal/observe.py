"""What one Eternal seat may know, and full states sampled consistently with that knowledge.

Hidden (000 1.2): the order and contents of both decks, the other player's hand (except
cards known to both, `revealed`: units returned to hand, created cards), the other
player's market, and which card each hidden instance is. Decklists are public (the
setup names them), so the multiset of each player's unseen cards is public too.

Observation JSON (the view's input; `seat` None = everything, for replays):

    "seat": the observing seat, or null
    "state": the state as EternalState.to_json() with hidden parts masked:
        kinds[i] is -1 for a hidden instance; hidden slots in "decks", "hands" and
        "markets" hold -1 (their order and length are kept); "info" has no entry for a
        hidden instance; "rng" is absent; another seat's pending "choice" is
        {"seat", "prompt", "min", "max", "by", "act", "hidden": true} and "tasks" is [].
        The observer's own "choice" is {"seat", "prompt", "options", "picks", "min", "max",
        "by" ("card": options are instances or players, answered one pick at a time with
        Action(act, seat, target=option) and Action(act, seat, choice="done") once "min"
        picks are made; "value": options are strings, answered with
        Action("choose", seat, choice=option)), "labels" (text for value options), "src"
        (the card asking), "act" ("choose", or "order" for the attacker's damage order:
        Action("order", seat, card=src, target=blocker)), "peek" (it shows the top card)}.
        Useful fields: turn (seat whose turn it is), turn_no, first, phase ("mulligan",
        "main1", "declare", "block", "prefight", "main2", "end", "over" ...), health,
        armor, power, max_power, influence ([F, T, J, P, S] counts), boards (units and
        sites in play order), relics (relics, relic weapons, cursed relics on a player),
        weapon / site (instance or -1), powers, voids, stack (bottom first: kind "spell" |
        "trigger" | "ability" | "attack", seat, src, card, target, react, resolving),
        prio (seat answering the top of the stack, -1 none), window ([holder, passes,
        both] in the Pre-Fight / End windows), attackers, blocks ({attacker: [blockers]}),
        attack_site, night_until (Night while turn_no <= night_until), pshield (player
        Aegis), winners, summary. Targets name players as -1 - seat.
    "cards": {instance: card id} for every visible instance.
    "units": {instance: {"attack", "health", "damage", "exhausted", "stunned", "new"
        (entered this turn), "keywords": [...], "warcry", "shield", "silenced",
        "attachments": [...]}} for every unit and site on a playmat.
    "night": whether it is Night now.
    "deck_counts", "hand_counts", "market_counts": per seat.
    "unseen": per seat, the sorted hidden instances; "unseen_cards": per seat, the
        sorted card ids of those instances (which is which is the hidden part).
    "peek": the card id on top of the observer's own deck when they may see it (a Warp
        card, or a Scout choice), else null.
"""
from __future__ import annotations

from typing import Any, Callable

from ...core.rng import Rng
from .acts import is_night
from .cards import KEYWORDS, KW, Card
from .state import EternalState
from .stats import attack, health, keywords, stunned, warcry


def _peek_top(st: EternalState, cards: tuple[Card, ...], seat: int) -> int:
    """The top card of `seat`'s own deck when that seat may see it, else -1."""
    deck = st.decks[seat]
    if not deck:
        return -1
    ch = st.choice
    if ch is not None and ch["seat"] == seat and ch.get("peek"):
        return deck[-1]
    if keywords(st, cards, deck[-1]) & KW["warp"]:
        return deck[-1]
    return -1


def hidden_slots(st: EternalState, cards: tuple[Card, ...], seat: int) -> list[tuple[str, int, int]]:
    """(zone, owner seat, index) of every card `seat` cannot see."""
    out: list[tuple[str, int, int]] = []
    revealed = set(st.revealed)
    foe = 1 - seat
    out += [("hands", foe, i) for i, c in enumerate(st.hands[foe]) if c not in revealed]
    out += [("decks", foe, i) for i in range(len(st.decks[foe]))]
    out += [("markets", foe, i) for i in range(len(st.markets[foe]))]
    top = _peek_top(st, cards, seat)
    out += [("decks", seat, i) for i, c in enumerate(st.decks[seat]) if c != top]
    return out


def observation(st: EternalState, cards: tuple[Card, ...], seat: int | None) -> dict[str, Any]:
    """JSON-able view of the state for `seat` (None: the whole state, for replays)."""
    data = st.to_json()
    hidden: list[list[int]] = [[], []]
    if seat is not None:
        del data["rng"]
        data["kinds"] = kinds = st.kinds[:]
        for name in ("hands", "decks", "markets"):
            data[name] = [st.hands[0][:], st.hands[1][:]] if name == "hands" else [getattr(st, name)[0][:], getattr(st, name)[1][:]]
        for zone, owner, i in hidden_slots(st, cards, seat):
            c = data[zone][owner][i]
            hidden[owner].append(c)
            kinds[c] = -1
            data[zone][owner][i] = -1
        info = data["info"]
        for owner in (0, 1):
            for c in hidden[owner]:
                info.pop(str(c), None)
        ch = st.choice
        if ch is not None and ch["seat"] != seat:
            data["choice"] = {"seat": ch["seat"], "prompt": f"Player {ch['seat'] + 1} is choosing", "min": ch["min"],
                              "max": ch["max"], "by": ch["by"], "act": ch.get("act", "choose"), "hidden": True}
            data["tasks"] = []   # the paused effects may name the chooser's hidden cards
    kinds_now = data["kinds"]
    out: dict[str, Any] = {"seat": seat, "state": data}
    out["cards"] = {str(i): cards[k].id for i, k in enumerate(kinds_now) if k >= 0}
    units: dict[str, Any] = {}
    for s in (0, 1):
        for u in st.boards[s]:
            i = st.info[u]
            bits = keywords(st, cards, u)
            units[str(u)] = {"attack": attack(st, cards, u), "health": health(st, cards, u), "damage": i.dmg,
                             "exhausted": i.ex, "stunned": stunned(st, cards, u), "new": i.entered >= st.turn_no,
                             "keywords": [k for k in KEYWORDS if bits & KW[k]], "warcry": warcry(st, cards, u),
                             "shield": i.shield and bool(bits & KW["aegis"]), "silenced": i.silenced, "attachments": i.att[:]}
    out["units"] = units
    out["night"] = is_night(st)
    out["deck_counts"] = [len(st.decks[0]), len(st.decks[1])]
    out["hand_counts"] = [len(st.hands[0]), len(st.hands[1])]
    out["market_counts"] = [len(st.markets[0]), len(st.markets[1])]
    out["unseen"] = [sorted(h) for h in hidden]
    out["unseen_cards"] = [sorted(cards[st.kinds[c]].id for c in h) for h in hidden]
    top = _peek_top(st, cards, seat) if seat is not None else -1
    out["peek"] = cards[st.kinds[top]].id if top >= 0 else None
    return out


def determinize(obs: dict[str, Any], cards: tuple[Card, ...], seat: int, rng: Rng) -> EternalState:
    """Deal every card `seat` cannot see at random into the hidden places it could be."""
    return determinizer(obs, cards, seat)(rng)


def determinizer(obs: dict[str, Any], cards: tuple[Card, ...], seat: int) -> Callable[[Rng], EternalState]:
    """A fast `determinize` for many deals of one observation: the observation is read once;
    each call copies that state and deals the hidden cards' identities at random.

    Hidden instance numbers keep fixed places (which number is where says nothing), so one
    shuffle per player deals a uniformly random identity to every hidden card."""
    data = dict(obs["state"])
    if isinstance(data.get("choice"), dict) and data["choice"].get("hidden"):
        raise ValueError("cannot determinize while another seat's choice is pending")
    index = {c.id: c.index for c in cards}
    zones = {name: [list(data[name][0]), list(data[name][1])] for name in ("hands", "decks", "markets")}
    hidden: list[tuple[list[int], list[int]]] = []
    for owner in (0, 1):
        ids = list(obs["unseen"][owner])
        hidden.append((ids, [index[cid] for cid in obs["unseen_cards"][owner]]))
        free = ids[::-1]
        for name in ("hands", "decks", "markets"):
            lst = zones[name][owner]
            for i, c in enumerate(lst):
                if c == -1:
                    lst[i] = free.pop()
    data.update(zones)
    data["rng"] = 0
    base = EternalState.from_json(data)

    def deal(rng: Rng) -> EternalState:
        st = base.clone()
        kinds = st.kinds
        for ids, pool in hidden:
            pool = pool[:]
            rng.shuffle(pool)
            for c, k in zip(ids, pool):
                kinds[c] = k
        st.rng = Rng(rng.next_u64())
        return st

    return deal


def resample_hidden(st: EternalState, cards: tuple[Card, ...], seat: int, rng: Rng) -> EternalState:
    """A copy of the true state with everything `seat` cannot see dealt again at random.

    Works from the state itself, not the observation: the conformance suite uses it to
    prove that observations (and bots) never depend on hidden cards.
    """
    out = st.clone()
    slots = hidden_slots(out, cards, seat)
    for owner in (0, 1):
        mine = [(z, i) for z, o, i in slots if o == owner]
        ids = [getattr(out, z)[owner][i] for z, i in mine]
        kinds = [out.kinds[c] for c in ids]
        rng.shuffle(kinds)
        for c, k in zip(ids, kinds):
            out.kinds[c] = k
        rng.shuffle(ids)
        for (z, i), c in zip(mine, ids):
            getattr(out, z)[owner][i] = c
    return out
