"""A card instance's face shows its current values (core.table.CardFace, "Current values"):
cost now, corner after buffs, attachments and damage, the printed value beside a changed
one, "Silenced" for a card whose text is gone, and its states; `explain` agrees.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from __future__ import annotations

from simulator.core.rng import Rng
from simulator.games.eternal import stats
from simulator.games.eternal.table import EternalTable
from simulator.games.registry import get_game

from .helpers import CARDS, choose, find, play, resolve_stack, table

SPEC = get_game("eternal")


def _shown(m, seat: int = 0) -> EternalTable:
    t = SPEC.table()
    assert isinstance(t, EternalTable)
    t.scene(m.observation(seat))
    return t


def test_an_untouched_card_has_no_printed_fields_or_states():
    m = table(hands={0: ["torch"]}, boards={0: ["argenport_soldier"]})
    t = _shown(m)
    for c in (find(m, "argenport_soldier", 0), find(m, "torch", 0, "hands")):
        f = t.face(c)
        assert (f.printed_cost, f.printed_corner, f.text_lost, f.states) == ("", "", "", ())
        assert f == t.face_of_kind(m.state.kinds[c])
    assert t.face(find(m, "argenport_soldier", 0)).corner == "3/2"


def test_a_unit_with_a_weapon_shows_its_buffed_numbers_and_the_printed_ones():
    """000 1.3: a weapon adds its stats to the unit's."""
    m = table(hands={0: ["heavy_axe"]}, boards={0: ["argenport_soldier"]})
    soldier = find(m, "argenport_soldier", 0)
    play(m, 0, "heavy_axe", target=soldier)
    resolve_stack(m)
    t = _shown(m)
    f = t.face(soldier)
    assert (f.corner, f.printed_corner) == ("5/3", "3/2")
    assert t.explain(soldier)[-1] == "= 5/3"


def test_a_damaged_unit_shows_the_health_it_has_left_as_its_badge_does():
    """000 1.5: damage reduces a unit's health until the end of the turn."""
    m = table(hands={0: ["torch"]}, boards={1: ["jotun_warrior"]})
    jotun = find(m, "jotun_warrior", 1)
    play(m, 0, "torch", jotun)
    resolve_stack(m)
    t = EternalTable()
    sc = t.scene(m.observation(1))
    card = CARDS[m.state.kinds[jotun]]
    dmg = m.state.info[jotun].dmg
    f = t.face(jotun)
    assert dmg > 0 and f.corner == sc.card_badges[jotun].text == f"{card.attack}/{card.health - dmg}"
    assert f.printed_corner == f"{card.attack}/{card.health}"
    assert f"{dmg} damage" in f.states


def test_a_silenced_unit_keeps_its_text_but_says_it_is_lost():
    """003 Terminology, Silence: all card text is removed; Rebuke also stuns (003 Stun).
    Rakano Outlaw prints "Quickdraw, Warcry": silenced, neither is active."""
    m = table(hands={0: ["rebuke"]}, boards={1: ["rakano_outlaw"]})
    outlaw = find(m, "rakano_outlaw", 1)
    play(m, 0, "rebuke", outlaw)
    resolve_stack(m)
    t = _shown(m, 1)
    f = t.face(outlaw)
    assert f.text == "Quickdraw, Warcry" and f.text_lost == "Silenced"
    assert "Stunned" in f.states and not any("Quickdraw" in s or "Warcry" in s for s in f.states)
    assert m.observation(1).part.units[outlaw].keywords == ()


def test_a_cost_reduced_card_in_hand_shows_its_cost_now():
    """Trail Stories: "Reduce the cost of a spell in your hand by 1." (000 1.3: the power cost
    is what is paid.) The face and the explanation agree."""
    m = table(hands={0: ["trail_stories", "piercing_shot", "torch"]})
    play(m, 0, "trail_stories")
    resolve_stack(m)
    shot = find(m, "piercing_shot", 0, "hands")
    choose(m, 0, shot)
    resolve_stack(m)
    t = _shown(m)
    f = t.face(shot)
    printed = CARDS[m.state.kinds[shot]].cost
    assert (f.cost, f.printed_cost) == (str(printed - 1), str(printed))
    assert t.explain(shot) == [f"Printed cost {printed}", "-1 cost (source not recorded)", f"= cost {printed - 1}"]
    torch = t.face(find(m, "torch", 0, "hands"))
    assert torch.printed_cost == ""


def test_a_cost_aura_is_named_in_the_explanation():
    """Tamarys, the Geomancer: "Your spells cost 1 less." (000 1.4 ongoing abilities)."""
    m = table(hands={0: ["piercing_shot"]}, boards={0: ["tamarys_the_geomancer"]})
    shot = find(m, "piercing_shot", 0, "hands")
    t = _shown(m)
    printed = CARDS[m.state.kinds[shot]].cost
    assert t.face(shot).cost == str(printed - 1) and t.face(shot).printed_cost == str(printed)
    assert t.explain(shot) == [f"Printed cost {printed}", "-1 cost Tamarys, the Geomancer (ongoing)",
                               f"= cost {printed - 1}"]


def test_a_doubled_cost_shows_on_the_enemy_hand_card_for_its_owner():
    """Slow: "Double the cost of a card in the enemy hand." The owner sees the new cost."""
    m = table(hands={0: ["slow"], 1: ["towering_terrazon", "time_sigil"]})
    play(m, 0, "slow")
    resolve_stack(m)
    terrazon = find(m, "towering_terrazon", 1, "hands")
    f = _shown(m, 1).face(terrazon)
    assert (f.cost, f.printed_cost) == ("10", "5")


def test_a_unit_buffed_in_hand_shows_its_numbers_there():
    """Tinker Apprentice: "Summon: Give a unit or weapon in your hand +1/+1." (003 Summon)."""
    m = table(hands={0: ["tinker_apprentice", "argenport_soldier", "torch"]})
    soldier = find(m, "argenport_soldier", 0, "hands")
    play(m, 0, "tinker_apprentice")
    if m.state.choice is not None:
        choose(m, 0, soldier)
    resolve_stack(m)
    t = _shown(m)
    f = t.face(soldier)
    assert (f.corner, f.printed_corner) == ("4/3", "3/2")
    assert t.explain(soldier) == ["Printed 3/2", "+1/+1 buffs (source not recorded)", "= 4/3"]


def test_an_exhausted_unit_says_so():
    """000 1.3: units are ready or exhausted."""
    m = table(boards={0: ["argenport_soldier"]})
    soldier = find(m, "argenport_soldier", 0)
    m.state.info[soldier].ex = True
    assert _shown(m).face(soldier).states == ("Exhausted",)


def test_faces_agree_with_badges_costs_and_explanations_in_seeded_games():
    checked = 0
    for seed in range(3):
        m = SPEC.new_match(seed)
        rng = Rng(seed)
        for _ in range(300):
            if m.is_over:
                break
            seat = m.decision().seat
            obs = m.observation(seat)
            t = SPEC.table()
            sc = t.scene(obs)
            st = obs.part.state
            for c, badge in sc.card_badges.items():
                assert t.face(c).corner == badge.text
            for c in st.hands[seat]:
                f = t.face(c)
                if f.cost:
                    checked += 1
                    assert f.cost == str(stats.cost(st, CARDS, c))
                    if f.printed_cost:
                        assert t.explain(c)[-1] == f"= cost {f.cost}"
            m.apply(rng.choice(m.legal_actions()))
    assert checked > 100
