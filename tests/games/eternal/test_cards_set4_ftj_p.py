"""A test per Set 4 card (The Dusk Road) of Fire, Time or Justice alone, part P: Ankle Cutter ("When a
unit with Endurance or Lifesteal takes damage, kill it"). Each test plays the card through Match.apply
and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from .helpers import board, find, play, resolve_stack, table

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


def test_ankle_cutter_kills_a_unit_with_endurance_or_lifesteal_that_takes_damage():
    """Ankle Cutter: "When a unit with Endurance or Lifesteal takes damage, kill it." (Graceful
    Calligrapher, 2/4 with Endurance, takes Torch's 3 and lives: then the Cutter kills it; the same for
    a unit with Lifesteal)."""
    m = table(boards={0: ["ankle_cutter"], 1: ["graceful_calligrapher", "cabal_cutthroat", JOTUN]},
              hands={0: ["torch", "torch", "torch"]})
    for target in ("graceful_calligrapher", "cabal_cutthroat", JOTUN):
        play(m, 0, "torch", find(m, target, 1))
        resolve_stack(m)
    assert board(m, 1) == [JOTUN]   # the Jotun (no Endurance, no Lifesteal) took 3 and lives


def test_ankle_cutter_does_nothing_to_a_unit_without_those_skills():
    m = table(boards={0: ["ankle_cutter"], 1: [JOTUN]}, hands={0: ["torch"]})
    play(m, 0, "torch", find(m, JOTUN, 1))
    resolve_stack(m)
    assert board(m, 1) == [JOTUN]
