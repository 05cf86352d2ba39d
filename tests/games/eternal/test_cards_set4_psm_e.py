"""A test per Set 4 card (The Dusk Road), Primal, Shadow, multi-faction and factionless, part E:
Tribute ("if a unit went to your void this turn", the Fire/Time/Justice part's conditions), the
Choices, and units and spells that choose, discard or roll skills.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.cards import BATTLE_SKILLS, KW
from simulator.games.eternal.stats import keywords

from simulator.games.eternal.ops_set4_ftj import watches_void

from .helpers import (CARDS, P1, attack, board, choose, find, hand, pass_, play, refresh, resolve_stack, table,
                      unit_stats, void)

SOLDIER = "argenport_soldier"   # a 3/2 unit with no text
BATTLE_BITS = sum(KW[k] for k in BATTLE_SKILLS)


def _tribute_table(**kw):
    """A table where a unit of player 1 already went to their void this turn (Tribute is on): a
    Humbug on the playmat is killed by a Torch first."""
    hands = kw.pop("hands", {})
    hands = {**hands, 0: ["torch"] + hands.get(0, [])}
    boards = kw.pop("boards", {})
    boards = {**boards, 0: ["humbug"] + boards.get(0, [])}
    m = table(hands=hands, boards=boards, **kw)
    m.state.went = watches_void(m.state, CARDS)   # kept as in a game whose decks hold a Tribute card
    refresh(m)
    play(m, 0, "torch", find(m, "humbug", 0))
    resolve_stack(m)
    assert "humbug" in void(m, 0)
    return m


def _deck(m, seat: int) -> list[str]:
    return [CARDS[m.state.kinds[c]].id for c in reversed(m.state.decks[seat])]


def test_knight_of_sorrow_tribute_plus_2_plus_2():
    """Knight of Sorrow: "Lifesteal. Tribute: +2/+2." A 4/4, a 6/6 with Tribute."""
    m = table(hands={0: ["knight_of_sorrow"]})
    play(m, 0, "knight_of_sorrow")
    resolve_stack(m)
    k = find(m, "knight_of_sorrow", 0)
    assert unit_stats(m, k) == (4, 4) and keywords(m.state, CARDS, k) & KW["lifesteal"]
    m = _tribute_table(hands={0: ["knight_of_sorrow"]})
    play(m, 0, "knight_of_sorrow")
    resolve_stack(m)
    assert unit_stats(m, find(m, "knight_of_sorrow", 0)) == (6, 6)


def test_scavenging_spikeback_tribute_plus_2_plus_2():
    """Scavenging Spikeback: "Overwhelm. Tribute: +2/+2."."""
    m = _tribute_table(hands={0: ["scavenging_spikeback"]})
    play(m, 0, "scavenging_spikeback")
    resolve_stack(m)
    s = find(m, "scavenging_spikeback", 0)
    assert unit_stats(m, s) == (5, 5) and keywords(m.state, CARDS, s) & KW["overwhelm"]


def test_snowfort_trumpeter_tribute_plus_2_plus_2():
    """Snowfort Trumpeter: "Tribute: +2/+2." (a 2/2 without it)."""
    m = table(hands={0: ["snowfort_trumpeter"]})
    play(m, 0, "snowfort_trumpeter")
    resolve_stack(m)
    assert unit_stats(m, find(m, "snowfort_trumpeter", 0)) == (2, 2)
    m = _tribute_table(hands={0: ["snowfort_trumpeter"]})
    play(m, 0, "snowfort_trumpeter")
    resolve_stack(m)
    assert unit_stats(m, find(m, "snowfort_trumpeter", 0)) == (4, 4)


def test_snowrager_tribute_creates_and_draws_a_snowball():
    """Snowrager: "Berserk. Tribute: Create and draw a Snowball."."""
    m = _tribute_table(hands={0: ["snowrager"]})
    play(m, 0, "snowrager")
    resolve_stack(m)
    assert hand(m, 0) == ["snowball"] and keywords(m.state, CARDS, find(m, "snowrager", 0)) & KW["berserk"]


def test_shadowstalker_is_unblockable_at_night_and_tribute_brings_nightfall():
    """Shadowstalker: "Unblockable at Night. Tribute: Nightfall." (003 Night)."""
    m = table(hands={0: ["shadowstalker"]})
    play(m, 0, "shadowstalker")
    resolve_stack(m)
    s = find(m, "shadowstalker", 0)
    assert not keywords(m.state, CARDS, s) & KW["unblockable"]
    m = _tribute_table(hands={0: ["shadowstalker"]})
    play(m, 0, "shadowstalker")
    resolve_stack(m)
    assert keywords(m.state, CARDS, find(m, "shadowstalker", 0)) & KW["unblockable"]


def test_umbren_occluder_tribute_the_enemy_discards_the_top_13_cards_of_their_deck():
    """Umbren Occluder: "Flying, Ambush. Tribute: The enemy player discards the top 13 cards of their deck."."""
    m = _tribute_table(hands={0: ["umbren_occluder"]})
    play(m, 0, "umbren_occluder")
    resolve_stack(m)
    assert len(m.state.voids[1]) == 13 and len(m.state.decks[1]) == 7
    assert keywords(m.state, CARDS, find(m, "umbren_occluder", 0)) == KW["flying"] | KW["ambush"]


def test_kenna_shaman_of_the_scale_grows_and_flies_on_spells_and_tribute_draws_a_spell_from_your_void():
    """Kenna, Shaman of the Scale: "Killer. When you play a spell, Kenna gets +2/+2 and Flying this turn.
    Tribute: Draw a spell from your void." (the Torch of the Tribute is the spell drawn)."""
    m = _tribute_table(hands={0: ["kenna_shaman_of_the_scale", "read_the_stars"]})
    play(m, 0, "kenna_shaman_of_the_scale")
    resolve_stack(m)
    assert "torch" in hand(m, 0) and "torch" not in void(m, 0)
    k = find(m, "kenna_shaman_of_the_scale", 0)
    play(m, 0, "read_the_stars")
    resolve_stack(m)
    assert unit_stats(m, k) == (7, 8) and keywords(m.state, CARDS, k) & KW["flying"] | KW["killer"]


