"""Feedback is never hidden (issue 12, item 1): no hover preview while a card is held or
after it is dropped; a refused drop's reason is drawn above everything near the drop, long
enough to read, names its rule in words (never a file name) and stays in the game log
without entering the match's own log. Screenshots go to out/screenshots."""
from __future__ import annotations

import pytest

from simulator.core.actions import Action
from simulator.core.rng import Rng
from simulator.core.saves import Seat
from simulator.games.registry import get_game
from simulator.view.node import UIEvent
from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.table import TableScene
from simulator.view.session.game import GameSession
from simulator.view.table.view import Refusal

from .pilot import Pilot, wait_for_person, walk


def _open(pilot: Pilot, session: GameSession) -> TableScene:
    scene = TableScene(pilot.app, session)
    pilot.app.switch(scene)
    pilot.frames(2)
    return scene


def _position(pilot: Pilot, match) -> TableScene:
    """A table on an exact position (seat 0 a person, the rest bots that never get to move)."""
    seats = [Seat("human", "Player 1")] + [Seat("bot", "greedy") for _ in range(1, match.setup.seats)]
    return _open(pilot, GameSession(match, seats, None, pilot.app.bot_worker))


def _refusals(scene: TableScene) -> list[Refusal]:
    return [n for n in scene.view.alerts.children if isinstance(n, Refusal)]


def _wrong_drop(pilot: Pilot, scene: TableScene, card: int, target: tuple[int, int], name: str) -> Refusal:
    """Drag `card` to `target` like a person (holding it still for a while first), drop it,
    check that no preview showed meanwhile and that one refusal is up; screenshot it."""
    node = scene.view.cards[card]
    start = pilot.visible_point(node)
    pilot.move(start)
    pilot.seconds(0.2)                    # the pointer rests on the card, not yet long enough
    pilot.drag(start, target, release=False)
    for _ in range(8):                    # holding still over the table: still no preview
        pilot.seconds(0.1)
        assert scene.view.zoom.face is None, "no hover preview while a card is held"
    before = scene.match.state_hash()
    pilot.app.post(UIEvent("up", target))
    pilot.frames(2)
    assert scene.match.state_hash() == before
    assert scene.view.zoom.face is None
    pilot.seconds(0.6)                    # the pointer rests where the card was dropped
    assert scene.view.zoom.face is None, "the preview stays away after the drop until the pointer moves"
    shown = _refusals(scene)
    assert len(shown) == 1
    pilot.shot(name)
    return shown[0]


def _above_everything(scene: TableScene, toast: Refusal) -> None:
    view = scene.view
    top = max(view.root.children, key=lambda n: n.z)
    assert top is view.alerts and toast.parent is view.alerts
    assert view.alerts.z > view.zoom.z and view.alerts.z > view.overlay.z and view.alerts.z > view.hud.z
    assert view.root.ordered()[-1] is view.alerts, "the refusal layer is drawn last"


def _near(toast: Refusal, point: tuple[int, int], size: tuple[int, int]) -> None:
    r = toast.world_rect()
    assert pygame_rect_inside(r, size)
    assert abs(r.centerx - point[0]) <= max(r.w, 200) and abs(r.centery - point[1]) <= r.h + 120
    assert not r.collidepoint(point), "the message does not cover the drop point"


def pygame_rect_inside(r, size) -> bool:
    return r.x >= 0 and r.y >= 0 and r.right <= size[0] and r.bottom <= size[1]


def _stays_in_the_log(scene: TableScene, toast: Refusal) -> None:
    log_len = len(scene.match.log)
    entries = scene.view.log.entries()
    marked = [i for i, (text, ev) in enumerate(entries) if ev is None]
    assert marked and entries[marked[-1]][0] == "✗ " + toast.text
    assert sum(1 for _, ev in entries[:marked[-1]] if ev is not None) == log_len, "after the events before it"
    assert all(toast.text not in ev.text for ev in scene.match.log), "the match's own log is untouched"
    assert len(scene.match.log) == log_len


# -- Krieg ----------------------------------------------------------------------------------------

def _krieg(pilot: Pilot, **position) -> TableScene:
    from tests.games.krieg.helpers import table
    return _position(pilot, table(**position))


def test_a_wrong_krieg_drop_shows_the_reason_above_everything_in_words_and_keeps_it_in_the_log():
    from tests.games.krieg.helpers import c
    pilot = Pilot(size=(1280, 720))
    scene = _krieg(pilot, hands={0: ["Archer", "Knight"], 1: ["Siege2"]})
    target = scene.view.layout.zone("row0@0").rect.center           # Archer is a Range unit
    toast = _wrong_drop(pilot, scene, c("Archer"), target, "refusal-krieg-1280x720")
    assert toast.text == "Archer goes in your Range row, not Melee — Krieg rules, Units"
    assert ".txt" not in toast.text
    _above_everything(scene, toast)
    _near(toast, target, pilot.app.size)
    _stays_in_the_log(scene, toast)
    assert toast.total >= 3.5
    pilot.seconds(3.0)
    assert _refusals(scene) == [toast], "up long enough to read"
    pilot.seconds(toast.total)
    assert _refusals(scene) == [], "and then it fades"
    _stays_in_the_log(scene, toast)
    pilot.frames(1)
    pilot.shot("refusal-krieg-in-the-log-1280x720")


