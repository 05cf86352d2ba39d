"""Harmony Rares (004_b4262328bed7ba97.txt, "Harmony Rares"): Eeventide, the Paradoxical
Planet / Chaos Chasm, Eeventide Awoken and Sleeping Sanctum, the Untouchable Forest / Vital
Sanctuary, Eeventide's Ascent."""
from __future__ import annotations

from simulator.core.actions import Action
from simulator.core.game import Setup
from simulator.games.exodus.zones import invariants

from . import helpers
from .helpers import Table

SANCTUM = "sleeping_sanctum_the_untouchable_forest"
EEVENTIDE = "eeventide_the_paradoxical_planet"


def hold(t: Table, seat: int = 0) -> int:
    """A Forest of Crags in hand, so the phase does not end by itself."""
    return t.card(seat, "forest_of_crags")


def _harmony(t: Table, card_id: str, owner: int = 1) -> int:
    """A Harmony Rare on its Eeventide Field side."""
    h = t.card(owner, card_id, "hand")
    t.st.hand[owner].remove(h)
    t.st.harmony = h
    return h


def _deck(harmony: str | None) -> dict:
    main = {"emberscale_whelp": 2, "dawnwing_acolyte": 2, "concerto_virtuoso": 2, "shardling_scout": 2,
            "cogwork_drone": 2, "sporecap_lurker": 2, "mossback_sapling": 2, "squire_of_dawn": 2,
            "halo_sentinel": 2, "prism_warden": 2}
    return {"main": main, "energy": {"energy": 20}, **({"harmony": harmony} if harmony else {})}


def test_second_player_chooses_the_harmony_rare_and_only_one_is_used() -> None:
    """004 Harmony Rares: each owner presents theirs before the game; the player who goes 2nd
    decides whether one is used and which; only 1 Harmony Rare is in play at a time; it begins
    on its Eeventide Field side."""
    st = helpers.RULES.new_state(Setup("exodus", 3, 2, {"decks": [_deck(SANCTUM), _deck(EEVENTIDE)]},
                                       {"first_seat": 0}))
    assert st.choice is not None and st.choice["seat"] == 1 and len(st.choice["options"]) == 3
    pick = st.choice["options"][1]
    helpers.RULES.apply(st, Action("choose", 1, choice=pick))
    assert st.harmony == pick and st.harmony_by == -1 and pick not in st.flipped
    assert len(st.memo["unused_harmonies"]) == 1 and not invariants(st, helpers.RULES.cards)


def test_sleeping_sanctum_field_side_effect_is_active() -> None:
    """004 Harmony Rares: the Continuous Effect of the Eeventide Field side is active until a
    player Awakens it (here: the turn player's energy beneath the Main Deck at each end of turn)."""
    t = Table(phase="attack")
    _harmony(t, SANCTUM)
    hold(t)
    t.do("end_phase", 0)
    t.settle()
    assert len(t.st.beneath[0]) == 1


def test_vital_sanctuary_awakens_by_skipping_the_draw_phase() -> None:
    """004 Vital Sanctuary: the only requirement for Awakening is to skip your Draw Phase at
    the start of your turn; Vital Sanctuary's Awakening damages and enters play (printed)."""
    t = Table(phase="draw")
    h = _harmony(t, SANCTUM)
    hand = len(t.st.hand[0])
    t.do("activate", 0, h, choice="awaken")
    t.settle()
    assert t.st.harmony_by == 0 and h in t.st.flipped and t.where(h) == "pile"
    assert len(t.st.hand[0]) == hand and t.st.phase != "draw"
    assert t.st.life[1] == 8 and t.strength(h) == 2


def test_vital_sanctuary_cannot_awaken_on_the_first_turn() -> None:
    """004 Vital Sanctuary: skipping the Draw Phase Awakens it, assuming it isn't your first
    turn."""
    t = Table(phase="draw")
    h = _harmony(t, SANCTUM)
    t.st.turns_taken[0] = 1
    assert "first turn" in t.refused("activate", 0, h, choice="awaken")


def test_each_player_awakens_once_and_the_destroyed_creature_side_returns_to_the_field() -> None:
    """004 Harmony Rares: each player Awakens once per game; when the creature side is
    destroyed it returns to the Eeventide Field side and can be Awoken by players who have not
    yet."""
    t = Table(phase="draw")
    h = _harmony(t, SANCTUM)
    t.do("activate", 0, h, choice="awaken")
    t.settle()
    t.st.phase = "attack"
    t.st.turn, t.st.attacked = 1, set()
    a = t.creature(1, "emberscale_whelp", 3)
    t.do("attack", 1, a, h)
    t.settle()
    assert t.st.harmony == h and t.st.harmony_by == -1 and h not in t.st.flipped
    assert h not in t.st.grave[0] + t.st.grave[1] and not invariants(t.st, t.rules.cards)
    t.st.phase, t.st.turn, t.st.memo = "draw", 0, {}
    assert "once per game" in t.refused("activate", 0, h, choice="awaken")
    t.st.turn = 1
    hold(t, 1)
    t.do("activate", 1, h, choice="awaken")
    t.settle()
    assert t.st.harmony_by == 1


