"""The Eternal table description on real positions, without pygame: where plays, attacks
and blocks may be dropped, what a refused drop meant, what the scene shows and hides, the
badges on units and the one end-turn button's label."""
from simulator.core.actions import Action
from simulator.core.table import Shown, drop_matches
from simulator.games.eternal.table import EternalTable
from simulator.games.registry import get_game

from .helpers import IDX, P1, attack, block, find, play, table

SPEC = get_game("eternal")


def shown(m, seat):
    """A table that has shown `seat`'s observation of the match."""
    t = SPEC.table()
    assert isinstance(t, EternalTable)
    return t, t.scene(m.observation(seat))


def test_a_unit_is_played_anywhere_on_the_board():
    m = table(hands={0: ["argenport_soldier"]})
    t, _ = shown(m, 0)
    soldier = find(m, "argenport_soldier", 0, "hands")
    play_ = Action("play", 0, soldier)
    assert play_ in m.legal_actions()
    assert t.drop_places(play_) == ["board"] and t.offer(play_) == "drag"
    assert drop_matches(t, [play_], ["board"]) == [play_]


def test_a_targeted_spell_is_dropped_on_its_target():
    m = table(hands={0: ["torch"]}, boards={1: ["argenport_soldier"]})
    t, _ = shown(m, 0)
    torch = find(m, "torch", 0, "hands")
    soldier = find(m, "argenport_soldier", 1)
    plays = [a for a in m.legal_actions() if a.kind == "play" and a.card == torch]
    on_soldier, on_player = Action("play", 0, torch, soldier), Action("play", 0, torch, P1)
    assert on_soldier in plays and on_player in plays
    assert t.drop_places(on_soldier) == [f"card:{soldier}"]
    assert t.drop_places(on_player) == ["player@1"]
    assert drop_matches(t, plays, [f"card:{soldier}", "board"]) == [on_soldier]
    assert drop_matches(t, plays, ["board"]) == []      # a targeted spell never goes "anywhere"


def test_an_attacker_is_dragged_at_the_enemy():
    m = table(boards={0: ["argenport_soldier"], 1: ["jotun_warrior"]})
    t, _ = shown(m, 0)
    soldier = find(m, "argenport_soldier", 0)
    declare = Action("attack", 0, soldier)
    assert declare in m.legal_actions()
    assert t.drop_places(declare) == ["player@1", "board@1", "relics@1", "hand@1"]
    assert t.offer(declare) == "drag"
    assert t.drop_places(Action("attack", 0, soldier, 77)) == ["card:77"]   # a direct attack on a card


def test_a_blocker_is_dropped_on_the_attacker():
    m = table(boards={0: ["argenport_soldier"], 1: ["jotun_warrior"]})
    soldier, jotun = find(m, "argenport_soldier", 0), find(m, "jotun_warrior", 1)
    attack(m, 0, soldier)
    assert m.state.phase == "block"
    t, sc = shown(m, 1)
    blocks = [a for a in m.legal_actions() if a.kind == "block" and a.card is not None]
    assert blocks == [Action("block", 1, jotun, soldier)]
    assert t.drop_places(blocks[0]) == [f"card:{soldier}"] and t.offer(blocks[0]) == "drag"
    assert sc.marks.get(soldier) == "attacker" and (soldier, "player@1") in sc.arrows
    assert t.end_turn_label(Action("block", 1, choice="done")) == "Done blocking"


def test_a_refused_drop_is_explained_with_its_rule():
    m = table(hands={0: ["torch"]}, boards={1: ["argenport_soldier"]}, power=(0, 10))
    t, _ = shown(m, 0)
    torch = find(m, "torch", 0, "hands")
    soldier = find(m, "argenport_soldier", 1)
    meant = t.guess(0, torch, [f"card:{soldier}"])
    assert meant == Action("play", 0, torch, soldier)
    why = m.check(meant)
    assert why is not None and "costs 1 power, you have 0" in why.reason and "1.3" in why.rule
    assert t.guess(0, torch, ["player@1"]) == Action("play", 0, torch, P1)


