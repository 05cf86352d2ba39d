"""Priority that stays out of the way (issue 28, item 8): the table passes for a person on a
response window to their own play and where passing is all there is (outside the phases
they stop at), never where they have a real choice; the pass is a legal action of the
match, noted in the log and undone like any move; the hold-priority key asks at the next
window instead; "Always ask" asks every time."""
from __future__ import annotations

import pygame
import pytest

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
from simulator.view.table.offers import Offers
from simulator.view.table.prompts import Keys, turn_words
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


# -- choice buttons never cover a card; the banner names the choice --------------------------------

def _cards(scene: TableScene) -> list[pygame.Rect]:
    return [n.world_rect() for n in scene.view.cards.values() if n.visible]


def _buttons_of(node) -> list:
    return [b for b in (node.children if node is not None else []) if getattr(b, "visible", False)]


def _person_at(game: str, size: tuple[int, int], want, seed: int = 1, limit: int = 400) -> tuple[Pilot, TableScene]:
    """A table at the first decision of a random self-play game that `want(match)` accepts,
    its deciding seat played by a person."""
    from simulator.games.registry import get_game
    spec = get_game(game)
    match = spec.new_match(seed)
    bots = [make_bot("random", Rng(seed * 3 + s)) for s in range(match.setup.seats)]
    for _ in range(limit):
        if match.is_over or want(match):
            break
        d = match.decision()
        match.apply(bots[d.seat].choose(spec, match.observation(d.seat), d.seat, match.legal_actions()))
    seat = match.decision().seat
    pilot = Pilot(size=size)
    seats = [Seat("human", "You") if s == seat else Seat("bot", "random") for s in range(match.setup.seats)]
    scene = TableScene(pilot.app, GameSession(match, seats, None, pilot.app.bot_worker))
    pilot.app.switch(scene)
    pilot.seconds(0.8)
    return pilot, scene


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_draw_split_buttons_cover_no_card_and_the_banner_names_the_choice(size):
    pilot, scene = _person_at("exodus", size, lambda m: any(a.kind == "draw" for a in m.legal_actions())
                              and m.state.harmony >= 0 and m.state.turn_no > 2)
    buttons = _buttons_of(scene.place_buttons)
    assert len(buttons) == 4 and all(b.text.startswith("Draw ") for b in buttons)
    harmony = scene.view.cards[scene.match.state.harmony].world_rect()
    for b in buttons:
        assert b.world_rect().collidelist(_cards(scene)) < 0, (b.text, b.world_rect())
        assert b.fits(), b.text
    assert not any(a.colliderect(b) for i, a in enumerate([x.world_rect() for x in buttons])
                   for b in [x.world_rect() for x in buttons][i + 1:])
    assert harmony.w > 0
    banner = scene.view.banner.text
    assert banner.startswith("Your turn: choose which deck to draw your 3 cards from") and "drag" not in banner
    pilot.shot(f"priority-draw-split-{size[0]}x{size[1]}")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", ["krieg", "eternal", "wonders", "exodus"])
def test_no_button_row_of_any_game_covers_a_card(game, size):
    """Through a random game, at every decision of the person: the buttons laid on the board
    and the row of extra actions above the big button lie clear of every card."""
    from simulator.games.registry import get_game
    spec = get_game(game)
    pilot, scene = _person_at(game, size, lambda m: True)
    match, session = scene.match, scene.session
    person = session.humans[0]
    bots = [make_bot("random", Rng(7 + s)) for s in range(match.setup.seats)]
    asked = 0
    for _ in range(160):
        d = match.decision()
        if d is None:
            break
        if d.seat == person:
            scene.refresh(instant=True)
            asked += 1
            cards = _cards(scene)
            for b in _buttons_of(scene.place_buttons) + _buttons_of(scene.bar):
                assert b.world_rect().collidelist(cards) < 0, (game, b.text, b.world_rect())
        session.apply(bots[d.seat].choose(spec, match.observation(d.seat), d.seat, match.legal_actions()))
    assert asked > 5


def _offers(**kw) -> Offers:
    return Offers(**kw)


KEYS = Keys("Tab", "Enter", "Esc", "E")


def test_the_turn_banner_speaks_of_keys_not_drags_to_keyboard_users():
    play = Action("play", 0, 5)
    offers = _offers(plays={5: [play]}, end_turn=Action("pass", 0))
    assert turn_words("You", "You: act", offers, "Pass", None, False, KEYS) == \
        "Your turn: drag a card onto the table, or Pass"
    by_keys = turn_words("You", "You: act", offers, "Pass", None, True, KEYS)
    assert by_keys == "Your turn: pick a card with Tab and Enter, or Pass (E)" and "drag" not in by_keys


def test_the_turn_banner_names_a_pending_choice_instead_of_inviting_a_drag():
    offers = _offers(places=[("draw0", Action("draw", 0, choice=0))])
    for keyboard in (False, True):
        text = turn_words("Ada", "Ada: Draw Phase", offers, None, "Choose which deck to draw from", keyboard, KEYS)
        assert text == "Your turn, Ada: choose which deck to draw from"
    assert turn_words("You", "You: draw, attack, or pass", _offers(places=[("draw@0", Action("draw", 0))],
                      end_turn=Action("pass", 0)), "Pass", None, False, KEYS) == "Your turn: draw, attack, or pass"


def test_a_pending_choice_is_named_first_even_when_a_card_could_be_played():
    offers = _offers(plays={5: [Action("play", 0, 5)]}, places=[("draw0", Action("draw", 0, choice=0))])
    assert turn_words("You", "You: Draw Phase", offers, None, "Choose which deck to draw from", False, KEYS) == \
        "Your turn: choose which deck to draw from, or drag a card onto the table"


def test_the_banner_names_keys_once_the_keyboard_is_used_and_the_drag_again_after_a_click():
    t, _cataclysm, _theirs = _cataclysms()
    pilot, scene = _open(t)
    assert scene.view.banner.text.startswith("Your turn, Player 1: drag a card onto the table, or End Creature Phase")
    pilot.app.post(UIEvent("key", key=pygame.K_TAB))
    pilot.frames(2)
    text = scene.view.banner.text
    assert text.startswith("Your turn, Player 1: pick a card with Tab and Enter, or End Creature Phase (E)") and "drag" not in text
    pilot.click((640, 200))
    assert scene.view.banner.text.startswith("Your turn, Player 1: drag a card onto the table")


def test_a_column_of_buttons_narrows_beside_a_card_or_slides_clear_of_it():
    from simulator.view.table.button_spots import place_clear
    window = pygame.Rect(4, 4, 1272, 712)
    column = [pygame.Rect(1000, 50 + 50 * i, 260, 40) for i in range(4)]
    card = pygame.Rect(1000, 60, 70, 100)                      # at the column's left edge
    beside = place_clear(column, [card], [], window)
    assert all(r.collidelist([card]) < 0 and r.right == 1260 and r.w == beside[0].w for r in beside)
    wide = pygame.Rect(1000, 60, 200, 100)                     # too little room left beside it
    moved = place_clear(column, [wide], [], window)
    assert all(r.w == 260 and r.collidelist([wide]) < 0 for r in moved)
    assert [r.y - moved[0].y for r in moved] == [0, 50, 100, 150]    # still one tidy column
