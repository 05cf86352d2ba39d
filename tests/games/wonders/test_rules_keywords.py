"""Wonders rules 001 section 7: the keyword abilities."""
from __future__ import annotations

from simulator.core.actions import Action

from .helpers import R1, R2, R3, Table


# -- Ascend, Celestial -------------------------------------------------------------------------------
def test_ascend_triggers_at_the_start_of_round_7_for_the_round():
    """001 7 Ascend: a card with ascend triggers at the start of round 7; the effect lasts the
    round."""
    t = Table(round=6)
    seraph = t.world(R1, 0, "radiant_seraph")
    t.start_round()
    assert t.st.round == 7 and t.power(seraph) == 3 + 4


def test_ascend_played_after_round_7_starts_is_too_late():
    """001 7 Ascend: if a card with ascend is played after the start of round 7, its ascend
    ability won't trigger."""
    t = Table(round=7)
    seraph = t.hand(0, "radiant_seraph")
    t.play(seraph, R1)
    assert t.power(seraph) == 3


def test_celestial_counters_add_4_each_on_round_7():
    """001 7 Celestial Counters: a celestial counter gives "Ascend: this gets +4"; two give +8."""
    t = Table(round=6)
    one = t.world(R1, 0, "celestial_herald", celestial=1)
    two = t.world(R1, 0, "zephyr_scout", celestial=2)
    t.start_round()
    t.in_order()
    assert t.power(one) == 2 + 4 and t.power(two) == 1 + 8


def test_celestial_herald_arrives_with_its_counter():
    """001 7 Celestial Counters: Celestial Herald arrives with a celestial counter."""
    t = Table()
    h = t.hand(0, "celestial_herald")
    t.play(h, R1)
    assert t.counters(h) == {"celestial": 1}


# -- Attuned, Awaken, Call -------------------------------------------------------------------------
def test_plain_attuned_needs_no_requirement():
    """001 7 Attuned: a card may just say attuned with no requirement."""
    t = Table(actions=0)
    t.st.actions[1] = 3
    d = t.hand(0, "starborn_drifter")
    t.play(d, R1)
    assert d in t.at(R1, 0) and t.st.actions[0] == 0


def test_awaken_is_on_only_after_seizing_a_stone_this_round():
    """001 7 Awaken: if you seized a stone this round, this is awakened."""
    t = Table(round=2)
    m = t.world(R2, 0, "awakened_monolith")
    t.world(R1, 0, "stoneguard_sentinel")
    assert t.power(m) == 3
    t.act("attack", choice=R1)
    assert t.st.stones[R1] == [0] and t.power(m) == 6
    t.passes(1)
    t.passes(0)
    assert t.st.round == 3 and t.power(m) == 3


def test_call_moves_a_wonder_one_realm_closer_when_its_controller_holds_a_stone_here():
    """001 7 Call: on arrival you may move target Wonder one realm towards this card's realm if
    its controller controls a stone in this realm."""
    t = Table(round=4)
    t.st.stones[R3] = [1]
    theirs = t.world(R1, 1, "aurora_templar")
    mine = t.world(R1, 0, "zephyr_scout")
    shaman = t.hand(0, "galecaller_shaman")
    t.play(shaman, R3)
    assert "call" in t.prompt() and set(t.options()) == {theirs}
    t.pick(theirs)
    assert t.where(theirs) == "realm 2/seat 1" and t.where(mine) == "realm 1/seat 0"


def test_a_shield_stops_a_call():
    """001 7 Call and Shield: call targets, so an enemy's shield stops it."""
    t = Table(round=4)
    t.st.stones[R3] = [1]
    theirs = t.world(R1, 1, "aurora_templar", shield=1)
    t.play(t.hand(0, "galecaller_shaman"), R3)
    t.pick(theirs)
    assert t.where(theirs) == "realm 1/seat 1" and t.counters(theirs) == {}


