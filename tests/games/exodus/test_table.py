"""ExodusTable without pygame: card faces (the side that is up, strength in the corner while a
creature is in play), piles with their energy fanned behind, pile and frozen notes, where a
drag is dropped for each kind of action, the stack's arrows and words, an attack marked, and
the 2v2 layout with one field per team in which each player's piles stay separate.

"004" is ../shared/rules/004_b4262328bed7ba97.txt, cited by section; the basic turn is
DESIGN.md's "Where the rules are silent"."""
from __future__ import annotations

import json
from importlib import resources

import pytest

from simulator.core.actions import Action
from simulator.core.table import drop_matches
from simulator.games.exodus import GAME
from simulator.games.exodus.cards import by_id, card_table
from simulator.games.exodus.table import ENERGY, FROST, FROZEN_BACK, ExodusTable

from .helpers import RULES, Table

LAYOUT = json.loads(resources.files("simulator.scenes").joinpath("exodus.json").read_text(encoding="utf-8"))


def _shown(t: Table, seat: int = 0):
    table = GAME.table()
    assert isinstance(table, ExodusTable)
    return table, table.scene(RULES.observation(t.st, seat))


def _laid_out(key: str, seats: int, viewer: int) -> bool:
    if key == "board":
        return True
    if "@" not in key:
        return key in LAYOUT["common"]
    name, seat = key.split("@")
    return name in LAYOUT["sides"][str(seats)][(int(seat) - viewer) % seats]


def _kind(card_id: str) -> int:
    return by_id()[card_id].index


# -- faces ------------------------------------------------------------------------------------
def test_every_card_has_a_face_with_its_type_creature_types_and_rarity_stars():
    table = ExodusTable()
    faces = table.pool_faces()
    assert len(faces) == len(card_table())
    whelp = table.face_of_kind(_kind("portalback_dragon"))
    assert whelp.kind.startswith("Creature") and "Dragon" in whelp.kind and whelp.kind.endswith("\u2605\u2605")
    assert whelp.corner == "" and whelp.back == "main"          # no strength off the field
    energy = table.face_of_kind(_kind("energy"))
    assert energy.kind == "Energy" and energy.back == "energy"
    vortex = table.face_of_kind(_kind("vortex"))                # "Pay 1 energy": the cost top-left
    assert vortex.cost == "1" and vortex.kind.startswith("Symmetry")
    assert all(f.game == "exodus" and f.card_id and f.art for f in faces)


def test_a_creature_in_play_shows_its_strength_in_the_corner():
    """Basic turn: a creature's strength is its number of unfrozen energy."""
    t = Table()
    c = t.creature(0, "halo_sentinel", 3)
    table, _ = _shown(t)
    assert table.face(c).corner == "3"
    t.st.frozen[t.st.piles[0][0][1]] = 9
    table, _ = _shown(t)
    assert table.face(c).corner == "2"


def test_a_flipped_double_sided_card_shows_its_other_side():
    """004 Anathema / Harmony Rares: a double-sided card shows the side that is up."""
    t = Table()
    pile = t.pile(0, 2, "anathema")
    t.st.flipped.add(pile[0])
    table, _ = _shown(t)
    assert table.face(pile[0]).title == by_id()["anathema_creature"].name


def test_an_afterthought_shows_its_afterthought_text():
    """004 Set 5: a Chrono that leaves play becomes an Afterthought."""
    chrono = next(c for c in card_table() if c.chrono and c.afterthought_text)
    t = Table()
    a = t.card(0, chrono.id, "afters")
    table, sc = _shown(t)
    face = table.face(a)
    assert face.kind.startswith("Afterthought") and face.text == chrono.afterthought_text
    assert [s.card for s in sc.zones["afters@0"]] == [a] and "afters@0" not in sc.hidden_zones


