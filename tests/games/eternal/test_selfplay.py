"""Every prebuilt deck against every other: random and greedy self-play end without errors
(the conformance suite covers the default pairing in depth).

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
import itertools

import pytest

from simulator.bots import make_bot
from simulator.core.playloop import play_match
from simulator.core.rng import Rng
from simulator.games.registry import get_game

SPEC = get_game("eternal")
PAIRS = list(itertools.product(SPEC.deck_names, SPEC.deck_names))


@pytest.mark.parametrize("pair", PAIRS, ids=["/".join(p) for p in PAIRS])
def test_every_pairing_plays_to_the_end(pair):
    for seed, bots in ((1, ("random", "random")), (2, ("greedy", "random"))):
        m = SPEC.new_match(seed, 2, deck="/".join(pair), first_seat=seed % 2)
        players = [make_bot(b, Rng(seed * 7 + i)) for i, b in enumerate(bots)]
        play_match(SPEC, m, players, max_actions=5000)
        assert m.result().winners
