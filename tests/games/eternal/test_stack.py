"""The stack, priority and validity: 000 4.2 and 003 "The Stack, Priorities, and Validity",
including the guide's worked stack examples.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.state import player_ref

from .helpers import (P0, P1, board, check_play, choose, find, hand, pass_, play, table, unit_stats,
                      void)


def _resolved(m):
    return [e.text.split(" resolves")[0] for e in m.log if e.kind == "resolve"]


def _names_on_stack(m):
    return [m.rules.cards[m.state.kinds[x["src"]]].id for x in m.state.stack]


def test_torch_then_augmented_form_the_soldier_lives():
    """003 Stack Examples: Torch is played first, then Augmented Form on the same unit:
    Augmented Form resolves first (9/8), then Torch deals 3 and the Soldier lives."""
    m = table(turn=0, hands={0: ["torch"], 1: ["augmented_form"]}, boards={1: ["argenport_soldier"]})
    soldier = find(m, "argenport_soldier", 1)
    play(m, 0, "torch", soldier)
    assert m.decision().seat == 1 and _names_on_stack(m) == ["torch"]
    play(m, 1, "augmented_form", soldier)
    # Player 0 has nothing to answer with, so both windows pass and the stack resolves
    assert not m.state.stack
    assert _resolved(m) == ["Augmented Form", "Torch"]
    assert board(m, 1) == ["argenport_soldier"]
    assert unit_stats(m, soldier) == (9, 5)       # 9/8 with 3 damage
    assert void(m, 0) == ["torch"] and void(m, 1) == ["augmented_form"]


def test_augmented_form_then_torch_the_soldier_dies_and_the_buff_fizzles():
    """003 Stack Examples, the other order: Torch resolves first and kills the 3/2 Soldier;
    Augmented Form then finds no unit (003 Validity) and gives nothing.

    Torch is not a fast spell, so legal play cannot put it over Augmented Form (000 4.1);
    the two spells are put on the stack as the guide's picture shows."""
    m = table(turn=0, hands={0: ["torch"], 1: ["augmented_form"]}, boards={1: ["argenport_soldier"]})
    soldier = find(m, "argenport_soldier", 1)
    play(m, 0, "torch", soldier)
    st = m.state
    torch_item = st.stack.pop()
    form = find(m, "augmented_form", 1, "hands")
    st.hands[1].remove(form)
    st.stack = [{"kind": "spell", "seat": 1, "src": form, "card": form, "i": -1, "react": True, "target": soldier},
                torch_item]
    st.prio = 1
    st.base = len(st.kinds)
    m._legal_cache = None
    pass_(m, 1)
    assert board(m, 1) == []                     # Torch killed it
    assert void(m, 1) == ["argenport_soldier", "augmented_form"]
    assert soldier not in st.info or st.info[soldier].atk == 0   # no +6/+6 reached it


def test_torch_cannot_be_played_in_response():
    """000 4.1: only fast spells are played outside one's main phase or onto the stack."""
    m = table(turn=0, hands={0: ["augmented_form"], 1: ["torch", "finest_hour"]}, boards={0: ["argenport_soldier"]})
    play(m, 0, "augmented_form", find(m, "argenport_soldier", 0))
    assert m.decision().seat == 1   # a window: Player 1 holds a fast spell
    v = check_play(m, 1, "torch", find(m, "argenport_soldier", 0))
    assert v is not None and "fast" in v.reason and "4.1" in v.rule


def test_oasis_sanctuary_answered_by_deathstrike_on_ticking_grenadin():
    """003 Stack Examples: Player A at 3 health plays Oasis Sanctuary; Player B answers with
    Deathstrike on their own Ticking Grenadin; its Entomb deals 3 and Player A loses before
    Oasis Sanctuary resolves."""
    m = table(turn=0, health=(3, 25), hands={0: ["oasis_sanctuary"], 1: ["deathstrike"]},
              boards={1: ["ticking_grenadin"]})
    play(m, 0, "oasis_sanctuary")
    assert m.decision().seat == 1
    play(m, 1, "deathstrike", find(m, "ticking_grenadin", 1))
    assert m.is_over
    assert m.result().winners == (1,)
    assert m.state.health[0] == 0
    assert "oasis_sanctuary" in _names_on_stack(m)   # it never resolved
    assert void(m, 1) == ["ticking_grenadin", "deathstrike"]