def test_hidden_cards_are_backs_and_the_viewer_sees_a_teammates_hand():
    """004 Team Battles: teammates may look at each other's hands."""
    t = Table(seats=4, mode="teams")
    for s in range(4):
        t.card(s, "cataclysm")
    _, sc = _shown(t, 0)
    assert sc.zones["hand@2"][0].face_up and not sc.zones["hand@1"][0].face_up
    assert all(not s.face_up for s in sc.zones["main@0"])
    assert sc.counts["main@0"] == 10 and sc.counts["edeck@1"] == 10


# -- piles, notes and frozen cards ------------------------------------------------------------
def test_a_pile_is_its_creature_with_the_energy_fanned_behind_and_a_count():
    t = Table()
    pile = t.pile(0, 3, "halo_sentinel")
    table, sc = _shown(t)
    c = pile[0]
    assert [s.card for s in sc.zones["board@0"]] == [c]
    assert sorted(a.card for a in sc.attachments[c]) == sorted(pile[1:])
    assert sc.card_badges[c].text == f"3{ENERGY}" and sc.card_badges[c].role == "info"
    assert LAYOUT["sides"]["2"][0]["board"]["peek"] > 0     # the layout leaves room for the fan


def test_a_blank_pile_shows_one_energy_in_front():
    t = Table()
    pile = t.pile(0, 2)
    _, sc = _shown(t)
    front = sc.zones["board@0"][0]
    assert front.face_up and front.card in pile[1:]
    assert sorted([a.card for a in sc.attachments[front.card]] + [front.card]) == pile[1:]
    assert sc.card_badges[front.card].text == f"2{ENERGY}"


def test_frozen_energy_lies_face_down_furthest_from_the_creature_and_is_counted():
    """004 Freeze: "When a card is frozen, it is flipped face-down on the field"; frozen
    energy does not count as damage dealt."""
    t = Table()
    pile = t.pile(0, 3, "halo_sentinel")
    t.st.frozen[pile[1]] = 8
    table, sc = _shown(t)
    fan = sc.attachments[pile[0]]
    assert fan[-1].card == pile[1] and not fan[-1].face_up and fan[-1].back == FROZEN_BACK
    assert all(a.face_up for a in fan[:-1])
    assert sc.card_badges[pile[0]].text == f"3{ENERGY} 1{FROST}"
    assert table.explain(pile[0])[0] == "3 energy, 1 frozen \u2192 strength 2"
    assert any("thaws at the end of turn 8" in line for line in table.explain(pile[0]))


def test_a_frozen_creature_is_marked_and_says_when_it_thaws():
    """004 Freeze: a frozen card unfreezes at the end of its owner's next turn, as the End
    Phase is entered; frozen creatures cannot attack."""
    t = Table(turn_no=5, turn=0)
    c = t.creature(1, "halo_sentinel", 2)
    t.st.frozen[c] = 6                         # turn 6 is seat 1's
    table, sc = _shown(t)
    assert sc.marks[c] == "frozen" and c in sc.dimmed
    assert sc.card_badges[c].text == f"{FROST} thaws T6"
    lines = table.explain(c)
    assert "Frozen: cannot attack; thaws at the end of turn 6 (Player 2's End Phase)" in lines


def test_a_frozen_symmetry_in_play_is_marked_with_its_thaw_turn():
    """004 Freeze: frozen symmetries are inactive until they unfreeze."""
    t = Table()
    s = t.card(0, "vortex", "syms")
    t.st.frozen[s] = 7
    table, sc = _shown(t)
    assert sc.marks[s] == "frozen" and sc.card_badges[s].text == f"{FROST} T7"
    assert "A frozen symmetry does nothing until it thaws" in table.explain(s)