def test_a_unit_dropped_on_the_opponents_row_is_told_whose_row_it_is():
    from tests.games.krieg.helpers import c
    pilot = Pilot(size=(1280, 720))
    scene = _krieg(pilot, hands={0: ["Knight", "Archer"], 1: ["Siege2"]})
    target = scene.view.layout.zone("row0@1").rect.center           # the opponent's Melee row
    toast = _wrong_drop(pilot, scene, c("Knight"), target, "refusal-krieg-opponents-row")
    assert "Bot 2 — Greedy's" in toast.text and "your own Melee" in toast.text   # the seat's name, not "Player 2"
    assert "not Melee" not in toast.text


def test_weather_dropped_off_the_rows_is_told_which_rows_it_reaches():
    from tests.games.krieg.helpers import c
    pilot = Pilot(size=(1280, 720))
    scene = _krieg(pilot, hands={0: ["Frost", "Knight"], 1: ["Siege2"]})  # Frost: Melee and Range
    target = scene.view.layout.common_rect("weather").center
    toast = _wrong_drop(pilot, scene, c("Frost"), target, "refusal-krieg-weather")
    assert toast.text.startswith("Drop Frost on a Melee or Range row")


def test_a_refusal_stays_above_the_preview_and_an_open_menu():
    from tests.games.krieg.helpers import c
    pilot = Pilot(size=(1280, 720))
    scene = _krieg(pilot, hands={0: ["Archer", "Knight"], 1: ["Siege2"]})
    target = scene.view.layout.zone("row2@0").rect.center
    toast = _wrong_drop(pilot, scene, c("Archer"), target, "refusal-krieg-siege")
    knight = scene.view.cards[c("Knight")]
    pilot.move(pilot.visible_point(knight))
    pilot.seconds(0.5)
    assert scene.view.zoom.face is not None, "once the pointer moves on, previews come back"
    pilot.press("Menu")
    _above_everything(scene, toast)
    pilot.shot("refusal-above-preview-and-menu")


def test_putting_a_card_back_in_the_hand_is_no_refusal():
    from tests.games.krieg.helpers import c
    pilot = Pilot(size=(1280, 720))
    scene = _krieg(pilot, hands={0: ["Archer", "Knight"], 1: ["Siege2"]})
    node = scene.view.cards[c("Archer")]
    start = pilot.visible_point(node)
    hand = scene.view.layout.zone("hand@0").rect
    pilot.drag(start, (hand.right - 20, hand.centery))
    pilot.seconds(0.5)
    assert _refusals(scene) == [] and not scene.match.actions
    assert (node.x, node.y) == node.home


# -- Eternal --------------------------------------------------------------------------------------

def _eternal(pilot: Pilot, **position) -> TableScene:
    from tests.games.eternal.helpers import table
    return _position(pilot, table(**position))


def _find(scene: TableScene, card_id: str) -> int:
    from tests.games.eternal.helpers import find
    return find(scene.match, card_id, 0, "hands")


def test_an_eternal_influence_refusal_gives_the_numbers_and_the_rule_in_words():
    pilot = Pilot(size=(1280, 720))
    scene = _eternal(pilot, hands={0: ["temple_scribe", "fire_sigil"]}, power=(5, 5), influence=1)
    board = scene.view.layout.zone("board@0").rect
    toast = _wrong_drop(pilot, scene, _find(scene, "temple_scribe"), board.center, "refusal-eternal-1280x720")
    assert toast.text == "Temple Scribe needs 2 Time influence; you have 1 — Eternal rules 1.3 Influence"
    _above_everything(scene, toast)
    _near(toast, board.center, pilot.app.size)
    _stays_in_the_log(scene, toast)


def test_an_eternal_power_refusal_gives_the_numbers():
    pilot = Pilot(size=(1280, 720))
    scene = _eternal(pilot, hands={0: ["harsh_rule", "fire_sigil"]}, power=(2, 2))
    board = scene.view.layout.zone("board@0").rect
    toast = _wrong_drop(pilot, scene, _find(scene, "harsh_rule"), board.center, "refusal-eternal-power")
    assert toast.text == "Harsh Rule costs 5 power, you have 2 — Eternal rules 1.3 Power"


# -- no file names, anywhere ----------------------------------------------------------------------

