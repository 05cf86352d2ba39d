"""Set 1 Fire part, second file: the Fire-Justice and Fire-Time cards, one test per card
played through Match.apply (the Fire cards are in test_cards_fire.py).

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.combat import can_attack
from simulator.games.eternal.stats import has, warcry

from .helpers import (
    CARDS,
    P1,
    attack,
    choose,
    find,
    hand,
    kind_id,
    pass_,
    play,
    refresh,
    resolve_stack,
    table,
    unit_stats,
)


def _until(m, seat: int, phase: str = "main1", limit: int = 60) -> None:
    """Pass until `seat` decides in `phase` with an empty stack."""
    for _ in range(limit):
        st = m.state
        if st.turn == seat and st.phase == phase and not st.stack and st.choice is None:
            return
        pass_(m)
    raise AssertionError(f"never reached {phase} of player {seat + 1}")


def _deck_card(m, seat: int, card_id: str) -> int:
    return next(c for c in m.state.decks[seat] if kind_id(m, c) == card_id)


def _changes(m, c: int) -> tuple[int, int]:
    i = m.state.info.get(c)
    return (i.atk, i.hp) if i is not None else (0, 0)


# --- Fire-Justice ---------------------------------------------------------------------------

def test_rakano_artisan_gives_each_weapon_in_your_deck_plus_1_plus_1():
    """Rakano Artisan: "Summon: Each weapon in your deck gets +1/+1." Relic weapons are
    weapons (package docstring); units are not changed."""
    m = table(hands={0: ["rakano_artisan"]}, decks={0: ["heavy_axe", "scaly_gruan", "sword_of_icaria", "heavy_axe"]})
    play(m, 0, "rakano_artisan")
    resolve_stack(m)
    st = m.state
    weapons = [c for c in st.decks[0] if kind_id(m, c) in ("heavy_axe", "sword_of_icaria")]
    assert len(weapons) == 3 and all(_changes(m, c) == (1, 1) for c in weapons)
    assert _changes(m, _deck_card(m, 0, "scaly_gruan")) == (0, 0)


def test_champion_of_glory_gets_its_bonuses_from_fire_and_justice_influence():
    """Champion of Glory (1/1): "{F}{F}: +2 Strength and Quickdraw. {J}{J}: +2 Health and
    Endurance." Each holds while its player has that influence (000 1.3 Influence)."""
    m = table(hands={0: ["champion_of_glory"]}, influence=2)
    play(m, 0, "champion_of_glory")
    c = find(m, "champion_of_glory", 0)
    assert unit_stats(m, c) == (3, 3)
    assert has(m.state, CARDS, c, "quickdraw") and has(m.state, CARDS, c, "endurance")
    m.state.influence[0] = [2, 0, 1, 0, 0]   # F F J: only the Fire half
    refresh(m)
    assert unit_stats(m, c) == (3, 1)
    assert has(m.state, CARDS, c, "quickdraw") and not has(m.state, CARDS, c, "endurance")


def test_longhorn_sergeant_gains_1_armor_when_you_warcry():
    """Longhorn Sergeant: "Warcry. When you warcry, you gain 1 Armor." Its own Warcry and an
    Oni Ronin's count: attacking with both gives 2 Armor (003 Warcry)."""
    m = table(boards={0: ["longhorn_sergeant", "oni_ronin"]}, decks={0: ["scaly_gruan"]})
    attack(m, 0, find(m, "longhorn_sergeant", 0), find(m, "oni_ronin", 0))
    resolve_stack(m)
    assert m.state.armor[0] == 2
    assert _changes(m, _deck_card(m, 0, "scaly_gruan")) == (2, 2)


def test_rise_to_the_challenge_draws_a_chosen_unit_or_weapon_with_plus_2_strength():
    """Rise to the Challenge: "Draw a unit or weapon of your choice from your deck. It gets
    +2 Strength." Spells are not offered."""
    m = table(hands={0: ["rise_to_the_challenge"]}, decks={0: ["torch", "heavy_axe", "scaly_gruan"]})
    play(m, 0, "rise_to_the_challenge")
    resolve_stack(m)
    assert sorted(m.state.choice["options"]) == ["heavy_axe", "scaly_gruan"]
    choose(m, 0, "scaly_gruan")
    resolve_stack(m)
    g = find(m, "scaly_gruan", 0, "hands")
    assert hand(m, 0) == ["scaly_gruan"] and _changes(m, g) == (2, 0)
    play(m, 0, "scaly_gruan")
    assert unit_stats(m, g) == (3, 4)


def test_navani_warsinger_warcry_affects_each_unit_and_weapon_in_your_deck():
    """Navani, Warsinger: "Warcry. Navani's Warcry affects each unit and weapon in your deck."
    (003 Warcry: +1/+1 to every unit and weapon of the deck, not only the top one.)"""
    m = table(boards={0: ["navani_warsinger", "oni_ronin"]},
              decks={0: ["scaly_gruan", "torch", "heavy_axe", "humbug"]})
    attack(m, 0, find(m, "navani_warsinger", 0))
    resolve_stack(m)
    assert [_changes(m, _deck_card(m, 0, c)) for c in ("scaly_gruan", "heavy_axe", "humbug")] == [(1, 1)] * 3
    assert _changes(m, _deck_card(m, 0, "torch")) == (0, 0)


