"""Krieg card data: load and validate cards.json into an immutable card table."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..common.cards import load_card_table
from ...core.carddata import CardDataError, card_records

RULE_SOURCE = "002_551703699b856b1d.txt"
ROWS = ("melee", "range", "siege")
ROW_TITLES = ("Melee", "Range", "Siege")
DECKS = ("unit", "power", "king")
TYPES = ("melee", "range", "siege", "spy", "hex", "jester", "weather", "king")
_CARD_KEYS = {"id", "name", "deck", "type", "strength", "rows", "side", "text", "effects",
              "attach", "options", "notes"}
_ATTACH_KEYS = {"add_row_count", "row_add", "halve", "fortify"}

# The effect vocabulary: op name -> the parameter names it accepts.
OPS: dict[str, set[str]] = {
    "draw": {"n", "who", "only"},
    "draw_at_round_end": {"n"},
    "boost_row_mates": {"n", "amount"},
    "destroy": {"side", "n", "mode", "required", "remember"},
    "set_aside": {"side", "n", "mode", "required"},
    "take_to_hand": {"side", "n"},
    "move_row": {"side", "required"},
    "discard_from_hand": {"min", "max", "required", "remember"},
    "boost_host": {"per", "by"},
    "draw_by_strength": {"threshold", "below", "otherwise"},
    "return_last_played": set(),
    "return_king": {"required"},
    "execute_king": {"field_draw", "hand_draw", "required"},
    "aside_king": {"required"},
    "reveal_powers": set(),
    "raise_top_units": {"n"},
    "raise_chosen_unit": {"required"},
    "take_from_power_grave": {"depth", "required"},
    "void": set(),
    "war": set(),
    "crusade": set(),
    "burden": set(),
    "aside_from_hand": {"n", "required"},
    "weather": {"effect", "rows", "when"},
    "gale": set(),
    "clear_weather": set(),
    "move_weather": set(),
    "halve_rows": {"row"},
    "swap_units": set(),
}


@dataclass(frozen=True, slots=True)
class Card:
    """One Krieg card as printed, with its behaviour in the effect vocabulary."""

    index: int
    id: str
    name: str
    deck: str
    type: str
    strength: int
    rows: tuple[int, ...]
    side: str
    text: str
    effects: tuple[dict[str, Any], ...]
    attach: dict[str, Any] | None
    options: tuple[tuple[str, tuple[dict[str, Any], ...]], ...]
    notes: str

    @property
    def is_unit(self) -> bool:
        """True for cards that stand in a row and have strength (units and spy units)."""
        return self.strength > 0

    @property
    def is_king(self) -> bool:
        """True for King cards."""
        return self.type == "king"


def _check_effects(where: str, effects: Any) -> tuple[dict[str, Any], ...]:
    if not isinstance(effects, list):
        raise CardDataError(f"{where}: 'effects' must be a list")
    for step in effects:
        if not isinstance(step, dict) or "op" not in step:
            raise CardDataError(f"{where}: every effect needs an 'op'")
        op = step["op"]
        if op not in OPS:
            raise CardDataError(f"{where}: unknown effect '{op}'")
        extra = set(step) - OPS[op] - {"op"}
        if extra:
            raise CardDataError(f"{where}: effect '{op}' has unknown key(s) {', '.join(sorted(extra))}")
    return tuple(effects)


def parse_cards(data: Any, source: str = "cards.json") -> tuple[Card, ...]:
    """Validate card data and build the card table; raise CardDataError naming file and card."""
    table: list[Card] = []
    for i, (where, raw) in enumerate(card_records(data, source, _CARD_KEYS)):
        cid = raw["id"]
        deck, ctype = raw.get("deck"), raw.get("type")
        if deck not in DECKS:
            raise CardDataError(f"{where}: deck must be one of {', '.join(DECKS)}")
        if ctype not in TYPES:
            raise CardDataError(f"{where}: unknown type '{ctype}'")
        rows = raw.get("rows", [])
        if any(r not in ROWS for r in rows):
            raise CardDataError(f"{where}: unknown row in {rows}")
        strength = raw.get("strength", 0)
        if not isinstance(strength, int) or strength < 0:
            raise CardDataError(f"{where}: strength must be a non-negative integer")
        if strength and not rows:
            raise CardDataError(f"{where}: a unit needs 'rows'")
        attach = raw.get("attach")
        if attach is not None and (not isinstance(attach, dict) or set(attach) - _ATTACH_KEYS):
            raise CardDataError(f"{where}: bad 'attach' (known keys: {', '.join(sorted(_ATTACH_KEYS))})")
        options = []
        for opt in raw.get("options", []):
            if not isinstance(opt, dict) or not isinstance(opt.get("label"), str):
                raise CardDataError(f"{where}: every option needs a 'label'")
            options.append((opt["label"], _check_effects(f"{where} option '{opt['label']}'", opt.get("effects", []))))
        if ctype == "king" and not options:
            raise CardDataError(f"{where}: a King needs 'options'")
        table.append(Card(
            index=i, id=cid, name=str(raw.get("name", cid)), deck=deck, type=ctype,
            strength=strength, rows=tuple(ROWS.index(r) for r in rows),
            side=str(raw.get("side", "own")), text=str(raw.get("text", "")),
            effects=_check_effects(where, raw.get("effects", [])), attach=attach,
            options=tuple(options), notes=str(raw.get("notes", "")),
        ))
    return tuple(table)




def card_table() -> tuple[Card, ...]:
    """The shipped Krieg card table (loaded once)."""
    return load_card_table(__package__, parse_cards)


def card_index() -> dict[str, int]:
    """Card id -> index in the card table."""
    return {c.id: c.index for c in card_table()}
