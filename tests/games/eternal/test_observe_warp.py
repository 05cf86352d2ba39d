"""Dealing hidden cards never puts a card where the observer would see it.

003 Warp (../shared/rules/003_5beb1e01c63d61a7.txt): "If a card with warp is the top card
of a deck, that card is revealed to its controller", who may play it. So when the top of
the observer's own deck is hidden, a determinization (or `resample_hidden`) must deal a
card without Warp there: otherwise the dealt state's observation differs from the one it
came from and a bot may plan to play a card it could not know about.
000 1.2 (000_6d0cea8edcfa8f82.txt): decks and the other player's hand are hidden; a Scout
choice shows its chooser the top card, and nobody else.
"""
from __future__ import annotations

from collections import Counter


from simulator.core.game import Setup
from simulator.core.rng import Rng
from simulator.games.eternal.cards import KW
from simulator.games.eternal.decks import load_decks
from simulator.games.eternal.observe import determinize
from simulator.games.registry import get_game

from .helpers import CARDS, play, table

SPEC = get_game("eternal")
RULES = SPEC.rules
WARP = KW["warp"]
WARP_CARDS = {c.id for c in CARDS if c.kw & WARP}


def is_warp(st, c: int) -> bool:
    return CARDS[st.kinds[c]].id in WARP_CARDS


def top_id(st, seat: int) -> str:
    return CARDS[st.kinds[st.decks[seat][-1]]].id


def test_warp_cards_are_the_ones_the_rule_is_about():
    assert WARP_CARDS == {"blinkwolf", "hipshot", "camp_physician", "awakened_sentinel",
                          # Set 2, issue 31
                          "alluring_ember", "avirax_familiar", "brilliant_discovery", "cannonbearer",
                          "plated_goliath", "pouncing_drake", "shatterglass_mage", "hidden_shiv", "bad_news", "heart_of_the_vault",
                          # Set 4 Fire, Time, Justice, issue 31
                          "consuming_flames", "deft_strike", "encouragement", "end_of_days", "end_of_the_barrel", "grit",
                          "manufacture", "reality_shift", "end_of_the_story",
                          # Set 4 Primal, Shadow, multi-faction, issue 31
                          "afterimage", "betray_the_cause", "end_of_hostilities", "end_of_the_line", "entangling_vines",
                          "long_live_the_queen", "recombobulate", "resurface",
                          "waystone_infuser", "clever_stranger", "outlands_brute", "dustblind",
                          # Set 2, the rest (issue 31)
                          "rhinarc_huntpack", "workshop_forge", "tesya_omen_shaper", "journeyman_armorer"}


def test_003_warp_a_hidden_top_of_your_own_deck_is_never_dealt_a_warp_card():
    """003 Warp: a Warp card on top of your deck is revealed to you, so a deal that keeps
    your top hidden (observation(dealt) == the observation) never puts one there."""
    m = table(decks={0: ["argenport_soldier", "hipshot", "blinkwolf", "camp_physician", "torch",
                         "awakened_sentinel", "hipshot"]}, deck_filler=3)
    seen = m.observation(0, with_log=False)
    part = seen.part
    assert part.peek is None and part.state.decks[0][-1] == -1
    assert Counter(part.unseen_cards[0])["hipshot"] == 2     # the Warp cards are among the hidden ones
    deal = SPEC.capabilities.determinizer(seen, 0)
    tops: Counter[str] = Counter()
    for seed in range(300):
        for dealt in (RULES.determinize(seen, 0, Rng(seed)), deal(Rng(seed)), determinize(part, CARDS, 0, Rng(seed))):
            assert not is_warp(dealt, dealt.decks[0][-1]), f"seed {seed}: {top_id(dealt, 0)} dealt on the hidden top"
            assert RULES.observation(dealt, 0) == seen
            assert not any(a.kind == "play" and a.card == dealt.decks[0][-1] for a in RULES.legal_actions(dealt))
        tops[top_id(dealt, 0)] += 1
        # the same rule from the true state
        other = RULES.resample_hidden(m.state, 0, Rng(seed))
        assert not is_warp(other, other.decks[0][-1]) and RULES.observation(other, 0) == seen
    # every non-Warp hidden card can still be on top, about equally often (1/5 each)
    assert set(tops) == {"argenport_soldier", "torch", "fire_sigil"}
    assert 40 <= tops["argenport_soldier"] <= 85 and 40 <= tops["torch"] <= 85 and 120 <= tops["fire_sigil"] <= 240
    # the Warp cards are still dealt, just not on top
    assert any(is_warp(dealt, c) for c in dealt.decks[0])


