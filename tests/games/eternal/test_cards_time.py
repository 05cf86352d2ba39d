"""Set 1 Time cards (Copper Conduit to Find the Way), one test per card, each played through the match.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide).
The Time-Justice and Time-Shadow cards, and the rest, are in test_cards_time_b.py."""
from simulator.core.actions import Action
from simulator.games.eternal import stats
from simulator.games.eternal.cards import KW

from .helpers import (
    CARDS,
    board,
    choose,
    find,
    hand,
    pass_,
    play,
    table,
    unit_stats,
    void,
)


def resolve(m) -> None:
    """Everyone passes until the stack is empty."""
    while m.state.stack and m.state.choice is None:
        pass_(m)


def has(m, c: int, keyword: str) -> bool:
    return stats.has(m.state, CARDS, c, keyword)


def draw_two(m, seat: int = 0) -> None:
    """Play Wisdom of the Elders ("Draw two cards") from hand and let it resolve."""
    play(m, seat, "wisdom_of_the_elders")
    resolve(m)


def test_copper_conduit_spends_the_remaining_power_on_its_stats():
    """Copper Conduit: "Overwhelm; Summon: Spend your remaining power to give Copper Conduit that
    much Strength and Health." (000 1.3: the cost is paid first; 003 Summon)"""
    m = table(hands={0: ["copper_conduit"]}, power=(5, 5))
    play(m, 0, "copper_conduit")
    u = find(m, "copper_conduit", 0)
    assert unit_stats(m, u) == (5, 5) and m.state.power[0] == 0
    assert has(m, u, "overwhelm")


def test_ornamental_daggers_echo_makes_a_copy_when_drawn():
    """Ornamental Daggers: "Echo" (003 Echo: drawing it creates another copy in hand)."""
    m = table(hands={0: ["wisdom_of_the_elders"]}, decks={0: ["ornamental_daggers", "time_sigil"]},
              boards={0: ["sand_warrior"]})
    draw_two(m)
    assert hand(m, 0).count("ornamental_daggers") == 2 and "time_sigil" in hand(m, 0)
    u = find(m, "sand_warrior", 0)
    play(m, 0, "ornamental_daggers", u)
    assert unit_stats(m, u) == (4, 4)


def test_slow_doubles_the_cost_of_a_card_in_the_enemy_hand():
    """Slow: "Double the cost of a card in the enemy hand." (000 1.2: the enemy hand is hidden,
    so the card is one of its non-power cards at random.)"""
    m = table(hands={0: ["slow"], 1: ["towering_terrazon", "time_sigil"]})
    play(m, 0, "slow")
    resolve(m)
    t = find(m, "towering_terrazon", 1, "hands")
    assert stats.cost(m.state, CARDS, t) == 10
    assert stats.cost(m.state, CARDS, find(m, "time_sigil", 1, "hands")) == 0


def test_excavate_puts_a_void_card_on_top_and_is_voidbound():
    """Excavate: "Voidbound; Put a card from your void on the top of your deck. You gain 2
    Health." Voidbound: once in the void it can't leave, so a second Excavate finds nothing."""
    m = table(hands={0: ["excavate", "excavate"]}, voids={0: ["torch"]})
    play(m, 0, "excavate")
    resolve(m)
    assert CARDS[m.state.kinds[m.state.decks[0][-1]]].id == "torch"
    assert m.state.health[0] == 27 and void(m, 0) == ["excavate"]
    play(m, 0, "excavate")
    resolve(m)
    assert m.state.choice is None and void(m, 0) == ["excavate", "excavate"]
    assert CARDS[m.state.kinds[m.state.decks[0][-1]]].id == "torch" and m.state.health[0] == 29


def test_initiate_of_the_sands_gives_maximum_power_while_in_play():
    """Initiate of the Sands: "+1 Maximum Power." An ongoing ability (000 1.4): gone when it
    leaves the playmat; maximum power only, like a depleted power card (003 Depleted)."""
    m = table(hands={0: ["initiate_of_the_sands", "deathstrike"]}, power=(6, 6))
    play(m, 0, "initiate_of_the_sands")
    assert m.state.max_power[0] == 7 and m.state.power[0] == 5
    play(m, 0, "deathstrike", find(m, "initiate_of_the_sands", 0))
    resolve(m)
    assert m.state.max_power[0] == 6


