"""core/choice.py: a pending choice collects picks until done, full, or out of options."""
from simulator.core.actions import Action
from simulator.core.choice import open_choice, record_pick


def _choice(by="target", most=2, options=(1, 2, 3)):
    return {"by": by, "picks": [], "max": most, "options": list(options)}


def test_a_value_choice_is_answered_by_one_action():
    assert record_pick(_choice(by="value"), Action("choose", 0, choice="left")) == ["left"]


def test_picks_are_collected_until_the_maximum():
    ch = _choice(most=2)
    assert record_pick(ch, Action("choose", 0, target=1)) is None
    assert record_pick(ch, Action("choose", 0, target=3)) == [1, 3]


def test_done_ends_a_choice_early():
    ch = _choice(most=3)
    assert record_pick(ch, Action("choose", 0, target=2)) is None
    assert record_pick(ch, Action("choose", 0, choice="done")) == [2]


def test_a_choice_ends_when_every_option_is_picked():
    ch = _choice(most=5, options=(7,))
    assert record_pick(ch, Action("choose", 0, target=7)) == [7]


def test_the_returned_picks_are_a_copy():
    ch = _choice(most=1)
    picks = record_pick(ch, Action("choose", 0, target=1))
    picks.append(99)
    assert ch["picks"] == [1]


def test_nothing_to_pick_is_answered_at_once():
    assert open_choice(0, "pick", [], 1, 2) == ([], None)


def test_having_to_pick_every_option_is_answered_at_once():
    assert open_choice(0, "pick", [4, 5], 2, 3) == ([4, 5], None)


def test_a_real_choice_is_left_pending_with_its_bounds_capped():
    forced, choice = open_choice(1, "pick", [4, 5, 6], 1, 9, card=3)
    assert forced is None
    assert choice == {"seat": 1, "prompt": "pick", "options": [4, 5, 6], "picks": [], "min": 1, "max": 3,
                      "by": "card", "labels": None, "card": 3}
