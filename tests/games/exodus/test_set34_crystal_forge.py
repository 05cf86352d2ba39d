"""004 "(Set 3) Crystal Forge": Vanquish, Reverser of Time, Harbinger Mushroom, Carcery the
Chemical Oddity, Starlit Expanse, Howling Synthesis, Crystallize, Mortarbloom Liege,
Handbell Dancer Gravitas and Guild Warfare, with the partners their rulings use (Council of
Galaxies, Emberia, Nebulawood Barrier, Lantern Leaflore, Drangel); each ruling bullet a
test, plus each card's printed behaviour."""
from __future__ import annotations

from .helpers import Table
from .test_set34_common import options, pending_prompt, pick, settle_all, to_window, top

# --- Vanquish, Reverser of Time / Mortarbloom Liege ----------------------------------------


def test_vanquish_revealed_by_clarity_cannon_may_send_a_card_being_revealed() -> None:
    """004 Vanquish / Mortarbloom Liege: "If you reveal a Vanquish, Reverser of Time due to
    Mortarbloom Liege's 'Clarity Cannon' Ability, Vanquish's 'Luminescent Chance' Ability allows
    you to send a card from your opponent's Main Deck to their graveyard; you MAY select one of
    the two cards being revealed ... as those cards are still considered part of their Main
    Deck while they are being revealed"."""
    t = Table(phase="attack")
    mort = t.creature(0, "mortarbloom_liege", 2)
    second = top(t, 1, "portalback_dragon")
    vanq = top(t, 1, "vanquish_reverser_of_time")
    t.do("attack", 0, mort, choice=1)
    t.settle()
    assert "Vanquish" in pending_prompt(t) and t.st.choice is not None and t.st.choice["seat"] == 0
    assert set(options(t)) == {vanq, second}         # both revealed cards, still in the deck
    pick(t, second)
    assert second in t.st.grave[1]
    settle_all(t)
    assert t.st.main[1][-1] == vanq                    # the other stays on top
    assert t.st.life[1] == 8


def test_vanquish_interjects_before_council_puts_the_card_back() -> None:
    """004 Timing & Speed: "Summon Council of Galaxies to reveal Vanquish, Reverser of Time from
    the top of your Main Deck. Vanquish's Ability triggers and resolves before you decide to put
    it back on the top or bottom of your Main Deck as part of Council's Ability"."""
    t = Table(phase="creature")
    pile = t.pile(0, 1)
    council = t.card(0, "council_of_galaxies")
    top(t, 0, "vanquish_reverser_of_time")
    opp_top = t.st.main[1][-1]
    t.do("summon", 0, council, pile[1])
    t.settle()
    assert "Vanquish" in pending_prompt(t)             # before the top-or-bottom question
    pick(t, opp_top)
    assert opp_top in t.st.grave[1]
    t.settle()
    assert "top or the bottom" in pending_prompt(t)


def test_mortarbloom_liege_puts_the_revealed_cards_back_in_the_same_order() -> None:
    """004 Mortarbloom Liege: "The cards revealed by this creature's Ability are put back in
    the same order they are revealed"."""
    t = Table(phase="attack")
    mort = t.creature(0, "mortarbloom_liege", 1)
    a = top(t, 1, "portalback_dragon")
    b = top(t, 1, "halo_sentinel")
    t.do("attack", 0, mort, choice=1)
    settle_all(t)
    assert any("reveals" in s for s in t.said("reveal"))
    assert t.st.main[1][-2:] == [a, b]


# --- Harbinger Mushroom ------------------------------------------------------------------------


def test_harbinger_mushroom_revealed_deals_2_to_the_opponent() -> None:
    """Harbinger Mushroom (printed): when it is revealed, each opponent takes 2 damage."""
    t = Table(phase="creature")
    pile = t.pile(0, 1)
    council = t.card(0, "council_of_galaxies")
    top(t, 0, "harbinger_mushroom")
    t.do("summon", 0, council, pile[1])
    settle_all(t)
    assert t.st.life == [10, 8]


