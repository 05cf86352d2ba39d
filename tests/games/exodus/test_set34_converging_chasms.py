"""004 "(Set 4) Converging Chasms": Roxanne the Final Paladin, Paladin's Parable, Planetary
Crag of the Cosmos, Mistrai Driftwood (with Drangel and Howling Synthesis), Ephemra the Star
Shield, Turbine Apparatus, Starborn Outbreak, Starsleet Downpour and Dragonis Warden; each
ruling bullet a test, plus each card's printed behaviour. Amethyst Voidcap, Tanglewood Snag,
Embershard Siren and Horncrest Cloudgorger are in test_set34_speed_and_discard.py."""
from __future__ import annotations

from .helpers import Table
from .test_set34_common import options, pending_prompt, pick, settle_all, top

# --- Roxanne the Final Paladin ----------------------------------------------------------------


def test_roxanne_hits_every_other_creature_with_her_full_energy() -> None:
    """004 Roxanne: "When Roxanne attacks, she deals damage equal to her energy to EVERY other
    creature on the field at once (both yours and your opponent's); her damage is NOT split"."""
    t = Table(phase="attack")
    rox = t.creature(0, "roxanne_the_final_paladin", 4)
    own = t.creature(0, "emberscale_whelp", 1)
    a = t.creature(1, "dawnwing_acolyte", 4)
    b = t.creature(1, "portalback_dragon", 4)
    t.do("attack", 0, rox, a)
    settle_all(t)
    assert t.where(own) == t.where(a) == t.where(b) == "grave"     # 4 each, not 4 shared
    assert t.where(rox) == "grave"                                # and 1 + 4 + 4 back


def test_roxanne_attacking_life_points_still_battles_your_creatures_with_declared_energy() -> None:
    """004 Roxanne: "When Roxanne attacks your opponent directly, she still deals and receives
    damage from your own creatures (if any are in play). The amount of energy she has when she
    declares the attack is the amount she deals to your opponent's Life Points"."""
    t = Table(phase="attack")
    rox = t.creature(0, "roxanne_the_final_paladin", 3)
    own = t.creature(0, "emberscale_whelp", 2)
    energize = t.card(0, "energize")
    t.do("attack", 0, rox, choice=1)
    t.do("play", 0, energize, rox)                      # 4 energy after declaring
    settle_all(t)
    assert t.st.life[1] == 7                            # the 3 she declared with
    assert t.where(own) == "grave" and t.strength(rox) == 2


def test_roxanne_in_free_for_all_attacks_an_open_opponent_and_battles_everyone() -> None:
    """004 Roxanne: "In Multiplayer free-for-all format, Roxanne can attack an opponent directly
    that is wide open as her attack target, but she will still battle all other creatures in
    play (both yours and any opponent's)"."""
    t = Table(seats=3, mode="ffa", phase="attack")
    rox = t.creature(0, "roxanne_the_final_paladin", 3)
    own = t.creature(0, "emberscale_whelp", 1)
    far = t.creature(2, "dawnwing_acolyte", 1)
    t.do("attack", 0, rox, choice=1)                    # Player 2 has no creatures
    settle_all(t)
    assert t.st.life == [10, 7, 10]
    assert t.where(own) == t.where(far) == "grave" and t.strength(rox) == 1


def test_roxanne_in_multiplayer_takes_damage_from_every_opponents_creature_and_yours() -> None:
    """004 Roxanne: "In a Multiplayer duel, Roxanne will attack and receive damage from every
    opponent's creature on the field, as well as your own"."""
    t = Table(seats=3, mode="ffa", phase="attack")
    rox = t.creature(0, "roxanne_the_final_paladin", 5)
    own = t.creature(0, "emberscale_whelp", 1)
    a = t.creature(1, "dawnwing_acolyte", 1)
    b = t.creature(2, "portalback_dragon", 2)
    t.do("attack", 0, rox, a)
    settle_all(t)
    assert t.where(own) == t.where(a) == t.where(b) == "grave"
    assert t.strength(rox) == 5 - 1 - 1 - 2