def test_predator_s_instinct_gives_a_unit_killer():
    """Predator's Instinct: "Give a unit Killer." (003 Killer: it may then attack an enemy unit.)"""
    m = table(hands={0: ["predator_s_instinct"]}, boards={0: ["sand_warrior"], 1: ["oni_ronin"]})
    u, e = find(m, "sand_warrior", 0), find(m, "oni_ronin", 1)
    play(m, 0, "predator_s_instinct", u)
    resolve(m)
    assert has(m, u, "killer")
    m.apply(Action("attack", 0, u, e))
    resolve(m)
    assert "oni_ronin" in void(m, 1)


def test_unlock_potential_gives_your_units_plus_one():
    """Unlock Potential: "Your units get +1/+1." (a lasting change, 003 Strength/Health)"""
    m = table(hands={0: ["unlock_potential"]}, boards={0: ["sand_warrior", "oni_ronin"], 1: ["scaly_gruan"]})
    play(m, 0, "unlock_potential")
    resolve(m)
    assert unit_stats(m, find(m, "sand_warrior", 0)) == (4, 4)
    assert unit_stats(m, find(m, "oni_ronin", 0)) == (3, 2)
    assert unit_stats(m, find(m, "scaly_gruan", 1)) == (1, 4)


def test_voice_of_the_speaker_gives_your_power_cards_echo():
    """Voice of the Speaker: "Your power cards have Echo." (003 Echo: a copy when drawn)"""
    m = table(hands={0: ["wisdom_of_the_elders"]}, boards={0: ["voice_of_the_speaker"]},
              decks={0: ["time_sigil", "sand_warrior"]})
    draw_two(m)
    assert hand(m, 0).count("time_sigil") == 2 and hand(m, 0).count("sand_warrior") == 1


def test_secret_pages_plays_a_chosen_sigil_depleted():
    """Secret Pages: "Play a Sigil of your choice from your deck depleted." (003 Depleted: maximum
    power only; 000 1.3: a card played by an effect is not the turn's power card from hand)"""
    m = table(hands={0: ["secret_pages", "time_sigil"]}, decks={0: ["justice_sigil"]}, power=(5, 5))
    play(m, 0, "secret_pages")
    resolve(m)
    choose(m, 0, "justice_sigil")
    assert "justice_sigil" in [CARDS[m.state.kinds[c]].id for c in m.state.powers[0]]
    assert m.state.max_power[0] == 6 and m.state.power[0] == 2
    assert m.state.influence[0][2] == 7
    play(m, 0, "time_sigil")   # the power card from hand is still allowed this turn
    assert m.state.max_power[0] == 7


def test_friendly_wisp_draws_two_once_for_a_big_unit():
    """Friendly Wisp: "Flying; Ultimate: When you play a unit with 5 Strength or more, draw two
    cards." (003 Ultimate: once; a smaller unit does nothing)"""
    m = table(hands={0: ["sand_warrior", "towering_terrazon", "towering_terrazon"]},
              boards={0: ["friendly_wisp"]}, power=(12, 12))
    play(m, 0, "sand_warrior")
    assert len(m.state.hands[0]) == 2
    play(m, 0, "towering_terrazon")
    assert len(m.state.hands[0]) == 3
    play(m, 0, "towering_terrazon")
    assert len(m.state.hands[0]) == 2


def test_ephemeral_wisp_plays_itself_from_the_void_on_empower():
    """Ephemeral Wisp: "Empower: Play Ephemeral Wisp from your void." (003 Empower: when you
    play a power card)"""
    m = table(hands={0: ["time_sigil"]}, voids={0: ["ephemeral_wisp"]})
    play(m, 0, "time_sigil")
    resolve(m)
    assert "ephemeral_wisp" in board(m, 0) and void(m, 0) == []


def test_accelerate_gives_a_unit_in_hand_charge():
    """Accelerate: "Give a unit in your hand Charge." (003 Charge: it may attack the turn it
    enters)"""
    m = table(hands={0: ["accelerate", "sand_warrior", "time_sigil"]})
    play(m, 0, "accelerate")
    resolve(m)
    u = find(m, "sand_warrior", 0, "hands")
    assert m.state.info[u].kw & KW["charge"]
    play(m, 0, "sand_warrior")
    m.apply(Action("attack", 0, u))
    assert u in m.state.attackers


