"""A test per card of Sets 3-4's units that change their unit type (Valkyrie Harvester, Mask Maker) and the
last two readings (Tax Collector, Lieutenant Relia), and of the one way every rule reads a unit's types now
(unit_types.py).

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.auras_set3_sm import watches_deaths
from simulator.games.eternal.cards import KW
from simulator.games.eternal.stats import keywords
from simulator.games.eternal.unit_types import unit_types

from .helpers import CARDS, board, choose, find, hand, play, refresh, resolve_stack, table, unit_stats, void

SOLDIER = "argenport_soldier"   # a 3/2 Soldier with no text


def _deaths(m):
    """The table as in a game whose decks hold Valkyrie Harvester: the units that die are recorded."""
    m.state.died = watches_deaths(m.state, CARDS)
    refresh(m)
    return m


def _torch(m, u) -> None:
    play(m, 0, "torch", u)
    resolve_stack(m)


def _flying(m, c) -> bool:
    return bool(keywords(m.state, CARDS, c) & KW["flying"])


def test_valkyrie_harvester_draws_each_of_your_units_that_died_this_turn_with_flying_as_valkyrie():
    """Valkyrie Harvester: "Flying. Summon: Draw each unit that died this turn. They get Flying and become
    Valkyrie." Your units that died this turn come back to your hand with Flying (003 Flying) and the unit type
    Valkyrie in place of their own; an enemy unit that died went to the enemy void (000 1.2) and stays there,
    as does a unit of yours that died on an earlier turn."""
    m = _deaths(table(hands={0: ["torch"] * 3 + ["valkyrie_harvester"]}, power=(20, 20),
                      boards={0: ["oni_ronin", SOLDIER], 1: ["grenadin_drone"]}, voids={0: ["auric_sentry"]}))
    oni, soldier, drone = find(m, "oni_ronin", 0), find(m, SOLDIER, 0), find(m, "grenadin_drone", 1)
    for u in (oni, soldier, drone):
        _torch(m, u)
    play(m, 0, "valkyrie_harvester")
    resolve_stack(m)
    assert hand(m, 0) == ["oni_ronin", SOLDIER] and void(m, 0) == ["auric_sentry"] + ["torch"] * 3
    assert void(m, 1) == ["grenadin_drone"]
    for c in (oni, soldier):
        assert unit_types(m.state, CARDS, c) == ("Valkyrie",) and _flying(m, c) and c in m.state.revealed
    assert unit_types(m.state, CARDS, find(m, "auric_sentry", 0, "voids")) == ("Soldier", "Minotaur")
    assert _flying(m, find(m, "valkyrie_harvester", 0)) and unit_stats(m, find(m, "valkyrie_harvester", 0)) == (6, 5)


def test_a_unit_drawn_by_valkyrie_harvester_is_a_valkyrie_with_flying_when_played_later():
    """The Harvester's change lasts (003 Basic Gameplay: effects persist when a card changes zones): Oni Ronin
    played from hand is a Valkyrie with Flying, so Valkyrie Spireguard ("+3/+3 while you have another
    Valkyrie") grows, and Rolant's Fist ("Silence all enemy Valkyrie") silences it."""
    m = _deaths(table(hands={0: ["torch", "valkyrie_harvester"], 1: ["rolant_s_fist"]}, power=(20, 20),
                      boards={0: ["oni_ronin", "valkyrie_spireguard"], 1: [SOLDIER]}))
    oni, spire = find(m, "oni_ronin", 0), find(m, "valkyrie_spireguard", 0)
    _torch(m, oni)
    play(m, 0, "valkyrie_harvester")
    resolve_stack(m)
    m.state.boards[0].remove(find(m, "valkyrie_harvester", 0))   # Spireguard's only other Valkyrie: the Oni
    refresh(m)
    assert unit_stats(m, spire) == (3, 3)
    play(m, 0, "oni_ronin")
    resolve_stack(m)
    assert unit_types(m.state, CARDS, oni) == ("Valkyrie",) and _flying(m, oni) and unit_stats(m, spire) == (6, 6)
    m.state.turn = 1
    m.state.info[find(m, SOLDIER, 1)].ex = False
    refresh(m)
    play(m, 1, "rolant_s_fist", find(m, SOLDIER, 1))
    resolve_stack(m)
    assert m.state.info[oni].silenced and m.state.info[spire].silenced


def test_mask_maker_becomes_the_chosen_units_type_and_gives_your_others_of_that_type_1_1():
    """Mask Maker: "Your other units that share a type with Mask Maker have +1/+1. Summon: Choose one of your
    other units. Mask Maker becomes its type." Choosing the Soldier makes Mask Maker a Soldier (no longer a
    Cultist): your Soldiers (Auric Sentry is a Soldier Minotaur) get +1/+1, your Oni and the enemy's Soldier
    do not, nor Mask Maker itself."""
    m = table(hands={0: ["mask_maker"]}, boards={0: [SOLDIER, "auric_sentry", "oni_ronin"], 1: [SOLDIER]})
    soldier, sentry, oni, foe = (find(m, SOLDIER, 0), find(m, "auric_sentry", 0), find(m, "oni_ronin", 0),
                                 find(m, SOLDIER, 1))
    play(m, 0, "mask_maker")
    assert sorted(m.state.choice["options"]) == sorted([soldier, sentry, oni])   # your other units only
    choose(m, 0, soldier)
    resolve_stack(m)
    mask = find(m, "mask_maker", 0)
    assert unit_types(m.state, CARDS, mask) == ("Soldier",)
    assert unit_stats(m, soldier) == (4, 3) and unit_stats(m, sentry) == (2, 6)
    assert unit_stats(m, oni) == (2, 1) and unit_stats(m, foe) == (3, 2) and unit_stats(m, mask) == (3, 3)


def test_mask_maker_shares_no_type_until_it_changes_and_its_aura_ends_when_it_dies():
    """Mask Maker as printed is a Cultist: with no other unit its Summon changes nothing and no Soldier gets
    +1/+1; once it has become an Oni, your Oni do, until it dies (000 1.4: an ongoing ability works while the
    card is on the playmat)."""
    m = table(hands={0: ["mask_maker", "mask_maker", "torch"]}, power=(20, 20))
    play(m, 0, "mask_maker")
    resolve_stack(m)
    first = find(m, "mask_maker", 0)
    assert m.state.choice is None and unit_types(m.state, CARDS, first) == ("Cultist",)
    oni = _place(m, "oni_ronin")
    m.state.boards[0].append(oni)
    refresh(m)
    assert unit_stats(m, oni) == (2, 1)
    play(m, 0, "mask_maker")
    choose(m, 0, oni)   # (the other Mask Maker, a Cultist, could be chosen too)
    resolve_stack(m)
    second = find(m, "mask_maker", 0, nth=1)
    assert unit_types(m.state, CARDS, second) == ("Oni",) and unit_stats(m, oni) == (3, 2)
    _torch(m, second)
    assert "mask_maker" in void(m, 0) and unit_stats(m, oni) == (2, 1)
    assert unit_types(m.state, CARDS, second) == ("Oni",)   # the change stays with the card (003)


def _place(m, card_id: str) -> int:
    """A new unit of seat 0, ready on the playmat (entered on an earlier turn)."""
    from .helpers import IDX
    from simulator.games.eternal.zones import info_of, new_instance
    u = new_instance(m.state, IDX[card_id], 0)
    info_of(m.state, u).entered = 1
    return u


def test_mask_maker_reads_a_type_changed_by_valkyrie_harvester():
    """One way to read a type (unit_types.py): Mask Maker choosing the Harvester's Valkyrie-made Oni becomes a
    Valkyrie (not an Oni), and a Valkyrie of yours gets its +1/+1."""
    m = _deaths(table(hands={0: ["torch", "valkyrie_harvester", "mask_maker"]}, power=(30, 30),
                      boards={0: ["oni_ronin", "soaring_guard"]}))
    oni, guard = find(m, "oni_ronin", 0), find(m, "soaring_guard", 0)
    _torch(m, oni)
    play(m, 0, "valkyrie_harvester")
    resolve_stack(m)
    m.state.boards[0].remove(find(m, "valkyrie_harvester", 0))
    play(m, 0, "oni_ronin")
    resolve_stack(m)
    play(m, 0, "mask_maker")
    choose(m, 0, oni)
    resolve_stack(m)
    assert unit_types(m.state, CARDS, find(m, "mask_maker", 0)) == ("Valkyrie",)
    assert unit_stats(m, guard) == (2, 3) and unit_stats(m, oni) == (3, 2)


def test_tax_collector_gains_1_armor_when_one_of_your_other_units_dies():
    """Tax Collector: "When one of your other units dies, you gain 1 Armor." (000 4.31: a player gains
    Armor); an enemy unit dying gives none, nor Tax Collector's own death."""
    m = table(hands={0: ["torch"] * 3}, boards={0: ["tax_collector", "oni_ronin"], 1: ["grenadin_drone"]})
    _torch(m, find(m, "oni_ronin", 0))
    assert m.state.armor[0] == 1
    _torch(m, find(m, "grenadin_drone", 1))
    assert m.state.armor[0] == 1
    _torch(m, find(m, "tax_collector", 0))
    assert m.state.armor[0] == 1 and "tax_collector" in void(m, 0)


def test_tax_collector_ultimate_doubles_its_strength_and_your_armor_once():
    """Tax Collector: "Ultimate: Pay 5 to double your Strength and Armor." Its 2 Strength becomes 4 and your
    3 Armor 6; an Ultimate is used once (003 Ultimate)."""
    m = table(boards={0: ["tax_collector"]}, armor=(3, 0), power=(12, 12))
    t = find(m, "tax_collector", 0)
    m.apply(Action("use", 0, t, None, 0))
    resolve_stack(m)
    assert unit_stats(m, t) == (4, 3) and m.state.armor[0] == 6 and m.state.power[0] == 12 - 5
    assert m.check(Action("use", 0, t, None, 0)) is not None


def test_lieutenant_relia_has_double_damage_endurance_and_is_invulnerable_to_damage():
    """Lieutenant Relia: "Double Damage, Endurance. Invulnerable to damage." (003 Double Damage, Endurance,
    Invulnerable to Damage: Torch's 3 damage does nothing to her)."""
    m = table(hands={0: ["torch"]}, boards={0: ["lieutenant_relia"]})
    r = find(m, "lieutenant_relia", 0)
    bits = keywords(m.state, CARDS, r)
    assert bits & KW["double_damage"] and bits & KW["endurance"] and bits & KW["invulnerable"]
    _torch(m, r)
    assert board(m, 0) == ["lieutenant_relia"] and unit_stats(m, r) == (3, 3)
