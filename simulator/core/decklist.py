"""Decklists: a deck as the text players exchange ("4 Torch (Set1 #8)"), read and written
by the game that declares a `DecklistFormat` (Capabilities.decklist).

The format itself (which lines a card line has, sections, how a name finds a card) is
each game's own, in its package (games/<game>/decklist.py); this module is the seam the
commands and Game.decks_for use without naming any game:

- `DecklistFormat.parse(text, name)` reads a decklist into the deck JSON of one seat
  (or of the whole table, for games whose decks are shared), or lists every `Problem`:
  a line that names no card, a card not playable yet, a construction rule broken.
- `DecklistFormat.format(deck)` writes a deck back; parse(format(deck)) is the deck.
- `seat_decks` and `combine` go between a game's setup decks and the decks a decklist
  describes, so a saved game can be exported and a decklist can be played.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from .text import one_line

MAX_DECKLIST_BYTES = 64 * 1024   # a 150-card list with a market is about 6 KB
MAX_PROBLEMS_SHOWN = 40          # a file of junk lines reports this many, then a count
MAX_LINE = 200                   # characters; a card line is about 40


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a decklist: the line it is on (None for the whole deck), a
    short sentence, and the rule it breaks (as a Violation's rule reads; Game.rule_in_words
    turns it into words for players)."""

    line: int | None
    message: str
    rule: str = ""

    def text(self, rule_in_words: Callable[[str], str] | None = None) -> str:
        """One printable line: "line 7: unknown card 'Torhc' (Set1 #8)", the rule appended
        in brackets (through `rule_in_words` when given)."""
        rule = rule_in_words(self.rule) if rule_in_words and self.rule else self.rule
        body = f"{self.message} ({rule})" if rule else self.message
        return one_line(f"line {self.line}: {body}" if self.line is not None else body)

    def __str__(self) -> str:
        return self.text()


ParseResult = tuple[Any | None, list[Problem]]


def content_lines(text: str, problems: list[Problem]) -> Iterator[tuple[int, str | None]]:
    """(line number, stripped line) for each line of a decklist that is not blank or a
    "#" comment; a line longer than MAX_LINE is reported in `problems` and given as None
    (it is no card line, whatever it holds)."""
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if len(line) > MAX_LINE:
            problems.append(Problem(number, f"a line of {len(line):,} characters is not a card line"))
            yield number, None
            continue
        yield number, line


@dataclass(frozen=True)
class DecklistFormat:
    """How one game reads and writes decklists (Capabilities.decklist).

    parse(text, name): (deck, []) for a good list, (None, problems) otherwise; `name`
      names the deck when the game's decks have names (None: the list's own "Deck name:"
      header, or a default). Never raises on any text.
    format(deck): the decklist text of a deck parse returns.
    summary(deck): one line for a good deck ("75 cards: 30 power, 45 others").
    seat_decks(setup_decks): the decks a game's setup holds, one per seat, or one for the
      whole table when `per_seat` is False (shared decks).
    combine(decks, seats): setup decks from one deck for everybody or one per seat;
      raises DeckError when the number of decks does not fit.
    per_seat: whether each seat brings its own deck (a deck name may then join one name
      per seat with "/").
    """

    parse: Callable[[str, str | None], ParseResult]
    format: Callable[[Any], str]
    summary: Callable[[Any], str]
    seat_decks: Callable[[Any], list[Any]]
    combine: Callable[[Sequence[Any], int], Any]
    per_seat: bool = True


def decode_decklist(data: bytes) -> str:
    """A decklist file's bytes as text; ValueError saying why when they are not text
    (a binary file, NUL bytes, not UTF-8). A UTF-8 byte-order mark is dropped."""
    if b"\x00" in data:
        raise ValueError("not a text file (it holds NUL bytes)")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ValueError("not a text file (not UTF-8)") from None
    return text


def problems_text(problems: Sequence[Problem], rule_in_words: Callable[[str], str] | None = None,
                  limit: int = MAX_PROBLEMS_SHOWN) -> list[str]:
    """The problems as printable lines, at most `limit` of them and then how many more."""
    lines = [p.text(rule_in_words) for p in problems[:limit]]
    if len(problems) > limit:
        lines.append(f"... and {len(problems) - limit} more problems")
    return lines