def test_dawnwalker_returns_from_the_void_for_a_big_unit():
    """Dawnwalker: "Overwhelm; {T}{T}{T}{T}: When you play a unit with 5 Strength or more, play
    Dawnwalker from your void exhausted." (000 1.3 influence, checked not spent)"""
    m = table(hands={0: ["sand_warrior", "towering_terrazon"]}, voids={0: ["dawnwalker"]})
    play(m, 0, "sand_warrior")
    assert void(m, 0) == ["dawnwalker"]
    play(m, 0, "towering_terrazon")
    resolve(m)
    d = find(m, "dawnwalker", 0)
    assert m.state.info[d].ex and has(m, d, "overwhelm")


def test_dawnwalker_stays_in_the_void_without_four_time_influence():
    """Dawnwalker's ability needs {T}{T}{T}{T} (000 1.3 influence)."""
    m = table(hands={0: ["towering_terrazon"]}, voids={0: ["dawnwalker"]}, influence=3)
    play(m, 0, "towering_terrazon")
    resolve(m)
    assert void(m, 0) == ["dawnwalker"]


def test_synchronized_strike_pumps_your_units_this_turn():
    """Synchronized Strike: "Your units get +1/+1 this turn." (000 3.54: "this turn" ends at Cleanup)"""
    m = table(hands={0: ["synchronized_strike"]}, boards={0: ["sand_warrior"]})
    u = find(m, "sand_warrior", 0)
    play(m, 0, "synchronized_strike")
    resolve(m)
    assert unit_stats(m, u) == (4, 4)
    for _ in range(10):
        if m.state.turn == 1:
            break
        pass_(m)
    assert unit_stats(m, u) == (3, 3)


def test_ageless_mentor_grows_units_in_hand_costing_four_or_more():
    """Ageless Mentor: "Summon: Each unit in your hand with cost 4 or more gets +2/+2." (003 Summon)"""
    m = table(hands={0: ["ageless_mentor", "towering_terrazon", "sand_warrior"]})
    play(m, 0, "ageless_mentor")
    big, small = find(m, "towering_terrazon", 0, "hands"), find(m, "sand_warrior", 0, "hands")
    assert (m.state.info[big].atk, m.state.info[big].hp) == (2, 2)
    assert small not in m.state.info or m.state.info[small].atk == 0


def test_dispel_silences_a_unit_and_draws():
    """Dispel: "Silence a unit. Draw a card." (003 Silence: its text is gone)"""
    m = table(hands={0: ["dispel"]}, boards={1: ["towertop_patrol"]})
    e = find(m, "towertop_patrol", 1)
    play(m, 0, "dispel", e)
    resolve(m)
    assert m.state.info[e].silenced and not has(m, e, "flying")
    assert len(m.state.hands[0]) == 1


def test_determined_stranger_strengthens_every_stranger():
    """Determined Stranger: "Strangers have +1/+1." As printed, every Stranger (000 1.4 ongoing)."""
    m = table(boards={0: ["determined_stranger", "sand_warrior"], 1: ["enlightened_stranger"]})
    assert unit_stats(m, find(m, "determined_stranger", 0)) == (3, 3)
    assert unit_stats(m, find(m, "enlightened_stranger", 1)) == (3, 3)
    assert unit_stats(m, find(m, "sand_warrior", 0)) == (3, 3)


def test_amber_acolyte_draws_a_chosen_sigil():
    """Amber Acolyte: "Summon: Draw a Sigil of your choice from your deck." """
    m = table(hands={0: ["amber_acolyte"]}, decks={0: ["sand_warrior", "time_sigil"]})
    play(m, 0, "amber_acolyte")
    choose(m, 0, "time_sigil")
    assert hand(m, 0) == ["time_sigil"]
    assert "time_sigil" not in [CARDS[m.state.kinds[c]].id for c in m.state.decks[0]]


def test_clockroach_grows_the_clockroaches_in_hand_and_deck():
    """Clockroach: "Echo; Summon: Each Clockroach in your hand and deck gets +1/+1." """
    m = table(hands={0: ["clockroach", "clockroach"]}, decks={0: ["clockroach"]})
    play(m, 0, "clockroach")
    played = find(m, "clockroach", 0)
    assert unit_stats(m, played) == (2, 2)
    held = find(m, "clockroach", 0, "hands")
    deep = next(c for c in m.state.decks[0] if CARDS[m.state.kinds[c]].id == "clockroach")
    assert (m.state.info[held].atk, m.state.info[held].hp) == (1, 1)
    assert (m.state.info[deep].atk, m.state.info[deep].hp) == (1, 1)
    assert CARDS[m.state.kinds[played]].has("echo")


