"""Every legal action gets a way onto the screen (simulator/view/table/offers.py)."""
from __future__ import annotations

from simulator.core.actions import Action
from simulator.core.table import TableDescription
from simulator.view.table.offers import sort_offers


class _Table(TableDescription):
    def drop_places(self, action: Action) -> list[str]:
        return ["board"]


def test_a_play_of_a_card_not_on_the_table_becomes_a_button():
    offers = sort_offers(_Table(), [Action("play", 0, 7), Action("play", 0, 8)], {7}, str)
    assert list(offers.plays) == [7] and [a for _, a in offers.buttons] == [Action("play", 0, 8)]


def test_a_click_on_a_player_becomes_a_button():
    player = Action("choose", 0, target=-2)
    offers = sort_offers(_Table(), [player, Action("choose", 0, target=4)], {4}, str)
    assert list(offers.clicks) == [4] and [a for _, a in offers.buttons] == [player]


def test_a_second_end_turn_action_becomes_a_button_and_labels_are_told_apart():
    legal = [Action("pass", 0), Action("pass", 0, choice="x"), Action("use", 0, 1, choice=0),
             Action("use", 0, 2, choice=0)]
    offers = sort_offers(_Table(), legal, set(), lambda a: "Use it" if a.kind == "use" else "Pass")
    assert offers.end_turn == legal[0]
    assert [label for label, _ in offers.buttons] == ["Pass", "Use it", "Use it (2)"]


class _PlaceTable(TableDescription):
    """Attacks are clicks on a place: the button zone "attack<realm>" (when laid out)."""

    def is_click(self, action: Action) -> bool:
        return action.kind == "attack" or super().is_click(action)

    def drop_places(self, action: Action) -> list[str]:
        return [f"attack{action.choice}", "board"] if action.kind == "attack" else ["board"]


def test_a_click_on_a_place_is_a_button_on_that_place_when_the_layout_has_one():
    legal = [Action("attack", 0, choice=1), Action("attack", 0, choice=2), Action("attack", 0, choice=3)]
    offers = sort_offers(_PlaceTable(), legal, set(), str, places=["attack1", "attack2"])
    assert offers.places == [("attack1", legal[0]), ("attack2", legal[1])]
    assert [a for _, a in offers.buttons] == [legal[2]]          # no place for it: a button beside the table
    assert sort_offers(_PlaceTable(), legal, set(), str).places == []   # a layout without button places
