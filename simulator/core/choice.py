"""Pending choices shared by the games: collecting a player's picks one action at a time.

`open_choice` starts one (or answers it at once when there is nothing to choose). A
pending choice is a dict with "by" ("value": one action names the answer in
Action.choice; otherwise the player picks targets one by one), "picks" (the targets picked
so far), "max" (how many may be picked) and "options" (what may be picked). Picking ends
with a "done" action, at "max" picks, or when every option has been picked.
"""
from __future__ import annotations

from typing import Any

from .actions import Action


def open_choice(seat: int, prompt: str, options: list[Any], lo: int, hi: int, by: str = "card",
                labels: list[str] | None = None, **extra: Any) -> tuple[list[Any] | None, dict[str, Any] | None]:
    """Ask `seat` to pick lo..hi of `options` (hi is capped at how many there are).

    Returns (picks, None) when the answer is forced (nothing to pick, or every option must
    be picked), else (None, the pending choice dict, with `extra` keys added last)."""
    hi = min(hi, len(options))
    lo = min(lo, hi)
    if hi == 0:
        return [], None
    if lo == hi == len(options):
        return list(options), None
    return None, {"seat": seat, "prompt": prompt, "options": list(options), "picks": [], "min": lo, "max": hi,
                  "by": by, "labels": labels, **extra}


def choice_actions(choice: dict[str, Any], act: str = "choose", card: int | None = None) -> list[Action]:
    """The legal answers to a pending choice: Action(act, seat, card, target) per option not
    yet picked (or Action("choose", seat, choice=value) for a choice by value), and
    Action(act, seat, card, choice="done") once enough picks are made."""
    seat = choice["seat"]
    if choice["by"] == "value":
        return [Action("choose", seat, choice=v) for v in choice["options"]]
    picks = choice["picks"]
    out = [Action(act, seat, card, o) for o in choice["options"] if o not in picks]
    if len(picks) >= choice["min"]:
        out.append(Action(act, seat, card, choice="done"))
    return out


def record_pick(choice: dict[str, Any], action: Action) -> list[Any] | None:
    """Record one answer to `choice`; the complete list of picks, or None while more may come."""
    if choice["by"] == "value":
        return [action.choice]
    if action.choice != "done":
        choice["picks"].append(action.target)
    picks = choice["picks"]
    if action.choice != "done" and len(picks) < choice["max"] and len(picks) < len(choice["options"]):
        return None
    return list(picks)


def describe_answer(choice: dict[str, Any] | None, action: Action, card_name: Any) -> str:
    """How a menu or a log names an answer to a pending choice: "Done", the picked card's
    name (card_name(id)), or the label of a value answer (the value itself without one)."""
    if action.choice == "done":
        return "Done"
    if action.target is not None:
        return str(card_name(action.target))
    if choice and choice.get("labels") and action.choice in choice["options"]:
        return str(choice["labels"][choice["options"].index(action.choice)])
    return str(action.choice)