def _drop_everywhere(scene: TableScene, card: int) -> list[str]:
    """Drop one card (by the drag controller, no frames) on the middle of every place on the
    table; the refusals shown, as text."""
    view, drag = scene.view, scene.drag
    node = view.cards.get(card)
    if node is None or node.face is None:
        return []
    lay = view.layout
    keys = [f"{name}@{s}" for s in range(scene.match.setup.seats) for name in lay.sides[lay.side_of(s)]]
    points = [z.rect.center for k in keys if (z := lay.zone(k)) is not None]
    points += [view.cards[c].world_rect().center for c in list(view.cards)[:12] if c != card]
    texts = []
    for point in points:
        if scene.match.is_over or not scene.my_turn or node.card not in view.cards:
            break
        before = len(scene.match.actions)
        drag.grab(node, node.world_rect().center)
        if drag.node is None:
            return texts
        drag.moved = True
        drag.drop(point)
        for over in [n for n in view.overlay.children if type(n).__name__ == "OptionMenu"]:
            view.overlay.remove(over)         # several plays matched: leave the menu
        drag.springs.clear()
        node.x, node.y = node.home
        node.dragging = False
        texts += [t.text for t in _refusals(scene)]
        view.alerts.clear()
        if len(scene.match.actions) != before:
            break
    return texts


@pytest.mark.parametrize("game, seats", [("krieg", 2), ("krieg", 4), ("eternal", 2)])
def test_no_refusal_shown_on_the_table_names_a_file(game, seats):
    pilot = Pilot(size=(1280, 720))
    spec = get_game(game)
    shown: list[str] = []
    for seed in range(4):
        scene = _open(pilot, build_session(game, seats, "bot", "random", seed, worker=pilot.app.bot_worker,
                                           autosave=False))
        match, rng = scene.match, Rng(seed)
        for step in range(60):
            if match.is_over:
                break
            seat = match.decision().seat
            if seat == 0 and step % 3 == 0:
                scene.refresh(instant=True)
                for card in list(match.state.hands[0])[:4]:
                    shown += _drop_everywhere(scene, card)
                legal = set(match.legal_actions())
                wrong = [Action("pass", 1), Action("play", 0, -5), Action("choose", 0, choice="x")]
                wrong += [Action("play", 0, c, 1, 0) for c in match.state.hands[0][:3]]
                for a in wrong:
                    if a not in legal and not match.is_over:
                        scene.act(a)
                        shown += [t.text for t in _refusals(scene)]
                scene.view.alerts.clear()
            if match.is_over or match.decision().seat != seat:
                continue
            match.apply(rng.choice(sorted(match.legal_actions(), key=str)))
        entries = [text for text, ev in scene.view.log.entries() if ev is None]
        assert all(".txt" not in text for text in entries)
    assert len(shown) > 20, "the walk tried many wrong plays"
    for text in shown:
        assert ".txt" not in text and "_" not in text, text
    words = {"krieg": "Krieg rules", "eternal": "Eternal"}[game]
    assert any(words in text for text in shown)
    assert spec.sources, "the game declares how its sources are named"


def test_a_refusal_in_hot_seat_is_not_shown_to_the_next_player():
    pilot = Pilot(size=(1280, 720))
    scene = _open(pilot, build_session("krieg", 2, "hotseat", "greedy", 3, worker=pilot.app.bot_worker,
                                       autosave=False))
    scene.act(Action("pass", 1))                        # refused: it is Player 1's turn
    assert len(_refusals(scene)) == 1 and any(ev is None for _, ev in scene.view.log.entries())
    for _ in range(3):
        choose = [a for a in scene.match.legal_actions() if a.kind == "choose" and a.target is not None]
        pilot.perform(choose[-1])
    pilot.frames(2)
    assert scene.cover is not None and scene.session.viewer() == 1
    assert _refusals(scene) == [], "the refusal (which may name a card in hand) leaves with its player"
    assert all(ev is not None for _, ev in scene.view.log.entries())


def test_a_whole_drag_never_shows_the_held_cards_preview_against_the_bot():
    pilot = Pilot(size=(1280, 720))
    scene = _open(pilot, build_session("krieg", 2, "bot", "greedy", 3, worker=pilot.app.bot_worker))
    for _ in range(3):
        pilot.perform([a for a in scene.match.legal_actions() if a.kind == "choose" and a.target is not None][-1])
    wait_for_person(pilot, scene)
    card = next(iter(scene.plays))
    node = scene.view.cards[card]
    start = pilot.visible_point(node)
    pilot.move(start)
    pilot.seconds(0.5)
    assert scene.view.zoom.face is not None, "hovering a card in hand shows it"
    pilot.app.post(UIEvent("down", start))
    pilot.frames(1)
    assert scene.view.zoom.face is None, "the preview clears on grab"
    pilot.seconds(1.0)
    assert scene.view.zoom.face is None
    assert not any(n.visible and type(n).__name__ == "Zoom" and n.face is not None for n in walk(scene.view.root))
    pilot.app.post(UIEvent("up", start))
    pilot.frames(1)
