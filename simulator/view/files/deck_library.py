"""The decks the deck screens show, and what they do to the player's own (issue 28, item 1).

A game's decks are its prebuilt ones and then the player's own decklists (core/userdecks.py);
each comes as a `DeckEntry`: its decklist text, its counts per section (the game's
Capabilities.deck_building), its marks, its size and every construction problem in words,
as `tabletop deck check` prints them (the game's DecklistFormat.parse and rule_in_words).
A deck built on screen is checked by parse(compose(name, contents)) and kept with an atomic
write; a name another deck has is never overwritten by accident. No pygame here, no game
named: every game arrives through its GAME value.
"""
from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ...core.deckbuilding import Contents, DeckBuilding, PoolCard, deck_marks, pool_index, total
from ...core.decklist import problems_text
from ...core.game import DeckError, Game
from ...core.table import CardFace
from ...core.text import quote
from ...core.userdecks import (SUFFIX, DecklistFileError, deck_name, decks_dir, is_deck_name, save_user_deck,
                               user_deck_names, user_deck_text)
from .decklists import free_deck_name
from .storage import describe_os_error

_COUNT = re.compile(r"\s*(\d+)\s*[x×]?\s+(.+?)\s*$")


@dataclass(frozen=True)
class DeckEntry:
    """One deck as the deck screens list it.

    name: its name (a prebuilt deck's, or the player's file name); own: one of the player's
    decks (they may be deleted and edited in place); text: its decklist ("" when it cannot be
    read); contents: counts per section (None for a game without deck building); marks: its
    factions or colours, most copies first; size: its cards, None when unknown; summary: the
    game's one line for a playable deck; problems: every construction problem in words."""

    game: str
    name: str
    own: bool
    text: str
    contents: Contents | None
    marks: tuple[str, ...] = ()
    size: int | None = None
    summary: str = ""
    problems: tuple[str, ...] = field(default_factory=tuple)

    @property
    def problem(self) -> str:
        """The first construction problem ("" for a playable deck)."""
        return self.problems[0] if self.problems else ""

    @property
    def playable(self) -> bool:
        """Whether the deck can be played as it is."""
        return not self.problems


def building(game: Game) -> DeckBuilding | None:
    """The game's deck building (None when its decks can only be played as they are)."""
    if game.capabilities.decklist is None:
        return None
    return game.capabilities.deck_building


def mark_colours(game: Game) -> Mapping[str, tuple[int, int, int]]:
    """The colour the game gives each mark ({} for none)."""
    db = building(game)
    return db.mark_colours if db is not None else {}


def editable(game: Game) -> bool:
    """Whether decks of this game can be built and edited (else the viewer only)."""
    db = building(game)
    return db is not None and db.editable


@lru_cache(maxsize=8)
def _pool(game_name: str) -> tuple[PoolCard, ...]:
    from ...games.registry import get_game
    db = building(get_game(game_name))
    return tuple(db.pool()) if db is not None else ()


def pool(game: Game) -> tuple[PoolCard, ...]:
    """Every card a deck of the game may hold (read once)."""
    return _pool(game.name)


@lru_cache(maxsize=8)
def _index(game_name: str) -> dict[str, PoolCard]:
    return pool_index(_pool(game_name))


def index(game: Game) -> dict[str, PoolCard]:
    """The pool by card id."""
    return _index(game.name)


@lru_cache(maxsize=8)
def _faces(game_name: str) -> dict[str, CardFace]:
    from ...games.registry import get_game
    try:
        faces = get_game(game_name).table().pool_faces()
    except Exception:     # noqa: BLE001 -- a pool without faces shows names only, never a crash
        return {}
    out: dict[str, CardFace] = {}
    for face in faces:
        out.setdefault(face.card_id, face)
    return out


def faces(game: Game) -> dict[str, CardFace]:
    """The printed face of each card of the pool, by card id (the table's own faces)."""
    return _faces(game.name)


def _words(game: Game, problems: Sequence[Any]) -> tuple[str, ...]:
    return tuple(problems_text(problems, game.rule_in_words)) or ("not a decklist",)


def _entry(game: Game, name: str, own: bool, text: str, deck: Any, problems: Sequence[Any]) -> DeckEntry:
    fmt = game.capabilities.decklist
    db = building(game)
    contents: Contents | None = None
    if db is not None:
        try:
            contents = db.contents(deck) if deck is not None else salvage(game, text)
        except (KeyError, TypeError, ValueError):
            contents = None
    size = total(contents) if contents is not None else None
    marks = deck_marks(contents, index(game)) if contents is not None else ()
    summary = fmt.summary(deck) if fmt is not None and deck is not None else ""
    return DeckEntry(game.name, name, own, text, contents, marks, size, summary,
                     () if deck is not None else _words(game, problems))


def prebuilt_entry(game: Game, name: str) -> DeckEntry:
    """A prebuilt deck as listed (its decklist written by the game's own format)."""
    fmt = game.capabilities.decklist
    if fmt is None:
        return DeckEntry(game.name, name, False, "", None)
    try:
        deck = fmt.seat_decks(game.decks_for(name, game.min_seats))[0]
        text = fmt.format(deck)
    except (DeckError, ValueError, KeyError, IndexError, OSError) as exc:
        return DeckEntry(game.name, name, False, "", None, problems=(f"cannot be played: {exc}",))
    return _entry(game, name, False, text, deck, [])


def own_entry(game: Game, name: str) -> DeckEntry:
    """One of the player's decks as listed: read as untrusted input, checked by the game."""
    fmt = game.capabilities.decklist
    try:
        text = user_deck_text(game.name, name) or ""
    except DecklistFileError as exc:
        return DeckEntry(game.name, name, True, "", None, problems=(f"unreadable: {exc.problem}",))
    if fmt is None:
        return DeckEntry(game.name, name, True, text, None)
    deck, problems = fmt.parse(text, name)
    return _entry(game, name, True, text, deck, problems)


