"""004 "(Set 1) Birth of Creation": Chains, Leech, Vortex, Cloudburst Spiral, and the Set 1
partners the rulings use (Cryocrest Crags, Drifter's Dueling, Crystal Cove); each ruling
bullet a test, plus each card's printed behaviour."""
from __future__ import annotations

from simulator.games.exodus.field import freeze_count

from .helpers import RULES, Table
from .test_set12_common import advance_to, resolved_order

# --- Chains ---------------------------------------------------------------------------------


def _chain_turn_player() -> tuple[Table, int, int]:
    """Seat 0's Creature Phase; seat 1 answers the end of it with Chains on seat 0."""
    t = Table(phase="creature")
    leaf = t.creature(0, "lantern_leaflore", 2)
    t.card(0, "crystal_bell")                     # something to do: the phases do not end by themselves
    t.creature(1, "dawnwing_acolyte", 1)
    chains = t.card(1, "chains")
    t.do("end_phase", 0)
    t.pass_until(1)
    t.do("play", 1, chains)
    t.settle()
    return t, leaf, chains


def test_chains_affects_the_player_so_even_lantern_leaflore_cannot_attack() -> None:
    """004 Chains: "Chains affects the player and does not target the creatures themselves";
    a chained player "still cannot attack with a Lantern Leaflore (even though Leaflore is
    unaffected by symmetry cards)"."""
    t, leaf, chains = _chain_turn_player()
    assert t.st.phase == "attack" and t.st.turn == 0
    assert t.where(chains) == "syms"
    why = t.refused("attack", 0, leaf, t.st.piles[1][0][0])
    assert "Chains" in why


def test_chains_stops_attacks_for_that_turn_only_and_leaves_upon_the_end_phase() -> None:
    """004 Chains: "Chains only stops a player from attacking for that turn"; it "goes to the
    graveyard after the chained player is done with their Attack Phase (upon entering End
    Phase)"."""
    t, leaf, chains = _chain_turn_player()
    t.do("end_phase", 0)
    t.pass_until(0)
    assert t.st.phase == "end"
    assert t.where(chains) == "grave"
    assert not any(e["kind"] == "no_attack" for e in t.st.effects)
    advance_to(t, 0, "attack", turn_no=7)
    assert any(a.kind == "attack" and a.card == leaf for a in t.legal())


def test_chains_is_resolved_upon_the_end_phase_whether_or_not_the_player_attacked() -> None:
    """004 Chains: "If this card is played on your opponent's turn, they cannot attack during
    that turn" -- the effect is considered resolved upon the End Phase "regardless of whether
    or not the player attacked that turn"."""
    t = Table(phase="attack")
    a = t.creature(0, "emberscale_whelp", 1)
    b = t.creature(0, "emberscale_whelp", 1)
    t.card(0, "crystal_bell")
    chains = t.card(1, "chains")
    t.card(1, "crystal_bell")
    t.do("attack", 0, a, choice=1)            # seat 0 has attacked already
    t.pass_until(1)
    t.do("play", 1, chains)                   # Chains answers the attack
    t.settle()
    assert t.st.life[1] == 9
    assert "Chains" in t.refused("attack", 0, b, choice=1)
    t.do("end_phase", 0)
    t.pass_until(0)
    assert t.st.phase == "end" and t.where(chains) == "grave"


def test_chains_in_response_to_an_unfreezing_vortex_at_end_of_turn_goes_to_the_graveyard() -> None:
    """004 Chains: "If Chains is played in response to your opponent's Vortex that's currently
    unfreezing at the end of their turn, Chains will be considered already resolved (since
    your opponent has already finished their Attack Phase for that turn), and will go the
    graveyard"."""
    t = Table(phase="attack", turn=1, turn_no=5)
    t.pile(1, 1)
    t.card(1, "crystal_bell")
    vortex = t.card(1, "vortex", "syms")
    t.st.frozen[vortex] = 5
    chains = t.card(0, "chains")
    t.do("end_phase", 1)
    assert "the end of the Attack Phase" in RULES.decision(t.st).prompt     # (DESIGN: every phase ends with a window)
    t.do("pass", 0)
    t.pass_until(0)
    assert t.st.phase == "end" and any(i["src"] == vortex for i in t.st.stack)
    t.do("play", 0, chains)
    t.pass_until(0)
    assert t.where(chains) == "grave"
    assert chains not in t.st.syms[0]
    assert not any(e["kind"] == "no_attack" for e in t.st.effects)


