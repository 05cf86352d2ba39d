"""Retry from a mistake, in words: the position before a marked decision of a replayed game
is played again by you at that decision's seat against bots of the level you choose
(scenes/replay_retry.py starts it), and its link to the original (files/retry_links.py)
lets the original's replay viewer compare the two results.

`comparison` says how a retry went beside the original, in the words the viewer lists
("Retry 1 (Hard, from step 12): you won at turn 9; the original was lost")."""
from __future__ import annotations

from ..files.retry_links import Outcome, RetryLink


def _ended(o: Outcome, seat: int) -> str:
    """"won", "lost" or "drew" for the seat."""
    if not o.winners:
        return "drew"
    return "won" if seat in o.winners else "lost"


def _where(o: Outcome) -> str:
    """" at turn 9" (the game's own words), else " after 57 moves"."""
    if o.progress:
        return f" at {o.progress[:1].lower()}{o.progress[1:]}"
    return f" after {o.steps} moves" if o.steps else ""


def original_words(link: RetryLink) -> str:
    """How the original went for the retried seat: "the original was lost"."""
    if link.original is None:
        return "the original was not finished"
    return {"won": "the original was won", "lost": "the original was lost",
            "drew": "the original was a draw"}[_ended(link.original, link.seat)]


def comparison(number: int, link: RetryLink, level_title: str) -> str:
    """One line comparing a retry with the original."""
    head = f"Retry {number} ({level_title}, from step {link.step})"
    o = link.outcome
    if o is None:
        return f"{head}: not finished yet; {original_words(link)}"
    verb = _ended(o, link.seat)
    mine = {"won": "you won", "lost": "you lost", "drew": "a draw"}[verb]
    return f"{head}: {mine}{_where(o)}; {original_words(link)}"


def improved(link: RetryLink) -> bool | None:
    """True when the retry did better than the original for the seat, False when not,
    None while the retry goes on."""
    if link.outcome is None:
        return None
    rank = {"won": 2, "drew": 1, "lost": 0}
    before = rank[_ended(link.original, link.seat)] if link.original is not None else 0
    return rank[_ended(link.outcome, link.seat)] > before
