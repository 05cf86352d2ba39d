"""Wonders rules 001 sections 1-2: cards, tiers and decks, power and its order of operations,
infinity, energy, actions, faith, tokens and counters."""
from __future__ import annotations

import math

import pytest

from simulator.core.actions import Action
from simulator.core.game import DeckError
from simulator.games.wonders.decks import validate_deck
from simulator.games.wonders.power import fold, power_parts

from .helpers import CARDS, R1, R2, R3, Table


def _deck(cards: dict[str, int], archive: dict[str, int] | None = None) -> dict[str, object]:
    d: dict[str, object] = {"name": "test", "cards": cards}
    if archive is not None:
        d["archive"] = archive
    return d


def _fill(**extra: int) -> dict[str, int]:
    """A legal 50-card main deck of secondary cards (3 copies each) plus `extra`."""
    secondaries = [c.id for c in CARDS if c.tier == "secondary" and c.type != "spell" and c.id not in extra]
    out = dict(extra)
    for cid in secondaries:
        have = sum(out.values())
        if have >= 50:
            break
        out[cid] = min(3, 50 - have)
    assert sum(out.values()) == 50
    return out


# -- 001 1 Tier, 001 3 Deckbuilding ------------------------------------------------------------
def test_a_legal_deck_passes():
    """001 3 Deckbuilding: a 50-card main deck within the tier limits is legal."""
    main, archive = validate_deck(_deck(_fill(gem_primordial=1, syl_scaleweaver=2), {"skeleton": 2}))
    assert len(main) == 50 and len(archive) == 2


def test_main_deck_has_exactly_50_cards():
    """001 3 Deckbuilding: each player brings a main deck with 50 cards."""
    cards = _fill()
    first = next(iter(cards))
    cards[first] -= 1
    with pytest.raises(DeckError, match=r"49 cards; a main deck has 50 \(.*3 Deckbuilding\)"):
        validate_deck(_deck(cards))


@pytest.mark.parametrize("card_id,tier,limit", [("gem_primordial", "Legendary", 1), ("syl_scaleweaver", "Primary", 2),
                                                ("granite_hollow", "Secondary", 3)])
def test_tier_limits_copies(card_id, tier, limit):
    """001 1 Tier: Legendary 1x, Primary 2x, Secondary 3x per deck."""
    cards = _fill(**{card_id: limit + 1})
    with pytest.raises(DeckError, match=f"{limit + 1} copies of .*; a {tier} card is allowed {limit}"):
        validate_deck(_deck(cards))


def test_tokens_only_in_the_archive():
    """001 2 Tokens: tokens don't start the game in your main deck."""
    cards = _fill(skeleton=1)
    with pytest.raises(DeckError, match="is a token; tokens start in the archive, not the deck"):
        validate_deck(_deck(cards))


def test_the_archive_holds_only_tokens():
    """001 3 Archive: the archive is a pool of printed tokens."""
    with pytest.raises(DeckError, match="is not a token; only printed tokens go in the archive"):
        validate_deck(_deck(_fill(), {"granite_hollow": 1}))


def test_the_archive_holds_1_to_50_tokens():
    """001 3 Archive: an archive starts with a minimum of 1 token and maximum 50 tokens."""
    with pytest.raises(DeckError, match="an archive holds 1 to 50 tokens, not 51"):
        validate_deck(_deck(_fill(), {"skeleton": 26, "undead": 25}))
    _main, archive = validate_deck(_deck(_fill(), {"skeleton": 25, "undead": 25}))
    assert len(archive) == 50


# -- 001 1 Power --------------------------------------------------------------------------------
def test_power_order_of_operations():
    """001 1 Power: base power, then additive modifiers (counters, equipment), then multipliers."""
    t = Table()
    w = t.world(R1, 0, "skyfin_raider", plus=1)           # 3 base
    staff = t.world(R1, 0, "staff_of_the_eldritch_tribesmen")
    t.equip(staff, w)
    t.st.effects.append({"kind": "double", "target": w, "until": "round"})
    assert t.power(w) == (3 + 1 + 1) * 2
    kinds = [k for _why, _n, k in power_parts(t.st, CARDS, w)]
    assert kinds == ["base", "add", "add", "mul"]


