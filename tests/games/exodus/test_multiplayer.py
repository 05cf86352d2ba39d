"""004 Different Game Modes, Multiplayer: team battles (2v2) and free-for-all; the words
"each player", "your opponent", "each opponent" and "each player on your team"."""
from __future__ import annotations

from simulator.games.exodus import GAME
from simulator.games.exodus.ops_core import seats_named

from .helpers import Table


def test_multiplayer_each_player_means_every_player_in_the_game() -> None:
    """004 Multiplayer: "if a card ... says 'each player', then the effect / Ability will
    happen to every player in the game"."""
    t = Table(seats=3, mode="ffa", phase="creature")
    t.pile(0, 1)
    for s in range(3):
        t.card(s, "emberscale_whelp")
    vortex = t.card(0, "vortex")
    t.do("play", 0, vortex)
    t.settle()
    assert [len(t.st.hand[s]) for s in range(3)] == [3, 3, 3]


def test_multiplayer_your_opponent_is_one_chosen_opponent() -> None:
    """004 Multiplayer: "If a card says 'your opponent', then you must select only 1 opponent"."""
    t = Table(seats=3, mode="ffa")
    assert seats_named(t.ctx(), 0, "opponent", {}) is None            # a choice is needed
    assert seats_named(t.ctx(), 0, "opponent", {"t": [-3]}) == [2]


def test_multiplayer_each_opponent_is_every_active_opponent() -> None:
    """004 Multiplayer: "each opponent ... will effect every active opponent in the game"."""
    t = Table(seats=4, mode="ffa")
    t.st.life[3] = 0
    assert seats_named(t.ctx(), 0, "each_opponent", {}) == [1, 2]


def test_multiplayer_each_player_on_your_team_is_you_and_your_teammates() -> None:
    """004 Multiplayer: "each player on your team ... will only effect you and your teammates"."""
    t = Table(seats=4, mode="teams")
    assert seats_named(t.ctx(), 0, "team", {}) == [0, 2]


def test_multiplayer_only_the_last_player_attacks_in_the_first_round() -> None:
    """004 Multiplayer: "The player who goes last ... will be the only one allowed to attack on
    their first turn"."""
    t = Table(seats=3, mode="ffa", phase="attack", turn_no=2, turn=1)
    c = t.creature(1, "emberscale_whelp", 1)
    assert "Only the player who goes last" in t.refused("attack", 1, c, choice=0)
    t2 = Table(seats=3, mode="ffa", phase="attack", turn_no=3, turn=2)
    c2 = t2.creature(2, "emberscale_whelp", 1)
    t2.do("attack", 2, c2, choice=0)


def test_multiplayer_first_player_cannot_attack_on_their_first_turn_in_1v1() -> None:
    """DESIGN basic turn: the first player "cannot attack on their first turn"."""
    t = Table(phase="attack", turn_no=1)
    c = t.creature(0, "emberscale_whelp", 1)
    assert "first turn" in t.refused("attack", 0, c, choice=1)


def test_team_battles_share_life_points_and_the_field() -> None:
    """004 Team Battles: "teammates will share 10 Life Points and their field, so players must
    clear creatures off both opponent's side of the field in order to attack their shared Life
    Points directly"."""
    t = Table(seats=4, mode="teams", phase="attack")
    a = t.creature(0, "emberscale_whelp", 2)
    foe = t.creature(3, "dawnwing_acolyte", 1)
    assert len(t.st.life) == 2
    assert not any(x.kind == "attack" and x.choice == 1 for x in t.legal())
    from simulator.games.exodus.moves import destroy_creature
    destroy_creature(t.ctx(), foe)
    t.do("attack", 0, a, choice=1)
    t.settle()
    assert t.st.life == [10, 8]


def test_team_battles_you_may_attack_with_your_teammates_creature() -> None:
    """004 Howling Synthesis (team battle): "even if a teammate declared an attack with your
    creature": creatures on the shared field attack for the team."""
    t = Table(seats=4, mode="teams", phase="attack")
    mate = t.creature(2, "emberscale_whelp", 1)
    assert any(x.kind == "attack" and x.card == mate for x in t.legal())


def test_team_battles_no_energy_onto_a_teammates_blank_pile() -> None:
    """004 Team Battles 1): "During your Energy Phase, you cannot add energy from your hand to
    your teammate's blank piles as if they were your own"."""
    t = Table(seats=4, mode="teams", phase="energy")
    mate_pile = t.pile(2, 1)
    e = t.card(0, "energy")
    assert "teammate" in t.refused("energy", 0, e, mate_pile[1])