def test_roxanne_through_mistrai_hits_life_points_and_everything_but_mistrai() -> None:
    """004 Roxanne and Mistrai Driftwood: "the player controlling Mistrai Driftwood activates its
    'Evanescent Hollow' Ability to let the attack pass through, Roxanne hits the opponent's Life
    Points directly and all other creatures in play, and takes damage from those other
    creatures (except Mistrai Driftwood, which survives)"."""
    t = Table(phase="attack")
    rox = t.creature(0, "roxanne_the_final_paladin", 4)
    own = t.creature(0, "emberscale_whelp", 1)
    mistrai = t.creature(1, "mistrai_driftwood", 2)
    other = t.creature(1, "dawnwing_acolyte", 1)
    t.do("attack", 0, rox, mistrai)
    t.settle()
    assert "Mistrai" in pending_prompt(t)
    pick(t, "yes")
    settle_all(t)
    assert t.st.life[1] == 6
    assert t.strength(mistrai) == 2
    assert t.where(own) == t.where(other) == "grave" and t.strength(rox) == 2


def test_roxanne_hits_each_opponent_whose_mistrai_lets_her_through() -> None:
    """004 Roxanne: "If multiple opponents have Mistrai Driftwood in play and they are all
    attacked by Roxanne, she deals damage to each opponent that chooses to let the attack pass
    through, while also battling any other creatures in play"."""
    t = Table(seats=3, mode="ffa", phase="attack")
    rox = t.creature(0, "roxanne_the_final_paladin", 3)
    m1 = t.creature(1, "mistrai_driftwood", 2)
    m2 = t.creature(2, "mistrai_driftwood", 2)
    t.do("attack", 0, rox, m1)
    asked = []
    for _ in range(4):
        t.settle()
        if "resolves first" in pending_prompt(t):       # the same Ability on two sides: the turn player orders
            pick(t, options(t)[0])
            continue
        if "Mistrai" not in pending_prompt(t):
            break
        seat = t.st.choice["seat"] if t.st.choice else -1
        asked.append(seat)
        pick(t, "yes" if seat == 1 else "no")
    assert sorted(asked) == [1, 2]
    settle_all(t)
    assert t.st.life == [10, 7, 10]
    assert t.strength(m1) == 2 and t.where(m2) == "grave" and t.strength(rox) == 1


def test_roxanne_and_victory_hits_victory_and_non_order_but_not_other_order() -> None:
    """004 Roxanne: "When Roxanne attacks while a Victory, Keeper of the Order is on the field,
    Roxanne will hit Victory, and all non-Order type creatures, including your own creatures.
    Due to Victory's Ability, Roxanne cannot hit other Order type creatures"."""
    t = Table(phase="attack")
    rox = t.creature(0, "roxanne_the_final_paladin", 6)
    own_order = t.creature(0, "concerto_virtuoso", 1)
    victory = t.creature(1, "victory_keeper_of_the_order", 2)
    guarded = t.creature(1, "order_vanguard", 1)
    plain = t.creature(1, "dawnwing_acolyte", 1)
    t.do("attack", 0, rox, victory)
    settle_all(t)
    assert t.where(victory) == t.where(plain) == t.where(own_order) == "grave"
    assert t.strength(guarded) == 1 and t.strength(rox) == 6 - 2 - 1 - 1


def test_roxanne_against_two_victories_hits_only_non_order_and_your_own() -> None:
    """004 Roxanne: "If the opponent has 2 Victory, Keeper of the Order when Roxanne attacks,
    Roxanne will only hit non-Order type creatures, as well as your own creatures"."""
    t = Table(phase="attack")
    rox = t.creature(0, "roxanne_the_final_paladin", 5)
    own = t.creature(0, "concerto_virtuoso", 1)
    v1 = t.creature(1, "victory_keeper_of_the_order", 1)
    v2 = t.creature(1, "victory_keeper_of_the_order", 1)
    plain = t.creature(1, "dawnwing_acolyte", 1)
    t.do("attack", 0, rox, plain)
    settle_all(t)
    assert t.where(plain) == t.where(own) == "grave"
    assert t.strength(v1) == t.strength(v2) == 1 and t.strength(rox) == 3


# --- Paladin's Parable --------------------------------------------------------------------------


