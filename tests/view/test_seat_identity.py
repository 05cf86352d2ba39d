"""One identity per seat (issue 12, item 4): the name chosen at New game is what the panels,
the banner, the log, toasts, the game-over panel and the replay viewer call a seat; the
deciding seat's panel glows; a thinking bot's panel says so; team games show team totals;
each panel shows the game's headline figure, inside the panel at 1280x720."""
from __future__ import annotations

import random
import re

import pygame

from simulator.core.events import Event
from simulator.core.saves import Seat, load_save, save_match
from simulator.games.registry import get_game
from simulator.view.table.hud import SeatPanel
from simulator.view.table.names import seat_name, seat_text
from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.replay import ReplayScene
from simulator.view.scenes.table import TableScene
from simulator.view.session.game import GameSession
from simulator.view.widgets import Label
from simulator.view.table.names import with_team_totals

from .pilot import Pilot, walk

PLAYER_N = re.compile(r"\bPlayer [1-8]\b")


def _play(session: GameSession, steps: int, seed: int = 2, until_seat: int | None = None,
          turn: bool = False) -> None:
    """Random legal moves straight on the match (no drawing), `steps` of them or until
    `until_seat` must decide (with `turn`: a turn, not a choice)."""
    rnd = random.Random(seed)
    for _ in range(steps):
        d = session.match.decision()
        if d is None or (until_seat is not None and d.seat == until_seat and (not turn or d.kind == "turn")):
            return
        session.match.apply(rnd.choice(list(session.match.legal_actions())))


def _open(pilot: Pilot, session: GameSession) -> TableScene:
    scene = TableScene(pilot.app, session)
    pilot.app.switch(scene)
    pilot.frames(2)
    return scene


def _texts(node) -> list[str]:
    return [n.text for n in walk(node) if isinstance(n, Label)]


# -- names ----------------------------------------------------------------------------------
def test_seat_text_puts_each_seats_name_for_player_n_and_reads_as_english_for_you():
    names = ["You", "Bot 2 — Normal", "Ada"]
    assert seat_text("Player 2 attacks Player 1 with Knight", names) == "Bot 2 — Normal attacks you with Knight"
    assert seat_text("Player 1 wins the game", names) == "You win the game"
    assert seat_text("Round 2 begins; Player 1 goes first", names) == "Round 2 begins; you go first"
    assert seat_text("Player 3 plays Spy to Player 1's Melee row", names) == "Ada plays Spy to your Melee row"
    assert seat_text("Player 1 wins: Player 2 is at -3 health", ["Ada", "Ben"]) == "Ada wins: Ben is at -3 health"
    assert seat_text("Player 1 passes; Player 12 and Player 4 stay", names) == "You pass; Player 12 and Player 4 stay"
    assert seat_text("Player 1 seizes the stone of realm 3", names) == "You seize the stone of realm 3"
    assert seat_text("Player 1 buzzes", names) == "You buzz"
    assert seat_text("Battle in realm 2: 3 against 2, Player 1 wins", names) == "Battle in realm 2: 3 against 2, you win"
    assert seat_text("Player 2 attacks, Player 1 with Knight", names) == "Bot 2 — Normal attacks, you with Knight"
    # one pass: a person called "Player 2" at seat 1 is not renamed again
    assert seat_text("Player 1 beats Player 2", ["Player 2", "Cleo"]) == "Player 2 beats Cleo"


def test_bots_are_named_by_seat_and_level_and_the_names_are_saved(tmp_path):
    session = build_session("krieg", 3, "bot", "normal", 4, autosave=False)
    assert session.seat_names() == ["You", "Bot 2 — Normal", "Bot 3 — Normal"]
    assert session.bot_spec(1) == "normal"
    greedy = build_session("krieg", 2, "bot", "greedy", 4, autosave=False)
    assert greedy.seat_names() == ["You", "Bot 2 — Greedy"] and greedy.bot_spec(1) == "greedy"
    hot = build_session("krieg", 3, "hotseat", "normal", 4, autosave=False, names=["Ada", "", "Cleo"])
    assert hot.seat_names() == ["Ada", "Player 2", "Cleo"]
    path = tmp_path / "named.json"
    save_match(hot.match, path, hot.seats)
    _, info = load_save(path, get_game)
    assert [s.name for s in info.seats] == ["Ada", "Player 2", "Cleo"]
    # a save written before bots had names keeps the bot spec in the name: shown as a name anyway
    assert seat_name(Seat("bot", "greedy"), 1) == "Bot 2 — Greedy"
    assert seat_name(Seat("bot", "search:1"), 3) == "Bot 4 — Search"


