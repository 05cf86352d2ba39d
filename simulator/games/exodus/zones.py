"""Card conservation and the state's own limits: every card in exactly one place."""
from __future__ import annotations

from .cards import Card
from .params import RULESET
from .state import ExodusState


def all_cards(st: ExodusState) -> list[int]:
    """Every card instance in every zone (decks, hand, graveyard, beneath, field, stack,
    the Eeventide Field, the Harmony Rares not used)."""
    out: list[int] = []
    for s in range(st.n):
        for zone in (st.main, st.edeck, st.hand, st.grave, st.beneath, st.syms, st.afters):
            out.extend(zone[s])
        for pile in st.piles[s]:
            out.extend(c for c in pile if c >= 0)
    for cards in st.under.values():
        out.extend(cards)
    out.extend(item["card"] for item in st.stack if item.get("card", -1) >= 0)
    if st.window is not None:
        out.extend(item["card"] for _, item in st.window["new"] if item.get("card", -1) >= 0)
    if st.harmony >= 0 and st.harmony_by < 0:     # Awakened, it is on a pile
        out.append(st.harmony)
    out.extend(int(h) for h in st.memo.get("harmonies", []))
    out.extend(int(h) for h in st.memo.get("unused_harmonies", []))
    return out


def invariants(st: ExodusState, cards: tuple[Card, ...]) -> list[str]:
    """What is wrong with a state by the rules' own limits, one sentence each."""
    out: list[str] = []
    seen = all_cards(st)
    if len(seen) != len(set(seen)):
        out.append("a card is in two places")
    if sorted(seen) != list(range(st.n_cards)):
        out.append("a card is missing or unknown")
    for s in range(st.n):
        for pile in st.piles[s]:
            if len(pile) < 2 and pile[0] < 0:
                out.append(f"player {s + 1} has an empty pile")
            if pile[0] >= 0 and not cards[st.kinds[pile[0]]].is_creature and pile[0] not in st.flipped:
                out.append(f"player {s + 1} has a non-creature on top of a pile")
    for sd, life in enumerate(st.life):
        if life < 0:
            out.append(f"side {sd} has negative Life Points")
    if st.placed > RULESET.energy_per_phase:
        out.append("more energy was played this phase than allowed")
    return out
