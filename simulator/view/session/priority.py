"""Priority that stays out of the way: when the table passes for a person.

The table passes for a person (with the Passing setting on "Auto-pass") in two cases only:
- a round of responses to their own play (TableDescription.own_response: their own spell
  or attack on top, nobody else's answer in between), unless they hold priority (a key,
  input/keymap.py "hold_priority") for that one window;
- the one end-turn button is the only legal action (Pass, End turn...), unless it is their
  own turn and the phase has a stop (TableDescription.phase_stops, toggled on the table's
  strip and remembered in files/stops_memory.py).
Anything else is a real choice and is always asked. The pass is a legal Action made
through the session (logged with a note saying it was automatic, and undone as any move).
No drawing here.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from ...core.actions import Action
from ...core.match import Match
from ...core.table import TableDescription

OWN_PLAY = "own play"         # why the table passed: a response to the person's own play
NOTHING_ELSE = "nothing else"  # why: the one end-turn button was all there was


def the_pass(table: TableDescription, legal: Sequence[Action]) -> Action | None:
    """The one end-turn button's action among `legal` (Pass, Let it resolve...), or None."""
    found = [a for a in legal if table.offer(a) == "end_turn"]
    return found[0] if len(found) == 1 else None


def only_pass(table: TableDescription, legal: Sequence[Action]) -> Action | None:
    """The end-turn button's action when it is the only legal action, else None."""
    return legal[0] if len(legal) == 1 and table.offer(legal[0]) == "end_turn" else None


@dataclass
class AutoPass:
    """What the table may pass for the people at it, and the person's wishes about it.

    enabled: reads the Passing setting now (Settings.auto_pass), so a change applies at once;
    stops: the phase keys of the game's phase_stops where the table stops on your own turn;
    holding: the hold-priority key was pressed: the next response window to your own play
    is asked instead of passed (then it is let go); quiet_at: no auto-pass at the decision
    after this many actions (the one an Undo went back to: the person asked to see it)."""

    table: TableDescription
    enabled: Callable[[], bool]
    stops: set[str] = field(default_factory=set)
    holding: bool = False
    quiet_at: int | None = None

    def choose(self, match: Match, person: Callable[[int], bool]) -> tuple[Action, str] | None:
        """The pass to make for the person deciding now and why (OWN_PLAY, NOTHING_ELSE),
        or None when they are to be asked (a bot decides, auto-pass is off, a real choice)."""
        decision = match.decision()
        if decision is None or not person(decision.seat) or not self.enabled():
            return None
        if self.quiet_at == len(match.actions):
            return None
        legal = match.legal_actions()
        obs = match.observation(decision.seat, with_log=False)
        if self.table.own_response(obs):
            action = the_pass(self.table, legal)
            if action is None:
                return None
            if self.holding:
                self.holding = False        # held for this window: the person answers it
                return None
            return action, OWN_PLAY
        action = only_pass(self.table, legal)
        if action is None:
            return None
        if obs.phase in self.stops and self.table.turn_seat(obs) == decision.seat:
            return None
        return action, NOTHING_ELSE

    def toggle_hold(self) -> bool:
        """The hold-priority key: hold for the next window, or let go; True when holding."""
        self.holding = not self.holding
        return self.holding

    def toggle_stop(self, phase: str) -> bool:
        """Stop at a phase of your own turn, or no longer; True when it now has a stop."""
        if phase in self.stops:
            self.stops.discard(phase)
            return False
        self.stops.add(phase)
        return True


def default_stops(table: TableDescription, remembered: Iterable[str] | None) -> set[str]:
    """The stops to start with: the remembered ones (only phases the game has), else the
    game's defaults (PhaseStop.stop)."""
    keys = {p.key for p in table.phase_stops}
    if remembered is not None:
        return {k for k in remembered if k in keys}
    return {p.key for p in table.phase_stops if p.stop}


def note_text(who: str, label: str, why: str) -> str:
    """The log's line for an automatic pass ("You: Pass (auto-pass: your own play)")."""
    reason = "your own play" if why == OWN_PLAY else "nothing else to do"
    return f"{who}: {label} (auto-pass: {reason})"
