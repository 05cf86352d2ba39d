"""The banner's words for a person's decision: what there is to do now, in the words of the
gesture that does it (a drag for the mouse, the keys for the keyboard), naming a pending
choice ("Choose which deck to draw from") instead of inviting a drag when no card can be
played, and saying when priority is held. Pure text: no drawing here."""
from __future__ import annotations

from dataclasses import dataclass

from ..input.picks import PickCount, pick_words
from .names import YOU
from .offers import Offers


@dataclass(frozen=True)
class Keys:
    """The keys the banner names (as the player reads them: "Tab", "Enter", "E")."""

    next: str
    confirm: str
    cancel: str
    end_turn: str


def _after_seat(prompt: str, who: str) -> str:
    """A decision's prompt without its leading "<seat>: " ("Draw Phase")."""
    head = f"{who}: "
    return prompt[len(head):] if prompt.startswith(head) else prompt


def turn_words(who: str, prompt: str, offers: Offers, end_label: str | None, choice: str | None,
               keyboard: bool, keys: Keys) -> str:
    """The banner for a person's turn: who; then dragging a card (or, by keys, picking one)
    when cards can be played, else the pending choice by name (`choice`, the game's words,
    or the decision's `prompt`), else the one button to press (`end_label`)."""
    head = "Your turn" if who == YOU else f"Your turn, {who}"
    button = f"{end_label} ({keys.end_turn})" if keyboard and end_label else end_label
    if offers.plays:
        how = (f"pick a card with {keys.next} and {keys.confirm}" if keyboard
               else "drag a card onto the table")
        return f"{head}: {how}" + (f", or {button}" if button else "")
    if offers.places or offers.buttons or offers.clicks:
        named = choice or _after_seat(prompt, who)
        return f"{head}: {named}" + (f", or {button}" if button and not choice else "")
    if button:
        return f"{head}: nothing left to play, {button}"
    return f"{head}: {_after_seat(prompt, who)}"


def choice_words(prompt: str, count: PickCount | None, held: bool, clicking: bool, keyboard: bool,
                 keys: Keys) -> str:
    """The banner for a choice (a target, a discard, a block...): the game's prompt, the
    picks made so far, and how to answer by mouse or by keys."""
    text = prompt + pick_words(count, held, clicking and not keyboard, keys.confirm, keys.cancel)
    if clicking and keyboard and not held:
        text += f" (choose with {keys.next} and {keys.confirm})"
    return text


def with_hold(text: str, holding: bool, key: str) -> str:
    """The banner with "Holding priority" first while the hold-priority key is in force."""
    return f"Holding priority ({key})   ·   {text}" if holding else text
