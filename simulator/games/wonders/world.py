"""Where Wonders cards are and what they are now: locations in The World, control, types,
nullification, the abilities and keywords a card has (printed, copied by symbiosis, granted
by equipment and statics), stones and lands held. Pure queries: nothing here changes state.
"""
from __future__ import annotations

from collections.abc import Iterator

from .cards import Card
# the card-table facts and the frozen scope live in kindindex; imported from here as before
from .kindindex import Ability, GameFacts, KindIndex, frozen, game_facts, game_kinds, kind_index  # noqa: F401
from .state import ACTIVE, REALMS, WondersState


def other(seat: int) -> int:
    """The opponent of `seat` (Wonders is played by two)."""
    return 1 - seat



def locate(st: WondersState, inst: int) -> tuple[int, int] | None:
    """(realm, controlling seat) of a card in The World, else None."""
    if st.n == 2:
        # two sides a realm (every Wonders game): both looked at without an inner loop
        r = 0
        for left, right in st.world:
            if inst in left:
                return r, 0
            if inst in right:
                return r, 1
            r += 1
        return None
    for r, realm in enumerate(st.world):
        for s, side in enumerate(realm):
            if inst in side:
                return r, s
    return None


def in_world(st: WondersState) -> Iterator[tuple[int, int, int]]:
    """(realm, seat, instance) for every card in The World, realm by realm."""
    for r, realm in enumerate(st.world):
        for s, side in enumerate(realm):
            for inst in side:
                yield r, s, inst


def active_realms(st: WondersState) -> list[int]:
    """The realms that are open (001 6 Active Realm)."""
    return [r for r in range(REALMS) if st.realm_state[r] == ACTIVE]


def adjacent(r: int) -> list[int]:
    """Realms adjacent to r: numbers differing by one (DESIGN.md, Wonders decisions)."""
    return [x for x in (r - 1, r + 1) if 0 <= x < REALMS]


def is_token(st: WondersState, cards: tuple[Card, ...], inst: int) -> bool:
    """True for a token: a printed token, a stand-in, or a token copy of a card (001 2 Tokens)."""
    return cards[st.kinds[inst]].is_token or inst in st.standin


def is_type(st: WondersState, cards: tuple[Card, ...], inst: int, kind: str) -> bool:
    """True when the card is of that type now: a land with a growth counter is also a Wonder
    (001 7 Growth Counters); a face-down card is of no type (001 5 Face-down Cards)."""
    if inst in st.facedown:
        return False
    c = cards[st.kinds[inst]]
    if c.type == kind:
        return True
    return kind == "wonder" and c.type == "land" and st.counters.get(inst, {}).get("growth", 0) > 0


def is_wonder(st: WondersState, cards: tuple[Card, ...], inst: int) -> bool:
    """True for a Wonder now (is_type written out: asked several times per action)."""
    if inst in st.facedown:
        return False
    t = cards[st.kinds[inst]].type
    if t == "wonder":
        return True
    return t == "land" and inst in st.counters and st.counters[inst].get("growth", 0) > 0



def wonders_in(st: WondersState, cards: tuple[Card, ...], side: list[int]) -> list[int]:
    """[i for i in side if is_wonder(st, cards, i)], a printed Wonder told from the card
    table's type list without a call (only a land asks is_wonder: a growth counter)."""
    if st.facedown:
        return [i for i in side if is_wonder(st, cards, i)]
    types, kinds = kind_index(cards).wonder_type, st.kinds
    return [i for i in side if types[kinds[i]] == 1 or (types[kinds[i]] == 2 and is_wonder(st, cards, i))]


def classes(st: WondersState, cards: tuple[Card, ...], inst: int) -> tuple[str, ...]:
    """A card's classes, with those an effect gave it (Power of Bloodlines) and those every
    "All Wonders here are ..." ability of its realm gives it (both apply: 001 5 Contradictions)."""
    extra = st.extra_classes.get(inst)
    base = cards[st.kinds[inst]].classes
    out = base + tuple(extra) if extra else base
    rules = realm_bases(st, cards, inst)
    if rules:
        out = out + tuple(c for _seq, _n, c in rules if c and c not in out)
    return out


