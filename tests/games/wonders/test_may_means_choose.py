""""May" means the player chooses (issue 30, item 2): every Wonders card text and every line of
001 that says "may", "up to", "choose(s)" or "if the owner chooses" either offers a real
choice (a scenario below drives the engine to it: a Decision with at least two legal answers),
or is a decision the game makes for the player, listed with its reason in the package
docstring of simulator/games/wonders, or is not a player's choice at all (a description, a
limit, a deck-building matter), said here with the reason.

"001" is ../shared/rules/001_fb4db07be16c967e.txt."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import simulator.games.wonders as wonders_package
from simulator.core.actions import Action
from simulator.games.wonders import GAME

from ..may_words import WORDS, rules_lines
from .helpers import CARDS, KIND, R1, R2, R3, RULES, Table

RULES_DOCUMENT = "001_fb4db07be16c967e.txt"


def _choice(t: Table) -> dict[str, Any]:
    assert t.st.choice is not None, "no question is pending"
    return t.st.choice


# -- scenarios: each leaves the engine at a real choice -------------------------------------------
def _rage(card: str) -> Callable[[], Table]:
    def build() -> Table:
        t = Table()
        t.play(t.hand(0, card), R1)
        assert "rage attack" in t.prompt() and t.options() == ["yes", "no"]
        return t
    return build


def _call(card: str) -> Callable[[], Table]:
    def build() -> Table:
        t = Table()
        t.st.stones[R1] = [0]
        t.world(R2, 0, "stoneguard_sentinel")
        t.play(t.hand(0, card), R1)
        while "triggered effect" in t.prompt():
            t.order("call")
        assert "call a Wonder" in t.prompt() and _choice(t)["min"] == 0
        return t
    return build


def glacium() -> Table:
    t = Table(actions=9)
    keep = t.world(R1, 0, "glacium_keep")
    t.st.tapped.add(keep)
    t.st.counts["lands:Thalwind@0"] = 2
    t.play(t.hand(0, "gale_spire"), R1)
    assert t.options() == ["yes", "no"]
    return t


def eye() -> Table:
    t = Table()
    t.world(R1, 0, "eye_of_the_maelstrom")
    top = t.deck_top(0, "stoneguard_sentinel")
    assert Action("play", 0, top, None, R1) in t.legal() and Action("draw", 0) in t.legal()
    return t


def ayu() -> Table:
    t = Table(round=2)
    t.world(R1, 0, "ayu_goss")
    t.st.tapped.add(t.world(R1, 0, "granite_hollow"))
    t.act("draw")
    t.passes(1)
    t.passes(0)
    assert "Ayu Goss" in t.prompt() and t.options() == ["yes", "no"]
    return t


def rootling() -> Table:
    t = Table()
    t.world(R2, 1, "aurora_templar")
    t.play(t.hand(0, "rootling_terror"), R1)
    t.order("-1 counters")
    assert "up to 3" in t.prompt() and t.options() == [3, 2, 1, 0]
    return t


def skraal() -> Table:
    t = Table()
    terror = t.world(R1, 0, "rootling_terror")
    t.st.copied[terror] = [KIND["dawn_acolyte"]]
    t.world(R2, 0, "dawn_acolyte")
    t.play(t.hand(0, "skraal_ruler_of_the_three_lakes"), R1)
    assert "Trigger the on-arrival ability of" in t.prompt()
    return t


def seek() -> Table:
    t = Table()
    t.deck_top(0, "stoneguard_sentinel")
    t.play(t.hand(0, "cosmic_seeker"), R1)
    assert "Seek" in t.prompt() and _choice(t)["min"] == 0
    return t


def seek_spell() -> Table:
    t = Table()
    t.world(R2, 1, "aurora_templar")
    t.world(R3, 1, "stoneguard_sentinel")
    rend = t.deck_top(0, "soul_rend")
    t.play(t.hand(0, "glimpse_beyond"))
    t.pick(rend)
    assert t.prompt() == "Destroy" and len(t.options()) == 2      # targets in other realms
    return t


def censer() -> Table:
    t = Table()
    t.world(R1, 1, "censer_of_silence")
    t.hand(1, "zephyr_scout")
    t.world(R2, 1, "aurora_templar")
    t.play(t.hand(0, "soul_rend"))
    assert t.chooser() == 1 and t.options() == ["yes", "no"]
    return t


def printed_token() -> Table:
    t = Table()
    t.archive(0, "undead_angel_hero")
    t.world(R1, 0, "radiant_seraph")
    t.play(t.hand(0, "power_of_bloodlines"))
    assert t.options() == [KIND["undead_angel_hero"], -1]
    return t


def realm_side() -> Table:
    t = Table()
    t.st = RULES.new_state(GAME.setup(3, 2))
    assert "Realm 1 on your left" in t.prompt()
    return t


def mulligan() -> Table:
    t = realm_side()
    t.value("left")
    assert "Mulligan" in t.prompt() and _choice(t)["min"] == 0 and _choice(t)["max"] == 3
    return t


def order() -> Table:
    t = Table()
    t.world(R1, 1, "stealthy_spriggan")
    t.world(R1, 0, "staff_of_the_eldritch_tribesmen")
    t.play(t.hand(0, "aurora_templar"), R1)
    assert "triggered effect" in t.prompt()
    return t


def turn() -> Table:
    t = Table()
    t.world(R1, 0, "stoneguard_sentinel")
    t.hand(0, "zephyr_scout")
    kinds = {a.kind for a in t.legal()}
    assert {"draw", "play", "attack", "pass"} <= kinds
    return t


def seize() -> Table:
    t = Table()
    t.st.stones[R1] = [-1, 1]
    t.world(R1, 0, "stoneguard_sentinel")
    t.act("attack", choice=R1)
    assert t.prompt() == "Seize which stone?" and len(t.options()) == 2
    return t


def target() -> Table:
    t = Table()
    t.world(R1, 1, "aurora_templar")
    t.world(R2, 1, "stoneguard_sentinel")
    t.play(t.hand(0, "soul_rend"))
    assert t.prompt() == "Destroy" and len(t.options()) == 2
    return t


def cursed() -> Table:
    t = Table()
    passages = t.world(R1, 0, "cursed_passages_of_haem")
    for card in ("stoneguard_sentinel", "aurora_templar", "zephyr_scout"):
        t.world(R2, 0, card)
    t.act("activate", card=passages, choice=0)
    assert t.prompt() == "Return from The Abyss" and len(t.options()) == 3
    return t


def autumn() -> Table:
    t = Table(round=3)
    autumn_card = t.world(R1, 0, "autumn_essence_animated")
    t.abyss(0, "aurora_templar")
    t.act("activate", card=autumn_card, choice=0)
    assert set(t.options()) == {R1, R2, R3}
    return t


def equip() -> Table:
    t = Table()
    t.world(R1, 0, "stoneguard_sentinel")
    t.world(R1, 0, "aurora_templar")
    t.play(t.hand(0, "aegis_of_the_deep_earth"), R1)
    assert t.prompt().startswith("Equip") and len(t.options()) == 2
    return t


def equip_move() -> Table:
    t = Table()
    w = t.world(R1, 0, "stoneguard_sentinel")
    t.equip(t.world(R1, 0, "aegis_of_the_deep_earth"), w)
    t.play(t.hand(0, "aurora_templar"), R1)
    assert t.prompt().startswith("Move Aegis") and t.options() == ["yes", "no"]
    return t


def mirror() -> Table:
    t = Table()
    t.play(t.hand(0, "wretched_mirror_of_requiem"))
    bloodlines = t.hand(1, "power_of_bloodlines")
    scouts = [t.world(R2, 1, "zephyr_scout"), t.world(R2, 1, "zephyr_scout")]
    t.play(bloodlines, seat=1)
    t.pick(scouts[0])
    for r in (R1, R1, R2, R3):
        t.value(r)
    while "triggered effect" in t.prompt():
        t.value(t.options()[0])
    assert "Sacrifice one of the Wonders that arrived" in t.prompt() and len(t.options()) == 4
    return t


def flying() -> Table:
    t = Table()
    t.world(R2, 0, "zephyr_scout")
    t.act("attack", choice=R2)
    while t.choice is not None and "Seize" in t.prompt():
        t.value(t.options()[0])
    assert "may fly" in t.prompt() and -1 in t.options() and len(t.options()) == 3
    return t


def tap_ability() -> Table:
    t = Table()
    weaver = t.world(R1, 0, "portal_weaver")
    assert Action("activate", 0, weaver, None, 0) in t.legal() and Action("pass", 0) in t.legal()
    return t


def nova() -> Table:
    t = Table()
    lamp = t.world(R1, 0, "the_lamp_of_luferia")
    t.world(R2, 1, "vobb_stalker")
    t.play(t.hand(0, "nova_matrixbender"), R1)
    assert lamp in t.options() and len(t.options()) == 2
    return t


def feline() -> Table:
    t = Table(energy=5)
    t.world(R1, 1, "feline_entity_of_dreams")
    templar = t.world(R1, 1, "aurora_templar")
    t.play(t.hand(0, "sudden_squall"))
    t.pick(templar)
    assert t.options() == ["pay", "no"]
    return t


SCENARIOS: dict[str, Callable[[], Table]] = {
    "rockslide_brute": _rage("rockslide_brute"), "kanevil_wayfarer": _rage("kanevil_wayfarer"),
    "galecaller_shaman": _call("galecaller_shaman"), "storm_herald": _call("storm_herald"),
    "glacium": glacium, "eye": eye, "ayu": ayu, "rootling": rootling, "skraal": skraal, "seek": seek,
    "seek_spell": seek_spell, "censer": censer, "printed_token": printed_token, "realm_side": realm_side,
    "mulligan": mulligan, "order": order, "turn": turn, "seize": seize, "target": target, "cursed": cursed,
    "autumn": autumn, "equip": equip, "equip_move": equip_move, "mirror": mirror, "flying": flying,
    "tap_ability": tap_ability, "nova": nova, "feline": feline,
}

# Every card whose text says "may", "up to" or "choose": the scenario that offers its choice.
CARD_CHOICES = {
    "rockslide_brute": "rockslide_brute", "kanevil_wayfarer": "kanevil_wayfarer", "glacium_keep": "glacium",
    "galecaller_shaman": "galecaller_shaman", "eye_of_the_maelstrom": "eye", "ayu_goss": "ayu",
    "rootling_terror": "rootling", "skraal_ruler_of_the_three_lakes": "skraal", "cosmic_seeker": "seek",
    "censer_of_silence": "censer",
}

# Every line of 001 with those words, by a fragment of it: ("choice", scenario), ("decided",
# words of the package docstring that state the decision and its reason) or ("not a choice",
# why not).
RULINGS: dict[str, tuple[str, str]] = {
    "Although it may represent the same character": ("not a choice", "card names and lore"),
    "Some cards may have": ("not a choice", "describes a * power"),
    "This may be different from its current power": ("not a choice", "describes base power"),
    "choose an orbital. Destroy all cards of that orbital": ("not a choice", "a hypothetical card, not in the pool"),
    "This may have some unintuitive implications": ("not a choice", "describes infinity"),
    "They may start the game in a separate area called the archive": ("not a choice", "deck building"),
    "Printed tokens may have different orbitals": ("not a choice", "describes printed tokens"),
    "Printed tokens may include additional classes": ("choice", "printed_token"),
    "Minimum requirements may include the token name": ("not a choice", "no effect in the pool names a token's name"),
    "you can choose to select a printed one from your archive": ("choice", "printed_token"),
    "Players can choose from a number of deckbuilding formats": ("not a choice", "a format, agreed before play"),
    "the loser of the last game chooses who is the first player": ("decided", "`first_seat`"),
    "The winner chooses who will play first": ("choice", "realm_side"),
    "Each player can choose up to 3 cards": ("choice", "mulligan"),
    "chooses the order of resolution, one at a time": ("choice", "order"),
    "attack multiple times each round using actions if you choose": ("choice", "turn"),
    "Eye of the Maelstrom says": ("choice", "eye"),
    "A player can’t choose to attack with a subset": ("not a choice", "forbids a choice"),
    "they choose and seize one stone": ("choice", "seize"),
    "some cards may refer to the “last player that took a turn.”": ("not a choice", "defines a term"),
    "Ayu Goss says": ("choice", "ayu"),
    "Whenever a Wonder dies, you may deny 1.": ("not a choice", "an example ability of no card in the pool"),
    "choose the target or targets on the effect’s resolution": ("choice", "target"),
    "Then you choose a target Wonder in The Abyss": ("choice", "cursed"),
    "Triggered Effects Example 1": ("choice", "censer"),
    "Triggered Effects Example 2": ("choice", "order"),
    "it may be voluntary or involuntary": ("not a choice", "classifies loops"),
    "The active player chooses how many times the loop will continue": (
        "decided", "An involuntary endless loop is stopped by the engine"),
    "a card or other object may move to the center of a realm": ("not a choice", "no card in the pool does it"),
    "you choose where to place them without knowing what cards they are": ("choice", "autumn"),
    "if you own only one card in The Abyss you choose where": ("choice", "autumn"),
    "You can’t choose to distribute cards in inactive realms": ("not a choice", "a limit on the autumn choice"),
    "Choose an on arrival ability of another Wonder you control": ("choice", "skraal"),
    "“You may untap all Wonders,”": ("not a choice", "an example ability of no card in the pool"),
    "Glacium Keep says": ("choice", "glacium"),
    "you may need to use a visual method": ("not a choice", "table bookkeeping"),
    "The active player can choose the order": ("choice", "order"),
    "Its controller chooses which Wonder it equips to": ("choice", "equip"),
    "you may choose to move the equipment to the new Wonder": ("choice", "equip_move"),
    "their controller chooses and sacrifices only one of them": ("choice", "mirror"),
    "Nullify effects may be continuous or temporary": ("not a choice", "classifies nullify effects"),
    "may not necessarily prevent nullification of their effects": ("choice", "feline"),
    "You can choose to activate a sacrifice ability": ("choice", "tap_ability"),
    "you choose which stone to take": ("choice", "seize"),
    "It may last a fixed or indefinite time": ("not a choice", "defines a status effect"),
    "up to the archive maximum size": ("not a choice", "deck building"),
    "Story tokens may have various rarities": ("not a choice", "describes story tokens"),
    "You can choose to activate a tap ability": ("choice", "tap_ability"),
    "this means to choose a game object to receive an effect": ("choice", "target"),
    "you may be able to choose from multiple physical token options": ("choice", "printed_token"),
    "Attuned cards may reference other card stats": ("not a choice", "describes attuned"),
    "a card may just say attuned": ("not a choice", "describes attuned"),
    "Call means on arrival, you may move target Wonder": ("choice", "galecaller_shaman"),
    "Flying means when this Wonder attacks, you may move it": ("choice", "flying"),
    "such as seek, may allow players to play core cards": ("not a choice", "a permission seek gives (001 7 Seek)"),
    "Rage means on arrival, you may attack here": ("choice", "rockslide_brute"),
    "you choose whether to make the rage attack": ("choice", "kanevil_wayfarer"),
    "the active player may choose to complete the rage battle": ("choice", "order"),
    "you may play it for no cost in that realm": ("choice", "seek"),
    "If it’s a spell you can still choose targets in other realms": ("choice", "seek_spell"),
    "you may remove the shield counter on it instead": ("decided", "A shield is always used against destruction"),
    "the controller may not be able to use that card’s tap ability": ("not a choice", "describes stun"),
    "Some cards may use symbiosis to copy abilities of non-Wonder cards": ("choice", "nova"),
    "Put up to three -1 counters on target Wonder": ("choice", "rootling"),
}


def _doc() -> str:
    return " ".join((wonders_package.__doc__ or "").split())


def test_every_card_text_with_may_up_to_or_choose_offers_a_choice_or_is_listed():
    """Issue 30 item 2: each such card has a scenario, or its name is in the package docstring."""
    found = {c.id for c in CARDS if WORDS.search(c.text)}
    missing = sorted(i for i in found if i not in CARD_CHOICES
                     and next(c.name for c in CARDS if c.id == i) not in _doc())
    assert missing == []


def test_every_ruling_with_may_up_to_or_choose_is_accounted_for():
    """Issue 30 item 2: each line of 001 with those words matches exactly one entry of RULINGS."""
    lines = rules_lines(RULES_DOCUMENT)
    assert len(lines) >= 60
    unmatched = [line[:90] for line in lines if sum(frag in line for frag in RULINGS) != 1]
    assert unmatched == []
    unused = [frag for frag in RULINGS if not any(frag in line for line in lines)]
    assert unused == []


def test_decisions_the_game_makes_for_the_player_are_in_the_package_docstring():
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