def test_soulbringer_summon_plays_a_wisp_from_your_void_with_plus_1_plus_1_tribute_two():
    """Soulbringer: "Summon: Play a Wisp from your void and give it +1/+1. Tribute: Play two Wisps
    from your void instead and give them +1/+1." (Wisps: units of type Wisp)."""
    m = table(hands={0: ["soulbringer"]}, voids={0: ["lunging_wisp", "spitefeeder", SOLDIER]})
    play(m, 0, "soulbringer")
    resolve_stack(m)
    choose(m, 0, find(m, "spitefeeder", 0, "voids"))
    resolve_stack(m)
    assert board(m, 0) == ["soulbringer", "spitefeeder"] and unit_stats(m, find(m, "spitefeeder", 0)) == (2, 2)
    m = _tribute_table(hands={0: ["soulbringer"]}, voids={0: ["lunging_wisp", "spitefeeder"]})
    play(m, 0, "soulbringer")
    for _ in range(6):
        if m.state.choice is not None:
            choose(m, 0, m.state.choice["options"][0])
        elif m.state.stack:
            pass_(m)
    assert sorted(board(m, 0)) == ["lunging_wisp", "soulbringer", "spitefeeder"]


def test_end_of_hostilities_plays_a_copy_of_a_unit_tribute_two_copies():
    """End of Hostilities: "Warp. Play a copy of a unit. Tribute: Play two copies instead." (003 Copy)."""
    m = table(hands={0: ["end_of_hostilities"]}, boards={1: ["sand_warrior"]})
    play(m, 0, "end_of_hostilities", find(m, "sand_warrior", 1))
    resolve_stack(m)
    assert board(m, 0) == ["sand_warrior"]
    m = _tribute_table(hands={0: ["end_of_hostilities"]}, boards={1: ["sand_warrior"]})
    play(m, 0, "end_of_hostilities", find(m, "sand_warrior", 1))
    resolve_stack(m)
    assert board(m, 0) == ["sand_warrior", "sand_warrior"]


