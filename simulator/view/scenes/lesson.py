"""A guided first game: the table scene with the lesson's coach over it (view/table/coach.py).

The coach says what to do next and why, rings the card and the place (or the button) of the
step with an arrow from its box, and explains each rule the first time it matters. A drop
the rules refuse springs back with its reason as always, and the coach says so; a legal
move that is not the step's is taken back with a word (the lesson's `off_plan`), unless the
step lets any move through. Undo, the log, zoom and the keys work as at any table. When the
learner has won, a panel offers the lesson again, another game's lesson, a real game or the
menu."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ...core.actions import Action, Violation
from ...core.lesson import Step
from ..node import Node
from ..style import theme
from ..style.fonts import text_px
from ..table.cards import CardNode
from ..table.coach import CoachBox, CoachMarks, CoachTag, Mark, Note, Teaching, place_box
from ..widgets import Button, Label, OptionMenu, Panel
from .table import TableScene

if TYPE_CHECKING:
    from ..app import App
    from ..session.lesson import LessonSession


@dataclass(frozen=True)
class Pointer:
    """What the coach points at for the step now: the card to move or click, the place to
    drop it (a zone key or "card:<id>"), or the button to press."""

    card: CardNode | None = None
    place: str | None = None
    button: Button | None = None


def _walk(node: Node) -> list[Node]:
    out = [node]
    for child in node.children:
        if child.visible:
            out += _walk(child)
    return out


class LessonScene(TableScene):
    """The table of a guided first game, with its coach."""

    def __init__(self, app: App, session: LessonSession) -> None:
        self.lesson = session.lesson
        self.tutor = session.tutor
        self.note: tuple[int, Note] | None = None    # (the step it is about, the note)
        self.coach: Node | None = None
        self._coach_key: Any = None
        super().__init__(app, session, None)

    # -- what the step points at -----------------------------------------------------------------
    def step(self) -> Step | None:
        """The learner's step now (None on the opponent's turn, over a cover, or at the end)."""
        return self.tutor.step() if self.my_turn else None

    def pointer(self) -> Pointer | None:
        """What the coach points at now (None when it is not the learner's step)."""
        step = self.step()
        if step is None:
            return None
        move = step.move
        if self.held is not None:
            return Pointer(button=self.pass_button)          # the pick is held: Confirm it
        label = self.label(move)
        if step.point.button is not None:
            return Pointer(button=self._button(lambda b: b.text == step.point.button))
        in_menu = self._button(lambda b: getattr(b, "action", None) == move or b.text == label, self.view.overlay)
        if in_menu is not None:                              # a menu is open on this move: its entry
            return Pointer(button=in_menu)
        card = self.view.cards.get(step.point.card) if step.point.card is not None else None
        offer = self.table.offer(move)
        if offer == "drag" and move.card is not None:
            card = card or self.view.cards.get(move.card)
            return Pointer(card=card, place=step.point.place or self._place(move))
        if offer == "click" and move.target is not None:
            return Pointer(card=card or self.view.cards.get(move.target))
        if offer in ("end_turn", "done"):
            return Pointer(button=self.pass_button)
        found = self._button(lambda b: getattr(b, "action", None) == move or b.text == label)
        if found is None:
            found = self._button(lambda b: b.text.startswith("More…"))
        return Pointer(card=card, place=step.point.place, button=found)

    def _place(self, move: Action) -> str | None:
        places = self.table.drop_places(move)
        ranked = [p for p in places if p.startswith("card:")] + [p for p in places if "@" in p] + places
        return ranked[0] if ranked else None

    def _button(self, test: Any, under: Node | None = None) -> Button | None:
        for node in reversed(_walk(under or self.view.root)):
            if isinstance(node, Button) and node.enabled and test(node):
                return node
        return None

    def place_rect(self, place: str) -> pygame.Rect | None:
        """Where a place is on screen: a card's rectangle, a zone's, or the board's."""
        if place.startswith("card:"):
            node = self.view.cards.get(int(place[5:]))
            return node.world_rect() if node is not None else None
        if place == "board":        # anywhere on the board: the learner's own side of it, where there is one
            own = self.view.layout.zone(f"board@{self.session.viewer()}")
            return pygame.Rect(own.rect) if own is not None else self.view.layout.common_rect("board")
        zone = self.view.layout.zone(place)
        return pygame.Rect(zone.rect) if zone is not None else None

    def marks(self, pointer: Pointer | None) -> list[Mark]:
        """The rings of a pointer, each with its word."""
        if pointer is None:
            return []
        out: list[Mark] = []
        if pointer.card is not None:
            out.append(Mark(pointer.card.world_rect(), "drag this card" if pointer.place else "click this card"))
        if pointer.place is not None and (r := self.place_rect(pointer.place)) is not None:
            out.append(Mark(r, "to here"))
        if pointer.button is not None:
            out.append(Mark(pointer.button.world_rect(), "press"))
        return out

    # -- the words -------------------------------------------------------------------------------
    def words(self, step: Step) -> str:
        """What to do and why: the lesson's words, or the move named with how to make it."""
        if step.say:
            return step.say
        move = step.move
        label = self.label(move)
        how = {"drag": "Drag the ringed card to the ringed place.", "click": "Click the ringed card.",
               "end_turn": "Press the ringed button.", "done": "Press Done."}.get(self.table.offer(move),
                                                                                  "Press the ringed button.")
        return f"Next: {label}. {how}"

    def _coach_text(self) -> tuple[str, str, list[Teaching], Note | None]:
        lesson, index = self.lesson, self.tutor.index
        header = f"{lesson.title} · step {min(index + 1, len(lesson.steps))} of {len(lesson.steps)}"
        if self.match.is_over:
            return f"{lesson.title} · done", lesson.won, [], None
        step = self.step()
        if step is None:
            return header, (f"{lesson.opponent_name} is making a move. Watch the table: your next step comes "
                            "when it is your turn again."), [], None
        say = self.words(step)
        if self.held is not None:
            say = f"{say}\nPress Confirm to make it (or Cancel to choose again)."
        if index == 0 and not self.match.actions:
            say = f"{lesson.intro}\n{say}"
        rules = [Teaching(t.name, t.text, t.source) for t in lesson.new_rules(index)]
        note = self.note[1] if self.note is not None and self.note[0] == index else None
        return header, say, rules, note

    # -- the coach on screen -----------------------------------------------------------------------
    def _avoid(self) -> list[pygame.Rect]:
        lay = self.view.layout
        out = [lay.common_rect("banner")] + [b.world_rect() for b in _walk(self.view.hud) if isinstance(b, Button)]
        for node in self.view.overlay.children:
            if isinstance(node, OptionMenu) or node is self.game_over:
                out.append(node.world_rect())
        return out

    def show_coach(self) -> None:
        """Build the coach for the step now (its box, rings, tags and arrow)."""
        if self.coach is not None and self.coach.parent is not None:
            self.coach.parent.remove(self.coach)
        pointer = self.pointer()
        marks = self.marks(pointer)
        header, say, rules, note = self._coach_text()
        k = self.view.text_k
        W, H = self.app.size
        box = CoachBox(header, say, rules, note, k, int(min(max(340, 430 * k), W * 0.4)))
        box.h = min(box.h, H - 20)
        soft = [n.world_rect() for n in self.view.cards.values()] + [self.view.log.world_rect()] \
            + [p.world_rect() for p in self.view.panels.values()]
        box.x, box.y = place_box((W, H), int(box.w), int(box.h), [m.rect for m in marks], self._avoid(), soft)
        coach = self.coach = self.view.overlay.add(Node(z=50))
        far = len(marks) == 1 and not box.world_rect().inflate(240, 240).colliderect(marks[0].rect)
        coach.add(CoachMarks(marks, box.world_rect() if far else None, k))     # an arrow only to a far lone mark
        taken = [box.world_rect()] + self._avoid()
        for m in marks:
            tag = CoachTag(m.tag, k)
            tag.x, tag.y = self._tag_spot(m.rect, int(tag.w), int(tag.h), taken)
            taken.append(tag.world_rect())
            coach.add(tag)
        coach.add(box)
        self._coach_key = self._key(marks)

    def _tag_spot(self, ring: pygame.Rect, w: int, h: int, taken: list[pygame.Rect]) -> tuple[int, int]:
        W, H = self.app.size
        r = ring.inflate(14, 14)
        spots = [(r.centerx - w // 2, r.y - h - 4), (r.centerx - w // 2, r.bottom + 4),
                 (r.x - w - 4, r.centery - h // 2), (r.right + 4, r.centery - h // 2),
                 (r.centerx - w // 2, r.y + 4)]
        clamped = [(min(max(4, x), W - w - 4), min(max(4, y), H - h - 4)) for x, y in spots]
        for x, y in clamped:
            if not any(pygame.Rect(x, y, w, h).colliderect(t) for t in taken):
                return x, y
        return clamped[0]

    def _key(self, marks: list[Mark]) -> Any:
        note = self.note[1] if self.note is not None else None
        return (tuple((tuple(m.rect), m.tag) for m in marks), len(self.match.actions), self.held, note,
                self.my_turn, self.game_over is not None, self.app.size)

    # -- the table's hooks -------------------------------------------------------------------------
    def refresh(self, instant: bool = False) -> None:
        super().refresh(instant)
        self.show_coach()

    def _mark_legal(self) -> None:
        super()._mark_legal()
        pointer = self.pointer()
        if pointer is not None and pointer.card is not None:
            pointer.card.glow = True

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._key(self.marks(self.pointer())) != self._coach_key:    # cards moved, a menu opened...
            self.show_coach()

    def answer(self, action: Action) -> bool:
        if self.my_turn and self.match.check(action) is None and not self.tutor.on_plan(action):
            return self.take_back(action)
        return super().answer(action)

    def act(self, action: Action) -> bool:
        if self.my_turn and self.match.check(action) is None and not self.tutor.on_plan(action):
            return self.take_back(action)
        step = self.tutor.step()
        done = super().act(action)
        if done and step is not None and step.any and action != step.move:
            self.note = (self.tutor.index, Note("ok", "any move was fine there; the lesson goes on."))
        return done

    def take_back(self, action: Action) -> bool:
        """A legal move that is not the lesson's step: not made, and the coach says why."""
        step = self.tutor.step()
        wanted = self.label(step.move) if step is not None else "the ringed move"
        self.note = (self.tutor.index, Note("plan", f"{self.label(action)} is allowed by the rules, but this "
                                                    f"lesson's plan is: {wanted}."))
        self.held = None
        self.app.audio.play("refuse")
        self.refresh()
        return False

    def refuse(self, violation: Violation, near: tuple[int, int]) -> None:
        super().refuse(violation, near)
        self.note = (self.tutor.index, Note("refused", f"{violation.reason} The lesson goes on: try the ringed "
                                                       "move."))
        self.show_coach()

    def press_hint(self) -> None:
        """The lesson is the hint: the coach's box says the step again, its last note gone."""
        self.note = None
        self.show_coach()

    def rematch(self) -> None:
        """The lesson again from its deal."""
        from ..session.lesson import lesson_session
        self.app.switch(LessonScene(self.app, lesson_session(self.game.name, self.app.bot_worker)))

    def _show_game_over(self) -> None:
        self.game_over = self.view.overlay.add(lesson_over_panel(self))

    def crash_context(self) -> dict[str, Any]:
        return {**super().crash_context(), "screen": "lesson", "step": self.tutor.index}


def lesson_over_panel(scene: LessonScene) -> Node:
    """The box at the end of a lesson: the result, then the lesson again, another game's
    lesson, a game of your own, or the menu."""
    from .learn import show_learn
    from .newgame import NewGameScene

    w, h = scene.app.size
    k = scene.view.text_k
    pw, ph = min(int(860 * max(1.0, k)), w - 40), int(150 * max(1.0, k))
    box = Node(w // 2 - pw // 2, h - ph - int(24 * k) - h // 10, pw, ph, z=970)
    box.add(Panel(0, 0, pw, ph, z=0))
    result = scene.match.result()
    won = result is not None and scene.lesson.learner in result.winners
    title = "You won: lesson complete" if won else (scene.view.text(result.summary) if result else "Game over")
    box.add(Label(title, 20, int(14 * k), pw - 40, int(40 * k), size=text_px("title", k), style="title",
                  colour=theme.ACCENT, centre=True, z=1, shrink=True))
    buttons = [("Play the lesson again", scene.rematch), ("Learn another game", lambda: show_learn(scene.app)),
               ("New game", lambda: scene.app.switch(NewGameScene(scene.app, game=scene.game.name))),
               ("Main menu", scene.app.show_menu)]
    gap, bh = 12, int(52 * k)
    bw = (pw - 40 - gap * (len(buttons) - 1)) // len(buttons)
    for i, (text, cb) in enumerate(buttons):
        box.add(Button(text, 20 + i * (bw + gap), ph - bh - int(16 * k), bw, bh, cb, primary=i == 0,
                       size=text_px("label", k), z=1))
    return box
