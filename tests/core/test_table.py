"""The pygame-free table description (core/table.py): which plays a drop makes, and how a
legal action is offered by default."""
from __future__ import annotations

from simulator.core.actions import Action
from simulator.core.table import TableDescription, drop_matches


class _Rows(TableDescription):
    """A toy table: a play's choice names its row; a play without one goes anywhere."""

    def drop_places(self, action: Action) -> list[str]:
        return [f"row{action.choice}@{action.seat}"] if action.choice is not None else ["board"]


ROW0, ROW1, ANYWHERE = Action("play", 0, 5, choice=0), Action("play", 0, 5, choice=1), Action("play", 0, 5)


def test_a_drop_on_a_plays_own_place_makes_that_play():
    assert drop_matches(_Rows(), [ROW0, ROW1, ANYWHERE], ["row1@0", "board"]) == [ROW1]


def test_a_drop_on_the_board_elsewhere_makes_the_plays_that_go_anywhere():
    assert drop_matches(_Rows(), [ROW0, ROW1, ANYWHERE], ["board"]) == [ANYWHERE]


def test_a_drop_off_the_board_makes_nothing():
    assert drop_matches(_Rows(), [ROW0, ROW1, ANYWHERE], []) == []
    assert drop_matches(_Rows(), [ROW0], ["row0@1"]) == []


def test_default_offers_drag_plays_click_targets_and_one_end_turn_button():
    table = _Rows()
    assert table.offer(ROW0) == "drag"
    assert table.offer(Action("choose", 0, target=3)) == "click"
    assert table.offer(Action("pass", 0)) == "end_turn" and table.end_turn_label(Action("pass", 0)) == "Pass"
    assert table.offer(Action("choose", 0, choice="done")) == "done"
    assert table.offer(Action("choose", 0, choice="melee")) == "button"
