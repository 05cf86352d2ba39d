"""Your record: wins, losses and draws of your finished games (files/game_records.collect),
counted by game, bot level and your deck for games against bots, and by person and pair of
people for hot-seat games, each with its score (a draw counts one half) and the 95% Wilson
interval the arena prints (core/stats.wilson); and your accuracy over time where an
analysis gives it. Against bots "you" is the one person at the table, whatever the seat's
name; in hot-seat every person is counted by name. The Records screen and `tabletop
records` show the same `Records`. No pygame here.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ...bots.levels import LEVEL_TITLES, LEVELS
from ...core.saveschema import Seat
from ..files.game_records import Collected, GameRecord


@dataclass
class Tally:
    """Wins, losses and draws of one row."""

    label: str
    wins: int = 0
    losses: int = 0
    draws: int = 0

    def add(self, outcome: str) -> None:
        """Count one game's outcome ("win", "loss" or "draw")."""
        if outcome == "win":
            self.wins += 1
        elif outcome == "loss":
            self.losses += 1
        elif outcome == "draw":
            self.draws += 1

    @property
    def games(self) -> int:
        """Games counted."""
        return self.wins + self.losses + self.draws

    @property
    def score(self) -> float:
        """The share of points won (a draw counts one half)."""
        return (self.wins + 0.5 * self.draws) / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The score's 95% Wilson interval, as the arena gives it."""
        from ...core.stats import wilson
        return wilson(self.wins + 0.5 * self.draws, self.games)

    def wld(self) -> str:
        """"3-1-0": wins, losses, draws."""
        return f"{self.wins}-{self.losses}-{self.draws}"

    def to_json(self) -> dict[str, Any]:
        """The row for `tabletop records --json`."""
        lo, hi = self.interval
        return {"label": self.label, "games": self.games, "wins": self.wins, "losses": self.losses,
                "draws": self.draws, "score": round(self.score, 4), "ci95": [round(lo, 4), round(hi, 4)]}


@dataclass(frozen=True)
class AccuracyPoint:
    """One game's accuracy figure for one person."""

    when: float
    game: str
    who: str
    accuracy: float
    versus_bots: bool


@dataclass
class Records:
    """Everything the records show (for one game, or all)."""

    game: str | None
    bots_by_game: list[Tally] = field(default_factory=list)
    bots_by_level: list[Tally] = field(default_factory=list)
    bots_by_deck: list[Tally] = field(default_factory=list)
    hotseat_by_person: list[Tally] = field(default_factory=list)
    hotseat_by_pair: list[Tally] = field(default_factory=list)
    accuracy: list[AccuracyPoint] = field(default_factory=list)
    counted: int = 0
    versus_bots: int = 0
    hotseat: int = 0
    left_out: dict[str, int] = field(default_factory=dict)
    skipped: list[tuple[str, str]] = field(default_factory=list)

    @property
    def has_accuracy(self) -> bool:
        """True when some analysis gave an accuracy figure (else that column is left out)."""
        return bool(self.accuracy)

    def bots_total(self) -> Tally:
        """All games against bots together."""
        return _sum("All games against bots", self.bots_by_game)


def _sum(label: str, rows: Iterable[Tally]) -> Tally:
    out = Tally(label)
    for r in rows:
        out.wins, out.losses, out.draws = out.wins + r.wins, out.losses + r.losses, out.draws + r.draws
    return out


def game_title(name: str) -> str:
    """A game's title ("Krieg Eterna"), or its name when it is not registered."""
    try:
        from ...games.registry import get_game
        return get_game(name).title
    except Exception:  # noqa: BLE001 -- a record of a game this version does not know
        return name


def level_title(seat: Seat) -> str:
    """A bot seat's level in words ("Hard"), or its bot's name for a bot without a level."""
    if isinstance(seat.level, str) and seat.level in LEVEL_TITLES:
        return LEVEL_TITLES[seat.level]
    return seat.name


def opponents_label(record: GameRecord) -> str:
    """The bots' levels of a game against bots: "Hard", or "Easy + Hard" at a bigger table."""
    titles = {level_title(s) for s in record.seats if s.kind == "bot"}
    order = [LEVEL_TITLES[lv] for lv in LEVELS]
    return " + ".join(sorted(titles, key=lambda t: (order.index(t) if t in order else len(order), t)))


def _row(rows: dict[str, Tally], label: str) -> Tally:
    if label not in rows:
        rows[label] = Tally(label)
    return rows[label]


def _ordered(rows: dict[str, Tally]) -> list[Tally]:
    """Most games first, then by label."""
    return sorted(rows.values(), key=lambda t: (-t.games, t.label))