def test_chains_played_on_your_own_turn_stops_the_opponents_next_turn() -> None:
    """Chains' printed text (our choice for your own turn): the opponent cannot attack during
    their next turn; Chains stays on the field until that turn's End Phase (004 Chains:
    "remains on the field until its effect has occurred")."""
    t = Table(phase="creature", turn_no=5)
    chains = t.card(0, "chains")
    t.card(0, "crystal_bell")
    d = t.creature(1, "dawnwing_acolyte", 1)
    t.card(1, "crystal_bell")
    t.do("play", 0, chains)
    t.settle()
    advance_to(t, 0, "end", turn_no=5)
    assert t.where(chains) == "syms"              # its effect has not occurred yet
    advance_to(t, 1, "attack", turn_no=6)
    assert t.where(chains) == "syms"
    assert "Chains" in t.refused("attack", 1, d, choice=0)
    advance_to(t, 1, "end", turn_no=6)
    assert t.where(chains) == "grave"


# --- Leech ----------------------------------------------------------------------------------


def test_leech_destroys_an_opposing_energy_and_adds_one_to_your_pile() -> None:
    """Leech's printed text: destroy 1 energy attached to target opposing creature, add 1
    energy from your Energy Deck to one of your existing piles."""
    t = Table(phase="creature")
    mine = t.pile(0, 1)
    t.card(0, "crystal_bell")
    foe = t.creature(1, "dawnwing_acolyte", 2)
    leech = t.card(0, "leech")
    t.do("play", 0, leech, foe)
    t.settle()
    ch = t.st.choice
    assert ch is not None and "energy to destroy" in ch["prompt"]
    t.choose(0, target=ch["options"][0])               # which of its 2 energy
    t.settle()
    assert t.strength(foe) == 1
    assert len(mine) == 3
    assert t.where(leech) == "grave"


def test_leech_is_all_or_nothing() -> None:
    """004 Leech: "Leech is an all-or-nothing type of card; because its effect is broken up
    into 2 sentences, the first effect can't happen unless the second is possible": with no
    energy left in your Energy Deck nothing is destroyed."""
    t = Table(phase="creature")
    t.pile(0, 1)
    t.st.edeck[0].clear()
    foe = t.creature(1, "dawnwing_acolyte", 1)
    leech = t.card(0, "leech")
    t.do("play", 0, leech, foe)
    t.settle()
    assert t.where(foe) == "pile" and t.strength(foe) == 1
    assert t.where(leech) == "grave"


def test_leech_cannot_start_a_new_pile_of_energy() -> None:
    """004 Leech: "Leech cannot be used to start a new pile of energy; it must be added to an
    existing one" (so with no pile of yours it does nothing at all)."""
    t = Table(phase="creature")
    foe = t.creature(1, "dawnwing_acolyte", 1)
    leech = t.card(0, "leech")
    t.do("play", 0, leech, foe)
    t.settle()
    assert t.st.piles[0] == []
    assert t.strength(foe) == 1


def test_leech_in_response_to_a_summon_ability_stops_it_by_destroying_the_last_energy() -> None:
    """004 Leech: "Leech can be played in response to a 'When this creature is summoned...'
    Ability and will stop the Ability if it destroys the creature's last energy"."""
    t = Table(phase="creature", turn=1)
    pile = t.pile(1, 1)
    andromeda = t.card(1, "crystal_command_andromeda")
    mine = t.creature(0, "emberscale_whelp", 1)
    leech = t.card(0, "leech")
    t.do("summon", 1, andromeda, pile[1])
    t.pass_until(0)
    assert t.st.stack and t.st.stack[-1]["src"] == andromeda
    t.do("play", 0, leech, andromeda)
    t.settle()
    assert t.where(andromeda) == "grave"
    assert mine not in t.st.frozen                    # Crystal Command never happened
    assert any("fizzles" in x for x in t.said("fizzle"))
    assert t.strength(mine) == 2


