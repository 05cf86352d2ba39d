"""Each card the Wonders rules document names, doing what the document says it does, part 2
(from Gem Primordial on: test_named_cards.py has the first part)."""
from __future__ import annotations

from simulator.core.actions import Action
from simulator.games.wonders.moves import banish, deny
from simulator.games.wonders.power import power_parts

from .helpers import CARDS, R1, R2, R3, Table


def test_gem_primordial_has_its_power_in_every_area():
    """001 3 Abilities Outside The World: Gem Primordial's power (two times the round) is a
    stat-defining ability: 14 on round 7 in the deck, the hand or The Abyss."""
    t = Table(round=7)
    for place in (t.hand, t.abyss, t.deck_top):
        assert t.power(place(0, "gem_primordial")) == 14


def test_gem_primordial_is_a_stone_only_in_the_world():
    """001 6 Stone: Gem Primordial counts as a stone; that is removed when it leaves The World."""
    from simulator.games.wonders.moves import leave_world
    t = Table(round=3)
    gem = t.world(R1, 0, "gem_primordial")
    assert t.stones(0) == 1 and t.power(gem) == 6
    leave_world(t.ctx(), gem, "hand")
    assert t.stones(0) == 0


def test_orionis_skydreamer_with_a_minus_counter_survives_between_rounds():
    """001 4 End of Round: Orionis Skydreamer (power equal to the current round) with a -1 counter
    does not die between rounds."""
    t = Table(round=1)
    o = t.world(R1, 0, "orionis_skydreamer", minus=1)
    assert t.power(o) == 0
    t.passes()
    t.passes()
    assert t.st.round == 2 and t.where(o) == "realm 1/seat 0" and t.power(o) == 1


def test_syl_scaleweaver_base_power_is_0_power_counts_stones():
    """001 6 Base Power: Syl Scaleweaver has base power 0 and gets +1 for each stone you control:
    with 2 stones, power 2 and base power 0."""
    t = Table()
    syl = t.world(R1, 0, "syl_scaleweaver")
    t.st.stones[R1] = [0]
    t.st.stones[R2] = [0]
    parts = power_parts(t.st, CARDS, syl)
    assert parts[0] == ("base power", 0.0, "base")
    assert t.power(syl) == 2


def test_ayu_goss_took_the_last_turn_ignoring_passes():
    """001 4 Passing: Ayu Goss ("If you took the last turn of the round, you may untap target land
    or Wonder"): passing is not taking a turn here."""
    t = Table(round=2)
    ayu = t.world(R1, 0, "ayu_goss")
    land = t.world(R1, 0, "granite_hollow")
    t.st.tapped.add(land)
    t.act("draw")
    t.passes(1)
    t.passes(0)
    assert "Ayu Goss" in t.prompt()
    t.yes()
    t.pick(land) if t.choice is not None else None
    assert land not in t.st.tapped and t.st.round == 3
    assert ayu in t.at(R1, 0)


def test_ayu_goss_does_nothing_when_the_opponent_took_the_last_turn():
    """001 4 Passing: the last player to play, attack, draw or activate took the last turn."""
    t = Table(round=2)
    t.world(R1, 0, "ayu_goss")
    land = t.world(R1, 0, "granite_hollow")
    t.st.tapped.add(land)
    t.passes(0)
    t.act("draw", seat=1)
    t.passes(0)
    t.passes(1)
    assert t.st.round == 3 and land in t.st.tapped


def test_pastel_bloom_drake_goes_to_a_realm_instead_of_banishment():
    """001 5 Replacement Effects: Pastel Bloom Drake ("If this would be banished, put it into
    target realm instead") is put into a realm; this works from any area, even a deck."""
    t = Table()
    d = t.world(R1, 0, "pastel_bloom_drake")
    ctx = t.ctx()
    banish(ctx, d, 1)
    t.st.tasks[0:0] = []
    t.run()
    assert "Pastel Bloom Drake would be banished: put it into" in t.prompt()
    t.value(R2)
    assert t.where(d) == "realm 2/seat 0" and d not in t.st.banished[0]
    deck_drake = t.deck_top(0, "pastel_bloom_drake")
    banish(t.ctx(), deck_drake, 0)
    t.run()
    t.value(R3)
    assert t.where(deck_drake) == "realm 3/seat 0"