def test_team_battles_no_summoning_onto_a_teammates_blank_pile_unless_your_energy_is_in_it() -> None:
    """004 Team Battles 2): you cannot summon onto your teammate's blank piles "UNLESS: a. That
    blank pile is comprised of any of your own energy cards"."""
    t = Table(seats=4, mode="teams", phase="creature")
    mate_pile = t.pile(2, 1)
    c = t.card(0, "emberscale_whelp")
    assert "teammate" in t.refused("summon", 0, c, mate_pile[1])
    mixed = t.pile(0, 1, controller=2)
    t.do("summon", 0, c, mixed[1])


def test_team_battles_energize_takes_energy_from_the_teammates_energy_deck() -> None:
    """004 Team Battles: Energize on a teammate's creature: "the energy will come from player
    B's Energy Deck ... If your teammate has zero energy cards left in their Energy Deck, then
    you may add 1 of your own energy"."""
    t = Table(seats=4, mode="teams", phase="creature")
    t.pile(0, 1)
    mate = t.creature(2, "emberscale_whelp", 1)
    en = t.card(0, "energize")
    top = t.st.edeck[2][-1]
    t.do("play", 0, en, mate)
    t.settle()
    assert top in t.st.piles[2][0]
    t.st.edeck[2].clear()
    en2 = t.card(0, "energize")
    mine = t.st.edeck[0][-1]
    t.do("play", 0, en2, mate)
    t.settle()
    t.choose(0, choice="yes")             # "you may" (test_energize_may.py)
    assert mine in t.st.piles[2][0]


def test_team_battles_teammates_see_each_others_hands() -> None:
    """004 Team Battles: "Teammates are allowed to look at each other's hands"."""
    t = Table(seats=4, mode="teams")
    mate = t.card(2, "vortex")
    foe = t.card(1, "vortex")
    view = t.rules.observation(t.st, 0).part.state
    assert view.kinds[mate] >= 0 and view.kinds[foe] == -1


def test_team_battles_turn_order_alternates_teams() -> None:
    """004 Team Battles: "Turn order must alternate between teams"."""
    m = GAME.new_match(3, seats=4, teams=True)
    st = m.state
    assert [st.team[s] for s in st.order] in ([0, 1, 0, 1], [1, 0, 1, 0])


def test_team_battles_mulligan_returns_cards_to_their_decks_once_each() -> None:
    """004 Team Battles (Mulligan Rule): each player may "shuffle any number of undesired cards
    back into the deck and draw an equal number of replacement cards", once; DESIGN: 2v2 only,
    to the deck each came from."""
    m = GAME.new_match(5, seats=4, deck="grove-and-shard", teams=True)     # no Harmony Rare presented
    st = m.state
    d = m.decision()
    assert d is not None and "mulligan" in d.prompt
    seat = d.seat
    hand = st.hand[seat][:]
    energy = [c for c in hand if m.game.rules.cards[st.kinds[c]].is_energy][:1]
    from simulator.core.actions import Action
    m.apply(Action("choose", seat, target=energy[0]))
    m.apply(Action("choose", seat, choice="done"))
    assert energy[0] not in st.hand[seat] and len(st.hand[seat]) == 6
    assert sum(1 for c in st.hand[seat] if m.game.rules.cards[st.kinds[c]].is_energy) == 3
    assert m.decision() is not None and m.decision().seat != seat


def test_free_for_all_each_player_has_own_life_and_field() -> None:
    """004 Free-for-All Battles: "Each player has their own 10 Life Points and single field"."""
    m = GAME.new_match(2, seats=3)
    assert m.state.mode == "ffa" and m.state.life == [10, 10, 10]
    assert GAME.new_match(2, seats=4).state.life == [10, 10, 10, 10]


def test_no_mulligan_outside_2v2() -> None:
    """DESIGN (Exodus): "The mulligan exists in 2v2 only"."""
    m = GAME.new_match(2, seats=2, deck="grove-and-shard")
    d = m.decision()
    assert d is not None and d.kind != "choose"


def test_simultaneous_zero_life_tiebreak_most_energy_on_the_field() -> None:
    """004 Eeventide, the Paradoxical Planet: "If both players simultaneously reach 0 Life
    Points ... 1. Player with the highest number of Energy cards on the field"."""
    t = Table(phase="creature")
    t.pile(0, 2)
    t.pile(1, 1)
    t.st.life = [0, 0]
    t.run()
    assert t.st.phase == "over" and t.st.winners == [0]


def test_simultaneous_zero_life_tiebreak_then_creatures_then_hand() -> None:
    """004 Eeventide: "2. ... the highest number of Creatures on the field. 3. ... the highest
    number of cards in hand"."""
    t = Table(phase="creature")
    t.pile(0, 1)
    t.pile(1, 1, "dawnwing_acolyte")
    t.st.life = [0, 0]
    t.run()
    assert t.st.winners == [1]
    t2 = Table(phase="creature")
    t2.card(0, "vortex")
    t2.st.life = [0, 0]
    t2.run()
    assert t2.st.winners == [0]
