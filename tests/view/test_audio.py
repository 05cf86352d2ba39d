"""Sound (issue 28, item 5): the cues each game's events make, the cues each action of a
game in play sounds (and only those: no replay of the log on a redraw, a load, an undo or a
seek), "your turn", the game's end, refusals, the settings, and silence without a device."""
from __future__ import annotations

import json
import random

import pygame
import pytest

from simulator.core.actions import Action
from simulator.core.events import Event
from simulator.core.game import Result
from simulator.core.table import TableDescription
from simulator.games.registry import game_names, get_game
from simulator.view.audio import CUES, Audio, SoundBank, TableCues, ending_cue, event_cues, open_mixer
from simulator.view.audio.cues import MAX_AT_ONCE
from simulator.view.files.storage import Settings
from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.replay import ReplayScene
from simulator.view.scenes.settings import SettingsScene
from simulator.view.scenes.table import TableScene

from .pilot import Pilot, wait_for_person


class FakeBank:
    """Records what would be played, and at what volume."""

    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []
        self.stops = 0

    def play(self, cue: str, volume: float) -> bool:
        self.played.append((cue, volume))
        return True

    def stop(self) -> None:
        self.stops += 1

    @property
    def cues(self) -> list[str]:
        return [c for c, _ in self.played]


def _listen(pilot: Pilot) -> FakeBank:
    bank = FakeBank()
    pilot.app.audio.bank = bank
    return bank


# -- which cue an event makes --------------------------------------------------------------------------
def test_the_default_mapping_names_the_common_kinds():
    table = TableDescription()
    expect = {"played": "play", "play": "play", "summon": "play", "drew": "draw", "draw": "draw",
              "attack": "attack", "battle": "attack", "damage": "damage", "hit": "damage", "died": "death",
              "destroyed": "death", "game_over": None, "turn": None, "weather": None, "": None}
    for kind, cue in expect.items():
        assert table.sound_cue(Event(kind, "text", 0), 0) == cue, kind


@pytest.mark.parametrize("name, kind, text, cue", [
    ("exodus", "life", "Player 2 loses 3 Life Points (17 left)", "damage"),
    ("exodus", "life", "Player 2 is shielded from the damage (Flashfire)", None),
    ("exodus", "graveyard", "Riveted Colossus has no energy left and is destroyed", "death"),
    ("wonders", "seized", "Player 1 seizes the stone of Gemrealm", "damage"),
])
def test_a_games_own_event_kinds_sound_as_their_moment(name, kind, text, cue):
    """Each game maps its own kinds to the common cues (issue 28 item 5): life lost is
    damage, a creature put in the graveyard a death, a seized stone Wonders' blow."""
    assert get_game(name).table().sound_cue(Event(kind, text, 1), 0) == cue


@pytest.mark.parametrize("name", game_names())
def test_each_games_events_make_known_cues(name):
    game = get_game(name)
    heard: set[str] = set()
    for seed in range(3):
        match = game.new_match(seed, 2)
        table = game.table()
        rng = random.Random(seed)
        for _ in range(400):
            if match.is_over:
                break
            legal = [a for a in match.legal_actions() if a.kind != "concede"] or match.legal_actions()
            for ev in match.apply(rng.choice(legal)):
                cue = table.sound_cue(ev, 0)
                assert cue is None or cue in CUES, (name, ev.kind, cue)
                if cue:
                    heard.add(cue)
    assert {"play", "draw"} <= heard, (name, heard)


def test_one_actions_cues_are_each_once_in_order_and_few():
    table = TableDescription()
    events = [Event(k, "") for k in ("drew", "played", "drew", "weather", "attack", "damage", "died")]
    assert event_cues(table, events, 0) == ["draw", "play", "attack"][:MAX_AT_ONCE]

    class Broken(TableDescription):
        def sound_cue(self, event, viewer):
            if event.kind == "bad":
                raise RuntimeError("a game's bug")
            return "nonsense" if event.kind == "odd" else super().sound_cue(event, viewer)

    assert event_cues(Broken(), [Event("bad", ""), Event("odd", ""), Event("died", "")], 0) == ["death"]


