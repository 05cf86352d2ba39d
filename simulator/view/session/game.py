"""GameSession: a match on the table with its seats (people or bots), bot thinking in a
worker process off the render loop, hot-seat hand-over, the passes the table makes for a
person (session/priority.py), and an autosave after every action. No drawing here."""
from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from ...bots.worker import BotWorker
from ...core.actions import Action
from ...core.events import Event
from ...core.match import Match
from ...core.saves import Seat, SaveError, save_match
from .priority import AutoPass, note_text

AUTO_PASS_LIMIT = 64        # automatic passes in a row after one action (a safety bound)

BOT_MIN_SECONDS = 0.45      # a bot's move is shown no sooner than this, so people can follow it
BOT_TIME_CAP = 10.0         # after this the bot is stopped and a legal action is played


class BotThinker:
    """One bot decision running in the bot worker process; the window keeps drawing meanwhile."""

    def __init__(self, worker: BotWorker, match: Match, seat: int, bot: str, seed: int, now: float) -> None:
        self.seat = seat
        self.started = now
        self.worker = worker
        self.action: Action | None = None
        self.error: str | None = None
        self.win_chance: float | None = None
        legal = list(match.legal_actions())
        self.fallback = legal[0]
        worker.submit(match.observation(seat, with_log=False), seat, legal, match.setup.game, bot=bot, seed=seed)

    def ready(self, now: float | None = None) -> bool:
        """True once the decision is made (or the time cap has passed: then a legal fallback)."""
        if self.action is not None:
            return True
        result = self.worker.poll()
        if result is not None:
            if result.ok:
                self.action, self.win_chance = result.action, result.win_chance
            else:
                self.error = (result.error or "the bot failed").strip().splitlines()[-1]
                self.action = self.fallback
        elif (now if now is not None else time.perf_counter()) - self.started > BOT_TIME_CAP:
            self.worker.cancel(hard=True)
            self.error = "the bot ran out of time"
            self.action = self.fallback
        return self.action is not None