def test_a_player_cannot_respond_to_their_own_spell():
    """000 4.2 / 5.0: only the other player gets to react."""
    m = table(turn=0, hands={0: ["torch", "finest_hour"]}, boards={0: ["argenport_soldier"]}, power=(10, 0))
    play(m, 0, "torch", P1)
    assert m.decision() is not None and not m.state.stack   # nobody could answer: it resolved
    assert m.state.health[1] == 22
    m2 = table(turn=0, hands={0: ["torch", "finest_hour"], 1: ["finest_hour"]}, boards={0: ["argenport_soldier"]})
    play(m2, 0, "torch", P1)
    assert m2.decision().seat == 1
    v = m2.check(Action("play", 0, find(m2, "finest_hour", 0, "hands"), find(m2, "argenport_soldier", 0)))
    assert v is not None and "4.2" in v.rule


def test_units_and_weapons_cannot_be_responded_to():
    """003 Priority: neither player can respond to a unit, non-curse attachment or power."""
    m = table(turn=0, hands={0: ["argenport_soldier", "heavy_axe", "fire_sigil"], 1: ["deathstrike"]})
    play(m, 0, "argenport_soldier")
    assert m.decision().seat == 0 and not m.state.stack
    play(m, 0, "heavy_axe", find(m, "argenport_soldier", 0))
    assert m.decision().seat == 0 and not m.state.stack
    play(m, 0, "fire_sigil")
    assert m.decision().seat == 0 and not m.state.stack


def test_a_curse_can_be_responded_to():
    """000 4.2: curses and cursed relics allow reactions."""
    m = table(turn=0, hands={0: ["mark_of_shame"], 1: ["finest_hour"]}, boards={1: ["argenport_soldier"]})
    soldier = find(m, "argenport_soldier", 1)
    play(m, 0, "mark_of_shame", soldier)
    assert m.decision().seat == 1
    pass_(m, 1)
    assert unit_stats(m, soldier) == (0, 2)


def test_a_summon_ability_that_hits_the_enemy_opens_a_window_and_one_that_does_not_does_not():
    """000 4.2: abilities that directly influence the other player (their cards, their
    health) can be reacted to; others cannot."""
    m = table(turn=0, hands={0: ["outlands_sniper", "temple_scribe"], 1: ["finest_hour"]},
              boards={1: ["argenport_soldier"]})
    play(m, 0, "temple_scribe")
    assert m.decision().seat == 0 and not m.state.stack
    play(m, 0, "outlands_sniper")
    assert m.state.choice is not None and m.state.choice["seat"] == 0   # the Summon's target first
    soldier = find(m, "argenport_soldier", 1)
    choose(m, 0, soldier)
    assert m.decision().seat == 1 and m.state.stack[-1]["target"] == soldier
    play(m, 1, "finest_hour", soldier)
    assert not m.state.stack
    assert unit_stats(m, soldier) == (6, 3)   # 6/5 this turn, 2 damage


def test_targets_on_the_playmat_are_chosen_before_reactions():
    """000 4.2: a spell's target on the playmat is chosen before the other player reacts."""
    m = table(turn=0, hands={0: ["deathstrike"], 1: ["finest_hour"]}, boards={1: ["argenport_soldier"]})
    soldier = find(m, "argenport_soldier", 1)
    play(m, 0, "deathstrike", soldier)
    assert m.state.stack[-1]["target"] == soldier
    seen = m.observation(1).part.state.stack[-1]
    assert seen["target"] == soldier


