"""Keyword glossaries: each game's keywords with their reminder text, as data.

A game declares its glossary in its own package as `keywords.json`:

    {"keywords": [{"keyword": "Charge", "reminder": "Can attack the turn it is played.",
                   "rule": "Eternal gameplay guide, Keywords: Charge",
                   "forms": ["Charges"]}, ...]}

`keyword` is the word as cards print it (capitalised as printed), `reminder` what it means
in players' words (one or two short sentences), `rule` the rule it comes from named in
words (never a file name), `forms` other spellings cards use for the same keyword
(optional). The view shows the reminder of every keyword a card's text uses (hover zoom),
makes keywords in the log and the help hoverable, and lists the glossary on the help
screen; `Game.card_keywords` names the keywords each card of the pool has from the card
data itself, so a test can check the glossary covers them all.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

MAX_WORD = 40
MAX_REMINDER = 400
MAX_RULE = 120
MAX_ENTRIES = 400


class GlossaryError(ValueError):
    """A glossary file that cannot be used; the message names the file and the entry."""


@dataclass(frozen=True, slots=True)
class Keyword:
    """One keyword: the word, what it means, the rule it comes from, other spellings."""

    keyword: str
    reminder: str
    rule: str
    forms: tuple[str, ...] = ()

    @property
    def spellings(self) -> tuple[str, ...]:
        """The keyword and its other forms."""
        return (self.keyword, *self.forms)


class Glossary:
    """A game's keywords, found by spelling and in running text."""

    def __init__(self, entries: Iterable[Keyword] = ()) -> None:
        self.entries: tuple[Keyword, ...] = tuple(entries)
        self._by_spelling: dict[str, Keyword] = {}
        for entry in self.entries:
            for spelling in entry.spellings:
                self._by_spelling.setdefault(spelling.casefold(), entry)
        # longest spellings first, so "Double Damage" wins over "Damage"
        spellings = sorted(self._by_spelling, key=lambda s: (-len(s), s))
        self._pattern: re.Pattern[str] | None = None
        if spellings:
            alternatives = "|".join(re.escape(s) for s in spellings)
            self._pattern = re.compile(rf"(?<![\w-])({alternatives})(?![\w-])", re.IGNORECASE)
        self._case: dict[str, tuple[str, ...]] = {
            s.casefold(): tuple(sp for sp in e.spellings if sp.casefold() == s.casefold())
            for e in self.entries for s in e.spellings}

    def __len__(self) -> int:
        return len(self.entries)

    def __bool__(self) -> bool:
        return bool(self.entries)

    def lookup(self, word: str) -> Keyword | None:
        """The entry for a keyword or one of its forms (any letter case), or None."""
        return self._by_spelling.get(word.strip().casefold())

    def spans(self, text: str) -> list[tuple[int, int, Keyword]]:
        """(start, end, entry) of every keyword in `text`, left to right.

        A spelling that starts with a capital letter is matched only where the text
        capitalises it too (so "Charge" the keyword, not "charge" the verb, unless the
        entry lists the lower-case form); an all-lower-case spelling matches any case."""
        if self._pattern is None:
            return []
        found: list[tuple[int, int, Keyword]] = []
        for match in self._pattern.finditer(text):
            word = match.group(1)
            printed = self._case.get(word.casefold(), ())
            if not any(p[:1].islower() or word[:1].isupper() for p in printed):
                continue
            found.append((match.start(1), match.end(1), self._by_spelling[word.casefold()]))
        return found

    def in_text(self, *texts: str) -> list[Keyword]:
        """The entries whose keyword appears in any of `texts`, once each, in order of
        first appearance."""
        seen: dict[str, Keyword] = {}
        for text in texts:
            for _start, _end, entry in self.spans(text):
                seen.setdefault(entry.keyword, entry)
        return list(seen.values())


EMPTY = Glossary()


def _text(raw: Mapping[str, Any], key: str, limit: int, where: str) -> str:
    value = raw.get(key)
    if not isinstance(value, str) or not value.strip():
        raise GlossaryError(f"{where}: '{key}' must be a non-empty string")
    if len(value) > limit:
        raise GlossaryError(f"{where}: '{key}' is longer than {limit} characters")
    return value.strip()


def parse_glossary(data: Any, source: str) -> Glossary:
    """A Glossary from a parsed keywords.json; GlossaryError names the file and entry."""
    if not isinstance(data, dict) or not isinstance(data.get("keywords"), list):
        raise GlossaryError(f"{source}: expected an object with a 'keywords' list")
    if len(data["keywords"]) > MAX_ENTRIES:
        raise GlossaryError(f"{source}: more than {MAX_ENTRIES} keywords")
    entries: list[Keyword] = []
    seen: set[str] = set()
    for i, raw in enumerate(data["keywords"]):
        where = f"{source}: keyword {i + 1}"
        if not isinstance(raw, dict):
            raise GlossaryError(f"{where}: an entry must be an object")
        unknown = set(raw) - {"keyword", "reminder", "rule", "forms"}
        if unknown:
            raise GlossaryError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
        word = _text(raw, "keyword", MAX_WORD, where)
        where = f"{source}: keyword {word}"
        forms_raw = raw.get("forms", [])
        if not isinstance(forms_raw, list) or not all(isinstance(f, str) and f.strip() for f in forms_raw):
            raise GlossaryError(f"{where}: 'forms' must be a list of strings")
        forms = tuple(f.strip() for f in forms_raw if len(f) <= MAX_WORD)
        for spelling in (word, *forms):
            if spelling.casefold() in seen:
                raise GlossaryError(f"{where}: '{spelling}' is listed twice")
            seen.add(spelling.casefold())
        entries.append(Keyword(word, _text(raw, "reminder", MAX_REMINDER, where),
                               _text(raw, "rule", MAX_RULE, where), forms))
    return Glossary(entries)


def load_glossary(package: str, name: str = "keywords.json") -> Glossary:
    """The glossary a game package ships (`<package>/keywords.json`)."""
    from importlib import resources
    text = resources.files(package).joinpath(name).read_text(encoding="utf-8")
    return parse_glossary(json.loads(text), f"{package.rsplit('.', 1)[-1]}/{name}")
