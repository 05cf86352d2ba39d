"""Eternal card data: load and validate cards.json into an immutable card table.

A card's numbers and text are the real card's (../shared/cards/eternal/eternal-cards.json);
its behaviour is written in the effect vocabulary below. Unknown keys, keywords, effect
ops, op parameters, selectors or target kinds are rejected at load, naming file and card.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Any

RULES = "000_6d0cea8edcfa8f82.txt"   # Advanced Rules v1.0, the authority
GUIDE = "003_5beb1e01c63d61a7.txt"   # in-depth guide: fills what 000 leaves out
FACTIONS = "FTJPS"                    # Fire, Time, Justice, Primal, Shadow (000 1.3)
FACTION_NAMES = ("Fire", "Time", "Justice", "Primal", "Shadow")

TYPES = ("power", "unit", "spell", "fast_spell", "weapon", "curse", "relic", "relic_weapon",
         "cursed_relic", "site")

# Skills (000 1.4, 003 "Battle Skills" / "Other Abilities") as bits of one int.
KEYWORDS = ("aegis", "ambush", "berserk", "charge", "deadly", "destiny", "double_damage", "echo",
            "endurance", "flying", "invulnerable", "killer", "lifesteal", "overwhelm", "quickdraw",
            "reckless", "revenge", "unblockable", "warp", "cant_block", "bond")
KW = {k: 1 << i for i, k in enumerate(KEYWORDS)}
BATTLE_SKILLS = ("aegis", "charge", "deadly", "double_damage", "endurance", "flying", "killer",
                 "lifesteal", "overwhelm", "quickdraw", "reckless", "revenge", "unblockable")

# When a card's triggered ability fires (003 "Other Abilities", 000 1.4).
TRIGGERS = ("summon", "entomb", "empower", "fate", "infiltrate", "lifeforce", "spark", "ally",
            "mentor", "bond", "attack", "block", "turn_start", "turn_end", "play_spell",
            "play_unit", "unit_dies", "draw")
TBIT = {t: 1 << i for i, t in enumerate(TRIGGERS)}

# Who an op reaches. "target" is the play's chosen target; "student" the Mentor's Student;
# "wielder" the unit a weapon is on (or its owner for a relic weapon).
SELECTORS = ("target", "self", "you", "enemy_player", "each_player", "your_units", "enemy_units",
             "all_units", "other_units", "your_other_units", "each_enemy", "wielder", "student",
             "bonded", "hand_units", "deck_units", "enemy_attachments")

TARGET_KINDS = ("unit", "player", "unit_or_player", "enemy", "attachment")
TARGET_SIDES = ("any", "enemy", "friendly")
TARGET_FILTERS = {"max_attack", "min_attack", "single_faction", "flying", "attacking",
                  "exhausted", "stunned", "other", "max_cost", "unit_type"}

# The effect vocabulary: op name -> the parameter names it accepts ("op", "if" always).
OPS: dict[str, set[str]] = {
    "damage": {"amount", "to", "from_self"},
    "heal": {"amount", "to"},
    "kill": {"to"},
    "buff": {"attack", "health", "to", "turn"},
    "grant": {"keywords", "to", "turn", "warcry"},
    "silence": {"to"},
    "stun": {"to"},
    "exhaust": {"to"},
    "ready": {"to"},
    "bounce": {"to"},
    "draw": {"n", "who"},
    "discard": {"n", "random", "who"},
    "armor": {"amount"},
    "create": {"card", "n", "zone", "who"},
    "nightfall": set(),
    "scout": set(),
    "tutor": {"filter", "choose"},
    "from_void": {"filter", "zone", "buff"},
    "top_of_deck": {"attack", "health", "kinds", "keywords"},
    "market_swap": {"factions"},
    "copy": {"to"},
    "gain_influence": {"factions"},
    "aegis_player": {"to"},
    "invulnerable_player": {"to"},
    "max_power": {"amount"},
    "power": {"amount"},
}
CONDITIONS = ("spark", "night", "has_unit", "ally")
_OP_KINDS = {"zone": ("board", "hand", "deck", "deck_top10"), "who": ("you", "enemy")}

_CARD_KEYS = {"id", "name", "set", "number", "type", "cost", "influence", "attack", "health",
              "unit_types", "rarity", "text", "keywords", "warcry", "target", "effects", "triggers",
              "abilities", "aura", "depleted", "depleted_unless_unit", "transmute", "additional_cost",
              "agenda", "merchant", "token", "host_stats", "notes"}
_TRIGGER_KEYS = {"on", "effects", "target", "unit_type", "if", "others"}
_ABILITY_KEYS = {"pay", "exhaust", "sacrifice", "ultimate", "once_per_turn", "target", "effects"}
_AURA_KEYS = {"units", "attack", "health", "keywords", "filter", "self_per_other"}
_AURA_UNITS = ("yours", "your_others", "enemy", "self", "all")


class CardDataError(ValueError):
    """A card file that breaks the schema; the message names the file and card."""


@dataclass(frozen=True, slots=True)
class Target:
    """What a play or triggered ability points at, chosen before reactions (000 4.2)."""

    kind: str
    side: str
    filter: tuple[tuple[str, Any], ...]
    optional: bool = False


@dataclass(frozen=True, slots=True)
class Trigger:
    """A triggered ability: when `on` happens, put `effects` on the stack."""

    on: str
    effects: tuple[dict[str, Any], ...]
    target: Target | None
    unit_type: str
    cond: str
    others: bool
    reactable: bool


@dataclass(frozen=True, slots=True)
class Ability:
    """An activated ability (000 1.4): used in its controller's main phase, at a cost."""

    pay: int
    exhaust: bool
    sacrifice: bool
    ultimate: bool
    once_per_turn: bool
    target: Target | None
    effects: tuple[dict[str, Any], ...]
    reactable: bool


