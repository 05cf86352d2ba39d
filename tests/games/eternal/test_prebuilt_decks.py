"""The prebuilt Eternal decks (issue 15, item 3): six or more Set 1 decks beyond the first
six, every faction pair at least once, each legal by the deck rules (000 2.0: 75 to 150
cards, at least a third power and a third non-power; 003 Basic Gameplay: at most four of a
card but Sigils) and built as players build: a power base that pays for its cards, a curve
that starts early, mostly Set 1 (The Empty Throne) cards.

Issue 31, item 3: six or more decks more, built around the mechanics of Sets 2-4 (Revenge,
Spark, Mentor; Entomb, Bond, Ally, Nightfall, Fate; Tribute, Infiltrate, Warp, Ambush), with
every faction pair among their factions again.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from __future__ import annotations

import json
from collections import Counter
from importlib import resources
from itertools import combinations
from pathlib import Path

import pytest

from simulator.games.eternal.cards import FACTIONS, card_table
from simulator.games.eternal.decks import construction_problems, load_decks, prebuilt
from simulator.games.registry import get_game

SPEC = get_game("eternal")
BY_ID = {c.id: c for c in card_table()}
DECKS = prebuilt()
SET_1_DECKS = ("argenport-lifesteal", "combrei-midrange", "elysian-midrange", "feln-control", "hooru-flyers",
               "justice-armor", "praxis-tokens", "primal-yetis", "rakano-aggro", "skycrag-tempo",
               "stonescar-aggro", "time-ramp", "xenan-midrange")
# The decks of Sets 1-4 (issue 31) and the mechanics of Sets 2-4 each is built around.
SETS_1_TO_4_DECKS = {
    "stonescar-grenadin-entomb": ("Entomb", "Grenadin", "Warp"),
    "skycrag-yeti-infiltrate": ("Infiltrate", "Yeti", "Amplify", "Tribute"),
    "elysian-dinosaur-bond": ("Bond", "Dinosaur", "Ally", "Fate", "Nightfall"),
    "xenan-night-ambush": ("Ambush", "Nightfall", "Tribute"),
    "three-banner-tribute": ("Tribute", "Warp", "Entomb"),
    "night-flyers": ("Nightfall", "Fate", "Revenge", "Tribute"),
    "rakano-gunslingers": ("Gunslinger", "Ally", "Tribute", "Warp"),
    "hooru-mentor-aegis": ("Mentor", "Aegis", "Student"),
    "argenport-revenge": ("Revenge", "Tribute"),
    "praxis-warp": ("Warp", "Scout"),
    "feln-night-curses": ("Night", "curse", "Bond", "Fate"),
    "combrei-endurance": ("Endurance", "Warp", "Spellcraft"),
}
PAIRS = {"FJ": "Rakano", "FS": "Stonescar", "FP": "Skycrag", "FT": "Praxis", "TJ": "Combrei",
         "TP": "Elysian", "JS": "Argenport", "JP": "Hooru", "PS": "Feln", "TS": "Xenan"}
STYLES = {"aggro", "midrange", "control"}


def _factions(deck: dict) -> set[str]:
    """The factions of a deck: every letter of influence its cards (power included) show."""
    return {f for cid in deck["cards"] for f in BY_ID[cid].factions}


def _sources(deck: dict, faction: str) -> int:
    """Power cards that give `faction` (a Sigil, a Banner, a Crest, a Monument)."""
    return sum(n for cid, n in deck["cards"].items() if BY_ID[cid].is_power and faction in BY_ID[cid].factions)


def test_there_are_at_least_twelve_prebuilt_decks_named_after_their_files():
    assert len(SPEC.deck_names) >= 12
    folder = resources.files("simulator.games.eternal").joinpath("decks")
    stems = sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".json"))
    assert stems == sorted(DECKS)
    for stem in stems:
        assert json.loads(folder.joinpath(f"{stem}.json").read_text(encoding="utf-8"))["name"] == stem


def test_every_faction_pair_has_a_two_faction_prebuilt_deck():
    """Rakano, Stonescar, Skycrag, Praxis, Combrei, Elysian, Argenport, Hooru, Feln and Xenan."""
    assert len(PAIRS) == len(list(combinations(FACTIONS, 2))) == 10
    by_factions = Counter("".join(sorted(_factions(d))) for d in DECKS.values())
    missing = [name for pair, name in PAIRS.items() if by_factions["".join(sorted(pair))] == 0]
    assert not missing, f"no prebuilt deck for {', '.join(missing)}"


def test_every_faction_is_in_at_least_four_decks():
    counts = Counter(f for d in DECKS.values() for f in _factions(d))
    assert all(counts[f] >= 4 for f in FACTIONS), counts


@pytest.mark.parametrize("name", sorted(DECKS))
def test_each_prebuilt_deck_keeps_the_construction_rules(name):
    """000 2.0 and 003 Basic Gameplay, read straight from the deck file and through the game."""
    deck = DECKS[name]
    counts = [(BY_ID[cid], n) for cid, n in deck["cards"].items()]
    assert construction_problems(counts, [BY_ID[cid] for cid in deck.get("market", [])]) == []
    total = sum(deck["cards"].values())
    assert 75 <= total <= 150
    assert all(n <= 4 for c, n in counts if not c.is_sigil)
    assert not any(c.token for c, _ in counts)
    assert [d["name"] for d in load_decks(name)["decks"]] == [name, name]


@pytest.mark.parametrize("name", sorted(DECKS))
def test_each_prebuilt_deck_has_a_title_naming_its_factions_and_a_style(name):
    deck = DECKS[name]
    assert deck.get("style") in STYLES
    title = deck.get("title", "")
    names = [n for f, n in zip(FACTIONS, ("Fire", "Time", "Justice", "Primal", "Shadow")) if f in _factions(deck)]
    assert title and all(n in title for n in names), f"{title!r} should name {names}"


@pytest.mark.parametrize("name", sorted(DECKS))
def test_each_prebuilt_deck_has_a_power_base_for_its_influence(name):
    """About a third power, at least 12 power cards of each faction it plays (at least 20 in a
    one-faction deck), and no card that asks for more influence of a faction than four."""
    deck = DECKS[name]
    total = sum(deck["cards"].values())
    powers = sum(n for cid, n in deck["cards"].items() if BY_ID[cid].is_power)
    assert total / 3 <= powers <= total * 0.4
    factions = _factions(deck)
    for f in factions:
        assert _sources(deck, f) >= (20 if len(factions) == 1 else 12), f"{name}: few {f} sources"
    for cid in deck["cards"]:
        card = BY_ID[cid]
        assert max(card.influence) <= 4 and set(card.factions) <= factions


def _non_power(deck: dict) -> list[tuple]:
    """The deck's non-power cards as (card, copies)."""
    return [(BY_ID[cid], n) for cid, n in deck["cards"].items() if not BY_ID[cid].is_power]