def test_eye_of_the_maelstrom_needs_the_link_for_a_core_card_on_top():
    """001 4 Core Mechanic: Eye of the Maelstrom lets you play cards from the top of your deck as
    if they were in your hand, so a core card on top still needs its orbital link."""
    t = Table(energy=10)
    t.world(R1, 0, "eye_of_the_maelstrom")
    roc = t.deck_top(0, "tempest_roc")
    v = t.explain(Action("play", 0, roc, None, R1))
    assert "core card" in v.reason
    t.world(R2, 0, "gale_spire")
    t.play(roc, R1)
    assert roc in t.at(R1, 0) and t.st.actions[0] == 2


def test_sirius_aetherblade_nullifies_only_in_the_world():
    """001 3 Abilities Outside The World: Sirius Aetherblade nullifies opponents' cheap items and
    enemies in The World, nothing in The Abyss, a hand or a deck."""
    t = Table()
    t.world(R1, 0, "sirius_aetherblade")
    cheap = t.world(R1, 1, "dawn_acolyte")
    costly = t.world(R1, 1, "aurora_templar")
    mine = t.world(R1, 0, "dawn_acolyte")
    assert t.nullified(cheap) and not t.nullified(costly) and not t.nullified(mine)
    shade = t.deck_top(1, "wailing_shade")          # cost 3: not cheap; Bonepile costs 2
    rev = t.deck_top(1, "bonepile_revenant")
    deny(t.ctx(), 1, 1)
    t.run()
    assert rev in t.st.abyss[1] and shade in t.st.decks[1]
    assert t.chooser() == 1 and "Skeleton" in t.prompt()      # its eternal works from the deck
    t.value(R2)
    assert [t.kind(i) for i in t.at(R2, 1)] == ["skeleton"]


def test_autumn_distributes_face_down_the_player_choosing_where():
    """001 5 Distribute: Autumn, Essence Animated banishes itself and distributes the Wonders you
    own in The Abyss as evenly as possible face down; with one card you choose where."""
    t = Table(round=3)
    autumn = t.world(R1, 0, "autumn_essence_animated")
    dead = t.abyss(0, "aurora_templar")
    t.act("activate", card=autumn, choice=0)
    assert t.where(autumn) == "banished"
    assert set(t.options()) == {R1, R2, R3}
    t.value(R2)
    assert t.where(dead) == "realm 2/seat 0" and dead in t.st.facedown


def test_autumn_distributes_evenly_over_the_active_realms():
    """001 5 Distribute: keep the same number in each realm as much as possible; inactive realms
    can't be chosen; face-down cards have no card type."""
    t = Table(round=2)
    autumn = t.world(R1, 0, "autumn_essence_animated")
    dead = [t.abyss(0, "aurora_templar") for _ in range(3)]
    t.abyss(0, "granite_hollow")
    t.act("activate", card=autumn, choice=0)
    if t.choice is not None:
        assert set(t.options()) == {R1, R2}
        t.value(R1)
    counts = sorted(len(t.at(r, 0)) for r in (R1, R2))
    assert counts == [1, 2] and all(d in t.st.facedown for d in dead)
    assert t.power(dead[0]) == 4 and all(not t.nullified(d) for d in dead)
    from simulator.games.wonders.world import is_wonder
    assert not any(is_wonder(t.st, CARDS, d) for d in dead)


def test_face_down_cards_turn_up_next_round_arriving():
    """001 5 Face-down Cards: when they are turned face up, treat them as if they entered from
    The Abyss (decided: at the start of the next round)."""
    t = Table(round=2)
    acolyte = t.world(R1, 0, "dawn_acolyte")
    t.st.facedown.append(acolyte)
    t.start_round()
    assert acolyte not in t.st.facedown and t.st.faith[0] == 1


def test_skraal_triggers_an_arrival_ability_three_times():
    """001 5 Copies: Skraal, Ruler of the Three Lakes chooses an on arrival ability of another
    Wonder you control and triggers it 3 times (not a copy)."""
    t = Table()
    t.world(R1, 0, "dawn_acolyte")
    t.world(R1, 0, "aurora_templar")
    skraal = t.hand(0, "skraal_ruler_of_the_three_lakes")
    t.play(skraal, R1)
    t.in_order()
    assert t.st.faith[0] == 3