def deck_entries(game: Game) -> list[DeckEntry]:
    """Every deck of a game: the prebuilt ones in the game's order, then the player's own
    (sorted by name); none of the player's for a game without decklists."""
    out = [prebuilt_entry(game, name) for name in game.deck_names]
    if game.capabilities.decklist is not None:
        out += [own_entry(game, name) for name in user_deck_names(game.name) if name not in game.deck_names]
    return out


# -- building -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Checked:
    """A built deck as the game reads it: its decklist text, the deck (None when it cannot
    be played) and every problem in words."""

    text: str
    deck: Any
    problems: tuple[str, ...]


def check(game: Game, name: str, contents: Contents) -> Checked:
    """The game's own verdict on a built deck: parse(compose(name, contents))."""
    db, fmt = building(game), game.capabilities.decklist
    if db is None or fmt is None:
        return Checked("", None, (f"{game.title} decks cannot be built here",))
    text = db.compose(name, contents)
    deck, problems = fmt.parse(text, name)
    return Checked(text, deck, () if deck is not None else _words(game, problems))


def _card_line(text: str) -> str | None:
    lines = [line.strip() for line in text.splitlines() if _COUNT.match(line)]
    return lines[0] if len(lines) == 1 else None


def salvage(game: Game, text: str) -> dict[str, dict[str, int]]:
    """The counts per section of a decklist the game refuses (an unfinished deck the player
    kept): each line is matched against the line compose writes for each card of the pool,
    and a section starts at the lines compose writes before that section's cards. Lines that
    match nothing are left out."""
    db = building(game)
    if db is None:
        return {}
    base = {line.strip() for line in db.compose("x", {}).splitlines() if line.strip()}
    cards: dict[str, tuple[str, str]] = {}        # a card line without its count -> (section, card id)
    heads: dict[str, str] = {}                    # a line that opens a section -> the section
    for card in pool(game):
        for section in card.sections:
            one = db.compose("x", {section: {card.id: 1}})
            line = _card_line(one)
            if line is None:
                continue
            found = _COUNT.match(line)
            assert found is not None
            cards.setdefault(found.group(2).casefold(), (section, card.id))
            for other in one.splitlines():
                other = other.strip()
                if other and other != line and other not in base:
                    heads.setdefault(other.casefold(), section)
    out: dict[str, dict[str, int]] = {}
    section = db.sections[0] if db.sections else ""
    for raw in text.splitlines()[:2000]:
        line = raw.strip()
        if line.casefold() in heads:
            section = heads[line.casefold()]
            continue
        found = _COUNT.match(line)
        if found is None or len(found.group(1)) > 3:
            continue
        hit = cards.get(found.group(2).casefold())
        if hit is None:
            continue
        where = section if section in _sections_of(game, hit[1]) else hit[0]
        part = out.setdefault(where, {})
        part[hit[1]] = part.get(hit[1], 0) + int(found.group(1))
    return out


def _sections_of(game: Game, card_id: str) -> tuple[str, ...]:
    card = index(game).get(card_id)
    return card.sections if card is not None else ()


@dataclass(frozen=True)
class Saved:
    """What Save did: the name the deck is kept under (None: nothing was written) and one line."""

    name: str | None
    message: str


def save_built(game: Game, typed: str, contents: Contents, editing: str | None = None) -> Saved:
    """Keep a built deck among the player's decks, named from what was typed (deck_name);
    a prebuilt deck's name gets "my-" in front; a name another of the player's decks has
    gets "-2", "-3"... (the deck being edited keeps its own name and is replaced; renamed, its
    old file goes). The deck is written as the game composes it, playable or not: an
    unfinished deck is kept and shows its first problem in the list."""
    if building(game) is None:
        return Saved(None, f"{game.title} decks cannot be built here")
    base = deck_name(typed or "my-deck")
    if base in game.deck_names:
        base = deck_name(f"my-{base}")
    taken = [n for n in user_deck_names(game.name) if n != editing]
    verdict = check(game, base, contents)
    name = free_deck_name(game, base, verdict.text, taken)
    verdict = check(game, name, contents) if name != base else verdict
    try:
        save_user_deck(game.name, name, verdict.text)
    except (OSError, ValueError) as exc:
        return Saved(None, f"Not saved: cannot write in {decks_dir(game.name)}: {describe_os_error(exc)}")
    if editing is not None and editing != name and is_deck_name(editing):
        delete_own(game, editing)
    state = "playable" if verdict.deck is not None else f"not playable yet: {verdict.problems[0]}"
    renamed = f" (the name {quote(base)} is taken)" if name != base else ""
    return Saved(name, f"Saved {quote(name)}{renamed}: {state}")


def delete_own(game: Game, name: str) -> str | None:
    """Delete one of the player's decks; None, or why it could not be deleted."""
    if not is_deck_name(name) or name not in user_deck_names(game.name):
        return f"{quote(name)} is not one of your decks"
    try:
        os.remove(decks_dir(game.name) / f"{name}{SUFFIX}")
    except OSError as exc:
        return f"{quote(name)} could not be deleted: {describe_os_error(exc)}"
    return None


def copy_name(game: Game, name: str) -> str:
    """The name an edited copy of a deck starts with ("my-rakano-aggro")."""
    return deck_name(f"my-{name}") if not name.startswith("my-") else name


def counts_of(contents: Mapping[str, Mapping[str, int]]) -> dict[str, dict[str, int]]:
    """A plain, mutable copy of counts per section."""
    return {section: dict(part) for section, part in contents.items()}
