"""Loading a game's shipped card file into its immutable card table, once; and facts
derived from a card table, built once per table (`per_table`)."""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import Any, Callable, TypeVar

T = TypeVar("T")


@lru_cache(maxsize=None)
def _text(package: str, name: str) -> str:
    return resources.files(package).joinpath(name).read_text(encoding="utf-8")


def load_card_table(package: str, parse: Callable[[Any, str], tuple[Any, ...]],
                    name: str = "cards.json") -> tuple[Any, ...]:
    """The card table of a game package: its `name` file parsed by the game's `parse(data,
    source)` (which raises CardDataError naming the file and card); cached per package."""
    key = (package, name, parse)
    table = _TABLES.get(key)
    if table is None:
        source = f"{package.replace('.', '/')}/{name}"
        table = _TABLES[key] = parse(json.loads(_text(package, name)), source)
    return table


_TABLES: dict[tuple[str, str, Callable[[Any, str], tuple[Any, ...]]], tuple[Any, ...]] = {}


def per_table(memo: dict[int, tuple[Any, T]], cards: Any, build: Callable[[Any], T]) -> T:
    """`build(cards)`, made once per card table and kept in `memo` (keyed by the table's
    identity, which is checked, so a new table with a reused id is built afresh)."""
    got = memo.get(id(cards))
    if got is not None and got[0] is cards:
        return got[1]
    value = build(cards)
    memo[id(cards)] = (cards, value)
    return value
