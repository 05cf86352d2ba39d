"""A test per card of the last cards of Sets 3 and 4 (issue 31's rest): Stonescar Pickaxe and Quarry.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.games.eternal.stats import cost

from .helpers import CARDS, attack, choose, find, hand, pass_, play, resolve_stack, table, void

SOLDIER = "argenport_soldier"   # a 3/2 unit with no text


def _hit(m, u, limit: int = 12) -> None:
    """Attack with `u` unblocked and pass until the attack is over."""
    attack(m, 0, u)
    for _ in range(limit):
        if m.state.phase == "main2" and not m.state.stack:
            return
        if m.state.choice is not None:
            return
        pass_(m)


def test_stonescar_pickaxe_creates_and_draws_a_grenadin_each_time_the_wielder_hits_the_enemy_player():
    """Stonescar Pickaxe: "When the wielder hits the enemy player, create and draw a 1/1 Grenadin." (+4/+2)."""
    m = table(boards={0: [SOLDIER]}, hands={0: ["stonescar_pickaxe"]}, power=(4, 4))
    s = find(m, SOLDIER, 0)
    play(m, 0, "stonescar_pickaxe", s)
    resolve_stack(m)
    assert m.state.choice is None   # Spellcraft 3 cannot be paid with no power left: not offered
    _hit(m, s)
    assert hand(m, 0) == ["grenadin"] and m.state.health[1] == 25 - 7


def test_stonescar_pickaxe_spellcraft_3_plays_quarry():
    """Stonescar Pickaxe: "Spellcraft 3: Play Quarry." As the weapon is played its player may pay 3 to create
    and play Quarry (its own cost not paid, 000 1.3)."""
    m = table(boards={0: [SOLDIER]}, hands={0: ["stonescar_pickaxe"]}, power=(9, 9), decks={0: ["torch", "vanquish"]})
    play(m, 0, "stonescar_pickaxe", find(m, SOLDIER, 0))
    resolve_stack(m)
    choose(m, 0, "play")
    resolve_stack(m)
    choose(m, 0, "vanquish")
    resolve_stack(m)
    assert m.state.power[0] == 9 - 4 - 3
    assert hand(m, 0) == ["vanquish"] and sorted(void(m, 0)) == ["quarry", "torch"]


def test_quarry_draws_one_of_the_top_two_at_1_less_and_discards_the_other():
    """Quarry: "Draw one of the top two cards of your deck and reduce its cost by 1. Discard the other.";
    the card under the top two stays in the deck."""
    m = table(hands={0: ["quarry"]}, power=(2, 2), decks={0: ["humbug", "torch", "vanquish"]})   # humbug on top
    play(m, 0, "quarry")
    resolve_stack(m)
    assert m.state.choice is not None and m.state.choice["by"] == "value"
    choose(m, 0, "torch")
    resolve_stack(m)
    t = find(m, "torch", 0, "hands")
    assert hand(m, 0) == ["torch"] and sorted(void(m, 0)) == ["humbug", "quarry"]
    assert cost(m.state, CARDS, t) == CARDS[m.state.kinds[t]].cost - 1
    assert CARDS[m.state.kinds[m.state.decks[0][-1]]].id == "vanquish"   # now the top card
