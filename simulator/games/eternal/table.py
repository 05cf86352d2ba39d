"""The Eternal table: playmats of units and sites, relics, power and void piles, the stack
with arrows to targets, attacks dragged at the enemy and blocks onto attackers. Pygame-free:
the view draws what this describes."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Sequence

from ...core.actions import Action
from ...core.events import Event
from ...core.observation import Observation
from ...core.table import Badge, CardFace, Hit, PhaseStop, Scene, Shown, Strike, TableDescription, parse_symbols
from .cards import Card, card_table
from .faces import current_face, explain_lines
from .observe import EternalObservation
from .stats import aura_parts

FACTIONS = "FTJPS"
FACTION_NAMES = {"F": "Fire", "T": "Time", "J": "Justice", "P": "Primal", "S": "Shadow"}
_COLOURS = {"F": (176, 58, 40), "T": (186, 140, 30), "J": (52, 130, 64), "P": (44, 92, 168),
            "S": (104, 56, 132), "": (110, 110, 118)}
_MULTI = (150, 118, 60)
SEEN_TOP = "Seen"   # the tag of a deck's top card the observer sees (face up on the pile)
_SYMBOL_COLOURS = {f: _COLOURS[f] for f in FACTIONS}   # "{F}" in rules text: a Fire pip
_TYPE_LINES = {"unit": "Unit", "spell": "Spell", "fast_spell": "Fast spell", "power": "Power",
               "weapon": "Weapon", "curse": "Curse", "relic": "Relic", "relic_weapon": "Relic weapon",
               "cursed_relic": "Cursed relic", "site": "Site"}
# The symbol of the generated art: by unit type (first known), else by card type.
_UNIT_ART = {"Dragon": "flame", "Elemental": "flame", "Wisp": "flame", "Bird": "wing", "Valkyrie": "wing",
             "Dinosaur": "claw", "Cat": "claw", "Wolf": "claw", "Dog": "claw", "Yeti": "claw", "Scorpion": "claw",
             "Insect": "claw", "Serpent": "claw", "Mage": "star", "Mystic": "star", "Cleric": "star",
             "Shaman": "star", "Rogue": "mask", "Unseen": "mask", "Cultist": "skull", "Gunslinger": "bow",
             "Sentinel": "shield", "Paladin": "shield", "Soldier": "shield", "Engine": "tower", "Tinker": "gem"}
_TYPE_ART = {"unit": "sword", "spell": "flask", "fast_spell": "bolt", "power": "gem", "weapon": "sword",
             "curse": "skull", "relic": "gem", "relic_weapon": "bow", "cursed_relic": "skull", "site": "tower"}


def _art(c: Card) -> str:
    if c.type == "unit":
        return next((_UNIT_ART[t] for t in c.unit_types if t in _UNIT_ART), "sword")
    if c.type == "power":
        return "crown" if "Banner" in c.name else "gem"
    return _TYPE_ART.get(c.type, "star")


_PHASES = {"main1": "main phase", "main2": "second main phase", "declare": "declaring attackers",
           "block": "blocks", "prefight": "before the fight", "fight": "fight", "end": "end of turn"}


def _influence_text(influence: tuple[int, ...] | list[int]) -> str:
    return " ".join(f"{FACTIONS[i]}{n}" for i, n in enumerate(influence) if n) or "none"


class EternalTable(TableDescription):
    """Shows an Eternal observation."""

    def __init__(self) -> None:
        self.cards = card_table()
        self.kinds: list[int] = []
        self.part: EternalObservation | None = None   # the observation last shown
        self._faces: dict[int, CardFace] = {}      # printed faces, per card-table index
        self._now: dict[int, CardFace] = {}        # current faces of the last observation's instances
        self._seen_tops: set[int] = set()           # deck tops the last observation's seat sees (tagged)

    # -- faces ------------------------------------------------------------------------------
    def face_of_kind(self, kind: int) -> CardFace:
        """The face of a card of the pool (by card-table index)."""
        f = self._faces.get(kind)
        if f is None:
            c = self.cards[kind]
            colour = _COLOURS.get(c.factions, _MULTI) if len(c.factions) <= 1 else _MULTI
            type_line = _TYPE_LINES.get(c.type, c.type.replace("_", " ").capitalize())
            if c.unit_types:
                type_line += " · " + ", ".join(c.unit_types)
            corner = ""
            if c.is_unit or c.type == "site":
                corner = f"{c.attack}/{c.health}"
            elif c.type in ("weapon", "relic_weapon") or c.host_stats != (0, 0):
                corner = f"{c.attack + c.host_stats[0]:+d}/{c.health + c.host_stats[1]:+d}"
            cost = "" if c.is_power else str(c.cost)
            text, symbols = parse_symbols(c.text or c.notes or "", _SYMBOL_COLOURS)
            pips = tuple(_COLOURS[f] for i, f in enumerate(FACTIONS) for _ in range(c.influence[i]))
            f = CardFace(c.name, type_line, cost, text, colour, c.factions or "P",
                         "power" if c.is_power else "eternal", cost=cost, corner=corner, pips=pips,
                         symbols=symbols, game="eternal", card_id=c.id, art=_art(c))
            self._faces[kind] = f
        return f

    def face(self, card: int) -> CardFace:
        """The face of an instance the last observation names, with its current values
        (faces.current_face: cost now, corner after buffs and damage, the printed values
        beside changed ones, "Silenced", states); `explain` gives the same numbers step by step."""
        if not 0 <= card < len(self.kinds) or self.kinds[card] < 0:
            raise KeyError(card)
        f = self._now.get(card)
        if f is None:
            f = self.face_of_kind(self.kinds[card])
            if self.part is not None:
                f = current_face(f, self.part, self.cards, card)
            if card in self._seen_tops:   # face up on its pile: a word says it is still in the deck
                f = replace(f, states=f.states + (SEEN_TOP,))
            self._now[card] = f
        return f

    def pool_faces(self) -> list[CardFace]:
        """Every Eternal card's face."""
        return [self.face_of_kind(k) for k in range(len(self.cards))]

    def explain(self, card: int) -> list[str]:
        """A unit's or site's attack and health on the playmat: printed, the buffs the state
        records (with their source where it keeps one: attachments, auras), damage, and
        the result (the numbers of the observation's UnitView). Any other card: its own
        stat changes and, in a hand, its cost (faces.explain_lines). What the face shows."""
        obs = self.part
        if obs is None or not 0 <= card < len(self.kinds) or self.kinds[card] < 0:
            return []
        if card not in obs.units:
            return explain_lines(obs, self.cards, card)   # off the playmat, or an attachment
        st = obs.state
        cards = self.cards
        c = cards[self.kinds[card]]
        unit = obs.units[card]
        info = st.info.get(card)
        lines = [f"Printed {c.attack}/{c.health}"]
        if info is not None:
            if info.atk or info.hp:
                lines.append(f"{info.atk:+d}/{info.hp:+d} buffs (source not recorded)")
            if info.tatk or info.thp:
                lines.append(f"{info.tatk:+d}/{info.thp:+d} this turn")
            for a in info.att:
                ac = cards[st.kinds[a]] if st.kinds[a] >= 0 else None
                if ac is None:
                    continue
                ai = st.info.get(a)
                da = ac.attack + ac.host_stats[0] + (ai.atk if ai is not None else 0)
                dh = ac.health + ac.host_stats[1] + (ai.hp if ai is not None else 0)
                if da or dh:
                    lines.append(f"{da:+d}/{dh:+d} {ac.name}")
            if info.entered >= 0:
                for src, da, dh in aura_parts(st, cards, card):
                    lines.append(f"{da:+d}/{dh:+d} {cards[st.kinds[src]].name} (ongoing)")
            if info.silenced:
                lines.append("Silenced")
        if unit.damage:
            lines.append(f"{unit.damage} damage")
        lines.append(f"= {unit.attack}/{unit.health - unit.damage}")
        if len(lines) == 2 and not unit.damage:   # printed and result alone
            return []
        return lines

    # -- the scene -------------------------------------------------------------------------
    def scene(self, observation: Observation) -> Scene:
        """Zones, badges, arrows and texts of an Eternal observation."""
        obs: EternalObservation = observation.part
        seats = observation.seats
        self.part = obs
        st = obs.state
        self.kinds = st.kinds
        self._now = {}
        self._seen_tops = set()
        sc = Scene()

        def shown(c: int, slot: int, pseudo_base: int) -> Shown:
            if c < 0 or self.kinds[c] < 0:
                return Shown(-(pseudo_base + slot), False, "eternal")
            return Shown(c, True, "eternal")

        for s in range(seats):
            base = 1 + s * 1000
            sc.zones[f"hand@{s}"] = [shown(c, i, base) for i, c in enumerate(st.hands[s])]
            sc.zones[f"board@{s}"] = [Shown(c, True, "eternal") for c in st.boards[s]]
            relics = list(st.relics[s]) + ([st.weapon[s]] if st.weapon[s] >= 0 else [])
            sc.zones[f"relics@{s}"] = [Shown(c, True, "eternal") for c in relics]
            sc.zones[f"powers@{s}"] = [Shown(c, True, "power") for c in st.powers[s][-6:]]
            sc.counts[f"powers@{s}"] = len(st.powers[s])
            sc.zones[f"void@{s}"] = [Shown(c, True, "eternal") for c in st.voids[s][-6:]]
            sc.counts[f"void@{s}"] = len(st.voids[s])
            deck = st.decks[s]
            sc.zones[f"deck@{s}"] = [Shown(-(base + 400 + k), False, "eternal") for k in range(min(len(deck), 6))]
            if observation.seat is not None and deck and deck[-1] >= 0 and self.kinds[deck[-1]] >= 0:
                # a top card the observer may see (their own: a Scout choice, a Warp card; each deck's while
                # Panoptic Guardian lets them, observe.py): face up on the pile, tagged as seen
                sc.zones[f"deck@{s}"][-1] = Shown(deck[-1], True, "eternal")
                sc.marks[deck[-1]] = "seen"
                self._seen_tops.add(deck[-1])
            sc.counts[f"deck@{s}"] = len(deck)
            sc.zones[f"market@{s}"] = [shown(c, i, base + 600) for i, c in enumerate(st.markets[s])]
            for name in ("market", "relics"):      # no empty box for a deck without a market, no relics yet
                if not sc.zones[f"{name}@{s}"]:
                    sc.hidden_zones.add(f"{name}@{s}")
            sc.seat_lines[s] = self._seat_lines(obs, s)
            sc.seat_pips[s] = [_COLOURS[f] for i, f in enumerate(FACTIONS) for _ in range(st.influence[s][i])]
            sc.headline[s] = f"{st.health[s]} \u2665"   # health decides the game: large on the seat panel
        for c, unit in obs.units.items():
            atk, hp = unit.attack, unit.health - unit.damage
            card = self.cards[self.kinds[c]] if self.kinds[c] >= 0 else None
            hurt = unit.damage > 0
            better = card is not None and (atk > card.attack or hp > card.health)
            sc.card_badges[c] = Badge(f"{atk}/{hp}", "bad" if hurt else ("good" if better else "accent"))
            if unit.exhausted or unit.stunned:
                sc.dimmed.add(c)
            if unit.attachments:
                sc.attachments[c] = [Shown(a, True, "eternal") for a in unit.attachments]
        stack = []
        for i, item in enumerate(st.stack):
            src = item.get("card", -1) if item.get("kind") == "spell" else item.get("src", -1)
            pseudo = -(50_000 + i)
            if item.get("kind") == "spell" and src is not None and src >= 0 and not self._elsewhere(sc, src):
                stack.append(Shown(src, True, "eternal"))
                on_screen = src
            else:
                stack.append(Shown(pseudo, src is not None and src >= 0 and self.kinds[src] >= 0, "eternal",
                                   face_of=src if src is not None and src >= 0 else None))
                on_screen = pseudo
            target = item.get("target")
            if target is not None:
                sc.arrows.append((on_screen, f"card:{target}" if target >= 0 else f"player@{-1 - target}"))
        # while something is on the stack it is shown large on the board ("stack_big", the top
        # on the right); the small side box is for the empty stack
        if stack:
            sc.zones["stack_big"] = stack
            sc.hidden_zones.add("stack")
        else:
            sc.zones["stack"] = []
            sc.hidden_zones.add("stack_big")
        foe = 1 - st.turn
        for a in st.attackers:
            sc.marks[a] = "attacker"
            if a not in st.blocks:
                sc.arrows.append((a, f"player@{foe}"))
        for attacker, blockers in st.blocks.items():
            for b in blockers:
                sc.marks[b] = "blocker"
                sc.arrows.append((b, f"card:{attacker}"))
        if obs.night:
            sc.notice = "Night"
        return sc

    @staticmethod
    def _elsewhere(sc: Scene, card: int) -> bool:
        return any(s.card == card for shown in sc.zones.values() for s in shown)

    def _seat_lines(self, obs: EternalObservation, s: int) -> list[str]:
        st = obs.state
        lines = [f"Health {st.health[s]}" + (f" · Armor {st.armor[s]}" if st.armor[s] else ""),
                 f"Power {st.power[s]}/{st.max_power[s]}",
                 f"Influence {_influence_text(st.influence[s])}",
                 f"Hand {obs.hand_counts[s]} · Deck {obs.deck_counts[s]}"]
        if obs.night:
            lines.append("Night")
        if st.turn == s and st.phase not in ("mulligan", "over"):
            lines.append("Turn: " + _PHASES.get(st.phase, st.phase))
        return lines

    # -- drags ------------------------------------------------------------------------------
    def is_drag(self, action: Action) -> bool:
        """Plays, declared attackers and blocks are made by dragging a card."""
        return action.card is not None and action.kind in ("play", "attack", "block")

    def is_click(self, action: Action) -> bool:
        """Targets and the damage order are clicked."""
        return action.kind in ("choose", "order") and action.target is not None and action.card is None

    def _target_key(self, target: int) -> str:
        return f"card:{target}" if target >= 0 else f"player@{-1 - target}"

    def drop_places(self, action: Action) -> list[str]:
        """Where a play, attack or block may be dropped."""
        if action.kind == "play":
            return ["board"] if action.target is None else [self._target_key(action.target)]
        if action.kind == "attack" and action.card is not None:
            if action.target is not None:
                return [self._target_key(action.target)]
            foe = 1 - action.seat
            return [f"player@{foe}", f"board@{foe}", f"relics@{foe}", f"hand@{foe}"]
        if action.kind == "block" and action.target is not None:
            return [f"card:{action.target}"]
        return []

    def guess(self, seat: int, card: int, drop: Sequence[str]) -> Action | None:
        """The play or attack a drop most likely meant."""
        st = self.part.state if self.part is not None else None
        target = None
        for key in drop:
            if key.startswith("card:"):
                target = int(key[5:])
                break
            if key.startswith("player@"):
                target = -1 - int(key.split("@")[1])
                break
        if st is not None and card in st.hands[seat]:
            return Action("play", seat, card, target)
        if st is not None and st.phase == "block":
            return Action("block", seat, card, target)
        return Action("attack", seat, card, target if target is not None and target >= 0 else None)

    def end_turn_label(self, action: Action) -> str | None:
        """The one button: End turn, Pass, Let it resolve, Attack!, Done blocking."""
        st = self.part.state if self.part is not None else None
        if action.kind == "pass":
            if st is not None and st.stack:
                return "Let it resolve"
            if st is not None and st.phase in ("main1", "main2"):
                return "End turn"
            return "Pass"
        if action.kind == "attack" and action.choice == "player":
            return "Attack!"
        if action.kind == "block" and action.choice == "done":
            return "Done blocking"
        return None

    def timeline_mark(self, event: Event) -> str | None:
        """Turn starts."""
        return event.text if event.kind == "turn" else None

    def strikes(self, event: Event) -> list[Strike]:
        """The attack (000 3.31: "Player 1 attacks Player 2 with A, B") lunges every attacker
        at the enemy player; a direct attack ("A attacks B", 000 4.3) lunges A at B."""
        if event.kind != "attack" or not event.cards or event.seat is None:
            return []
        if event.text.startswith("Player "):
            return [Strike(c, seat=1 - event.seat) for c in event.cards]
        return [Strike(event.cards[0], target=event.cards[1] if len(event.cards) > 1 else None,
                       seat=None if len(event.cards) > 1 else 1 - event.seat)]

    def hits(self, event: Event) -> list[Hit]:
        """Damage dealt to a unit or relic ("A deals 3 damage to B"); a player's damage shows
        in their health."""
        m = _DAMAGE.search(event.text) if event.kind == "damage" and event.cards else None
        if m is None or m.group(2).startswith("Player "):
            return []
        return [Hit(event.cards[-1], -int(m.group(1)))]

    def progress(self, obs: Observation) -> str | None:
        """"Turn 7" (every player's turn counts), "Before turn 1" while the hands are kept."""
        turn = obs.part.state.turn_no
        return f"Turn {turn}" if turn > 0 else "Before turn 1"

    # -- priority --------------------------------------------------------------------------------
    # Where the table stops on your own turn when ending the turn (or "Attack!") is all there is.
    phase_stops = (PhaseStop("main1", "Main 1"), PhaseStop("declare", "Attack"), PhaseStop("main2", "Main 2"))

    def own_response(self, obs: Observation) -> bool:
        """Priority on the stack goes to the other player (000 5.0), so a seat is asked about
        its own item only when it tops the stack untouched: never after an Ambush, which the
        attacker answers (pass_priority)."""
        d = obs.decision
        st = obs.part.state if obs.part is not None else None
        if d is None or d.kind != "respond" or st is None or not st.stack:
            return False
        top = st.stack[-1]
        return int(top.get("seat", -1)) == d.seat and not top.get("ambushed")

    def turn_seat(self, obs: Observation) -> int | None:
        """The seat whose turn it is (none while the hands are kept)."""
        st = obs.part.state if obs.part is not None else None
        return None if st is None or st.phase in ("mulligan", "over") else int(st.turn)


_DAMAGE = re.compile(r" deals (\d+) damage to (.+)$")