def test_harbinger_mushroom_hits_the_opposing_team_once_per_opponent_in_2v2() -> None:
    """004 Harbinger Mushroom: "This creature's Ability deals 2 damage to the opposing team in
    2v2 format whenever it's revealed, since it specifies 'each opponent'". DESIGN: each
    opponent is hit, so the shared Life Points lose 2 per opponent: 4."""
    t = Table(seats=4, mode="teams", phase="creature")
    pile = t.pile(0, 1)
    council = t.card(0, "council_of_galaxies")
    top(t, 0, "harbinger_mushroom")
    t.do("summon", 0, council, pile[1])
    t.settle()
    if "whose Main Deck" in pending_prompt(t):
        pick(t, 0)
    settle_all(t)
    assert t.st.life == [10, 6]


# --- Carcery the Chemical Oddity ---------------------------------------------------------------


def test_carcery_can_be_answered_before_it_resolves_and_without_every_rarity_you_lose_2() -> None:
    """004 Carcery: "When this creature enters play ... its Ability triggers immediately, but
    symmetry cards can be played in response to its Ability before it begins resolving"; "If
    you do not meet all of the conditions (i.e. missing only 1 Rarity), you lose 2 Life Points
    when this creature enters play"."""
    t = Table(phase="creature")
    whelp_pile = t.pile(0, 1, "emberscale_whelp")      # the only Common
    whelp = whelp_pile[0]
    t.creature(0, "portalback_dragon", 1)              # Uncommon
    pile = t.pile(0, 2)
    carcery = t.card(0, "carcery_the_chemical_oddity")
    cata = t.card(1, "cataclysm")
    t.do("summon", 0, carcery, pile[1])
    t.pass_until(1)
    t.do("play", 1, cata, whelp_pile[1])               # the Common loses its only energy first
    settle_all(t)
    assert t.where(whelp) == "grave"
    assert t.st.life == [8, 10]


def test_carcery_bursts_exactly_one_of_each_rarity_all_their_energy_itself_as_the_rare() -> None:
    """004 Carcery: "You must have at least 1 of all three Rarities ... to blow up their energy
    and cause direct damage"; "an all-or-nothing effect: you cannot pick and choose how many
    energies"; "you may choose which of your creatures to use ... it must be exactly one of
    each Rarity"; "Carcery ... can choose itself to meet the Rare requirement"."""
    t = Table(phase="creature")
    big = t.creature(0, "emberscale_whelp", 2)          # Common
    small = t.creature(0, "dawnwing_acolyte", 1)        # Common too: one of them is chosen
    unc = t.creature(0, "portalback_dragon", 1)         # Uncommon
    pile = t.pile(0, 2)
    carcery = t.card(0, "carcery_the_chemical_oddity")
    t.do("summon", 0, carcery, pile[1])
    t.settle()
    assert set(options(t)) == {big, small}
    pick(t, big)
    settle_all(t)
    assert t.st.life == [10, 5]                         # 2 + 1 + 2 energy burst
    assert t.where(big) == t.where(unc) == t.where(carcery) == "grave"
    assert t.strength(small) == 1


def test_carcery_put_into_play_by_an_effect_triggers_too() -> None:
    """004 Carcery: its Ability triggers "whether by summon, symmetry effect, switch effect";
    and "You cannot use this creature's Ability if you do not meet all of the Ability's
    requirements" (no Common or Uncommon here: you lose 2)."""
    t = Table(phase="creature")
    pile = t.pile(0, 1)
    t.card(0, "carcery_the_chemical_oddity")
    barrier = t.card(0, "nebulawood_barrier")
    t.do("play", 0, barrier, pile[1])
    settle_all(t)
    assert t.st.life == [8, 10]


# --- Starlit Expanse -------------------------------------------------------------------------