def _type_name(pilot: Pilot, button: str, name: str) -> None:
    from simulator.view.node import UIEvent
    pilot.press(button)                 # a click opens the name for typing
    for ch in name:
        pilot.app.post(UIEvent("text", text=ch))
    pilot.app.post(UIEvent("key", key=pygame.K_RETURN))
    pilot.frames(1)


def test_new_game_names_the_people_as_they_type_them():
    pilot = Pilot(size=(1280, 720))
    pilot.app.show_menu()
    pilot.frames(1)
    pilot.press("New game")
    assert pilot.button("You")          # the one person versus bots is "You" by default
    pilot.press("Hot-seat")
    _type_name(pilot, "Player 1", "Ada")
    assert pilot.scene.people()[0] == "Ada"
    _type_name(pilot, "Player 2", "Ben")
    assert pilot.scene.people()[1] == "Ben"
    pilot.shot("new-game-names-1280x720")
    pilot.press("Start")
    pilot.frames(2)
    session = pilot.scene.session
    assert [s.name for s in session.seats] == ["Ada", "Ben"]
    assert pilot.scene.view.panels[0].title.startswith("Ada")


# -- the table ----------------------------------------------------------------------------------
def test_names_are_used_by_panels_banner_and_log_and_the_thinking_bot_says_so():
    pilot = Pilot(size=(1280, 720))
    session = build_session("krieg", 2, "bot", "normal", 7, worker=pilot.app.bot_worker, autosave=False)
    _play(session, 40, until_seat=1, turn=True)
    assert session.match.decision().seat == 1
    scene = _open(pilot, session)
    view = scene.view
    assert [view.panels[s].title for s in (0, 1)] == ["You", "Bot 2 — Normal"]
    assert view.banner.text.startswith("Bot 2 — Normal is thinking")
    assert view.panels[1].status == "thinking…" and view.panels[0].status == ""
    assert view.panels[1].active and not view.panels[0].active
    log = [text for text, _ in view.log.entries()]
    assert log and not any(PLAYER_N.search(line) for line in log), log
    assert any(line.startswith("Bot 2 — Normal ") for line in log)
    pilot.shot("seat-names-bot-thinking-1280x720")


def test_hot_seat_banner_greets_the_player_by_name_and_the_game_over_panel_names_the_winner():
    pilot = Pilot(size=(1280, 720))
    session = build_session("krieg", 2, "hotseat", "normal", 3, worker=pilot.app.bot_worker, autosave=False,
                            names=["Ada", "Ben"])
    _play(session, 40, until_seat=1, turn=True)
    scene = _open(pilot, session)
    scene.cover = None              # the hand-over cover is not what this test looks at
    scene.refresh(instant=True)
    seat = session.deciding_seat()
    assert seat == 1
    who = ["Ada", "Ben"][seat]
    assert scene.view.banner.text.startswith(f"Your turn, {who}")
    assert scene.view.panels[seat].active and not scene.view.panels[1 - seat].active
    _play(session, 2000, seed=6)      # a seed where someone wins (Ada)
    assert session.match.is_over
    scene.refresh(instant=True)
    result = session.match.result()
    winner = ["Ada", "Ben"][result.winners[0]]
    titles = _texts(scene.game_over)
    assert titles[0].startswith(f"{winner} wins"), titles
    assert not any(PLAYER_N.search(t) for t in titles), titles
    assert scene.view.banner.text.startswith(f"{winner} wins")
    assert not any(PLAYER_N.search(text) for text, _ in scene.view.log.entries())
    pilot.shot("seat-names-game-over-1280x720")


def test_announcements_and_refusals_use_the_names():
    pilot = Pilot(size=(1280, 720))
    session = build_session("krieg", 2, "hotseat", "normal", 3, worker=pilot.app.bot_worker, autosave=False,
                            names=["Ada", "Ben"])
    scene = _open(pilot, session)
    seat = session.deciding_seat()
    toast = scene.view.refuse("It is Player 2's turn", "Krieg rules, Gameplay", (600, 400), None, seat)
    assert "It is Ben's turn" in toast.text and "Player" not in toast.text
    before = len(scene.view.overlay.children)
    scene._announce([Event("round_won", "Round 1: Player 1 wins (30 - 20)", 0)])
    toasts = scene.view.overlay.children[before:]
    assert [t.text for t in toasts] == ["Round 1: Ada wins (30 - 20)"]


