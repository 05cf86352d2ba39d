"""Scenarios for test_may_means_choose.py: each drives the Exodus engine to a real choice (a
Decision with at least two legal answers) that a card text or a line of 004 gives the player."""
from __future__ import annotations

from collections.abc import Callable

from simulator.core.actions import Action
from simulator.games.exodus import GAME
from simulator.games.exodus.resolve import new_item

from .helpers import RULES, Table
from .test_set34_common import options, pending_prompt, pick, top


def _hold(t: Table, seat: int = 0) -> None:
    t.card(seat, "forest_of_crags")       # (so a phase does not end by itself)


# -- scenarios: each leaves the engine at a real choice --------------------------------------------

def opponent() -> Table:
    """Free-for-all: Chains says "your opponent": the player chooses which."""
    t = Table(seats=3, mode="ffa", phase="creature")
    _hold(t)
    t.do("play", 0, t.card(0, "chains"))
    t.settle()
    assert "opponent" in pending_prompt(t).lower() or set(options(t)) == {1, 2}
    return t


def reversion() -> Table:
    """Your only creature is Unsummoned: you may answer with Reversion, or pass."""
    t = Table(phase="creature")
    t.pile(0, 1)
    mine = t.creature(1, "dawnwing_acolyte", 1)
    rev = t.card(1, "reversion")
    t.do("play", 0, t.card(0, "unsummon"), mine)
    t.pass_until(1)
    assert Action("play", 1, rev, mine) in t.legal() and Action("pass", 1) in t.legal()
    return t


def playback() -> Table:
    """A waiting Unsummon whose target is still there: keep it or change it (Playback)."""
    t = Table(phase="creature")
    a = t.creature(1, "dawnwing_acolyte", 1)
    t.creature(1, "halo_sentinel", 1)
    t.pile(0, 2)
    energize_card = t.card(1, "energize")
    t.do("play", 0, t.card(0, "unsummon"), a)
    t.pass_until(1)
    t.do("play", 1, energize_card, a)
    t.passes()
    assert "Playback" in pending_prompt(t)
    return t


def playback_gone() -> Table:
    """A waiting Unsummon whose target left: keep it (it fizzles unpaid) or change it."""
    t = Table(phase="creature")
    gone = t.creature(1, "dawnwing_acolyte", 1)
    t.creature(1, "halo_sentinel", 1)
    t.pile(0, 1)
    rev = t.card(1, "reversion")
    t.do("play", 0, t.card(0, "unsummon"), gone)
    t.pass_until(1)
    t.do("play", 1, rev, gone)
    t.passes()
    assert options(t) == ["keep", "change"]
    return t


def attack_playback() -> Table:
    """An attacker whose target changed: change targets or stop attacking (Playback)."""
    t = Table(phase="attack")
    _hold(t)
    att = t.creature(0, "emberscale_whelp", 2)
    d1 = t.creature(1, "dawnwing_acolyte", 1)
    t.creature(1, "halo_sentinel", 3)
    energize_card = t.card(1, "energize")
    t.do("attack", 0, att, d1)
    t.pass_until(1)
    t.do("play", 1, energize_card, d1)
    t.passes()
    assert "Playback" in pending_prompt(t) and "stop" in options(t)
    return t


def reveal_order() -> Table:
    """Langis reveals a Valshroom on top and one at the bottom: which resolves first."""
    t = Table(phase="attack")
    lg = t.creature(0, "roaming_skyscraper_langis", 1)
    _hold(t)
    low = t.card(0, "hissing_spore_valshroom", "main")
    t.st.main[0].remove(low)
    t.st.main[0].insert(0, low)
    top(t, 0, "hissing_spore_valshroom")
    t.do("attack", 0, lg, choice=1)
    t.settle()
    assert "resolves first" in pending_prompt(t)
    return t


def unfreeze_order() -> Table:
    """Two of your symmetries unfreeze as the End Phase begins: which resolves first."""
    t = Table(phase="attack", turn=0, turn_no=5)
    t.card(0, "reversion")
    for card in ("forest_of_crags", "crystal_bell"):
        t.st.frozen[t.card(0, card, "syms")] = 5
    t.do("end_phase", 0)
    t.passes()
    assert "resolves first" in pending_prompt(t)
    return t


def pay() -> Table:
    """A cost of 1 energy with a frozen and an unfrozen energy to pay it with."""
    t = Table(phase="creature")
    frozen = t.pile(0, 1)[1]
    t.st.frozen[frozen] = 9
    t.pile(0, 1)
    t.card(0, "reversion")
    t.do("play", 0, t.card(0, "vortex"))
    t.passes()
    assert "to pay" in pending_prompt(t) and frozen in options(t)
    return t


