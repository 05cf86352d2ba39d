"""004 "(Set 4) Converging Chasms" continued: Amethyst Voidcap and Tanglewood Snag (DESIGN:
"Symmetry speed is faster than Creature Abilities" for these two cards only), Embershard
Siren with the discard effects its ruling names (Vortex, Thoughts of Progress, Dimensional
Destruction, Reevaluate) and Horncrest Cloudgorger; the 004 Priority worked examples that
use Set 3-4 cards (Vastion and Paladin's Parable; Energize against Cataclysm or Leech); and
the 004 Reveal "dig" ruling with Hissing Spore Valshroom."""
from __future__ import annotations

from .helpers import Table
from .test_set34_common import options, pending_prompt, pick, settle_all, to_window, top

# --- Amethyst Voidcap ----------------------------------------------------------------------------


def test_amethyst_voidcap_answering_starborn_outbreak_fails_to_resolve() -> None:
    """004 Amethyst Voidcap: "This creature's Ability will fail to resolve if it is activated in
    response to a Symmetry that causes a Deck Recycle (i.e. Starborn Outbreak). This is due to
    the fact that Symmetry speed is faster than speed of Creature Abilities" (DESIGN: an
    exception for this card and Tanglewood Snag only)."""
    t = Table(phase="creature")
    voidcap = t.creature(1, "amethyst_voidcap", 1)
    lost = t.card(1, "portalback_dragon", "grave")
    outbreak = t.card(0, "starborn_outbreak")
    t.card(0, "forest_of_crags")                         # Player 1 is asked again: the stack waits
    t.do("play", 0, outbreak)
    t.pass_until(1)
    t.do("activate", 1, voidcap, lost, choice=0)
    assert [it["src"] for it in t.st.stack] == [voidcap, outbreak]   # the symmetry on top
    settle_all(t)
    assert any("Amethyst Voidcap fizzles" in s for s in t.said("fizzle"))
    assert lost in t.st.main[1]


def test_amethyst_voidcap_puts_a_graveyard_card_on_top_of_the_main_deck() -> None:
    """Amethyst Voidcap (printed): once per turn, a creature or symmetry card from your graveyard
    goes on top of your Main Deck."""
    t = Table(phase="creature")
    voidcap = t.creature(0, "amethyst_voidcap", 1)
    back = t.card(0, "cataclysm", "grave")
    t.card(0, "energy", "grave")
    assert [a.target for a in t.legal() if a.kind == "activate"] == [back]     # not energy
    t.do("activate", 0, voidcap, back, choice=0)
    settle_all(t)
    assert t.st.main[0][-1] == back
    assert not any(a.kind == "activate" for a in t.legal())                  # once per turn


def test_amethyst_voidcap_before_or_after_drawing_but_not_during() -> None:
    """004 Amethyst Voidcap: "You can activate this Ability before or after card drawing occurs,
    but not during; (Example: if you need to draw 3 cards from Vortex or your Draw Phase, you
    can't draw 1 card, trigger Voidcap's Ability, and then draw the other 2)"."""
    t = Table(phase="draw")
    voidcap = t.creature(0, "amethyst_voidcap", 1)
    back = t.card(0, "cataclysm", "grave")
    before = [a for a in t.legal() if a.kind == "activate"]
    assert before and any(a.kind == "draw" for a in t.legal())             # before drawing
    t.do("draw", 0, choice=3)                                                # the 3 cards at once
    assert len(t.st.hand[0]) == 3 and t.st.choice is None
    settle_all(t)
    assert any(a.kind == "activate" and a.card == voidcap and a.target == back for a in t.legal())


# --- Tanglewood Snag -----------------------------------------------------------------------------


def test_tanglewood_snag_only_during_your_turn() -> None:
    """004 Tanglewood Snag: "This creature's Ability can be activated at any time during your
    turn"."""
    t = Table(phase="creature", turn=1)
    snag = t.creature(0, "tanglewood_snag", 1)
    t.creature(1, "dawnwing_acolyte", 1)
    t.card(0, "forest_of_crags")
    crags = t.card(1, "forest_of_crags")
    t.do("play", 1, crags)
    t.pass_until(0)
    assert not any(a.kind == "activate" and a.card == snag for a in t.legal())
    t2 = Table(phase="creature")
    snag2 = t2.creature(0, "tanglewood_snag", 1)
    t2.creature(1, "dawnwing_acolyte", 1)
    assert any(a.kind == "activate" and a.card == snag2 for a in t2.legal())


