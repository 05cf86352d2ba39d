"""Motion on the table (issue 28, item 6), on the pilot's simulated clock: cards fly between
zones from where they were (a drawn card from its deck, face down until it lands in the
hand), a destroyed card travels to its graveyard, attacks lunge and come back, damage floats
as a signed number that fades, a bot's next move waits for the last one's motion, reduce
motion puts cards in place at once, and the animation speed divides every duration."""
from __future__ import annotations

import random
from typing import Callable

from simulator.core.actions import Action
from simulator.core.events import Event
from simulator.core.match import Match
from simulator.games.registry import get_game
from simulator.view.motion.effects import FloatingNumber, Pulse
from simulator.view.motion.flight import Flight
from simulator.view.motion.pacing import BotPacer
from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.table import TableScene
from simulator.view.style import theme
from simulator.view.table.animate import FLY_SECONDS
from simulator.view.table.cards import CardNode

from .pilot import Pilot

Found = Callable[[Match, list[Event]], bool]


def _moves_until(game: str, seed: int, found: Found, limit: int = 400) -> list[Action]:
    """The actions of a game (a seeded chooser that likes attacks, blocks and plays) up to
    and including the first whose events satisfy `found`."""
    match = get_game(game).new_match(seed, seats=2)
    rng = random.Random(seed)
    actions: list[Action] = []
    for _ in range(limit):
        legal = list(match.legal_actions())
        liked = [a for a in legal if a.kind in ("attack", "block", "play")]
        action = rng.choice(liked if liked and rng.random() < 0.7 else legal)
        actions.append(action)
        if found(match, match.apply(action)):
            return actions
        assert not match.is_over, "the game ended before the moment was found"
    raise AssertionError("no such moment")


def _table(game: str, actions: list[Action], *, reduce_motion: bool = False, speed: float = 1.0,
           size: tuple[int, int] = (1280, 720), make_last: bool = True) -> tuple[Pilot, TableScene]:
    """A table versus a bot that never moves by itself, shown (at rest) just before the last
    of `actions`, which is then made as a bot's or a person's move is: applied and shown
    (make_last False: every action made, the table at rest after them)."""
    pilot = Pilot(size=size)
    pilot.app.settings.reduce_motion = reduce_motion
    pilot.app.settings.anim_speed = speed
    session = build_session(game, 2, "bot", "random", 3, worker=pilot.app.bot_worker, autosave=False)
    session.bot_step = lambda now=None: None           # type: ignore[method-assign]
    scene = TableScene(pilot.app, session)
    pilot.app.switch(scene)
    for action in actions[:-1] if make_last else actions:
        session.match.apply(action)
    scene.refresh(instant=True)
    pilot.frames(2)
    if make_last:
        session.apply(actions[-1])
        scene.refresh()
    return pilot, scene


def _centre(rect: tuple[float, float, float, float]) -> tuple[int, int]:
    return round(rect[0] + rect[2] / 2), round(rect[1] + rect[3] / 2)


def _at_home(node: CardNode) -> bool:
    return node.flight is None and node.lunge is None and abs(node.x - node.home[0]) < 1 \
        and abs(node.y - node.home[1]) < 1


def _drew(seat: int) -> Found:
    return lambda match, events: any(e.kind == "drew" and e.seat == seat for e in events)


def _newest_in_hand(scene: TableScene) -> CardNode:
    flying = [n for n in scene.view.cards.values() if n.zone == "hand@0" and n.flight is not None]
    assert len(flying) == 1, "one card drawn"
    return flying[0]


# -- cards between zones ---------------------------------------------------------------------------
def test_a_drawn_card_starts_at_the_deck_pile_and_ends_in_the_hand():
    pilot, scene = _table("eternal", _moves_until("eternal", 3, _drew(0)))
    node = _newest_in_hand(scene)
    deck = scene.view.layout.zone("deck@0").frame
    flight = node.flight
    assert flight is not None
    assert deck.collidepoint(_centre(flight.start))
    assert deck.collidepoint(node.world_rect().center)
    assert flight.reveal and not flight.face_shown()       # face down as it leaves the deck
    pilot.seconds(FLY_SECONDS * 1.2)
    assert _at_home(node) and node.zone == "hand@0" and node.face is not None