@dataclass(frozen=True, slots=True)
class Card:
    """One Eternal card as printed, with its behaviour in the effect vocabulary."""

    index: int
    id: str
    name: str
    type: str
    cost: int
    influence: tuple[int, int, int, int, int]
    factions: str
    attack: int
    health: int
    unit_types: tuple[str, ...]
    text: str
    kw: int
    warcry: int
    target: Target | None
    effects: tuple[dict[str, Any], ...]
    triggers: tuple[Trigger, ...]
    abilities: tuple[Ability, ...]
    aura: dict[str, Any] | None
    depleted: bool
    depleted_unless_unit: bool
    transmute: tuple[int, str] | None
    additional_cost: str
    agenda: tuple[str, ...]
    merchant: str
    host_stats: tuple[int, int]
    token: bool
    reactable: bool
    tmask: int
    set: int
    number: int
    notes: str

    @property
    def is_power(self) -> bool:
        """Power cards (sigils, banners, monuments)."""
        return self.type == "power"

    @property
    def is_unit(self) -> bool:
        """Unit cards."""
        return self.type == "unit"

    @property
    def is_spell(self) -> bool:
        """Spells and fast spells."""
        return self.type in ("spell", "fast_spell")

    @property
    def is_fast(self) -> bool:
        """Fast spells: playable outside the main phase and in response (000 4.1)."""
        return self.type == "fast_spell"

    @property
    def is_sigil(self) -> bool:
        """Sigils may exceed the four-copies limit (003 Basic Gameplay)."""
        return self.type == "power" and self.name.endswith("Sigil")

    def has(self, keyword: str) -> bool:
        """True when the printed card has this skill."""
        return bool(self.kw & KW[keyword])


def _influence(where: str, text: Any) -> tuple[tuple[int, int, int, int, int], str]:
    if not isinstance(text, str) or any(ch not in FACTIONS for ch in text):
        raise CardDataError(f"{where}: influence must be a string of the letters {FACTIONS}")
    counts = tuple(text.count(f) for f in FACTIONS)
    return counts, "".join(f for f in FACTIONS if f in text)  # type: ignore[return-value]


def _target(where: str, raw: Any) -> Target | None:
    if raw is None:
        return None
    if not isinstance(raw, dict) or raw.get("kind") not in TARGET_KINDS:
        raise CardDataError(f"{where}: target needs a 'kind' among {', '.join(TARGET_KINDS)}")
    extra = set(raw) - {"kind", "side", "filter", "optional"}
    if extra:
        raise CardDataError(f"{where}: target has unknown key(s) {', '.join(sorted(extra))}")
    side = raw.get("side", "any")
    if side not in TARGET_SIDES:
        raise CardDataError(f"{where}: target side must be one of {', '.join(TARGET_SIDES)}")
    flt = raw.get("filter", {})
    if not isinstance(flt, dict) or set(flt) - TARGET_FILTERS:
        raise CardDataError(f"{where}: unknown target filter(s) {', '.join(sorted(set(flt) - TARGET_FILTERS))}")
    return Target(raw["kind"], side, tuple(sorted(flt.items())), bool(raw.get("optional", False)))