def test_tanglewood_snag_answering_a_symmetry_resolves_after_it() -> None:
    """004 Tanglewood Snag: "if activated in response to a Symmetry, the Symmetry will still
    resolve first. This is due to the fact that Symmetry speed is faster than speed of Creature
    Abilities" (DESIGN: an exception for this card and Amethyst Voidcap only)."""
    t = Table(phase="creature")
    snag = t.creature(0, "tanglewood_snag", 1)
    foe = t.creature(1, "dawnwing_acolyte", 1)
    crags = t.card(0, "forest_of_crags")
    energize = t.card(1, "energize")
    t.do("play", 0, crags)
    t.pass_until(1)
    t.do("play", 1, energize, foe)                      # Energize on the stack
    t.pass_until(0)
    t.do("activate", 0, snag, foe, choice=0)            # Snag answers it
    settle_all(t)
    assert t.where(foe) == "pile" and t.strength(foe) == 1       # 1 + 1 - 1: Energize came first


def test_other_abilities_answering_a_symmetry_still_resolve_first() -> None:
    """DESIGN: the general rule stands for every other card (004 Creature Abilities: the same
    speed, last in first out): Planetary Crag's Ability answering Unsummon resolves first."""
    t = Table(phase="creature")
    t.pile(0, 1)
    crag = t.creature(1, "planetary_crag_of_the_cosmos", 1)
    scout = t.creature(1, "shardling_scout", 1)
    unsummon = t.card(0, "unsummon")
    t.do("play", 0, unsummon, scout)
    t.pass_until(1)
    t.do("activate", 1, crag, unsummon, choice=0)
    settle_all(t)
    assert crag in t.st.hand[1] and t.where(scout) == "pile"    # the Ability came first


def test_tanglewood_snag_ability_fizzles_when_it_leaves_play() -> None:
    """004 Tanglewood Snag: "If this creature's Ability is on the stack, and it leaves play, the
    Ability will fizzle when it comes time to resolve, since Tanglewood is no longer in play"."""
    t = Table(phase="creature")
    snag = t.creature(0, "tanglewood_snag", 1)
    t.pile(1, 1)                                         # pays for Unsummon
    foe = t.creature(1, "dawnwing_acolyte", 1)
    unsummon = t.card(1, "unsummon")
    t.do("activate", 0, snag, foe, choice=0)
    t.pass_until(1)
    t.do("play", 1, unsummon, snag)
    settle_all(t)
    assert snag in t.st.hand[0] and t.strength(foe) == 1
    assert any("Tanglewood Snag fizzles" in s for s in t.said("fizzle"))


# --- Embershard Siren -----------------------------------------------------------------------------


def test_embershard_siren_vortex_puts_it_into_play_instead_and_destroys_an_energy() -> None:
    """004 Embershard Siren: "When this creature WOULD be discarded from your hand, you may put it
    into play onto an existing blank pile of energy INSTEAD". Any discard effect such as Vortex
    "will easily trigger its Ability and let you put it into play and destroy an energy"."""
    t = Table(phase="creature")
    pile = t.pile(0, 2)
    siren = t.card(0, "embershard_siren")
    t.card(0, "emberscale_whelp")
    foe = t.creature(1, "dawnwing_acolyte", 2)
    vortex = t.card(0, "vortex")
    t.do("play", 0, vortex)
    t.settle()
    assert "instead of discarding" in pending_prompt(t)
    pick(t, pile[1])
    settle_all(t)
    assert t.where(siren) == "pile" and siren not in t.st.grave[0]
    assert t.strength(foe) == 1
    assert len(t.st.hand[0]) == 3