class GameSession:
    """One game being played on the table."""

    def __init__(self, match: Match, seats: list[Seat], autosave: Path | None = None,
                 worker: BotWorker | None = None) -> None:
        if len(seats) != match.setup.seats:
            raise ValueError("one Seat per seat of the match is needed")
        self.match = match
        self.seats = seats
        self.autosave_path = autosave
        self.worker = worker or BotWorker()
        self.thinker: BotThinker | None = None
        self.last_human = next((i for i, s in enumerate(seats) if s.kind == "human"), 0)
        self.save_error: str | None = None
        self.auto_pass: AutoPass | None = None     # the table's passes for people (None: never)
        self.auto_notes: dict[int, tuple[int, Event]] = {}   # action index -> (log position, note)

    @property
    def humans(self) -> list[int]:
        """Seats played by people."""
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    @property
    def hotseat(self) -> bool:
        """True when two or more people share the screen."""
        return len(self.humans) > 1

    def deciding_seat(self) -> int | None:
        """The seat that must act now (None once the game is over)."""
        d = self.match.decision()
        return None if d is None else d.seat

    def is_bot(self, seat: int) -> bool:
        """True for a bot seat."""
        return self.seats[seat].kind == "bot"

    def viewer(self) -> int:
        """Whose eyes the table shows: the person deciding now, else the last person who did."""
        seat = self.deciding_seat()
        if seat is not None and not self.is_bot(seat):
            self.last_human = seat
        return self.last_human

    def apply(self, action: Action) -> list[Event]:
        """Apply an action (checked), then the passes the table makes for people
        (auto_pass), and autosave; the events of all of them, in order."""
        events = self.match.apply(action)
        events += self.pass_for_people()
        self.autosave()
        return events

    def pass_for_people(self) -> list[Event]:
        """Make the passes the table makes for the people deciding now (priority.AutoPass),
        each a legal action of the match, with a note for the log saying it was automatic."""
        events: list[Event] = []
        passer = self.auto_pass
        for _ in range(AUTO_PASS_LIMIT if passer is not None else 0):
            assert passer is not None
            chosen = passer.choose(self.match, lambda seat: not self.is_bot(seat))
            if chosen is None:
                break
            action, why = chosen
            label = passer.table.end_turn_label(action) or self.match.describe(action)
            note = Event("auto_pass", note_text(self.describe_seat(action.seat), label, why), action.seat)
            self.auto_notes[len(self.match.actions)] = (len(self.match.log), note)
            events += [note] + self.match.apply(action)
        return events

    def log(self) -> list[Event]:
        """The game's log with the notes of the table's automatic passes where they were made."""
        if not self.auto_notes:
            return self.match.log
        out: list[Event] = []
        at = 0
        log = self.match.log
        for index in sorted(self.auto_notes):
            where, note = self.auto_notes[index]
            out += log[at:where]
            out.append(note)
            at = max(at, where)
        return out + log[at:]

    def is_auto(self, index: int) -> bool:
        """True when the action at `index` is a pass the table made for a person."""
        return index in self.auto_notes

    def _reply(self, index: int, viewer: int) -> bool:
        """An action Undo takes back with the person's move before it: a bot's, or a pass the
        table made for another person (in hot-seat)."""
        seat = self.match.actions[index].seat
        return self.is_bot(seat) or (self.is_auto(index) and seat != viewer)

    def undo_refusal(self) -> str | None:
        """Why Undo cannot take anything back now, or None. In hot-seat a person takes back
        only their own moves (and what bots replied to them), never another person's."""
        if not self.match.actions or self.match.is_over:
            return "Nothing to undo"
        viewer = self.viewer()
        last = next((self.match.actions[i] for i in range(len(self.match.actions) - 1, -1, -1)
                     if not self._reply(i, viewer)), None)
        if last is None:
            return "Nothing of yours to undo"
        if self.hotseat and last.seat != viewer:
            return (f"Undo takes back only your own moves: the last one was "
                    f"{self.describe_seat(last.seat)}'s")
        return None

    def undo(self) -> bool:
        """Take back to the last decision of a person (bots' replies go too); in hot-seat
        only the moves of the person now at the table (undo_refusal says why not). A pass
        the table made for this person is a move like any other, taken back alone: the
        decision it answered is then asked (no auto-pass there)."""
        if self.undo_refusal() is not None:
            return False
        self.stop_thinking()
        viewer = self.viewer()
        keep = len(self.match.actions)
        while keep:
            keep -= 1
            if not self._reply(keep, viewer):
                break
        self.match.replace_actions(self.match.actions[:keep])
        self.auto_notes = {i: note for i, note in self.auto_notes.items() if i < keep}
        if self.auto_pass is not None:
            self.auto_pass.quiet_at = keep
        self.autosave()
        return True

    def autosave(self) -> None:
        """Write the game to the autosave file (atomic), remembering any failure to show it."""
        if self.autosave_path is None:
            return
        try:
            save_match(self.match, self.autosave_path, self.seats)
            self.save_error = None
        except (SaveError, OSError) as exc:
            self.save_error = str(exc)

    def bot_step(self, now: float | None = None) -> Action | None:
        """Drive bots: start thinking when a bot must act; return its action once shown long enough."""
        seat = self.deciding_seat()
        if seat is None or not self.is_bot(seat):
            self.thinker = None
            return None
        t = now if now is not None else time.perf_counter()
        if self.thinker is None or self.thinker.seat != seat:
            seed = (self.match.setup.seed * 1_000_003 + len(self.match.actions) * 7919 + seat) & 0xFFFFFFFF
            self.thinker = BotThinker(self.worker, self.match, seat, self.bot_spec(seat), seed, t)
            return None
        if self.thinker.ready(t) and t - self.thinker.started >= BOT_MIN_SECONDS:
            action = self.thinker.action
            self.thinker = None
            return action
        return None

    def bot_spec(self, seat: int) -> str:
        """What the worker builds for a bot seat: its level ("easy"/"normal"/"hard") or bot name."""
        s = self.seats[seat]
        return str(s.level) if isinstance(s.level, str) and s.level else s.name

    def stop_thinking(self) -> None:
        """Drop a bot decision in progress (a take-back, leaving the table)."""
        if self.thinker is not None:
            self.worker.cancel()
            self.thinker = None

    @property
    def thinking(self) -> bool:
        """True while a bot is deciding."""
        return self.thinker is not None

    def describe_seat(self, seat: int) -> str:
        """The seat's one name on screen: a person's ("You", "Ada", "Player 2"), a bot's
        "Bot 2 — Normal" (names.seat_name)."""
        from ..table.names import seat_name
        return seat_name(self.seats[seat], seat)

    def seat_names(self) -> list[str]:
        """Every seat's name (describe_seat), in seat order."""
        return [self.describe_seat(i) for i in range(len(self.seats))]

    def to_info(self) -> dict[str, Any]:
        """A summary for menus."""
        return {"game": self.match.setup.game, "steps": len(self.match.actions),
                "over": self.match.is_over}