def test_paladins_parable_against_parable_the_turn_player_orders_the_abilities() -> None:
    """004 Paladin's Parable: "When Paladin's Parable attacks another Paladin's Parable, the turn
    player / attacking player chooses which Parable's Ability resolves first"."""
    t = Table(phase="attack")
    mine = t.creature(0, "paladins_parable", 3)
    theirs = t.creature(1, "paladins_parable", 1)
    t.card(1, "forest_of_crags")                        # so the stack waits for an answer
    t.do("attack", 0, mine, theirs)
    t.settle()
    assert "resolves first" in pending_prompt(t) and t.st.choice is not None and t.st.choice["seat"] == 0
    pick(t, theirs)
    assert t.st.stack[-1]["src"] == theirs             # the opponent's Parable resolves first
    settle_all(t)
    assert any("switch energy" in s for s in t.said("switch"))
    assert t.where(theirs) == "grave" and t.strength(mine) == 2      # two switches: back as they were


def test_paladins_parable_switches_the_battling_creatures_energy() -> None:
    """Paladin's Parable (printed): attacked, it and its attacker switch energy just before the
    attack hits."""
    t = Table(phase="attack")
    whelp = t.creature(0, "emberscale_whelp", 1)
    parable = t.creature(1, "paladins_parable", 3)
    t.do("attack", 0, whelp, parable)
    settle_all(t)
    assert t.where(parable) == "grave" and t.strength(whelp) == 2


# --- Planetary Crag of the Cosmos ----------------------------------------------------------------


def _crag_table() -> tuple[Table, int, int, int]:
    t = Table(phase="creature")
    t.pile(0, 2)
    crag = t.creature(1, "planetary_crag_of_the_cosmos", 1)
    scout = t.creature(1, "shardling_scout", 1)
    unsummon = t.card(0, "unsummon")
    return t, crag, scout, unsummon


def test_planetary_crag_takes_a_symmetrys_target_from_another_shardfolk() -> None:
    """004 Planetary Crag: "Your other Shardfolk are considered 'targeted' when your opponent
    uses an effect or Ability that lets them 'choose' or 'select'"; "This Ability can be used
    to interrupt a symmetry because the text specifically says, 'effect or Ability'"."""
    t, crag, scout, unsummon = _crag_table()
    t.do("play", 0, unsummon, scout)
    t.pass_until(1)
    t.do("activate", 1, crag, unsummon, choice=0)
    settle_all(t)
    assert crag in t.st.hand[1] and t.where(scout) == "pile"


def test_planetary_crag_redirected_target_cannot_change_by_playback() -> None:
    """004 Planetary Crag: "This Ability prohibits the opponent from choosing a new target by
    normal means, such as through Playback, because the text specifically states, 'The target
    cannot be changed afterwards'"."""
    t, crag, scout, unsummon = _crag_table()
    t.do("play", 0, unsummon, scout)
    t.pass_until(1)
    t.do("activate", 1, crag, unsummon, choice=0)
    for _ in range(20):
        t.passes()
        assert "Playback" not in pending_prompt(t)
        if t.st.choice is None:
            break
        pick(t, options(t)[0])                          # the cost
    assert crag in t.st.hand[1]


def test_planetary_crag_can_keep_interrupting_new_responses() -> None:
    """004 Planetary Crag: "This Ability can be activated and used at any time as long as
    Planetary Crag of the Cosmos is on your field"; "If this Ability was used to redirect a
    target, it can still be responded to, however, it can continue to interrupt those new
    responses"."""
    t, crag, scout, unsummon = _crag_table()
    scout2 = t.creature(1, "prism_warden", 1)
    t.pile(0, 1)
    second = t.card(0, "unsummon")
    t.do("play", 0, unsummon, scout)
    t.pass_until(1)
    t.do("activate", 1, crag, unsummon, choice=0)
    t.pass_until(0)
    t.do("play", 0, second, scout2)                    # a new response aimed at another Shardfolk
    t.do("pass", 1)
    t.pass_until(1)
    t.do("activate", 1, crag, second, choice=0)        # interrupted again
    t.passes()
    assert any(it["src"] == second and it["t"] == [crag] for it in t.st.stack)