def test_the_end_is_heard_from_the_viewers_side():
    assert ending_cue(Result((0,), ""), 0) == "victory"
    assert ending_cue(Result((1,), ""), 0) == "defeat"
    assert ending_cue(Result((), ""), 0) == "tie"
    assert ending_cue(Result((1,), ""), 0, people=[0, 1]) == "victory"     # hot-seat: a person won
    assert ending_cue(Result((2,), ""), 0, people=[0, 1]) == "defeat"      # a bot won


# -- the player ------------------------------------------------------------------------------------------
def test_volume_and_mute_apply_at_each_cue():
    settings = Settings()
    bank = FakeBank()
    audio = Audio(lambda: settings, bank)
    audio.play("play")
    settings.volume = 0.3
    audio.play_all(["draw", "turn"])
    settings.mute = True
    audio.play("victory")
    assert bank.played == [("play", 0.6), ("draw", 0.3), ("turn", 0.3)]
    audio.changed()                      # muted: what plays stops
    assert bank.stops == 1
    settings.mute, settings.volume = False, 1.0
    audio.changed()                      # a new volume is heard at once
    assert bank.played[-1] == ("click", 1.0)
    for bad in ("loud", float("nan"), None):
        settings.volume = bad
        audio.play("play")
    settings.volume = 1e308
    audio.play("draw")
    assert bank.played[-1] == ("draw", 1.0) and len(bank.played) == 5


def test_headless_the_program_is_silent_and_plays_without_error():
    assert open_mixer() is False                      # SDL_AUDIODRIVER=dummy: no mixer opened
    pilot = Pilot(size=(1280, 720))
    audio = pilot.app.audio
    assert not audio.opened and isinstance(audio.bank, SoundBank) and not audio.bank.ready
    for cue in sorted(CUES):
        audio.play(cue)
    assert audio.bank.sound("victory") is None
    scene = _hotseat_table(pilot, "krieg")
    for _ in range(6):
        scene.act(scene.match.legal_actions()[0])
    pilot.frames(3)
    assert audio.heard                                 # asked for, heard by nobody, no error
    pilot.close()