def test_vital_sanctuary_with_anathema_deals_no_damage_and_starts_bigger() -> None:
    """004 Vital Sanctuary: the damage is not a cost or requirement; with Anathema's Ability
    active nobody is dealt damage (do as much as possible) and it enters with more energy."""
    t = Table(phase="draw")
    h = _harmony(t, SANCTUM)
    t.card(1, "anathema", "grave")
    t.do("activate", 0, h, choice="awaken")
    t.settle()
    assert t.st.life == [10, 10] and t.strength(h) == 3


def test_vital_sanctuary_awakening_cannot_be_negated() -> None:
    """004 Vital Sanctuary: cards that negate Abilities (Devourer, Shardscale Pterohedron...)
    cannot affect its Ability as it Awakens: it never waits on the stack."""
    t = Table(phase="draw")
    h = _harmony(t, SANCTUM)
    t.creature(1, "shardscale_pterohedron", 3)
    t.do("activate", 0, h, choice="awaken")
    assert not any(x["src"] == h for x in t.st.stack)
    t.settle()
    assert t.where(h) == "pile" and t.st.life[1] == 8


def test_flashfire_afterthought_shields_its_team_from_vital_sanctuary() -> None:
    """004 Vital Sanctuary: Flashfire's Afterthought Ability protects that player's team from
    Vital Sanctuary's damage."""
    t = Table(phase="draw")
    h = _harmony(t, SANCTUM)
    t.card(1, "flashfire", "afters")
    t.do("activate", 0, h, choice="awaken")
    t.settle()
    assert t.st.life[1] == 10 and t.strength(h) == 3


def _both_at_zero(t: Table) -> None:
    t.st.life = [0, 0]
    t.run()


def test_eeventide_tiebreak_winner_may_awaken_first_and_wins() -> None:
    """004 Eeventide: both players at 0 together: the tiebreak winner (most energy on the field)
    has priority to Awaken; the game ends after the Awakening as the other is still at 0
    (DESIGN: the player who Awakened wins)."""
    t = Table()
    _harmony(t, EEVENTIDE, owner=0)
    t.pile(1, 3)
    t.pile(0, 1)
    _both_at_zero(t)
    assert t.st.choice is not None and t.st.choice["seat"] == 1
    t.choose(1, choice="yes")
    assert t.st.phase == "over" and t.st.winners == [1]


def test_eeventide_next_player_may_awaken_when_the_tiebreak_winner_cannot() -> None:
    """004 Eeventide (priority to Awaken) and Harmony Rares (once per player): the tiebreak
    winner who already Awakened cannot; the other player may, and wins (DESIGN)."""
    t = Table()
    _harmony(t, EEVENTIDE)
    t.pile(1, 3)
    t.st.awakened[1] = True
    _both_at_zero(t)
    assert t.st.choice is not None and t.st.choice["seat"] == 0
    t.choose(0, choice="yes")
    assert t.st.phase == "over" and t.st.winners == [0]


def test_eeventide_unused_the_tiebreak_decides() -> None:
    """004 Eeventide: nobody Awakening, the secondary method decides the winner."""
    t = Table()
    _harmony(t, EEVENTIDE)
    t.pile(1, 3)
    _both_at_zero(t)
    t.choose(1, choice="no")
    t.choose(0, choice="no")
    assert t.st.phase == "over" and t.st.winners == [1]


def test_chaos_chasm_awakens_at_zero_and_strikes_every_other_creature() -> None:
    """Chaos Chasm, Eeventide Awoken as printed here: Awakened at 0 Life Points, your Life
    Points become 1, it enters play on 3 energy and destroys 1 energy under every other
    creature (004 Planetary Crag: an effect on all other creatures)."""
    t = Table()
    h = _harmony(t, EEVENTIDE)
    mine = t.creature(0, "emberscale_whelp", 2)
    foe = t.creature(1, "dawnwing_acolyte", 2)
    hold(t)
    t.st.life = [0, 10]
    t.run()
    t.choose(0, choice="yes")
    t.settle()
    assert t.st.phase != "over" and t.st.life[0] == 1
    assert t.where(h) == "pile" and t.strength(h) == 3
    assert t.strength(mine) == 1 and t.strength(foe) == 1
