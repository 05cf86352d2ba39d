"""Wonders card data: cards.json parsed and checked into an immutable card table, and the
effect vocabulary the cards' behaviour is written in (no per-card Python).

A card's behaviour is data:

- `keywords`: section 7 keywords the card has: flying, deathstrike, guardian, rage,
  unstable, symbiosis, heart_of_a_legend, call (true); protector, shield, celestial,
  growth, null (N: the card arrives with N such counters); attuned ("" for plain attuned,
  else an orbital, a card type or a class: the card needs no action while you control a
  card meeting it); link (an orbital: the land's orbital link); stone (true: the card
  counts as a stone its controller holds); any_power_symbiosis (true: symbiosis may copy
  this whatever its power); symbiosis_items (true: this card's symbiosis may also copy
  items, whatever their power); eternal (a list of ops run when the card is put from a deck
  into The Abyss).
- `abilities`: a list of triggered, activated and static abilities (ABILITY_KEYS):
  triggered: {"on": TRIGGER, "do": [op...], "if": CONDITION?, "optional": bool?, "n": round?}
  activated: {"cost": COST, "do": [op...], "faith": N?, "energy": N?, "if": CONDITION?}
  static:    {"static": STATIC, ...its parameters, "if": CONDITION?}
- `equip`: for Equipment items, what the equipped Wonder gets: {"power": N, "keywords": [...],
  "abilities": [...]} (001 6 Equipment).

Ops are {"op": name, ...parameters}; OPS lists each op's parameters, TARGETS the target
words an op's "target" may use, TRIGGERS, COSTS, STATICS and CONDITIONS the rest.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.carddata import CardDataError, card_records
from ..common.cards import load_card_table

RULE_SOURCE = "001_fb4db07be16c967e.txt"
ORBITALS = ("Petraia", "Thalwind", "Solfera", "Umbrathene", "Heliosynth", "Boundless")   # 001 1 Orbital
TYPES = ("wonder", "land", "item", "spell")                                            # 001 1 Card Type
TIERS = {"legendary": 1, "primary": 2, "secondary": 3, "token": 0}                     # 001 1 Tier
COUNTERS = ("+1", "-1", "shield", "null", "celestial", "protector", "growth")         # 001 2 Counters

# Who an op's "target" (or "who") names. target_*: chosen by the effect's controller on
# resolution (001 5 Triggered Effects); each_* / all_*: every such card, no choice.
TARGETS = {
    "self", "equipped", "host_of_trigger", "arrived", "sacrificed", "played",
    "target_wonder", "target_enemy", "target_ally", "target_wonder_here", "target_enemy_here",
    "target_ally_here", "target_land", "target_item", "target_land_or_wonder", "target_card",
    "target_enemy_item",
    "each_enemy_here", "each_ally_here", "each_wonder_here", "each_ally", "each_enemy",
    "each_token_ally",
}
TRIGGERS = {
    "play",              # On Play: played from hand, before it resolves and arrives (001 6 On Play)
    "arrive",            # On Arrival: this arrives in The World (001 6 On Arrival)
    "attack",            # On Attack: this is in a realm where its controller attacks
    "first_attack",      # the first time you attack each round (counts as On Attack, 001 5 First Time)
    "defend",            # On Defense: this is in a realm where its controller defends
    "battle",            # On Battle: this is in a realm where a battle happens
    "end_of_battle",     # at end of battle in this realm (001 4 Battle, step 6)
    "win_battle",        # this is on the side that won a battle
    "death",             # this dies: put from The World into The Abyss (001 6 On Death)
    "harvested",         # this is harvested (001 6 On Harvest)
    "round_start",       # On Round Start (001 6)
    "round",             # On Round N: with "n" (001 6 On Round N)
    "round_end",         # On Round End (001 6)
    "ascend",            # Ascend: the start of round 7, lasting the round (001 7 Ascend)
    "revealed",          # this is revealed from the top of your deck (001 7 Seek)
    "another_arrives_here",   # another Wonder arrives in this realm (Stealthy Spriggan)
    "enemy_arrives_here",     # an enemy arrives in or moves into this realm
    "opponent_plays_spell",   # an opponent plays a spell
    "nth_land",          # you play your "n"th land of "orbital" this game (001 5 First Time)
    "equipped_dies",     # the Wonder this equips dies (Staff of the Eldritch Tribesmen)
    "ally_dies",         # another Wonder you control dies
    "seize",             # you seize a stone
}
COSTS = {"tap_free", "tap_action", "harvest", "sacrifice_free", "sacrifice_action", "action", "faith"}
STATICS = {
    "base_power",        # "*" power: {"formula": "round"|"lands"|"stones"|"hand", "times": k} (stat-defining)
    "power_plus",        # this gets +n, or +n "per" stone|land|ally|token_ally|card_in_hand|enemy_here
    "adjacent_mass",     # this gets + the power of each card of the same name in adjacent realms
    "copied_bonus",      # this gets +n while a symbiosis ability copies it (Swamp Sovereign)
    "grant",             # "who" (allies|token_allies|allies_here|equipped) get "keyword"
    "nullify_cost_le",   # opponents' items and enemies with cost <= n are nullified (Sirius)
    "play_from_deck_top",   # you may play the top card of your deck as if in hand (Eye of the Maelstrom)
    "cost_minus",        # your cards of "class" (or "type") cost n less
    "cant_attack_here",  # no attack can take place in this realm
    "opponents_cant_affect",   # opponents can't tap, control, or put counters on "who" (Whisperleaf Cloak)
    "cant_be_nullified",       # "who" can't be nullified
    "realm_base",        # all Wonders here are "class" with base power n (the most recent such wins: 001 5)
    "banish_to_realm",   # if this would be banished, put it into target realm instead (Pastel Bloom Drake)
    "ward",              # an opponent's spell or effect that would target a Wonder you control is
                         # nullified unless they spend "energy" (Feline Entity of Dreams)
}
CONDITIONS = {"hoard", "kingdom", "awaken", "round", "round_at_least", "took_last_turn",
              "control_class", "hand_at_least", "paid"}

# op name -> the parameters it accepts (besides "op").
OPS: dict[str, set[str]] = {
    "draw": {"n"},
    "deny": {"n", "who"},
    "discard": {"n", "who"},
    "gain": {"res", "n"},                     # res: energy | actions | faith | free_attacks
    "lose": {"res", "n", "who"},
    "counters": {"kind", "n", "target", "upto"},
    "destroy": {"target", "filter"},
    "sacrifice": {"who", "what", "n", "remember"},   # who: you | owner | each_opponent; what: wonder | land | item
    "sacrifice_self": set(),
    "banish": {"target"},
    "banish_self": set(),
    "power": {"n", "target", "until"},        # +n (or -n) this round
    "double": {"target", "class_choice"},      # double the power of target / your Wonders of a named class, this round
    "nullify": {"target", "until"},
    "nullify_types": {"types", "until"},       # every card of these types, this round (Path of Light)
    "stun": {"target"},
    "tap": {"target"},
    "untap": {"target"},
    "move": {"target", "to"},                 # to: adjacent | here | any
    "token": {"card", "n", "where", "classes_from"},   # where: here | any | distribute
    "seek": {"n", "type", "class"},
    "portal": {"target"},
    "control": {"target", "until", "untap"},
    "return_from_abyss": {"type", "max_cost", "to", "when", "who"},   # to: here | target_realm
    "mirror_next_arrival": set(),             # the next enemy Wonder to arrive is sacrificed (Wretched Mirror)
    "trigger_arrival": {"times"},             # choose an on-arrival ability of another ally; trigger it n times (Skraal)
    "abyss_face_down": set(),                 # shuffle your Wonders in The Abyss, distribute face down (Autumn)
    "bury": {"n"},
    "return_to_hand": {"target"},
    "if_you_do": {"ops"},                     # the nested ops run only when the previous op did something
    "copy_token": {"target"},                 # create a token copy of a card in its realm (001 5 Copies)
    "banish_top": {"n", "who"},               # banish the top n cards of a deck (who: you | opponent)
    "banish_from_hand": {"n", "who"},         # who banishes n cards of their choice from their hand
}

ABILITY_KEYS = {"on", "do", "if", "optional", "n", "cost", "faith", "energy", "static", "formula", "times",
                "per", "who", "keyword", "class", "type", "text"}
_CARD_KEYS = {"id", "name", "type", "classes", "tier", "cost", "power", "orbital", "core", "faction", "rarity",
              "set", "number", "text", "notes", "keywords", "abilities", "equip", "named", "dbs"}
KEYWORDS = {"flying", "deathstrike", "guardian", "rage", "unstable", "symbiosis", "heart_of_a_legend", "call",
            "protector", "shield", "celestial", "growth", "null", "attuned", "link", "stone",
            "any_power_symbiosis", "symbiosis_items", "eternal"}


@dataclass(frozen=True, slots=True)
class Card:
    """One Wonders card as printed (or a token's basic version), with its behaviour as data."""

    index: int
    id: str
    name: str
    type: str
    classes: tuple[str, ...]
    tier: str
    cost: int
    power: int | None          # None: no power stat; "*" cards have base_power statics and power 0
    star: bool                 # the printed power is "*"
    orbital: str
    core: bool
    faction: str
    rarity: str
    text: str
    notes: str
    keywords: dict[str, Any]
    abilities: tuple[dict[str, Any], ...]
    equip: dict[str, Any] | None
    named: bool                # named and described in the rules document
    dbs: int

    @property
    def is_wonder(self) -> bool:
        """True for Wonders (the cards that battle)."""
        return self.type == "wonder"

    @property
    def is_token(self) -> bool:
        """True for printed tokens (archive cards) and the basic tokens effects create."""
        return self.tier == "token"

    @property
    def is_equipment(self) -> bool:
        """True for items of the Equipment class (001 6 Equipment)."""
        return self.type == "item" and self.equip is not None

    @property
    def link(self) -> str:
        """The orbital this card links ("" for none): 001 7 Orbital Link."""
        return str(self.keywords.get("link", ""))

    def has(self, keyword: str) -> bool:
        """True when the card has the keyword printed."""
        return bool(self.keywords.get(keyword))


def _check_ops(ops: Any, where: str) -> None:
    if not isinstance(ops, list):
        raise CardDataError(f"{where}: 'do' must be a list of ops")
    for op in ops:
        if not isinstance(op, dict) or op.get("op") not in OPS:
            raise CardDataError(f"{where}: unknown op {op!r}")
        extra = set(op) - OPS[op["op"]] - {"op"}
        if extra:
            raise CardDataError(f"{where}: op {op['op']} has unknown parameter(s) {', '.join(sorted(extra))}")
        target = op.get("target")
        if target is not None and target not in TARGETS:
            raise CardDataError(f"{where}: unknown target {target!r}")
        if op["op"] == "if_you_do":
            _check_ops(op.get("ops"), where)


def _check_ability(ab: Any, where: str) -> None:
    if not isinstance(ab, dict):
        raise CardDataError(f"{where}: an ability must be an object")
    extra = set(ab) - ABILITY_KEYS
    if extra:
        raise CardDataError(f"{where}: ability has unknown key(s) {', '.join(sorted(extra))}")
    kinds = [k for k in ("on", "cost", "static") if k in ab]
    if len(kinds) != 1:
        raise CardDataError(f"{where}: an ability has exactly one of 'on', 'cost', 'static'")
    if "on" in ab and ab["on"] not in TRIGGERS:
        raise CardDataError(f"{where}: unknown trigger {ab['on']!r}")
    if "cost" in ab and ab["cost"] not in COSTS:
        raise CardDataError(f"{where}: unknown cost {ab['cost']!r}")
    if "static" in ab and ab["static"] not in STATICS:
        raise CardDataError(f"{where}: unknown static {ab['static']!r}")
    if "if" in ab and (not isinstance(ab["if"], dict) or set(ab["if"]) - CONDITIONS):
        raise CardDataError(f"{where}: unknown condition {ab['if']!r}")
    if "static" not in ab:
        _check_ops(ab.get("do", []), where)


def _parse(data: Any, source: str) -> tuple[Card, ...]:
    out: list[Card] = []
    for where, raw in card_records(data, source, _CARD_KEYS):
        ctype = raw.get("type")
        if ctype not in TYPES:
            raise CardDataError(f"{where}: type must be one of {', '.join(TYPES)}")
        tier = raw.get("tier", "secondary")
        if tier not in TIERS:
            raise CardDataError(f"{where}: tier must be one of {', '.join(TIERS)}")
        orbital = raw.get("orbital", "")
        if orbital and orbital not in ORBITALS:
            raise CardDataError(f"{where}: unknown orbital {orbital!r}")
        power = raw.get("power")
        star = power == "*"
        if ctype == "wonder" and not (star or isinstance(power, int)):
            raise CardDataError(f"{where}: a Wonder needs a power (a number or \"*\")")
        keywords = dict(raw.get("keywords", {}))
        unknown = set(keywords) - KEYWORDS
        if unknown:
            raise CardDataError(f"{where}: unknown keyword(s) {', '.join(sorted(unknown))}")
        if "link" in keywords and keywords["link"] not in ORBITALS:
            raise CardDataError(f"{where}: link names an orbital")
        if "eternal" in keywords:
            _check_ops(keywords["eternal"], where)
        abilities = tuple(dict(a) for a in raw.get("abilities", []))
        for ab in abilities:
            _check_ability(ab, where)
        equip = raw.get("equip")
        if equip is not None:
            for ab in equip.get("abilities", []):
                _check_ability(ab, where)
        cost = raw.get("cost", 0)
        if not isinstance(cost, int) or cost < 0:
            raise CardDataError(f"{where}: cost must be a whole number of at least 0")
        out.append(Card(
            index=len(out), id=raw["id"], name=str(raw["name"]), type=ctype,
            classes=tuple(raw.get("classes", [])), tier=tier, cost=cost,
            power=(0 if star else power) if ctype == "wonder" else None, star=star,
            orbital=orbital, core=bool(raw.get("core", False)), faction=str(raw.get("faction", "")),
            rarity=str(raw.get("rarity", "common")), text=str(raw.get("text", "")), notes=str(raw.get("notes", "")),
            keywords=keywords, abilities=abilities, equip=dict(equip) if equip else None,
            named=bool(raw.get("named", False)), dbs=int(raw.get("dbs", 0)),
        ))
    return tuple(out)


def card_table() -> tuple[Card, ...]:
    """The shipped Wonders card pool (cards.json), parsed once."""
    return load_card_table(__package__, _parse)


def by_id() -> dict[str, Card]:
    """The card pool by card id."""
    return {c.id: c for c in card_table()}


def power_text(card: Card) -> str:
    """The printed power as the card shows it ("*" or a number; "" for no power stat)."""
    if card.power is None:
        return ""
    return "*" if card.star else str(card.power)
