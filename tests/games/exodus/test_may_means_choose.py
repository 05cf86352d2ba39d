""""May" means the player chooses (issue 30, item 2, for Exodus): every Exodus card text and
every line of 004 that says "may", "up to", "choose(s)" or "if the owner chooses" either
offers a real choice (a scenario below drives the engine to it: a Decision with at least two
legal answers), or is a decision the game makes for the player, listed with its reason in the
package docstring of simulator/games/exodus, or is not a player's choice at all (a limit, a
description, a deck-building matter), said here with the reason.

"004" is ../shared/rules/004_b4262328bed7ba97.txt."""
from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

import simulator.games.exodus as exodus_package
from simulator.core.actions import Action
from simulator.games.exodus import GAME
from simulator.games.exodus.resolve import new_item

from .helpers import RULES, Table
from .test_set34_common import options, pending_prompt, pick, top

WORDS = re.compile(r"\bmay\b|\bup to\b|\bchooses?\b|if the owner chooses", re.IGNORECASE)
RULES_FILE = Path(__file__).resolve().parents[3].parent / "shared" / "rules" / "004_b4262328bed7ba97.txt"


def _rules_lines() -> list[str]:
    """The lines of 004 with the words (the document sits beside the checkout, in ../shared)."""
    if not RULES_FILE.exists():
        pytest.skip("the rules document is not beside this checkout")
    return [line for line in RULES_FILE.read_text(encoding="utf-8").splitlines() if WORDS.search(line)]


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


SCENARIOS: dict[str, Callable[[], Table]] = {f.__name__: f for f in (
    opponent, reversion, playback, playback_gone, attack_playback, reveal_order, unfreeze_order, pay, team_you,
    energize, mulligan, grove, luhzarus, aurorialis_response, glimpse, glimpse_team, vanquish, carcery,
    guild_warfare, mistrai, parable, crag, siren, horncrest, turbine, afterthought, vanciere_team, shardwood,
    langis, bristlecone, shipwreck, eroda, smokestream, brigantine, forerunner, undergrove, eeventide)}

# Every card whose text says "may", "up to" or "choose": the scenario that offers its choice.
CARD_CHOICES = {
    "glimpse_of_the_sanctuary": "glimpse", "legendary_blade_luhzarus": "luhzarus",
    "vanquish_reverser_of_time": "vanquish", "carcery_the_chemical_oddity": "carcery",
    "howling_synthesis": "howling", "planetary_crag_of_the_cosmos": "crag", "mistrai_driftwood": "mistrai",
    "embershard_siren": "siren", "horncrest_cloudgorger": "horncrest", "bristlecone_phantom_pine": "bristlecone",
    "forerunner_of_eclipses": "forerunner", "glistening_undergrove": "undergrove",
    "eeventide_the_paradoxical_planet": "eeventide",
}


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


SCENARIOS["howling"] = howling