def test_a_refused_attack_is_explained_with_its_rule():
    m = table(boards={0: ["argenport_soldier"]}, new=())
    soldier = find(m, "argenport_soldier", 0)
    m.state.info[soldier].entered = m.state.turn_no     # it arrived this turn
    t, _ = shown(m, 0)
    meant = t.guess(0, soldier, ["player@1"])
    assert meant == Action("attack", 0, soldier)
    why = m.check(meant)
    assert why is not None and why.reason and why.rule


def test_the_scene_hides_the_enemy_hand_and_both_decks():
    m = SPEC.new_match(3)
    t, sc = shown(m, 0)
    mine, theirs = sc.zones["hand@0"], sc.zones["hand@1"]
    assert [s.card for s in mine] == m.state.hands[0] and all(s.face_up for s in mine)
    assert len(theirs) == len(m.state.hands[1]) and not any(s.face_up for s in theirs)
    assert all(s.card < 0 for s in theirs) and not {s.card for s in theirs} & set(m.state.hands[1])
    for seat in (0, 1):
        assert not any(s.face_up or s.card >= 0 for s in sc.zones[f"deck@{seat}"])
        assert sc.counts[f"deck@{seat}"] == len(m.state.decks[seat])
    assert t.card_name(m.state.hands[0][0]) == SPEC.rules.card_name(m.state, m.state.hands[0][0])
    assert t.card_name(m.state.hands[1][0]) == "?"      # the table cannot name a hidden card
    assert sc.seat_lines[1][3] == f"Hand {len(m.state.hands[1])} · Deck {len(m.state.decks[1])}"


def test_the_replay_view_shows_every_hand():
    m = SPEC.new_match(3)
    _, sc = shown(m, None)
    assert [s.card for s in sc.zones["hand@1"]] == m.state.hands[1] and all(s.face_up for s in sc.zones["hand@1"])


def test_unit_badges_show_attack_and_health_left():
    m = table(hands={0: ["torch"]}, boards={0: ["argenport_soldier"], 1: ["jotun_warrior"]})
    soldier, jotun = find(m, "argenport_soldier", 0), find(m, "jotun_warrior", 1)
    _, sc = shown(m, 1)
    assert sc.card_badges[soldier].text == "3/2" and sc.card_badges[soldier].role == "accent"
    play(m, 0, "torch", jotun)   # nothing to answer with: it resolves at once
    dmg = m.state.info[jotun].dmg
    assert not m.state.stack and dmg > 0
    _, sc = shown(m, 1)
    card = SPEC.rules.cards[m.state.kinds[jotun]]
    assert sc.card_badges[jotun].text == f"{card.attack}/{card.health - dmg}" and sc.card_badges[jotun].role == "bad"


def test_the_end_turn_button_says_what_passing_does():
    m = table(hands={0: ["torch"], 1: ["finest_hour"]}, boards={1: ["argenport_soldier"]})
    t, _ = shown(m, 0)
    assert t.end_turn_label(Action("pass", 0)) == "End turn"
    assert t.offer(Action("pass", 0)) == "end_turn"
    assert t.end_turn_label(Action("attack", 0, choice="player")) == "Attack!"
    assert t.end_turn_label(Action("play", 0, 1)) is None
    play(m, 0, "torch", P1)
    assert m.state.stack and m.decision().seat == 1
    t, sc = shown(m, 1)
    assert t.end_turn_label(Action("pass", 1)) == "Let it resolve"
    assert len(sc.zones["stack_big"]) == 1 and sc.arrows[-1][1] == "player@1"


def test_a_pass_in_a_response_window_is_a_plain_pass():
    m = table(hands={0: ["finest_hour"], 1: ["finest_hour"]}, boards={0: ["argenport_soldier"], 1: ["jotun_warrior"]})
    attack(m, 0, find(m, "argenport_soldier", 0))
    block(m, 1)
    assert m.state.phase == "prefight" and m.decision().seat == 0
    t, _ = shown(m, 0)
    assert t.end_turn_label(Action("pass", 0)) == "Pass"


