"""Response windows as DESIGN's basic turn now fixes them (issue 30): every phase opens a
window at its start and one at its end, in which each player, in turn order from the active
player, may play symmetries and Abilities; nothing is played in the middle of a Draw Phase
(004 Vortex; Playing During the Draw Phase). Kept as named parameters (params.py)."""
from __future__ import annotations

from simulator.core.actions import Action
from simulator.games.exodus.params import PHASES, RULESET

from .helpers import RULES, Table


def _prompt(t: Table) -> str:
    d = RULES.decision(t.st)
    assert d is not None
    return d.prompt


def test_windows_are_named_parameters_of_the_basic_turn() -> None:
    """params.py: every phase opens a window at its start and at its end."""
    assert RULESET.window_at_start == PHASES and RULESET.window_at_end == PHASES


def test_004_vortex_may_be_played_at_the_start_of_the_opponents_draw_phase() -> None:
    """004 Vortex / Playing During the Draw Phase forbid plays only in the middle of a draw:
    B may Vortex at the start of A's Draw Phase, before A draws."""
    t = Table(phase="end", turn=1)
    t.pile(1, 1)
    vortex = t.card(1, "vortex")
    t.do("end_phase", 1)                       # (A has nothing to play at its end)
    assert t.st.turn == 0 and t.st.phase == "draw" and not t.st.memo.get("drew")
    assert RULES.decision(t.st).seat == 1 and "the start of the Draw Phase" in _prompt(t)
    t.do("play", 1, vortex)
    t.settle()
    assert any("Vortex resolves" in x for x in t.said("resolve")) and t.where(vortex) == "grave"
    assert t.st.phase == "draw" and not t.st.memo.get("drew")     # A draws after it


def test_004_vortex_may_be_played_at_the_end_of_the_opponents_draw_phase() -> None:
    """Once all three cards are drawn (at once), the Draw Phase's end opens a window: B may
    Vortex then, and A too, first, having drawn."""
    t = Table(phase="draw", turn=0)
    t.pile(1, 1)
    vortex = t.card(1, "vortex")
    t.card(0, "forest_of_crags")
    hand = len(t.st.hand[0])
    t.do("draw", 0, choice=2)
    assert len(t.st.hand[0]) == hand + 3          # drawn at once: nobody acted in between
    assert RULES.decision(t.st).seat == 0 and "the end of the Draw Phase" in _prompt(t)
    t.do("pass", 0)
    assert RULES.decision(t.st).seat == 1 and Action("play", 1, vortex) in t.legal()


def test_every_phase_opens_a_window_at_its_start_and_its_end_in_turn_order() -> None:
    """Both players hold a free symmetry all turn: the turn player is asked first at each
    phase's start, then the other; at each phase's end (the turn player ending it has passed)
    the other player."""
    t = Table(phase="end", turn=1, turn_no=4)
    for seat in (0, 1):
        t.card(seat, "forest_of_crags")
        t.pile(seat, 1)
    t.do("end_phase", 1)
    t.do("pass", 0)                            # (the end of B's End Phase)
    seen: list[tuple[str, str, int]] = []
    for _ in range(60):
        d = RULES.decision(t.st)
        if t.st.turn != 0 or d is None:
            break
        if d.kind == "respond":
            when = "start" if "start of" in d.prompt else "end"
            seen.append((t.st.phase, when, d.seat))
            t.do("pass", d.seat)
        elif t.st.phase == "draw":
            t.do("draw", 0, choice=3)
        else:
            t.do("end_phase", 0)
    expected = []
    for phase in PHASES:
        expected += [(phase, "start", 0), (phase, "start", 1)]
        expected += [(phase, "end", 0), (phase, "end", 1)] if phase == "draw" else [(phase, "end", 1)]
    assert seen == expected


def test_a_player_with_nothing_to_play_is_not_asked() -> None:
    """Players with nothing they could play are skipped (no cover screen for nothing)."""
    t = Table(phase="creature")
    t.do("end_phase", 0)          # nobody holds anything: the turn runs on to the next Draw Phase
    assert (t.st.turn, t.st.phase) == (1, "draw") and RULES.decision(t.st).kind == "turn"