def test_end_of_the_line_deals_3_damage_to_two_enemies_tribute_4_with_lifesteal():
    """End of the Line: "Lifesteal, Warp. Deal 3 damage to two enemies. Tribute: Deal 4 damage to two
    enemies instead." (003 Lifesteal: you gain what it deals)."""
    m = table(hands={0: ["end_of_the_line"]}, boards={1: [SOLDIER, "sand_warrior"]})
    play(m, 0, "end_of_the_line")
    resolve_stack(m)
    choose(m, 0, find(m, "sand_warrior", 1), P1)
    resolve_stack(m)
    assert board(m, 1) == [SOLDIER] and m.state.health == [31, 22]
    m = _tribute_table(hands={0: ["end_of_the_line"]}, boards={1: [SOLDIER, "campfire_watchman"]})
    play(m, 0, "end_of_the_line")
    resolve_stack(m)
    choose(m, 0, find(m, "campfire_watchman", 1), P1)
    resolve_stack(m)
    assert unit_stats(m, find(m, "campfire_watchman", 1)) == (0, 2) and m.state.health == [33, 21]


def _modes(m, card_id: str) -> set:
    c = find(m, card_id, 0, "hands")
    return {(a.target, a.choice) for a in m.legal_actions() if a.kind == "play" and a.card == c}


def test_cirso_s_choice_aegis_and_6_health_or_2_damage_to_each_unit():
    """Cirso's Choice: "- You gain an Aegis and 6 Health, or; - Deal 2 damage to each unit." (a mode chosen as played)."""
    m = table(hands={0: ["cirso_s_choice"]}, boards={0: ["humbug"], 1: [SOLDIER, "sand_warrior"]})
    assert _modes(m, "cirso_s_choice") == {(None, "mode1"), (None, "mode2")}
    play(m, 0, "cirso_s_choice", None, "mode1")
    resolve_stack(m)
    assert m.state.health[0] == 31 and m.state.pshield[0]
    m = table(hands={0: ["cirso_s_choice"]}, boards={0: ["humbug"], 1: [SOLDIER, "sand_warrior"]})
    play(m, 0, "cirso_s_choice", None, "mode2")
    resolve_stack(m)
    assert board(m, 0) == [] and board(m, 1) == ["sand_warrior"]


def test_ijin_s_choice_kills_an_enemy_attachment_or_makes_mithril_armor():
    """Ijin's Choice: "- Kill an attachment on an enemy, or; - Create and draw a +4/+4 Mithril Armor."."""
    m = table(hands={0: ["ijin_s_choice"]}, relics={1: ["transmogrifier"]})
    r = find(m, "transmogrifier", 1, "relics")
    assert (r, "mode1") in _modes(m, "ijin_s_choice")
    play(m, 0, "ijin_s_choice", r, "mode1")
    resolve_stack(m)
    assert m.state.relics[1] == []
    m = table(hands={0: ["ijin_s_choice"]})
    assert _modes(m, "ijin_s_choice") == {(None, "mode2")}
    play(m, 0, "ijin_s_choice", None, "mode2")
    resolve_stack(m)
    assert hand(m, 0) == ["mithril_armor"]


def test_entangling_vines_stuns_two_enemy_units():
    """Entangling Vines: "Warp. Stun two enemy units." (chosen as it resolves; 003 Stun)."""
    m = table(hands={0: ["entangling_vines"]}, boards={1: [SOLDIER, "humbug", "oni_ronin"]})
    play(m, 0, "entangling_vines")
    resolve_stack(m)
    s, h = find(m, SOLDIER, 1), find(m, "humbug", 1)
    choose(m, 0, s, h)
    resolve_stack(m)
    assert m.state.info[s].stun and m.state.info[h].stun and not m.state.info[find(m, "oni_ronin", 1)].stun


