"""Set 1 Time cards (Hall of Lost Kings on), the Time-Justice and Time-Shadow cards and the tokens
they play, one test per card, each played through the match.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
import pytest

from simulator.core.actions import Action
from simulator.games.eternal import stats

from .helpers import CARDS, board, find, hand, pass_, play, table, unit_stats, void
from .test_cards_time import draw_two, has, resolve


def to_next_turn(m) -> None:
    """Pass until the other player's turn has begun."""
    start = m.state.turn
    for _ in range(20):
        if m.state.turn != start and m.state.phase == "main1" and not m.state.stack:
            return
        pass_(m)
    raise AssertionError("the turn never passed")


def test_hall_of_lost_kings_plays_one_sentinel_or_five():
    """Hall of Lost Kings: "Play a 5/5 Sentinel. If you have more than 25 Health, play five
    Sentinels instead." (000 6.1: at most 12 units)"""
    m = table(hands={0: ["hall_of_lost_kings"]})
    play(m, 0, "hall_of_lost_kings")
    resolve(m)
    assert board(m, 0) == ["sentinel"] and unit_stats(m, find(m, "sentinel", 0)) == (5, 5)
    m = table(hands={0: ["hall_of_lost_kings"]}, health=(26, 25))
    play(m, 0, "hall_of_lost_kings")
    resolve(m)
    assert board(m, 0) == ["sentinel"] * 5


def test_marisen_the_eldest_plays_an_insect_at_the_start_of_each_turn():
    """Marisen, the Eldest: "At the start of each turn, play one of the following at random: 1/1
    Scorpion, 2/2 Locust, or 3/3 Sandcrawler." (000 3.1 Start Phase, the enemy's turns too)"""
    m = table(boards={0: ["marisen_the_eldest"]})
    to_next_turn(m)
    assert len(board(m, 0)) == 2 and board(m, 0)[1] in ("scorpion", "locust", "sandcrawler")
    to_next_turn(m)
    assert len(board(m, 0)) == 3


@pytest.mark.parametrize("card_id, numbers, skill", [
    ("scorpion", (1, 1), "deadly"), ("locust", (2, 2), "flying"), ("sandcrawler", (3, 3), "overwhelm"),
    ("owl", (4, 4), "flying")], ids=["scorpion", "locust", "sandcrawler", "owl"])
def test_time_tokens_have_their_printed_numbers_and_skill(card_id, numbers, skill):
    """Marisen's "1/1 Scorpion, 2/2 Locust, or 3/3 Sandcrawler" and The Great Parliament's "4/4
    Owl with Flying": tokens, kept out of decks."""
    c = next(c for c in CARDS if c.id == card_id)
    assert c.token and (c.attack, c.health) == numbers and c.has(skill)


def test_talir_who_sees_beyond_gives_time_units_destiny():
    """Talir, Who Sees Beyond: "Overwhelm; Your {T} units have Destiny." (003 Destiny: played
    for free when drawn, then draw another card)"""
    m = table(hands={0: ["wisdom_of_the_elders"]}, boards={0: ["talir_who_sees_beyond"]},
              decks={0: ["sand_warrior", "argenport_soldier", "time_sigil"]})
    draw_two(m)
    assert "sand_warrior" in board(m, 0)
    assert sorted(hand(m, 0)) == ["argenport_soldier", "time_sigil"]


def test_vault_of_the_praxis_draws_on_the_second_unit_of_a_turn():
    """Vault of the Praxis: "When you play your second unit in a turn, draw a card." """
    m = table(hands={0: ["sand_warrior", "oni_ronin", "scaly_gruan"]}, relics={0: ["vault_of_the_praxis"]})
    play(m, 0, "sand_warrior")
    assert len(m.state.hands[0]) == 2
    play(m, 0, "oni_ronin")
    resolve(m)
    assert len(m.state.hands[0]) == 2
    play(m, 0, "scaly_gruan")
    assert len(m.state.hands[0]) == 1