def test_skraal_chooses_one_of_several_arrival_abilities():
    """001 5 Copies: Skraal chooses an on arrival ability (one) of another Wonder: a Rootling
    Terror that copied Dawn Acolyte's ability offers both; the chosen one triggers 3 times."""
    from .helpers import KIND
    t = Table()
    terror = t.world(R1, 0, "rootling_terror")
    t.st.copied[terror] = [KIND["dawn_acolyte"]]
    t.play(t.hand(0, "skraal_ruler_of_the_three_lakes"), R1)
    assert "Which on-arrival ability of Rootling Terror" in t.prompt() and len(t.options()) == 2
    t.value(1)
    assert t.choice is None and t.st.faith[0] == 3 and t.counters(terror) == {}


def test_power_of_bloodlines_tokens_get_the_sacrificed_wonders_classes():
    """001 2 Tokens: Power of Bloodlines sacrifices a Wonder and creates four 1-power Undead token
    Wonders distributed in any realms, with the same classes as the sacrificed Wonder."""
    t = Table(round=3)
    angel = t.world(R1, 0, "dawnwatch_sentry")            # Angel Sentry
    t.play(t.hand(0, "power_of_bloodlines"))
    assert t.where(angel) == "abyss"
    for r in (R1, R2, R3, R3):
        t.value(r)
    from simulator.games.wonders.world import classes
    tokens = [i for r in (R1, R2, R3) for i in t.at(r, 0)]
    assert len(tokens) == 4 and [len(t.at(r, 0)) for r in (R1, R2, R3)] == [1, 1, 2]
    for tok in tokens:
        assert set(classes(t.st, CARDS, tok)) >= {"Undead", "Angel", "Sentry"} and t.power(tok) == 1


def test_power_of_bloodlines_without_a_wonder_does_nothing():
    """001 6 Sacrifice: if you can't make the sacrifice, "if you do" effects don't happen."""
    t = Table()
    t.play(t.hand(0, "power_of_bloodlines"))
    assert t.choice is None and all(t.at(r, 0) == [] for r in range(7))


def test_eternium_the_space_lich_denies_three_on_arrival():
    """001 1 Name: Eternium the Space Lich is a legendary Wonder (one copy per deck); its
    deathstrike and "ON ARRIVAL: Deny 3"."""
    t = Table()
    t.world(R2, 0, "granite_hollow")
    t.world(R2, 0, "crypt_of_whispers")
    lich = t.hand(0, "eternium_the_space_lich")
    deck = len(t.st.decks[0])
    t.play(lich, R1)
    assert len(t.st.decks[0]) == deck - 3 and len(t.st.abyss[0]) == 3
    assert CARDS[t.st.kinds[lich]].tier == "legendary" and t.keyword(lich, "deathstrike") == 1


def test_cairnvox_soulforger_does_nothing_once_it_left_the_world():
    """001 6 On Arrival: Cairnvox Soulforger's On Arrival checks that it is still in The World;
    sacrificed first (Stealthy Spriggan), it returns nothing."""
    t = Table()
    t.world(R1, 1, "stealthy_spriggan")
    dead = t.abyss(0, "aurora_templar")
    cairn = t.hand(0, "cairnvox_soulforger")
    t.play(cairn, R1)
    t.order("Spriggan")
    if t.choice is not None and "Sacrifice" in t.prompt():
        t.pick(cairn)
    assert t.where(cairn) == "abyss" and t.where(dead) == "abyss"


def test_cairnvox_soulforger_returns_a_cheap_wonder_here():
    """001 6 On Arrival: Cairnvox Soulforger puts target Wonder you own with cost 4 or less from
    The Abyss into this realm; that is not playing it."""
    t = Table()
    dead = t.abyss(0, "aurora_templar")
    t.abyss(0, "tempest_roc")                      # cost 6: not a choice
    cairn = t.hand(0, "cairnvox_soulforger")
    t.play(cairn, R2)
    assert t.where(dead) == "realm 2/seat 0"


def test_aetherion_of_boundless_cards_cant_be_nullified():
    """001 5 Nullify: Aetherion of Boundless ("Your cards can't be nullified") overrides Path of
    Light's nullify for its controller's cards; "can't" wins (001 5 Can't)."""
    t = Table()
    t.world(R1, 0, "aetherion_of_boundless")
    mine = t.world(R1, 0, "gale_spire")
    theirs = t.world(R1, 1, "gale_spire")
    t.passes(0)
    t.play(t.hand(1, "path_of_light"), seat=1)
    assert not t.nullified(mine) and t.nullified(theirs)