# --- Vortex ---------------------------------------------------------------------------------


def test_vortex_responses_resolve_before_the_hands_are_discarded() -> None:
    """004 Vortex: "When this card is played, both players can still stack symmetry cards in
    response before discarding their hand; cards played in response to Vortex happen
    first"."""
    t = Table(phase="creature")
    t.pile(0, 1)
    vortex = t.card(0, "vortex")
    d = t.creature(1, "dawnwing_acolyte", 1)
    energize = t.card(1, "energize")
    t.do("play", 0, vortex)
    t.pass_until(1)
    t.do("play", 1, energize, d)
    t.settle()
    assert t.strength(d) == 2                         # Energize happened, not discarded
    assert resolved_order(t) == ["Energize", "Vortex"]
    assert len(t.st.hand[1]) == 3


def test_vortex_on_vortex_players_may_add_to_the_stack_after_the_first_resolves() -> None:
    """004 Vortex: "If a Vortex is played in response to a Vortex, players can continue
    playing symmetries or activating Abilities by 'adding to the stack' after the first Vortex
    has resolved"."""
    t = Table(phase="creature")
    t.pile(0, 1)
    t.pile(1, 1)
    v0 = t.card(0, "vortex")
    v1 = t.card(1, "vortex")
    bell = t.card(1, "crystal_bell", "main")          # seat 1 draws it from the first Vortex
    t.do("play", 0, v0)
    t.pass_until(1)
    t.do("play", 1, v1)
    t.pass_until(1)
    assert t.where(v1) == "grave" and t.where(v0) == "stack"
    assert bell in t.st.hand[1]
    t.do("play", 1, bell)                              # added to the stack above the first Vortex
    t.settle()
    assert resolved_order(t) == ["Vortex", "Crystal Bell", "Vortex"]


def test_vortex_at_the_start_or_end_of_a_draw_phase_but_not_in_the_middle() -> None:
    """004 Vortex: "Vortex can be played at the start or end of a player's Draw Phase, but NOT
    in the middle while they are still drawing" (the engine's windows: the turn player before
    drawing and right after the draw; nobody in between, the 3 cards come at once)."""
    t = Table(phase="draw")
    t.pile(0, 1)
    mine = t.card(0, "vortex")
    assert any(a.kind == "play" and a.card == mine for a in t.legal())      # at its start
    t.do("draw", 0, choice=2)
    assert len(t.st.hand[0]) == 4                      # all 3 drawn at once: no middle
    assert t.st.turn == 0 and t.st.choice is None
    assert any(a.kind == "play" and a.card == mine for a in t.legal())      # right after it


def test_vortex_nothing_is_played_or_triggered_between_its_draws() -> None:
    """004 Vortex: "Card effects or Abilities cannot be played or trigger in the middle of
    Vortex resolving" (no Forest of Crags between the cards drawn; the opponent cannot play
    Drifter's Dueling between them)."""
    t = Table(phase="creature")
    t.pile(0, 1)
    t.creature(1, "dawnwing_acolyte", 2)
    vortex = t.card(0, "vortex")
    forest = t.card(0, "forest_of_crags", "main")
    dueling = t.card(1, "drifters_dueling", "main")
    events = t.do("play", 0, vortex)                  # nobody holds an answer: it resolves at once
    assert t.where(vortex) == "grave"                 # it resolved whole in one go
    assert forest in t.st.hand[0] and dueling in t.st.hand[1]
    assert len(t.st.hand[0]) == 3 and len(t.st.hand[1]) == 3
    assert [e.kind for e in events if e.kind in ("play", "resolve")] == ["play", "resolve"]


# --- Cloudburst Spiral ----------------------------------------------------------------------


def test_cloudburst_spiral_discards_one_then_draws_two() -> None:
    """Cloudburst Spiral's printed text: discard 1 card from your hand, then draw 2."""
    t = Table(phase="creature")
    spiral = t.card(0, "cloudburst_spiral")
    other = t.card(0, "dawnwing_acolyte")
    t.do("play", 0, spiral)
    t.settle()
    assert t.where(other) == "grave"
    assert len(t.st.hand[0]) == 2


