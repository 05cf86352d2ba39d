"""The Wonders table: seven realms side by side, each a column with the top player's cards
above and the bottom player's below a strip holding the realm's name, its stones and each
side's power; hands, decks and The Abyss; an attack button per realm and a draw button by
the deck. Pygame-free: the view draws what this describes (scenes/wonders.json lays it out).

Zone keys: "col{c}@{seat}" is a seat's side of the realm in screen column c (0 leftmost);
"strip{c}" the realm's caption, "stones{c}@{seat}" the stones a seat holds there,
"attack{c}" its button (attack there, or choose it when a choice names realms);
"frame{c}", "locked{c}", "now{c}" and "battle{c}" are the column's backdrop, of which
the scene keeps one. Which realm a column shows depends on who
sits at the bottom: realm 1 is on the left when `realm1_left` is the bottom seat, else the
order is mirrored (001 4 Starting the Game: the second player chooses the side)."""
from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ...core.actions import Action
from ...core.events import Event
from ...core.observation import Observation
from ...core.table import Badge, CardFace, Role, Scene, Shown, TableDescription
from .battle import STEPS
from .cards import Card, card_table, power_text
from .observe import WondersObservation
from .state import ACTIVE, BANISHED, REALMS
from .world import card_stones

BACK = "wonders"
# The frame colour of each orbital (001 1 Orbital); cards with none are grey.
_COLOURS = {"Petraia": (132, 96, 58), "Thalwind": (52, 120, 164), "Solfera": (190, 112, 36),
            "Umbrathene": (98, 62, 128), "Heliosynth": (40, 132, 104), "Boundless": (150, 60, 112), "": (110, 110, 118)}
_TYPES = {"wonder": "Wonder", "land": "Land", "item": "Item", "spell": "Spell"}
_ICONS = {"wonder": "W", "land": "L", "item": "I", "spell": "S"}
# The symbol of the generated art: a Wonder's first class found here, else by card type.
_CLASS_ART = {"Angel": "wing", "Bird": "wing", "Herald": "wing", "Undead": "skull", "Skeleton": "skull",
              "Curse": "skull", "Elemental": "flame", "Storm": "bolt", "Gust": "cloud", "Golem": "tower",
              "Construct": "tower", "Machine": "tower", "Mage": "star", "Cleric": "star", "Cosmic": "star",
              "Spirit": "eye", "Dreamer": "eye", "Stalker": "mask", "Raider": "mask", "Dwarf": "shield",
              "Warden": "shield", "Sentinel": "shield", "Plant": "sun", "Giant": "claw", "Goblin": "claw",
              "Insect": "claw", "Fish": "claw", "Naga": "claw", "Ruler": "crown", "Human": "sword",
              "Soldier": "sword", "Equipment": "sword", "Relic": "gem", "Rite": "sun", "Prayer": "sun"}
_TYPE_ART = {"wonder": "sword", "land": "tower", "item": "gem", "spell": "flask"}
# How a counter reads on a card's note (001 2 Counters; 001 7 Shield, Protector, Celestial, Growth).
_COUNTER_MARKS = (("shield", "\u25c8"), ("protector", "\u2691"), ("celestial", "\u2726"), ("growth", "\u271a"),
                  ("null", "\u2298"))
_COUNTER_WORDS = {"shield": "shield", "protector": "protector", "celestial": "celestial", "growth": "growth",
                  "null": "null"}
_KEYWORD_WORDS = {"heart_of_a_legend": "heart of a legend"}
_REALM_LABEL = re.compile(r"Realm ([1-7])")     # how the rules label a realm among a choice's answers
_COUNTER_PART = re.compile(r"([+-]1) counters \u00d7(\d+)")   # a power part from counters (power.power_parts)


def _art(c: Card) -> str:
    if c.type == "wonder" or c.type == "item":
        found = next((_CLASS_ART[k] for k in c.classes if k in _CLASS_ART), None)
        if found is not None:
            return found
    if c.type == "spell" and any(k in ("Rite", "Prayer", "Ritual") for k in c.classes):
        return "sun"
    return _TYPE_ART[c.type]