# -- drops ------------------------------------------------------------------------------------
def test_energy_is_dropped_on_any_card_of_a_blank_pile_or_anywhere_for_a_new_pile():
    """Basic turn: up to 3 energy onto piles of at most 3."""
    t = Table(phase="energy")
    pile = t.pile(0, 2)
    e = t.card(0, "energy")
    table, _ = _shown(t)
    plays = [a for a in t.legal() if a.card == e]
    onto = Action("energy", 0, e, pile[1])
    new = Action("energy", 0, e, choice="new")
    assert onto in plays and new in plays
    assert set(table.drop_places(onto)) == {f"card:{c}" for c in pile[1:]}
    assert table.drop_places(new) == ["board"]
    for c in pile[1:]:
        assert drop_matches(table, plays, [f"card:{c}", "board@0", "board"]) == [onto]
    assert drop_matches(table, plays, ["board@0", "board"]) == [new]
    assert all(table.offer(a) == "drag" for a in plays)


def test_a_creature_is_summoned_by_dropping_it_on_a_blank_pile_and_a_refusal_says_why():
    """Basic turn: summon onto blank piles with no frozen energy (004 Freeze)."""
    t = Table(phase="creature")
    ok = t.pile(0, 2)
    cold = t.pile(0, 1)
    t.st.frozen[cold[1]] = 8
    whelp = t.card(0, "emberscale_whelp")
    table, _ = _shown(t)
    plays = [a for a in t.legal() if a.card == whelp]
    assert drop_matches(table, plays, [f"card:{ok[2]}", "board"]) == [Action("summon", 0, whelp, ok[1])]
    assert drop_matches(table, plays, [f"card:{cold[1]}", "board"]) == []
    guess = table.guess(0, whelp, [f"card:{cold[1]}", "board@0", "board"])
    assert guess == Action("summon", 0, whelp, cold[1])
    assert "frozen energy" in t.refused("summon", 0, whelp, cold[1])


def test_attacks_are_dropped_on_a_creature_or_on_a_side_without_creatures():
    """Basic turn: a creature attacks an opposing creature, or Life Points when that side has
    no creatures."""
    t = Table(phase="attack")
    a = t.creature(0, "halo_sentinel", 2)
    d = t.creature(1, "emberscale_whelp", 1)
    table, _ = _shown(t)
    hit = Action("attack", 0, a, d)
    assert hit in t.legal() and table.drop_places(hit) == [f"card:{d}"]
    t2 = Table(phase="attack")
    a2 = t2.creature(0, "halo_sentinel", 2)
    t2.pile(1, 2)
    table2, _ = _shown(t2)
    direct = Action("attack", 0, a2, choice=1)
    assert direct in t2.legal()
    assert {"info@1", "board@1"} <= set(table2.drop_places(direct))
    assert drop_matches(table2, [direct], ["board@1", "board"]) == [direct]
    assert table2.guess(0, a2, ["info@1"]) == direct


def test_symmetries_drop_on_their_target_a_players_panel_or_the_board():
    t = Table(phase="creature")
    c = t.creature(1, "halo_sentinel", 2)
    uns = t.card(0, "unsummon")
    crags = t.card(0, "forest_of_crags")
    t.pile(0, 1)
    table, _ = _shown(t)
    assert table.drop_places(Action("play", 0, uns, c)) == [f"card:{c}"]
    assert table.drop_places(Action("play", 0, crags)) == ["board"]
    assert table.drop_places(Action("play", 0, uns, -2)) == ["info@1"]       # a player as -(seat+1)


def test_the_draw_phase_split_is_a_button_on_the_table_and_the_big_button_names_the_phase():
    t = Table(phase="draw")
    t.card(0, "energy")
    table, _ = _shown(t)
    draws = [a for a in t.legal() if a.kind == "draw"]
    assert len(draws) == 4
    for a in draws:
        assert table.offer(a) == "click" and table.drop_places(a) == [f"draw{a.choice}"]
        assert LAYOUT["common"][f"draw{a.choice}"]["style"] == "button"
    for phase, label in (("energy", "End Energy Phase"), ("attack", "End Attack Phase"), ("end", "End turn")):
        t.st.phase = phase
        table, _ = _shown(t)
        assert table.end_turn_label(Action("end_phase", 0)) == label
    assert table.end_turn_label(Action("pass", 1)) == "Pass"