def realm_base_present(st: WondersState, cards: tuple[Card, ...], facts: GameFacts | None = None) -> bool:
    """True when some card in The World says "All Wonders here are X with base power N"
    (only then can a Wonder's base power differ from its printed one that way); `facts`:
    the game's GameFacts when the caller has them."""
    if "realm_base" not in (facts or game_facts(st, cards)).statics:
        return False
    rb = kind_index(cards).kinds_with["realm_base"]
    kinds = st.kinds
    for realm in st.world:      # plain loops: a generator or map/chain costs more on lists this short
        for side in realm:
            for i in side:
                if kinds[i] in rb:
                    return True
    return False


def realm_bases(st: WondersState, cards: tuple[Card, ...], inst: int) -> list[tuple[int, int, str]]:
    """The "All Wonders here are <class> with base power <n>" abilities that reach a Wonder,
    as (arrival order of their card, n, class), oldest first: where two contradict, the most
    recent one overwrites the base power (001 5 Contradictions)."""
    if not realm_base_present(st, cards):
        return []
    where = locate(st, inst)
    if where is None or not is_wonder(st, cards, inst):
        return []
    out = []
    for r, _s, src, a in static_abilities(st, cards, "realm_base"):
        if r == where[0]:
            out.append((st.counts.get(f"arrival:{src}", 0), int(a.get("n", 0)), str(a.get("class", ""))))
    return sorted(out)


# -- nullification (001 5 Nullify) -------------------------------------------------------
def nullified_set(st: WondersState, cards: tuple[Card, ...]) -> set[int]:
    """The cards in The World whose rules text is blank now: null counters, nullify effects
    (one card, or every card of some types this round: Path of Light), and Sirius-like
    statics of cards not themselves nullified; minus cards that "can't be nullified"."""
    if frozen.state is st:
        got = frozen.memo.get("null")
        if got is None:
            got = frozen.memo["null"] = _nullified_set(st, cards)
        return got
    if nothing_nullifies(st, cards):
        return set()            # the common case, asked here to save a call
    return _nullified_set(st, cards)


_NULL_EFFECTS = frozenset(("nullify", "nullify_types", "blank_text"))


def nothing_nullifies(st: WondersState, cards: tuple[Card, ...], facts: GameFacts | None = None) -> bool:
    """True when no effect, null counter or card in The World nullifies anything (plain loops
    with early returns, cheapest test first: this runs a few times per action); `facts`:
    the game's GameFacts when the caller has them."""
    for e in st.effects:
        if e["kind"] in _NULL_EFFECTS:
            return False
    for c in st.counters.values():
        if "null" in c:
            return False
    if not (facts or game_facts(st, cards)).nullifier:
        return True
    nullifies, kinds = kind_index(cards).nullifies, st.kinds
    for realm in st.world:
        for side in realm:
            for i in side:
                if nullifies[kinds[i]]:
                    return False
    return True


def _nullified_set(st: WondersState, cards: tuple[Card, ...]) -> set[int]:
    if nothing_nullifies(st, cards):
        return set()            # the common case
    ix = kind_index(cards)
    kinds = st.kinds
    statics = ix.statics
    effects = [e for e in st.effects if e["kind"] in ("nullify", "nullify_types", "blank_text")]
    counters = st.counters
    nulled = [i for i, c in counters.items() if c.get("null")] if counters else []
    # The World as (seat, card), and the nullifying cards in it, only in a game with a card
    # that can nullify (GameFacts.nullifier); else only effects and counters nullify
    world: list[tuple[int, int]] = []
    sources: list[tuple[int, int]] = []
    if game_facts(st, cards).nullifier:
        world = [(s, i) for realm in st.world for s, side in enumerate(realm) for i in side]
        sources = [(s, i) for s, i in world if ix.nullifies[kinds[i]] and i not in st.facedown]
    out: set[int] = set()
    if not effects and not nulled and not sources:
        return out
    types: set[str] = set()
    blanks: set[int] = set()
    for e in effects:
        k = e["kind"]
        if k == "nullify":
            out.add(e["target"])
        elif k == "nullify_types":
            types.update(e["types"])
        else:
            blanks.add(e["target"])
    out.update(nulled)
    if types:
        if not world:
            world = [(s, i) for realm in st.world for s, side in enumerate(realm) for i in side]
        out.update(i for _s, i in world if cards[kinds[i]].type in types)
    # "can't be nullified" works even from a card with a null counter on it: such counters
    # stay there but do nothing (001 5 Nullify)
    protected: set[int] = set()
    for s, i in sources:
        for a in statics[kinds[i]].get("cant_be_nullified", ()):
            if a.get("who", "self") == "self":
                protected.add(i)
            else:
                protected.update(i2 for s2, i2 in world if s2 == s)
    for s, i in sources:
        if i in out and i not in protected:
            continue
        for a in statics[kinds[i]].get("nullify_cost_le", ()):
            n = int(a.get("n", 0))
            for s2, i2 in world:
                c = cards[kinds[i2]]
                if s2 != s and c.cost <= n and (c.type == "item" or is_wonder(st, cards, i2)):
                    out.add(i2)
    return (out - protected) | blanks