def test_003_warp_a_visible_warp_card_on_top_stays_there():
    m = table(decks={0: ["blinkwolf", "hipshot", "argenport_soldier", "camp_physician"]}, deck_filler=2)
    wolf = m.state.decks[0][-1]
    seen = m.observation(0, with_log=False)
    assert seen.part.peek == "blinkwolf" and seen.part.state.decks[0][-1] == wolf
    deal = SPEC.capabilities.determinizer(seen, 0)
    below: Counter[str] = Counter()
    for seed in range(100):
        for dealt in (RULES.determinize(seen, 0, Rng(seed)), deal(Rng(seed)),
                      RULES.resample_hidden(m.state, 0, Rng(seed))):
            assert dealt.decks[0][-1] == wolf and top_id(dealt, 0) == "blinkwolf"
            assert RULES.observation(dealt, 0) == seen
        below[CARDS[dealt.kinds[dealt.decks[0][-2]]].id] += 1
    assert below["hipshot"] > 0 and below["camp_physician"] > 0   # only the top is fixed


def test_003_warp_the_other_players_top_may_be_a_warp_card():
    """Their Warp top is revealed to them only: for you it is hidden like any deck card."""
    m = table(decks={1: ["blinkwolf", "argenport_soldier"]}, deck_filler=0)
    seen = m.observation(0, with_log=False)
    assert seen.part.state.decks[1] == [-1, -1]
    tops = Counter(top_id(RULES.determinize(seen, 0, Rng(seed)), 1) for seed in range(60))
    assert set(tops) == {"blinkwolf", "argenport_soldier"}


def test_003_warp_dealing_uses_the_rng_as_before_when_no_warp_card_lands_on_top():
    """Only a Warp card shuffled onto the hidden top costs one more draw of the RNG (the
    trade); every other deal, so every bot game whose deals never do that, is as before.

    The mirror replays the documented deal: one shuffle of each owner's sorted unseen card
    ids; the observer's hidden deck slots take their unseen instances smallest first, so
    the top slot (the last hidden one) gets the last card of the shuffled ids."""
    m = table(decks={0: ["argenport_soldier", "hipshot", "torch"]}, hands={1: ["torch", "hipshot"]}, deck_filler=4)
    seen = m.observation(0, with_log=False)
    deal = SPEC.capabilities.determinizer(seen, 0)
    traded = Counter()
    for seed in range(60):
        rng, mirror = Rng(seed), Rng(seed)
        dealt = deal(rng)
        pools = [list(seen.part.unseen_cards[owner]) for owner in (0, 1)]
        for pool in pools:
            mirror.shuffle(pool)
        warp_on_top = pools[0][-1] in WARP_CARDS
        traded[warp_on_top] += 1
        if warp_on_top:
            mirror.next_u64()      # the trade's one draw
        else:
            assert top_id(dealt, 0) == pools[0][-1]
        assert not is_warp(dealt, dealt.decks[0][-1])
        assert dealt.rng == Rng(mirror.next_u64()) and rng == mirror
    assert traded[True] > 0 and traded[False] > 0