def test_starlit_expanse_cannot_put_energy_on_top_of_the_main_deck() -> None:
    """004 Starlit Expanse: "Energy cannot be placed on top of the Main Deck with this effect";
    "only a creature or symmetry card can be chosen"."""
    t = Table(phase="creature")
    e = t.card(0, "energy")
    keep = t.card(0, "cataclysm")
    starlit = t.card(0, "starlit_expanse")
    t.do("play", 0, starlit)
    t.settle()
    assert e not in options(t) and keep in options(t)
    assert all(not t.ctx().card(c).is_energy for c in options(t))
    pick(t, keep)
    assert t.st.main[0][-1] == keep and e in t.st.hand[0]


def test_starlit_expanse_with_only_energy_in_hand_puts_nothing_back() -> None:
    """004 Starlit Expanse: energy can't enter the Main Deck, so with only energy left in hand
    nothing is put on top."""
    t = Table(phase="creature", deck=0)
    t.card(0, "energy")
    starlit = t.card(0, "starlit_expanse")
    t.do("play", 0, starlit)
    settle_all(t)
    assert t.st.main[0] == [] and len(t.st.hand[0]) == 1


# --- Howling Synthesis -------------------------------------------------------------------------


def test_howling_synthesis_switched_in_creature_is_summoned_and_continues_the_attack() -> None:
    """004 Howling Synthesis: "the new creature that is put into play is considered 'summoned'
    (therefore, any on-summon Abilities will trigger)"; 004 Mistrai Driftwood: it replaces the
    attacker "just before the attack hits" and continues on the same attack path."""
    t = Table(phase="attack")
    t.card(0, "howling_synthesis", "syms")
    whelp = t.creature(0, "emberscale_whelp", 2)
    emberia = top(t, 0, "emberia_bringer_of_infernos")
    t.do("attack", 0, whelp, choice=1)
    t.settle()
    assert "switch" in pending_prompt(t)
    pick(t, emberia)
    settle_all(t)
    assert t.where(emberia) == "pile" and t.st.main[0][-1] == whelp
    assert t.st.life[1] == 10 - 2 - 2                  # Emberia's summon Ability, then its hit


def test_howling_synthesis_switched_in_creature_does_not_trigger_attack_abilities() -> None:
    """004 Howling Synthesis: "Attack Abilities won't trigger when those creatures switch into
    play ... because the original creature was the one that already declared the attack";
    players cannot resolve attack Abilities of the creature being swapped in."""
    t = Table(phase="attack")
    t.card(0, "howling_synthesis", "syms")
    whelp = t.creature(0, "emberscale_whelp", 1)
    horn = top(t, 0, "horncrest_cloudgorger")
    t.do("attack", 0, whelp, choice=1)
    t.settle()
    pick(t, horn)
    t.settle()
    assert "Horncrest" not in pending_prompt(t)       # its "when this creature attacks" is not asked
    settle_all(t)
    assert t.st.life[1] == 9 and t.strength(horn) == 1


def test_howling_synthesis_swapped_out_creatures_attack_abilities_still_resolve() -> None:
    """004 Howling Synthesis: "You can still resolve effects/Abilities in any order, including
    attack Abilities of the creature being swapped out" (its "just before the attack hits"
    Ability does not fizzle for its having left play)."""
    t = Table(phase="attack")
    t.card(0, "howling_synthesis", "syms")
    vastion = t.creature(0, "vastion_the_worlds_hollow", 1)
    new = top(t, 0, "portalback_dragon")
    t.do("attack", 0, vastion, choice=1)
    t.settle()
    pick(t, new)
    settle_all(t)
    assert not any("Vastion" in s for s in t.said("fizzle"))
    assert any("Vastion" in s for s in t.said("resolve"))
    assert t.st.life[1] == 9 and vastion in t.st.main[0]


