"""How Wonders cards change areas (001 3 Areas): arriving in a realm, leaving The World
(counters and effects fall off, equipment stays behind, tokens stop existing), dying,
banishment (and Pastel Bloom Drake's replacement), drawing, burying and denying."""
from __future__ import annotations

from .context import Ctx, player, realm_name
from .state import ACTIVE
from .triggers import fire, fire_arrive
from .world import abilities, equipment_of, is_token, is_wonder, kind_index, locate


def remove_anywhere(ctx: Ctx, inst: int) -> str:
    """Take a card out of whatever area holds it; the area's name ("world", "hand", ...)."""
    st = ctx.st
    # a card is in exactly one area (zones.invariants), so the commonest, a hand, may be
    # looked at first: most cards played leave a hand
    for pile in st.hands:
        if inst in pile:
            pile.remove(inst)
            return "hands"
    where = locate(st, inst)
    if where is not None:
        st.world[where[0]][where[1]].remove(inst)
        if inst in st.facedown:
            st.facedown.remove(inst)
        return "world"
    if inst in st.limbo:
        st.limbo.remove(inst)
        return "limbo"
    for area in ("decks", "abyss", "banished", "archive"):
        for pile in getattr(st, area):
            if inst in pile:
                pile.remove(inst)
                return area
    if inst in st.gone:
        st.gone.remove(inst)
        return "gone"
    return "nowhere"


def _forget(ctx: Ctx, inst: int, keep_portal: bool = False) -> None:
    """A card leaving The World loses its counters and effects (001 3 Areas; portal keeps its
    "end of round" effects: 001 7 Portal)."""
    st = ctx.st
    st.counters.pop(inst, None)
    st.tapped.discard(inst)
    st.copied.pop(inst, None)
    st.copy_of.pop(inst, None)
    st.extra_classes.pop(inst, None)
    if keep_portal:
        st.effects = [e for e in st.effects if e.get("target") != inst or e.get("portal_keeps")]
    else:
        st.effects = [e for e in st.effects if e.get("target") != inst or e["kind"] == "control_return"]
    st.equipped.pop(inst, None)
    for item in equipment_of(st, inst):
        del st.equipped[item]           # it stays in the realm, unequipped, and looks for another


def leave_world(ctx: Ctx, inst: int, dest: str, how: str = "", portal: bool = False) -> bool:
    """Move a card from The World to `dest` ("abyss", "banished", "hand", "deck_bottom").

    Dying (to The Abyss) fires "when dies" before a token stops existing (001 2 Tokens).
    Returns False when the card was not in The World."""
    st = ctx.st
    where = locate(st, inst)
    if where is None:
        return False
    realm, seat = where
    was_wonder = is_wonder(st, ctx.cards, inst)
    items = equipment_of(st, inst)
    if dest == "abyss" and was_wonder:
        fire(ctx, "death", inst=inst, realm=realm, seat=seat, equipment=items)
    remove_anywhere(ctx, inst)
    _forget(ctx, inst, keep_portal=portal)
    for item in items:
        fire(ctx, "equip_check", inst=item, realm=realm, seat=seat)
    _put(ctx, inst, dest)
    return True


def _put(ctx: Ctx, inst: int, dest: str) -> None:
    st = ctx.st
    owner = st.owner[inst]
    if is_token(st, ctx.cards, inst) and dest != "world":
        if inst < st.n_cards:
            st.gone.append(inst)          # a printed token does not return to the archive
        else:
            st.standin.discard(inst)      # a stand-in simply stops existing, forgotten
        return
    if dest == "abyss":
        st.abyss[owner].append(inst)
    elif dest == "banished":
        st.banished[owner].append(inst)
    elif dest == "hand":
        st.hands[owner].append(inst)
    elif dest == "deck_bottom":
        st.decks[owner].insert(0, inst)
    elif dest == "deck_top":
        st.decks[owner].append(inst)