def test_planetary_crag_cannot_answer_what_affects_all_creatures() -> None:
    """004 Planetary Crag: "You cannot use this Ability against an effect or Ability that
    affects all other creatures in play (i.e. Roxanne the Final Paladin ...)"."""
    t = Table(phase="attack")
    rox = t.creature(0, "roxanne_the_final_paladin", 3)
    crag = t.creature(1, "planetary_crag_of_the_cosmos", 1)
    scout = t.creature(1, "shardling_scout", 1)
    t.card(1, "forest_of_crags")                        # so Player 2 is asked
    t.do("attack", 0, rox, scout)
    t.pass_until(1)
    assert not any(a.kind == "activate" and a.card == crag for a in t.legal())


def test_planetary_crag_already_frozen_makes_a_redirected_freeze_fizzle() -> None:
    """004 Planetary Crag: "If Planetary Crag of the Cosmos is already frozen and its Ability is
    used to redirect a freeze target to itself, the freeze will fizzle out due to Planetary Crag
    already being frozen"."""
    t = Table(phase="creature")
    crag = t.creature(1, "planetary_crag_of_the_cosmos", 1)
    scout = t.creature(1, "shardling_scout", 1)
    t.st.frozen[crag] = t.st.turn_no + 1
    cove = t.card(0, "crystal_cove")
    t.do("play", 0, cove, scout)
    t.pass_until(1)
    t.do("activate", 1, crag, cove, choice=0)
    settle_all(t)
    assert scout not in t.st.frozen and cove in t.st.grave[0]
    assert any("Crystal Cove fizzles" in s for s in t.said("fizzle"))


# --- Mistrai Driftwood ----------------------------------------------------------------------------


def test_mistrai_driftwood_lets_an_attack_pass_through_to_life_points() -> None:
    """Mistrai Driftwood (printed): attacked, its controller may let the attack pass through: the
    Life Points are hit and Mistrai is not dealt damage."""
    t = Table(phase="attack")
    whelp = t.creature(0, "emberscale_whelp", 2)
    mistrai = t.creature(1, "mistrai_driftwood", 1)
    t.do("attack", 0, whelp, mistrai)
    t.settle()
    pick(t, "yes")
    settle_all(t)
    assert t.st.life[1] == 8 and t.strength(mistrai) == 1 and t.strength(whelp) == 2


def test_mistrai_driftwood_attacks_life_points_past_creatures_then_is_destroyed() -> None:
    """Mistrai Driftwood (printed; 004 "declare a direct attack using Mistrai Driftwood's
    Ability"): it may attack Life Points while the opponent has creatures, and is destroyed with
    its energy after that attack."""
    t = Table(phase="attack")
    mistrai = t.creature(0, "mistrai_driftwood", 2)
    t.creature(1, "dawnwing_acolyte", 1)
    t.do("attack", 0, mistrai, choice=1)
    settle_all(t)
    assert t.st.life[1] == 8 and t.where(mistrai) == "grave"
    assert not t.st.piles[0]


def test_drangel_energy_stays_when_mistrai_lets_the_attack_through() -> None:
    """004 Mistrai Driftwood: "If Drangel is on the field when a Common Dragon or Angel attacks
    Mistrai Driftwood, the Common Dragon or Angel still gains 1 energy from Drangel's Ability,
    even if Mistrai Driftwood's controller lets the attack pass through due to the original
    target being a Rare creature"."""
    t = Table(phase="attack")
    t.creature(0, "drangel", 1)
    whelp = t.creature(0, "emberscale_whelp", 1)
    mistrai = t.creature(1, "mistrai_driftwood", 3)
    t.do("attack", 0, whelp, mistrai)
    t.settle()
    pick(t, "yes")
    settle_all(t)
    assert t.strength(whelp) == 2 and t.st.life[1] == 8 and t.strength(mistrai) == 3