def team_you() -> Table:
    """2v2: Ethereal Aurorialis (a creature Ability saying "your"): whose Main Deck is revealed."""
    t = Table(seats=4, mode="teams", phase="attack", turn_no=9)
    aur = t.creature(0, "ethereal_aurorialis", 2)
    foe = t.creature(1, "dawnwing_acolyte", 3)
    t.do("attack", 0, aur, foe)
    t.passes()
    assert set(options(t)) == {0, 2}
    return t


def energize() -> Table:
    """2v2: Energize on a teammate whose Energy Deck is empty: add your own energy or not."""
    t = Table(seats=4, mode="teams", phase="creature")
    _hold(t)
    mate = t.creature(2, "emberscale_whelp", 1)
    t.st.edeck[2].clear()
    t.do("play", 0, t.card(0, "energize"), mate)
    t.passes()
    assert options(t) == ["yes", "no"]
    return t


def mulligan() -> Table:
    """2v2: each player may shuffle back any number of starting cards, once."""
    t = Table()
    t.st = RULES.new_state(GAME.setup(5, seats=4, deck="grove-and-shard", teams=True))
    assert "mulligan" in pending_prompt(t) and t.st.choice is not None and t.st.choice["min"] == 0
    return t


def grove() -> Table:
    """Apparition Grove switched Luhzarus in: a new creature, it may attack (or not)."""
    t = Table(phase="attack")
    t.pile(0, 1)
    princess = t.creature(0, "princess_of_blades", 2)
    grove_card = t.card(0, "apparition_grove")
    luhz = t.card(0, "legendary_blade_luhzarus")
    t.do("attack", 0, princess, choice=1)
    t.settle()
    t.do("play", 0, grove_card, princess)
    t.settle()
    assert Action("attack", 0, luhz, None, 1) in t.legal() and Action("end_phase", 0) in t.legal()
    return t


def luhzarus() -> Table:
    """Luhzarus attacked: Blade Barrage (pay 1: it may attack again) is offered, not forced."""
    t = Table(phase="attack")
    t.pile(0, 1)
    luhz = t.creature(0, "legendary_blade_luhzarus", 2)
    t.do("attack", 0, luhz, choice=1)
    t.settle()
    assert Action("activate", 0, luhz, None, 0) in t.legal() and Action("end_phase", 0) in t.legal()
    return t


def aurorialis_response() -> Table:
    """Ethereal Aurorialis attacks: the opponent may answer before the reveal, or pass."""
    t = Table(phase="attack", turn_no=9)
    aur = t.creature(0, "ethereal_aurorialis", 2)
    foe = t.creature(1, "dawnwing_acolyte", 3)
    t.card(1, "forest_of_crags")
    t.do("attack", 0, aur, foe)
    t.pass_until(1)
    assert RULES.decision(t.st).kind == "respond" and Action("pass", 1) in t.legal()
    return t


def glimpse() -> Table:
    """Glimpse of the Sanctuary: add energy to a blank pile or nothing; then draw or not."""
    t = Table(phase="creature")
    t.pile(0, 1)
    t.do("play", 0, t.card(0, "glimpse_of_the_sanctuary"))
    t.settle()
    assert -1 in options(t) and len(options(t)) == 2
    return t


def glimpse_team() -> Table:
    """2v2: each player of the team may add 1 energy to the shared field (the teammate asked too)."""
    t = Table(seats=4, mode="teams", phase="creature", turn_no=9)
    shared = t.pile(0, 1)
    t.do("play", 0, t.card(0, "glimpse_of_the_sanctuary"))
    t.settle()
    t.choose(0, choice=shared[1])
    assert t.st.choice is not None and t.st.choice["seat"] == 2 and -1 in options(t)
    return t


def vanquish() -> Table:
    """Vanquish revealed by Clarity Cannon: send one of the revealed cards, or none."""
    t = Table(phase="attack")
    mort = t.creature(0, "mortarbloom_liege", 2)
    top(t, 1, "portalback_dragon")
    top(t, 1, "vanquish_reverser_of_time")
    t.do("attack", 0, mort, choice=1)
    t.settle()
    assert "Vanquish" in pending_prompt(t) and t.st.choice is not None and t.st.choice["min"] == 0
    return t


def carcery() -> Table:
    """Carcery with two Commons in play: which Common is used."""
    t = Table(phase="creature")
    big = t.creature(0, "emberscale_whelp", 2)
    small = t.creature(0, "dawnwing_acolyte", 1)
    t.creature(0, "portalback_dragon", 1)
    pile = t.pile(0, 2)
    t.do("summon", 0, t.card(0, "carcery_the_chemical_oddity"), pile[1])
    t.settle()
    assert set(options(t)) == {big, small}
    return t


def guild_warfare() -> Table:
    """Guild Warfare may be played (its requirement met) or not."""
    t = Table(phase="creature")
    t.creature(0, "emberscale_whelp", 1)
    gw = t.card(0, "guild_warfare")
    assert Action("play", 0, gw) in t.legal() and Action("end_phase", 0) in t.legal()
    return t


