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


def test_shuffle_equals_fisher_yates_drawing_one_by_one():
    """The all-at-once mixing of Rng.shuffle gives the order and final state of the plain
    algorithm (each swap drawing below(i + 1)), for short, long and over-the-packing sizes."""
    for seed in (0, 1, 12345, (1 << 64) - 1):
        for size in (0, 1, 2, 3, 40, 97, 513, 700):
            plain, fast = list(range(size)), list(range(size))
            ra, rb = Rng(seed), Rng(seed)
            for i in range(size - 1, 0, -1):
                j = ra.below(i + 1)
                plain[i], plain[j] = plain[j], plain[i]
            rb.shuffle(fast)
            assert fast == plain and rb.state == ra.state, (seed, size)