def test_drangel_ignores_an_attack_on_a_non_rare() -> None:
    """Drangel (its Ability as the Mistrai ruling uses it): only an attack on a Rare creature."""
    t = Table(phase="attack")
    t.creature(0, "drangel", 1)
    whelp = t.creature(0, "emberscale_whelp", 1)
    foe = t.creature(1, "dawnwing_acolyte", 3)
    t.do("attack", 0, whelp, foe)
    settle_all(t)
    assert t.where(whelp) == "grave" and t.strength(foe) == 2


def test_mistrai_direct_attack_switched_by_howling_synthesis_keeps_its_path() -> None:
    """004 Mistrai Driftwood: with Howling Synthesis, "the revealed creature comes into play &
    replaces Mistrai Driftwood 'just before the attack hits'. Any 'enter play', 'put into play'
    or 'summon' Abilities on the new creature will trigger and resolve, and then that creature
    will continue on the same attack path originally declared by Mistrai Driftwood. The new
    creature will be destroyed along with all energy attached after the attack"."""
    t = Table(phase="attack")
    t.card(0, "howling_synthesis", "syms")
    mistrai = t.creature(0, "mistrai_driftwood", 2)
    t.creature(1, "dawnwing_acolyte", 1)
    emberia = top(t, 0, "emberia_bringer_of_infernos")
    t.do("attack", 0, mistrai, choice=1)
    t.settle()
    pick(t, emberia)
    settle_all(t)
    assert t.st.life[1] == 10 - 2 - 2                  # Emberia's summon Ability, then the direct hit
    assert t.where(emberia) == "grave" and mistrai in t.st.main[0] and not t.st.piles[0]


# --- Ephemra the Star Shield -----------------------------------------------------------------------


def test_ephemra_a_second_ephemra_drawn_by_guard_glare_triggers_too() -> None:
    """004 Ephemra: "If a 2nd Ephemra is drawn from this creature's 'Guard Glare' Ability, it is
    still part of the starting hand during the start of the game, so the 2nd Ephemra's Ability
    will trigger, allowing you to draw an additional 2 cards from each deck"."""
    t = Table(phase="mulligan", turn_no=0)
    t.card(0, "ephemra_the_star_shield")
    t.card(0, "ephemra_the_star_shield", "main")       # the top card
    t.st.tasks.append((0, -1, {"op": "_start_game"}))
    t.run()
    assert len(t.st.hand[0]) == 1 + 4 + 4


def test_ephemra_waits_for_the_2v2_mulligans() -> None:
    """004 Ephemra: "Ephemra's Ability doesn't activate until after mulligans are completed in 2v2
    format"."""
    t = Table(seats=4, mode="teams", phase="mulligan", turn_no=0)
    t.card(0, "ephemra_the_star_shield")
    for seat in (1, 2, 3):
        t.card(seat, "emberscale_whelp")
    t.st.tasks += [(s, -1, {"op": "_mulligan"}) for s in range(4)] + [(0, -1, {"op": "_start_game"})]
    t.run()
    for _ in range(4):
        assert len(t.st.hand[0]) == 1                   # nothing drawn during the mulligans
        assert "mulligan" in pending_prompt(t)
        t.choose(t.st.choice["seat"] if t.st.choice else 0, choice="done")
    assert len(t.st.hand[0]) == 1 + 4


# --- Turbine Apparatus -------------------------------------------------------------------------------


def test_turbine_apparatus_without_a_machine_in_the_graveyard_does_nothing() -> None:
    """004 Turbine Apparatus: "an all-or-nothing type of effect ... the first effect can't happen
    unless the second is possible and vice-versa"; "You must have at least 1 Machine-type
    creature in your graveyard to use this creature's Ability, otherwise, nothing happens when
    it is summoned"."""
    t = Table(phase="creature")
    pile = t.pile(0, 1)
    turbine = t.card(0, "turbine_apparatus")
    t.card(0, "emberscale_whelp", "grave")             # not a Machine
    t.do("summon", 0, turbine, pile[1])
    settle_all(t)
    assert t.st.hand[0] == [] and len(t.st.grave[0]) == 1
    assert any("nothing happens" in s for s in t.said("condition"))


