"""Priority that stays out of the way (issue 28, item 8): the table passes for a person on a
response window to their own play and where passing is all there is (outside the phases
they stop at), never where they have a real choice; the pass is a legal action of the
match, noted in the log and undone like any move; the hold-priority key asks at the next
window instead; "Always ask" asks every time."""
from __future__ import annotations

import pygame

from simulator.bots import make_bot
from simulator.core.actions import Action
from simulator.core.match import Match
from simulator.core.rng import Rng
from simulator.core.saves import Seat
from simulator.games.eternal import GAME as ETERNAL
from simulator.games.exodus import GAME as EXODUS
from simulator.view.files import stops_memory
from simulator.view.input.controls import table_controls
from simulator.view.input.keymap import TITLES, KeyMap
from simulator.view.node import UIEvent
from simulator.view.scenes.table import TableScene
from simulator.view.session.game import GameSession
from simulator.view.session.priority import AutoPass
from tests.games.exodus.helpers import Table

from .pilot import Pilot


def _cataclysms(seat: int = 0, turn: int = 0) -> tuple[Table, int, list[int]]:
    """Seat `turn`'s Creature Phase; `seat` holds two Cataclysms (so it could answer its own
    with the second) and the other seat has energy to aim at and no cards in hand."""
    t = Table(phase="creature", turn=turn)
    t.card(turn, "forest_of_crags")           # the phase does not end by itself
    first, _second = t.card(seat, "cataclysm"), t.card(seat, "cataclysm")
    t.pile(seat, 3)
    theirs = t.pile(1 - seat, 2)
    return t, first, theirs


def _open(t: Table, people: tuple[int, ...] = (0,), auto_pass: bool = True,
          size: tuple[int, int] = (1280, 720)) -> tuple[Pilot, TableScene]:
    match = EXODUS.new_match(1, seats=t.st.n)
    match.state = t.st
    pilot = Pilot(size=size)
    pilot.app.settings.auto_pass = auto_pass
    seats = [Seat("human", f"Player {s + 1}") if s in people else Seat("bot", "random") for s in range(t.st.n)]
    scene = TableScene(pilot.app, GameSession(match, seats, None, pilot.app.bot_worker))
    pilot.app.switch(scene)
    pilot.seconds(0.6)
    return pilot, scene


def _play(pilot: Pilot, scene: TableScene, card: int, target: int) -> None:
    """Drag a symmetry onto its target, as a person does."""
    pilot.perform(Action("play", 0, card, target))
    pilot.seconds(0.3)


def _log(scene: TableScene) -> list[str]:
    return [text for text, _ in scene.view.log.entries()]


def test_your_own_symmetry_resolves_without_an_extra_click_and_the_log_says_the_table_passed():
    t, cataclysm, theirs = _cataclysms()
    pilot, scene = _open(t)
    _play(pilot, scene, cataclysm, theirs[1])
    match = scene.match
    assert match.actions[0].kind == "play" and match.actions[0].card == cataclysm
    assert match.actions[1] == Action("pass", 0)
    assert scene.session.is_auto(1) and not scene.session.is_auto(0)
    assert any("Pass (auto-pass: your own play)" in line for line in _log(scene))
    assert not (match.decision().kind == "respond" and match.decision().seat == 0)


def test_with_always_ask_the_pass_on_your_own_play_is_asked():
    t, cataclysm, theirs = _cataclysms()
    pilot, scene = _open(t, auto_pass=False)
    _play(pilot, scene, cataclysm, theirs[1])
    d = scene.match.decision()
    assert len(scene.match.actions) == 1 and d.kind == "respond" and d.seat == 0
    assert scene.pass_button.enabled and scene.pass_button.text == "Pass"


def test_the_hold_priority_key_stops_at_the_next_window_to_your_own_play_once():
    t, cataclysm, theirs = _cataclysms()
    pilot, scene = _open(t)
    pilot.app.post(UIEvent("key", key=pygame.K_p))
    pilot.frames(2)
    assert scene.view.banner.text.startswith("Holding priority (P)")
    _play(pilot, scene, cataclysm, theirs[1])
    d = scene.match.decision()
    assert len(scene.match.actions) == 1 and d.kind == "respond" and d.seat == 0     # asked, not passed
    assert not scene.priority.auto.holding and "Holding priority" not in scene.view.banner.text
    pilot.press("Pass")
    assert scene.match.actions[1] == Action("pass", 0) and not scene.session.is_auto(1)


def test_a_person_with_a_real_answer_to_another_players_play_is_asked():
    """Hot-seat: Player 2 plays a Cataclysm (the table passes for Player 2 on their own play);
    Player 1, who holds a Cataclysm, is asked."""
    t = Table(phase="creature", turn=1)
    t.card(1, "forest_of_crags")
    theirs = t.card(1, "cataclysm")
    t.card(0, "cataclysm")
    mine = t.pile(0, 2)
    t.pile(1, 3)
    pilot, scene = _open(t, people=(0, 1))
    scene.session.apply(Action("play", 1, theirs, mine[1]))
    d = scene.match.decision()
    assert scene.match.actions[1] == Action("pass", 1) and scene.session.is_auto(1)
    assert d.kind == "respond" and d.seat == 0 and len(scene.match.actions) == 2


