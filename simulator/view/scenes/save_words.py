"""The words the save lists (Continue, Load game, Watch a replay) say about a save: the
game's title, the people at it by the names the save gives them ("You vs the Easy bot"),
where the game stood ("Turn 7", or the moves made in saves written before saves said so),
when it was saved, and how it ended in those names ("You won: the Easy bot conceded")."""
from __future__ import annotations

import re
import time
from collections.abc import Sequence

from ...core.saves import Seat
from ...games.registry import get_game
from ..files.save_summary import ListedResult, SaveSummary
from ..table.names import bot_title, seat_name, seat_text

# The rules write results in the present ("Player 2 wins: Player 1 concedes"); a list of
# past games reads them in the past. Only the verbs results use, as whole words.
_PAST = {"wins": "won", "win": "won", "concedes": "conceded", "concede": "conceded", "is": "was",
         "are": "were", "ties": "tied", "tie": "tied", "has": "had", "have": "had", "can": "could",
         "reaches": "reached", "reach": "reached", "loses": "lost", "lose": "lost", "leaves": "left",
         "leave": "left"}
_VERB = re.compile(r"\b(" + "|".join(sorted(_PAST, key=len, reverse=True)) + r")\b")
# a word after these is a noun ("the tie") or an infinitive ("can win"): it stays
_KEEPS = re.compile(r"\b(the|a|an|can|could|cannot|to|will|would|may|might|must)\s+$", re.IGNORECASE)


def game_title(name: str) -> str:
    """The game's title ("Krieg Eterna"), or its name when this program does not know it."""
    try:
        return str(get_game(name).title)
    except Exception:  # noqa: BLE001 -- a name from a file: any lookup failure means unknown
        return name or "Unknown game"


def seats_text(seats: Sequence[Seat]) -> str:
    """The people and bots at a game by the save's names: 'You vs the Normal bot',
    'Ada vs Ben', 'You vs 2 bots (Easy, Hard)', 'Ada and Ben vs 2 bots', 'Bots: Greedy vs Random'."""
    people = [s.name for s in seats if s.kind == "human"]
    bots = [s for s in seats if s.kind != "human"]
    if not bots:
        return " vs ".join(people) if len(people) > 1 else (people[0] if people else "Nobody")
    if not people:
        return "Bots: " + " vs ".join(bot_title(b) for b in bots)
    levels = sorted({bot_title(b) for b in bots})
    who = people[0] if len(people) == 1 else ", ".join(people[:-1]) + " and " + people[-1]
    if len(bots) == 1:
        return f"{who} vs the {levels[0]} bot"
    return f"{who} vs {len(bots)} bots ({', '.join(levels)})"


def listed_names(seats: Sequence[Seat]) -> list[str]:
    """Each seat's name as a list's sentences use it: a person's own name; the one bot of a
    game as "the Easy bot" (as the title says); each of several bots by its seat name."""
    bots = [s for s in seats if s.kind != "human"]
    return [f"the {bot_title(s)} bot" if s.kind != "human" and len(bots) == 1 else seat_name(s, i)
            for i, s in enumerate(seats)]


def past_tense(text: str) -> str:
    """A result's sentence in the past: "You win: the Easy bot concedes" -> "You won: the
    Easy bot conceded" (only the verbs results use; "the tie", "can win" stay)."""
    def swap(m: re.Match[str]) -> str:
        if _KEEPS.search(text[:m.start()]) is not None:
            return m.group(0)
        return _PAST[m.group(1)]
    return _VERB.sub(swap, text)


def result_text(result: ListedResult, seats: Sequence[Seat]) -> str:
    """How a game ended, in the people's names and the past: 'You won: the Easy bot
    conceded', 'Ada won with 12 ranking points', 'A draw: every deck was empty'."""
    text = past_tense(seat_text(result.summary, listed_names(seats)))
    return text[:1].upper() + text[1:]


def when_text(mtime: float, now: float | None = None) -> str:
    """'today 14:05', 'yesterday 09:12', '3 Mar 14:05', '3 Mar 2024'."""
    now = time.time() if now is None else now
    then, today = time.localtime(mtime), time.localtime(now)
    clock = time.strftime("%H:%M", then)
    days = (time.mktime(today[:3] + (0, 0, 0, 0, 0, -1)) - time.mktime(then[:3] + (0, 0, 0, 0, 0, -1))) / 86400
    if round(days) == 0:
        return f"today {clock}"
    if round(days) == 1:
        return f"yesterday {clock}"
    if then.tm_year == today.tm_year:
        return f"{then.tm_mday} {time.strftime('%b', then)} {clock}"
    return f"{then.tm_mday} {time.strftime('%b %Y', then)}"


def stage_text(summary: SaveSummary) -> str:
    """Where the game stood: the save's own words ("Turn 7", "Round 2"), or, in saves
    written before saves said so, the moves made ("42 moves")."""
    if summary.progress:
        return summary.progress
    return f"{summary.steps} move{'' if summary.steps == 1 else 's'}"


def save_title(summary: SaveSummary) -> str:
    """'Krieg Eterna · You vs the Normal bot'."""
    return f"{game_title(summary.game)} · {seats_text(summary.seats)}"


def save_detail(summary: SaveSummary, mtime: float | None, now: float | None = None) -> str:
    """'Turn 7 · today 14:05 · in play', 'Round 3 · 3 Mar 14:05 · You won: the Easy bot conceded'."""
    parts = [stage_text(summary)]
    if mtime is not None:
        parts.append(when_text(mtime, now))
    parts.append("in play" if summary.result is None else result_text(summary.result, summary.seats))
    return " · ".join(parts)