def test_cloudburst_spiral_needs_no_other_card_in_hand_to_be_played() -> None:
    """004 Cloudburst Spiral: "You do not need to have another card in your hand to discard in
    order to play Cloudburst Spiral"."""
    t = Table(phase="creature")
    spiral = t.card(0, "cloudburst_spiral")
    t.do("play", 0, spiral)
    t.settle()
    assert len(t.st.hand[0]) == 2 and t.where(spiral) == "grave"


# --- Priority: Vortex, Cryocrest Crags and a draw card ----------------------------------------


def _priority(draw_card: str) -> Table:
    t = Table(phase="creature")
    t.pile(0, 1)
    vortex = t.card(0, "vortex")
    crags = t.card(0, "cryocrest_crags")
    last = t.card(1, draw_card)                       # the last card in the other player's hand
    t.do("play", 0, vortex)
    t.do("play", 0, crags, -2)                        # the turn player answers Vortex with Crags...
    t.do("play", 1, last)                             # ...and the other plays at the same moment
    return t


def test_priority_cryocrest_crags_fizzles_then_glimpse_then_vortex() -> None:
    """004 Priority: "Turn-player activates Vortex -> Turn player plays Cryocrest Crags while
    the non-turn player simultaneously plays ... Glimpse of the Sanctuary ... the last card in
    their hand. The turn player's Cryocrest Crags tries to resolve first, but fizzles ... Then,
    the non-turn player's draw card will resolve. Finally, the turn player's Vortex"."""
    t = _priority("glimpse_of_the_sanctuary")
    t.settle()
    assert any("Cryocrest Crags fizzles" in x for x in t.said("fizzle"))
    t.choose(0, choice=-1)                            # Glimpse: Player 1 adds no energy
    assert t.st.choice is not None and "draw 1 card" in t.st.choice["prompt"]
    t.choose(1, choice="yes")
    t.settle()
    assert resolved_order(t) == ["Glimpse of the Sanctuary", "Vortex"]
    assert len(t.st.hand[1]) == 3


def test_priority_cryocrest_crags_fizzles_then_crystal_bell_then_vortex() -> None:
    """004 Priority, the same example with Crystal Bell as the non-turn player's last card:
    Crags fizzles, Crystal Bell resolves, Vortex resolves last."""
    t = _priority("crystal_bell")
    t.settle()
    assert any("Cryocrest Crags fizzles" in x for x in t.said("fizzle"))
    assert resolved_order(t) == ["Crystal Bell", "Vortex"]


def test_cryocrest_crags_makes_the_opponent_discard_a_card() -> None:
    """Cryocrest Crags' printed text: target opponent with a card in hand discards 1 card."""
    t = Table(phase="creature")
    crags = t.card(0, "cryocrest_crags")
    c = t.card(1, "dawnwing_acolyte")
    assert t.refused("play", 0, crags, -3)            # only an opponent with cards in hand
    t.do("play", 0, crags, -2)
    t.settle()
    assert t.where(c) == "grave"


# --- Drifter's Dueling, Crystal Cove --------------------------------------------------------


def test_drifters_dueling_destroys_one_energy_of_every_creature() -> None:
    """Drifter's Dueling's printed text (our choice): 1 energy of each creature in play is
    destroyed; a creature left with none is destroyed."""
    t = Table(phase="creature")
    a = t.creature(0, "emberscale_whelp", 2)
    b = t.creature(1, "dawnwing_acolyte", 1)
    dueling = t.card(0, "drifters_dueling")
    t.do("play", 0, dueling)
    t.settle()
    assert t.strength(a) == 1
    assert t.where(b) == "grave"


def test_crystal_cove_freezes_a_card_with_the_keyword() -> None:
    """Crystal Cove's printed text: freeze target card in play; it cannot pick a card already
    frozen (004 Freeze: "Frozen cards can't be frozen again"); it counts in the freeze-count."""
    t = Table(phase="creature")
    d = t.creature(1, "dawnwing_acolyte", 1)
    cove = t.card(0, "crystal_cove")
    t.do("play", 0, cove, d)
    t.settle()
    assert d in t.st.frozen and freeze_count(t.st) == 1
    again = t.card(0, "crystal_cove")
    assert t.refused("play", 0, again, d)