def test_a_failing_mixer_leaves_the_program_silent_and_working(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-driver")    # not "dummy": the mixer is tried

    def fail(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", fail)
    assert open_mixer() is False
    pilot = Pilot(size=(1280, 720))
    assert not pilot.app.audio.opened
    scene = _hotseat_table(pilot, "eternal")
    for _ in range(8):
        if scene.match.is_over:
            break
        scene.act(next(a for a in scene.match.legal_actions() if a.kind != "concede"))
    pilot.frames(3)
    assert pilot.app.crashes == [] and len(scene.match.actions) > 0

    def missing():
        raise NotImplementedError("pygame built without its mixer")

    monkeypatch.setattr(pygame.mixer, "get_init", missing)
    assert open_mixer() is False
    pilot.app.audio.play("turn")
    pilot.close()


# -- a game in play -----------------------------------------------------------------------------------------
def _hotseat_table(pilot: Pilot, game: str, seed: int = 4) -> TableScene:
    session = build_session(game, 2, "hotseat", "greedy", seed, worker=pilot.app.bot_worker, autosave=False)
    scene = TableScene(pilot.app, session)
    pilot.app.switch(scene)
    pilot.frames(2)
    return scene


def _person_deciding(scene: TableScene) -> int | None:
    seat = scene.session.deciding_seat()
    return seat if seat is not None and not scene.session.is_bot(seat) else None


@pytest.mark.parametrize("game", ["eternal", "exodus"])
def test_each_action_sounds_its_own_events_once(game):
    pilot = Pilot(size=(1280, 720))
    bank = _listen(pilot)
    scene = _hotseat_table(pilot, game)
    assert bank.played == [], "opening a game sounds nothing"
    rng = random.Random(7)
    heard: set[str] = set()
    for _ in range(300):
        if scene.match.is_over:
            break
        before = _person_deciding(scene)
        seen = len(scene.match.log)
        legal = [a for a in scene.match.legal_actions() if a.kind != "concede"]
        count = len(bank.played)
        scene.act(rng.choice(legal))
        pilot.frames(1)
        new = bank.cues[count:]
        if scene.match.is_over:
            assert new == [ending_cue(scene.match.result(), scene.session.viewer(), [0, 1])]
        else:
            expect = event_cues(scene.table, scene.match.log[seen:], scene.session.viewer())
            if _person_deciding(scene) != before:
                expect.append("turn")
            assert new == expect
        heard.update(new)
    assert {"play", "draw", "turn"} <= heard, heard
    count = len(bank.played)
    scene.resize((1400, 800))                  # a redraw
    pilot.frames(2)
    if scene.cover is not None:
        scene.cover.on_ready()                 # the cover lowered: the turn cue came as it went up
    pilot.frames(2)
    assert len(bank.played) == count
    pilot.close()


def test_hotseat_the_turn_cue_comes_as_the_cover_goes_up():
    pilot = Pilot(size=(1280, 720))
    bank = _listen(pilot)
    scene = _hotseat_table(pilot, "krieg")
    first = scene.session.deciding_seat()
    for _ in range(20):
        if scene.session.deciding_seat() != first:
            break
        count = len(bank.played)
        scene.act(scene.match.legal_actions()[0])
    assert scene.cover is not None and bank.cues[count:][-1] == "turn"
    count = len(bank.played)
    scene.cover.on_ready()
    pilot.frames(2)
    assert len(bank.played) == count
    scene.session.apply(scene.match.legal_actions()[0])   # the person now at the table moves (a discard pick)
    scene.refresh(instant=True)
    pilot.frames(2)
    count = len(bank.played)
    assert scene.session.undo()                 # and takes it back: an undo sounds nothing
    scene.refresh(instant=True)
    pilot.frames(2)
    assert len(bank.played) == count
    pilot.close()


def test_a_refusal_sounds_and_a_loaded_game_does_not():
    pilot = Pilot(size=(1280, 720))
    bank = _listen(pilot)
    session = build_session("eternal", 2, "hotseat", "greedy", 5, worker=pilot.app.bot_worker, autosave=False)
    for _ in range(30):                         # a game well under way, then shown
        session.apply(next(a for a in session.match.legal_actions() if a.kind != "concede"))
    scene = TableScene(pilot.app, session)
    pilot.app.switch(scene)
    pilot.frames(3)
    assert bank.played == []
    legal = scene.match.legal_actions()[0]
    wrong = Action(legal.kind, 1 - legal.seat, legal.card, legal.target, legal.choice)
    assert scene.act(wrong) is False
    assert bank.cues == ["refuse"]
    pilot.close()


def test_the_turn_cue_after_a_bots_reply():
    pilot = Pilot(size=(1280, 720))
    bank = _listen(pilot)
    session = build_session("krieg", 2, "bot", "greedy", 3, worker=pilot.app.bot_worker, autosave=False)
    scene = TableScene(pilot.app, session)
    pilot.app.switch(scene)
    wait_for_person(pilot, scene)
    me = scene.session.deciding_seat()
    for _ in range(10):                          # until the decision passes to the bot
        count = len(bank.played)
        pilot.perform(scene.match.legal_actions()[0])
        assert "turn" not in bank.cues[count:]
        if scene.session.deciding_seat() != me:
            break
    assert scene.session.is_bot(scene.session.deciding_seat())
    wait_for_person(pilot, scene)
    if not scene.match.is_over:
        assert bank.cues[-1] == "turn" and bank.cues.count("turn") == 1
    pilot.close()


def test_a_game_to_its_end_sounds_its_ending_once():
    pilot = Pilot(size=(1280, 720))
    bank = _listen(pilot)
    scene = _hotseat_table(pilot, "krieg", seed=2)
    for _ in range(400):
        if scene.match.is_over:
            break
        scene.act(scene.match.legal_actions()[-1])
    assert scene.match.is_over
    assert bank.cues[-1] in ("victory", "tie")   # hot-seat: a person won, or nobody did
    count = len(bank.played)
    pilot.frames(5)
    scene.refresh()
    assert len(bank.played) == count
    pilot.close()


# -- the replay viewer ------------------------------------------------------------------------------------------
def test_the_replay_sounds_steps_played_forward_and_never_a_seek():
    pilot = Pilot(size=(1280, 720))
    bank = _listen(pilot)
    match = get_game("eternal").new_match(3, 2)
    rng = random.Random(3)
    while not match.is_over and len(match.actions) < 2000:
        match.apply(rng.choice([a for a in match.legal_actions() if a.kind != "concede"]))
    assert match.is_over
    scene = ReplayScene(pilot.app, match.game, match.setup, list(match.actions), ["Ada", "Bo"])
    pilot.app.switch(scene)
    pilot.frames(2)
    scene.seek(40)
    scene.seek(5)
    assert bank.played == []
    scene.forward()
    assert bank.cues == event_cues(scene.table, scene.cursor.step_events(6), 0)
    count = len(bank.played)
    scene.toggle()                              # Play: each step as it comes
    pilot.seconds(3.0)
    scene.toggle()
    played = scene.cursor.position - 6
    assert played > 0 and len(bank.played) > count
    count = len(bank.played)
    scene.seek(scene.cursor.length - 1)
    scene.back()
    assert len(bank.played) == count            # seeking and stepping back are silent
    scene.forward()
    scene.forward()
    result = match.result()
    assert bank.cues[-1] == ending_cue(result, 0)
    pilot.close()


# -- settings ---------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ['{"volume": 1e308}', '{"volume": "loud"}', '{"volume": -0.5}', '{"volume": true}',
                                  '{"volume": NaN}', '{"mute": "yes"}', '{"mute": 1}', '{"volume": [0.5]}'])
