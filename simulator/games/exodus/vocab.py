"""The Exodus effect vocabulary: the words card data may use, checked when cards.json loads.

An ability is a dict:
  triggered  {"on": TRIGGER, "do": [op...], "target"?: TARGET, "cost"?: COST, "optional"?,
              "once_per_turn"?, "automatic"?, "if"?: CONDITION}
  activated  {"activate": ZONE, "do": [...], "target"?, "cost"?, "once_per_turn"?,
              "when"?: "your_turn" | "any"}
  static     {"static": STATIC, ...its parameters}
A symmetry's effect is its {"on": "play"} ability; "stays" keeps it in play after it
resolves (STAYS). "automatic": the ability resolves at once, with no window to respond (004
Timing & Speed: automatic abilities such as Reveal interject). Costs are paid when the
ability begins resolving (004 Costs); a missing cost or target makes it fizzle.

Ops are {"op": name, ...parameters}; OPS lists each op's parameters. The op functions are
registered under the same names in the ops_* modules (tests check both lists agree).
"""
from __future__ import annotations

from typing import Any

from ...core.carddata import CardDataError

TRIGGERS = {
    "play",              # a symmetry's effect: it is played (goes on the stack)
    "summoned",          # "when this creature is summoned" (Creature Phase, or an effect that says summon; a switch)
    "put_into_play",     # "when this creature is put into play" (any way it hits the field)
    "put_not_summon",    # "put into play except by a summon"
    "attacks",           # "when this creature attacks" (on declaring)
    "attacked",          # "when this creature is attacked"
    "before_hit",        # "just before the attack hits" (this creature attacking or attacked)
    "revealed",          # "when this card is revealed" (only by the keyword, 004 Reveal)
    "would_discard",     # "when this card would be discarded from your hand ... instead"
    "to_graveyard",      # "when this card goes to the graveyard" (from any zone)
    "leaves_play",       # "when this creature leaves play"
    "end_of_turn",       # at the End Phase of every turn (also beneath the Main Deck, Eroda)
    "unfreezes",         # this card unfreezes
    "would_leave_deck",  # "when this card would leave your Main Deck" (Eroda)
    "start_of_game",     # in the starting hand as the game begins (Ephemra)
}
ZONES = {"field", "hand", "graveyard", "any"}       # where an activated ability is used from
STATICS = {
    "symmetry_immune",        # unaffected by all symmetry cards, its energy too (Lantern Leaflore)
    "order_untouchable",      # your other Order creatures cannot be attacked (Victory)
    "life_locked",            # Life Points cannot change except by creatures attacking directly (Anathema)
    "energy_kept",            # your energy is not destroyed (Madness Settles while in play)
    "redirect_shardfolk",     # Planetary Crag: choose-effects aimed at your other Shardfolk
    "graveyard_locked",       # the graveyard is freeze-locked while this is frozen (Vanciere)
}
STAYS = {"until_end_phase", "until_rare_leaves", "while_in_play"}
COSTS = {"energy", "life", "life_half", "discard", "frozen_card"}
TARGETS = {
    "creature", "opp_creature", "own_creature", "rare_creature", "creature_no_ability",
    "card_in_play", "unfrozen_card", "energy", "opp_energy", "own_blank_pile",
    "stack_item", "opponent", "grave_symmetry", "symmetry_in_play", "afterthought",
}
WHO = {"you", "each", "opponent", "each_opponent", "team", "owner", "controller"}
CONDITIONS = {"life_is", "all_share_type", "has_creature", "machine_in_graveyard"}

