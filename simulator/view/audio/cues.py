"""Which cues the table plays, and when.

- `event_cues`: the events of one action as cues, named by the game's table description
  (TableDescription.sound_cue): each cue once, in the order of the events, at most
  MAX_AT_ONCE of them.
- `ending_cue`: the game's end from the viewer's side: "victory" when the viewer (or, in
  hot-seat, any person at this screen) won, "tie" when nobody did, else "defeat".
- `TableCues`: what the table scene sounds after each refresh: the cues of the actions made
  since the last refresh only (never the whole log again on a resize, a cover lowered, a
  loaded game or an undo), "turn" when the decision has passed to a person (in hot-seat,
  as the cover goes up for the next player), the ending cue when an action ended the game.
- `ReplayCues`: the replay viewer sounds a step played forward (the Play button, the ">"
  button or key), never a seek.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Protocol

from ...core.actions import Action
from ...core.events import Event
from ...core.game import Result
from ...core.table import TableDescription

if TYPE_CHECKING:
    from ...core.match import Match

# Every cue there is a file for (assets/sounds/<cue>.wav, written by synth.py).
CUES: frozenset[str] = frozenset({"play", "draw", "attack", "damage", "death", "refuse", "turn", "victory",
                                  "defeat", "tie", "click"})
MAX_AT_ONCE = 3          # cues one action may sound together (more would be noise)


class Player(Protocol):
    """What plays cues (mixer.Audio)."""

    def play_all(self, cues: Iterable[str]) -> None:
        """Play these cues now."""


class Seats(Protocol):
    """What TableCues asks of the game session (session/game.GameSession)."""

    @property
    def humans(self) -> list[int]:
        """Seats played by people."""

    def viewer(self) -> int:
        """Whose eyes the table shows."""

    def deciding_seat(self) -> int | None:
        """Who must act now."""

    def is_bot(self, seat: int) -> bool:
        """True for a bot seat."""


def event_cues(table: TableDescription, events: Iterable[Event], viewer: int) -> list[str]:
    """The cues of one action's events: known cues only, each once, in order, at most
    MAX_AT_ONCE; a table description that fails on an event gives no cue for it."""
    out: list[str] = []
    for ev in events:
        try:
            cue = table.sound_cue(ev, viewer)
        except Exception:  # noqa: BLE001, S112 -- a sound is never worth a crash
            continue
        if cue in CUES and cue not in out:
            out.append(cue)
            if len(out) >= MAX_AT_ONCE:
                break
    return out


def ending_cue(result: Result, viewer: int, people: Sequence[int] = ()) -> str:
    """The end of the game as heard by `viewer` (and the other people at this screen)."""
    if not result.winners:
        return "tie"
    if viewer in result.winners or any(seat in result.winners for seat in people):
        return "victory"
    return "defeat"


class TableCues:
    """The table scene's memory of what it has sounded: the log it has seen and who decided."""

    def __init__(self) -> None:
        self._actions: list[Action] | None = None   # the match's action list last seen (undo makes a new one)
        self._log: list[Event] | None = None
        self._made = 0                              # how many actions it had then
        self._seen = 0                              # how many events the log had then
        self._person: int | None = None             # the person deciding then (None: a bot, or nobody)

    def refreshed(self, player: Player, table: TableDescription, match: Match, session: Seats) -> list[str]:
        """After the table shows the match again: play (and return) the cues of what is new."""
        actions, log = match.actions, match.log
        new = actions is self._actions and log is self._log and len(actions) > self._made
        fresh = log[self._seen:] if new else []
        self._actions, self._log, self._made, self._seen = actions, log, len(actions), len(log)
        seat = session.deciding_seat()
        person = seat if seat is not None and not session.is_bot(seat) else None
        before, self._person = self._person, person
        if not new:
            return []          # the first look, a redraw, a cover lowered, an undo: nothing happened
        viewer = session.viewer()
        result = match.result()
        if result is not None:
            cues = [ending_cue(result, viewer, session.humans)]
        else:
            cues = event_cues(table, fresh, viewer)
            if person is not None and person != before:
                cues.append("turn")
        player.play_all(cues)
        return cues


class ReplayCues:
    """The replay viewer's cues: those of a step played forward, the end of the game on the
    last step (from the viewer's side); a seek plays nothing (it never calls this)."""

    @staticmethod
    def stepped(player: Player, table: TableDescription, events: Sequence[Event], viewer: int,
                result: Result | None) -> list[str]:
        """Play (and return) the cues of the step just played forward."""
        cues = [ending_cue(result, viewer)] if result is not None else event_cues(table, events, viewer)
        player.play_all(cues)
        return cues