def test_two_howling_synthesis_reveal_two_and_the_attacker_takes_the_second_place() -> None:
    """004 Howling Synthesis: "When attacking with a creature while there are 2 Howling
    Synthesis active in play, simultaneously reveal the top 2 cards"; "If the switch target is
    the 2nd topmost card ... the attacking creature replaces the target as the 2nd topmost
    card of the Main Deck"."""
    t = Table(phase="attack")
    t.card(0, "howling_synthesis", "syms")
    t.card(1, "howling_synthesis", "syms")
    whelp = t.creature(0, "emberscale_whelp", 1)
    second = top(t, 0, "portalback_dragon")
    first = top(t, 0, "concerto_virtuoso")
    t.do("attack", 0, whelp, choice=1)
    t.settle()
    assert set(options(t)) == {first, second, -1}
    pick(t, second)
    settle_all(t)
    assert t.st.main[0][-2:] == [whelp, first]
    assert t.where(second) == "pile"


def test_howling_synthesis_in_2v2_the_attacking_creatures_owner_reveals() -> None:
    """004 Howling Synthesis: "the owner of the attacking creature reveals the top card of his
    or her Main Deck (even if a teammate declared an attack with your creature), so that any
    potential switch does not cause a creature to end up in another player's deck"."""
    t = Table(seats=4, mode="teams", phase="attack")
    t.card(0, "howling_synthesis", "syms")
    mate = t.creature(2, "emberscale_whelp", 1)        # seat 2's creature on the shared field
    new = top(t, 2, "portalback_dragon")
    top(t, 0, "halo_sentinel")
    t.do("attack", 0, mate, choice=1)
    t.settle()
    assert options(t) == [new, -1]
    pick(t, new)
    settle_all(t)
    assert mate in t.st.main[2] and mate not in t.st.main[0]


# --- Crystallize ------------------------------------------------------------------------------


def test_crystallize_cannot_target_lantern_leaflore() -> None:
    """004 Crystallize: "Crystallize cannot target or affect Lantern Leaflore"."""
    t = Table(phase="creature")
    leaf = t.creature(1, "lantern_leaflore", 1)
    other = t.creature(1, "dawnwing_acolyte", 1)
    cryst = t.card(0, "crystallize")
    assert "Leaflore" in t.refused("play", 0, cryst, leaf)
    t.do("play", 0, cryst, other)


def test_crystallize_negates_an_on_summon_ability_which_does_not_trigger_later() -> None:
    """004 Crystallize: "On-summon creature Abilities ... can be negated by this card (if played
    in response to the creature being summoned). After the end of the turn, the creature will
    already have been summoned and its on-summon Ability will not trigger"."""
    t = Table(phase="creature")
    pile = t.pile(0, 2)
    emberia = t.card(0, "emberia_bringer_of_infernos")
    cryst = t.card(1, "crystallize")
    t.do("summon", 0, emberia, pile[1])
    t.pass_until(1)
    t.do("play", 1, cryst, emberia)
    settle_all(t)
    assert t.st.life == [10, 10]
    assert any("negated" in s for s in t.said("negate"))
    for _ in range(12):                                  # on to the next turn
        if t.st.turn == 1:
            break
        t.do("end_phase", 0)
        settle_all(t)
    assert t.st.turn == 1 and t.st.life == [10, 10] and t.where(emberia) == "pile"


# --- Handbell Dancer Gravitas ------------------------------------------------------------------


def _gravitas_answers_emberia() -> tuple[Table, int]:
    t = Table(phase="creature")
    pile = t.pile(0, 2)
    t.pile(0, 1)
    t.pile(0, 1)
    emberia = t.card(0, "emberia_bringer_of_infernos")
    t.card(0, "emberia_bringer_of_infernos")
    t.card(0, "lantern_leaflore")
    blank = t.pile(1, 1)
    t.card(1, "handbell_dancer_gravitas")
    barrier = t.card(1, "nebulawood_barrier")
    t.do("summon", 0, emberia, pile[1])
    t.pass_until(1)
    t.do("play", 1, barrier, blank[1])
    settle_all(t)
    return t, emberia


def test_handbell_dancer_gravitas_put_into_play_in_response_cancels_emberia() -> None:
    """004 Handbell Dancer Gravitas: "If the opponent's Emberia, Bringer of Infernos hits the
    field and you put Handbell Dancer Gravitas into play with Nebulawood Barrier in response to
    Emberia being summoned, Gravitas' Ability resolves first and would stop Emberia's Ability
    from activating for that turn"."""
    t, emberia = _gravitas_answers_emberia()
    assert t.where(emberia) == "pile"
    assert t.st.life == [10, 10]


