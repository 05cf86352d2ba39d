"""The bots' evaluation sees the mechanics of Sets 2-4: Tribute ready in hand, an Ambush unit
held with open power on the enemy's turn (and played as a blocker when the Defense Step is
played forward), units whose death or Infiltrate still pays (Entomb, Revenge, Infiltrate).

Ambush: 000 4.1 ("Ambush units ... can be played ... when the enemy attacks, and at the end
of the enemy's turn"). Tribute: not in 000 or 003; the game's reminder reads "If a unit went
to your void this turn, <effect> when you play this" (ops_set4_ftj.py)."""
from simulator.bots.greedy import GreedyBot
from simulator.core.actions import Action
from simulator.core.match import Match
from simulator.core.rng import Rng
from simulator.games.eternal import evaluation as ev
from simulator.games.eternal.ops_set4_ftj import watches_void
from simulator.games.registry import get_game

from .helpers import CARDS, P1, attack, find, play, refresh, resolve_stack, table

RULES = get_game("eternal").rules


def _value(m: Match, seat: int) -> float:
    return ev.evaluate(RULES, m.state, seat)


def _tribute_table(**kw) -> Match:
    m = table(**kw)
    m.state.went = watches_void(m.state, CARDS)
    refresh(m)
    return m


def test_a_tribute_card_in_hand_is_worth_more_once_a_unit_of_yours_went_to_the_void_this_turn():
    def hand_value(lose_a_unit: bool) -> float:
        """Guard Dog (Tribute: +1/+1) in hand, after Torch killed your Grenadin or hit the enemy."""
        m = _tribute_table(hands={0: ["guard_dog", "torch"]}, boards={0: ["grenadin"]})
        play(m, 0, "torch", find(m, "grenadin", 0) if lose_a_unit else P1)
        resolve_stack(m)
        return ev._hand(m.state, CARDS, 0)

    assert hand_value(True) > hand_value(False)


def test_a_tribute_card_you_cannot_pay_for_is_worth_no_more():
    m = _tribute_table(hands={0: ["guard_dog", "torch"]}, boards={0: ["grenadin"]}, power=(4, 4))
    play(m, 0, "torch", find(m, "grenadin", 0))   # 1 of 4 power: Guard Dog (3) is still affordable
    resolve_stack(m)
    ready = ev._hand(m.state, CARDS, 0)
    m.state.power[0] = 2
    assert ev._hand(m.state, CARDS, 0) < ready


def test_an_affordable_ambush_unit_in_hand_counts_as_a_unit_on_the_enemys_turn():
    m = table(turn=1, hands={0: ["lunging_wisp"]}, power=(1, 5))
    held = ev._hand(m.state, CARDS, 0)
    m.state.power[0] = 0
    assert held > ev._hand(m.state, CARDS, 0) == ev.CARD


def test_an_ambush_unit_held_into_the_enemys_end_step_counts_only_as_a_card():
    """The End Step is the last window: a unit still held then is only a card in hand, so playing
    it there beats carrying it into your own turn."""
    m = table(turn=1, phase="end", hands={0: ["lunging_wisp"]}, power=(1, 5))
    assert ev._hand(m.state, CARDS, 0) == ev.CARD


def test_the_defense_step_played_forward_ambushes_with_a_unit_that_blocks_the_attacker_well():
    """Lunging Wisp (1/2, Ambush) against an attacking 1/1: it survives the block."""
    m = table(turn=1, boards={1: ["grenadin"]}, hands={0: ["lunging_wisp"]}, power=(1, 5))
    attack(m, 1, find(m, "grenadin", 1))
    after = ev.settle(RULES, m.state, 0)
    assert [CARDS[after.kinds[c]].id for c in after.boards[0]] == ["lunging_wisp"]
    assert after.health[0] == 25


def test_the_defense_step_played_forward_keeps_an_ambush_unit_that_would_only_die():
    """Lunging Wisp (1/2) against Towering Terrazon (6/5), which it cannot kill: no Ambush."""
    m = table(turn=1, boards={1: ["towering_terrazon"]}, hands={0: ["lunging_wisp"]}, power=(1, 5))
    attack(m, 1, find(m, "towering_terrazon", 1))
    after = ev.settle(RULES, m.state, 0)
    assert after.boards[0] == [] and after.health[0] == 19


def test_greedy_plays_an_ambush_unit_as_a_blocker_when_the_enemy_attacks_and_it_wins_the_block():
    m = table(turn=1, boards={1: ["grenadin"]}, hands={0: ["lunging_wisp"]}, power=(1, 5))
    attack(m, 1, find(m, "grenadin", 1))
    game = get_game("eternal")
    wisp = find(m, "lunging_wisp", 0, "hands")
    for _ in range(6):   # the attack on the stack, then the Defense Step
        d = m.decision()
        if d is None or d.seat != 0 or m.state.phase not in ("declare", "block"):
            break
        choice = GreedyBot(Rng(1)).choose(game, m.observation(0, with_log=False), 0, m.legal_actions())
        m.apply(choice)
        resolve_stack(m)
        if choice == Action("play", 0, wisp):
            break
    assert wisp in m.state.boards[0]


def test_entomb_revenge_and_infiltrate_units_are_worth_more_on_the_board_than_plain_ones():
    """Ticking Grenadin (1/1, Entomb), Tock Tick (1/1, Revenge), Yeti Spy (1/1, Infiltrate)
    against Grenadin (1/1)."""
    plain = _value(table(boards={0: ["grenadin"]}), 0)
    for card_id in ("ticking_grenadin", "tock_tick", "yeti_spy"):
        assert _value(table(boards={0: [card_id]}), 0) > plain, card_id


def test_a_silenced_entomb_unit_is_worth_no_more_than_a_plain_one():
    m = table(boards={0: ["ticking_grenadin"]})
    m.state.info[find(m, "ticking_grenadin", 0)].silenced = True
    assert _value(m, 0) == _value(table(boards={0: ["grenadin"]}), 0)
