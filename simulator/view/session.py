"""GameSession: a match on the table with its seats (people or bots), bot thinking off the
render loop, hot-seat hand-over, and an autosave after every action. No drawing here."""
from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

from ..bots import make_bot
from ..core.actions import Action
from ..core.events import Event
from ..core.match import Match
from ..core.rng import Rng
from ..core.saves import Seat, SaveError, save_match
from ..games.registry import get_game

BOT_MIN_SECONDS = 0.45      # a bot's move is shown no sooner than this, so people can follow it
BOT_TIME_CAP = 10.0         # after this the bot's best-so-far (or a legal action) is played


class BotThinker:
    """Runs one bot decision on a worker thread; the window keeps drawing meanwhile."""

    def __init__(self, match: Match, seat: int, bot_name: str, seed: int, now: float) -> None:
        self.seat = seat
        self.started = now
        self.action: Action | None = None
        self.error: str | None = None
        spec = get_game(match.setup.game)
        observation = match.observation(seat)
        legal = list(match.legal_actions())
        bot = make_bot(bot_name, Rng(seed))

        def work() -> None:
            try:
                self.action = bot.choose(match.rules, observation, seat, legal, spec.evaluate)
            except Exception as exc:  # a bot failure must never take the table down
                self.error = f"{bot_name} bot failed: {exc}"
                self.action = legal[0]

        self.fallback = legal[0]
        self.thread = threading.Thread(target=work, daemon=True)
        self.thread.start()

    def ready(self, now: float | None = None) -> bool:
        """True once the decision is made (or the time cap has passed)."""
        elapsed = (now if now is not None else time.perf_counter()) - self.started
        if elapsed > BOT_TIME_CAP and self.action is None:
            self.action = self.fallback
        return self.action is not None


class GameSession:
    """One game being played on the table."""

    def __init__(self, match: Match, seats: list[Seat], autosave: Path | None = None) -> None:
        if len(seats) != match.setup.seats:
            raise ValueError("one Seat per seat of the match is needed")
        self.match = match
        self.seats = seats
        self.autosave_path = autosave
        self.thinker: BotThinker | None = None
        self.last_human = next((i for i, s in enumerate(seats) if s.kind == "human"), 0)
        self.save_error: str | None = None

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
        """Apply an action (checked) and autosave."""
        events = self.match.apply(action)
        self.autosave()
        return events

    def undo(self) -> bool:
        """Take back to the last decision of a person (bots' replies go too)."""
        if self.thinker is not None:
            self.thinker = None
        if not self.match.actions:
            return False
        actions = list(self.match.actions)
        while actions:
            last = actions.pop()
            if not self.is_bot(last.seat):
                break
        self.match.replace_actions(actions)
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
            self.thinker = BotThinker(self.match, seat, self.seats[seat].name, seed, t)
            return None
        if self.thinker.ready(t) and t - self.thinker.started >= BOT_MIN_SECONDS:
            action = self.thinker.action
            self.thinker = None
            return action
        return None

    @property
    def thinking(self) -> bool:
        """True while a bot is deciding."""
        return self.thinker is not None

    def describe_seat(self, seat: int) -> str:
        """"Player 2 (greedy bot)" and the like."""
        s = self.seats[seat]
        return f"{s.name} ({s.name if s.kind == 'human' else 'bot'})" if s.kind == "bot" else s.name

    def to_info(self) -> dict[str, Any]:
        """A summary for menus."""
        return {"game": self.match.setup.game, "steps": len(self.match.actions),
                "over": self.match.is_over}