# -- the board reads like a card game (issue 12, item 5) -------------------------------------------
def test_the_stack_is_shown_large_on_the_board_only_while_something_is_on_it():
    m = table(hands={0: ["torch"], 1: ["finest_hour"]}, boards={1: ["jotun_warrior"]})
    jotun = find(m, "jotun_warrior", 1)
    _, sc = shown(m, 0)
    assert "stack_big" not in sc.zones and sc.zones["stack"] == []
    assert "stack_big" in sc.hidden_zones and "stack" not in sc.hidden_zones
    play(m, 0, "torch", jotun)
    assert m.state.stack
    _, sc = shown(m, 1)
    torch = m.state.stack[-1]["card"]
    assert [s.card for s in sc.zones["stack_big"]] == [torch] and "stack" not in sc.zones
    assert "stack" in sc.hidden_zones and "stack_big" not in sc.hidden_zones
    assert (torch, f"card:{jotun}") in sc.arrows


def test_attackers_and_blockers_are_marked_by_their_role_not_as_picked():
    m = table(boards={0: ["argenport_soldier", "oni_ronin"], 1: ["jotun_warrior", "argenport_soldier"]})
    soldier, ronin, jotun = find(m, "argenport_soldier", 0), find(m, "oni_ronin", 0), find(m, "jotun_warrior", 1)
    attack(m, 0, soldier, ronin)
    m.apply(Action("block", 1, jotun, soldier))
    assert m.state.phase == "block"           # the other unit may still block
    _, sc = shown(m, 1)
    assert sc.marks == {soldier: "attacker", ronin: "attacker", jotun: "blocker"}
    assert not sc.marked                    # the plain "picked" outline stays for picks
    assert (jotun, f"card:{soldier}") in sc.arrows and (ronin, "player@1") in sc.arrows
    assert (soldier, "player@1") not in sc.arrows        # a blocked attacker points at its blocker's fight


def test_empty_markets_and_relic_rows_are_hidden_and_filled_ones_shown():
    m = table(markets={0: ["torch"]}, relics={1: ["moondial"]})
    _, sc = shown(m, 0)
    assert "market@0" not in sc.hidden_zones and "market@1" in sc.hidden_zones
    assert "relics@0" in sc.hidden_zones and "relics@1" not in sc.hidden_zones
    assert [s.card for s in sc.zones["relics@1"]] == m.state.relics[1]


def test_a_scouted_top_card_is_shown_face_up_on_its_owners_deck_only():
    m = table(hands={0: ["trailblaze"]}, decks={0: ["argenport_soldier", "oni_ronin"]})
    top = m.state.decks[0][-1]
    t, sc = shown(m, 0)
    assert not any(s.face_up for s in sc.zones["deck@0"])
    play(m, 0, "trailblaze")
    assert m.state.choice is not None and m.state.choice.get("peek")
    t, sc = shown(m, 0)
    assert sc.zones["deck@0"][-1] == Shown(top, True, "eternal")
    assert t.face(top).title == t.face_of_kind(IDX["argenport_soldier"]).title
    assert sum(s.face_up for s in sc.zones["deck@0"]) == 1
    _, theirs = shown(m, 1)
    assert not any(s.face_up or s.card >= 0 for s in theirs.zones["deck@0"])


def test_a_warp_card_on_top_is_shown_to_its_owner():
    m = table(decks={0: ["blinkwolf", "argenport_soldier"]}, deck_filler=2)
    wolf = m.state.decks[0][-1]
    _, sc = shown(m, 0)
    assert sc.zones["deck@0"][-1] == Shown(wolf, True, "eternal")
    _, theirs = shown(m, 1)
    assert not any(s.face_up for s in theirs.zones["deck@0"])