def test_aetherion_of_boundless_cant_be_nullified_itself():
    """001 5 Nullify: "If an effect says an object can't be nullified, remove all nullify effects
    on it": Unmake can't nullify Aetherion of Boundless."""
    t = Table()
    aeth = t.world(R1, 1, "aetherion_of_boundless")
    t.play(t.hand(0, "unmake"))
    assert not t.nullified(aeth)


def test_aetherion_of_boundless_protects_its_controllers_spells():
    """001 5 Nullify: spells are cards, so Aetherion keeps its controller's spells from being
    nullified (the Censer's trigger can't nullify them)."""
    t = Table()
    t.world(R1, 0, "aetherion_of_boundless")
    t.world(R1, 1, "censer_of_silence")
    t.hand(1, "zephyr_scout")
    enemy = t.world(R2, 1, "stoneguard_sentinel")
    t.play(t.hand(0, "soul_rend"))
    t.yes()
    t.pick(enemy) if t.choice is not None else None
    assert t.where(enemy) == "abyss"


def test_flying_suzzer_stuns_an_enemy_on_arrival():
    """001 5 Nullify (Feline Entity ruling): Flying Suzzer's targeted arrival ability: stun
    target enemy."""
    t = Table()
    e = t.world(R2, 1, "aurora_templar")
    t.play(t.hand(0, "flying_suzzer"), R1)
    assert e in t.st.tapped and t.power(e) == 0


def test_the_lamp_of_luferia_draws_gains_faith_then_nullifies_itself():
    """001 5 Nullify: The Lamp of Luferia; while a card is nullifying itself, it stays nullified."""
    t = Table()
    t.st.actions[1] = 3
    lamp = t.world(R1, 0, "the_lamp_of_luferia")
    hand = len(t.st.hands[0])
    t.act("activate", card=lamp, choice=0)
    assert len(t.st.hands[0]) == hand + 1 and t.st.faith[0] == 1 and t.nullified(lamp)


def test_corruption_warp_destroys_each_wonder_here_a_shield_saves_your_own():
    """001 7 Shield: a shield can prevent your card from destruction by your own effect, such as
    Corruption Warp."""
    t = Table()
    warp = t.world(R1, 0, "corruption_warp")
    shielded = t.world(R1, 0, "aurora_templar", shield=1)
    plain = t.world(R1, 0, "zephyr_scout")
    enemy = t.world(R1, 1, "zephyr_scout")
    t.act("activate", card=warp, choice=0)
    assert t.where(shielded) == "realm 1/seat 0" and t.counters(shielded) == {}
    assert t.where(plain) == "abyss" and t.where(enemy) == "abyss"


def test_agaric_supreme_base_power_counts_lands():
    """001 6 Base Power: Agaric Supreme has base power equal to the number of lands you control."""
    t = Table()
    a = t.world(R1, 0, "agaric_supreme")
    t.world(R2, 0, "granite_hollow")
    t.world(R3, 0, "gale_spire")
    assert power_parts(t.st, CARDS, a)[0] == ("base power", 2.0, "base")


def test_the_first_has_no_orbital_and_draws_two():
    """001 1 Orbital: The First has no orbital, so no link makes it cheaper."""
    t = Table(energy=7)
    for land in ("granite_hollow", "gale_spire", "sunlit_terrace", "crypt_of_whispers", "overgrown_reactor",
                 "starfall_crater"):
        t.world(R1, 0, land)
    first = t.hand(0, "the_first")
    t.play(first, R1)
    assert t.st.energy[0] == 0 and len(t.st.hands[0]) == 2


def test_seraphina_grants_deathstrike_to_token_allies():
    """001 7 Symbiosis example 1: Seraphina: "Deathstrike. Token Wonders you control get
    deathstrike."""
    t = Table()
    sera = t.world(R1, 0, "seraphina_the_serpent_blackthorn")
    tok = t.world(R2, 0, "skeleton")
    foe_tok = t.world(R2, 1, "skeleton")
    assert t.keyword(sera, "deathstrike") == 1 and t.keyword(tok, "deathstrike") == 1
    assert t.keyword(foe_tok, "deathstrike") == 0