def test_negative_power_dies_zero_power_lives():
    """001 1 Power: any Wonder with negative power dies; Wonders with 0 power operate normally."""
    t = Table()
    zero = t.world(R1, 0, "zephyr_scout", minus=1)
    doomed = t.world(R1, 0, "zephyr_scout", minus=2)
    t.run()
    assert t.power(zero) == 0 and t.where(zero).startswith("realm 1")
    assert t.where(doomed) == "abyss"


def test_star_power_of_a_nullified_card_is_0():
    """001 1 Power and 001 5 Nullify: a * stat of a nullified card is 0."""
    t = Table(round=4)
    orionis = t.world(R1, 0, "orionis_skydreamer")
    assert t.power(orionis) == 4
    t.st.counters[orionis] = {"null": 1}
    assert t.power(orionis) == 0


def test_infinity_plus_infinity_ties():
    """001 1 Infinity: infinity + infinity = infinity, so two infinite Wonders tie one."""
    t = Table(round=4)
    for r in (R1, R2):
        t.world(r, 0, "strange_mutated_mass")
    t.world(R3, 1, "strange_mutated_mass")
    t.world(R2, 1, "strange_mutated_mass")
    t.act("attack", choice=R2)
    assert t.st.stones[R2] == [-1]
    assert any("\u221e against \u221e, a tie" in x for x in t.texts())


def test_an_indeterminate_value_is_0():
    """001 1 Infinity: an indeterminate value such as infinity minus infinity is 0."""
    assert fold([("base", math.inf, "base"), ("curse", -math.inf, "add")]) == 0
    assert fold([("base", 0.0, "base"), ("endless", math.inf, "mul")]) == 0


def test_mount_of_helios_kingdom_gives_infinite_faith():
    """001 1 Infinity: harvesting The Mount of Helios with its kingdom ability gives infinite faith."""
    t = Table()
    mount = t.world(R1, 0, "the_mount_of_helios")
    t.world(R1, 0, "sunlit_terrace")
    t.world(R2, 0, "temple_of_first_light")
    t.act("harvest", card=mount)
    if t.choice is not None:
        t.done()
    while t.choice is not None:
        t.value(t.options()[0])
    assert t.st.faith[0] == math.inf


# -- 001 2 Energy, Actions, Faith ------------------------------------------------------------
def test_energy_is_the_round_plus_stones_held():
    """001 2 Energy: at the start of each round you gain energy equal to the round number plus one
    for each stone you control."""
    t = Table(round=2, energy=0)
    t.st.stones[R1] = [0]
    t.st.stones[R2] = [0]
    t.start_round()
    assert t.st.round == 3
    assert t.st.energy == [3 + 2, 3]


def test_unused_energy_and_actions_are_lost_at_round_end():
    """001 2 Energy and Actions: unused energy and actions are lost at the end of each round;
    each round adds 3 actions."""
    t = Table(round=2, energy=9, actions=3)
    t.passes()
    t.passes()
    assert t.st.round == 3
    assert t.st.energy == [3, 3] and t.st.actions == [3, 3]


def test_each_round_gives_three_actions():
    """001 2 Actions: you gain 3 actions at the start of each round."""
    t = Table(round=1, actions=0)
    t.start_round()
    assert t.st.actions == [3, 3]


def test_faith_is_spent_once_per_round():
    """001 2 Faith: you can only spend faith once per round."""
    t = Table()
    p1 = t.world(R1, 0, "lightbringer_priestess")
    p2 = t.world(R1, 0, "lightbringer_priestess")
    t.st.faith = [5, 0]
    t.act("activate", card=p1, choice=0)
    t.pick(p1)
    t.passes(1)
    assert not any(a.kind == "activate" for a in t.legal())
    v = t.explain(Action("activate", 0, p2, None, 0))
    assert "already spent faith" in v.reason and v.rule.endswith("2 Faith")


def test_faith_carries_over_between_rounds():
    """001 2 Faith: faith carries over between rounds (energy does not)."""
    t = Table(round=2)
    t.st.faith = [3, 1]
    t.passes()
    t.passes()
    assert t.st.round == 3 and t.st.faith == [3, 1]