def test_embershard_siren_a_discard_1_effect_discards_another_card_after() -> None:
    """004 Embershard Siren: "since it is never actually discarded, it doesn't count as a
    discarded card ... you would need to choose and discard a different card after its Ability
    resolves in the case of Dimensional Destruction or Thoughts of Progress"."""
    t = Table(phase="creature")
    pile = t.pile(0, 1)
    siren = t.card(0, "embershard_siren")
    a = t.card(0, "emberscale_whelp")
    b = t.card(0, "portalback_dragon")
    thoughts = t.card(0, "thoughts_of_progress")
    t.creature(1, "dawnwing_acolyte", 1)
    t.do("play", 0, thoughts)
    t.settle()
    pick(t, siren)                                       # Thoughts of Progress: discard 1
    pick(t, pile[1])                                     # the Siren enters instead
    t.settle()
    assert "discard 1" in pending_prompt(t)              # another card must be discarded
    pick(t, a)
    settle_all(t)
    assert a in t.st.grave[0] and t.where(siren) == "pile"
    assert b in t.st.hand[0] and len(t.st.hand[0]) == 1 + 2


def test_embershard_siren_with_dimensional_destruction() -> None:
    """004 Embershard Siren: Dimensional Destruction likewise discards a different card after the
    Siren enters play (then destroys its target energy: printed)."""
    t = Table(phase="creature")
    pile = t.pile(0, 1)
    siren = t.card(0, "embershard_siren")
    other = t.card(0, "emberscale_whelp")
    foe_pile = t.pile(1, 2, "dawnwing_acolyte")
    foe = foe_pile[0]
    dd = t.card(0, "dimensional_destruction")
    t.do("play", 0, dd, foe_pile[1])
    t.settle()
    pick(t, siren)
    pick(t, pile[1])
    t.settle()
    pick(t, foe_pile[2])                                 # the Siren destroys the other energy
    settle_all(t)
    assert other in t.st.grave[0] and t.where(siren) == "pile"
    assert t.where(foe) == "grave"                       # the Siren's energy, then the target


def test_embershard_siren_is_not_counted_by_reevaluate() -> None:
    """004 Embershard Siren: "You wouldn't count it in the case of Reevaluate"."""
    t = Table(phase="creature")
    pile = t.pile(0, 1)
    siren = t.card(0, "embershard_siren")
    a = t.card(0, "emberscale_whelp")
    b = t.card(0, "portalback_dragon")
    reeval = t.card(0, "reevaluate")
    t.creature(1, "dawnwing_acolyte", 1)
    t.do("play", 0, reeval)
    t.settle()
    t.choose(0, target=siren)
    t.choose(0, target=a)
    t.choose(0, choice="done")
    t.settle()
    pick(t, pile[1])
    settle_all(t)
    assert t.where(siren) == "pile" and a in t.st.grave[0]
    assert len(t.st.hand[0]) == 2 and b in t.st.hand[0]  # only the one discarded card is redrawn


def test_embershard_siren_declined_is_discarded_and_counted() -> None:
    """Embershard Siren (printed, "you may"): declined, it is discarded after all and Reevaluate
    counts it."""
    t = Table(phase="creature")
    t.pile(0, 1)
    siren = t.card(0, "embershard_siren")
    reeval = t.card(0, "reevaluate")
    t.do("play", 0, reeval)
    t.settle()
    t.choose(0, target=siren)
    t.settle()
    pick(t, -1)
    settle_all(t)
    assert siren in t.st.grave[0] and len(t.st.hand[0]) == 1


# --- Horncrest Cloudgorger --------------------------------------------------------------------------


def test_horncrest_cloudgorger_sends_the_top_card_to_gain_energy() -> None:
    """Horncrest Cloudgorger (printed): attacking, you may send the top card of your Main Deck to
    the graveyard; if you do, it gains 1 energy."""
    t = Table(phase="attack")
    horn = t.creature(0, "horncrest_cloudgorger", 1)
    card = t.st.main[0][-1]
    t.do("attack", 0, horn, choice=1)
    t.settle()
    pick(t, 0)
    settle_all(t)
    assert card in t.st.grave[0] and t.st.life[1] == 8


def test_horncrest_cloudgorger_in_2v2_a_teammates_deck_fulfils_it() -> None:
    """004 Horncrest Cloudgorger: "When this creature attacks and its Ability resolves, you or any
    player on your team may send the top card of the Main Deck to the graveyard to fulfill its
    requirement during Multiplayer or 2v2 format"."""
    t = Table(seats=4, mode="teams", phase="attack")
    horn = t.creature(0, "horncrest_cloudgorger", 1)
    card = t.st.main[2][-1]
    t.do("attack", 0, horn, choice=1)
    t.settle()
    assert set(options(t)) == {0, 2, -1}
    pick(t, 2)
    settle_all(t)
    assert card in t.st.grave[2] and t.st.life[1] == 8


