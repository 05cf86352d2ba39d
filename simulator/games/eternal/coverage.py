"""Eternal's card coverage: how many cards of each set of the card database are playable
here (database_sets.json holds each set's count of numbered cards, taken from
../shared/cards/eternal/eternal-cards.json; tokens have no number and are not counted),
and how many of a decklist's cards are (core/coverage.py, `tabletop cards eternal --coverage`).
"""
from __future__ import annotations

import json
from collections import Counter
from functools import lru_cache
from importlib import resources

from ...core.coverage import UNKNOWN, CardCoverage, ListShare, SetCoverage
from .cards import card_table
from .decklist import SET_LAST_NUMBER, listed_cards

def set_name(number: int) -> str:
    """A set as players write it ("Set 2"; the campaign and event sets keep their database number)."""
    return f"Set {number}"


@lru_cache(maxsize=1)
def database_sets() -> dict[int, int]:
    """{set number: numbered cards in it} of the card database, in set order."""
    raw = json.loads(resources.files(__package__).joinpath("database_sets.json").read_text(encoding="utf-8"))
    return {int(k): int(v) for k, v in sorted(raw["sets"].items(), key=lambda kv: int(kv[0]))}


def sets() -> tuple[SetCoverage, ...]:
    """Every set of the database: the cards of it our pool plays (tokens aside), of how many."""
    pool = Counter(c.set for c in card_table() if not c.token and c.number > 0)
    return tuple(SetCoverage(set_name(s), min(pool.get(s, 0), n), n) for s, n in database_sets().items())


@lru_cache(maxsize=1)
def _pool_numbers() -> frozenset[tuple[int, int]]:
    return frozenset((c.set, c.number) for c in card_table() if not c.token and c.number > 0)


def list_share(text: str) -> ListShare | None:
    """A decklist's cards (copies counted, market included): how many are in our pool, and the
    set each other one comes from as its line writes it. UNKNOWN: a line with no set and
    number, one of no real card, or one of a card we have under another name (a misspelling)."""
    known = database_sets()
    numbers = _pool_numbers()
    playable = total = 0
    missing: Counter[str] = Counter()
    for copies, card, where in listed_cards(text):
        total += copies
        if card is not None:
            playable += copies
        elif where is not None and where[0] in known and where not in numbers \
                and 1 <= where[1] <= SET_LAST_NUMBER.get(where[0], 0):
            missing[set_name(where[0])] += copies
        else:
            missing[UNKNOWN] += copies
    if total == 0:
        return None
    order = sorted(missing.items(), key=lambda kv: (kv[0] == UNKNOWN, -kv[1], kv[0]))
    return ListShare(playable, total, tuple(order))


COVERAGE = CardCoverage(source="the Eternal card database (late 2021)", sets=sets, list_share=list_share)