def blank_copies(st: WondersState) -> set[int]:
    """Token copies of a nullified card: their text is blank for good, though they are not
    themselves nullified (001 5 Copies; DESIGN.md), so nothing un-nullifies them."""
    return {e["target"] for e in st.effects if e["kind"] == "blank_text"}


def is_nullified(st: WondersState, cards: tuple[Card, ...], inst: int, null: set[int] | None = None) -> bool:
    """True when the card's rules text is blank now."""
    return inst in (null if null is not None else nullified_set(st, cards))


# -- abilities and keywords ---------------------------------------------------------------
def text_sources(st: WondersState, cards: tuple[Card, ...], inst: int, null: set[int] | None = None) -> list[Card]:
    """The cards whose rules text this card has now: its own and those it copied with
    symbiosis (001 7 Symbiosis); none while nullified. Copied text is printed text of the
    copied cards, so a copy of a copy carries both (symbiosis chains)."""
    if inst in st.facedown or is_nullified(st, cards, inst, null):
        return []
    own = cards[st.kinds[inst]]
    copied = st.copied.get(inst)
    return [own] + [cards[k] for k in copied] if copied else [own]


def equipment_of(st: WondersState, wonder: int) -> list[int]:
    """The items equipping a Wonder."""
    return [item for item, w in st.equipped.items() if w == wonder]


def abilities(st: WondersState, cards: tuple[Card, ...], inst: int, null: set[int] | None = None) -> list[Ability]:
    """Every ability a card has now: its text (and copies), and what equipment grants it
    (granted abilities stay when the Wonder is nullified: 001 5 Nullify)."""
    if not st.copied and not st.equipped:       # the common case: only the printed text
        if inst in st.facedown or inst in (null if null is not None else nullified_set(st, cards)):
            return []
        return list(cards[st.kinds[inst]].abilities)
    out = [a for c in text_sources(st, cards, inst, null) for a in c.abilities]
    for item in equipment_of(st, inst):
        eq = cards[st.kinds[item]].equip
        if eq and not is_nullified(st, cards, item, null):
            out += eq.get("abilities", [])
    return out


def keyword_count(st: WondersState, cards: tuple[Card, ...], inst: int, keyword: str,
                  null: set[int] | None = None) -> int:
    """How many instances of a keyword a card has now (two deathstrikes kill two enemies:
    001 7 Symbiosis example 1): printed, copied (never symbiosis itself), from equipment and
    from statics of the card's controller's cards."""
    if not cards[st.kinds[inst]].keywords.get(keyword) and not st.copied.get(inst) and not st.equipped:
        if keyword not in game_facts(st, cards).granted:
            return 0            # nothing printed, copied, equipped or granted (the common case)
        if not _any_kind_in_world(st, kind_index(cards).kinds_with["grant"]):
            return 0
    null = null if null is not None else nullified_set(st, cards)
    n = _own_keyword_count(st, cards, inst, keyword, null)
    if not st.equipped and keyword not in game_facts(st, cards).granted:
        return n        # no "grant" static of this game's cards gives it (equipment's text aside)
    where = locate(st, inst)
    if where is None:
        return n
    realm, seat = where
    return n + _granted_count(st, cards, inst, realm, seat, keyword, static_abilities(st, cards, "grant", null))