# --- 004 Priority -----------------------------------------------------------------------------------


def test_priority_vastion_resolves_before_paladins_parable() -> None:
    """004 Priority, Creature Priority: "Turn player declares an attack with their 1-energy
    Vastion the World's Hollow, and targets their opponent's 3-energy Paladin's Parable. Turn
    player's Vastion Ability will trigger first, giving Vastion +1 Energy, making it a 2-energy
    creature just before the attack hits. Paladin's Ability will then activate and cause the
    two battling creatures to switch Energy levels before the attack hits, thus putting
    Paladin's Parable at 2 Energy, and Vastion at 3 Energy"."""
    t = Table(phase="attack")
    vastion = t.creature(0, "vastion_the_worlds_hollow", 1)
    parable = t.creature(1, "paladins_parable", 3)
    t.do("attack", 0, vastion, parable)
    settle_all(t)
    assert t.said("switch") == ["Paladin's Parable and Vastion the World's Hollow switch energy (2 and 3)"]
    assert t.where(parable) == "grave" and t.strength(vastion) == 1


def _energize_against(card_id: str) -> Table:
    t = Table(phase="creature")
    mine_pile = t.pile(0, 1, "emberscale_whelp")
    crags = t.card(0, "forest_of_crags")
    energize = t.card(0, "energize")
    t.pile(1, 1)
    answer = t.card(1, card_id)
    t.do("play", 0, crags)
    t.do("play", 0, energize, mine_pile[0])             # the turn player answers first ...
    t.pass_until(1)
    t.do("play", 1, answer, mine_pile[1] if card_id == "cataclysm" else mine_pile[0])   # ... at the same time
    settle_all(t)
    return t


def test_priority_energize_against_cataclysm_turn_player_first() -> None:
    """004 Priority: "the turn player's symmetry gains priority ... the non-turn player's symmetry
    does NOT go back to the hand and is instead considered to be 'on the stack'"; "an Energize
    from the turn-player while they only have a 1-energy creature on the field against the
    non-turn player's Cataclysm or Leech": Energize first, so the creature survives."""
    t = _energize_against("cataclysm")
    whelp = next(p[0] for p in t.st.piles[0] if p[0] >= 0)
    assert t.strength(whelp) == 1


def test_priority_energize_against_leech_turn_player_first() -> None:
    """004 Priority: the same with Leech: Energize resolves first, Leech then takes one energy."""
    t = _energize_against("leech")
    whelp = next(p[0] for p in t.st.piles[0] if p[0] >= 0)
    assert t.strength(whelp) == 1


# --- 004 Reveal: digging -------------------------------------------------------------------------------


def test_reveal_hissing_spore_valshroom_digs_to_the_next_card() -> None:
    """004 Reveal: "If a card causes you to reveal the top of the Main Deck, and the revealed card
    also triggers a new Main Deck reveal, you would then 'dig' or reveal the next top card, since
    the top-most card is already being revealed (i.e. a revealed Hissing Spore Valshroom reveals
    another copy of itself)"."""
    t = Table(phase="creature")
    pile = t.pile(0, 1)
    council = t.card(0, "council_of_galaxies")
    last = top(t, 0, "portalback_dragon")
    top(t, 0, "hissing_spore_valshroom")
    top(t, 0, "hissing_spore_valshroom")
    t.do("summon", 0, council, pile[1])
    settle_all(t)
    assert t.st.life[1] == 8                             # each copy revealed once
    assert any("Portalback Dragon" in s for s in t.said("reveal"))
    assert last in t.st.main[0]


def test_nebulawood_barrier_puts_a_creature_from_hand_into_play() -> None:
    """Nebulawood Barrier (printed; the Handbell example): a creature from your hand enters play
    on your blank pile, put into play rather than summoned."""
    t = Table(phase="creature")
    blank = t.pile(0, 2)
    emberia = t.card(0, "emberia_bringer_of_infernos")
    barrier = t.card(0, "nebulawood_barrier")
    t.do("play", 0, barrier, blank[1])
    settle_all(t)
    assert t.where(emberia) == "pile" and t.st.life[1] == 10      # not summoned: no summon Ability


__all__ = ["to_window"]
