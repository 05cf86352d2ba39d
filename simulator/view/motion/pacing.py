"""Bot moves at a pace people can follow: a bot's chosen action is held (not its thinking,
which goes on in the bot worker) until the previous move's motion has played, and never
longer than HOLD_CAP seconds. A person's own moves never pass through here."""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from ...core.actions import Action

if TYPE_CHECKING:
    from ...core.match import Match

HOLD_CAP = 1.5        # the longest a bot's move waits for the last one's motion (seconds)


class BotSeats(Protocol):
    """What the pacer asks of the game session (session/game.GameSession)."""

    match: Match

    def bot_step(self, now: float | None = None) -> Action | None:
        """A bot's action once decided (and shown thinking long enough), else None."""

    def deciding_seat(self) -> int | None:
        """Who must act now."""


class BotPacer:
    """Hands out a bot's actions one at a time, each once the table has stopped moving."""

    def __init__(self, cap: float = HOLD_CAP) -> None:
        self.cap = cap
        self.held: Action | None = None
        self.since = 0.0
        self._at: tuple[int, int, int | None] | None = None   # (actions made, the last one's id, deciding seat)

    def next(self, session: BotSeats, now: float, busy: bool) -> Action | None:
        """The bot action to apply now, or None: none is decided yet, or the last move is
        still moving on the table (for at most `cap` seconds from when the bot decided). A
        held action whose moment has passed (an undo, a move made meanwhile) is dropped."""
        if self.held is None:
            action = session.bot_step(now)
            if action is None:
                return None
            self.held, self.since, self._at = action, now, self._moment(session)
        if self._at != self._moment(session) or session.match.check(self.held) is not None:
            self.drop()
            return None
        if busy and now - self.since < self.cap:
            return None
        action = self.held
        self.drop()
        return action

    def drop(self) -> None:
        """Forget a held action."""
        self.held, self._at = None, None

    @staticmethod
    def _moment(session: BotSeats) -> tuple[int, int, int | None]:
        actions = session.match.actions
        return len(actions), id(actions[-1]) if actions else 0, session.deciding_seat()