def test_azindel_the_wayfinder_gains_maximum_power_as_units_die():
    """Azindel, the Wayfinder: "+1 Maximum Power. When another unit goes to a void, +1 Maximum
    Power." (the first while in play, 000 1.4; the second for good)"""
    m = table(hands={0: ["azindel_the_wayfinder", "deathstrike"]}, boards={1: ["oni_ronin"]}, power=(9, 9))
    play(m, 0, "azindel_the_wayfinder")
    assert m.state.max_power[0] == 10 and m.state.power[0] == 5
    play(m, 0, "deathstrike", find(m, "oni_ronin", 1))
    resolve(m)
    assert m.state.max_power[0] == 11 and m.state.power[0] == 1


def test_safe_return_returns_a_unit_with_plus_one():
    """Safe Return: "Put one of your units into your hand and give it +1/+1." (003: effects stay
    when a card changes zones)"""
    m = table(hands={0: ["safe_return"]}, boards={0: ["sand_warrior"]})
    u = find(m, "sand_warrior", 0)
    play(m, 0, "safe_return", u)
    resolve(m)
    assert u in m.state.hands[0] and (m.state.info[u].atk, m.state.info[u].hp) == (1, 1)
    play(m, 0, "sand_warrior")
    assert unit_stats(m, u) == (4, 4)


def test_knight_chancellor_siraf_plays_a_random_doubled_unit():
    """Knight-Chancellor Siraf: "Overwhelm; Pay 7 and exhaust Siraf to play a random {T} or {J}
    unit and double its Strength/Health." (000 1.4 activated ability)"""
    m = table(boards={0: ["knight_chancellor_siraf"]}, influence=0)   # no influence: no Champion's bonus on top
    s = find(m, "knight_chancellor_siraf", 0)
    m.apply(Action("use", 0, s, None, 0))
    resolve(m)
    assert m.state.info[s].ex and m.state.power[0] == 3
    new = [u for u in m.state.boards[0] if u != s]
    assert len(new) == 1
    card = CARDS[m.state.kinds[new[0]]]
    assert set(card.factions) & {"T", "J"} and not card.token
    assert stats.attack(m.state, CARDS, new[0]) == 2 * card.attack


def test_vodakhan_s_staff_returns_to_hand_at_eight_maximum_power():
    """Vodakhan's Staff: "Empower: If you have 8 or more Maximum Power, draw Vodakhan's Staff
    from your void." (003 Empower)"""
    m = table(hands={0: ["time_sigil"]}, voids={0: ["vodakhan_s_staff"]}, power=(6, 6))
    play(m, 0, "time_sigil")
    resolve(m)
    assert void(m, 0) == ["vodakhan_s_staff"]
    m = table(hands={0: ["time_sigil"]}, voids={0: ["vodakhan_s_staff"]}, power=(7, 7))
    play(m, 0, "time_sigil")
    resolve(m)
    assert void(m, 0) == [] and "vodakhan_s_staff" in hand(m, 0)


def test_enlightened_stranger_strengthens_strangers_on_empower():
    """Enlightened Stranger: "Empower: Strangers get +1/+1." As printed, every Stranger."""
    m = table(hands={0: ["time_sigil"]}, boards={0: ["enlightened_stranger", "sand_warrior"],
                                                   1: ["determined_stranger"]})
    play(m, 0, "time_sigil")
    resolve(m)
    assert unit_stats(m, find(m, "enlightened_stranger", 0)) == (4, 4)   # +1 and Determined Stranger's +1
    assert unit_stats(m, find(m, "determined_stranger", 1)) == (4, 4)
    assert unit_stats(m, find(m, "sand_warrior", 0)) == (3, 3)


def test_the_great_parliament_plays_an_owl_per_four_maximum_power():
    """The Great Parliament: "Play a 4/4 Owl with Flying for every 4 Maximum Power you have." """
    m = table(hands={0: ["the_great_parliament"]}, power=(9, 9))
    play(m, 0, "the_great_parliament")
    resolve(m)
    assert board(m, 0) == ["owl", "owl"] and has(m, find(m, "owl", 0), "flying")