def test_call_with_no_stone_here_moves_nothing():
    """001 7 Call: without a stone held in this realm, no Wonder can be called."""
    t = Table(round=4)
    t.world(R1, 1, "aurora_templar")
    t.play(t.hand(0, "galecaller_shaman"), R3)
    assert t.choice is None


# -- Deathstrike twice, Deny, Eternal ---------------------------------------------------------------
def test_two_deathstrikes_kill_two_enemies():
    """001 7 Symbiosis example 1: a token with deathstrike twice can kill two enemies when
    deathstrike triggers."""
    t = Table()
    tok = t.world(R1, 0, "skeleton")
    t.world(R1, 0, "void_leviathan")
    for _ in range(2):
        t.world(R2, 0, "seraphina_the_serpent_blackthorn")
    a = t.world(R1, 1, "zephyr_scout")
    b = t.world(R1, 1, "zephyr_scout")
    assert t.keyword(tok, "deathstrike") == 2
    t.act("attack", choice=R1)
    t.in_order()
    while t.choice is not None:
        t.pick(t.options()[0])
    assert t.where(a) == "abyss" and t.where(b) == "abyss"


def test_eternal_triggers_when_denied():
    """001 7 Eternal: Bonepile Revenant put from the deck into The Abyss creates a Skeleton."""
    t = Table()
    rev = t.deck_top(0, "bonepile_revenant")
    gloom = t.world(R1, 0, "gloomfen_barrows")
    t.act("harvest", card=gloom)
    assert rev in t.st.abyss[0]
    t.value(R2)
    assert [t.kind(i) for i in t.at(R2, 0)] == ["skeleton"]


# -- Growth, Guardian ---------------------------------------------------------------------------------
def test_a_growth_counter_makes_a_land_a_legendary_wonder_counting_lands():
    """001 7 Growth Counters: a land with a growth counter is a legendary Wonder with power equal to
    the number of lands its controller controls; it is still a land."""
    from simulator.games.wonders.world import is_type
    t = Table()
    grove = t.hand(0, "heartwood_grove")
    t.world(R2, 0, "granite_hollow")
    t.play(grove, R1)
    assert t.counters(grove) == {"growth": 1}
    assert t.power(grove) == 2 and is_type(t.st, t.ctx().cards, grove, "land")
    t.passes(1)
    assert Action("attack", 0, choice=R1) in t.legal()


def test_guardian_gets_2_when_an_enemy_arrives():
    """001 7 Guardian: whenever an enemy moves into or arrives in this realm, this gets +2 this
    round."""
    t = Table(round=2)
    g = t.world(R1, 1, "stoneguard_sentinel")
    t.play(t.hand(0, "zephyr_scout"), R1)
    assert t.power(g) == 4
    t.play(t.hand(1, "zephyr_scout"), R1, seat=1)
    assert t.power(g) == 4                  # an ally arriving does nothing
    t.passes(0)
    t.passes(1)
    assert t.power(g) == 2


# -- Harvest, Heart of a Legend ---------------------------------------------------------------------
def test_a_harvested_card_stays_tapped():
    """001 7 Harvest: you can usually only harvest a card once per game."""
    t = Table(round=2)
    land = t.world(R1, 0, "granite_hollow")
    t.act("harvest", card=land)
    t.passes(1)
    t.passes(0)
    assert t.st.round == 3 and t.st.turn == 0 and not any(a.kind == "harvest" for a in t.legal())


def test_heart_of_a_legend_doubles_printed_triggers_with_another_legendary_wonder():
    """001 7 Heart of a Legend: if you control any other legendary Wonders, this card's abilities
    trigger twice."""
    t = Table(energy=20)
    t.world(R2, 0, "the_first")
    t.world(R2, 0, "sunlit_terrace")
    archon = t.hand(0, "solar_archon")
    t.play(archon, R1)
    assert t.st.faith[0] == 4