def mistrai() -> Table:
    """Mistrai Driftwood attacked: let the attack pass through, or not."""
    t = Table(phase="attack")
    whelp = t.creature(0, "emberscale_whelp", 2)
    m = t.creature(1, "mistrai_driftwood", 1)
    t.do("attack", 0, whelp, m)
    t.settle()
    assert options(t) == ["yes", "no"]
    return t


def parable() -> Table:
    """Paladin's Parable attacks another: the turn player chooses which Ability resolves first."""
    t = Table(phase="attack")
    mine = t.creature(0, "paladins_parable", 3)
    theirs = t.creature(1, "paladins_parable", 1)
    t.card(1, "forest_of_crags")
    t.do("attack", 0, mine, theirs)
    t.settle()
    assert "resolves first" in pending_prompt(t)
    return t


def crag() -> Table:
    """Unsummon targets a Shardfolk: Planetary Crag's owner may take the target, or pass."""
    t = Table(phase="creature")
    t.pile(0, 2)
    crag_card = t.creature(1, "planetary_crag_of_the_cosmos", 1)
    scout = t.creature(1, "shardling_scout", 1)
    unsummon = t.card(0, "unsummon")
    t.do("play", 0, unsummon, scout)
    t.pass_until(1)
    assert Action("activate", 1, crag_card, unsummon, 0) in t.legal() and Action("pass", 1) in t.legal()
    return t


def siren() -> Table:
    """Vortex would discard Embershard Siren: put it into play instead, or not."""
    t = Table(phase="creature")
    t.pile(0, 2)
    t.card(0, "embershard_siren")
    t.card(0, "emberscale_whelp")
    t.creature(1, "dawnwing_acolyte", 2)
    t.do("play", 0, t.card(0, "vortex"))
    t.settle()
    assert "instead of discarding" in pending_prompt(t) and -1 in options(t)
    return t


def horncrest() -> Table:
    """Horncrest Cloudgorger attacks: send the top card (from a player of the team) or not."""
    t = Table(seats=4, mode="teams", phase="attack")
    horn = t.creature(0, "horncrest_cloudgorger", 1)
    t.do("attack", 0, horn, choice=1)
    t.settle()
    assert set(options(t)) == {0, 2, -1}
    return t


def turbine() -> Table:
    """Turbine Apparatus: draw the card from the Main Deck or the Energy Deck."""
    t = Table(phase="creature")
    pile = t.pile(0, 1)
    t.card(0, "cogwork_drone", "grave")
    t.do("summon", 0, t.card(0, "turbine_apparatus"), pile[1])
    t.settle()
    assert options(t) == [0, 1]
    return t


def afterthought() -> Table:
    """A Chrono with an Afterthought Ability leaves play: its owner may turn it into one."""
    t = Table(phase="attack")
    b = t.creature(1, "hazardous_brigantine", 1)
    a = t.creature(0, "emberscale_whelp", 3)
    t.do("attack", 0, a, b)
    t.passes()
    assert t.st.choice is not None and t.st.choice["seat"] == 1 and options(t) == ["yes", "no"]
    return t


def vanciere_team() -> Table:
    """2v2: Vanciere attacks: whose hand or Main Deck is revealed."""
    t = Table(seats=4, mode="teams", phase="attack")
    v = t.creature(0, "vanciere_the_future_phenomenon", 1)
    t.card(2, "reversion")
    t.do("attack", 0, v, choice=1)
    t.settle()
    assert set(options(t)) == {0, 2}
    return t


def shardwood() -> Table:
    """2v2: Shardwood Amalgamation attacked: whose hand is revealed."""
    t = Table(seats=4, mode="teams", phase="attack", turn=1)
    sw = t.creature(0, "shardwood_amalgamation", 1)
    t.card(2, "dawnwing_acolyte")
    t.card(0, "reversion")
    a = t.creature(1, "emberscale_whelp", 3)
    t.do("attack", 1, a, sw)
    t.settle()
    assert t.st.choice is not None and set(options(t)) == {0, 2}
    return t


def langis() -> Table:
    """2v2: Langis attacks: whose Main Deck's top and bottom are revealed."""
    t = Table(seats=4, mode="teams", phase="attack")
    lg = t.creature(0, "roaming_skyscraper_langis", 1)
    t.do("attack", 0, lg, choice=1)
    t.settle()
    assert set(options(t)) == {0, 2}
    return t


def bristlecone() -> Table:
    """Bristlecone Phantom Pine attacks: put a graveyard card back, or none."""
    t = Table(phase="attack")
    bp = t.creature(0, "bristlecone_phantom_pine", 1)
    t.card(0, "reversion", "grave")
    t.do("attack", 0, bp, choice=1)
    t.settle()
    assert t.st.choice is not None and t.st.choice["min"] == 0
    return t


