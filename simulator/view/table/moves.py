"""Where a card that changed zones comes from, and where a card that left the table goes,
read game-free from two scenes: the cards on screen before and after, and the piles'
counts (Scene.counts).

- A card that appears on the table came from a card that left it (a card of a hidden hand
  that is now played, shown face up), or from a pile whose count went down (a deck it was
  drawn from): it starts there, face down when it was hidden, and turns face up as it lands
  where it is revealed.
- A card that leaves the table went into a pile whose count went up (a deck, a void, a
  graveyard that shows only its top): it travels there and sinks into it; with no such
  pile it fades where it was.
- A card still on the table just glides (CardNode.move_to): a unit destroyed to a
  graveyard that shows it travels there that way.

Candidates are scored: the same seat ("hand@1" and "board@1") first, then the same deck
back; a card that left is likelier than a pile's count."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from ...core.table import CardFace
from .cards import CardNode

Rect4 = tuple[float, float, float, float]
PILE_SOURCES = 8          # at most this many cards come out of one pile in one go


@dataclass(frozen=True)
class Seen:
    """A card as it was on screen before a change."""

    card: int
    zone: str
    rect: Rect4
    face: CardFace | None
    back: str
    z: int


@dataclass
class Before:
    """The cards on screen and the piles' counts before a change."""

    cards: dict[int, Seen] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Place:
    """Where a card comes from or goes to."""

    rect: Rect4
    zone: str
    back: str
    hidden: bool = False          # the card is face down there
    face: CardFace | None = None  # the card's face there, when it was shown face up
    left: bool = False            # a card that left this place (not a pile's count)
    card: int | None = None       # which card left it


@dataclass(frozen=True)
class Arrival:
    """A card new on the table and where it starts (None: nowhere known; it grows in place)."""

    node: CardNode
    source: Place | None


@dataclass(frozen=True)
class Departure:
    """A card gone from the table and where it goes (None: it fades where it was)."""

    seen: Seen
    to: Place | None


def snapshot(cards: dict[int, CardNode], counts: dict[str, int]) -> Before:
    """The cards on screen (where they are drawn now, in flight or not) and the counts."""
    seen = {c: Seen(c, n.zone, (n.x, n.y, n.w, n.h), n.face, n.back, n.rest_z if n.rest_z is not None else n.z)
            for c, n in cards.items()}
    return Before(seen, dict(counts))


def seat_of(zone: str) -> str:
    """The seat part of a zone key ("hand@1" -> "1"; "" for a shared zone)."""
    return zone.partition("@")[2]


def _score(place: Place, zone: str, back: str) -> float:
    return 4.0 * (seat_of(place.zone) == seat_of(zone)) + 1.0 * (place.back == back) + 0.5 * place.left


def _pile_top(zone: str, before: Before, cards: dict[int, CardNode],
              zone_rect: Callable[[str], Rect4 | None]) -> tuple[Rect4 | None, bool, str]:
    """The rectangle of a pile's top card (after the change, else before, else the zone's
    middle), whether its cards lie face down, and their back."""
    now = [n for n in cards.values() if n.zone == zone]
    then = [s for s in before.cards.values() if s.zone == zone]
    if now:
        top = max(now, key=lambda n: n.rest_z if n.rest_z is not None else n.z)
        return (top.home[0], top.home[1], top.w, top.h), top.face is None, top.back
    if then:
        last = max(then, key=lambda s: s.z)
        return last.rect, last.face is None, last.back
    return zone_rect(zone), True, ""


def plan_moves(before: Before, cards: dict[int, CardNode], counts: dict[str, int],
               zone_rect: Callable[[str], Rect4 | None]) -> tuple[list[Arrival], list[Departure]]:
    """Match the cards new on the table with where they came from, and the cards gone with
    where they went (see the module's docstring)."""
    arrivals = [n for c, n in cards.items() if c not in before.cards]
    departed = [s for c, s in before.cards.items() if c not in cards]
    delta = {k: counts.get(k, 0) - before.counts.get(k, 0) for k in sorted(set(counts) | set(before.counts))}
    sources: list[Place] = []
    leaving: list[Seen] = []
    for s in departed:
        if s.zone in delta:                  # from a pile: only when its count went down
            if delta[s.zone] < 0:
                delta[s.zone] += 1
                sources.append(Place(s.rect, s.zone, s.back, s.face is None, s.face, True, s.card))
            continue                         # else one of the few a pile shows gave way to another
        sources.append(Place(s.rect, s.zone, s.back, s.face is None, s.face, True, s.card))
        leaving.append(s)
    shown_in = {k: sum(1 for n in arrivals if n.zone == k) for k in delta}
    for key, d in delta.items():
        if d < 0:
            rect, hidden, back = _pile_top(key, before, cards, zone_rect)
            if rect is not None:
                sources += [Place(rect, key, back, hidden)] * min(-d, PILE_SOURCES, len(arrivals))
    out: list[Arrival] = []
    used: set[int] = set()
    for node in arrivals:
        best, best_score = None, -1.0
        for i, place in enumerate(sources):
            if i in used or (place.face is not None and node.face is not None and place.face.title != node.face.title):
                continue                     # a card seen face up comes back as itself only
            score = _score(place, node.zone, node.back)
            if score > best_score:
                best, best_score = i, score
        if best is not None:
            used.add(best)
        out.append(Arrival(node, sources[best] if best is not None else None))
    taken = {sources[i].card for i in used if sources[i].left}
    targets: list[Place] = []
    for key, d in delta.items():
        d -= shown_in.get(key, 0)
        if d > 0:
            rect, _hidden, back = _pile_top(key, before, cards, zone_rect)
            if rect is not None:
                targets += [Place(rect, key, back)] * min(d, PILE_SOURCES)
    gone: list[Departure] = []
    for s in leaving:
        if s.card in taken:
            continue
        scored = sorted(range(len(targets)), key=lambda i: -_score(targets[i], s.zone, s.back))
        to = targets.pop(scored[0]) if scored else None
        gone.append(Departure(s, to))
    return out, gone
