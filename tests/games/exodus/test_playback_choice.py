"""004 Playback Rule: remaining cards "may change targets if the owner chooses" (issue 30:
Unsummon answered by Reversion moved to the other creature with no question; its owner may
prefer to keep the old target and let it fizzle, its cost unpaid, 004 Costs)."""
from __future__ import annotations

from .helpers import RULES, Table


def _unsummon_answered_by_reversion() -> tuple[Table, int, int, list[int]]:
    """Player 1 Unsummons one of two opposing creatures; Player 2 answers with Reversion on it."""
    t = Table(phase="creature", turn=0)
    own = t.pile(0, 1)
    gone = t.creature(1, "dawnwing_acolyte", 1)
    other = t.creature(1, "halo_sentinel", 1)
    unsummon = t.card(0, "unsummon")
    reversion = t.card(1, "reversion")
    t.do("play", 0, unsummon, gone)
    t.pass_until(1)
    t.do("play", 1, reversion, gone)
    t.passes()
    assert gone in t.st.hand[1]
    return t, unsummon, other, own


def test_004_playback_the_owner_is_asked_to_keep_the_gone_target_or_change_it() -> None:
    """The only other creature is not taken without a question: keep or change."""
    t, _unsummon, _other, _own = _unsummon_answered_by_reversion()
    d = RULES.decision(t.st)
    assert d is not None and d.seat == 0 and "Playback" in d.prompt
    assert sorted(a.choice for a in t.legal()) == ["change", "keep"]


def test_004_playback_keeping_the_gone_target_fizzles_unpaid() -> None:
    """Kept: Unsummon fizzles, to the graveyard, and its energy is not paid (004 Costs)."""
    t, unsummon, other, own = _unsummon_answered_by_reversion()
    t.choose(0, choice="keep")
    t.settle()
    assert t.where(unsummon) == "grave" and t.where(other) == "pile" and len(own) == 2


def test_004_playback_changing_the_target_moves_unsummon_to_the_other_creature() -> None:
    """Changed: Unsummon resolves on the other creature, its cost paid then."""
    t, unsummon, other, own = _unsummon_answered_by_reversion()
    t.choose(0, choice="change")
    t.settle()
    assert other in t.st.hand[1] and t.where(unsummon) == "grave" and own not in t.st.piles[0]
