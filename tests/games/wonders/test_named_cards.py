"""Each card the Wonders rules document names, doing what the document says it does (its
printed text as quoted, and every ruling and worked example about it)."""
from __future__ import annotations

import math

from .helpers import R1, R2, R3, R4, Table


def test_strange_mutated_mass_pair_has_infinite_power():
    """001 1 Infinity: a Strange Mutated Mass played adjacent to another with power above zero:
    both Masses have infinite power."""
    t = Table()
    a = t.world(R1, 0, "strange_mutated_mass")
    assert t.power(a) == 1
    b = t.hand(0, "strange_mutated_mass")
    t.play(b, R2)
    assert t.power(a) == math.inf and t.power(b) == math.inf


def test_strange_mutated_masses_at_0_power_stay_finite():
    """001 1 Infinity: the Masses grow endlessly only when one has power greater than zero."""
    t = Table()
    a = t.world(R1, 0, "strange_mutated_mass", minus=1)
    b = t.world(R2, 1, "strange_mutated_mass", minus=1)
    assert t.power(a) == 0 and t.power(b) == 0
    c = t.world(R4, 0, "strange_mutated_mass")
    assert t.power(c) == 1                 # not adjacent to another Mass


def test_two_infinite_wonders_tie_one_infinite_wonder():
    """001 1 Infinity: two Wonders with infinite power versus one with infinite power tie."""
    t = Table()
    t.world(R1, 0, "strange_mutated_mass")
    t.world(R2, 0, "strange_mutated_mass")
    t.world(R2, 0, "stoneguard_sentinel")
    t.world(R2, 1, "strange_mutated_mass")
    t.world(R3, 1, "strange_mutated_mass")
    t.act("attack", choice=R2)
    assert any("\u221e against \u221e, a tie" in x for x in t.texts()) and t.st.stones[R2] == [-1]


def test_path_of_light_on_round_7_unmakes_formless_stones_at_the_victory_check():
    """001 4 End of Round: Path of Light ("This round, nullify all items and lands") played on
    round 7: Formless Stones stays nullified during the check for victory and is not a stone."""
    t = Table(round=7)
    t.world(R1, 1, "formless_stones")
    t.st.stones[R2] = [0]
    assert t.stones(1) == 1
    path = t.hand(0, "path_of_light")
    t.play(path)
    assert t.stones(1) == 0
    t.passes(1)
    t.passes(0)
    assert t.is_over() and t.st.winners == [0]


def test_formless_stones_is_a_stone_when_not_nullified():
    """001 4 End of Round (Path of Light ruling): Formless Stones is a stone through its text."""
    t = Table(round=7)
    t.world(R1, 1, "formless_stones")
    t.st.stones[R2] = [0]
    t.passes()
    t.passes()
    assert t.is_over() and t.st.winners == [1]          # the tie goes to realm 1's controller


def test_path_of_light_spares_a_land_arriving_later_that_round():
    """001 6 This Round: "this round" effects won't apply to cards that arrive later that round:
    a land played after Path of Light keeps its link."""
    t = Table(energy=10)
    t.st.actions[1] = 3
    old = t.world(R1, 0, "granite_hollow")
    t.play(t.hand(0, "path_of_light"))
    assert t.nullified(old)
    t.passes(1)
    new = t.hand(0, "gale_spire")
    t.play(new, R1)
    assert not t.nullified(new)


def test_rage_of_the_ancients_doesnt_double_a_wonder_arriving_later():
    """001 6 This Round: Rage of the Ancients doubles the named class's Wonders when it resolves;
    a Wonder arriving later that round is not doubled. It gains 2 free attacks."""
    t = Table()
    golem = t.world(R1, 0, "stoneguard_sentinel")          # Golem Sentinel, 2
    other = t.world(R1, 0, "zephyr_scout")
    rage = t.hand(0, "rage_of_the_ancients")
    t.play(rage)
    assert "Name a class" in t.prompt()
    t.value("Golem")
    assert t.power(golem) == 4 and t.power(other) == 1 and t.st.free_attacks[0] == 2
    t.passes(1)
    late = t.hand(0, "stoneguard_sentinel")
    t.play(late, R1)
    assert t.power(late) == 2


def test_glacium_keep_untaps_on_the_third_thalwind_land_only():
    """001 5 First Time: Glacium Keep ("When you play a third Thalwind land, you may untap this")
    triggers once per game, when you have played exactly two Thalwind lands and play the third."""
    t = Table(actions=9)
    t.st.actions[1] = 9
    keep = t.world(R1, 0, "glacium_keep")
    t.st.tapped.add(keep)
    t.st.counts["lands:Thalwind@0"] = 1
    second = t.hand(0, "gale_spire")
    third = t.hand(0, "cloudreach_steppe")
    fourth = t.hand(0, "gale_spire")
    t.play(second, R1)
    assert keep in t.st.tapped and t.choice is None
    t.passes(1)
    t.play(third, R1)
    assert "untap" in t.prompt().lower() or "Glacium" in t.prompt()
    t.yes()
    assert keep not in t.st.tapped
    t.st.tapped.add(keep)
    t.passes(1)
    t.play(fourth, R2)
    assert t.choice is None and keep in t.st.tapped


