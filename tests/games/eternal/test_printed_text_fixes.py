"""Printed-text defects of issue 15, one test per card, each quoting the card and the rule.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.cards import is_type

from .helpers import (
    CARDS,
    P0,
    P1,
    attack,
    check_play,
    choose,
    find,
    hand,
    pass_,
    play,
    resolve_stack,
    table,
    unit_stats,
    void,
)


def test_refresh_can_target_an_enemy_unit():
    """Refresh: "Give yourself or a unit +4 Health." A unit is any unit (000 4.2 targets),
    "yourself" only its caster."""
    m = table(hands={0: ["refresh", "refresh"]}, boards={0: ["argenport_soldier"], 1: ["oni_ronin"]})
    mine, theirs = find(m, "argenport_soldier", 0), find(m, "oni_ronin", 1)
    assert check_play(m, 0, "refresh", P1) is not None
    assert check_play(m, 0, "refresh", mine) is None and check_play(m, 0, "refresh", P0) is None
    play(m, 0, "refresh", theirs)
    resolve_stack(m)
    assert unit_stats(m, theirs) == (2, 5)


def test_lightning_strike_hits_a_killer_attacker():
    """Lightning Strike: "Deal 4 damage to an attacking enemy." 003 Killer: the Killer unit
    "is considered the attacker ... for all related effects and abilities"."""
    m = table(boards={0: ["predatory_carnosaur"], 1: ["argenport_soldier"]}, hands={1: ["lightning_strike"]})
    k, s = find(m, "predatory_carnosaur", 0), find(m, "argenport_soldier", 1)
    assert check_play(m, 1, "lightning_strike", k) is not None or m.decision().seat == 0
    m.apply(Action("attack", 0, k, s))
    assert m.decision().seat == 1
    assert check_play(m, 1, "lightning_strike", k) is None
    play(m, 1, "lightning_strike", k)
    while m.state.stack:
        pass_(m)
    assert k not in m.state.boards[0] and "predatory_carnosaur" in void(m, 0)


def test_lightning_strike_hits_the_player_of_a_relic_weapon_attack():
    """Lightning Strike: "an attacking enemy"; 000 4.3: the player attacks with their relic
    weapon ("their own avatar if they have a relic weapon")."""
    m = table(relics={0: ["mithril_mace"]}, boards={1: ["argenport_soldier"]}, hands={1: ["lightning_strike"]})
    w, s = m.state.weapon[0], find(m, "argenport_soldier", 1)
    m.apply(Action("attack", 0, w, s))
    assert m.decision().seat == 1
    assert check_play(m, 1, "lightning_strike", P0) is None
    assert check_play(m, 1, "lightning_strike", P1) is not None
    before = m.state.health[0] + m.state.armor[0]
    play(m, 1, "lightning_strike", P0)
    resolve_stack(m)
    assert m.state.health[0] + m.state.armor[0] <= before - 4


def test_lightning_strike_does_not_hit_a_player_who_is_not_attacking():
    """Lightning Strike: "an attacking enemy": with no attack, no player is a target."""
    m = table(turn=1, relics={0: ["mithril_mace"]}, hands={1: ["lightning_strike"]})
    assert check_play(m, 1, "lightning_strike", P0) is not None


def test_temper_strengthens_a_relic_weapon_on_top_of_the_deck():
    """Temper: "The top unit or weapon of your deck gets +1/+1." A relic weapon is a weapon
    (the package docstring; the database's "a non-relic weapon")."""
    m = table(hands={0: ["temper"]}, decks={0: ["sword_of_icaria", "argenport_soldier"]},
              boards={1: ["oni_ronin"]})
    play(m, 0, "temper", find(m, "oni_ronin", 1))
    resolve_stack(m)
    top = m.state.decks[0][-1]
    assert CARDS[m.state.kinds[top]].id == "sword_of_icaria"
    assert (m.state.info[top].atk, m.state.info[top].hp) == (1, 1)


def test_warcry_oni_ronin_strengthens_a_relic_weapon_on_top_of_the_deck():
    """Oni Ronin: "Warcry" (003 Warcry: the top unit or weapon of your deck gets +1/+1); a
    relic weapon counts, and its extra Health becomes armor when it is equipped (000 4.31)."""
    m = table(boards={0: ["oni_ronin"]}, decks={0: ["sword_of_icaria"]})
    attack(m, 0, find(m, "oni_ronin", 0))
    top = m.state.decks[0][-1]
    assert (m.state.info[top].atk, m.state.info[top].hp) == (1, 1)


def test_lucky_prospector_counts_a_relic_weapon_as_a_relic():
    """Lucky Prospector: "+2/+2 while you have a relic." A relic weapon is a relic too."""
    m = table(boards={0: ["lucky_prospector"]}, relics={0: ["sword_of_icaria"]})
    assert unit_stats(m, find(m, "lucky_prospector", 0)) == (3, 3)
    assert is_type("relic_weapon", "relic") and is_type("relic_weapon", "weapon")
    assert not is_type("weapon", "relic") and not is_type("relic", "weapon")


def test_granite_monument_drawn_after_max_power_5_transforms():
    """Granite Monument: "Transmute 5: 4/1 Magmahound with Charge." 003 Transmute: a card
    "not played before its controller's maximum power reaches X" is transformed wherever it
    is: a copy still in the deck at 5 is drawn as Magmahound."""
    m = table(power=(4, 4), hands={0: ["fire_sigil"]}, decks={0: ["granite_monument"]})
    play(m, 0, "fire_sigil")
    assert m.state.max_power[0] == 5
    top = m.state.decks[0][-1]
    assert CARDS[m.state.kinds[top]].id == "magmahound"


def test_emerald_monument_in_hand_and_deck_transform():
    """Emerald Monument: "Transmute 5: +3/+3 Gemblade." (003 Transmute), in hand and in deck;
    a copy that reaches hand later (created, or put in the deck afterwards) transforms on drawing."""
    m = table(power=(4, 4), hands={0: ["fire_sigil", "emerald_monument"]}, decks={0: ["emerald_monument"]})
    play(m, 0, "fire_sigil")
    assert "gemblade" in hand(m, 0)
    assert CARDS[m.state.kinds[m.state.decks[0][-1]]].id == "gemblade"
    from simulator.games.eternal.cards import (
        card_index,  # a copy put on the deck afterwards
    )
    from simulator.games.eternal.zones import new_instance
    st = m.state
    c = new_instance(st, card_index()["emerald_monument"], 0)
    st.decks[0].append(c)
    m._legal_cache = None
    while not (st.turn == 0 and st.turn_no == 5):
        pass_(m)
    assert CARDS[st.kinds[c]].id == "gemblade" and c in st.hands[0]


def test_inferno_den_plays_its_agenda_for_free():
    """Inferno Den: "Erica's Agenda: Bottoms Up, Inferno Dance, Conflagrate". 000 1.3:
    sites "play cards from their Agenda"; a card played by an effect costs nothing."""
    m = table(hands={0: ["inferno_den"]}, boards={0: ["oni_ronin"]}, power=(5, 5))
    play(m, 0, "inferno_den")
    r = find(m, "oni_ronin", 0)
    assert m.state.power[0] == 0 and hand(m, 0) == []
    assert unit_stats(m, r) == (4, 1)   # Bottoms Up: +2 Strength this turn (its only target)
    assert "bottoms_up" in void(m, 0)
    assert CARDS[m.state.kinds[m.state.site[0]]].agenda == ("bottoms_up", "inferno_dance", "conflagrate")


def test_inferno_den_agenda_next_turn_plays_inferno_dance():
    """Inferno Den's Agenda, second card: Inferno Dance, "Play a 1/1 Elemental with Reckless",
    played for free at the start of the turn (000 1.3)."""
    m = table(hands={0: ["inferno_den"]}, boards={0: ["oni_ronin"]}, power=(5, 5))
    play(m, 0, "inferno_den")
    while not (m.state.turn == 0 and m.state.turn_no == 5):
        pass_(m)
    while m.state.stack:
        pass_(m)
    assert "elemental" in [CARDS[m.state.kinds[u]].name.lower() for u in m.state.boards[0]]
    assert "inferno_dance" in void(m, 0)


def test_thudrocks_masterwork_plays_its_agenda_for_free():
    """Thudrock's Masterwork: "Thudrock's Agenda: Jump Kick, Snowball, Fend Off." 000 1.3:
    the site plays Jump Kick (no power paid, not put into hand); its controller chooses the target."""
    m = table(hands={0: ["thudrock_s_masterwork"]}, boards={0: ["yeti_spy"], 1: ["oni_ronin"]}, power=(3, 3))
    play(m, 0, "thudrock_s_masterwork")
    assert hand(m, 0) == [] and m.state.power[0] == 0
    y = find(m, "yeti_spy", 0)
    choose(m, 0, y)
    while m.state.stack:
        pass_(m)
    assert unit_stats(m, y) == (3, 3)
    assert "jump_kick" in void(m, 0)