def test_a_card_played_from_a_hidden_hand_starts_there_face_down():
    def bot_plays(match: Match, events: list[Event]) -> bool:
        return any(e.kind == "played" and e.seat == 1 for e in events)
    pilot, scene = _table("eternal", _moves_until("eternal", 3, bot_plays))
    hand = scene.view.layout.zone("hand@1").frame
    from_hand = [n for n in scene.view.cards.values() if n.flight is not None and n.card >= 0
                 and hand.collidepoint(_centre(n.flight.start))]
    assert len(from_hand) == 1
    assert from_hand[0].flight is not None and from_hand[0].flight.reveal
    pilot.seconds(FLY_SECONDS * 1.2)
    assert _at_home(from_hand[0])


def test_a_destroyed_card_travels_to_its_graveyard():
    moves = _moves_until("eternal", 3, lambda m, events: any(e.kind == "died" for e in events))
    pilot, scene = _table("eternal", moves)
    died = next(e for e in scene.match.log[::-1] if e.kind == "died")
    node = scene.view.cards[died.cards[0]]
    assert node.zone.startswith("void@")
    flight = node.flight
    assert flight is not None
    void = scene.view.layout.zone(node.zone).frame
    assert not void.collidepoint(_centre(flight.start))    # from the board
    assert flight.delay > 0                                # after the blow is seen
    pilot.seconds(flight.delay + FLY_SECONDS * 1.2)
    assert _at_home(node) and void.collidepoint(node.world_rect().center)


def test_a_card_that_goes_into_a_pile_it_does_not_show_sinks_into_it():
    from simulator.view.table.moves import Before, Seen, plan_moves
    pile = CardNode(-5, None, "deck", 60, 84)
    pile.zone, pile.home = "deck@0", (500.0, 20.0)
    before = Before({7: Seen(7, "board@0", (100.0, 300.0, 80.0, 112.0), None, "deck", 4),
                     -5: Seen(-5, "deck@0", (500.0, 20.0, 60.0, 84.0), None, "deck", 2)}, {"deck@0": 30})
    arrivals, gone = plan_moves(before, {-5: pile}, {"deck@0": 31}, lambda key: None)
    assert arrivals == []
    assert len(gone) == 1 and gone[0].to is not None and gone[0].to.zone == "deck@0"
    flight = Flight(gone[0].seen.rect, gone[0].to.rect, 0.5, sink=True)
    flight.step(0.5)
    assert flight.fade() == 1.0 and flight.rect()[2] < 60


# -- attacks and numbers -----------------------------------------------------------------------------
def test_an_attack_lunges_toward_its_target_and_returns():
    table = get_game("eternal").table()
    moves = _moves_until("eternal", 3, lambda m, events: any(table.strikes(e) for e in events))
    pilot, scene = _table("eternal", moves)
    lunging = [n for n in scene.view.cards.values() if n.lunge is not None]
    assert lunging
    node = lunging[0]
    home = node.world_rect().center
    pilot.seconds(0.15)
    out = node.world_rect().center
    assert abs(out[0] - home[0]) + abs(out[1] - home[1]) > node.h * 0.2
    pilot.seconds(1.0)
    assert node.lunge is None and node.world_rect().center == home


def test_a_damage_number_floats_up_and_fades():
    table = get_game("eternal").table()
    moves = _moves_until("eternal", 3, lambda m, events: any(table.hits(e) for e in events))
    pilot, scene = _table("eternal", moves)
    numbers = [n for n in scene.view.motion.effects.children if isinstance(n, FloatingNumber)]
    assert numbers
    number = numbers[0]
    assert number.text.startswith("-") and number.colour == theme.DANGER    # a sign, not colour alone
    y0 = number.y
    pilot.seconds(0.3)
    assert number.y < y0 and number.alpha() == 255
    pilot.seconds(0.6)
    assert 0 < number.alpha() < 255
    pilot.seconds(1.0)
    assert number not in scene.view.motion.effects.children


def test_a_changed_health_pulses_and_floats_its_change_from_the_panel():
    moves = _moves_until("eternal", 3, lambda m, events: any(e.kind == "damage" and "to Player" in e.text
                                                              for e in events))
    _pilot, scene = _table("eternal", moves)
    effects = scene.view.motion.effects.children
    assert any(isinstance(n, Pulse) for n in effects)
    assert any(isinstance(n, FloatingNumber) and n.amount < 0 for n in effects)


