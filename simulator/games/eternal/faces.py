"""A card instance's face as it is now, and the hover lines that explain its numbers.

`current_face` turns a card's printed face into what the last observation knows of that
instance (core.table.CardFace, "Current values"): the cost it would be played for now (a
card in a hand, or a Warp card on top of its owner's deck: its own changes, cost auras,
"Free if ..."), the corner after buffs, attachments, auras and damage (a unit or site on a
playmat: the numbers of its UnitView, as the scene's badge shows them), the printed value
beside a changed one, "Silenced" for a card whose text is gone (003 Terminology: Silence,
an attachment on a silenced unit included), and its states in words (exhausted, stunned,
damage, skills gained or lost, once-only abilities spent). `explain_lines` gives the same
numbers step by step, so the zoom and the face never disagree.
"""
from __future__ import annotations

from dataclasses import replace

from ...core.table import CardFace
from .cards import KEYWORDS, KW, Card
from .observe import EternalObservation, UnitView
from .sight import by_health
from .state import DEADLY_TO_PLAYERS, DOOMED, INFILTRATED, KILLER_USED, STOLEN, ULTIMATE_USED, EternalState, Inst
from .stats import attack, cost, cost_parts, health, keywords
from .unit_types import type_line_now

# How a skill gained or lost reads on a face ("+Flying"); the engine's states that are not
# skills read as phrases; "stunned" is the state "Stunned", "warcry_all" Navani's own text
_SKILL_NAMES = {"double_damage": "Double Damage", "cant_block": "Can't block", "stunned": "",
                "double_damage_players": "Double damage to players", "attacks_twice": "Attacks twice",
                "warcry_all": "", "invulnerable": "Invulnerable to damage"}
_PHRASES = ("cant_block", "double_damage_players", "attacks_twice", "invulnerable")
REVENGE, AEGIS, KILLER, CHARGE = KW["revenge"], KW["aegis"], KW["killer"], KW["charge"]


def _skill(k: str) -> str:
    return _SKILL_NAMES.get(k, k.replace("_", " ").title())


def _playable_from(st: EternalState, c: int) -> bool:
    """In a hand, or on top of its owner's deck where the observer sees it (a Warp card):
    where its cost is what playing it would take now."""
    for s in (0, 1):
        if c in st.hands[s] or st.decks[s] and st.decks[s][-1] == c:
            return True
    return False


def _host_silenced(st: EternalState, i: Inst | None) -> bool:
    if i is None or i.host < 0:
        return False
    hi = st.info.get(i.host)
    return hi is not None and hi.silenced


def _printed_corner(card: Card) -> str:
    if card.is_unit or card.type == "site":
        return f"{card.attack}/{card.health}"
    if card.type in ("weapon", "relic_weapon") or card.host_stats != (0, 0):
        return f"{card.attack + card.host_stats[0]:+d}/{card.health + card.host_stats[1]:+d}"
    return ""


def _corner(st: EternalState, cards: tuple[Card, ...], c: int, card: Card, unit: UnitView | None) -> str:
    """The corner's numbers now (see the module docstring)."""
    if unit is not None:
        return f"{unit.attack}/{unit.health - unit.damage}"
    printed = _printed_corner(card)
    if not printed or c not in st.info:
        return printed
    if card.is_unit or card.type == "site":
        return f"{attack(st, cards, c)}/{health(st, cards, c)}"
    i = st.info[c]
    return f"{card.attack + card.host_stats[0] + i.atk:+d}/{card.health + card.host_stats[1] + i.hp:+d}"


def _skill_states(st: EternalState, cards: tuple[Card, ...], c: int, card: Card, i: Inst) -> list[str]:
    """Skills gained ("+Flying") and lost ("Lost Flying", a spent "Revenge used")."""
    now = keywords(st, cards, c)
    printed = 0 if i.silenced else card.kw
    out: list[str] = []
    for k in KEYWORDS:
        bit = KW[k]
        name = _skill(k)
        if not name:
            continue
        if now & bit and not printed & bit:
            out.append(name if k in _PHRASES else f"+{name}")
        elif printed & bit and not now & bit:
            out.append("Revenge used" if bit == REVENGE and i.lost & REVENGE else f"Lost {name}")
    return out


