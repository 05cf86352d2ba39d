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
    """The banner for a person's turn: who; then the pending choice by name when the game
    names it (`choice`: the Draw Phase's split), dragging a card (or, by keys, picking one)
    when cards can be played, and the one button (`end_label`); with no card to play, the
    decision's own `prompt` or the button alone."""
    head = "Your turn" if who == YOU else f"Your turn, {who}"
    button = f"{end_label} ({keys.end_turn})" if keyboard and end_label else end_label
    more = bool(offers.places or offers.buttons)
    named = f"{choice[:1].lower()}{choice[1:]}" if choice and (more or offers.clicks) else ""
    if offers.plays:
        how = (f"pick a card with {keys.next} and {keys.confirm}" if keyboard
               else "drag a card onto the table")
        how += ", press a button" if more and not named else ""
        return f"{head}: " + ", or ".join(p for p in (named, how, button) if p)
    if named:
        return f"{head}: {named}"
    rest = _after_seat(prompt, who)
    if more or offers.clicks:
        if not button or end_label is None or end_label.lower() in rest.lower():
            return f"{head}: {rest}"            # the game's own words say it all ("draw, attack, or pass")
        return f"{head}: {rest} — choose, or {button}"
    if button:
        return f"{head}: nothing left to play, {button}"
    return f"{head}: {rest}"


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
