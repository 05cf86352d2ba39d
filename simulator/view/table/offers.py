"""How the table offers each legal action: a drag, a click on a glowing card, the one
end-turn button, the Done button, or a button (beside the table, or in a menu).

The game's table description says how it would like an action offered
(TableDescription.offer); a click on a place (an action with no card: attack in a realm,
draw from the deck) becomes a button laid on that place when the layout has a "button"
zone among the action's places (TableDescription.drop_places). This module makes sure
every legal action gets *some* way to be made on screen: a drag whose card is not on the
table, a click on a player, on a card that is not shown or on a place without a button
zone, or a second end-turn action become buttons, and button labels are made unique.
tests/view/test_reachability.py proves it for every registered game.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Container, Sequence

from ...core.actions import Action
from ...core.table import TableDescription


@dataclass
class Offers:
    """The legal actions of one decision, sorted by how the table offers them."""

    plays: dict[int, list[Action]] = field(default_factory=dict)   # card -> its drag actions
    clicks: dict[int, Action] = field(default_factory=dict)        # card -> the click answer
    end_turn: Action | None = None
    done: Action | None = None
    buttons: list[tuple[str, Action]] = field(default_factory=list)   # (unique label, action)
    places: list[tuple[str, Action]] = field(default_factory=list)    # (button zone key, action): a button on the board


def click_targets(table: TableDescription, legal: Sequence[Action]) -> list[int]:
    """The cards that clicking answers a pending choice with (cards, not players)."""
    return [a.target for a in legal if table.offer(a) == "click" and a.target is not None and a.target >= 0]


def sort_offers(table: TableDescription, legal: Sequence[Action], on_table: Container[int],
                describe: Callable[[Action], str], places: Sequence[str] = ()) -> Offers:
    """Sort `legal` into drags, clicks, the end-turn and Done buttons, buttons on places of
    the board, and labelled buttons.

    on_table: the cards that have a node on the table (or in the choice tray); places: the
    layout's "button" zones (a click on a place is a button there, one action a place)."""
    out = Offers()
    rest: list[Action] = []
    taken: set[str] = set()
    for a in legal:
        offer = table.offer(a)
        place = None
        if offer == "click" and a.card is None and a.target is None:
            place = next((k for k in table.drop_places(a) if k in places and k not in taken), None)
        if place is not None:
            taken.add(place)
            out.places.append((place, a))
        elif offer == "drag" and a.card is not None and a.card in on_table:
            out.plays.setdefault(a.card, []).append(a)
        elif offer == "end_turn" and out.end_turn is None:
            out.end_turn = a
        elif offer == "click" and a.target is not None and a.target in on_table and a.target not in out.clicks:
            out.clicks[a.target] = a
        elif offer == "done" and out.done is None:
            out.done = a
        else:
            rest.append(a)
    seen: dict[str, int] = {}
    for a in rest:
        label = describe(a)
        seen[label] = seen.get(label, 0) + 1
        out.buttons.append((label if seen[label] == 1 else f"{label} ({seen[label]})", a))
    return out