def _own_window_game() -> tuple[Match, Action]:
    """An Exodus game (random self-play, so Undo can replay it) at a play after which its
    player would be asked to respond to it."""
    table = EXODUS.table()
    for seed in range(20):
        match = EXODUS.new_match(seed)
        bots = [make_bot("random", Rng(seed * 2 + s)) for s in range(2)]
        for _ in range(300):
            d = match.decision()
            if d is None:
                break
            for action in match.legal_actions():
                if action.kind != "play":
                    continue
                trial = EXODUS.new_match(seed)
                trial.replace_actions(list(match.actions) + [action])
                after = trial.decision()
                if after is not None and after.seat == d.seat and table.own_response(trial.observation(d.seat)):
                    return match, action
            match.apply(bots[d.seat].choose(EXODUS, match.observation(d.seat), d.seat, match.legal_actions()))
    raise AssertionError("no such position")


def test_undo_takes_back_the_automatic_pass_alone_and_then_asks():
    match, play = _own_window_game()
    seats = [Seat("human", "You") if s == play.seat else Seat("bot", "random") for s in range(2)]
    session = GameSession(match, seats, None)
    session.auto_pass = AutoPass(EXODUS.table(), lambda: True)
    at = len(match.actions)
    session.apply(play)
    assert match.actions[at + 1] == Action("pass", play.seat) and session.is_auto(at + 1)
    assert any("auto-pass" in e.text for e in session.log())
    while match.actions[-1].seat != play.seat:    # what the bot replied meanwhile goes too
        match.undo()
    session.undo()
    d = match.decision()
    assert match.actions[-1] == play and d.kind == "respond" and d.seat == play.seat   # asked: no auto-pass there
    assert not any("auto-pass" in e.text for e in session.log())
    session.undo()
    assert len(match.actions) == at


def _main2_only_pass() -> tuple[Match, int]:
    """An Eternal position (from greedy self-play) where a player's own action leaves them
    in their second main phase with nothing but End turn; the index of that action."""
    for seed in range(20):
        match = ETERNAL.new_match(seed)
        bots = [make_bot("random", Rng(seed * 2 + s)) for s in range(2)]
        for _ in range(400):
            d = match.decision()
            if d is None:
                break
            action = bots[d.seat].choose(ETERNAL, match.observation(d.seat), d.seat, match.legal_actions())
            match.apply(action)
            nxt, legal = match.decision(), match.legal_actions()
            if (nxt is not None and nxt.seat == action.seat and match.observation(nxt.seat).phase == "main2"
                    and len(legal) == 1 and legal[0].kind == "pass"):
                return match, len(match.actions) - 1
    raise AssertionError("no such position")


def test_eternal_asks_at_a_phase_with_a_stop_and_passes_through_one_without():
    match, at = _main2_only_pass()
    table = ETERNAL.table()
    person = match.actions[at].seat
    stopped = AutoPass(table, lambda: True, {"main1", "declare", "main2"})
    assert stopped.choose(match, lambda seat: seat == person) is None
    through = AutoPass(table, lambda: True, {"main1"})
    assert through.choose(match, lambda seat: seat == person) == (Action("pass", person), "nothing else")
    assert through.choose(match, lambda seat: False) is None                  # never for a bot


def test_eternal_never_counts_the_opponents_priority_as_a_response_to_your_own_play():
    match, _ = _main2_only_pass()
    assert not ETERNAL.table().own_response(match.observation(match.decision().seat))


def test_phase_stops_show_on_the_eternal_table_and_are_remembered(tabletop_home):
    pilot = Pilot(size=(1280, 720))
    match = ETERNAL.new_match(3)
    session = GameSession(match, [Seat("human", "You"), Seat("bot", "random")], None, pilot.app.bot_worker)
    scene = TableScene(pilot.app, session)
    pilot.app.switch(scene)
    pilot.frames(2)
    assert [b.text for b in scene.priority.buttons()] == ["\u2611 Main 1", "\u2611 Attack", "\u2611 Main 2"]
    pilot.click(scene.priority.buttons()[2].world_rect().center)
    assert [b.text for b in scene.priority.buttons()][2] == "\u2610 Main 2"
    assert scene.priority.auto.stops == {"main1", "declare"}
    assert stops_memory.load("eternal") == ["declare", "main1"]
    again = TableScene(pilot.app, session)
    assert again.priority.auto.stops == {"main1", "declare"}
    window = pygame.Rect(0, 0, 1280, 720)
    assert all(window.contains(b.world_rect()) for b in scene.priority.buttons())


def test_the_hold_priority_key_is_in_the_key_map_the_controls_and_the_keys_page():
    assert KeyMap().shown("hold_priority") == "P"
    assert TITLES["hold_priority"] == "Hold priority"
    assert "**P**: hold priority" in table_controls()
    assert KeyMap().action(pygame.K_p) == "hold_priority"