def arrive(ctx: Ctx, inst: int, realm: int, seat: int, face_down: bool = False, played: bool = False) -> bool:
    """Put a card into a realm under `seat`'s control: it arrives (001 6 On Arrival).

    A card that would enter an inactive realm is banished instead (001 3 The World).
    Keyword counters (protector, shield, celestial, growth, null) come with it."""
    st = ctx.st
    if st.realm_state[realm] != ACTIVE:
        ctx.log("banished", f"{ctx.name(inst)} would enter inactive {realm_name(realm)}: banished instead",
                seat, (inst,))
        _put(ctx, inst, "banished")
        return False
    st.world[realm][seat].append(inst)
    ix = kind_index(ctx.cards)
    if "realm_base" in ix.statics[st.kinds[inst]]:
        # when two abilities contradict, the most recent one wins (001 5 Contradictions)
        st.counts["arrivals"] = seq = st.counts.get("arrivals", 0) + 1
        st.counts[f"arrival:{inst}"] = seq
    if face_down:
        st.facedown.append(inst)
        return True
    for kind, n in ix.arrival_counters[st.kinds[inst]]:
        st.counters.setdefault(inst, {})[kind] = st.counters.get(inst, {}).get(kind, 0) + n
    fire_arrive(ctx, inst, realm, seat)
    return True


def die(ctx: Ctx, inst: int, how: str, by: int) -> bool:
    """A card is destroyed or sacrificed: from The World into its owner's Abyss."""
    if locate(ctx.st, inst) is None:
        return False
    verb = {"destroy": "is destroyed", "sacrifice": "is sacrificed", "power": "dies (power below 0)"}.get(how, "dies")
    ctx.log("died", f"{ctx.name(inst)} {verb}", by, (inst,))
    return leave_world(ctx, inst, "abyss", how)


def replaces_banish(ctx: Ctx, inst: int) -> bool:
    """True when the card would go to a realm instead of being banished (Pastel Bloom Drake):
    its text in The World (blank while nullified), its printed text elsewhere (a movement
    replacement works from any area: 001 5 Replacement Effects)."""
    st = ctx.st
    if locate(st, inst) is not None:
        return any(a.get("static") == "banish_to_realm" for a in abilities(st, ctx.cards, inst))
    return "banish_to_realm" in kind_index(ctx.cards).statics[st.kinds[inst]]


def banish(ctx: Ctx, inst: int, by: int) -> bool:
    """Banish a card from any area; Pastel Bloom Drake goes to a realm its owner chooses
    instead (001 5 Replacement Effects) and triggers nothing that watches banishment. False
    when the replacement took over."""
    st = ctx.st
    if replaces_banish(ctx, inst):
        ctx.push([(st.owner[inst], inst, {"op": "_replace_banish"})])
        return False
    ctx.log("banished", f"{ctx.name(inst)} is banished", by, (inst,))
    if locate(st, inst) is not None:
        leave_world(ctx, inst, "banished")
    else:
        remove_anywhere(ctx, inst)
        _put(ctx, inst, "banished")
    return True


def draw(ctx: Ctx, seat: int, n: int = 1) -> int:
    """Draw n cards one at a time; how many were drawn. An empty deck loses the game at the
    next check (001 4 Victory)."""
    st = ctx.st
    got = 0
    for _ in range(n):
        if not st.decks[seat]:
            break
        st.hands[seat].append(st.decks[seat].pop())
        got += 1
    if got:
        ctx.log("drew", f"{player(seat)} draws {got} card{'s' if got > 1 else ''}", seat)
    return got


def deny(ctx: Ctx, seat: int, n: int) -> list[int]:
    """Put the top n cards of `seat`'s deck into The Abyss (001 7 Deny); eternal cards
    trigger (001 7 Eternal)."""
    st = ctx.st
    out = []
    for _ in range(n):
        if not st.decks[seat]:
            break
        inst = st.decks[seat].pop()
        st.abyss[seat].append(inst)
        out.append(inst)
        if ctx.card(inst).keywords.get("eternal"):
            fire(ctx, "eternal", inst=inst, seat=seat)
    if out:
        ctx.log("denied", f"{player(seat)} denies {len(out)}: {ctx.names(out)}", seat, tuple(out))
    return out