def test_reality_warden_keeps_cards_in_the_enemy_void():
    """Reality Warden: "Overwhelm; Cards can't leave the enemy void." (000 1.4 ongoing ability)"""
    m = table(hands={0: ["time_sigil"]}, voids={0: ["ephemeral_wisp"]}, boards={1: ["reality_warden"]})
    play(m, 0, "time_sigil")
    resolve(m)
    assert void(m, 0) == ["ephemeral_wisp"]
    assert has(m, find(m, "reality_warden", 1), "overwhelm")
    m = table(hands={1: ["time_sigil"]}, voids={1: ["ephemeral_wisp"]}, boards={1: ["reality_warden"]}, turn=1)
    play(m, 1, "time_sigil")   # its own player's void is not locked
    resolve(m)
    assert "ephemeral_wisp" in board(m, 1)


def test_champion_of_progress_grows_with_influence():
    """Champion of Progress: "{T}{T}{T}{T}{T}{T}: +6/+6. {J}{J}{J}{J}{J}{J}: +6/+6." (000 1.3 influence)"""
    m = table(boards={0: ["champion_of_progress"]}, influence=6)
    u = find(m, "champion_of_progress", 0)
    assert unit_stats(m, u) == (18, 18)
    m.state.influence[0][2] = 5
    assert unit_stats(m, u) == (12, 12)
    m.state.influence[0][1] = 5
    assert unit_stats(m, u) == (6, 6)


def test_minotaur_ambassador_plays_a_time_and_a_justice_sigil():
    """Minotaur Ambassador: "Summon: Play a Time Sigil and a Justice Sigil from your deck." """
    m = table(hands={0: ["minotaur_ambassador"]}, decks={0: ["justice_sigil", "sand_warrior", "time_sigil"]})
    play(m, 0, "minotaur_ambassador")
    resolve(m)
    powers = [CARDS[m.state.kinds[c]].id for c in m.state.powers[0]]
    assert sorted(powers) == ["justice_sigil", "time_sigil"]
    assert m.state.max_power[0] == 12 and m.state.power[0] == 6


def test_vodakhan_temple_speaker_grows_with_maximum_power_and_gives_powers_destiny():
    """Vodakhan, Temple Speaker: "+Strength/+Health equal to your Maximum Power. Your power cards
    have Destiny." (003 Destiny: played when drawn, then draw another card)"""
    m = table(hands={0: ["vodakhan_temple_speaker", "wisdom_of_the_elders"]}, power=(10, 10),
              decks={0: ["time_sigil", "sand_warrior", "oni_ronin"]})
    play(m, 0, "vodakhan_temple_speaker")
    v = find(m, "vodakhan_temple_speaker", 0)
    assert unit_stats(m, v) == (10, 10)
    m.state.power[0] = 3
    draw_two(m)
    assert "time_sigil" in [CARDS[m.state.kinds[c]].id for c in m.state.powers[0]]
    assert sorted(hand(m, 0)) == ["oni_ronin", "sand_warrior"]
    assert unit_stats(m, v) == (11, 11)


def test_a_new_tomorrow_plays_the_top_ten_power_cards_depleted():
    """A New Tomorrow: "Play the top 10 power cards from your deck depleted." (003 Depleted)"""
    m = table(hands={0: ["a_new_tomorrow"]}, decks={0: ["sand_warrior", "time_sigil"]}, deck_filler=12)
    play(m, 0, "a_new_tomorrow")
    resolve(m)
    assert len(m.state.powers[0]) == 10 and m.state.max_power[0] == 20 and m.state.power[0] == 0
    assert "time_sigil" in [CARDS[m.state.kinds[c]].id for c in m.state.powers[0]]
    assert len(m.state.decks[0]) == 4