def test_wretched_mirror_sacrifices_only_the_next_arrival():
    """001 6 Next Time: Wretched Mirror of Requiem ("The next time an enemy Wonder arrives in any
    realm, its owner sacrifices it") triggers only once."""
    t = Table()
    t.st.actions[1] = 3
    mirror = t.hand(0, "wretched_mirror_of_requiem")
    t.play(mirror)
    first = t.hand(1, "stoneguard_sentinel")
    t.play(first, R1, seat=1)
    assert t.where(first) == "abyss"
    t.passes(0)
    second = t.hand(1, "stoneguard_sentinel")
    t.play(second, R1, seat=1)
    assert t.where(second) == "realm 1/seat 1"


def test_wretched_mirror_takes_the_arriving_wonder_not_the_tokens_it_makes_later():
    """001 6 Next Time: Seedling Swarm is the next arrival; the Saplings its arrival creates
    arrive later and are not sacrificed (the active player ordering the triggers)."""
    t = Table()
    t.st.actions[1] = 3
    t.play(t.hand(0, "wretched_mirror_of_requiem"))
    swarm = t.hand(1, "seedling_swarm")
    t.play(swarm, R1, seat=1)
    assert t.chooser() == 1
    t.order("Seedling Swarm")
    assert t.where(swarm) == "abyss"
    assert len([i for i in t.at(R1, 1) if t.kind(i) == "sapling"]) == 2


def test_wretched_mirror_lets_the_controller_choose_among_simultaneous_arrivals():
    """001 6 Next Time: their controller chooses which of the simultaneous arrivals to sacrifice."""
    t = Table()
    t.st.actions[1] = 3
    t.play(t.hand(0, "wretched_mirror_of_requiem"))
    bloodlines = t.hand(1, "power_of_bloodlines")
    t.world(R2, 1, "zephyr_scout")
    t.world(R2, 1, "zephyr_scout")
    scout = t.at(R2, 1)[0]
    t.play(bloodlines, seat=1)
    t.pick(scout)
    for r in (R1, R1, R2, R3):
        t.value(r)
    while t.choice is not None and "triggered effect" in t.prompt():
        t.value(t.options()[0])
    assert t.chooser() == 1 and "Sacrifice" in t.prompt()
    tokens = [i for r in (R1, R2, R3) for i in t.at(r, 1) if t.kind(i) == "undead"]
    assert len(tokens) == 4 and set(t.options()) == set(tokens)
    t.pick(tokens[2])
    assert len([i for r in (R1, R2, R3) for i in t.at(r, 1) if t.kind(i) == "undead"]) == 3


def test_cursed_passages_may_return_a_wonder_it_just_sacrificed():
    """001 5 Targeted Effects: Cursed Passages of Haem sacrifices three Wonders, then chooses a
    Wonder in The Abyss as it resolves: one just sacrificed may be chosen."""
    t = Table()
    passages = t.world(R1, 0, "cursed_passages_of_haem")
    ws = [t.world(R2, 0, "stoneguard_sentinel"), t.world(R2, 0, "aurora_templar"), t.world(R2, 0, "zephyr_scout")]
    t.act("activate", card=passages, choice=0)
    assert all(t.where(w) == "abyss" for w in ws)
    assert t.prompt() == "Return from The Abyss" and set(t.options()) == set(ws)
    t.pick(ws[1])
    t.value(R3)
    assert t.where(ws[1]) == "realm 3/seat 0"
    assert t.where(ws[0]) == "abyss" and t.where(ws[2]) == "abyss"


def test_stealthy_spriggan_and_an_arriving_equipped_wonder_ordered_by_the_active_player():
    """001 6 Equipment: a Wonder arriving beside Stealthy Spriggan and an unequipped equipment
    triggers both the sacrifice and the equip; the active player chooses the order."""
    t = Table()
    t.world(R1, 1, "stealthy_spriggan")
    staff = t.world(R1, 0, "staff_of_the_eldritch_tribesmen")
    w = t.hand(0, "aurora_templar")
    t.play(w, R1)
    assert t.chooser() == 0 and "triggered effect" in t.prompt()
    labels = t.st.choice["labels"]
    assert any("Stealthy Spriggan" in x for x in labels) and any("equips" in x for x in labels)
    t.order("equips")
    texts = t.texts()
    assert texts.index("Staff of the Eldritch Tribesmen equips Aurora Templar") < \
        texts.index("Aurora Templar is sacrificed")
    assert t.where(w) == "abyss" and staff not in t.st.equipped and t.where(staff) == "realm 1/seat 0"


