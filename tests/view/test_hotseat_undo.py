"""Hot-seat Undo (issue 28, item 4): the person at the table takes back only their own
moves (and what bots replied to them), never another person's; a refused Undo says why."""
from __future__ import annotations

from simulator.core.rng import Rng
from simulator.view.scenes.newgame import build_session


def test_a_person_takes_back_their_own_move_but_never_another_persons() -> None:
    session = build_session("eternal", 2, "hotseat", "greedy", 4, autosave=False)
    rng = Rng(1)
    match = session.match
    refused = allowed = False
    for _ in range(200):
        session.apply(rng.choice(match.legal_actions()))
        steps, last = len(match.actions), match.actions[-1].seat
        if last != session.viewer() and not refused:         # the other person is at the table now
            why = session.undo_refusal()
            assert why is not None and "only your own moves" in why
            assert not session.undo() and len(match.actions) == steps, "another person's move stays"
            refused = True
        elif last == session.viewer() and refused and not allowed:
            assert session.undo_refusal() is None
            assert session.undo() and len(match.actions) < steps, "their own move is taken back"
            allowed = True
        if refused and allowed:
            return
    raise AssertionError("no hand-over between the two people came")


def test_against_bots_undo_takes_back_your_move_and_the_bots_replies() -> None:
    session = build_session("krieg", 2, "bot", "greedy", 4, autosave=False)
    match = session.match
    rng = Rng(2)
    while match.decision().seat != 0 or not match.actions:
        session.apply(rng.choice(match.legal_actions()))
    mine = max(i for i, a in enumerate(match.actions) if a.seat == 0)
    assert session.undo_refusal() is None and session.undo()
    assert len(match.actions) == mine
