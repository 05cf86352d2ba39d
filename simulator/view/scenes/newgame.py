"""The new-game screen: game, deck, mode (vs a bot at a level, or hot-seat with 2-4 seats)."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, Sequence


from ...core.saves import Seat
from ...games.registry import game_names, get_game
from .. import theme
from ..layout import has_layout as has_table
from ..names import PRESET_NAMES, bot_name, default_people, next_name
from ..session import GameSession
from ..autosaves import new_slot
from ..widgets import Button, ChoiceRow, Label
from .base import FittedScene

if TYPE_CHECKING:
    from ..app import App

LEVELS = [("Easy", "easy"), ("Normal", "normal"), ("Hard", "hard")]


def build_session(game: str, seats: int, mode: str, bot: str, seed: int, teams: bool = False,
                  worker=None, deck: str | None = None, autosave: bool = True,
                  names: Sequence[str] | None = None) -> GameSession:
    """A fresh game: seat 0 is a person; the others are people (hot-seat) or bots.

    bot: a difficulty level ("easy", "normal", "hard") or a bot name ("greedy", "search:1").
    names: the people's names in seat order (default "You" versus bots, "Player 1".. in
    hot-seat); bots are named "Bot 2 — Normal" (seat number and level). The names are
    kept in the save (Seat.name); a bot's level or bot name goes in Seat.level.
    autosave: give the game its own autosave slot (autosaves.new_slot) and write it now;
    False for games that are not the player's (benchmarks), which then write no file.
    """
    spec = get_game(game)
    options: dict = {}
    if teams:
        options["teams"] = True
    match = spec.new_match(seed, seats=seats, deck=deck, **options)
    given = list(names or [])
    defaults = default_people(mode, seats)
    people = [Seat("human", given[i] if i < len(given) and given[i] else defaults[i])
              for i in range(len(defaults))]
    if mode == "bot":
        title = dict((v, k) for k, v in LEVELS).get(bot) or bot.split(":")[0].capitalize()
        people += [Seat("bot", bot_name(i, title), bot) for i in range(1, seats)]
    session = GameSession(match, people, new_slot() if autosave else None, worker)
    session.autosave()
    return session


class NewGameScene(FittedScene):
    """Pick what to play."""

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.games = [g for g in game_names() if has_table(g)]
        self.game = self.games[0]
        self.mode = "bot"
        self.level = 1
        self.seats = 2
        self.teams = False
        self.deck = 0
        self.foe_deck = 0
        self.names: list[str] = []      # the people's names, chosen from a cycle of presets
        self.seed = int(app.clock.now() * 1000) % 1_000_000 if not app.headless else 1
        self.names = self.people()
        self.build()

    def _set(self, **kw: Any) -> None:
        for k, v in kw.items():
            setattr(self, k, v)
        spec = get_game(self.game)
        self.seats = min(max(self.seats, spec.min_seats), spec.max_seats)
        if self.seats != 4:
            self.teams = False
        self.deck %= len(spec.deck_names)
        self.foe_deck %= len(spec.deck_names)
        self.names = self.people()
        self.build()

    def people(self) -> list[str]:
        """The people's names for the chosen mode and number of seats: the names already
        chosen where the seat is still a person's (and not taken twice), else the default."""
        out: list[str] = []
        for i, default in enumerate(default_people(self.mode, self.seats)):
            kept = self.names[i] if i < len(self.names) else default
            if kept in out or kept not in PRESET_NAMES:     # a default name follows the mode and seat
                kept = default
            out.append(kept)
        return out

    def cycle_name(self, seat: int) -> None:
        """A person's name button: the next preset name not used by another seat."""
        names = self.people()
        default = default_people(self.mode, self.seats)[seat]
        names[seat] = next_name(names[seat], names[:seat] + names[seat + 1:], default)
        self.names = names
        self.build()

    def deck_spec(self) -> str:
        """The setup's deck name: one shared deck, or "mine/theirs" where a game pairs decks."""
        names = get_game(self.game).deck_names
        if len(names) == 1:
            return names[0]
        return f"{names[self.deck]}/{names[self.foe_deck]}"

    def rows(self) -> list[ChoiceRow]:
        """The labelled rows of choices for the chosen game."""
        spec = get_game(self.game)
        rows: list[ChoiceRow] = [
            ("Game", [(get_game(g).title, g == self.game, partial(self._set, game=g)) for g in self.games]),
            ("Mode", [("Versus bots", self.mode == "bot", lambda: self._set(mode="bot")),
                      ("Hot-seat", self.mode == "hotseat", lambda: self._set(mode="hotseat"))]),
            ("Bot level", [(name, i == self.level, partial(self._set, level=i)) for i, (name, _) in enumerate(LEVELS)]),
            ("Players", [(str(n), n == self.seats, partial(self._set, seats=n))
                         for n in range(spec.min_seats, spec.max_seats + 1)]),
        ]
        names = spec.deck_names
        if len(names) > 1:
            rows.append(("Decks", [(f"Yours: {names[self.deck]}", True, lambda: self._set(deck=self.deck + 1)),
                                   (f"Opponent: {names[self.foe_deck]}", False,
                                    lambda: self._set(foe_deck=self.foe_deck + 1))]))
        else:
            rows.append(("Deck", [(names[0], True, lambda: None)]))
        people = self.people()      # a click on a name gives the next preset name
        rows.append(("Names" if len(people) > 1 else "Your name",
                     [(name, False, partial(self.cycle_name, i)) for i, name in enumerate(people)]))
        if spec.supports_teams and self.seats == 4:
            rows.append(("Teams", [("Free-for-all", not self.teams, lambda: self._set(teams=False)),
                                   ("2 v 2", self.teams, lambda: self._set(teams=True))]))
        return rows

    def lay_out(self, k: float) -> None:
        w, h = self.app.size
        self.root.clear()
        rows = self.rows()
        bw, bh, row_gap, col_gap = int(200 * k), int(50 * k), int(20 * k), int(12 * k)
        label_w = int(190 * k)
        widest = max(sum((int(bw * 1.6) if label == "Decks" else bw) + col_gap for _ in options) - col_gap
                     for label, options in rows)
        x0 = (w - label_w - widest) // 2
        title_h, start_h = int(64 * k), int(60 * k)
        total = title_h + int(16 * k) + len(rows) * (bh + row_gap) + int(14 * k) + start_h
        y = max(int(8 * k), (h - total) // 2)
        self.root.add(Label("New game", 0, y, w, title_h, size=int(44 * k), style="title", colour=theme.ACCENT,
                            centre=True))
        y += title_h + int(16 * k)
        for label, options in rows:
            self.root.add(Label(label, x0, y, label_w - int(10 * k), bh, size=int(21 * k), style="bold"))
            width = int(bw * 1.6) if label == "Decks" else bw
            for i, (text, on, cb) in enumerate(options):
                self.root.add(Button(text, x0 + label_w + i * (width + col_gap), y, width, bh, cb, primary=on,
                                     size=int(19 * k) if label != "Decks" else int(16 * k),
                                     enabled=not (label == "Bot level" and self.mode != "bot")))
            y += bh + row_gap
        y += int(14 * k)
        sw, gap = int(190 * k), int(16 * k)
        left = w // 2 - (3 * sw + 2 * gap) // 2
        self.root.add(Button("Start", left, y, sw, start_h, self.start, primary=True, size=int(24 * k)))
        self.root.add(Button("Rules", left + sw + gap, y, sw, start_h, self.rules, size=int(22 * k)))
        self.root.add(Button("Back", left + 2 * (sw + gap), y, sw, start_h, self.app.show_menu, size=int(22 * k)))

    def rules(self) -> None:
        """The chosen game's rules; Back returns here with the choices kept."""
        from .help import HelpScene

        def back() -> None:
            self.resize(self.app.size)
            self.app.switch(self)
        self.app.switch(HelpScene(self.app, self.game, back=back))

    def start(self) -> None:
        """Deal and go to the table."""
        from .table import TableScene

        def fresh() -> GameSession:
            self.seed += 1
            return build_session(self.game, self.seats, self.mode, LEVELS[self.level][1], self.seed, self.teams,
                                 self.app.bot_worker, self.deck_spec(), names=self.people())

        self.app.switch(TableScene(self.app, fresh(), fresh))