def test_stack_resolves_last_in_first_out_and_the_other_player_may_answer_after_each():
    """003 Stack Resolution: last in, first out; after each resolution the player who does
    not control the new top item may respond again."""
    m = table(turn=0, hands={0: ["torch", "finest_hour", "detain"], 1: ["finest_hour", "rampage"]},
              boards={0: ["argenport_soldier"], 1: ["bold_adventurer"]})
    mine, theirs = find(m, "argenport_soldier", 0), find(m, "bold_adventurer", 1)
    play(m, 0, "torch", theirs)                  # 2/3 would die
    play(m, 1, "finest_hour", theirs)            # answer: 5/6
    play(m, 0, "finest_hour", mine)              # answer the answer
    assert _names_on_stack(m) == ["torch", "finest_hour", "finest_hour"]
    pass_(m, 1)                                  # Player 1 lets Player 0's Finest Hour resolve
    assert unit_stats(m, mine) == (6, 5)
    assert _names_on_stack(m) == ["torch", "finest_hour"]
    assert m.decision().seat == 0                # the top is now Player 1's: Player 0 may answer
    pass_(m, 0)
    assert unit_stats(m, theirs) == (5, 6)
    assert m.decision().seat == 1                # Torch (Player 0's) is on top again
    play(m, 1, "rampage", theirs)
    pass_(m, 0)                                  # Rampage resolves; Player 1 has nothing left
    assert not m.state.stack
    assert unit_stats(m, theirs) == (8, 4)       # 8/7 with 3 damage
    assert _resolved(m) == ["Finest Hour", "Finest Hour", "Rampage", "Torch"]


def test_a_spell_with_a_lost_target_still_does_the_rest():
    """003 Validity: invalid targets are not affected, but the card's other effects happen."""
    m = table(turn=1, hands={1: ["execute"], 0: ["teleport"]}, boards={0: ["argenport_soldier"]})
    soldier = find(m, "argenport_soldier", 0)
    m.state.info[soldier].ex = True
    play(m, 1, "execute", soldier)
    play(m, 0, "teleport", soldier)          # Teleport resolves first, then Execute
    assert not m.state.stack
    assert hand(m, 0) == ["argenport_soldier"]
    assert m.state.health[0] == 23


def test_harsh_rule_needs_no_target_deathstrike_does():
    """003 Targeting: "all"/"each" cards have no target and can always be played."""
    m = table(turn=0, hands={0: ["harsh_rule", "deathstrike"]})
    acts = m.legal_actions()
    cards = {m.rules.cards[m.state.kinds[a.card]].id for a in acts if a.kind == "play"}
    assert "harsh_rule" in cards and "deathstrike" not in cards
    v = check_play(m, 0, "deathstrike", P1)
    assert v is not None and "target" in v.reason


def test_burn_out_sacrifice_is_paid_when_played():
    """003 Payment (the Burnout example): the sacrificed unit dies at once, before the
    spell resolves; 4 power is spent."""
    m = table(turn=0, power=(4, 3), hands={0: ["burn_out"], 1: ["finest_hour"]},
              boards={0: ["ticking_grenadin", "argenport_soldier"]})
    play(m, 0, "burn_out", P1)
    assert m.state.choice is not None
    choose(m, 0, find(m, "argenport_soldier", 0))
    assert board(m, 0) == ["ticking_grenadin"] and m.state.power[0] == 0
    assert [x["src"] for x in m.state.stack] and m.state.health[1] == 25
    assert m.decision().seat == 1
    pass_(m, 1)
    assert m.state.health[1] == 20 and void(m, 0) == ["argenport_soldier", "burn_out"]


def test_burn_out_needs_a_unit_to_sacrifice():
    m = table(turn=0, hands={0: ["burn_out"]})
    v = check_play(m, 0, "burn_out", P1)
    assert v is not None and "sacrifice" in v.reason


def test_player_targets_are_named_by_negative_numbers():
    assert player_ref(0) == P0 == -1 and player_ref(1) == P1 == -2


def test_without_autopass_every_response_window_is_offered():
    """Setup option autopass=False: a player is asked even with nothing to play, so the
    windows reveal nothing about their hand (000 4.2 windows, 003 Smart Autopass)."""
    m = table(hands={0: ["torch"]})
    m.state.autopass = False
    play(m, 0, "torch", P1)
    assert m.decision().seat == 1 and m.state.stack
    pass_(m, 1)
    assert m.state.health[1] == 22
    pass_(m, 0)                      # the End Phase window is offered to Player 1 too
    assert m.state.phase == "end" and m.decision().seat == 1


def test_random_games_without_autopass_finish():
    from simulator.core.rng import Rng
    from simulator.games.registry import get_game
    spec = get_game("eternal")
    for seed in range(3):
        m = spec.new_match(seed, deck="rakano-aggro/feln-control", autopass=False)
        rng = Rng(seed)
        while not m.is_over:
            m.apply(rng.choice(m.legal_actions()))
            assert len(m.actions) < 5000