def test_a_faith_ability_is_a_free_action_that_uses_a_turn():
    """001 2 Faith: using a faith ability uses a turn and counts as a free action."""
    t = Table()
    priestess = t.world(R1, 0, "lightbringer_priestess")
    t.st.faith = [1, 0]
    t.act("activate", card=priestess, choice=0)
    assert t.st.actions[0] == 3 and t.st.faith[0] == 0
    assert t.counters(priestess) == {"celestial": 1}
    assert t.st.turn == 1


# -- 001 2 Tokens -----------------------------------------------------------------------------------
def test_a_dying_token_triggers_then_stops_existing():
    """001 2 Tokens: tokens trigger "when dies" abilities, then stop existing in The Abyss: a
    printed token does not return to the archive; a stand-in is simply gone."""
    t = Table()
    harvester = t.world(R2, 0, "umbral_harvester")
    printed = t.world(R1, 0, "skeleton")
    warp = t.world(R1, 1, "corruption_warp")
    mason = t.hand(0, "stonecarver_mason")
    t.play(mason, R1)
    golem = t.at(R1, 0)[-1]
    assert t.kind(golem) == "golem" and golem >= t.st.n_cards
    t.act("activate", card=warp, choice=0)
    assert t.where(golem) == "nowhere" and golem not in t.st.abyss[0] and golem not in t.st.standin
    assert t.where(printed) == "gone" and printed not in t.st.archive[0] + t.st.abyss[0]
    assert t.where(mason) == "abyss"
    assert t.counters(harvester) == {"+1": 3}      # each death, tokens too, triggered first


def test_a_token_put_into_a_hand_stops_existing():
    """001 2 Tokens: tokens can't exist in a hand, deck, banishment or The Abyss."""
    from simulator.games.wonders.moves import leave_world
    t = Table()
    tok = t.world(R1, 0, "sapling")
    ctx = t.ctx()
    leave_world(ctx, tok, "hand")
    assert t.where(tok) == "gone" and tok not in t.st.hands[0]


def test_a_stand_in_token_is_the_basic_version():
    """001 2 Tokens: a stand-in has only what the effect defines: a Wonder, power 1 unless
    specified, cost 0, the creating card's orbital."""
    t = Table()
    swarm = t.hand(0, "seedling_swarm")
    t.play(swarm, R1)
    saplings = [i for i in t.at(R1, 0) if t.kind(i) == "sapling"]
    assert len(saplings) == 2
    for s in saplings:
        c = CARDS[t.st.kinds[s]]
        assert s in t.st.standin and c.is_wonder and c.cost == 0 and t.power(s) == 1
        assert c.orbital == CARDS[t.st.kinds[swarm]].orbital


def test_a_printed_token_comes_from_the_archive():
    """001 2 Tokens: a printed token from the archive represents the token when one meets the
    requirements; it leaves the archive for good."""
    t = Table()
    printed = t.archive(0, "golem")
    mason = t.hand(0, "stonecarver_mason")
    t.play(mason, R1)
    assert printed in t.at(R1, 0) and printed not in t.st.archive[0]


# -- 001 2 Counters ---------------------------------------------------------------------------
def test_plus_and_minus_counters_cancel():
    """001 2 Counters and 001 6 Counters: +1 and -1 counters on one card eliminate each other."""
    t = Table()
    w = t.world(R1, 0, "skyfin_raider", plus=2)
    from simulator.games.wonders.ops_cards import put_counters
    put_counters(t.ctx(), 1, w, "-1", 3)
    assert t.counters(w) == {"-1": 1}
    assert t.power(w) == 2


def test_counters_are_removed_when_a_card_leaves_the_world():
    """001 2 Counters: when a card's location changes from one area to another, remove all
    counters and effects from it."""
    from simulator.games.wonders.moves import leave_world
    t = Table()
    w = t.world(R1, 0, "skyfin_raider", plus=2, shield=1)
    t.st.effects.append({"kind": "power", "target": w, "n": 3, "until": "round"})
    leave_world(t.ctx(), w, "hand")
    assert t.where(w) == "hand" and t.counters(w) == {}
    assert not any(e.get("target") == w for e in t.st.effects)


def test_nullifying_a_card_keeps_its_counters():
    """001 2 Counters: a nullified Wonder's celestial counter still gives it ascend."""
    t = Table(round=6)
    w = t.world(R1, 0, "skyfin_raider", celestial=1, null=1)
    assert t.nullified(w)
    t.start_round()
    assert t.st.round == 7 and t.power(w) == 3 + 4