def _keywords(where: str, names: Any) -> int:
    if not isinstance(names, list):
        raise CardDataError(f"{where}: keywords must be a list")
    bits = 0
    for k in names:
        if k not in KW:
            raise CardDataError(f"{where}: unknown keyword '{k}'")
        bits |= KW[k]
    return bits


def _effects(where: str, effects: Any) -> tuple[dict[str, Any], ...]:
    if not isinstance(effects, list):
        raise CardDataError(f"{where}: effects must be a list")
    for step in effects:
        if not isinstance(step, dict) or "op" not in step:
            raise CardDataError(f"{where}: every effect needs an 'op'")
        op = step["op"]
        if op not in OPS:
            raise CardDataError(f"{where}: unknown effect '{op}'")
        extra = set(step) - OPS[op] - {"op", "if"}
        if extra:
            raise CardDataError(f"{where}: effect '{op}' has unknown key(s) {', '.join(sorted(extra))}")
        if "to" in step and step["to"] not in SELECTORS:
            raise CardDataError(f"{where}: effect '{op}' reaches unknown '{step['to']}'")
        if "if" in step and step["if"] not in CONDITIONS:
            raise CardDataError(f"{where}: effect '{op}' has unknown condition '{step['if']}'")
        if "keywords" in step:
            _keywords(where, step["keywords"])
        for key, allowed in _OP_KINDS.items():
            if key in step and step[key] not in allowed:
                raise CardDataError(f"{where}: effect '{op}' {key} must be one of {', '.join(allowed)}")
    return tuple(effects)


def _pair(where: str, raw: Any) -> tuple[int, int]:
    if not (isinstance(raw, list) and len(raw) == 2 and all(isinstance(x, int) for x in raw)):
        raise CardDataError(f"{where}: host_stats must be [strength, health] changes")
    return raw[0], raw[1]


def affects_enemy(effects: tuple[dict[str, Any], ...], target: Target | None) -> bool:
    """Whether an ability can directly influence the other player (000 4.2): only such
    abilities open a response window. Spells always do; a chosen target is checked when
    the ability goes on the stack (pass target=None to judge the untargeted effects)."""
    if target is not None and (target.side != "friendly"):
        return True
    enemy = {"enemy_player", "each_player", "enemy_units", "all_units", "other_units", "each_enemy",
             "enemy_attachments"}
    for step in effects:
        if step.get("to") in enemy or step.get("who") == "enemy":
            return True
    return False