def test_a_hostile_volume_falls_back_with_a_notice(text, tabletop_home):
    folder = tabletop_home / "config"
    folder.mkdir(parents=True)
    (folder / "settings.json").write_text(text)
    settings, notice = Settings.load_checked()
    assert settings.volume == 0.6 and settings.mute is False
    assert notice is not None and notice.startswith("Settings file was unreadable")


def test_good_sound_settings_are_read(tabletop_home):
    folder = tabletop_home / "config"
    folder.mkdir(parents=True)
    (folder / "settings.json").write_text(json.dumps({"volume": 0.25, "mute": True}))
    assert Settings.load_checked() == (Settings(volume=0.25, mute=True), None)
    (folder / "settings.json").write_text(json.dumps({"volume": 0, "mute": False}))
    assert Settings.load_checked() == (Settings(volume=0.0), None)


def test_the_settings_screen_sets_volume_and_mute_at_once(tabletop_home):
    pilot = Pilot(size=(1280, 720))
    bank = _listen(pilot)
    pilot.app.show_menu()
    pilot.press("Settings")
    assert isinstance(pilot.scene, SettingsScene)
    assert pilot.button("60%").primary and not pilot.button("Mute").primary
    pilot.press("Mute")
    assert pilot.app.settings.mute and bank.stops == 1 and Settings.load_checked()[0].mute
    assert pilot.button("Mute").primary and not pilot.button("60%").primary
    pilot.app.audio.play("play")
    assert bank.played == []
    pilot.press("100%")                          # a volume turns the sound back on, and is heard
    assert pilot.app.settings.volume == 1.0 and not pilot.app.settings.mute
    assert bank.played == [("click", 1.0)]
    assert Settings.load_checked() == (Settings(volume=1.0), None)
    pilot.press("30%")
    assert bank.played[-1] == ("click", 0.3)
    pilot.close()
