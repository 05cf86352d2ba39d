"""Exodus refuses like the other games and tells no seat what it may not know (issue 32):
a refusal for every malformed action, the crashes found by the hostile runs, the deciding
seat's legal actions kept out of the observations and the bots' deals, and a search that
does not name the card it found."""
from __future__ import annotations

from collections.abc import Iterator

import pytest

from simulator.core.actions import Action, IllegalAction
from simulator.core.match import Match
from simulator.core.rng import Rng
from simulator.games.exodus import GAME

from .helpers import RULES, Table
from .test_harmony_rares import SANCTUM, _harmony
from .test_set34_common import settle_all, top


def _respond_until_choice(t: Table, seat: int, card: int, target: int) -> None:
    """Everyone passes, except `seat`, who plays `card` on `target` when first asked."""
    for _ in range(20):
        d = RULES.decision(t.st)
        if d is None or d.kind != "respond":
            return
        if d.seat == seat and Action("play", seat, card, target) in t.legal():
            t.do("play", seat, card, target)
        else:
            t.do("pass", d.seat)


# --- refusals --------------------------------------------------------------------------------

@pytest.mark.parametrize("card, target", [(10**6, None), (-3, None), (None, 10**6), (None, -99)])
def test_an_attack_naming_no_card_of_the_game_is_refused_with_a_reason(card, target) -> None:
    """An attack whose card or target is not a card of the game (nor a player) is refused in
    words, before any rule looks the card up (it raised IndexError)."""
    t = Table(phase="attack")
    whelp = t.creature(0, "emberscale_whelp", 2)
    t.creature(1, "dawnwing_acolyte", 1)
    a = Action("attack", 0, whelp if card is None else card, target)
    violation = RULES.explain(t.st, a)
    assert violation.reason and violation.rule
    assert "no card" in violation.reason


def test_a_match_refuses_an_attack_on_no_card_and_leaves_the_state_untouched() -> None:
    """Through Match.apply: IllegalAction with the reason, the state hash unchanged."""
    match = GAME.new_match(3, seats=2)
    before = match.state_hash()
    decision = match.decision()
    assert decision is not None
    with pytest.raises(IllegalAction, match="no card"):
        match.apply(Action("attack", decision.seat, 10**9, 10**9))
    assert match.state_hash() == before


def test_awakening_with_another_card_is_refused_with_a_reason() -> None:
    """004 Vital Sanctuary: when the turn player may Awaken, an "awaken" naming another card
    (or a target) is refused in words, not with an empty reason."""
    t = Table(phase="draw")
    h = _harmony(t, SANCTUM)
    other = t.card(0, "emberscale_whelp")
    assert Action("activate", 0, h, choice="awaken") in t.legal()
    for wrong in (Action("activate", 0, other, choice="awaken"), Action("activate", 0, h, h, "awaken")):
        violation = RULES.explain(t.st, wrong)
        assert "Harmony Rare" in violation.reason and violation.rule


# --- crashes of legal actions ----------------------------------------------------------------

def _attacker_turned_into_an_afterthought(howling: bool) -> tuple[Table, int, int]:
    """Silent Irregularity (a Chrono with an Afterthought) attacks Dawnwing Acolyte; Player 2
    answers with Cataclysm on its one energy: it is destroyed and becomes an Afterthought."""
    t = Table(phase="attack")
    if howling:
        t.card(0, "howling_synthesis", "syms")
        top(t, 0, "emberia_bringer_of_infernos")      # a creature Howling Synthesis would reveal
    silent, energy = t.pile(0, 1, "silent_irregularity")
    acolyte = t.creature(1, "dawnwing_acolyte", 2)
    cataclysm = t.card(1, "cataclysm")
    t.do("attack", 0, silent, acolyte)
    _respond_until_choice(t, 1, cataclysm, energy)
    assert t.st.choice is not None and "Afterthought" in t.st.choice["prompt"]
    t.choose(0, choice="yes")
    return t, silent, acolyte


def test_howling_synthesis_switches_nothing_when_the_attacker_became_an_afterthought() -> None:
    """004 Howling Synthesis switches the attacking creature; an attacker that left play and
    stayed as an Afterthought is no creature on a pile, so nothing is revealed or switched
    (a legal switch here raised AssertionError)."""
    t, silent, _ = _attacker_turned_into_an_afterthought(howling=True)
    settle_all(t)
    assert t.where(silent) == "afters"
    assert not t.said("switch") and not t.said("reveal")


def test_an_attack_ends_when_the_attacker_became_an_afterthought() -> None:
    """An Afterthought is not a creature: the attack it began ends without damage (it used to
    battle as a creature of strength 0)."""
    t, silent, acolyte = _attacker_turned_into_an_afterthought(howling=False)
    settle_all(t)
    assert "The attack ends: the attacker is gone" in t.said("attack")
    assert not t.said("battle") and t.strength(acolyte) == 2


# --- what a seat may know --------------------------------------------------------------------

def _positions(seed: int, steps: int) -> Iterator[Match]:
    """The match after each of `steps` random legal actions (2 players)."""
    match = GAME.new_match(seed, seats=2)
    rng = Rng(seed)
    for _ in range(steps):
        if match.is_over:
            break
        match.apply(rng.choice(match.legal_actions()))
        yield match


def test_no_observation_carries_the_deciding_seats_legal_actions() -> None:
    """The engine keeps the deciding seat's legal actions in the state (state.legal); no
    seat's observation may carry them (they tell which hidden hand cards are playable)."""
    carried = 0
    for match in _positions(5, 120):
        carried += match.state.legal is not None
        for seat in range(2):
            assert match.observation(seat, with_log=False).part.state.legal is None
    assert carried, "the engine never kept a list: the test could not fail"


def test_a_bots_deal_works_out_its_own_legal_actions() -> None:
    """A determinized deal never keeps a list of legal actions made for the true cards."""
    make = GAME.capabilities.determinizer
    assert make is not None
    for match in _positions(6, 60):
        decision = match.decision()
        seat = decision.seat if decision is not None else 0
        obs = match.observation(seat, with_log=False)
        deal = make(obs, seat)
        assert deal(Rng(1)).legal is None
        assert RULES.determinize(obs, seat, Rng(2)).legal is None


def test_another_seats_hidden_choice_hides_its_labels_too() -> None:
    """A choice among cards a seat cannot see shows that seat neither the options nor their
    labels."""
    t = Table(phase="creature")
    crow = t.card(0, "sign_of_the_crow")
    for card_id in ("emberscale_whelp", "dawnwing_acolyte"):
        top(t, 0, card_id)
    t.do("play", 0, crow)
    t.passes()
    assert t.st.choice is not None and t.st.choice["seat"] == 0
    t.st.choice["labels"] = ["a name"] * len(t.st.choice["options"])
    seen = RULES.observation(t.st, 1).part.state.choice
    assert seen["options"] == [] and seen["labels"] is None


def test_sign_of_the_crow_does_not_name_the_card_it_found() -> None:
    """004 Sign of the Crow: the creature found goes into the hand unrevealed (the text does
    not reveal it), so the log all players read says only that a creature was found."""
    t = Table(phase="creature")
    crow = t.card(0, "sign_of_the_crow")
    for card_id in ("emberscale_whelp", "dawnwing_acolyte"):
        top(t, 0, card_id)
    t.do("play", 0, crow)
    settle_all(t)
    assert t.said("search") == ["Player 1 puts a creature from the Main Deck into the hand"]
