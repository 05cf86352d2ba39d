"""Ways to play a spell beyond one target: the modes of a Choice spell ("- X, or; - Y", each
with its own target, chosen as it is played, 000 4.2) and the Student of a spell with Mentor
(003 Mentor: "you may exhaust another readied unit you control ... and do X").

A Choice spell's effects are one step {"op": "choose_mode", "modes": [{"label", "target"?,
"effects"}, ...]}; its play Actions carry choice "mode1", "mode2", ... with that mode's target.
A Mentor spell has a step whose "if" is "student" (or an op of STUDENT_OPS); it is played plain or with choice "mentor"
and one of its player's ready units as the Student. legality._priced_variants asks
spell_variants first; plays.place asks spell_choice to note the mode or Student on the stack.
"""
from __future__ import annotations

from typing import Any

from .cards import Card, CardDataError, Target, _effects, _target, is_type
from .state import EternalState
from .targets import _passes, valid_targets

_TARGETS: dict[tuple[str, int], Target | None] = {}


def modes_of(card: Card) -> list[dict[str, Any]]:
    """The modes of a Choice spell (empty for any other card)."""
    if card.effects and card.effects[0].get("op") == "choose_mode":
        return list(card.effects[0]["modes"])
    return []


# Ops that speak of a spell's Student (Leave a Witness: "Kill all units. Mentor: Spare the Student.")
STUDENT_OPS = {"kill_all_but", "student_deals", "draw_per_skill", "play_copies_from_top"}


def is_mentor_spell(card: Card) -> bool:
    """A spell with Mentor: one of its steps happens only with a Student ("if": "student") or
    speaks of it (STUDENT_OPS)."""
    return card.is_spell and any(s.get("op") in STUDENT_OPS or "student" in str(s.get("if", "")).split("&")
                                 for s in card.effects)


def mode_target(card: Card, n: int) -> Target | None:
    """The target of a Choice spell's mode n (0-based), checked as cards.json is (cached)."""
    key = (card.id, n)
    if key not in _TARGETS:
        mode = modes_of(card)[n]
        _TARGETS[key] = _target(f"cards.json: card {card.id} mode {n + 1}", mode.get("target"))
    return _TARGETS[key]


def validate_modes(card: Card) -> None:
    """Check a Choice spell's modes as cards.json's effects are checked (CardDataError names
    the card): a label, effects in the vocabulary, a known target."""
    for n, mode in enumerate(modes_of(card)):
        where = f"cards.json: card {card.id} mode {n + 1}"
        if not isinstance(mode, dict) or set(mode) - {"label", "target", "effects"} or not mode.get("label"):
            raise CardDataError(f"{where}: a mode takes label, target and effects")
        _effects(where, mode.get("effects", []))
        mode_target(card, n)


def _fits(st: EternalState, cards: tuple[Card, ...], x: int, src: int, spec: Target) -> bool:
    """A target of a mode that passes its filter: on a unit, the play targets' filters; on a
    spell or attachment (which those filters do not read), "single_faction" and "min_cost"."""
    if x < 0:
        return True
    if x in st.boards[st.owners[x]]:
        return _passes(st, cards, x, src, spec.filter)
    card = cards[st.kinds[x]]
    for key, value in spec.filter:
        if key == "single_faction" and len(card.factions) != 1:
            return False
        if key == "min_cost" and card.cost < value:
            return False
        if key == "multi_faction" and len(card.factions) < 2:   # Rindra's Choice: "a multifaction enemy spell"
            return False
        if key == "relic" and not is_type(card.type, "relic"):   # Disrupt: "Kill an enemy relic"
            return False
    return True


def spell_variants(st: EternalState, cards: tuple[Card, ...], seat: int, c: int,
                   card: Card) -> list[tuple[int | None, str | None]] | None:
    """The (target, choice) ways to play a Choice spell or a Mentor spell (None for other
    cards): each mode with each of its targets (a mode without a target once); a Mentor
    spell plainly and with each ready unit of its player as the Student."""
    modes = modes_of(card)
    if modes:
        out: list[tuple[int | None, str | None]] = []
        for n in range(len(modes)):
            spec = mode_target(card, n)
            if spec is None:
                out.append((None, f"mode{n + 1}"))
                continue
            out += [(x, f"mode{n + 1}") for x in valid_targets(st, cards, seat, c, spec) if _fits(st, cards, x, c, spec)]
        return out
    if is_mentor_spell(card):
        return [(None, None)] + [(u, "mentor") for u in st.boards[seat]
                                 if cards[st.kinds[u]].is_unit and not st.info[u].ex]
    return None


def spell_choice(st: EternalState, item: dict[str, Any], choice: Any) -> None:
    """Note on a spell's stack item what its play chose: the mode of a Choice spell ("mode",
    1-based), or a Mentor spell's Student (exhausted now, 003 Mentor; it is no target)."""
    if isinstance(choice, str) and choice.startswith("mode"):
        item["mode"] = int(choice[4:])
    elif choice == "mentor" and item.get("target") is not None:
        student = item.pop("target")
        st.info[student].ex = True
        item["student"] = student


def mode_label(card: Card, choice: Any) -> str:
    """The label of the mode a play Action chose ("" when it chose none)."""
    if isinstance(choice, str) and choice.startswith("mode") and choice[4:].isdigit():
        modes = modes_of(card)
        n = int(choice[4:]) - 1
        if 0 <= n < len(modes):
            return str(modes[n]["label"])
    return ""