def test_a_scout_choice_shows_the_top_card_to_its_chooser_only():
    """000 1.2 (decks are hidden) / 003 Scout: the chooser sees their top card (`peek`);
    the other seat's observation must not depend on which card it is."""
    seen_by_1 = []
    for top, under in (("argenport_soldier", "oni_ronin"), ("oni_ronin", "argenport_soldier")):
        m = table(hands={0: ["trailblaze"]}, decks={0: [top, under]})
        play(m, 0, "trailblaze")
        assert m.state.choice is not None and m.state.choice.get("peek")
        assert m.observation(0, with_log=False).part.peek == top
        theirs = m.observation(1, with_log=False)
        assert theirs.part.peek is None and theirs.part.state.choice["prompt"] == "Player 1 is choosing"
        seen_by_1.append(theirs)
    assert seen_by_1[0].part == seen_by_1[1].part      # the part is masked already
    assert seen_by_1[0] == seen_by_1[1]                # the header's Decision prompt is not


def _warp_deck() -> dict:
    """Stonescar Aggro (the prebuilt deck with Warp cards: two Hipshots) made Warp-heavy:
    four Hipshots and four Blinkwolves (both Fire)."""
    deck = load_decks("stonescar-aggro")["decks"][0]
    cards = dict(deck["cards"])
    cards["hipshot"] = 4
    cards["blinkwolf"] = 4
    del cards["knifejack"]
    cards["grenadin_drone"] = 2
    return {"name": "warp-heavy", "cards": cards, "market": []}


def test_003_warp_every_deal_of_random_warp_deck_positions_keeps_the_observation():
    """Broad check: seeded random games with Warp decks; at every third decision, for both
    seats, every deal (fast determinizer, determinize, resample_hidden) is observed alike."""
    prebuilt = [d for d in SPEC.deck_names
                if any(cid in WARP_CARDS for cid in load_decks(d)["decks"][0]["cards"])]
    assert "stonescar-aggro" in prebuilt   # the decks of Sets 1-4 (issue 31) play Warp too
    warp_heavy = _warp_deck()
    setups = [("stonescar-aggro", load_decks("stonescar-aggro")), ("warp-heavy", {"decks": [warp_heavy, warp_heavy]}),
              ("mixed", {"decks": [warp_heavy, load_decks("combrei-midrange")["decks"][0]]})]
    counts: Counter[str] = Counter()
    at_risk = 0.0   # expected Warp cards on a hidden top if dealing ignored the rule
    for name, decks in setups:
        for seed in range(8):
            st = RULES.new_state(Setup("eternal", seed, 2, decks, {"first_seat": seed % 2}))
            rng = Rng(seed)
            step = 0
            while RULES.decision(st) is not None and step < 160:
                if step % 3 == 0:
                    for seat in (0, 1):
                        seen = RULES.observation(st, seat)
                        counts["positions"] += 1
                        for k in range(2):
                            other = RULES.resample_hidden(st, seat, Rng(seed * 1000 + step * 10 + k))
                            assert RULES.observation(other, seat) == seen, (name, seed, step, seat)
                        ch = seen.part.state.choice
                        if ch is not None and ch.get("hidden"):
                            continue
                        own = seen.part.state.decks[seat]
                        if own and own[-1] == -1:
                            hidden = seen.part.unseen_cards[seat]
                            at_risk += 6 * sum(cid in WARP_CARDS for cid in hidden) / len(hidden)
                        deal = SPEC.capabilities.determinizer(seen, seat)
                        for k in range(5):
                            dealt = deal(rng)
                            assert RULES.observation(dealt, seat) == seen, (name, seed, step, seat)
                        assert RULES.observation(RULES.determinize(seen, seat, rng), seat) == seen
                        counts["dealt"] += 6
                        if seen.part.peek in WARP_CARDS:
                            counts["visible warp top"] += 1
                legal = RULES.legal_actions(st)
                RULES.apply(st, rng.choice(legal))
                step += 1
    # the check could fail: ignoring the rule would have put Warp cards on hidden tops
    assert at_risk > 30, at_risk
    assert counts["visible warp top"] > 0 and counts["dealt"] > 1000, counts