# Every line of 004 with those words, by a fragment of it: ("choice", scenario), ("decided",
# words of the package docstring that state the decision and its reason) or ("not a choice",
# why not).
RULINGS: dict[str, tuple[str, str]] = {
    'if a card says, "your opponent," you choose the opponent': ("choice", "opponent"),
    "you may stack/play Reversion on your own creature": ("choice", "reversion"),
    "and may change targets if the owner chooses": ("choice", "playback_gone"),
    "the attacking creature may change targets or stop attacking": ("choice", "attack_playback"),
    "Players cannot simply choose to reveal a card": ("not a choice", "forbids a choice: only effects reveal"),
    "When multiple reveal effects are being triggered": ("choice", "reveal_order"),
    "if all 4 players have cards being revealed at the same time": (
        "not a choice", "no card in the pool has all four players reveal at once"),
    "The owner may choose the order of resolution if multiple cards unfreeze": ("choice", "unfreeze_order"),
    "Any type of frozen card can be used to pay a cost": ("choice", "pay"),
    "Can I target a frozen creature in play and freeze it again": (
        "not a choice", "forbids a choice: a frozen card is no target for freezing"),
    "There are two possible types of Multiplayer games": ("choice", "opponent"),
    "(you or your partner) gets to perform the action": ("choice", "team_you"),
    "then you may add 1 of your own energy to the target": ("choice", "energize"),
    "Both players on a team are required to either play all-Chrono": ("not a choice", "deck building"),
    "3) Mulligan": ("choice", "mulligan"),
    "creature B may attack since it is a new creature": ("choice", "grove"),
    "Luhzarus may attack immediately": ("choice", "grove"),
    "attack 4 times per turn with the same pile of energy OR up to 6": ("choice", "luhzarus"),
    "your opponent must choose to play or not play any cards in response": ("choice", "aurorialis_response"),
    "the team that controls it may choose to reveal the top card": ("choice", "team_you"),
    "Because both parts of this card's effect involve the word": ("choice", "glimpse"),
    "EACH player on a team may add 1 energy": ("choice", "glimpse_team"),
    "You may resolve the rest of this card's effect if you fulfill the condition": (
        "not a choice", "a requirement checked as Tethered to Eeventide is played, not an option"),
    "due to Mortarbloom Liege's \"Clarity Cannon\" Ability": ("choice", "vanquish"),
    "due to this creature's \"Clarity Cannon\" Ability": ("choice", "vanquish"),
    "you cannot pick and choose how many energies": ("not a choice", "forbids a choice: all or nothing"),
    "you may choose which of your creatures to use": ("choice", "carcery"),
    "you cannot choose multiple creatures of the same Rarity": ("not a choice", "a limit on the Carcery choice"),
    "Carcery the Chemical Oddity can choose itself": ("not a choice", "says Carcery counts as the Rare"),
    "you MAY use Guild Warfare": ("choice", "guild_warfare"),
    "each opponent that chooses to let the attack pass through": ("choice", "mistrai"),
    "chooses which Parable's Ability resolves first": ("choice", "parable"),
    "may choose the order of resolution of symmetry cards that unfreeze": ("choice", "unfreeze_order"),
    "Your other Shardfolk are considered \"targeted\"": ("choice", "crag"),
    "you may put it into play onto an existing blank pile of energy INSTEAD": ("choice", "siren"),
    "you or any player on your team may send the top card": ("choice", "horncrest"),
    "You may draw the 1 card from either the Main Deck or Energy Deck": ("choice", "turbine"),
    "This effect does not say \"may\" or \"if possible\"": ("not a choice", "says Starborn Outbreak is not optional"),
    "Once played, this card may only leave the field": ("not a choice", "a limit on Starsleet Downpour leaving"),
    "the owner chooses to turn that Chrono into an Afterthought": ("choice", "afterthought"),
    "the team may choose which player's hand or Main Deck to reveal from": ("choice", "vanciere_team"),
    "you may choose which energy is destroyed due to it being an effect": ("choice", "shipwreck"),
    "The owner of the energy does not choose": ("not a choice", "forbids a choice: the other player chooses"),
    "the player chooses to either summon it on an existing blank pile": ("choice", "eroda"),
    "they may come to a mutual agreement regarding which Eroda": ("decided", "Two teammates' Erodas"),
    "gets to choose which active Afterthought leaves play": ("choice", "smokestream"),
    "If a player chooses to turn this creature into an Afterthought": ("choice", "afterthought"),
    "its Ability may also trigger if this creature is sent to the grav": (
        "not a choice", "says when Silent Irregularity triggers"),
    "the team may choose which player's hand to reveal from": ("choice", "shardwood"),
    "reveal the top and bottom card of the Main Deck belonging to any player": ("choice", "langis"),
    "you may choose 1 card from any player's graveyard on your team": ("choice", "bristlecone"),
    "You may only move Hazardous Brigantine to your field if": ("not a choice", "a limit on the Brigantine move"),
    "it does allow the owner to target and choose which energy": ("choice", "brigantine"),
    "Forerunner can choose a new target if possible": ("choice", "forerunner"),
    "Otherwise, you may add it to your hand\", meaning": ("choice", "undergrove"),
}


def _doc() -> str:
    return " ".join((exodus_package.__doc__ or "").split())


def test_every_card_text_with_may_up_to_or_choose_offers_a_choice_or_is_listed() -> None:
    """Issue 30 item 2: each such card has a scenario, or its name is in the package docstring."""
    found = {c.id for c in RULES.cards if WORDS.search(c.text)}
    missing = sorted(i for i in found if i not in CARD_CHOICES
                     and next(c.name for c in RULES.cards if c.id == i) not in _doc())
    assert missing == []


def test_every_ruling_with_may_up_to_or_choose_is_accounted_for() -> None:
    """Issue 30 item 2: each line of 004 with those words matches exactly one entry of RULINGS."""
    lines = _rules_lines()
    assert len(lines) >= 50
    unmatched = [line[:90] for line in lines if sum(frag in line for frag in RULINGS) != 1]
    assert unmatched == []
    unused = [frag for frag in RULINGS if not any(frag in line for line in lines)]
    assert unused == []


def test_decisions_the_game_makes_for_the_player_are_in_the_package_docstring() -> None:
    """Issue 30 item 2: "the decisions a game makes for the player are listed in its package
    docstring with the reason"."""
    doc = _doc()
    missing = [words for kind, words in RULINGS.values() if kind == "decided" and words not in doc]
    assert missing == []


@pytest.mark.parametrize("name", sorted({v for k, v in RULINGS.values() if k == "choice"} | set(CARD_CHOICES.values())))
def test_the_choice_is_offered(name: str) -> None:
    """The scenario reaches a Decision with at least two legal answers for the chooser."""
    t = SCENARIOS[name]()
    assert len(t.legal()) >= 2