# -- the stack and the attack -----------------------------------------------------------------
def test_the_stack_shows_who_played_what_with_arrows_to_the_targets():
    """004 Playback Rule: the card on top of the stack happens first."""
    t = Table(phase="creature")
    snag = t.creature(0, "halo_sentinel", 2)
    energy = t.st.piles[0][0][1]
    energize = t.card(0, "energize")
    t.card(0, "forest_of_crags")          # something to answer with: the round waits for Player 1
    cat = t.card(1, "cataclysm")
    t.card(1, "energy")
    t.do("play", 0, energize, snag)
    t.pass_until(1)
    t.do("play", 1, cat, energy)
    table, sc = _shown(t)
    stack = sc.zones["stack"]
    assert [s.card for s in stack] == [energize, cat]          # the top on the right
    assert (energize, f"card:{snag}") in sc.arrows and (cat, f"card:{energy}") in sc.arrows
    words = [b.text for b in sc.zone_badges["stack_info"]]
    assert words[0] == "Cataclysm \u00b7 Player 2"
    assert words[1] == "\u2192 an energy under Halo Sentinel"
    assert words[2] == "Energize \u00b7 Player 1 \u2192 Halo Sentinel"


def test_an_item_aimed_at_a_player_points_at_their_panel():
    t = Table(phase="creature")
    table = ExodusTable()
    t.st.stack.append({"kind": "ability", "seat": 0, "src": t.creature(0, "halo_sentinel", 1), "i": 0,
                       "aft": False, "on": "", "t": [-2], "card": -1, "env": {}})
    sc = table.scene(RULES.observation(t.st, 0))
    pseudo = sc.zones["stack"][0]
    assert pseudo.card < 0 and pseudo.face_of == t.st.stack[0]["src"]
    assert (pseudo.card, "info@1") in sc.arrows


def test_an_attack_marks_the_attacker_and_its_target_with_an_arrow():
    t = Table(phase="attack")
    a = t.creature(0, "riveted_colossus", 3)
    d = t.creature(1, "halo_sentinel", 2)
    t.card(1, "reversion")
    t.do("attack", 0, a, d)
    _, sc = _shown(t, 1)
    assert sc.marks[a] == "attacker" and sc.marks[d] == "blocker"
    assert (a, f"card:{d}") in sc.arrows
    assert "Riveted Colossus (3) attacks Halo Sentinel" in sc.notice


# -- seats, teams and layouts -----------------------------------------------------------------
def test_life_points_head_each_panel_and_a_team_shares_one_total():
    """004 Team Battles: teammates share 10 Life Points and their field."""
    t = Table(seats=4, mode="teams")
    t.st.life = [7, 4]
    _, sc = _shown(t)
    assert sc.headline == {0: "7 \u2665", 1: "4 \u2665", 2: "7 \u2665", 3: "4 \u2665"}
    assert any(line.startswith("Team A") for line in sc.seat_lines[0])


def test_in_2v2_each_team_has_one_field_with_each_players_piles_kept_separate():
    """004 Team Battles: "Teammates share a field, following the rule: always keep your cards
    separate whenever possible"."""
    t = Table(seats=4, mode="teams")
    piles = {s: t.creature(s, "halo_sentinel", 1) for s in range(4)}
    table, sc = _shown(t)
    for s in range(4):
        assert [x.card for x in sc.zones[f"board@{s}"]] == [piles[s]]
    assert not any(k.startswith("team@") for k in sc.hidden_zones)
    # seats 1+3 and 2+4 are teams, so a teammate always sits two places on (layout side 2):
    # my team's box holds my field and my teammate's, the other box the opponents' two fields
    four = LAYOUT["sides"]["4"]
    assert four[0]["team"]["style"] == four[1]["team"]["style"] == "box"
    assert _inside(four[0]["board"], four[0]["team"]) and _inside(four[2]["board"], four[0]["team"])
    assert _inside(four[1]["board"], four[1]["team"]) and _inside(four[3]["board"], four[1]["team"])
    assert all(t.st.team[(viewer + 2) % 4] == t.st.team[viewer] for viewer in range(4))
    t.st.piles[1].clear()
    t.st.piles[3].clear()
    t.st.phase = "attack"
    table, _ = _shown(t)
    direct = next(a for a in t.legal() if a.kind == "attack" and a.choice is not None)
    assert {"info@1", "info@3", "board@1", "board@3"} <= set(table.drop_places(direct))
    _, ffa = _shown(Table(seats=4, mode="ffa"))
    assert all(f"team@{s}" in ffa.hidden_zones for s in range(4))