def test_decay_kills_an_enemy_attachment_and_heals():
    """Decay: "Kill an enemy attachment. You gain 3 Health." (000 1.3 attachments; 000 1.5 kill)"""
    m = table(hands={0: ["decay"]}, relics={1: ["infinite_hourglass"]})
    r = m.state.relics[1][0]
    play(m, 0, "decay", r)
    resolve(m)
    assert m.state.relics[1] == [] and "infinite_hourglass" in void(m, 1)
    assert m.state.health[0] == 28


def test_steward_of_prophecy_silences_a_unit_in_the_enemy_hand():
    """Steward of Prophecy: "Summon: Silence a unit in the enemy hand." (000 1.2: the hand is
    hidden, the unit is one at random; 003 Silence)"""
    m = table(hands={0: ["steward_of_prophecy"], 1: ["lumen_defender", "time_sigil"]})
    play(m, 0, "steward_of_prophecy")
    resolve(m)
    u = find(m, "lumen_defender", 1, "hands")
    assert m.state.info[u].silenced
    assert find(m, "time_sigil", 1, "hands") not in m.state.info


def test_healer_s_cloak_gains_the_wielders_health():
    """Healer's Cloak: "Summon: You gain Health equal to the wielder's Health." (the Cloak's +2 counts)"""
    m = table(hands={0: ["healer_s_cloak"]}, boards={0: ["sand_warrior"]})
    play(m, 0, "healer_s_cloak", find(m, "sand_warrior", 0))
    resolve(m)
    assert m.state.health[0] == 30


def test_sandstorm_titan_stops_every_unit_flying():
    """Sandstorm Titan: "Endurance; Units can't fly." (003: the "Not" effect wins over Flying)"""
    m = table(hands={0: ["sandstorm_titan"]}, boards={0: ["towertop_patrol"], 1: ["hooru_fledgling"]})
    mine, theirs = find(m, "towertop_patrol", 0), find(m, "hooru_fledgling", 1)
    assert has(m, theirs, "flying")
    play(m, 0, "sandstorm_titan")
    assert not has(m, theirs, "flying") and not has(m, mine, "flying")
    assert has(m, find(m, "sandstorm_titan", 0), "endurance")


def test_praxis_displacer_may_return_another_unit_to_hand():
    """Praxis Displacer: "Summon: You may put another unit into its owner's hand." """
    m = table(hands={0: ["praxis_displacer"]}, boards={1: ["towering_terrazon"]})
    e = find(m, "towering_terrazon", 1)
    play(m, 0, "praxis_displacer")
    assert find(m, "praxis_displacer", 0) not in m.state.choice["options"]
    choose(m, 0, e)
    resolve(m)
    assert hand(m, 1) == ["towering_terrazon"] and board(m, 1) == []


def test_xenan_obelisk_gives_more_at_eight_maximum_power():
    """Xenan Obelisk: "Your units have +1/+1. They have +2/+2 instead while you have 8 or more
    Maximum Power." (000 1.4 ongoing ability)"""
    m = table(hands={0: ["xenan_obelisk", "time_sigil"]}, boards={0: ["sand_warrior"], 1: ["oni_ronin"]},
              power=(7, 7))
    u = find(m, "sand_warrior", 0)
    play(m, 0, "xenan_obelisk")
    assert unit_stats(m, u) == (4, 4) and unit_stats(m, find(m, "oni_ronin", 1)) == (2, 1)
    play(m, 0, "time_sigil")
    assert unit_stats(m, u) == (5, 5)


def test_marisen_s_disciple_plays_the_chosen_insect():
    """Marisen's Disciple: "Summon: Choose and play a 1/1 Scorpion, 2/2 Locust, or 3/3 Sandcrawler." """
    m = table(hands={0: ["marisen_s_disciple"]})
    play(m, 0, "marisen_s_disciple")
    choose(m, 0, "locust")
    loc = find(m, "locust", 0)
    assert unit_stats(m, loc) == (2, 2) and has(m, loc, "flying")
    assert CARDS[m.state.kinds[loc]].token