def test_a_growth_land_counts_as_another_legendary_wonder_for_heart_of_a_legend():
    """001 7 Growth Counters: a land with a growth counter is a legendary Wonder, so it turns on
    Heart of a Legend (001 7 Heart of a Legend)."""
    t = Table(energy=20)
    t.world(R2, 0, "overgrown_reactor", growth=1)
    t.world(R2, 0, "sunlit_terrace")
    t.play(t.hand(0, "solar_archon"), R1)
    assert t.st.faith[0] == 4


def test_heart_of_a_legend_alone_triggers_once():
    """001 7 Heart of a Legend: without another legendary Wonder, abilities trigger once."""
    t = Table(energy=20)
    t.world(R2, 0, "sunlit_terrace")
    t.play(t.hand(0, "solar_archon"), R1)
    assert t.st.faith[0] == 2


def test_heart_of_a_legend_does_not_double_a_granted_ability():
    """001 7 Heart of a Legend: it only affects abilities printed on the card: Solar Archon's
    printed ascend ("double this Wonder's power") triggers twice, the ascend its celestial
    counter grants (+4) once."""
    t = Table(round=6)
    archon = t.world(R1, 0, "solar_archon", celestial=1)
    t.world(R2, 0, "the_first")
    t.start_round()
    t.in_order()
    assert t.power(archon) == (6 + 4) * 2 * 2


# -- Hoard, Kingdom, Link -------------------------------------------------------------------------
def test_hoard_turns_on_and_off_as_stones_change_control():
    """001 7 Hoard: hoard abilities turn on or off immediately when a stone changes control."""
    t = Table()
    h = t.world(R1, 0, "geode_hoarder")
    t.st.stones[R1], t.st.stones[R2] = [0], [0]
    assert t.power(h) == 2
    t.st.stones[R3] = [0]
    assert t.power(h) == 5
    t.world(R3, 1, "stoneguard_sentinel")
    t.passes(0)
    t.act("attack", choice=R3)
    assert t.st.stones[R3] == [1] and t.power(h) == 2


def test_kingdom_counts_lands_of_the_cards_orbital_anywhere():
    """001 7 Kingdom: active while their controller controls that many lands of the orbital."""
    t = Table()
    choir = t.world(R1, 0, "choir_of_helios")
    t.world(R2, 0, "sunlit_terrace")
    t.world(R1, 0, "granite_hollow")
    assert t.power(choir) == 2
    t.world(R3, 0, "temple_of_first_light")
    assert t.power(choir) == 4


def test_a_nullified_link_stops_core_cards_and_discounts():
    """001 7 Orbital Link: link abilities can be nullified (Path of Light)."""
    t = Table(energy=10)
    t.st.actions[1] = 3
    t.world(R1, 0, "gale_spire")
    roc = t.hand(0, "tempest_roc")
    t.play(t.hand(0, "path_of_light"))
    t.passes(1)
    v = t.explain(Action("play", 0, roc, None, R1))
    assert "core card" in v.reason


# -- Portal ---------------------------------------------------------------------------------------------
def test_portal_returns_the_same_card_untapped_without_counters_keeping_its_effects():
    """001 7 Portal: banish and return at once: untapped, counters removed, on arrival abilities
    re-trigger, equipment stays behind; the same instance keeps its round effects."""
    t = Table()
    acolyte = t.world(R1, 0, "dawn_acolyte", plus=2)
    t.st.tapped.add(acolyte)
    t.st.effects.append({"kind": "power", "target": acolyte, "n": 3, "until": "round", "portal_keeps": True})
    cloak = t.world(R1, 0, "whisperleaf_cloak")
    t.equip(cloak, acolyte)
    other = t.world(R1, 0, "zephyr_scout")
    weaver = t.world(R2, 0, "portal_weaver")
    t.act("activate", card=weaver, choice=0)
    t.pick(acolyte)
    assert t.where(acolyte) == "realm 1/seat 0" and acolyte not in t.st.tapped
    assert t.counters(acolyte) == {}
    while t.choice is not None:
        if "triggered effect" in t.prompt():
            t.value(t.options()[0])
        else:
            assert set(t.options()) == {acolyte, other}        # the Cloak came off
            t.pick(other)
    assert t.st.equipped.get(cloak) == other and t.power(acolyte) == 1 + 3
    assert t.st.faith[0] == 1                                   # its arrival triggered again