def _num(x: float) -> str:
    """A resource as players read it: a whole number or "∞"."""
    if isinstance(x, float) and math.isinf(x):
        return "\u221e" if x > 0 else "-\u221e"
    return str(int(x))


def _value(text: str) -> float:
    """A power as shown ("5", "∞", "-∞") as a number."""
    if text.endswith("\u221e"):
        return -math.inf if text.startswith("-") else math.inf
    try:
        return float(text)
    except ValueError:
        return 0.0


class WondersTable(TableDescription):
    """Shows a Wonders observation."""

    def __init__(self) -> None:
        self.cards = card_table()
        self.kinds: list[int] = []
        self.part: WondersObservation | None = None    # the observation last shown
        self.bottom = 0                                # the seat at the bottom of the screen
        self._faces: dict[int, CardFace] = {}          # printed faces, per card-table index
        self._now: dict[int, CardFace] = {}            # faces with current values, per instance shown

    # -- where each realm is -------------------------------------------------------------------
    def column(self, realm: int) -> int:
        """The screen column (0 leftmost) of a realm (0-6) in the last observation shown."""
        st = self.part.state if self.part is not None else None
        left = st.realm1_left if st is not None else 0
        return realm if left == self.bottom else REALMS - 1 - realm

    def realm_at(self, column: int) -> int:
        """The realm (0-6) shown in a screen column (mirroring is its own inverse)."""
        return self.column(column)

    # -- faces -------------------------------------------------------------------------------
    def face_of_kind(self, kind: int) -> CardFace:
        """The printed face of a card of the pool (by card-table index)."""
        f = self._faces.get(kind)
        if f is None:
            c = self.cards[kind]
            kind_line = _TYPES[c.type] + (" · " + ", ".join(c.classes) if c.classes else "")
            if c.orbital:
                kind_line += f" · {c.orbital}" + (" core" if c.core else "")
            cost = str(c.cost)
            f = CardFace(c.name, kind_line, cost, c.text or c.notes, _COLOURS.get(c.orbital, _COLOURS[""]),
                         _ICONS[c.type], BACK, cost=cost, corner=power_text(c), game="wonders", card_id=c.id,
                         art=_art(c))
            self._faces[kind] = f
        return f

    def face(self, card: int) -> CardFace:
        """The face of an instance the last observation shows, with its current values: the
        cost it takes to play now (a card in hand or a playable deck top, after links and cost
        statics: plays.play_cost), a Wonder's power now in its corner, the printed value
        beside each that differs, "Nullified" when its text is blank, and its states and
        counters in words. An untouched card is its printed face; `explain` says how each
        changed value comes about."""
        now = self._now.get(card)
        if now is not None:
            return now
        if not 0 <= card < len(self.kinds) or self.kinds[card] < 0:
            raise KeyError(card)
        printed = self.face_of_kind(self.kinds[card])
        part = self.part
        if part is None:
            return printed
        changes: dict[str, Any] = {}
        cost = part.costs.get(card)
        if cost is not None and str(cost[0]) != printed.cost:
            changes.update(cost=str(cost[0]), printed_cost=printed.cost, stat=str(cost[0]))
        power = part.powers.get(card)
        if power is not None and power != printed.corner:
            changes.update(corner=power, printed_corner=printed.corner)
        if card in part.nullified:
            changes["text_lost"] = "Nullified"
        states = self._states(part, card)
        if states:
            changes["states"] = states
        face = replace(printed, **changes) if changes else printed
        self._now[card] = face
        return face

    def _states(self, part: WondersObservation, card: int) -> tuple[str, ...]:
        """A card's states and counters in words ("Stunned", "Tapped", "2 +1 counters")."""
        st = part.state
        if card in st.facedown or not any(card in side for realm in st.world for side in realm):
            return ()
        words: list[str] = []
        if self._stunned(part, card):
            words.append("Stunned")
        if card in st.tapped:
            words.append("Tapped")
        counters = st.counters.get(card, {})
        for kind in ("+1", "-1", *_COUNTER_WORDS):
            n = counters.get(kind, 0)
            if n > 0:
                words.append(f"{n} {_COUNTER_WORDS.get(kind, kind)} counter{'s' if n > 1 else ''}")
        return tuple(words)

    def pool_faces(self) -> list[CardFace]:
        """Every Wonders card's face."""
        return [self.face_of_kind(k) for k in range(len(self.cards))]

    # -- the scene -----------------------------------------------------------------------------
    def scene(self, observation: Observation) -> Scene:
        """Zones, badges and texts of a Wonders observation."""
        part: WondersObservation = observation.part
        self.part = part
        st = part.state
        self.kinds = st.kinds
        self.bottom = observation.seat if observation.seat is not None else 0
        self._now = {}
        sc = Scene()
        null = set(part.nullified)
        stone_cards = {i for _r, _s, i in card_stones(st, self.cards, null) if i not in st.facedown}
        battle = st.battle
        for s in range(st.n):
            base = 1 + s * 1000
            sc.zones[f"hand@{s}"] = [self._shown(c, -(base + i)) for i, c in enumerate(st.hands[s])]
            deck = st.decks[s]
            sc.zones[f"deck@{s}"] = [Shown(-(base + 400 + k), False, BACK) for k in range(min(len(deck), 6))]
            sc.counts[f"deck@{s}"] = len(deck)
            abyss = st.abyss[s]
            sc.zones[f"abyss@{s}"] = [self._shown(c, -(base + 600 + k)) for k, c in enumerate(abyss[-6:])]
            sc.counts[f"abyss@{s}"] = len(abyss)
            sc.seat_lines[s] = self._seat_lines(part, s)
            sc.headline[s] = f"{part.stones[s]} \u25c6"    # stones decide the game (001 4 Victory)
        sc.zones["limbo"] = [self._shown(c, -(90_000 + k)) for k, c in enumerate(st.limbo)]
        if not st.limbo:
            sc.hidden_zones.add("limbo")
        current = st.round - 1 if st.phase != "mulligan" else -1
        for r in range(REALMS):
            self._realm(sc, part, r, current, battle, null, stone_cards)
        if battle is not None:
            sc.notice = self._battle_notice(battle)
        return sc

    def _shown(self, card: int, pseudo: int) -> Shown:
        """A card face up when this observation knows it, else its back (under a pseudo id)."""
        if card < 0 or card >= len(self.kinds) or self.kinds[card] < 0:
            return Shown(pseudo, False, BACK)
        return Shown(card, True, BACK)

    def _realm(self, sc: Scene, part: WondersObservation, r: int, current: int, battle: dict | None,
               null: set[int], stone_cards: set[int]) -> None:
        st = part.state
        c = self.column(r)
        state = st.realm_state[r]
        open_ = state == ACTIVE
        fight = battle is not None and int(battle["realm"]) == r
        backdrop = "battle" if fight else ("locked" if not open_ else ("now" if r == current else "frame"))
        for name in ("frame", "locked", "now", "battle"):
            if name != backdrop:
                sc.hidden_zones.add(f"{name}{c}")
        sc.zones[f"strip{c}"] = []
        title_role: Role = "accent" if r == current and open_ else ("text" if open_ else "dim")
        title = f"\u2694 Realm {r + 1}" if fight else f"Realm {r + 1}"
        caption = [Badge(title, "bad" if fight else title_role)]
        centre = sum(1 for owner in st.stones[r] if owner < 0)
        if state == BANISHED:
            caption.append(Badge("banished", "bad"))
        elif not open_:
            caption.append(Badge(f"opens on round {r + 1}", "dim"))
        elif centre:
            caption.append(Badge(f"{self._stones(centre)} in the centre", "text"))
        sc.zone_badges[f"strip{c}"] = caption
        for s in range(st.n):
            key = f"col{c}@{s}"
            if not open_:
                sc.hidden_zones.add(key)
            cards = self._ordered(st.world[r][s], st.equipped)
            sc.zones[key] = [Shown(i, i not in st.facedown and self.kinds[i] >= 0, BACK) for i in cards]
            power = part.realm_power[r][s] if r < len(part.realm_power) else ""
            if power:
                sc.zone_badges[key] = [Badge(power, "accent")]
            held = sum(1 for owner in st.stones[r] if owner == s) if state != BANISHED else 0
            if held:
                sc.zone_badges[f"stones{c}@{s}"] = [Badge(self._stones(held), "accent")]
            for i in cards:
                self._card(sc, part, i, null, stone_cards)
            if fight and battle is not None:
                role = "attacker" if s == int(battle["attacker"]) else "blocker"
                for i in cards:
                    if i in part.powers and (role == "blocker" or i in battle.get("attackers", [i])):
                        sc.marks[i] = role

    @staticmethod
    def _stones(n: int) -> str:
        return "\u25c6" * n if n <= 3 else f"\u25c6 \u00d7{n}"

    @staticmethod
    def _ordered(cards: list[int], equipped: dict[int, int]) -> list[int]:
        """A side's cards in arrival order, each equipment right after the Wonder it equips."""
        out = [i for i in cards if equipped.get(i) not in cards]
        for item in [i for i in cards if equipped.get(i) in cards]:
            out.insert(out.index(equipped[item]) + 1, item)
        return out

    def _card(self, sc: Scene, part: WondersObservation, i: int, null: set[int], stone_cards: set[int]) -> None:
        """A card in The World: dimmed when tapped or stunned, its current power, and a note
        with its counters, nullification and whether it is a stone."""
        st = part.state
        if i in st.facedown or self.kinds[i] < 0:
            return
        if i in st.tapped or self._stunned(part, i):
            sc.dimmed.add(i)
        note = self._note(st.counters.get(i, {}), i in null, i in stone_cards)
        power = part.powers.get(i)
        printed = self.face_of_kind(self.kinds[i])
        if power is not None and power != printed.corner:
            plain = printed.corner.lstrip("-").isdigit()
            if not note:
                role: Role = "accent"
                if plain:
                    role = "good" if _value(power) > float(printed.corner) else "bad"
                sc.card_badges[i] = Badge(power, role)
        if note:
            sc.card_badges[i] = Badge(note, "info")

    @staticmethod
    def _note(counters: dict[str, int], nullified: bool, stone: bool) -> str:
        parts = []
        net = counters.get("+1", 0) - counters.get("-1", 0)
        if net:
            parts.append(f"{net:+d}")
        parts += [mark + (str(counters[k]) if counters[k] > 1 else "")
                  for k, mark in _COUNTER_MARKS if counters.get(k, 0) > 0]
        if nullified and not counters.get("null"):
            parts.append("\u2298")
        if stone:
            parts.append("\u25c6")
        return " ".join(parts)

    @staticmethod
    def _stunned(part: WondersObservation, i: int) -> bool:
        return any(e.get("kind") == "stun" and e.get("target") == i for e in part.state.effects)

    def _battle_notice(self, battle: dict) -> str:
        """Where the battle in progress is (001 4 Battle steps): "Battle in realm 3 — check
        for victory: 9 vs 7"."""
        realm = int(battle["realm"]) + 1
        step = str(battle.get("step", STEPS[0]))
        text = f"Battle in realm {realm} \u2014 {step}"
        totals = battle.get("totals")
        if totals and step in STEPS[3:]:
            text += f": {totals[0]} vs {totals[1]}"
            outcome = battle.get("outcome")
            attacker = int(battle["attacker"])
            if outcome == "tie":
                text += ", a tie"
            elif outcome in ("attacker", "defender"):
                winner = attacker if outcome == "attacker" else 1 - attacker
                text += f", Player {winner + 1} wins"
        return text

    def _seat_lines(self, part: WondersObservation, s: int) -> list[str]:
        st = part.state
        faith = f"Faith {_num(st.faith[s])}" + (" (spent)" if st.faith_spent[s] else "")
        lines = [f"Energy {_num(st.energy[s])} · Actions {st.actions[s]}",
                 f"{faith} · Free attacks {st.free_attacks[s]}",
                 f"Hand {part.hand_counts[s]} · Deck {part.deck_counts[s]}",
                 f"Abyss {len(st.abyss[s])} · Archive {len(st.archive[s])}"
                 + (f" · Banished {len(st.banished[s])}" if st.banished[s] else "")]
        if st.phase == "play" and st.pass_streak[s] and st.turn != s:
            lines.append("Passed")
        return lines

    # -- hover ---------------------------------------------------------------------------------
    def explain(self, card: int) -> list[str]:
        """Why a card is as it is: for a card in hand, its cost (printed, each reduction with
        its source, "= costs N energy": 001 7 Orbital Link); for a card in The World, a
        Wonder's power in the order of operations (base, each modifier, multipliers, "= N":
        001 1 Power), its counters, keywords, nullification and stun; [] when the printed
        card says it all."""
        part = self.part
        if part is None or card < 0 or card >= len(self.kinds) or self.kinds[card] < 0:
            return []
        st = part.state
        cost = part.costs.get(card)
        if cost is not None:
            return self._explain_cost(card, *cost)
        if card in st.facedown or not any(card in side for realm in st.world for side in realm):
            return []
        lines: list[str] = []
        parts = part.parts.get(card, ())
        for why, value in parts:
            if why == "base power":
                lines.append(f"Base power {value}")
            elif value.startswith("\u00d7"):
                lines.append(f"{value} {why}")
            else:
                signed = value if value.startswith("-") else "+" + value
                from_counters = _COUNTER_PART.fullmatch(why)
                if from_counters is not None:
                    n = int(from_counters.group(2))
                    why = f"from {n} {from_counters.group(1)} counter{'s' if n > 1 else ''}"
                lines.append(f"{signed} {why}")
        modified = len(parts) > 1
        if self._stunned(part, card):
            lines.append("Stunned: power 0 this round")
            modified = True
        if parts:
            lines.append(f"= {part.powers.get(card, '?')}")
        extra: list[str] = []
        counters = st.counters.get(card, {})
        words = []
        if counters.get("+1"):
            words.append(f"{counters['+1']} × +1")
        if counters.get("-1"):
            words.append(f"{counters['-1']} × -1")
        words += [f"{counters[k]} {w}" for k, w in _COUNTER_WORDS.items() if counters.get(k)]
        if words:
            extra.append("Counters: " + ", ".join(words))
        keywords = part.keywords.get(card, ())
        if keywords:
            extra.append("Keywords: " + ", ".join(_KEYWORD_WORDS.get(k, k) for k in keywords))
        if card in part.nullified:
            extra.append("Nullified: its text is blank")
        if card in st.tapped:
            extra.append("Tapped: its tap ability is used")
        null = set(part.nullified)
        if any(i == card for _r, _s, i in card_stones(st, self.cards, null)):
            extra.append("Counts as a stone")
        host = st.equipped.get(card)
        if host is not None and 0 <= host < len(self.kinds) and self.kinds[host] >= 0:
            extra.append(f"Equips {self.cards[self.kinds[host]].name}")
        if not modified and not extra:
            return []
        return (lines if modified else []) + extra

    def _explain_cost(self, card: int, now: int, parts: tuple[tuple[str, int], ...]) -> list[str]:
        """A modified cost: "Printed cost 5", "-1 from Petraia Link", "= costs 4 energy"."""
        printed = self.cards[self.kinds[card]].cost
        lines = [f"Printed cost {printed}"] + [f"{change:+d} from {why}" for why, change in parts]
        floor = " (never below 0)" if now != printed + sum(change for _why, change in parts) else ""
        return lines + [f"= costs {now} energy{floor}"]

    # -- gestures ------------------------------------------------------------------------------
    def is_click(self, action: Action) -> bool:
        """Targets are clicked; attacking and drawing are buttons on their realm and deck,
        and so is the answer "Realm N" to a question about realms (where to fly, move...)."""
        return action.kind in ("attack", "draw") or super().is_click(action) or self._realm_answer(action) is not None

    def _realm_answer(self, action: Action) -> int | None:
        """The realm (0-6) an answer to the pending choice names by its label "Realm N", if any."""
        st = self.part.state if self.part is not None else None
        ch = st.choice if st is not None else None
        if action.kind != "choose" or action.target is not None or ch is None or ch.get("by") != "value":
            return None
        labels, options = ch.get("labels") or [], ch.get("options") or []
        if action.choice not in options or len(labels) != len(options):
            return None
        m = _REALM_LABEL.fullmatch(str(labels[options.index(action.choice)]))
        return int(m.group(1)) - 1 if m else None

    def drop_places(self, action: Action) -> list[str]:
        """A card goes to the dropper's side of a realm, a spell anywhere on the board; an
        attack (or an answer naming a realm) is the realm's button, a draw the deck's."""
        seat = action.seat
        if action.kind == "play" and action.card is not None:
            if not isinstance(action.choice, int):
                return ["board"]
            return [f"col{self.column(action.choice)}@{seat}"]
        if action.kind == "attack" and isinstance(action.choice, int):
            c = self.column(action.choice)
            return [f"attack{c}", f"col{c}@{seat}"]
        if action.kind == "draw":
            return [f"draw@{seat}", f"deck@{seat}"]
        realm = self._realm_answer(action)
        if realm is not None:
            c = self.column(realm)
            return [f"attack{c}", f"col{c}@{seat}"]
        return []

    def guess(self, seat: int, card: int, places: Sequence[str]) -> Action | None:
        """The play a drop most likely meant: into the realm of the column under it (a
        locked one too, so the refusal says when it opens); a spell needs no realm."""
        if 0 <= card < len(self.kinds) and self.kinds[card] >= 0 and self.cards[self.kinds[card]].type == "spell":
            return Action("play", seat, card)
        for key in places:
            name = key.split("@")[0]
            for prefix in ("col", "strip", "stones", "attack"):
                if name.startswith(prefix) and name[len(prefix):].isdigit():
                    return Action("play", seat, card, choice=self.realm_at(int(name[len(prefix):])))
        return Action("play", seat, card)

    def end_turn_label(self, action: Action) -> str | None:
        """The one button is Pass (001 4 Passing)."""
        return "Pass" if action.kind == "pass" else None

    def timeline_mark(self, event: Event) -> str | None:
        """Round starts ("Round 5")."""
        return event.text.split(" begins")[0] if event.kind == "round" else None

    def progress(self, obs: Observation) -> str | None:
        """"Round 5" of seven, "Before round 1" while setting up."""
        rnd = obs.part.state.round
        return f"Round {rnd}" if rnd > 0 else "Before round 1"

    def sound_cue(self, event: Event, viewer: int) -> str | None:
        """A stone seized is Wonders' blow: it sounds as damage (the common kinds otherwise)."""
        if event.kind == "seized":
            return "damage"
        return super().sound_cue(event, viewer)

    def announcement(self, event: Event) -> str | None:
        """A new round and its realm, a stone seized, a battle that moves no stone."""
        if event.kind == "round" and " begins: " in event.text:
            head, realm = event.text.split(" begins: ", 1)
            return f"{head} \u2014 {realm[:1].lower()}{realm[1:]}"
        if event.kind in ("seized", "stone", "protector"):
            return event.text
        return None