def states(obs: EternalObservation, cards: tuple[Card, ...], c: int) -> tuple[str, ...]:
    """The card's states in words, for tags on its face."""
    st = obs.state
    card = cards[st.kinds[c]]
    i = st.info.get(c)
    unit = obs.units.get(c)
    out: list[str] = []
    if unit is not None:
        if unit.stunned:
            out.append("Stunned")
        elif unit.exhausted:
            out.append("Exhausted")
        if unit.damage:
            out.append(f"{unit.damage} damage")
        if unit.new and card.is_unit and not (keywords(st, cards, c) & CHARGE):
            out.append("Played this turn")   # can't attack yet (000 3.31; Charge: 003 Battle Skills)
    if i is None:
        return tuple(out)
    out += _skill_states(st, cards, c, card, i)
    if unit is not None:
        if unit.warcry and unit.warcry != (0 if i.silenced else card.warcry):
            out.append(f"Warcry {unit.warcry}")
        if AEGIS & keywords(st, cards, c) and not unit.shield:
            out.append("Aegis used")
        if i.used & KILLER_USED and KILLER & keywords(st, cards, c):
            out.append("Killer used")
        if i.used & ULTIMATE_USED:
            out.append("Ultimate used")
        if i.used & INFILTRATED:
            out.append("Infiltrate used")
        if i.used & STOLEN:
            out.append("Taken this turn")
        if i.used & DOOMED:
            out.append("Sacrificed at end of turn")
        if i.used & DEADLY_TO_PLAYERS:
            out.append("Deadly to players")
        if st.links and by_health(st, c):
            out.append("Battle damage = Health")   # Accelerated Impact, this turn (sight.py)
        if card.agenda and not i.silenced:
            out.append(f"Agenda {min(i.step, len(card.agenda))} of {len(card.agenda)} played")
    return tuple(out)


def current_face(printed: CardFace, obs: EternalObservation, cards: tuple[Card, ...], c: int) -> CardFace:
    """The face of instance `c` as the observation knows it now (see the module docstring)."""
    st = obs.state
    card = cards[st.kinds[c]]
    i = st.info.get(c)
    now_cost = printed.cost
    if printed.cost and _playable_from(st, c):
        now_cost = str(cost(st, cards, c))
    corner = _corner(st, cards, c, card, obs.units.get(c))
    lost = "Silenced" if i is not None and i.silenced or _host_silenced(st, i) else ""
    tags = states(obs, cards, c)
    kind, tags = type_line_now(printed.kind, st, cards, c, tags)   # Valkyrie Harvester, Mask Maker: types now
    if now_cost == printed.cost and corner == printed.corner and not lost and not tags:
        return printed
    return replace(printed, kind=kind, cost=now_cost, stat=now_cost if printed.stat == printed.cost else printed.stat,
                   corner=corner,
                   printed_cost=printed.cost if now_cost != printed.cost else "",
                   printed_corner=printed.corner if corner != printed.corner else "",
                   text_lost=lost, states=tags)


def _stat_lines(st: EternalState, cards: tuple[Card, ...], c: int, card: Card) -> list[str]:
    """A card's own numbers off the playmat, or an attachment's: printed, changes, result."""
    i = st.info.get(c)
    printed = _printed_corner(card)
    if not printed or i is None:
        return []
    if card.is_unit or card.type == "site":
        lines = [f"Printed {printed}"]
        if i.atk or i.hp:
            lines.append(f"{i.atk:+d}/{i.hp:+d} buffs (source not recorded)")
        if i.tatk or i.thp:
            lines.append(f"{i.tatk:+d}/{i.thp:+d} this turn")
        lines.append(f"= {attack(st, cards, c)}/{health(st, cards, c)}")
    else:
        lines = [f"Printed {printed}"]
        if i.atk or i.hp:
            lines.append(f"{i.atk:+d}/{i.hp:+d} buffs (source not recorded)")
        lines.append(f"= {_corner(st, cards, c, card, None)}")
    return lines if len(lines) > 2 else []


def _cost_lines(st: EternalState, cards: tuple[Card, ...], c: int, card: Card) -> list[str]:
    """The cost of a card that could be played now: printed, each change, result."""
    free, own, parts, total = cost_parts(st, cards, c)
    if not own and not parts and total == card.cost:
        return []
    lines = [f"Printed cost {card.cost}"]
    if own:
        lines.append(f"{own:+d} cost (source not recorded)")
    for src, delta in parts:
        lines.append(f"{delta:+d} cost {cards[st.kinds[src]].name} (ongoing)")
    if free:
        lines.append("Free: its own condition is met")
    lines.append(f"= cost {total}")
    return lines


def explain_lines(obs: EternalObservation, cards: tuple[Card, ...], c: int) -> list[str]:
    """Why a card off the playmat, or an attachment, shows the numbers its face shows:
    its stat changes and, where it could be played now, its cost ([] when unchanged)."""
    st = obs.state
    card = cards[st.kinds[c]]
    lines = _stat_lines(st, cards, c, card)
    if not card.is_power and _playable_from(st, c):
        lines += _cost_lines(st, cards, c, card)
    i = st.info.get(c)
    if lines and (i is not None and i.silenced or _host_silenced(st, i)):
        lines.append("Silenced")
    return lines

