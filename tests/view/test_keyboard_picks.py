"""A choice of several picks at the table (Krieg's setup "discard 3 cards"): the banner
counts the picks ("2 of 3 chosen"), the last pick is held (marked, nothing applied) until
Confirm or Enter makes it, and Cancel or Escape takes it back. The model is untouched: the
picks are the same legal Actions, applied in the same order. And a refusal while a bot
decides names the bot once ("Waiting for Bot 2 — Easy: discard 3 cards...")."""
from __future__ import annotations

import pygame

from simulator.core.actions import Action
from simulator.view.input.picks import Picks
from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.table import TableScene, waiting_once
from simulator.view.table.view import Refusal

from .pilot import Pilot
from .test_keyboard_play import key_table


def _discards(scene: TableScene) -> list[Action]:
    return [a for a in scene.match.legal_actions() if a.kind == "choose" and a.target is not None]


def test_the_last_of_three_discards_is_held_until_enter_confirms_it():
    pilot, scene, keys = key_table("krieg", 3, bot="easy")
    match = scene.match
    assert "0 of 3 chosen" in scene.view.banner.text
    made: list[Action] = []
    for n in (1, 2):
        card = sorted(scene.choice_cards)[0]
        made.append(scene.choice_cards[card])
        keys.focus_on(("card", card))
        keys.key(pygame.K_RETURN)
        assert match.actions == made and f"{n} of 3 chosen" in scene.view.banner.text
    last = sorted(scene.choice_cards)[-1]
    pick = scene.choice_cards[last]
    keys.focus_on(("card", last))
    keys.key(pygame.K_RETURN)
    assert match.actions == made, "the last pick is held, not made"
    assert scene.held == pick and scene.view.cards[last].selected
    assert scene.pass_button.text == "Confirm" and scene.keys.current().key == ("button", "Confirm")
    assert "3 of 3 chosen: Confirm (Enter) or Cancel (Esc)" in scene.view.banner.text
    pilot.shot("keyboard-multi-pick-held")
    keys.key(pygame.K_ESCAPE)                                 # taken back: nothing was made
    assert scene.held is None and match.actions == made and scene.game_menu is None
    assert "2 of 3 chosen" in scene.view.banner.text and not scene.view.cards[last].selected
    keys.focus_on(("card", last))
    keys.key(pygame.K_RETURN)
    assert scene.held == pick
    keys.key(pygame.K_RETURN)                                 # Enter confirms
    assert scene.held is None and match.actions == made + [pick]
    assert match.decision().seat == 1, "the discard is complete: the bot's turn to discard"


def test_a_click_holds_the_last_pick_and_the_confirm_button_makes_it():
    pilot = Pilot(size=(1280, 720))
    scene = TableScene(pilot.app, build_session("krieg", 2, "hotseat", "greedy", 3, autosave=False))
    pilot.app.switch(scene)
    pilot.frames(2)
    match = scene.match
    for _ in range(2):
        pilot.click(pilot.visible_point(scene.view.cards[_discards(scene)[0].target]))
    assert len(match.actions) == 2
    last = _discards(scene)[-1]
    node = scene.view.cards[last.target]
    pilot.click(pilot.visible_point(node))
    assert scene.held == last and len(match.actions) == 2
    pilot.shot("multi-pick-held-1280x720")
    pilot.click(pilot.visible_point(node))                     # the held card again: taken back
    assert scene.held is None and len(match.actions) == 2
    pilot.click(pilot.visible_point(node))
    pilot.press("Cancel")
    assert scene.held is None and len(match.actions) == 2
    pilot.click(pilot.visible_point(node))
    assert pilot.button("Confirm").enabled
    pilot.press("Confirm")
    assert scene.held is None and match.actions[-1] == last and len(match.actions) == 3


def test_undo_while_a_pick_is_held_only_takes_the_hold_back():
    pilot, scene, keys = key_table("krieg", 3, bot="easy")
    for card in sorted(scene.choice_cards)[:2]:
        scene.answer(scene.choice_cards[card])
    scene.answer(scene.choice_cards[sorted(scene.choice_cards)[0]])
    assert scene.held is not None and len(scene.match.actions) == 2
    keys.key(pygame.K_u)
    assert scene.held is None and len(scene.match.actions) == 2
    keys.key(pygame.K_u)                                      # then one pick at a time
    assert len(scene.match.actions) == 1


def test_counting_picks_leaves_the_match_as_it_was():
    pilot, scene, _keys = key_table("krieg", 5, bot="easy")
    match = scene.match
    before = match.state_hash()
    picks = Picks(match, scene.table)
    count = picks.count()
    assert count is not None and (count.chosen, count.total) == (0, 3)
    first = _discards(scene)[0]
    assert not picks.is_last(first)
    assert match.state_hash() == before and match.actions == []
    scene.act(first)
    scene.act(_discards(scene)[0])
    count = picks.count()
    assert count is not None and (count.chosen, count.total) == (2, 3)
    assert all(picks.is_last(a) for a in _discards(scene))
    scene.act(_discards(scene)[0])
    assert picks.count() is None or match.decision().seat != 0     # a plain act is never held
    assert len(match.actions) == 3


def test_a_refusal_while_a_bot_decides_names_the_bot_once():
    pilot = Pilot(size=(1280, 720))
    scene = TableScene(pilot.app, build_session("krieg", 2, "bot", "easy", 3, worker=pilot.app.bot_worker,
                                                autosave=False))
    pilot.app.switch(scene)
    pilot.frames(2)
    for _ in range(3):
        scene.act(_discards(scene)[0])
    scene.session.bot_step = lambda now=None: None       # type: ignore[method-assign]   # the bot keeps thinking
    pilot.frames(2)
    assert scene.match.decision().seat == 1 and not scene.my_turn
    card = next(c for c in scene.match.state.hands[0] if c in scene.view.cards)
    board = scene.view.layout.common_rect("board")
    pilot.drag(pilot.visible_point(scene.view.cards[card]), board.center)
    shown = [n.text for n in scene.view.alerts.children if isinstance(n, Refusal)]
    assert len(shown) == 1 and shown[0].startswith("Waiting for Bot 2 — Easy: discard 3 cards before play begins")
    assert shown[0].count("Bot 2") == 1, shown
    pilot.shot("waiting-refusal-names-the-bot-once")


def test_waiting_once_drops_only_a_repeated_name():
    assert waiting_once("Waiting for Player 2: Player 2: discard 3 cards") == "Waiting for Player 2: discard 3 cards"
    assert waiting_once("Waiting for Player 2: Discard 1 card") == "Waiting for Player 2: Discard 1 card"
    assert waiting_once("Waiting for Player 1: Player 12: x") == "Waiting for Player 1: Player 12: x"
    assert waiting_once("Costs 3 power") == "Costs 3 power"