def test_handbell_dancer_gravitas_stops_later_opposing_abilities_even_leaflores() -> None:
    """004 Handbell Dancer Gravitas: "Any subsequent opposing Abilities that try to activate
    will not trigger on the same turn after Handbell Dancer Gravitas was put into play via an
    effect (including Lantern Leaflore's Ability after 'Silencing Toll' has successfully
    resolved)"."""
    t, _ = _gravitas_answers_emberia()
    piles = [p for p in t.st.piles[0] if p[0] < 0]
    second, leaf = t.st.hand[0][-2:]
    t.do("summon", 0, second, piles[0][1])
    settle_all(t)
    assert t.st.life == [10, 10]                        # the second Emberia's Ability does not trigger
    cryst = t.card(1, "crystallize")
    t.do("summon", 0, leaf, piles[1][1])
    to_window(t, 1)
    t.do("play", 1, cryst, leaf)                        # Leaflore is not unaffected this turn


def test_handbell_dancer_gravitas_leaves_an_already_active_leaflore_active() -> None:
    """004 Handbell Dancer Gravitas: "If the opponent is summoning or putting Lantern Leaflore
    into play and you respond with an effect that puts Handbell Dancer Gravitas into play,
    Leaflore's Ability will still be active since it already triggered and resolved"; "Any
    creature Abilities that were already active before Handbell Dancer Gravitas came into play
    are still active"."""
    t = Table(phase="creature")
    pile = t.pile(0, 1)
    leaf = t.card(0, "lantern_leaflore")
    blank = t.pile(1, 1)
    t.card(1, "handbell_dancer_gravitas")
    barrier = t.card(1, "nebulawood_barrier")
    cryst = t.card(1, "crystallize")
    t.do("summon", 0, leaf, pile[1])
    to_window(t, 1)
    t.do("play", 1, barrier, blank[1])
    settle_all(t)
    assert any("cannot activate" in s for s in t.said("silence"))
    to_window(t, 1)
    plays = [(a.card, a.target) for a in t.legal() if a.kind == "play"]
    assert (cryst, leaf) not in plays and plays            # still unaffected by symmetries


# --- Guild Warfare -----------------------------------------------------------------------------


def test_guild_warfare_can_be_used_with_one_creature() -> None:
    """004 Guild Warfare: "Guild Warfare can be used if you have 1 or more creatures in play"
    (and each of your creatures gains 1 energy: printed)."""
    t = Table(phase="creature")
    whelp = t.creature(0, "emberscale_whelp", 1)
    gw = t.card(0, "guild_warfare")
    t.do("play", 0, gw)
    settle_all(t)
    assert t.strength(whelp) == 2


def test_guild_warfare_needs_all_creatures_to_share_a_type() -> None:
    """004 Guild Warfare (Sets 3 and 4): "ALL of your creatures in play must share a type (even
    if they are multiple types) ... If you have a Drangel (Dragon/Angel) and a Portalback Dragon
    (Dragon) in play, you MAY use Guild Warfare. However, if you have a Drangel (Dragon/Angel),
    a Portalback Dragon (Dragon) and a Concerto Virtuoso (Order) in play, you CANNOT"."""
    t = Table(phase="creature")
    t.creature(0, "drangel", 1)
    t.creature(0, "portalback_dragon", 1)
    gw = t.card(0, "guild_warfare")
    assert any(a.kind == "play" and a.card == gw for a in t.legal())
    t.creature(0, "concerto_virtuoso", 1)
    assert "requirement" in t.refused("play", 0, gw)


def test_guild_warfare_cannot_be_played_without_creatures() -> None:
    """004 Guild Warfare: it needs "1 or more creatures in play"."""
    t = Table(phase="creature")
    gw = t.card(0, "guild_warfare")
    t.refused("play", 0, gw)
