"""One name per seat, everywhere on screen.

A seat's name is chosen at New game and kept in the save (Seat.name): a person's name
("You" for the one person versus bots, "Player 1".. or a preset name in hot-seat) or a
bot's "Bot 2 — Normal" (seat number and level). The rules write "Player N" in their event
texts, prompts, refusals and results; `seat_text` puts the seats' names in their place at
display time (the log, the banner, toasts and the game-over panel), so saves and rules stay
as they are.
"""
from __future__ import annotations

import re
from typing import Sequence

from ...core.saves import Seat

YOU = "You"
# The names a person's seat cycles through at New game (after its default).
PRESET_NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana")

_PLAYER = re.compile(r"\bPlayer ([1-8])\b('s)?")
_SUBJECT = re.compile(r"(^|[.;:!?]\s+)$")      # where "you" starts a clause
_CAPITAL = re.compile(r"(^|[.:!?]\s+)$")       # where it starts a sentence
_AFTER_COMMA = re.compile(r",\s+$")             # ", Player 1 wins": a clause of its own
_IRREGULAR = {"is": "are", "has": "have", "was": "were", "does": "do"}
# The reader's own pronouns when the clause's subject is the reader.
_READER = {"their": "your", "theirs": "yours", "them": "you", "themselves": "yourself", "they": "you"}
_PRONOUN = re.compile(r"\b(their|theirs|them|themselves|they)\b", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?](?:\s+|$)")
_CLAUSE_END = re.compile(r"[.;:!?](?:\s+|$)")
_AND_VERB = re.compile(r"\b(?:and|then) ([a-z]+s)\b")


def bot_title(seat: Seat) -> str:
    """A bot seat's level or bot name, for people: "Normal", "Greedy", "Search"."""
    spec = seat.level if isinstance(seat.level, str) and seat.level else seat.name
    return str(spec).split(":")[0].strip().capitalize() or "Bot"


def bot_name(index: int, title: str) -> str:
    """"Bot 2 — Normal": the seat number (1-based) and the bot's level."""
    return f"Bot {index + 1} \u2014 {title}"


def seat_name(seat: Seat, index: int) -> str:
    """The name shown for seat `index`: a person's own name; a bot's "Bot N — Level"
    (saves written before bots had names keep the bot spec in `name`: it becomes one)."""
    if seat.kind != "bot":
        return seat.name
    if seat.name.startswith("Bot "):
        return seat.name
    return bot_name(index, bot_title(seat))


def seat_names(seats: Sequence[Seat | str]) -> list[str]:
    """The shown name of every seat (plain strings are taken as they are)."""
    return [s if isinstance(s, str) else seat_name(s, i) for i, s in enumerate(seats)]


def default_people(mode: str, seats: int) -> list[str]:
    """The default names of the people: "You" versus bots, "Player 1".. in hot-seat."""
    return [YOU] if mode == "bot" else [f"Player {i + 1}" for i in range(seats)]


def next_name(current: str, taken: Sequence[str], default: str) -> str:
    """The next name in a person's cycle (default, then the presets), skipping names that
    other seats already use."""
    cycle = [default] + [n for n in PRESET_NAMES if n != default]
    at = cycle.index(current) if current in cycle else -1
    for step in range(1, len(cycle) + 1):
        name = cycle[(at + step) % len(cycle)]
        if name not in taken:
            return name
    return current


