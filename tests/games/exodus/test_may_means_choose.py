""""May" means the player chooses (issue 30, item 2, for Exodus): every Exodus card text and
every line of 004 that says "may", "up to", "choose(s)" or "if the owner chooses" either
offers a real choice (a scenario in may_scenarios.py drives the engine to it: a Decision with at least two
legal answers), or is a decision the game makes for the player, listed with its reason in the
package docstring of simulator/games/exodus, or is not a player's choice at all (a limit, a
description, a deck-building matter), said here with the reason.

"004" is ../shared/rules/004_b4262328bed7ba97.txt."""
from __future__ import annotations


import pytest

import simulator.games.exodus as exodus_package

from ..may_words import WORDS, rules_lines
from .helpers import RULES
from .may_scenarios import SCENARIOS

RULES_DOCUMENT = "004_b4262328bed7ba97.txt"


# Every card whose text says "may", "up to" or "choose": the scenario that offers its choice.
CARD_CHOICES = {
    "glimpse_of_the_sanctuary": "glimpse", "legendary_blade_luhzarus": "luhzarus",
    "vanquish_reverser_of_time": "vanquish", "carcery_the_chemical_oddity": "carcery",
    "howling_synthesis": "howling", "planetary_crag_of_the_cosmos": "crag", "mistrai_driftwood": "mistrai",
    "embershard_siren": "siren", "horncrest_cloudgorger": "horncrest", "bristlecone_phantom_pine": "bristlecone",
    "forerunner_of_eclipses": "forerunner", "glistening_undergrove": "undergrove",
    "eeventide_the_paradoxical_planet": "eeventide",
}


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
    lines = rules_lines(RULES_DOCUMENT)
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