def _own_keyword_count(st: WondersState, cards: tuple[Card, ...], inst: int, keyword: str, null: set[int]) -> int:
    """The keyword's instances a card has of its own: printed, copied (never symbiosis itself)
    and from its equipment."""
    n = 0
    for i, c in enumerate(text_sources(st, cards, inst, null)):
        if i > 0 and keyword == "symbiosis":
            continue          # symbiosis can't copy another symbiosis ability
        if c.keywords.get(keyword):
            n += 1
    for item in equipment_of(st, inst):
        eq = cards[st.kinds[item]].equip
        if eq and keyword in eq.get("keywords", ()) and item not in null:
            n += 1
    return n


def _granted_count(st: WondersState, cards: tuple[Card, ...], inst: int, realm: int, seat: int, keyword: str,
                   grants: list[tuple[int, int, int, Ability]]) -> int:
    """The keyword's instances the controller's "grant" statics give a card on `seat`'s side of `realm`."""
    n = 0
    token = is_token(st, cards, inst)
    for r, s, _src, a in grants:
        if s != seat or a.get("keyword") != keyword:
            continue
        who = a.get("who", "allies")
        if who == "allies" or (who == "token_allies" and token) or (who == "allies_here" and r == realm):
            n += 1
    return n


def keyword_count_here(st: WondersState, cards: tuple[Card, ...], inst: int, realm: int, seat: int, keyword: str,
                       null: set[int], grants: list[tuple[int, int, int, Ability]]) -> int:
    """keyword_count for a card on `seat`'s side of `realm`, given the "grant" statics now
    (static_abilities(st, cards, "grant", null), read once for all the cards a step asks
    about, as a battle's winners): the same count without a walk of The World per card."""
    n = 0
    if cards[st.kinds[inst]].keywords.get(keyword) or st.copied.get(inst) or st.equipped:
        n = _own_keyword_count(st, cards, inst, keyword, null)
    if grants:
        n += _granted_count(st, cards, inst, realm, seat, keyword, grants)
    return n


def _any_kind_in_world(st: WondersState, wanted: frozenset[int]) -> bool:
    """True when a card of one of `wanted` kinds is in The World (plain loops: hot path)."""
    kinds = st.kinds
    for realm in st.world:
        for side in realm:
            for i in side:
                if kinds[i] in wanted:
                    return True
    return False


def has_keyword(st: WondersState, cards: tuple[Card, ...], inst: int, keyword: str,
                null: set[int] | None = None) -> bool:
    """True when the card has the keyword now."""
    return keyword_count(st, cards, inst, keyword, null) > 0


_NO_STATICS: list[tuple[int, int, int, Ability]] = []     # shared, never changed: callers only read


def static_abilities(st: WondersState, cards: tuple[Card, ...], name: str,
                     null: set[int] | None = None) -> list[tuple[int, int, int, Ability]]:
    """(realm, seat, source, ability) for every active static of that name in The World
    (a list only to read: the common answer, "none", is one shared empty list)."""
    if not st.copied and not st.equipped and name not in game_facts(st, cards).statics:
        return _NO_STATICS      # no card of this game prints that static (the common case)
    if frozen.state is st:
        got = frozen.memo.get(("static", name))
        if got is None:
            got = frozen.memo[("static", name)] = _static_list(st, cards, name, null)
        return got
    return _static_list(st, cards, name, null)