def _you_verb(word: str) -> str:
    """A verb after "you" as the subject: "wins" -> "win", "passes" -> "pass", "seizes" ->
    "seize", "denies" -> "deny"."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word.endswith("ies") and len(word) > 4:      # "denies" -> "deny" ("dies" -> "die" below)
        return word[:-3] + "y"
    if word.endswith(("sses", "shes", "ches", "xes", "zzes", "oes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss") and len(word) > 2:
        return word[:-1]
    return word


def _subjects(text: str, names: Sequence[str]) -> list[tuple[int, int]]:
    """(position, seat) of each "Player N" that is its clause's subject: at a clause's
    start, or after a comma when a verb follows ("..., Player 1 wins")."""
    out: list[tuple[int, int]] = []
    for m in _PLAYER.finditer(text):
        n = int(m.group(1)) - 1
        if n >= len(names) or m.group(2):
            continue
        before = text[:m.start()]
        verb = re.match(r" ([a-z]+)\b", text[m.end():])
        if _SUBJECT.search(before) is not None or (
                _AFTER_COMMA.search(before) is not None and verb is not None and verb.group(1).endswith("s")):
            out.append((m.start(), n))
    return out


def _reader_pronouns(text: str, names: Sequence[str]) -> list[tuple[int, int, str]]:
    """(start, end, replacement) for each third-person pronoun whose clause's subject is the
    reader (the seat named "You"): the rules write "their", "them", "themselves", "they"
    only for their sentence's subject seat, so a pronoun belongs to the nearest subject
    before it in the same sentence ("Player 2 chooses Lion's effect: set aside two of their
    opponent's units" is Player 2's). A pronoun with no subject seat before it stays."""
    if YOU not in names or _PRONOUN.search(text) is None:
        return []
    subjects = _subjects(text, names)
    out: list[tuple[int, int, str]] = []
    for m in _PRONOUN.finditer(text):
        sentence = max((e.end() for e in _SENTENCE_END.finditer(text, 0, m.start())), default=0)
        owner = [n for at, n in subjects if sentence <= at < m.start()]
        if not owner or names[owner[-1]] != YOU:
            continue
        word = _READER[m.group(1).lower()]
        out.append((m.start(), m.end(), word.capitalize() if m.group(1)[0].isupper() else word))
    return out


def _reader_verbs(text: str, names: Sequence[str]) -> list[tuple[int, int, str]]:
    """(start, end, replacement) for the second verb of a predicate whose subject is the
    reader: "Player 1 buries 3 and draws 3" -> "You bury 3 and draw 3" (a lower-case word
    in -s after "and" or "then", in the subject's clause)."""
    if YOU not in names:
        return []
    out: list[tuple[int, int, str]] = []
    for at, n in _subjects(text, names):
        if names[n] != YOU:
            continue
        end = next((m.start() for m in _CLAUSE_END.finditer(text, at)), len(text))
        for m in _AND_VERB.finditer(text, at, end):
            out.append((m.start(1), m.end(1), _you_verb(m.group(1))))
    return out


def seat_text(text: str, names: Sequence[str]) -> str:
    """`text` from the rules with each whole-word "Player N" (1-8) replaced by seat N's
    name ("Player 2 plays Knight" -> "Bot 2 — Normal plays Knight"). A seat named "You"
    reads as English: "you"/"your", a verb right after it as the subject agrees
    ("Player 1 wins" -> "You win", "buries 3 and draws 3" -> "bury 3 and draw 3"), and the
    pronouns of a clause whose subject it is turn to the second person ("Player 1 keeps their hand" -> "You keep your hand"; "Bot 2 keeps
    their hand" stays)."""
    if not names or "Player " not in text:
        return text
    edits: list[tuple[int, int, str]] = []
    for m in _PLAYER.finditer(text):
        n = int(m.group(1)) - 1
        if n >= len(names):
            continue
        name = names[n]
        if name != YOU:
            edits.append((m.start(), m.end(), name + (m.group(2) or "")))
            continue
        before = text[:m.start()]
        capital = _CAPITAL.search(before) is not None
        if m.group(2):
            edits.append((m.start(), m.end(), "Your" if capital else "your"))
            continue
        word = "You" if capital else "you"
        end = m.end()
        verb = re.match(r" ([a-z]+)\b", text[end:])
        # the subject (a clause's start, or after a comma when a verb follows): its verb agrees
        subject = _SUBJECT.search(before) is not None or (
            _AFTER_COMMA.search(before) is not None and verb is not None and verb.group(1).endswith("s"))
        if subject and verb:
            word += " " + _you_verb(verb.group(1))
            end += verb.end()
        edits.append((m.start(), end, word))
    taken = [(a, b) for a, b, _ in edits]
    edits += [e for e in _reader_pronouns(text, names) + _reader_verbs(text, names)
              if not any(a < e[1] and e[0] < b for a, b in taken)]
    out: list[str] = []
    at = 0
    for start, end, word in sorted(edits):
        out.append(text[at:start])
        out.append(word)
        at = end
    out.append(text[at:])
    return "".join(out)


_TEAM = re.compile(r"^Team (\w+)$")
_TOTAL = re.compile(r"^Total (-?\d+)$")


def with_team_totals(seat_lines: dict[int, list[str]]) -> dict[int, list[str]]:
    """Seat lines with each team's total: where a game's lines name a seat's team ("Team A")
    and give its total ("Total 32"), the team line becomes "Team A total 57" (the sum of the
    team's seat totals). Lines without teams are returned as they are."""
    teams: dict[int, str] = {}
    sums: dict[str, int] = {}
    for s, lines in seat_lines.items():
        team = next((m.group(1) for line in lines if (m := _TEAM.match(line))), None)
        total = next((int(m.group(1)) for line in lines if (m := _TOTAL.match(line))), None)
        if team is None or total is None:
            continue
        teams[s] = team
        sums[team] = sums.get(team, 0) + total
    if not teams:
        return seat_lines
    return {s: [f"Team {teams[s]} total {sums[teams[s]]}" if s in teams and _TEAM.match(line) else line
                for line in lines] for s, lines in seat_lines.items()}
