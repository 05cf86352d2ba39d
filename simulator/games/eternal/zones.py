"""Where Eternal cards are (000 1.2) and how they move between zones, without triggers."""
from __future__ import annotations

from .cards import Card
from .state import EternalState, Inst
from .uses import note_kind

HAND_MAX = 12      # 000 6.2
UNIT_MAX = 12      # 000 6.1


def info_of(st: EternalState, c: int) -> Inst:
    """The instance record of a card, made on first use."""
    i = st.info.get(c)
    if i is None:
        i = st.info[c] = Inst()
    return i


def all_cards(st: EternalState) -> list[int]:
    """Every card instance in every zone (attachments and spells on the stack included)."""
    out: list[int] = []
    for s in (0, 1):
        out += st.decks[s]
        out += st.hands[s]
        out += st.boards[s]
        out += st.relics[s]
        out += st.powers[s]
        out += st.voids[s]
        out += st.markets[s]
    for u in st.boards[0] + st.boards[1]:
        i = st.info.get(u)
        if i is not None:
            out += i.att
    out += [x["card"] for x in st.stack if x.get("card", -1) >= 0]
    return out


def locate(st: EternalState, c: int) -> tuple[str, int] | None:
    """(zone name, seat) of a card, or None (attached cards report 'attached')."""
    for s in (0, 1):
        for name in ("hands", "boards", "relics", "voids", "decks", "powers", "markets"):
            if c in getattr(st, name)[s]:
                return name, s
    i = st.info.get(c)
    if i is not None and i.host >= 0:
        return "attached", st.owners[c]
    return None


def lift(st: EternalState, c: int) -> None:
    """Take a card out of whichever zone holds it."""
    where = locate(st, c)
    if where is None:
        for x in st.stack:
            if x.get("card") == c:
                x["card"] = -1
                return
        return
    name, s = where
    if name == "attached":
        i = st.info[c]
        host = st.info.get(i.host)
        if host is not None and c in host.att:
            att = host.att.copy()   # `att` is never changed in place (state.Inst): clones share it
            att.remove(c)
            host.att = att
        i.host = -1
        return
    getattr(st, name)[s].remove(c)
    if name == "hands" and c in st.revealed:
        st.revealed.remove(c)


def to_void(st: EternalState, c: int, seat: int | None = None) -> None:
    """Put a card into a void (its owner's unless `seat` says whose)."""
    who = st.owners[c] if seat is None else seat
    st.voids[who].append(c)
    if st.went is not None:   # Tribute: "if a unit went to your void this turn" (ops_set4_ftj)
        went_to_void(st, c, who)


def to_hand(st: EternalState, c: int, seat: int) -> bool:
    """Put a card into a hand; with 12 already there it is discarded instead (000 6.2)."""
    if len(st.hands[seat]) >= HAND_MAX:
        to_void(st, c, seat)
        return False
    st.hands[seat].append(c)
    return True


def new_instance(st: EternalState, kind: int, owner: int) -> int:
    """A card created by an effect (it was in no deck)."""
    st.kinds.append(kind)
    st.owners.append(owner)
    note_kind(st, kind)
    return len(st.kinds) - 1


def units(st: EternalState, cards: tuple[Card, ...], seat: int) -> list[int]:
    """The units (not sites) on a player's playmat."""
    return [u for u in st.boards[seat] if cards[st.kinds[u]].type == "unit"]


def attached_to(st: EternalState, u: int) -> list[int]:
    """The attachments on a unit."""
    i = st.info.get(u)
    return i.att if i is not None else []


def enemy(seat: int) -> int:
    """The other player."""
    return 1 - seat


def invariants(st: EternalState, cards: tuple[Card, ...]) -> list[str]:
    """What is wrong with a state by the rules' own limits (empty when nothing): at most 12
    units on a playmat (000 6.1) and 12 cards in hand (000 6.2), no negative power, maximum
    power, armor, influence or damage, no instance in two places."""
    wrong: list[str] = []
    for s in (0, 1):
        units = sum(1 for u in st.boards[s] if cards[st.kinds[u]].is_unit)
        if units > UNIT_MAX:
            wrong.append(f"seat {s} has {units} units on the playmat (000 6.1: at most {UNIT_MAX})")
        if len(st.hands[s]) > HAND_MAX:
            wrong.append(f"seat {s} holds {len(st.hands[s])} cards (000 6.2: at most {HAND_MAX})")
        for name, value in (("power", st.power[s]), ("maximum power", st.max_power[s]), ("armor", st.armor[s])):
            if value < 0:
                wrong.append(f"seat {s} has {value} {name}")
        if min(st.influence[s]) < 0:
            wrong.append(f"seat {s} has negative influence {st.influence[s]}")
    for c, i in st.info.items():
        if i.dmg < 0:
            wrong.append(f"card {c} has {i.dmg} damage")
    placed = all_cards(st)
    if len(placed) != len(set(placed)):
        wrong.append("a card instance is in two places")
    return wrong


def cant_be_silenced(st: EternalState, cards: tuple[Card, ...], c: int) -> bool:
    """Lida's Apprentice: "can never be silenced. Your other cards can't be silenced while you have her."
    Card c, in any zone, is such a card (its aura says never_silenced), or a card of a player with one
    on their playmat; every op that silences asks this first (ops_set34_rest's reading)."""
    aura = cards[st.kinds[c]].aura
    if aura is not None and aura.get("never_silenced"):
        return True
    owner = st.owners[c]
    for src in st.auras:
        a = cards[st.kinds[src]].aura
        if a is not None and a.get("never_silenced") and st.owners[src] == owner and src in st.boards[owner]:
            return True
    return False


def cant_be_stolen(st: EternalState, cards: tuple[Card, ...], c: int) -> bool:
    """Tomb Protector: "Your cards can't be stolen while Tomb Protector is ready." Card c's player has a
    unit on their playmat whose aura says unstealable_while_ready, ready (not exhausted, so not stunned)
    and not silenced; every op that steals asks this first (ops_set34_rest's reading)."""
    owner = st.owners[c]
    for u in st.boards[owner]:
        aura = cards[st.kinds[u]].aura
        if aura is not None and aura.get("unstealable_while_ready"):
            i = st.info.get(u)
            if i is None or not (i.ex or i.silenced):
                return True
    return False


def drew_one(st: EternalState, seat: int, power: bool = False) -> None:
    """Count a card `seat` drew this turn, when st.drew is kept (Riddle Game, ops_set34_rest), and a power
    card drawn this game, when st.powers_drawn is kept (Lieutenant Relia, ops_set34_types)."""
    if st.drew is not None:
        st.drew[seat] = [st.turn_no, (st.drew[seat][1] if st.drew[seat][0] == st.turn_no else 0) + 1]
    if power and st.powers_drawn is not None:
        st.powers_drawn[seat] += 1


def went_to_void(st: EternalState, c: int, seat: int) -> None:
    """Note that card c went to `seat`'s void this turn (kept only while st.went is watched:
    Tribute, 003-silent, reads it; entries of earlier turns are dropped)."""
    assert st.went is not None
    st.went[seat] = [e for e in st.went[seat] if e[0] == st.turn_no] + [[st.turn_no, c]]