def test_turbine_apparatus_draws_from_either_deck() -> None:
    """004 Turbine Apparatus: "You may draw the 1 card from either the Main Deck or Energy Deck"
    (after a Machine creature goes from the graveyard to the bottom of the Main Deck)."""
    t = Table(phase="creature")
    pile = t.pile(0, 1)
    turbine = t.card(0, "turbine_apparatus")
    drone = t.card(0, "cogwork_drone", "grave")
    t.do("summon", 0, turbine, pile[1])
    t.settle()
    assert options(t) == [0, 1]
    pick(t, 0)                                          # 0 from the Main Deck: 1 energy
    settle_all(t)
    assert t.st.main[0][0] == drone
    assert len(t.st.hand[0]) == 1 and t.ctx().card(t.st.hand[0][0]).is_energy


# --- Starborn Outbreak, Starsleet Downpour, Dragonis Warden ------------------------------------


def test_starborn_outbreak_every_player_recycles_even_with_an_empty_graveyard() -> None:
    """004 Starborn Outbreak: "both players (or all in a Multiplayer game) MUST shuffle their Main
    Deck regardless of whether or not that player has any cards in their graveyard ... a 'do as
    much as possible' type of effect"; 004 Deck Recycles: it overrides when a recycle happens."""
    t = Table(phase="creature")
    gone = t.card(0, "portalback_dragon", "grave")
    outbreak = t.card(0, "starborn_outbreak")
    t.do("play", 0, outbreak)
    settle_all(t)
    recycles = t.said("recycle")
    assert any("Player 1" in s for s in recycles) and any("Player 2" in s and "(0 cards)" in s for s in recycles)
    assert gone in t.st.main[0] and outbreak in t.st.grave[0]


def test_starsleet_downpour_stays_until_one_of_your_rares_leaves_play() -> None:
    """004 Starsleet Downpour: "Once played, this card may only leave the field once the condition
    of 'until one of your Rare creatures leaves play' is met. You may not discard it if there
    are no Rare creatures on your field that leave play"."""
    t = Table(phase="creature")
    rare = t.creature(0, "harbinger_mushroom", 1)
    common_pile = t.pile(0, 1, "emberscale_whelp")
    common = common_pile[0]
    downpour = t.card(0, "starsleet_downpour")
    reversion = t.card(0, "reversion")
    cata = t.card(1, "cataclysm")
    t.do("play", 0, downpour)
    settle_all(t)
    assert downpour in t.st.syms[0] and len(t.st.hand[0]) == 1 + 2
    assert not any(a.card == downpour for a in t.legal())          # no way to discard it
    t.do("end_phase", 0)
    t.pass_until(1)
    t.do("play", 1, cata, common_pile[1])               # a Common leaving play: it stays
    settle_all(t)
    assert t.where(common) == "grave" and downpour in t.st.syms[0]
    t.do("play", 0, reversion, rare)                    # a Rare leaving play: it goes
    settle_all(t)
    assert rare in t.st.hand[0] and downpour in t.st.grave[0]


def test_dragonis_warden_needs_a_creature_of_yours_in_play() -> None:
    """004 Dragonis Warden: "You MUST have a creature in play to send to the bottom of the Main
    Deck in order to use this card effect"."""
    t = Table(phase="creature")
    t.creature(1, "dawnwing_acolyte", 1)
    warden = t.card(0, "dragonis_warden")
    t.refused("play", 0, warden)
    whelp = t.creature(0, "emberscale_whelp", 1)
    t.do("play", 0, warden, whelp)
    settle_all(t)
    assert t.st.main[0][0] == whelp and len(t.st.hand[0]) == 2
    assert t.st.piles[0] and t.st.piles[0][0][0] == -1      # the energy stays as a blank pile


def test_dragonis_warden_fizzles_when_the_creature_is_gone() -> None:
    """004 Dragonis Warden: without the creature to send when it resolves, nothing happens (it
    fizzles; 004 Fizzle)."""
    t = Table(phase="creature")
    pile = t.pile(0, 1, "emberscale_whelp")
    warden = t.card(0, "dragonis_warden")
    cata = t.card(1, "cataclysm")
    t.do("play", 0, warden, pile[0])
    t.pass_until(1)
    t.do("play", 1, cata, pile[1])
    settle_all(t)
    assert warden in t.st.grave[0] and t.st.hand[0] == []