# -- panels: highlight, headline, team totals, fitting ------------------------------------------------
def _krieg_teams(pilot: Pilot) -> GameSession:
    session = build_session("krieg", 4, "bot", "normal", 11, teams=True, worker=pilot.app.bot_worker,
                            autosave=False)
    _play(session, 16, seed=3, until_seat=None)
    return session


def test_team_totals_sum_the_teams_seat_totals():
    lines = {0: ["Team A", "Total 5"], 1: ["Team B", "Total 7"], 2: ["Team A", "Total 11"], 3: ["Team B", "Total 0"]}
    out = with_team_totals(lines)
    assert out[0][0] == "Team A total 16" and out[2][0] == "Team A total 16"
    assert out[1][0] == "Team B total 7" and out[3][0] == "Team B total 7"
    plain = {0: ["Total 5"], 1: ["Total 3"]}
    assert with_team_totals(plain) == plain


def test_a_team_game_shows_team_totals_and_headlines_inside_the_panels_at_720p():
    pilot = Pilot(size=(1280, 720))
    session = _krieg_teams(pilot)
    scene = _open(pilot, session)
    part = scene.obs.part
    totals = part.totals
    view = scene.view
    for s, panel in view.panels.items():
        team = "AB"[s % 2]
        expected = totals[s % 2] + totals[s % 2 + 2]
        assert f"Team {team} total {expected}" in panel.lines, panel.lines
        assert panel.headline.split(" ")[0] == str(totals[s])
    deciding = session.deciding_seat()
    assert [s for s, p in view.panels.items() if p.active] == [deciding]
    pilot.frames(1)
    for s, panel in view.panels.items():        # what a panel shows is inside it
        assert panel.headline in panel.drawn_lines
        r = panel.world_rect()
        assert r.bottom <= 720 and r.right <= 1280
    compact = [p for p in view.panels.values() if p.h < 80]
    assert compact and all(any(line.startswith("Team") for line in p.drawn_lines) for p in compact)
    pilot.shot("seat-panels-krieg-4-teams-1280x720")


def test_eternal_panels_show_health_as_the_headline_at_720p():
    pilot = Pilot(size=(1280, 720))
    session = build_session("eternal", 2, "bot", "normal", 5, worker=pilot.app.bot_worker, autosave=False)
    _play(session, 20, seed=4, until_seat=0)
    scene = _open(pilot, session)
    st = scene.obs.part.state
    for s, panel in scene.view.panels.items():
        assert panel.headline == f"{st.health[s]} ♥"
    assert scene.view.panels[0].title == "You" and scene.view.panels[1].title == "Bot 2 — Normal"
    pilot.frames(1)
    for panel in scene.view.panels.values():
        assert panel.headline in panel.drawn_lines
    pilot.shot("seat-panels-eternal-1280x720")


def test_compact_panel_text_stays_inside_its_border():
    """A short panel (a seat across the top with 3-4 players) fits its lines or leaves them out."""
    pygame.init()
    surface = pygame.Surface((600, 60))
    panel = SeatPanel(pygame.Rect(10, 10, 327, 27), "Bot 3 — Normal", (200, 140, 230))
    panel.lines = ["Team A total 57", "Total 32", "Rounds won 1", "Hand 10: 7 unit, 3 power"]
    panel.headline = "32 · ★"
    panel.status = "thinking…"
    surface.fill((0, 0, 0))
    panel.paint(surface)
    inside = pygame.Rect(10, 10, 327, 27)
    outside = [(x, y) for x in range(600) for y in range(60)
               if not inside.collidepoint(x, y) and surface.get_at((x, y))[:3] != (0, 0, 0)]
    assert not outside, outside[:5]
    assert panel.drawn_lines[0] == "32 · ★" and "Team A total 57" in panel.drawn_lines


# -- replays ---------------------------------------------------------------------------------------------
def test_the_replay_viewer_names_the_seats_as_the_game_did():
    pilot = Pilot(size=(1280, 720))
    session = build_session("krieg", 2, "bot", "greedy", 9, worker=pilot.app.bot_worker, autosave=False)
    _play(session, 30, seed=1)
    old_style = [Seat("human", "Ada"), Seat("bot", "random")]     # a save from before bots had names
    replay = ReplayScene(pilot.app, session.match.game, session.match.setup, list(session.match.actions), old_style)
    pilot.app.switch(replay)
    replay.seek(replay.cursor.length)
    pilot.frames(2)
    assert [replay.view.panels[s].title for s in (0, 1)] == ["Ada", "Bot 2 — Random"]
    assert not any(PLAYER_N.search(text) for text, _ in replay.view.log.entries())
    assert not PLAYER_N.search(replay.view.banner.text)
    pilot.shot("seat-names-replay-1280x720")