def _static_list(st: WondersState, cards: tuple[Card, ...], name: str,
                 null: set[int] | None) -> list[tuple[int, int, int, Ability]]:
    ix = kind_index(cards)
    has = ix.kinds_with.get(name, frozenset())
    if not st.copied and not st.equipped:
        # nothing copied or equipped: only printed statics, one test per card (plain loops, a
        # list built directly: no generator to resume, no map per side), the nullified set
        # asked for only once a card of such a kind is found
        out: list[tuple[int, int, int, Ability]] = []
        if not has:
            return out
        statics, kinds, facedown = ix.statics, st.kinds, st.facedown
        for r, realm in enumerate(st.world):
            for s, side in enumerate(realm):
                for inst in side:
                    if kinds[inst] in has:
                        if null is None:
                            null = nullified_set(st, cards)
                        if inst not in null and inst not in facedown:
                            for a in statics[kinds[inst]][name]:
                                out.append((r, s, inst, a))
        return out
    return list(_static_abilities(st, cards, name, null))


def _static_abilities(st: WondersState, cards: tuple[Card, ...], name: str,
                      null: set[int] | None) -> Iterator[tuple[int, int, int, Ability]]:
    """The statics of that name when something is copied or equipped (_static_list's case)."""
    ix = kind_index(cards)
    has = ix.kinds_with.get(name, frozenset())
    special = {i for i, v in st.copied.items() if v}
    special.update(st.equipped.values())
    if not has and not special:
        return
    null = null if null is not None else nullified_set(st, cards)
    statics = ix.statics
    kinds = st.kinds
    for r, realm in enumerate(st.world):
        for s, side in enumerate(realm):
            for inst in side:
                if inst in special:
                    for a in abilities(st, cards, inst, null):
                        if a.get("static") == name:
                            yield r, s, inst, a
                elif kinds[inst] in has and inst not in null and inst not in st.facedown:
                    for a in statics[kinds[inst]][name]:
                        yield r, s, inst, a


def none_trigger(st: WondersState, cards: tuple[Card, ...], on: str) -> bool:
    """True when no card of this game can trigger on `on` now: no card brought or made has
    such an ability printed, nothing copied abilities and nothing is equipped (a fast
    pre-check before looking at every card in The World)."""
    if st.copied or st.equipped:
        return False
    return on not in game_facts(st, cards).triggers


def may_trigger(st: WondersState, cards: tuple[Card, ...], inst: int, on: str) -> bool:
    """False when the card certainly has no ability triggering on `on` (a fast pre-check:
    its own text has none, it copied nothing and nothing equips it)."""
    if on in kind_index(cards).triggers[st.kinds[inst]]:
        return True
    return bool(st.copied) and bool(st.copied.get(inst)) or bool(st.equipped) and inst in st.equipped.values()


def may_activate(st: WondersState, cards: tuple[Card, ...], inst: int) -> bool:
    """False when the card certainly has no activated ability (see may_trigger)."""
    return (kind_index(cards).activated[st.kinds[inst]] or bool(st.copied.get(inst))
            or inst in st.equipped.values())


# -- stones, lands and links ----------------------------------------------------------------
def card_stones(st: WondersState, cards: tuple[Card, ...], null: set[int] | None = None) -> list[tuple[int, int, int]]:
    """(realm, seat, card) for cards in The World that count as stones (Gem Primordial,
    Formless Stones): while their text is not blank (001 4 Path of Light example)."""
    if not st.copied and not game_facts(st, cards).stone:
        return []           # no card of this game is a stone (the common case)
    ix = kind_index(cards)
    null = null if null is not None else nullified_set(st, cards)
    stone = ix.stone
    return [(r, s, i) for r, s, i in in_world(st)
            if (stone[st.kinds[i]] or st.copied.get(i))
            and any(c.keywords.get("stone") for c in text_sources(st, cards, i, null))]


def stones_held(st: WondersState, cards: tuple[Card, ...], seat: int, null: set[int] | None = None) -> int:
    """Stones `seat` controls: stones in active realms seized by it, and cards that are stones.
    Stones in inactive realms still exist but can't be interacted with (001 2 Stones)."""
    # plain loops, not generators: asked for each seat at every round's start and end
    n = 0
    realm_state, stones = st.realm_state, st.stones
    for r in range(REALMS):
        if realm_state[r] == ACTIVE:
            for owner in stones[r]:
                if owner == seat:
                    n += 1
    if not st.copied and not game_facts(st, cards).stone:
        return n        # no card of this game is a stone (card_stones' own first test)
    return n + sum(1 for _r, s, _i in card_stones(st, cards, null) if s == seat)