def test_ancient_lore_draws_two_and_strengthens_units():
    """Ancient Lore: "Draw two cards. Each unit drawn this way gets +1/+1." """
    m = table(hands={0: ["ancient_lore"]}, decks={0: ["sand_warrior", "time_sigil"]})
    play(m, 0, "ancient_lore")
    resolve(m)
    u = find(m, "sand_warrior", 0, "hands")
    assert (m.state.info[u].atk, m.state.info[u].hp) == (1, 1) and "time_sigil" in hand(m, 0)


def test_idol_of_destran_grows_in_hand_and_deck():
    """Idol of Destran: "While Idol of Destran is in your hand or deck, it gets +1/+1 each time
    you play a unit." (unseen: the hand and deck are hidden, 000 1.2)"""
    m = table(hands={0: ["idol_of_destran", "sand_warrior", "oni_ronin"]}, decks={0: ["idol_of_destran"]})
    play(m, 0, "sand_warrior")
    play(m, 0, "oni_ronin")
    held = find(m, "idol_of_destran", 0, "hands")
    deep = next(c for c in m.state.decks[0] if CARDS[m.state.kinds[c]].id == "idol_of_destran")
    assert (m.state.info[held].atk, m.state.info[held].hp) == (2, 2)
    assert (m.state.info[deep].atk, m.state.info[deep].hp) == (2, 2)
    play(m, 0, "idol_of_destran")
    assert unit_stats(m, held) == (2, 2)


def test_elysian_pathfinder_gives_the_top_unit_echo():
    """Elysian Pathfinder: "Summon: The top unit of your deck gets Echo." """
    m = table(hands={0: ["elysian_pathfinder"]}, decks={0: ["time_sigil", "sand_warrior"]})
    play(m, 0, "elysian_pathfinder")
    u = next(c for c in m.state.decks[0] if CARDS[m.state.kinds[c]].id == "sand_warrior")
    assert m.state.info[u].kw & KW["echo"]


def test_divining_rod_plays_units_sharing_a_skill_and_discards_the_rest():
    """Divining Rod: "Summon: Play all units from the top four cards of your deck that share a
    skill with the wielder. Discard the rest." (000 1.4 skills)"""
    m = table(hands={0: ["divining_rod"]}, boards={0: ["towertop_patrol"]},
              decks={0: ["hooru_fledgling", "sand_warrior", "time_sigil", "hooru_fledgling", "oni_ronin"]})
    play(m, 0, "divining_rod", find(m, "towertop_patrol", 0))
    resolve(m)
    assert board(m, 0).count("hooru_fledgling") == 2
    assert sorted(void(m, 0)) == ["sand_warrior", "time_sigil"]
    assert CARDS[m.state.kinds[m.state.decks[0][-1]]].id == "oni_ronin"


def test_striking_snake_formation_gives_your_units_killer():
    """Striking Snake Formation: "Your units get Killer." (003 Killer)"""
    m = table(hands={0: ["striking_snake_formation"]}, boards={0: ["sand_warrior", "oni_ronin"], 1: ["scaly_gruan"]})
    play(m, 0, "striking_snake_formation")
    resolve(m)
    assert has(m, find(m, "sand_warrior", 0), "killer") and has(m, find(m, "oni_ronin", 0), "killer")
    assert not has(m, find(m, "scaly_gruan", 1), "killer")


def test_dormant_sentinel_gets_overwhelm_on_empower():
    """Dormant Sentinel: "Empower: Overwhelm this turn." (003 Empower)"""
    m = table(hands={0: ["time_sigil"]}, boards={0: ["dormant_sentinel"]})
    u = find(m, "dormant_sentinel", 0)
    assert not has(m, u, "overwhelm")
    play(m, 0, "time_sigil")
    resolve(m)
    assert has(m, u, "overwhelm") and m.state.info[u].tkw & KW["overwhelm"]


def test_find_the_way_draws_a_sigil_that_is_played_depleted():
    """Find the Way: "Echo; Draw a Sigil of your choice from your deck. It is depleted when
    played." (003 Depleted: maximum power only)"""
    m = table(hands={0: ["find_the_way"]}, decks={0: ["time_sigil"]}, power=(5, 5))
    play(m, 0, "find_the_way")
    resolve(m)
    choose(m, 0, "time_sigil")
    play(m, 0, "time_sigil")
    assert m.state.max_power[0] == 6 and m.state.power[0] == 3   # 5 - 2 for the spell, none from the sigil
    assert CARDS[m.state.kinds[find(m, "find_the_way", 0, "voids")]].has("echo")