def test_the_set_1_decks_are_the_thirteen_first_ones():
    assert set(SET_1_DECKS) <= set(DECKS) and len(SET_1_DECKS) == 13


@pytest.mark.parametrize("name", SET_1_DECKS)
def test_each_set_1_deck_has_a_curve_and_is_mostly_set_1(name):
    """Enough plays for the first turns, a top end that is not most of the deck, and at least
    85% of its cards from Set 1 (The Empty Throne: sigils and promos of Set 1 included)."""
    deck = DECKS[name]
    cards = [(BY_ID[cid], n) for cid, n in deck["cards"].items()]
    spells = [(c, n) for c, n in cards if not c.is_power]
    assert sum(n for c, n in spells if c.cost <= 2) >= 12
    assert sum(n for c, n in spells if c.cost >= 6) <= 12
    assert sum(n for c, n in cards if c.set == 1) >= 0.85 * sum(n for _, n in cards)


def test_the_prebuilt_decks_use_set_1_broadly():
    """Together the decks play well over a hundred different Set 1 cards, of every faction."""
    used = {cid for d in DECKS.values() for cid in d["cards"] if BY_ID[cid].set == 1 and not BY_ID[cid].is_power}
    assert len(used) >= 120
    assert all(sum(1 for cid in used if f in BY_ID[cid].factions) >= 20 for f in FACTIONS)


def test_there_are_at_least_six_decks_of_sets_1_to_4():
    assert len(SETS_1_TO_4_DECKS) >= 6 and set(SETS_1_TO_4_DECKS) <= set(DECKS)
    assert not set(SETS_1_TO_4_DECKS) & set(SET_1_DECKS)


def test_every_faction_pair_is_among_the_factions_of_a_sets_1_to_4_deck():
    """A two-faction deck holds its pair; a three-faction deck holds its three pairs."""
    held = {frozenset(p) for name in SETS_1_TO_4_DECKS for p in combinations(_factions(DECKS[name]), 2)}
    missing = [name for pair, name in PAIRS.items() if frozenset(pair) not in held]
    assert not missing, f"no deck of Sets 1-4 plays {', '.join(missing)}"


@pytest.mark.parametrize("name", sorted(SETS_1_TO_4_DECKS))
def test_each_faction_of_a_sets_1_to_4_deck_is_a_real_part_of_it(name):
    """At least 8 non-power cards of each faction the deck plays."""
    spells = _non_power(DECKS[name])
    for f in _factions(DECKS[name]):
        assert sum(n for c, n in spells if f in c.factions) >= 8, f"{name}: few {f} cards"


@pytest.mark.parametrize("name", sorted(SETS_1_TO_4_DECKS))
def test_each_sets_1_to_4_deck_is_mostly_cards_of_sets_2_to_4_and_only_of_sets_1_to_4(name):
    """At least 40% of its non-power cards from Sets 2-4, the rest Set 1 staples."""
    spells = _non_power(DECKS[name])
    assert all(1 <= c.set <= 4 for c, _ in spells)
    assert sum(n for c, n in spells if c.set >= 2) >= 0.4 * sum(n for _, n in spells)


@pytest.mark.parametrize("name", sorted(SETS_1_TO_4_DECKS))
def test_each_sets_1_to_4_deck_is_built_around_the_mechanics_it_is_named_for(name):
    """At least twelve of its cards name one of its mechanics of Sets 2-4, and the first of
    them (the deck's own) is in its title."""
    words = SETS_1_TO_4_DECKS[name]
    deck = DECKS[name]
    assert words[0] in deck["title"]
    named = sum(n for c, n in _non_power(deck) if any(w in c.text or w in c.name for w in words))
    assert named >= 12, f"{name}: {named} cards name {words}"


@pytest.mark.parametrize("name", sorted(SETS_1_TO_4_DECKS))
def test_each_sets_1_to_4_deck_has_a_curve_and_a_top_end(name):
    """Twelve or more plays at cost 2 or less, something at cost 5 or more, and at most
    twelve cards at cost 6 or more."""
    spells = _non_power(DECKS[name])
    assert sum(n for c, n in spells if c.cost <= 2) >= 12
    assert sum(n for c, n in spells if c.cost >= 5) >= 2
    assert sum(n for c, n in spells if c.cost >= 6) <= 12


def test_the_readme_counts_the_prebuilt_decks():
    """The README's opening says how many prebuilt Eternal decks there are (it lists none by name)."""
    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text(encoding="utf-8")
    assert f"Eternal Card Game (two players, {len(DECKS)} prebuilt decks)" in readme