# -- bots' pace ----------------------------------------------------------------------------------------
def test_a_bots_second_move_waits_until_the_first_ones_motion_has_played():
    def bot_plays_twice(match: Match, events: list[Event]) -> bool:
        d = match.decision()
        return any(e.kind == "played" and e.seat == 1 for e in events) and d is not None and d.seat == 1
    moves = _moves_until("eternal", 3, bot_plays_twice)
    pilot, scene = _table("eternal", moves[:-1], make_last=False)     # at rest just before the bot's play
    session = scene.session
    match = session.match
    assert match.decision() is not None and match.decision().seat == 1
    made = len(match.actions)
    plays = iter([moves[-1]])
    session.bot_step = lambda now=None: next(plays, None) or next(iter(match.legal_actions()))  # type: ignore
    pilot.frames(1)                                # the first move: at once
    assert len(match.actions) == made + 1
    assert scene.view.motion.busy()
    pilot.seconds(FLY_SECONDS * 0.6)               # the bot has decided again, but its move waits
    assert len(match.actions) == made + 1
    pilot.seconds(FLY_SECONDS)                     # the motion is over: the second move is made
    assert len(match.actions) >= made + 2


def test_a_held_bot_move_is_made_anyway_after_the_cap():
    class Session:
        def __init__(self) -> None:
            self.match = get_game("krieg").new_match(1, seats=2)
            self.action = next(iter(self.match.legal_actions()))

        def bot_step(self, now: float | None = None) -> Action | None:
            return self.action

        def deciding_seat(self) -> int | None:
            return 0

    pacer, session = BotPacer(cap=1.0), Session()
    assert pacer.next(session, 0.0, busy=True) is None
    assert pacer.next(session, 0.9, busy=True) is None
    assert pacer.next(session, 1.01, busy=True) == session.action


# -- settings ---------------------------------------------------------------------------------------------
def test_reduce_motion_puts_cards_in_place_at_once():
    table = get_game("eternal").table()
    moves = _moves_until("eternal", 3, lambda m, events: any(table.strikes(e) or table.hits(e) for e in events))
    _pilot, scene = _table("eternal", moves, reduce_motion=True)
    assert all(_at_home(n) and n.tween is None for n in scene.view.cards.values())
    assert not any(isinstance(n, FloatingNumber) for n in scene.view.motion.effects.children)
    assert not scene.view.motion.busy()


def test_animation_speed_2_halves_the_time():
    moves = _moves_until("eternal", 3, _drew(0))

    def landing(speed: float) -> float:
        pilot, scene = _table("eternal", moves, speed=speed)
        node = _newest_in_hand(scene)
        frames = 0
        while node.flight is not None:
            pilot.frames(1)
            frames += 1
        return frames * pilot.clock.step

    at_1, at_2 = landing(1.0), landing(2.0)
    assert abs(at_2 - at_1 / 2) <= 2 / 60


def test_the_table_rests_once_the_motion_is_over():
    pilot, scene = _table("eternal", _moves_until("eternal", 3, _drew(0)))
    assert scene.view.moving()
    pilot.seconds(3.0)
    assert not scene.view.moving() and not scene.view.motion.busy()


# -- what each game's events show ------------------------------------------------------------------------
def test_eternal_attacks_lunge_at_the_enemy_player_or_at_the_unit_attacked():
    from simulator.core.table import Hit, Strike
    table = get_game("eternal").table()
    assert table.strikes(Event("attack", "Player 1 attacks Player 2 with A, B", 0, (3, 4))) == \
        [Strike(3, seat=1), Strike(4, seat=1)]
    assert table.strikes(Event("attack", "A attacks B", 0, (3, 9))) == [Strike(3, target=9)]
    assert table.hits(Event("damage", "A deals 3 damage to B", 1, (3, 9))) == [Hit(9, -3)]
    assert table.hits(Event("damage", "A deals 3 damage to Player 2", 1, (3,))) == []   # the health shows it


def test_exodus_attacks_lunge_and_a_battle_floats_each_sides_loss():
    from simulator.core.table import Hit, Strike
    table = get_game("exodus").table()
    assert table.strikes(Event("attack", "A attacks B", 0, (3, 9))) == [Strike(3, target=9)]
    assert table.strikes(Event("attack", "A stops attacking", 0, (3,))) == []
    assert table.hits(Event("battle", "A (3) battles B (2)", 0, (3, 9))) == [Hit(9, -3), Hit(3, -2)]