def tally(collected: Collected, game: str | None = None) -> Records:
    """The records of the collected games (only `game`'s when given)."""
    out = Records(game, skipped=list(collected.skipped),
                  left_out={"unfinished": collected.unfinished, "retries": collected.retries,
                            "copies": collected.copies, "without_people": collected.without_people})
    by_game: dict[str, Tally] = {}
    by_level: dict[str, Tally] = {}
    by_deck: dict[str, Tally] = {}
    by_person: dict[str, Tally] = {}
    by_pair: dict[str, Tally] = {}
    for record in sorted(collected.counted, key=lambda r: r.when):
        if game is not None and record.game != game:
            continue
        if record.versus_bots:
            you = record.people[0]
            outcome = record.outcome(you)
            out.versus_bots += 1
            _row(by_game, game_title(record.game)).add(outcome)
            _row(by_level, opponents_label(record)).add(outcome)
            deck = record.decks[you] if you < len(record.decks) and record.decks[you] else "unknown deck"
            _row(by_deck, deck if game is not None else f"{deck} ({game_title(record.game)})").add(outcome)
            if you in record.accuracy:
                out.accuracy.append(AccuracyPoint(record.when, record.game, "You", record.accuracy[you], True))
        elif record.hotseat:
            out.hotseat += 1
            people = record.people
            for seat in people:
                name = record.seats[seat].name
                _row(by_person, name).add(record.outcome(seat))
                if seat in record.accuracy:
                    out.accuracy.append(AccuracyPoint(record.when, record.game, name, record.accuracy[seat], False))
            for a in people:
                for b in people:
                    first, second = record.seats[a].name, record.seats[b].name
                    if first < second:
                        _row(by_pair, f"{first} vs {second}").add(record.outcome(a))
        else:
            continue
        out.counted += 1
    out.bots_by_game, out.bots_by_level, out.bots_by_deck = _ordered(by_game), _ordered(by_level), _ordered(by_deck)
    out.hotseat_by_person, out.hotseat_by_pair = _ordered(by_person), _ordered(by_pair)
    return out


def records_json(records: Records) -> dict[str, Any]:
    """The records as `tabletop records --json` prints them."""
    rows = lambda tallies: [t.to_json() for t in tallies]  # noqa: E731
    doc: dict[str, Any] = {
        "game": records.game, "games": records.counted,
        "versus_bots": {"games": records.versus_bots, "total": records.bots_total().to_json(),
                        "by_game": rows(records.bots_by_game), "by_level": rows(records.bots_by_level),
                        "by_deck": rows(records.bots_by_deck)},
        "hotseat": {"games": records.hotseat, "by_person": rows(records.hotseat_by_person),
                    "by_pair": rows(records.hotseat_by_pair)},
        "left_out": dict(records.left_out),
        "skipped": [{"file": f, "reason": r} for f, r in records.skipped]}
    if records.has_accuracy:
        doc["accuracy"] = [{"when": round(p.when, 3), "game": p.game, "who": p.who, "accuracy": round(p.accuracy, 2),
                            "versus_bots": p.versus_bots} for p in records.accuracy]
    return doc


def left_out_words(records: Records) -> str:
    """What was not counted, in words ("2 unfinished, 1 retry"), or ""."""
    words = {"unfinished": ("unfinished", "unfinished"), "retries": ("retry", "retries"),
             "copies": ("copy of a counted game", "copies of counted games"),
             "without_people": ("game of bots only", "games of bots only")}
    parts = [f"{n} {words[k][n != 1]}" for k, n in records.left_out.items() if n and k in words]
    if records.skipped:
        parts.append(f"{len(records.skipped)} unreadable file{'s' if len(records.skipped) != 1 else ''}")
    return ", ".join(parts)


def interval_text(t: Tally) -> str:
    """"0.650 [0.433, 0.819]": the score and its 95% interval, as the arena prints them."""
    lo, hi = t.interval
    return f"{t.score:.3f} [{lo:.3f}, {hi:.3f}]"


def render(records: Records) -> str:
    """The records as text tables (the arena's columns)."""
    title = game_title(records.game) if records.game else "all games"
    lines = [f"records, {title}: {records.counted} game{'s' if records.counted != 1 else ''} counted "
             f"({records.versus_bots} against bots, {records.hotseat} hot-seat)"]
    left = left_out_words(records)
    if left:
        lines.append(f"not counted: {left}")

    def table(heading: str, rows: list[Tally]) -> None:
        if not rows:
            return
        w = max([len(heading)] + [len(r.label) for r in rows])
        lines.append("")
        lines.append(f"{heading:<{w}}  {'games':>5}  {'W-L-D':>9}  {'score':>5}  {'95% CI':>15}")
        for r in rows:
            lo, hi = r.interval
            lines.append(f"{r.label:<{w}}  {r.games:>5}  {r.wld():>9}  {r.score:>5.3f}  [{lo:.3f}, {hi:.3f}]")

    if records.versus_bots:
        if records.game is None:
            table("Against bots, by game", records.bots_by_game)
        table("Against bots, by level", records.bots_by_level)
        table("Against bots, by your deck", records.bots_by_deck)
    if records.hotseat:
        table("Hot-seat, by person", records.hotseat_by_person)
        table("Hot-seat, by pair", records.hotseat_by_pair)
    if records.has_accuracy:
        import time
        lines.append("")
        lines.append("Accuracy over time")
        for p in records.accuracy:
            day = time.strftime("%Y-%m-%d %H:%M", time.localtime(p.when))
            lines.append(f"{day}  {game_title(p.game)}  {p.who}: {p.accuracy:.1f}%")
    for name, why in records.skipped[:10]:
        lines.append(f"skipped {name}: {why}")
    return "\n".join(lines)