def test_field_captain_gets_plus_1_strength_for_each_attack_this_game():
    """Field Captain (0/5): "+1 Strength for each time you or one of your units have attacked
    this game." Two units attack: +2; a relic weapon's direct attack (000 4.3): +1 more."""
    m = table(hands={0: ["field_captain"]}, boards={0: ["oni_ronin", "argenport_soldier"]},
              relics={0: ["mithril_mace"]})
    play(m, 0, "field_captain")
    f = find(m, "field_captain", 0)
    assert unit_stats(m, f) == (0, 5)
    m.apply(Action("attack", 0, m.state.weapon[0], P1))
    resolve_stack(m)
    assert unit_stats(m, f) == (1, 5)
    attack(m, 0, find(m, "oni_ronin", 0), find(m, "argenport_soldier", 0))
    resolve_stack(m)
    assert unit_stats(m, f) == (3, 5)


def test_ijin_imperial_armorer_pays_4_to_play_mithril_armor_on_another_unit():
    """Ijin, Imperial Armorer: "Pay 4 and exhaust Ijin to play a +4/+4 Mithril Armor on
    another one of your units." (000 1.4 activated abilities); not on Ijin himself."""
    m = table(boards={0: ["ijin_imperial_armorer", "oni_ronin"], 1: ["scaly_gruan"]}, power=(5, 5))
    ij, r = find(m, "ijin_imperial_armorer", 0), find(m, "oni_ronin", 0)
    uses = [a for a in m.legal_actions() if a.kind == "use"]
    assert uses == [Action("use", 0, ij, r, 0)]
    m.apply(uses[0])
    resolve_stack(m)
    st = m.state
    assert [kind_id(m, a) for a in st.info[r].att] == ["mithril_armor"] and unit_stats(m, r) == (6, 5)
    assert st.info[ij].ex and st.power[0] == 1
    assert not [a for a in m.legal_actions() if a.kind == "use"]


def test_ferocious_stranger_strangers_deal_double_damage():
    """Ferocious Stranger (4/4): "Strangers deal Double Damage." Itself too: it deals 8 to
    the player (003 Double Damage); a Ruthless Stranger (+1 Strength to Strangers) adds 1x2."""
    m = table(boards={0: ["ferocious_stranger"]})
    f = find(m, "ferocious_stranger", 0)
    assert has(m.state, CARDS, f, "double_damage")
    attack(m, 0, f)
    _until(m, 0, "main2")
    assert m.state.health[1] == 17
    m = table(hands={0: ["ruthless_stranger"]}, boards={0: ["ferocious_stranger"]})
    play(m, 0, "ruthless_stranger")
    attack(m, 0, find(m, "ferocious_stranger", 0))
    _until(m, 0, "main2")
    assert m.state.health[1] == 15


def test_starsteel_daisho_lets_your_avatar_attack_twice_each_turn():
    """Starsteel Daisho (4/4 relic weapon): "Your avatar can attack twice each turn."
    (000 4.3: otherwise once a turn.) Next turn it may attack twice again."""
    m = table(relics={0: ["starsteel_daisho"]})
    w = m.state.weapon[0]
    for health in (21, 17):
        assert Action("attack", 0, w, P1) in m.legal_actions()
        m.apply(Action("attack", 0, w, P1))
        resolve_stack(m)
        assert m.state.health[1] == health
    assert Action("attack", 0, w, P1) not in m.legal_actions()
    _until(m, 1)
    _until(m, 0)
    assert Action("attack", 0, w, P1) in m.legal_actions()


def test_icaria_the_liberator_has_her_skills_and_warcry_5():
    """Icaria, the Liberator (5/5): "Flying, Aegis, Endurance, Charge, Warcry 5". She attacks
    the turn she is played (003 Charge) and the top unit of the deck gets +5/+5 (003 Warcry)."""
    m = table(hands={0: ["icaria_the_liberator"]}, decks={0: ["scaly_gruan"]})
    play(m, 0, "icaria_the_liberator")
    i = find(m, "icaria_the_liberator", 0)
    for k in ("flying", "aegis", "endurance", "charge"):
        assert has(m.state, CARDS, i, k), k
    assert warcry(m.state, CARDS, i) == 5 and m.state.info[i].shield and can_attack(m.state, CARDS, i)
    attack(m, 0, i)
    resolve_stack(m)
    assert _changes(m, _deck_card(m, 0, "scaly_gruan")) == (5, 5)


# --- Fire-Time ------------------------------------------------------------------------------

def test_fevered_scout_gets_plus_2_plus_2_this_turn_when_you_play_a_spell():
    """Fevered Scout (2/2): "When you play a spell, Fevered Scout gets +2/+2 this turn."
    (003: "this turn" ends at the end of the turn, 000 3.54.)"""
    m = table(hands={0: ["torch"]}, boards={0: ["fevered_scout"]})
    s = find(m, "fevered_scout", 0)
    play(m, 0, "torch", P1)
    resolve_stack(m)
    assert unit_stats(m, s) == (4, 4)
    _until(m, 1)
    assert unit_stats(m, s) == (2, 2)


def test_arcanum_monitor_grows_with_and_strengthens_your_other_units():
    """Arcanum Monitor (1/1): "Overwhelm. +1/+1 for each of your other units. Your other
    units have +1/+1." Two other units: it is 3/3, they get +1/+1; enemy units do not."""
    m = table(hands={0: ["arcanum_monitor"]}, boards={0: ["oni_ronin", "scaly_gruan"], 1: ["humbug"]})
    play(m, 0, "arcanum_monitor")
    a = find(m, "arcanum_monitor", 0)
    assert unit_stats(m, a) == (3, 3) and has(m.state, CARDS, a, "overwhelm")
    assert unit_stats(m, find(m, "oni_ronin", 0)) == (3, 2) and unit_stats(m, find(m, "scaly_gruan", 0)) == (2, 5)
    assert unit_stats(m, find(m, "humbug", 1)) == (1, 1)
