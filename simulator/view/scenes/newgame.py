"""The new-game screen: game, decks, mode (vs a bot at a level, or hot-seat with 2-4 seats).

For a game that reads decklists (Capabilities.decklist) the decks offered are the prebuilt
ones and then the player's own (core/userdecks.py), and an "Import decklist" row takes a
list from a file's path typed in its field or from the clipboard (decklists.py): a good
list is kept and chosen, a bad one's problems are listed and nothing is kept.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ...core.saves import Seat
from ...core.userdecks import user_deck_names
from ...games.registry import game_names, get_game
from ..files import clipboard
from ..style import theme
from ..style.fonts import text_px
from ..files import newgame_memory
from ..files.autosaves import new_slot
from ..files.decklists import (
    NO_CLIPBOARD_IMPORT,
    Imported,
    decklist_format,
    import_path,
    import_text,
    paste_decklist,
)
from ..table.layout import has_layout as has_table
from ..table.names import bot_name, default_people
from ..node import UIEvent
from ..session.game import GameSession
from ..widgets import Button, ChoiceRow, Dialog, Label, TextEntry, TextField
from .base import FittedScene
from .deck_picker import Shade, deck_menu

if TYPE_CHECKING:
    from ..app import App

LEVELS = [("Easy", "easy"), ("Normal", "normal"), ("Hard", "hard")]
NAME_LIMIT = 24                     # characters of a person's typed name
DEFAULT_NAMES = frozenset(["You", *default_people("hotseat", 4)])   # the names a seat gets when none is given
YOUR_LIST = " (your list)"          # after the name of one of the player's own decks
IMPORT_HINT = "Type a decklist file's path and press Import file, or copy a decklist and press Paste decklist"
TONES = {"good": "LEGAL", "bad": "DANGER", "hint": "TEXT_DIM"}   # theme colours, read when drawn (palettes)
CTRL = pygame.KMOD_CTRL | pygame.KMOD_GUI     # Ctrl, or Cmd on a Mac


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
        title = {v: k for k, v in LEVELS}.get(bot) or bot.split(":")[0].capitalize()
        people += [Seat("bot", bot_name(i, title), bot) for i in range(1, seats)]
    session = GameSession(match, people, new_slot() if autosave else None, worker)
    session.autosave()
    return session


class NewGameScene(FittedScene):
    """Pick what to play."""

    def __init__(self, app: App, game: str | None = None, deck: str | None = None) -> None:
        """game, deck: open with this game and this deck chosen as yours (the deck screen's
        Play with this deck); otherwise the choices remembered from last time."""
        super().__init__(app)
        self.games = [g for g in game_names() if has_table(g)]
        self.game = self.games[0]
        self.mode = "bot"
        self.level = 1
        self.seats = 2
        self.teams = False
        self.deck = 0                   # indexes into deck_choices()
        self.foe_deck = 0
        self.names: list[str] = []      # the people's names, chosen from a cycle of presets
        self.seed = int(app.clock.now() * 1000) % 1_000_000 if not app.headless else 1
        self.names = self.people()
        self.path = TextEntry()         # the decklist file's path being typed
        self.notice: tuple[str, str] | None = None          # (one line, tone) under the import row
        self.problems: tuple[str, list[str]] | None = None  # a refused list: (title, lines), shown modal
        self.your_decks: list[str] = []
        self.field: TextField | None = None          # the widgets of the last layout
        self.notice_label: Label | None = None
        self.dialog: Dialog | None = None
        self.picking: str | None = None             # "deck" or "foe_deck" while the deck list is open
        self.naming: int | None = None              # the seat whose name is being typed
        self.name_entry = TextEntry(limit=NAME_LIMIT)
        self.remembered: dict[str, list[str]] = {}  # game -> [your deck, the others'] by name
        self._read_your_decks()
        self._recall()
        if game in self.games:
            self._choose(game, deck)
        self.build()

    def _choose(self, game: str, deck: str | None) -> None:
        """Choose a game and, where it is offered, your deck of it."""
        self.game = game
        self._read_your_decks()
        self._recall_decks()
        spec = get_game(game)
        self.seats = min(max(self.seats, spec.min_seats), spec.max_seats)
        self.teams = self.teams and self.seats == 4 and spec.supports_teams
        choices = self.deck_choices()
        if deck in choices:
            self.deck = choices.index(deck)
        self.names = self.people()

    # -- remembering --------------------------------------------------------------------------------
    def _recall(self) -> None:
        """Take up the choices New game made last time (files/newgame_memory.py)."""
        memory = newgame_memory.load(self.games, len(LEVELS))
        self.remembered = memory.get("decks", {})
        for key in ("game", "mode", "level", "seats", "teams"):
            if key in memory:
                setattr(self, key, memory[key])
        if memory.get("names"):
            self.names = list(memory["names"])
        self._read_your_decks()
        self._recall_decks()
        spec = get_game(self.game)
        self.seats = min(max(self.seats, spec.min_seats), spec.max_seats)
        self.teams = self.teams and self.seats == 4 and spec.supports_teams

    def _recall_decks(self) -> None:
        """The chosen game's remembered decks, where they are still offered."""
        choices = self.deck_choices()
        mine, theirs = self.remembered.get(self.game, [None, None])
        self.deck = choices.index(mine) if mine in choices else 0
        self.foe_deck = choices.index(theirs) if theirs in choices else 0

    def _remember(self) -> None:
        choices = self.deck_choices()
        self.remembered[self.game] = [choices[self.deck % len(choices)], choices[self.foe_deck % len(choices)]]
        newgame_memory.save({"game": self.game, "mode": self.mode, "level": self.level, "seats": self.seats,
                             "teams": self.teams, "decks": self.remembered, "names": self.people()})

    def _read_your_decks(self) -> None:
        """The player's own decks of the chosen game (none for a game without decklists)."""
        spec = get_game(self.game)
        self.your_decks = user_deck_names(spec.name) if decklist_format(spec) is not None else []

    def _set(self, **kw: Any) -> None:
        switching = "game" in kw and kw["game"] != self.game
        if switching:
            self.notice = None
            self._blur()
        for k, v in kw.items():
            setattr(self, k, v)
        spec = get_game(self.game)
        self._read_your_decks()
        if switching:
            self._recall_decks()
        self.seats = min(max(self.seats, spec.min_seats), spec.max_seats)
        if self.seats != 4:
            self.teams = False
        choices = len(self.deck_choices())
        self.deck %= choices
        self.foe_deck %= choices
        self.names = self.people()
        self.build()

    def people(self) -> list[str]:
        """The people's names for the chosen mode and number of seats: the names already
        chosen or typed where the seat is still a person's (printable, at most NAME_LIMIT
        characters, not taken twice), else the default."""
        out: list[str] = []
        for i, default in enumerate(default_people(self.mode, self.seats)):
            kept = (self.names[i] if i < len(self.names) else default).strip()
            placeholder = kept in DEFAULT_NAMES and kept != default      # a default name follows the mode and seat
            if not kept or kept in out or len(kept) > NAME_LIMIT or not kept.isprintable() or placeholder:
                kept = default
            out.append(kept)
        return out

    def type_name(self, seat: int) -> None:
        """A click in a person's name box: typing goes there (Enter, Tab or Escape ends it)."""
        self._blur()
        names = self.people()
        self.name_entry = TextEntry(names[seat] if names[seat] not in default_people(self.mode, self.seats) else "",
                                    limit=NAME_LIMIT)
        self.name_entry.focused = True
        self.naming = seat
        pygame.key.start_text_input()
        self.build()

    def _end_naming(self) -> None:
        """Keep what was typed as the seat's name (an empty box: the default name)."""
        if self.naming is None:
            return
        names = self.people()
        names[self.naming] = self.name_entry.text.strip() or default_people(self.mode, self.seats)[self.naming]
        self.names, self.naming = names, None
        pygame.key.stop_text_input()
        self.build()

    # -- decks ------------------------------------------------------------------------------------
    def deck_choices(self) -> list[str]:
        """The decks offered: the game's prebuilt decks, then the player's own."""
        prebuilt = list(get_game(self.game).deck_names)
        return prebuilt + [name for name in self.your_decks if name not in prebuilt]

    def paired(self) -> bool:
        """Whether each seat brings its own deck (a deck for you and one for the others)
        rather than every seat sharing one."""
        spec = get_game(self.game)
        fmt = decklist_format(spec)
        return fmt.per_seat if fmt is not None else len(spec.deck_names) > 1

    def deck_label(self, name: str) -> str:
        """A deck's name on its button, marked when it is one of the player's own."""
        return name + (YOUR_LIST if name not in get_game(self.game).deck_names else "")

    def deck_spec(self) -> str:
        """The setup's deck name: one shared deck, or "mine/theirs" where a game pairs decks."""
        choices = self.deck_choices()
        if not self.paired():
            return choices[self.deck % len(choices)]
        return f"{choices[self.deck]}/{choices[self.foe_deck]}"

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
        names = self.deck_choices()
        people = self.people()      # a click on a name gives the next preset name
        if self.paired():
            mine, theirs = self.deck_owners(people)
            rows.append(("Decks", [(f"{mine}: {self.deck_label(names[self.deck])}", True,
                                    lambda: self.pick_deck("deck")),
                                   (f"{theirs}: {self.deck_label(names[self.foe_deck])}", False,
                                    lambda: self.pick_deck("foe_deck"))]))
        else:
            rows.append(("Deck", [(self.deck_label(names[self.deck]), True, lambda: self.pick_deck("deck"))]))
        rows.append(("Names" if len(people) > 1 else "Your name",
                     [(name, False, partial(self.type_name, i)) for i, name in enumerate(people)]))
        if spec.supports_teams and self.seats == 4:
            rows.append(("Teams", [("Free-for-all", not self.teams, lambda: self._set(teams=False)),
                                   ("2 v 2", self.teams, lambda: self._set(teams=True))]))
        return rows

    def deck_owners(self, people: list[str]) -> tuple[str, str]:
        """Whose deck each deck button chooses: yours and the bots' versus bots; in hot-seat
        the first player's and the next one's (or the others')."""
        if self.mode == "bot":
            return "Yours", "Bots'" if self.seats > 2 else "Opponent"
        first = people[0] if people else "Player 1"
        other = people[1] if self.seats == 2 and len(people) > 1 else "Others"
        return f"{first}'s" if first != "You" else "Yours", f"{other}'s" if other != "Others" else "Others'"

    def pick_deck(self, which: str) -> None:
        """Open the list of decks for your deck ("deck") or the others' ("foe_deck")."""
        self._blur()
        self.picking = which
        self.build()

    def _picked(self, which: str, index: int) -> None:
        self.picking = None
        self._set(**{which: index})

    def _close_picker(self) -> None:
        self.picking = None
        self.build()

    def takes_decklists(self) -> bool:
        """Whether the chosen game reads decklists (and so has the Import decklist row)."""
        return decklist_format(get_game(self.game)) is not None

    def lay_out(self, k: float) -> None:
        w, h = self.app.size
        self.root.clear()
        self.field = self.notice_label = self.dialog = None
        rows = self.rows()
        bw, bh, row_gap, col_gap = int(200 * k), int(50 * k), int(20 * k), int(12 * k)
        label_w = int(190 * k)
        deck_w = int(bw * 1.6) if self.paired() else int(bw * 1.3)
        field_w, import_w = int(bw * 1.6), int(bw * 0.95)
        importing = self.takes_decklists()
        widths = [sum((deck_w if label.startswith("Deck") else bw) + col_gap for _ in options) - col_gap
                  for label, options in rows]
        if importing:
            widths.append(field_w + 2 * (import_w + col_gap))
        widest = max(widths)
        x0 = (w - label_w - widest) // 2
        title_h, start_h = int(64 * k), int(60 * k)
        notice_h = int(28 * k)
        shown_notice = importing or self.notice is not None
        total = (title_h + int(16 * k) + len(rows) * (bh + row_gap) + int(14 * k) + start_h
                 + (bh + int(8 * k) if importing else 0) + (notice_h + row_gap if shown_notice else 0))
        y = max(int(8 * k), (h - total) // 2)
        self.root.add(Label("New game", 0, y, w, title_h, size=text_px("hero", k), style="title", colour=theme.ACCENT,
                            centre=True))
        y += title_h + int(16 * k)
        for label, options in rows:
            self.root.add(Label(label, x0, y, label_w - int(10 * k), bh, size=text_px("heading", k), style="bold"))
            width = deck_w if label.startswith("Deck") else bw
            for i, (text, on, cb) in enumerate(options):
                if label in ("Names", "Your name") and i == self.naming:     # the name being typed
                    self.root.add(TextField(self.name_entry, x0 + label_w + i * (width + col_gap), y, width, bh,
                                            lambda: None, size=text_px("heading", k), placeholder=text))
                    continue
                self.root.add(Button(text, x0 + label_w + i * (width + col_gap), y, width, bh, cb, primary=on,
                                     size=text_px("heading", k) if not label.startswith("Deck") else text_px("label", k),
                                     enabled=not (label == "Bot level" and self.mode != "bot")))
            y += bh + row_gap
        if importing:
            self.root.add(Label("Import decklist", x0, y, label_w - int(10 * k), bh, size=text_px("heading", k), style="bold"))
            x = x0 + label_w
            self.field = self.root.add(TextField(self.path, x, y, field_w, bh, self.focus_field, size=text_px("label", k),
                                                 placeholder="Decklist file path…"))
            x += field_w + col_gap
            self.root.add(Button("Import file", x, y, import_w, bh, self.import_file, size=text_px("label", k)))
            self.root.add(Button("Paste decklist", x + import_w + col_gap, y, import_w, bh, self.paste,
                                 size=text_px("label", k)))
            y += bh + int(8 * k)
        if shown_notice:
            text, tone = self.notice or (IMPORT_HINT, "hint")
            self.notice_label = self.root.add(Label(text, x0, y, label_w + widest, notice_h, size=text_px("label", k),
                                                    colour=getattr(theme, TONES[tone]), shrink=True))
            y += notice_h + row_gap
        y += int(14 * k)
        sw, gap = int(190 * k), int(16 * k)
        left = w // 2 - (3 * sw + 2 * gap) // 2
        self.root.add(Button("Start", left, y, sw, start_h, self.start, primary=True, size=text_px("title", k)))
        self.root.add(Button("Rules", left + sw + gap, y, sw, start_h, self.rules, size=text_px("title", k)))
        self.root.add(Button("Back", left + 2 * (sw + gap), y, sw, start_h, self.app.show_menu, size=text_px("title", k)))
        if self.problems is not None:
            title, lines = self.problems
            self.dialog = self.root.add(Dialog((w, h), title, lines, self.close_problems, k=k))
        elif self.picking is not None:
            which = self.picking
            names = self.deck_choices()
            owners = self.deck_owners(self.people())
            owner = owners[0] if which == "deck" else owners[1]
            title = {"Yours": "Your deck", "Opponent": "The opponent's deck", "Bots'": "The bots' deck",
                     "Others'": "The others' deck"}.get(owner, f"{owner} deck") if self.paired() else "Deck"
            shade = self.root.add(Shade(0, 0, w, h, z=950))
            shade.add(deck_menu(title, get_game(self.game), names, [self.deck_label(n) for n in names],
                                getattr(self, which), lambda i: self._picked(which, i), self._close_picker, (w, h)))

    # -- importing a decklist -----------------------------------------------------------------------
    def focus_field(self) -> None:
        """A click in the path field: typing goes there."""
        if not self.path.focused:
            self.path.focused = True
            pygame.key.start_text_input()
            if self.field is not None:
                pygame.key.set_text_input_rect(self.field.world_rect())

    def _blur(self) -> None:
        if self.path.focused:
            self.path.focused = False
            pygame.key.stop_text_input()

    def import_file(self) -> None:
        """Import file: read the decklist at the typed path."""
        self._blur()
        self.imported(import_path(get_game(self.game), self.path.text), clear=True)

    def paste(self) -> None:
        """Paste decklist: the decklist on the clipboard (or one line there naming a file)."""
        self._blur()
        self.imported(paste_decklist(get_game(self.game)))

    def paste_in_field(self) -> None:
        """Ctrl+V in the path field: a path is typed in; a whole decklist is imported."""
        text = clipboard.get_text()
        if text is None:
            self.imported(Imported(None, NO_CLIPBOARD_IMPORT))
        elif not text.strip():
            self.imported(Imported(None, "The clipboard holds no text to paste"))
        elif len(text.strip().splitlines()) > 1:
            self._blur()
            self.imported(import_text(get_game(self.game), text, "the clipboard's text"))
        else:
            self.path.insert(text.strip())

    def imported(self, result: Imported, clear: bool = False) -> None:
        """Show what an import did: a kept deck is offered and chosen (your seat's deck), a
        refused list's problems are listed over the screen."""
        if result.name is not None:
            self._read_your_decks()
            choices = self.deck_choices()
            if result.name in choices:
                self.deck = choices.index(result.name)
            if clear:
                self.path.text = ""
            self.notice = (result.message, "good")
        else:
            self.notice = (result.message, "bad")
            if result.problems:
                self.problems = (result.message, list(result.problems))
        self.build()

    def close_problems(self) -> None:
        """OK on the list of a refused decklist's problems."""
        self.problems = None
        self.build()

    def handle(self, event: UIEvent) -> None:
        if self.picking is not None and event.kind == "key" and event.key == pygame.K_ESCAPE:
            self._close_picker()                    # Escape closes the deck list, not the screen
            return
        if self.problems is not None:               # the problems are modal: OK, Enter or Escape closes them
            if event.kind == "key":
                if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                    self.close_problems()
                return
            if event.kind != "text":
                super(FittedScene, self).handle(event)
            return
        if self.naming is not None and event.kind in ("key", "text"):
            if event.kind == "text":
                self.name_entry.insert(event.text)
                self.build()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self._end_naming()
            elif event.key == pygame.K_BACKSPACE:
                self.name_entry.erase()
                self.build()
            return
        if self.naming is not None and event.kind == "down" and not isinstance(self.root.hit(event.pos), TextField):
            self._end_naming()
        if self.path.focused and event.kind in ("key", "text"):
            self.type_in_field(event)
            return
        if event.kind == "down" and self.path.focused and not isinstance(self.root.hit(event.pos), TextField):
            self._blur()
        if event.kind != "text":
            super().handle(event)

    def type_in_field(self, event: UIEvent) -> None:
        """A key or typed text while the path field has the focus."""
        if event.kind == "text":
            self.path.insert(event.text)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.import_file()
        elif event.key in (pygame.K_ESCAPE, pygame.K_TAB):
            self._blur()
        elif event.key == pygame.K_BACKSPACE:
            self.path.erase(word=bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)))
        elif event.key == pygame.K_v and event.mod & CTRL:
            self.paste_in_field()
        elif event.key == pygame.K_u and event.mod & CTRL:
            self.path.text = ""

    def leave(self) -> None:
        self._blur()

    def rules(self) -> None:
        """The chosen game's rules; Back returns here with the choices kept."""
        from .help import HelpScene

        def back() -> None:
            self.resize(self.app.size)
            self.app.switch(self)
        self.app.switch(HelpScene(self.app, self.game, back=back))

    def start(self) -> None:
        """Deal and go to the table (a deck of the player's that cannot be played, say a
        file changed since, is named under the import row instead)."""
        from .table import TableScene

        deck = self.deck_spec()

        def fresh() -> GameSession:
            self.seed += 1
            return build_session(self.game, self.seats, self.mode, LEVELS[self.level][1], self.seed, self.teams,
                                 self.app.bot_worker, deck, names=self.people())

        try:
            first = fresh()
        except ValueError as exc:         # DeckError, OptionError: one line, the screen stays
            self.notice = (f"Cannot start: {exc}", "bad")
            self.build()
            return
        self._remember()
        self.app.switch(TableScene(self.app, first, fresh))