def _inside(zone: dict, box: dict) -> bool:
    x, y, w, h = zone["rect"]
    bx, by, bw, bh = box["rect"]
    return bx <= x and by <= y and x + w <= bx + bw and y + h <= by + bh


@pytest.mark.parametrize("seats,mode", [(2, "duel"), (3, "ffa"), (4, "ffa"), (4, "teams")])
def test_every_zone_the_scene_uses_is_laid_out_for_every_seat_count(seats, mode):
    t = Table(seats=seats, mode=mode)
    for s in range(seats):
        t.creature(s, "halo_sentinel", 2)
        t.card(s, "vortex", "syms")
        t.card(s, "energy", "beneath")
    for viewer in range(seats):
        _, sc = _shown(t, viewer)
        keys = set(sc.zones) | set(sc.zone_badges) | set(sc.counts)
        missing = [k for k in keys if not _laid_out(k, seats, viewer)]
        assert not missing, missing


def test_a_turn_start_marks_the_replay_timeline():
    t = Table()
    table, sc = _shown(t)
    from simulator.core.events import Event
    assert table.timeline_mark(Event("turn", "Turn 7: Player 2", 1)) == "Turn 7"
    assert [b.text for b in sc.zone_badges["turn"]] == ["Turn 5 \u00b7 Player 1's turn"]
    assert sc.zone_badges["phase2"][0].text.endswith("Creature") and sc.zone_badges["phase2"][0].role == "accent"


def test_the_turn_players_own_phase_windows_count_as_their_own_play() -> None:
    """Auto-pass (view/session/priority.py) may pass the rounds that open or close a phase of
    your own turn (you may play the same symmetries in the phase); another player's are asked."""
    t = Table(phase="end", turn=1)
    t.card(0, "forest_of_crags")
    t.card(1, "forest_of_crags")
    t.do("end_phase", 1)
    t.do("pass", 0)                             # the end of Player 2's End Phase: theirs, asked
    d = RULES.decision(t.st)
    assert d is not None and d.seat == 0 and "start of the Draw Phase" in d.prompt
    assert GAME.table().own_response(RULES.observation(t.st, 0))
    t.do("pass", 0)
    d = RULES.decision(t.st)
    assert d is not None and d.seat == 1 and not GAME.table().own_response(RULES.observation(t.st, 1))


def test_energy_dropped_on_an_unfrozen_creature_goes_under_it_and_a_frozen_one_says_why():
    """DESIGN basic turn (issue 30): energy from hand may go under your unfrozen creatures; a
    drop on a frozen one springs back with 004 Freeze's words."""
    t = Table(phase="energy")
    warm = t.pile(0, 3, "emberscale_whelp")
    cold = t.pile(0, 1, "dawnwing_acolyte")
    t.st.frozen[cold[0]] = 9
    e = t.card(0, "energy")
    table, _ = _shown(t)
    plays = [a for a in t.legal() if a.card == e]
    assert drop_matches(table, plays, [f"card:{warm[0]}", "board@0", "board"]) == [Action("energy", 0, e, warm[1])]
    assert drop_matches(table, plays, [f"card:{cold[0]}"]) == []
    guess = table.guess(0, e, [f"card:{cold[0]}", "board@0", "board"])
    assert guess == Action("energy", 0, e, cold[1])
    assert "frozen creature gains energy only by card effects" in t.refused("energy", 0, e, cold[1])
