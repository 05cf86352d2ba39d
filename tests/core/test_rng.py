"""The state's RNG: deterministic, serializable in one integer, well spread."""
from simulator.core.rng import Rng


def test_same_seed_same_sequence():
    a, b = Rng(42), Rng(42)
    assert [a.next_u64() for _ in range(20)] == [b.next_u64() for _ in range(20)]


def test_different_seeds_differ():
    assert Rng(1).next_u64() != Rng(2).next_u64()


def test_state_is_one_integer_that_restores_the_sequence():
    a = Rng(7)
    a.next_u64()
    b = Rng(a.state)
    assert a.next_u64() == b.next_u64()


def test_below_stays_in_range_and_covers_it():
    rng = Rng(3)
    seen = {rng.below(6) for _ in range(600)}
    assert seen == set(range(6))


def test_shuffle_is_a_permutation_and_depends_on_seed():
    items = list(range(50))
    a, b = items[:], items[:]
    Rng(1).shuffle(a)
    Rng(2).shuffle(b)
    assert sorted(a) == items and a != items and a != b


def test_clone_and_fork_are_independent():
    rng = Rng(9)
    twin = rng.clone()
    assert rng.next_u64() == twin.next_u64()
    child = rng.fork()
    assert child.state != rng.state