def shipwreck() -> Table:
    """Desecrated Shipwreck: its player chooses which opposing energy is destroyed."""
    t = Table(phase="creature")
    _hold(t)
    t.pile(1, 1)
    t.pile(1, 1)
    t.do("play", 0, t.card(0, "desecrated_shipwreck"))
    t.passes()
    assert t.st.choice is not None and t.st.choice["seat"] == 0 and len(options(t)) == 2
    return t


def eroda() -> Table:
    """Eroda enters from beneath the emptied Main Deck: as a new pile or onto a blank pile."""
    t = Table(phase="creature")
    _hold(t)
    t.card(0, "eroda_the_flickering_facade", "beneath")
    t.card(0, "energy", "beneath")
    t.pile(0, 1)
    t.st.main[0] = t.st.main[0][:1]
    t.do("play", 0, t.card(0, "sign_of_the_crow"))
    t.settle()
    t.settle()
    assert "new" in options(t) and len(options(t)) == 2
    return t


def smokestream() -> Table:
    """Smokestream: the player removing an Afterthought chooses which one leaves play."""
    t = Table()
    t.card(1, "smokestream_the_perfect_mimicry", "afters")
    b = t.card(1, "hazardous_brigantine", "afters")
    t.card(1, "silent_irregularity", "afters")
    sword = t.creature(0, "thoughtstream_eeventides_sword", 2)
    t.do("activate", 0, sword, b, choice=0)
    t.settle()
    assert t.st.choice is not None and t.st.choice["seat"] == 0 and len(options(t)) >= 2
    return t


def brigantine() -> Table:
    """Hazardous Brigantine's Afterthought: its owner chooses which energy is destroyed."""
    t = Table()
    b = t.card(0, "hazardous_brigantine", "afters")
    t.pile(1, 1)
    t.pile(1, 1)
    _hold(t)
    t.do("activate", 0, b, choice=0)
    t.passes()
    assert t.st.choice is not None and t.st.choice["seat"] == 0 and len(options(t)) == 2
    return t


def forerunner() -> Table:
    """Forerunner of Eclipses: choose the effect or Ability on the stack it rewrites."""
    t = Table()
    _hold(t)
    t.pile(0, 1)
    c = t.card(1, "cataclysm")
    t.st.hand[1].remove(c)
    card = RULES.cards[t.st.kinds[c]]
    assert card.effect is not None
    t.st.stack.append(new_item("symmetry", 1, c, card.abilities.index(card.effect), [], on="play", card=c))
    flash = t.creature(1, "flashfire", 1)
    t.st.stack.append(new_item("ability", 1, flash, 0, [], on="summoned"))
    t.do("activate", 0, t.card(0, "forerunner_of_eclipses"), choice=0)
    t.passes()
    assert t.st.choice is not None and len(options(t)) >= 2
    return t


def undergrove() -> Table:
    """Glistening Undergrove: top or bottom; then a creature to the graveyard, to hand, or left."""
    t = Table()
    _hold(t)
    t.card(0, "emberscale_whelp", "main")
    t.do("play", 0, t.card(0, "glistening_undergrove"))
    t.passes()
    pick(t, "top")
    assert set(options(t)) == {"grave", "hand", "leave"}
    return t


def eeventide() -> Table:
    """Everyone at 0 together: the tiebreak winner may Awaken Eeventide (or not)."""
    t = Table()
    h = t.card(0, "eeventide_the_paradoxical_planet", "hand")
    t.st.hand[0].remove(h)
    t.st.harmony = h
    t.pile(1, 3)
    t.pile(0, 1)
    t.st.life = [0, 0]
    t.run()
    assert t.st.choice is not None and options(t) == ["yes", "no"]
    return t


def howling() -> Table:
    """Howling Synthesis reveals a creature: switch the attacker with it, or not."""
    t = Table(phase="attack")
    t.card(0, "howling_synthesis", "syms")
    whelp = t.creature(0, "emberscale_whelp", 2)
    top(t, 0, "emberia_bringer_of_infernos")
    t.do("attack", 0, whelp, choice=1)
    t.settle()
    assert "switch" in pending_prompt(t) and -1 in options(t)
    return t


SCENARIOS: dict[str, Callable[[], Table]] = {f.__name__: f for f in (
    opponent, reversion, playback, playback_gone, attack_playback, reveal_order, unfreeze_order, pay, team_you,
    energize, mulligan, grove, luhzarus, aurorialis_response, glimpse, glimpse_team, vanquish, carcery,
    guild_warfare, mistrai, parable, crag, siren, horncrest, turbine, afterthought, vanciere_team, shardwood,
    langis, bristlecone, shipwreck, eroda, smokestream, brigantine, forerunner, undergrove, eeventide, howling)}