def test_resurface_moves_a_spell_of_your_choice_to_the_top_of_your_deck():
    """Resurface: "Warp. Move a spell of your choice to the top of your deck." (a spell of your deck)."""
    m = table(hands={0: ["resurface"]}, decks={0: ["humbug", "torch", "vanquish"]})
    play(m, 0, "resurface")
    resolve_stack(m)
    assert sorted(m.state.choice["options"]) == ["torch", "vanquish"]
    choose(m, 0, "vanquish")
    assert _deck(m, 0)[:3] == ["vanquish", "humbug", "torch"]


def test_acquisitive_crow_creates_and_draws_a_random_1_cost_spell_when_it_attacks():
    """Acquisitive Crow: "Flying, Berserk. When Acquisitive Crow attacks, create and draw a random 1-cost spell."."""
    m = table(boards={0: ["acquisitive_crow"]})
    attack(m, 0, find(m, "acquisitive_crow", 0))
    choose(m, 0, "done")   # 003 Berserk: not attacking again
    resolve_stack(m)
    got = [CARDS[m.state.kinds[c]] for c in m.state.hands[0]]
    assert len(got) == 1 and got[0].is_spell and got[0].cost == 1 and not got[0].token


def test_thunder_giant_deals_3_damage_to_each_enemy_unit_on_attack_if_you_played_a_spell():
    """Thunder Giant: "When Thunder Giant attacks, he deals 3 damage to each enemy unit if you played
    a spell this turn." Without a spell, nothing."""
    m = table(boards={0: ["thunder_giant"], 1: [SOLDIER]})
    attack(m, 0, find(m, "thunder_giant", 0))
    resolve_stack(m)
    assert board(m, 1) == [SOLDIER]
    m = table(hands={0: ["read_the_stars"]}, boards={0: ["thunder_giant"], 1: [SOLDIER, "campfire_watchman"]})
    play(m, 0, "read_the_stars")
    resolve_stack(m)
    attack(m, 0, find(m, "thunder_giant", 0))
    resolve_stack(m)
    assert board(m, 1) == ["campfire_watchman"] and unit_stats(m, find(m, "campfire_watchman", 1)) == (0, 3)


def test_caiphus_wandering_king_summon_gets_three_random_battle_skills():
    """Caiphus, Wandering King: "Summon: Caiphus gets three random battle skills." (three different ones)."""
    m = table(hands={0: ["caiphus_wandering_king"]})
    play(m, 0, "caiphus_wandering_king")
    resolve_stack(m)
    assert (keywords(m.state, CARDS, find(m, "caiphus_wandering_king", 0)) & BATTLE_BITS).bit_count() == 3


def test_crill_merciless_pillager_kills_all_attachments_and_gets_a_skill_for_each():
    """Crill, Merciless Pillager: "Summon: Kill all attachments. Crill gets a random battle skill for each
    attachment she killed." (a relic and a weapon: two skills)."""
    m = table(hands={0: ["crill_merciless_pillager", "hair_trigger_pistol"]}, boards={0: [SOLDIER]},
              relics={1: ["transmogrifier"]}, power=(12, 12))
    play(m, 0, "hair_trigger_pistol", find(m, SOLDIER, 0))
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, "skip")
    play(m, 0, "crill_merciless_pillager")
    resolve_stack(m)
    c = find(m, "crill_merciless_pillager", 0)
    assert m.state.relics[1] == [] and not m.state.info[find(m, SOLDIER, 0)].att
    assert (keywords(m.state, CARDS, c) & BATTLE_BITS).bit_count() == 2


