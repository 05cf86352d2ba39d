"""How much of a game's real card pool is playable here: per set, and for one decklist.

A game that has a card database declares `Game.card_coverage` (a CardCoverage); `tabletop
cards GAME --coverage` prints its sets and `tabletop deck check` uses `list_share` to say,
for a refused list, how many of its cards are playable and which sets the rest come from.
Nothing here names a game.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

UNKNOWN = "unknown"     # ListShare.missing's name for cards of no set the database has


@dataclass(frozen=True)
class SetCoverage:
    """One set of the card database: its name as players write it, cards playable here, cards in it."""

    name: str
    playable: int
    cards: int

    @property
    def complete(self) -> bool:
        """Whether every card of the set is playable."""
        return self.playable >= self.cards


@dataclass(frozen=True)
class ListShare:
    """A decklist's cards (copies counted) split into those playable here and the rest,
    the rest by the set they come from ((set name, copies), most first; UNKNOWN last, for
    lines naming no set the database has)."""

    playable: int
    cards: int
    missing: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class CardCoverage:
    """A game's card coverage: `source` names the database in words; `sets()` lists every
    set of it in order; `list_share(text)` splits a decklist's cards (None when the text
    names no cards)."""

    source: str
    sets: Callable[[], tuple[SetCoverage, ...]]
    list_share: Callable[[str], ListShare | None]


def share_line(share: ListShare) -> str:
    """One line for a refused list: "40 of 75 cards are playable here; the other 35 come
    from Set 2 (20), Set 3 (15)"."""
    head = f"{share.playable} of {share.cards} cards are playable here"
    rest = share.cards - share.playable
    if rest <= 0:
        return head
    sets = [(name, n) for name, n in share.missing if name != UNKNOWN]
    unknown = sum(n for name, n in share.missing if name == UNKNOWN)
    parts = []
    if sets:
        counted = sum(n for _, n in sets)
        noun = "comes" if counted == 1 else "come"
        parts.append(f"{'the other' if not unknown else ''} {counted} {noun} from "
                     + ", ".join(f"{name} ({n})" for name, n in sets))
    if unknown:
        parts.append(f"{unknown} {'is a card' if unknown == 1 else 'are cards'} we do not recognise")
    return f"{head}; " + "; ".join(p.strip() for p in parts)


def coverage_table(coverage: CardCoverage) -> list[str]:
    """The per-set table as printable lines: set, playable, cards, percent, and a total."""
    rows = coverage.sets()
    width = max([len(r.name) for r in rows] + [len("Total"), len("Set")])
    lines = [f"{'Set':<{width}}  {'playable':>8}  {'cards':>5}  {'share':>6}"]
    for r in rows:
        mark = "  complete" if r.complete else ""
        lines.append(f"{r.name:<{width}}  {r.playable:>8}  {r.cards:>5}  {_percent(r.playable, r.cards):>6}{mark}")
    playable, cards = sum(r.playable for r in rows), sum(r.cards for r in rows)
    lines.append(f"{'Total':<{width}}  {playable:>8}  {cards:>5}  {_percent(playable, cards):>6}")
    return lines


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "-"