# op name -> the parameters it accepts (besides "op").
OPS: dict[str, set[str]] = {
    "draw": {"n", "who", "deck"},              # deck: main | energy | either (the player splits)
    "discard_hand": {"who"},
    "discard": {"n", "who"},
    "destroy_energy": {"n", "what"},            # what: target | target_creature | any_opp
    "add_energy": {"n", "to", "who"},           # to: target | blank_pile | pile; from the Energy Deck
    "destroy": {"what"},                        # a creature and all its energy
    "bounce": {"what", "destroy_energy"},       # a creature to its owner's hand; its energy stays (or is destroyed)
    "freeze": {"what", "until"},
    "damage": {"n", "who"},                     # Life Points
    "recycle": {"who"},
    "negate": {"what"},                         # a stack item (004 cancel / negate / nullify)
    "no_attack": {"who"},                       # the player cannot attack this turn (Chains)
}
# Each set's cards add their words in their own module (vocab_set12, vocab_set34, vocab_set5),
# merged here: OPS, TRIGGERS, STATICS, TARGETS, CONDITIONS, STAYS and COSTS extend ours.
def _merge() -> None:
    from . import vocab_set5, vocab_set12, vocab_set34
    for mod in (vocab_set12, vocab_set34, vocab_set5):
        OPS.update(getattr(mod, "OPS", {}))
        for name in ("TRIGGERS", "STATICS", "TARGETS", "CONDITIONS", "STAYS", "COSTS", "WHO"):
            globals()[name].update(getattr(mod, name, set()))


ABILITY_KEYS = {"name", "on", "activate", "static", "do", "target", "cost", "optional", "once_per_turn",
                "automatic", "if", "when", "stays", "n", "text", "who",
                "symmetry_first"}   # Tanglewood Snag, Amethyst Voidcap: symmetries it answers resolve first (DESIGN)


_merge()


def _check_ops(ops: Any, where: str) -> None:
    if not isinstance(ops, list):
        raise CardDataError(f"{where}: 'do' must be a list of ops")
    for op in ops:
        if not isinstance(op, dict) or op.get("op") not in OPS:
            raise CardDataError(f"{where}: unknown op {op!r}")
        extra = set(op) - OPS[op["op"]] - {"op"}
        if extra:
            raise CardDataError(f"{where}: op {op['op']} has unknown parameter(s) {', '.join(sorted(extra))}")
        who = op.get("who")
        if who is not None and who not in WHO:
            raise CardDataError(f"{where}: op {op['op']}: unknown who {who!r}")
        for key in ("ops", "then", "else"):
            if key in op and not isinstance(op[key], str):     # reveal_top's "then" is a word
                _check_ops(op[key], where)


def check_ability(ab: Any, where: str) -> None:
    """Raise CardDataError naming the card when an ability uses words outside the vocabulary."""
    if not isinstance(ab, dict):
        raise CardDataError(f"{where}: an ability must be an object")
    extra = set(ab) - ABILITY_KEYS
    if extra:
        raise CardDataError(f"{where}: ability has unknown key(s) {', '.join(sorted(extra))}")
    kinds = [k for k in ("on", "activate", "static") if k in ab]
    if len(kinds) != 1:
        raise CardDataError(f"{where}: an ability has exactly one of 'on', 'activate', 'static'")
    if "on" in ab and ab["on"] not in TRIGGERS:
        raise CardDataError(f"{where}: unknown trigger {ab['on']!r}")
    if "activate" in ab and ab["activate"] not in ZONES:
        raise CardDataError(f"{where}: unknown zone {ab['activate']!r}")
    if "static" in ab and ab["static"] not in STATICS:
        raise CardDataError(f"{where}: unknown static {ab['static']!r}")
    if "stays" in ab and ab["stays"] not in STAYS:
        raise CardDataError(f"{where}: unknown stays {ab['stays']!r}")
    if "target" in ab and ab["target"] not in TARGETS:
        raise CardDataError(f"{where}: unknown target {ab['target']!r}")
    cost = ab.get("cost")
    if cost is not None and (not isinstance(cost, dict) or set(cost) - COSTS):
        raise CardDataError(f"{where}: unknown cost {cost!r}")
    cond = ab.get("if")
    if cond is not None and (not isinstance(cond, dict) or set(cond) - CONDITIONS):
        raise CardDataError(f"{where}: unknown condition {cond!r}")
    if "static" not in ab:
        _check_ops(ab.get("do", []), where)