def test_crunch_the_hoarder_infiltrate_draws_two_discards_one_and_gets_berserk_for_a_spell():
    """Crunch, the Hoarder: "Overwhelm. Infiltrate: Draw two cards, then discard a card. If you discarded
    a spell or attachment, Crunch gets Berserk." (003 Infiltrate)."""
    m = table(boards={0: ["crunch_the_hoarder"]}, decks={0: ["torch", "humbug"]})
    c = find(m, "crunch_the_hoarder", 0)
    attack(m, 0, c)
    for _ in range(10):
        if m.state.choice is not None:
            break
        pass_(m)
    choose(m, 0, find(m, "torch", 0, "hands"))
    assert hand(m, 0) == ["humbug"] and keywords(m.state, CARDS, c) & KW["berserk"]


def test_back_alley_delinquent_may_discard_a_card_to_create_and_draw_sabotage():
    """Back-Alley Delinquent: "Quickdraw. Summon: You may discard a card to create and draw Sabotage."."""
    m = table(hands={0: ["back_alley_delinquent", "torch"]})
    play(m, 0, "back_alley_delinquent")
    resolve_stack(m)
    choose(m, 0, "yes")
    resolve_stack(m)
    assert hand(m, 0) == ["sabotage"] and void(m, 0) == ["torch"]
    m = table(hands={0: ["back_alley_delinquent", "torch"]})
    play(m, 0, "back_alley_delinquent")
    resolve_stack(m)
    choose(m, 0, "no")
    assert hand(m, 0) == ["torch"]


def test_portent_reader_may_discard_a_card_to_create_and_draw_second_sight():
    """Portent Reader: "Flying. Summon: You may discard a card to create and draw Second Sight."."""
    m = table(hands={0: ["portent_reader", "torch"]})
    play(m, 0, "portent_reader")
    resolve_stack(m)
    choose(m, 0, "yes")
    resolve_stack(m)
    assert hand(m, 0) == ["second_sight"] and void(m, 0) == ["torch"]


def test_lethrai_secretweaver_pays_4_and_discards_a_spell_to_draw_two_cards():
    """Lethrai Secretweaver: "Pay 4 and discard a spell to draw two cards." (a unit in hand is no choice)."""
    m = table(boards={0: ["lethrai_secretweaver"]}, hands={0: ["humbug", "torch", "vanquish"]},
              decks={0: ["oni_ronin", SOLDIER]})
    m.apply(Action("use", 0, find(m, "lethrai_secretweaver", 0), None, 0))
    resolve_stack(m)
    assert find(m, "humbug", 0, "hands") not in m.state.choice["options"]
    choose(m, 0, find(m, "torch", 0, "hands"))
    resolve_stack(m)
    assert sorted(hand(m, 0)) == sorted(["humbug", "vanquish", "oni_ronin", SOLDIER]) and m.state.power[0] == 6


def test_aeva_eilyn_s_elite_tribute_and_infiltrate_each_make_two_cloudsnakes():
    """Aeva, Eilyn's Elite: "Flying. Tribute: Create and draw two 1/2 Cloudsnakes with Flying. Infiltrate:
    Create and draw two 1/2 Cloudsnakes with Flying." (003 Infiltrate: her first hit on the enemy player)."""
    m = _tribute_table(hands={0: ["aeva_eilyn_s_elite"]})
    play(m, 0, "aeva_eilyn_s_elite")
    resolve_stack(m)
    assert hand(m, 0) == ["cloudsnake_hatchling"] * 2
    c = CARDS[m.state.kinds[m.state.hands[0][0]]]
    assert (c.attack, c.health) == (1, 2) and c.has("flying")
    m = table(boards={0: ["aeva_eilyn_s_elite"]})
    a = find(m, "aeva_eilyn_s_elite", 0)
    assert keywords(m.state, CARDS, a) & KW["flying"]
    attack(m, 0, a)
    for _ in range(10):
        if m.state.phase == "main2" and not m.state.stack:
            break
        pass_(m)
    assert m.state.health[1] == 22 and hand(m, 0) == ["cloudsnake_hatchling"] * 2