# -- Seek, Shield, Stun -----------------------------------------------------------------------------
def test_seek_with_nothing_fitting_buries_everything():
    """001 7 Seek: bury the revealed cards that weren't played."""
    t = Table()
    top = [t.deck_top(0, "gale_spire"), t.deck_top(0, "granite_hollow"), t.deck_top(0, "soul_rend")]
    t.play(t.hand(0, "cosmic_seeker"), R1)
    assert t.choice is None
    assert set(t.st.decks[0][:3]) == set(top)


def test_a_stunned_wonder_with_a_minus_counter_dies():
    """001 7 Stun: remember that Wonders with less than 0 power die."""
    t = Table()
    e = t.world(R1, 1, "aurora_templar", minus=1)
    t.play(t.hand(0, "sudden_squall"))
    assert t.where(e) == "abyss"


def test_a_shield_is_not_spent_on_its_controllers_own_targeting():
    """001 7 Shield (decided: the "you may" is answered to protect the card): your own targeting
    keeps the shield; an opponent's uses it."""
    t = Table()
    mine = t.world(R1, 0, "aurora_templar", shield=1)
    quarry = t.world(R1, 0, "quarry_of_ages")
    t.act("harvest", card=quarry)
    assert t.counters(mine) == {"shield": 2}


def test_stun_taps_and_makes_base_power_0_this_round():
    """001 7 Stun: it taps the stunned Wonder and reduces its base power to 0 until the end of the
    round; counters and equipment still count."""
    t = Table(round=2)
    e = t.world(R1, 1, "aurora_templar", plus=1)
    t.play(t.hand(0, "sudden_squall"))
    assert e in t.st.tapped and t.power(e) == 1
    t.passes(1)
    t.passes(0)
    assert t.power(e) == 5 and e in t.st.tapped


# -- Symbiosis ------------------------------------------------------------------------------------------
def test_symbiosis_example_1_seraphina_copied_by_two_rootling_terrors():
    """001 7 Symbiosis example 1: a Rootling Terror copies Seraphina; a second copies the first
    (resolving the copied -1 counters ability); that player's tokens get deathstrike twice."""
    t = Table()
    sera = t.world(R3, 1, "seraphina_the_serpent_blackthorn")
    target = t.world(R2, 1, "void_leviathan")
    tok = t.world(R2, 0, "skeleton")
    terror1 = t.hand(0, "rootling_terror")
    t.play(terror1, R1)
    t.order("counter")
    t.value(3)
    t.pick(target)
    assert t.counters(target) == {"-1": 3}
    assert t.keyword(terror1, "deathstrike") == 1 and t.keyword(tok, "deathstrike") == 1
    t.passes(1)
    terror2 = t.hand(0, "rootling_terror")
    t.play(terror2, R1)
    t.order("counter")
    t.value(2)
    t.pick(target)
    assert "symbiosis" in t.prompt() and set(t.options()) == {sera, terror1}
    t.pick(terror1)
    assert "How many -1 counters" in t.prompt()            # the copied ability resolves
    t.value(1)
    t.pick(target)
    assert t.counters(target) == {"-1": 6}
    assert t.keyword(terror2, "deathstrike") == 1 and t.keyword(terror2, "symbiosis") == 1
    assert t.keyword(tok, "deathstrike") == 2