def stones_each(st: WondersState, cards: tuple[Card, ...], null: set[int] | None = None,
                facts: GameFacts | None = None) -> list[int]:
    """[stones_held(st, cards, seat, null) for each seat], from one look at the stones
    (`facts`: the game's GameFacts when the caller has them)."""
    held = [0] * st.n
    realm_state, stones = st.realm_state, st.stones
    for r in range(REALMS):
        if realm_state[r] == ACTIVE:
            for owner in stones[r]:
                if 0 <= owner < st.n:
                    held[owner] += 1
    if st.copied or (facts or game_facts(st, cards)).stone:
        for _r, s, _i in card_stones(st, cards, null):
            if 0 <= s < st.n:
                held[s] += 1
    return held


def stones_in(st: WondersState, cards: tuple[Card, ...], realm: int, seat: int,
              null: set[int] | None = None) -> int:
    """Stones `seat` controls in one realm (for realm control, 001 5 Control)."""
    n = sum(1 for owner in st.stones[realm] if owner == seat)
    return n + sum(1 for r, s, _i in card_stones(st, cards, null) if r == realm and s == seat)


def lands(st: WondersState, cards: tuple[Card, ...], seat: int, orbital: str = "") -> list[int]:
    """The lands `seat` controls (of an orbital, when given)."""
    kinds, facedown = st.kinds, st.facedown
    # plain loops over `seat`'s sides (not in_world's generator): conditions ask this often
    return [i for realm in st.world for i in realm[seat] if i not in facedown
            and cards[kinds[i]].type == "land" and (not orbital or cards[kinds[i]].orbital == orbital)]


def links(st: WondersState, cards: tuple[Card, ...], seat: int, null: set[int] | None = None) -> set[str]:
    """The orbitals `seat` has an orbital link with (001 7 Orbital Link; links can be nullified)."""
    if frozen.state is st:
        got = frozen.memo.get(("links", seat))
        if got is None:
            got = frozen.memo[("links", seat)] = _links(st, cards, seat, null)
        return got
    return _links(st, cards, seat, null)


def has_link(st: WondersState, cards: tuple[Card, ...], seat: int, orbital: str, null: set[int] | None = None) -> bool:
    """`orbital in links(st, cards, seat, null)`, stopping at the first card that links it
    (a card played asks this once: play_cost)."""
    if frozen.state is st or st.copied:
        return orbital in links(st, cards, seat, null)
    null = null if null is not None else nullified_set(st, cards)
    link = kind_index(cards).link
    kinds, facedown = st.kinds, st.facedown
    for realm in st.world:
        for i in realm[seat]:
            if link[kinds[i]] == orbital and i not in null and i not in facedown:
                return True
    return False


def _links(st: WondersState, cards: tuple[Card, ...], seat: int, null: set[int] | None) -> set[str]:
    null = null if null is not None else nullified_set(st, cards)
    out: set[str] = set()
    link = kind_index(cards).link
    kinds, copied, facedown = st.kinds, st.copied, st.facedown
    for realm in st.world:
        for i in realm[seat]:
            if copied and copied.get(i):
                for c in text_sources(st, cards, i, null):
                    if c.keywords.get("link"):
                        out.add(c.keywords["link"])
            elif link[kinds[i]] and i not in null and i not in facedown:
                out.add(link[kinds[i]])
    return out


def opponents_cant_affect(st: WondersState, cards: tuple[Card, ...], inst: int, by: int,
                          null: set[int] | None = None) -> bool:
    """True when `by` may not tap, control or put counters on `inst` (Whisperleaf Cloak)."""
    where = locate(st, inst)
    if where is None or where[1] == by:
        return False
    null = null if null is not None else nullified_set(st, cards)
    for a in abilities(st, cards, inst, null):
        if a.get("static") == "opponents_cant_affect" and a.get("who", "self") in ("self", "equipped"):
            return True
    for item in equipment_of(st, inst):
        if item not in null and any(a.get("static") == "opponents_cant_affect" and a.get("who") == "equipped"
                                    for a in cards[st.kinds[item]].abilities):
            return True
    return False