def parse_cards(data: Any, source: str = "cards.json") -> tuple[Card, ...]:
    """Validate card data and build the card table; raise CardDataError naming file and card."""
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        raise CardDataError(f"{source}: expected an object with a 'cards' list")
    table: list[Card] = []
    seen: set[str] = set()
    for i, raw in enumerate(data["cards"]):
        cid = raw.get("id") if isinstance(raw, dict) else None
        where = f"{source}: card {cid or i}"
        if not isinstance(raw, dict) or not isinstance(cid, str):
            raise CardDataError(f"{where}: a card must be an object with a string 'id'")
        unknown = set(raw) - _CARD_KEYS
        if unknown:
            raise CardDataError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
        if cid in seen:
            raise CardDataError(f"{where}: duplicate id")
        seen.add(cid)
        ctype = raw.get("type")
        if ctype not in TYPES:
            raise CardDataError(f"{where}: unknown type '{ctype}'")
        for key in ("cost", "attack", "health"):
            if not isinstance(raw.get(key, 0), int):
                raise CardDataError(f"{where}: '{key}' must be an integer")
        influence, factions = _influence(where, raw.get("influence", ""))
        target = _target(where, raw.get("target"))
        effects = _effects(where, raw.get("effects", []))
        triggers = []
        for t in raw.get("triggers", []):
            if not isinstance(t, dict) or t.get("on") not in TRIGGERS or set(t) - _TRIGGER_KEYS:
                raise CardDataError(f"{where}: bad trigger {t!r} (on: {', '.join(TRIGGERS)})")
            if t.get("if") is not None and t["if"] not in CONDITIONS:
                raise CardDataError(f"{where}: trigger has unknown condition '{t['if']}'")
            teff = _effects(f"{where} trigger '{t['on']}'", t.get("effects", []))
            tt = _target(f"{where} trigger '{t['on']}'", t.get("target"))
            triggers.append(Trigger(t["on"], teff, tt, str(t.get("unit_type", "")), str(t.get("if") or ""),
                                    bool(t.get("others", False)), affects_enemy(teff, None)))
        abilities = []
        for a in raw.get("abilities", []):
            if not isinstance(a, dict) or set(a) - _ABILITY_KEYS:
                raise CardDataError(f"{where}: bad ability {a!r}")
            aeff = _effects(f"{where} ability", a.get("effects", []))
            at = _target(f"{where} ability", a.get("target"))
            abilities.append(Ability(int(a.get("pay", 0)), bool(a.get("exhaust", False)),
                                     bool(a.get("sacrifice", False)), bool(a.get("ultimate", False)),
                                     bool(a.get("once_per_turn", False)), at, aeff, affects_enemy(aeff, None)))
        aura = raw.get("aura")
        if aura is not None:
            if not isinstance(aura, dict) or set(aura) - _AURA_KEYS or aura.get("units") not in _AURA_UNITS:
                raise CardDataError(f"{where}: bad aura (keys {', '.join(sorted(_AURA_KEYS))}; units one of {', '.join(_AURA_UNITS)})")
            _keywords(where, aura.get("keywords", []))
            if set(aura.get("filter", {})) - TARGET_FILTERS - {"faction"}:
                raise CardDataError(f"{where}: aura has unknown filter")
        transmute = raw.get("transmute")
        if transmute is not None:
            if not (isinstance(transmute, dict) and isinstance(transmute.get("at"), int) and isinstance(transmute.get("into"), str)):
                raise CardDataError(f"{where}: transmute needs 'at' (int) and 'into' (card id)")
            transmute = (transmute["at"], transmute["into"])
        add_cost = raw.get("additional_cost", "")
        if add_cost not in ("", "sacrifice_unit"):
            raise CardDataError(f"{where}: unknown additional cost '{add_cost}'")
        merchant = raw.get("merchant", "")
        if merchant and any(ch not in FACTIONS for ch in merchant):
            raise CardDataError(f"{where}: merchant factions must be letters of {FACTIONS}")
        kw = _keywords(where, raw.get("keywords", []))
        warcry = int(raw.get("warcry", 0))
        reactable = ctype in ("spell", "fast_spell", "curse", "cursed_relic")
        table.append(Card(
            index=i, id=cid, name=str(raw.get("name", cid)), type=ctype, cost=int(raw.get("cost", 0)),
            influence=influence, factions=factions, attack=int(raw.get("attack", 0)),
            health=int(raw.get("health", 0)), unit_types=tuple(raw.get("unit_types", [])),
            text=str(raw.get("text", "")), kw=kw, warcry=warcry, target=target, effects=effects,
            triggers=tuple(triggers), abilities=tuple(abilities), aura=aura,
            depleted=bool(raw.get("depleted", False)),
            depleted_unless_unit=bool(raw.get("depleted_unless_unit", False)), transmute=transmute,
            additional_cost=add_cost, agenda=tuple(raw.get("agenda", [])), merchant=merchant,
            host_stats=_pair(where, raw.get("host_stats", [0, 0])),
            token=bool(raw.get("token", False)), reactable=reactable,
            tmask=sum(TBIT[t.on] for t in {t.on: t for t in triggers}.values()), set=int(raw.get("set", 0)),
            number=int(raw.get("number", 0)), notes=str(raw.get("notes", "")),
        ))
    ids = {c.id for c in table}
    for c in table:
        refs = [c.transmute[1]] if c.transmute else []
        refs += list(c.agenda)
        for steps in [c.effects] + [t.effects for t in c.triggers] + [a.effects for a in c.abilities]:
            refs += [s["card"] for s in steps if "card" in s]
        for ref in refs:
            if ref not in ids:
                raise CardDataError(f"{source}: card {c.id}: refers to unknown card '{ref}'")
    return tuple(table)


_TABLE: tuple[Card, ...] | None = None
_INDEX: dict[str, int] | None = None


def card_table() -> tuple[Card, ...]:
    """The shipped Eternal card table (loaded once)."""
    global _TABLE
    if _TABLE is None:
        text = resources.files(__package__).joinpath("cards.json").read_text(encoding="utf-8")
        _TABLE = parse_cards(json.loads(text), "simulator/games/eternal/cards.json")
    return _TABLE


def card_index() -> dict[str, int]:
    """Card id -> index in the card table."""
    global _INDEX
    if _INDEX is None:
        _INDEX = {c.id: c.index for c in card_table()}
    return _INDEX