def test_stealthy_spriggan_sacrifice_first_leaves_the_equipment_unequipped():
    """001 6 Equipment (Stealthy Spriggan ruling): resolving the sacrifice first means the Wonder
    never equips."""
    t = Table()
    t.world(R1, 1, "stealthy_spriggan")
    staff = t.world(R1, 0, "staff_of_the_eldritch_tribesmen")
    w = t.hand(0, "aurora_templar")
    t.play(w, R1)
    t.order("Spriggan")
    assert t.where(w) == "abyss" and staff not in t.st.equipped


def test_windreaver_control_returns_at_end_of_round():
    """001 5 Control: The Windreaver gains control of target enemy Wonder this round and untaps it;
    it returns at the end of the round."""
    t = Table(round=2)
    enemy = t.world(R1, 1, "aurora_templar")
    t.st.tapped.add(enemy)
    t.play(t.hand(0, "the_windreaver"), R2)
    assert t.where(enemy) == "realm 1/seat 0" and enemy not in t.st.tapped
    t.passes(1)
    t.passes(0)
    assert t.st.round == 3 and t.where(enemy) == "realm 1/seat 1"


def test_windreaver_and_whisperleaf_cloak_keep_control():
    """001 5 Control example: equip Whisperleaf Cloak to the Wonder The Windreaver took: it does
    not return at the end of the round; once the Cloak's text is gone, it returns at that time."""
    t = Table(round=2)
    enemy = t.world(R1, 1, "aurora_templar")
    t.play(t.hand(0, "the_windreaver"), R2)
    t.passes(1)
    cloak = t.hand(0, "whisperleaf_cloak")
    t.play(cloak, R1)
    assert t.st.equipped.get(cloak) == enemy
    t.passes(1)
    t.passes(0)
    assert t.st.round == 3 and t.where(enemy) == "realm 1/seat 0"
    assert t.st.turn == 0
    t.play(t.hand(0, "path_of_light"))          # the Cloak's text is blank this round
    assert t.where(enemy) == "realm 1/seat 1"


def test_whisperleaf_cloak_stops_opponents_counters_and_taps():
    """001 5 Control (Whisperleaf Cloak): "Opponents can't tap, control, or put counters on
    equipped Wonder"; its controller still can."""
    t = Table()
    w = t.world(R1, 1, "aurora_templar")
    cloak = t.world(R1, 1, "whisperleaf_cloak")
    t.equip(cloak, w)
    assert t.power(w) == 5
    t.play(t.hand(0, "null_warden"), R2)
    assert t.counters(w) == {} and not t.nullified(w)
    t.play(t.hand(1, "graft_serum"), seat=1)
    assert t.counters(w) == {"+1": 3}
    t.play(t.hand(0, "judgment_ray"))           # stun: its base power is 0, but no tap
    assert w not in t.st.tapped and t.power(w) == 0 + 1 + 3


def test_staff_of_the_eldritch_tribesmen_returns_its_wonder_at_end_of_round():
    """001 1 Card Type: Staff of the Eldritch Tribesmen ("Whenever equipped Wonder dies, return it
    from The Abyss to target realm at end of round") returns it at the end of the round."""
    t = Table(round=3)
    w = t.world(R1, 0, "aurora_templar")
    staff = t.world(R1, 0, "staff_of_the_eldritch_tribesmen")
    t.equip(staff, w)
    t.world(R1, 1, "corruption_warp")
    t.passes(0)
    t.act("activate", card=t.at(R1, 1)[0], choice=0)
    assert t.where(w) == "abyss"
    t.passes(0)
    t.passes(1)
    assert "Return Aurora Templar to" in t.prompt()
    t.value(R3)
    assert t.where(w) == "realm 3/seat 0" and t.st.round == 4


def test_staff_returns_a_growth_land_that_died_as_a_wonder():
    """001 1 Card Type: a land with a growth counter is a Wonder; the Staff's trigger resolves
    though the card is no longer a Wonder in The Abyss."""
    t = Table(round=3)
    land = t.world(R1, 0, "overgrown_reactor", growth=1)
    staff = t.world(R1, 0, "staff_of_the_eldritch_tribesmen")
    t.equip(staff, land)
    t.world(R1, 1, "corruption_warp")
    t.passes(0)
    t.act("activate", card=t.at(R1, 1)[0], choice=0)
    assert t.where(land) == "abyss"
    t.passes(0)
    t.passes(1)
    t.value(R2)
    assert t.where(land) == "realm 2/seat 0"