def test_symbiosis_example_2_swamp_sovereign_vobb_stalker_glemmer_bandit():
    """001 7 Symbiosis example 2: Vobb Stalker copies Swamp Sovereign (which gets +8); Glemmer
    Bandit copies the Vobb Stalker, which then gets +8: power 10; Glemmer has the Sovereign's
    ability."""
    t = Table(actions=9)
    t.st.actions[1] = 9
    sov = t.world(R1, 1, "swamp_sovereign")
    vobb = t.hand(0, "vobb_stalker")
    t.play(vobb, R1)
    if t.choice is not None:
        t.pick(sov)
    assert t.power(sov) == 8 and t.power(vobb) == 2
    t.passes(1)
    glem = t.hand(0, "glemmer_bandit")
    t.play(glem, R2)
    assert vobb in t.options()
    t.pick(vobb)
    assert t.power(vobb) == 10 and t.power(sov) == 8 and t.power(glem) == 1
    assert t.keyword(glem, "any_power_symbiosis") == 1


def test_symbiosis_checks_power_as_it_resolves():
    """001 7 Symbiosis: power must match when symbiosis resolves: a Terror that put -1 counters
    on itself first copies power-2 Wonders, not Seraphina."""
    t = Table()
    sera = t.world(R2, 1, "seraphina_the_serpent_blackthorn")
    two = t.world(R2, 1, "stoneguard_sentinel")
    terror = t.hand(0, "rootling_terror")
    t.play(terror, R1)
    t.order("counter")
    t.value(1)
    t.pick(terror)
    assert t.power(terror) == 2
    assert sera not in t.options() if t.choice is not None else True
    assert t.st.copy_of.get(terror) == two


def test_a_shield_stops_symbiosis():
    """001 7 Symbiosis: since symbiosis targets as it resolves, a shield can stop it."""
    t = Table()
    other = t.world(R2, 1, "stoneguard_sentinel", shield=1)
    vobb = t.hand(0, "vobb_stalker")
    t.play(vobb, R1)
    assert t.counters(other) == {} and vobb not in t.st.copied


def test_symbiosis_does_not_copy_what_equipment_grants():
    """001 7 Symbiosis: symbiosis does not copy abilities granted by equipment."""
    t = Table()
    scout = t.world(R2, 1, "zephyr_scout")
    aegis = t.world(R2, 1, "aegis_of_the_deep_earth")
    t.equip(aegis, scout)
    terror = t.hand(0, "rootling_terror")
    t.play(terror, R1)
    t.order("symbiosis")
    assert t.st.copy_of.get(terror) == scout
    assert t.keyword(terror, "flying") == 1 and t.keyword(terror, "guardian") == 0


def test_a_symbiosis_copy_is_locked_in_when_the_source_leaves():
    """001 7 Symbiosis: the copy effect is locked in and won't change if the copied source leaves."""
    t = Table()
    sera = t.world(R2, 1, "seraphina_the_serpent_blackthorn")
    terror = t.hand(0, "rootling_terror")
    t.play(terror, R1)
    t.order("symbiosis")
    assert t.keyword(terror, "deathstrike") == 1
    from simulator.games.wonders.moves import die
    die(t.ctx(), sera, "destroy", 0)
    t.run()
    t.value(0) if t.choice is not None else None
    assert t.keyword(terror, "deathstrike") == 1


# -- Unstable, free attacks ---------------------------------------------------------------------------
def test_unstable_is_sacrificed_at_round_end():
    """001 7 Unstable: on round end, sacrifice this card."""
    t = Table(round=2)
    g = t.world(R1, 0, "frenzied_ghoul")
    t.passes()
    t.passes()
    assert t.where(g) == "abyss" and t.st.round == 3


def test_free_attacks_are_lost_at_round_end():
    """001 6 Free Attack: if unused at end of round, free attacks are lost."""
    t = Table(round=2)
    t.st.free_attacks = [2, 0]
    t.passes()
    t.passes()
    assert t.st.free_attacks == [0, 0]
