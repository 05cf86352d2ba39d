"""The hooks of Sets 2-4 run only in games whose cards can set them off (uses.py, issue 31 item 5):
a game's mask is counted from its cards at setup and grows with every card made or transformed;
a state not counted runs every hook, and so does a hook uses.py does not know."""
from __future__ import annotations

from simulator.core.rng import Rng
from simulator.games.eternal.ability_gates import PLAY_BANS
from simulator.games.eternal.acts import Ctx
from simulator.games.eternal.cards import TBIT
from simulator.games.eternal.ops_primal import transform_card
from simulator.games.eternal.state import EternalState
from simulator.games.eternal.uses import ALL, CARD_AMPLIFY, CARD_VARIANTS, HOOK_BANS, HOOK_DAMAGE, game_uses
from simulator.games.registry import get_game

from .helpers import CARDS, IDX, table

SPEC = get_game("eternal")
RULES = SPEC.rules


def _default_game() -> EternalState:
    st: EternalState = RULES.new_state(SPEC.setup(3, 2))
    return st


def test_a_game_whose_cards_name_no_ban_or_damage_watcher_runs_neither_hook():
    st = _default_game()
    assert not st.uses & HOOK_BANS and not st.uses & HOOK_DAMAGE


def test_a_game_counts_the_trigger_bits_of_its_cards_only():
    st = _default_game()
    bits = 0
    for k in set(st.kinds):
        bits |= CARDS[k].tmask
    assert st.uses & ~(HOOK_BANS | HOOK_DAMAGE | CARD_VARIANTS | CARD_AMPLIFY) == bits


def test_cards_made_during_the_game_turn_their_hooks_on():
    m = table(hands={0: ["bar_the_gates"]}, boards={0: ["little_brother"], 1: ["shieldsmith"]})
    st = m.state
    assert st.uses & HOOK_BANS and st.uses & HOOK_DAMAGE
    assert st.uses & TBIT["armor_loss"]   # Shieldsmith: "When you lose Armor"


def test_a_card_transformed_into_another_turns_the_new_cards_hooks_on():
    m = table()
    st = m.state
    st.uses &= ~HOOK_BANS
    transform_card(Ctx(st, CARDS, quiet=True), st.decks[0][-1], IDX["bar_the_gates"])
    assert st.uses & HOOK_BANS


def test_a_state_read_back_from_json_runs_every_hook():
    st = EternalState.from_json(_default_game().to_json())
    assert st.uses == ALL


def test_a_hook_uses_py_does_not_know_runs_in_every_game():
    def unknown_ban(st: object, cards: object, seat: int) -> dict[int, str]:
        return {}

    PLAY_BANS.append(unknown_ban)
    try:
        assert _default_game().uses & HOOK_BANS
    finally:
        PLAY_BANS.remove(unknown_ban)
    assert not _default_game().uses & HOOK_BANS


def test_a_determinized_deal_counts_the_cards_it_deals():
    st = _default_game()
    obs = RULES.observation(st, 0)
    dealt = RULES.determinize(obs, 0, Rng(5))
    assert dealt.uses == game_uses(dealt.kinds, CARDS)
