"""The Exodus table: each player's energy piles with creatures on top (the energy fanned
upward behind the creature, frozen energy face down), symmetries and Afterthoughts in play,
Main Deck, Energy Deck, graveyard and what lies beneath the Main Deck; Life Points as each
seat's headline (a team's shared total in 2v2); the stack with arrows to its targets, the
Eeventide Field, the turn and its phases, and an attack in progress. Pygame-free: the view
draws what this describes, laid out by scenes/exodus.json.

Zone keys: "board@{seat}" a player's piles (in 2v2 each player's piles stay separate within
the team's field, "team@{seat}", a box drawn only in team games); "syms@", "afters@",
"hand@", "main@", "edeck@", "grave@", "beneath@" and "info@" (the seat's panel, where a
player is targeted and a side's Life Points attacked); "stack" (the stack, the top on the
right), "stack_info" (the stack in words), "harmony" (the Eeventide Field), "turn" and
"phase0".."phase4" (whose turn, which phase).

A pile is shown as its creature (or, for a blank pile, one of its energy) with the other
cards attached: they fan upward behind it, the unfrozen ones nearest. A pile is named by
its bottom energy card in actions; a drop on any card of the pile means the pile.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from ...core.actions import Action
from ...core.events import Event
from ...core.observation import Observation
from ...core.table import Badge, CardFace, Hit, Role, Scene, Shown, Strike, TableDescription
from .cards import STARS, Card, card_table
from .context import face as up_face
from .field import pile_of, seats_of_side, strength
from .observe import ExodusView
from .params import PHASES, RULESET
from .state import ExodusState
from .table_faces import current_face
from .table_words import EFFECT_WORDS, effect_lines, frozen_note, item_line, seat_lines, thaw_words

MAIN_BACK = "main"          # the Main Deck's back
ENERGY_BACK = "energy"      # the Energy Deck's back
FROZEN_BACK = "frozen"      # a frozen energy, face down
HIDDEN_BACK = "exodus"      # a card in another player's hand (which deck is not known)
# Frame colours: a creature by its first creature type, symmetries, energy.
GUILD_COLOURS = {"Dragon": (170, 58, 44), "Angel": (176, 150, 84), "Order": (58, 92, 160),
                 "Shardfolk": (120, 76, 160), "Machine": (104, 112, 122), "Fungi": (128, 96, 58),
                 "Sylvan": (52, 128, 66), "Paladin": (186, 136, 40)}
CREATURE_COLOUR = (110, 110, 118)
SYMMETRY_COLOUR = (40, 132, 140)
ENERGY_COLOUR = (196, 150, 40)
_GUILD_ART = {"Dragon": "flame", "Angel": "wing", "Order": "crown", "Shardfolk": "gem", "Machine": "tower",
              "Fungi": "cloud", "Sylvan": "sun", "Paladin": "shield"}
_TYPES = {"creature": "Creature", "symmetry": "Symmetry", "energy": "Energy"}
PHASE_TITLES = ("Draw", "Energy", "Creature", "Attack", "End")
ENERGY = "\u26a1"           # ⚡ after an energy count
FROST = "\u2744"            # ❄ a frozen card


def _art(c: Card) -> str:
    if c.is_energy:
        return "bolt"
    if c.is_symmetry:
        return "star"
    return next((_GUILD_ART[g] for g in c.guilds if g in _GUILD_ART), "sword")


def energy_cost(c: Card) -> int:
    """The energy a symmetry costs (shown top-left), 0 for none."""
    ab = c.effect or {}
    cost = ab.get("cost") or {}
    value = cost.get("energy", 0) if isinstance(cost, dict) else 0
    return value if isinstance(value, int) else 0


class ExodusTable(TableDescription):
    """Shows an Exodus observation."""

    def __init__(self) -> None:
        self.cards = card_table()
        self.kinds: list[int] = []
        self.part: ExodusView | None = None       # the observation last shown
        self.viewer = 0
        self._faces: dict[int, CardFace] = {}     # printed faces, per card-table index
        self._now: dict[int, CardFace] = {}       # faces as they are now, made as asked (per scene)
        self._piles: dict[int, list[int]] = {}    # any card of a pile -> the pile's cards as shown, front first

    # -- faces -------------------------------------------------------------------------------
    def face_of_kind(self, kind: int) -> CardFace:
        """The printed face of a card of the pool (by card-table index)."""
        f = self._faces.get(kind)
        if f is None:
            c = self.cards[kind]
            kind_line = ("Chrono creature" if c.chrono else _TYPES[c.type])
            if c.guilds:
                kind_line += " \u00b7 " + ", ".join(c.guilds)
            if not c.is_energy:
                kind_line += " \u00b7 " + ("Harmony Rare " if c.rarity == "harmony" else "") + "\u2605" * STARS[c.rarity]
            text = c.text
            if c.afterthought_text:
                text = (text + " " if text else "") + f"Afterthought: {c.afterthought_text}"
            cost = str(energy_cost(c)) if energy_cost(c) else ""
            colour = (GUILD_COLOURS.get(c.guilds[0], CREATURE_COLOUR) if c.guilds else CREATURE_COLOUR) \
                if c.is_creature else (SYMMETRY_COLOUR if c.is_symmetry else ENERGY_COLOUR)
            f = CardFace(c.name, kind_line, cost, text or c.notes, colour, c.type[:1].upper(),
                         ENERGY_BACK if c.is_energy else MAIN_BACK, cost=cost, game="exodus", card_id=c.id,
                         art=_art(c))
            self._faces[kind] = f
        return f

    def face(self, card: int) -> CardFace:
        """The face of an instance the last observation shows, as it is now (hand cards
        too): the side that is up, a creature's strength in its corner while it is in play,
        an Afterthought's text while it is one, why its text is lost and its states
        (table_faces.current_face)."""
        now = self._now.get(card)
        if now is not None:
            return now
        if not 0 <= card < len(self.kinds) or self.kinds[card] < 0 or self.part is None:
            raise KeyError(card)
        st = self.part.state
        up = up_face(self.cards, st, card)
        now = current_face(self.cards, st, card, up, self.face_of_kind(up.index))
        self._now[card] = now
        return now

    def pool_faces(self) -> list[CardFace]:
        """Every Exodus card's printed face."""
        return [self.face_of_kind(k) for k in range(len(self.cards))]

    def _known(self, card: int) -> bool:
        return 0 <= card < len(self.kinds) and self.kinds[card] >= 0

    def _card(self, card: int) -> Card:
        assert self.part is not None
        return up_face(self.cards, self.part.state, card)

    # -- the scene -----------------------------------------------------------------------------
    def scene(self, observation: Observation) -> Scene:
        """Zones, badges, arrows and texts of an Exodus observation."""
        part: ExodusView = observation.part
        self.part = part
        st = part.state
        self.kinds = st.kinds
        self.viewer = observation.seat if observation.seat is not None else 0
        self._now = {}
        self._piles = {}
        sc = Scene()
        on_stack = {int(item["card"]) for item in self._items(st) if item.get("card", -1) >= 0}
        for s in range(st.n):
            self._seat(sc, st, s)
        if st.harmony >= 0 and not self._placed(sc, st.harmony) and st.harmony not in on_stack:
            sc.zones["harmony"] = [Shown(st.harmony, self._known(st.harmony), MAIN_BACK)]
        else:
            sc.hidden_zones.add("harmony")
        self._stack(sc, st)
        self._attack(sc, st)
        self._turn(sc, st)
        if st.mode != "teams":
            sc.hidden_zones.update(f"team@{s}" for s in range(st.n))
        return sc

    @staticmethod
    def _placed(sc: Scene, card: int) -> bool:
        return any(s.card == card for shown in sc.zones.values() for s in shown) or \
            any(a.card == card for atts in sc.attachments.values() for a in atts)

    def _shown(self, card: int, pseudo: int, back: str = HIDDEN_BACK) -> Shown:
        """A card face up when this observation knows it, else a back under a pseudo id."""
        if not self._known(card):
            return Shown(pseudo, False, back)
        return Shown(card, True, back)

    def _seat(self, sc: Scene, st: ExodusState, s: int) -> None:
        base = 1 + s * 1000
        sc.zones[f"hand@{s}"] = [self._shown(c, -(base + i)) for i, c in enumerate(self._sorted(st.hand[s]))]
        sc.zones[f"main@{s}"] = [Shown(-(base + 300 + k), False, MAIN_BACK) for k in range(min(len(st.main[s]), 6))]
        sc.counts[f"main@{s}"] = len(st.main[s])
        sc.zones[f"edeck@{s}"] = [Shown(-(base + 400 + k), False, ENERGY_BACK)
                                  for k in range(min(len(st.edeck[s]), 6))]
        sc.counts[f"edeck@{s}"] = len(st.edeck[s])
        sc.zones[f"grave@{s}"] = [self._shown(c, -(base + 500 + k), MAIN_BACK) for k, c in enumerate(st.grave[s][-6:])]
        sc.counts[f"grave@{s}"] = len(st.grave[s])
        sc.zones[f"beneath@{s}"] = [self._shown(c, -(base + 600 + k), MAIN_BACK)
                                    for k, c in enumerate(st.beneath[s][-6:])]
        sc.counts[f"beneath@{s}"] = len(st.beneath[s])
        if not st.beneath[s]:
            sc.hidden_zones.add(f"beneath@{s}")
        for name, cards in (("syms", st.syms[s]), ("afters", st.afters[s])):
            sc.zones[f"{name}@{s}"] = [self._shown(c, -(base + 700 + k), MAIN_BACK) for k, c in enumerate(cards)]
            if not cards:
                sc.hidden_zones.add(f"{name}@{s}")
            for c in cards:
                self._in_play(sc, st, c)
        sc.zones[f"board@{s}"] = [self._pile(sc, st, pile) for pile in st.piles[s]]
        sc.seat_lines[s] = seat_lines(st, s, self.viewer)
        sc.headline[s] = f"{st.life[st.team[s]]} \u2665"

    def _sorted(self, hand: list[int]) -> list[int]:
        """A hand as shown: creatures, then symmetries, then energy, alike cards together
        (a hand with cards this observation does not know stays as it is)."""
        if not all(self._known(c) for c in hand):
            return hand
        rank = {"creature": 0, "symmetry": 1, "energy": 2}
        return sorted(hand, key=lambda c: (rank[self._card(c).type], self._card(c).name, c))

    def _pile(self, sc: Scene, st: ExodusState, pile: list[int]) -> Shown:
        """A pile: its creature in front (a blank pile: one of its unfrozen energy), the other
        cards attached behind it, the unfrozen energy nearest and the frozen face down."""
        energy = pile[1:]
        warm = [e for e in reversed(energy) if e not in st.frozen]
        cold = [e for e in reversed(energy) if e in st.frozen]
        if pile[0] >= 0:
            front, behind = pile[0], warm + cold
        else:
            order = warm + cold
            front, behind = order[0], order[1:]
        shown = [front] + behind
        for c in shown:
            self._piles[c] = shown
        frozen_front = front in st.frozen and pile[0] < 0
        sc.attachments[front] = [Shown(e, e not in st.frozen and self._known(e),
                                       FROZEN_BACK if e in st.frozen else ENERGY_BACK) for e in behind]
        n, cold_n = len(energy), len(cold)
        note = f"{n}{ENERGY}" + (f" {cold_n}{FROST}" if cold_n else "")
        if pile[0] >= 0:
            c = pile[0]
            if c in st.frozen:
                sc.marks[c] = "frozen"
                sc.dimmed.add(c)
                note = frozen_note(st, c)
            sc.card_badges[c] = Badge(note, "info")
        else:
            sc.card_badges[front] = Badge(note, "info")
        return Shown(front, not frozen_front and self._known(front), FROZEN_BACK if frozen_front else ENERGY_BACK)

    def _in_play(self, sc: Scene, st: ExodusState, c: int) -> None:
        """A symmetry or an Afterthought in play: frozen ones marked with when they thaw."""
        if c in st.frozen:
            sc.marks[c] = "frozen"
            sc.dimmed.add(c)
            sc.card_badges[c] = Badge(f"{FROST} T{st.frozen[c]}", "info")

    # -- the stack, the attack, the turn ---------------------------------------------------------
    @staticmethod
    def _items(st: ExodusState) -> list[dict]:
        """The stack bottom first, then what this round of responses adds (first answer on top)."""
        items = list(st.stack)
        if st.window is not None:
            items += [item for _seat, item in reversed(st.window["new"])]
        return items

    def _stack(self, sc: Scene, st: ExodusState) -> None:
        items = self._items(st)
        shown: list[Shown] = []
        for i, item in enumerate(items):
            card = int(item.get("card", -1))
            src = int(item.get("src", -1))
            if card >= 0 and not self._placed(sc, card):
                shown.append(Shown(card, self._known(card), MAIN_BACK))
                on_screen = card
            else:
                pseudo = -(50_000 + i)
                shown.append(Shown(pseudo, self._known(src), MAIN_BACK, face_of=src if src >= 0 else None))
                on_screen = pseudo
            for t in item.get("t", []):
                t = int(t)
                if t >= 0:
                    sc.arrows.append((on_screen, f"card:{t}"))
                else:
                    sc.arrows.append((on_screen, f"info@{-1 - t}"))
        sc.zones["stack"] = shown
        words = [item_line(self.cards, st, item, pending=i >= len(st.stack))
                 for i, item in reversed(list(enumerate(items)))]
        if not words:
            sc.zone_badges["stack_info"] = [Badge("The stack is empty", "dim")]
            return
        head, aim = words[0]          # the top: what, who, and on the next line its targets
        badges = [Badge(head, "accent")] + ([Badge(aim, "text")] if aim else [])
        for head, aim in words[1:]:
            badges.append(Badge(f"{head} {aim}".rstrip(), "dim"))
        if len(badges) > 5:
            badges = badges[:4] + [Badge(f"and {len(badges) - 4} more below", "dim")]
        sc.zone_badges["stack_info"] = badges

    def _attack(self, sc: Scene, st: ExodusState) -> None:
        a = st.attack
        if a is None or st.phase != "attack":
            return
        attacker = int(a.get("creature", -1))
        if attacker < 0 or pile_of(st, attacker) is None:
            return
        sc.marks[attacker] = "attacker"
        target = int(a.get("target", -1))
        if target >= 0 and pile_of(st, target) is not None:
            sc.marks[target] = "blocker"
            sc.arrows.append((attacker, f"card:{target}"))
            aim = self._card(target).name if self._known(target) else "a creature"
        else:
            side = int(a.get("side", -1))
            for seat in seats_of_side(st, side):
                sc.arrows.append((attacker, f"info@{seat}"))
            aim = ("Team " + "AB"[side] if st.mode == "teams" else f"Player {side + 1}") + "'s Life Points"
        name = self._card(attacker).name if self._known(attacker) else "A creature"
        sc.notice = f"\u2694 {name} ({strength(st, attacker)}) attacks {aim}"

    def _turn(self, sc: Scene, st: ExodusState) -> None:
        if st.phase in ("setup", "mulligan"):
            sc.zone_badges["turn"] = [Badge("Getting ready" if st.phase == "setup" else "Mulligans", "accent")]
            current = -1
        elif st.phase == "over":
            sc.zone_badges["turn"] = [Badge(f"Game over after turn {st.turn_no}", "accent")]
            current = -1
        else:
            sc.zone_badges["turn"] = [Badge(f"Turn {st.turn_no} \u00b7 Player {st.turn + 1}'s turn", "accent")]
            current = PHASES.index(st.phase) if st.phase in PHASES else -1
        for k, title in enumerate(PHASE_TITLES):
            role: Role = "accent" if k == current else ("dim" if k < current else "text")
            sc.zone_badges[f"phase{k}"] = [Badge(("\u25b8 " if k == current else "") + title, role)]
        if not sc.notice and current >= 0:
            if st.phase == "energy":
                sc.notice = f"Energy Phase: {st.placed} of {RULESET.energy_per_phase} energy played"
            elif st.phase == "draw" and not st.memo.get("drew"):
                sc.notice = (f"Draw Phase: draw {RULESET.draw_per_phase}, split between your decks"
                             if st.turn == self.viewer else
                             f"Draw Phase: Player {st.turn + 1} draws {RULESET.draw_per_phase}")

    # -- hover -----------------------------------------------------------------------------------
    def explain(self, card: int) -> list[str]:
        """A creature's strength from its energy ("3 energy, 1 frozen → strength 2"), what is
        frozen and when it thaws, lasting effects on a card, a blank pile's energy."""
        part = self.part
        if part is None or not self._known(card):
            return []
        st = part.state
        found = pile_of(st, card)
        lines: list[str] = []
        named = self._card(card).ability_name
        if named and not self._card(card).text.startswith(named):
            lines.append(f"Ability: {named}")
        if found is not None:
            seat, pile = found
            energy = pile[1:]
            cold = [e for e in energy if e in st.frozen]
            if pile[0] == card:
                s = strength(st, card)
                lines.append(f"{len(energy)} energy" + (f", {len(cold)} frozen" if cold else "") + f" \u2192 strength {s}")
                if card in st.frozen:
                    lines.append(f"Frozen: cannot attack; {thaw_words(st, st.frozen[card])}")
                under = st.under.get(card, [])
                if under:
                    lines.append(f"{len(under)} card{'s' if len(under) > 1 else ''} beneath it")
                if card in st.attacked:
                    lines.append("Attacked this turn")
                if "Silenced" in self.face(card).states:
                    lines.append(EFFECT_WORDS["silence"] + " this turn (Handbell Dancer Gravitas)")
            else:
                top = pile[0]
                lines.append(f"Energy under {self._card(top).name}" if top >= 0 and self._known(top)
                             else f"Blank pile of {len(energy)} energy" + (f", {len(cold)} frozen" if cold else ""))
            for when in sorted({st.frozen[e] for e in cold}):
                n = sum(1 for e in cold if st.frozen[e] == when)
                lines.append(f"{n} frozen energy: {thaw_words(st, when)}")
            if seat != st.owner[card]:
                lines.append(f"Owned by Player {st.owner[card] + 1}")
        elif card in st.frozen:
            lines.append(f"Frozen: {thaw_words(st, st.frozen[card])}")
        if card in st.syms[st.owner[card]] and card in st.frozen:
            lines.append("A frozen symmetry does nothing until it thaws")
        elif card in st.afters[st.owner[card]]:
            lines.append("An Afterthought in play")
        lines += effect_lines(st, card, self.cards)
        return lines

    # -- gestures ------------------------------------------------------------------------------
    def is_drag(self, action: Action) -> bool:
        """Energy, summons, attacks and symmetries are dragged; Abilities are buttons."""
        return action.card is not None and action.kind in ("energy", "move", "summon", "attack", "play")

    def is_click(self, action: Action) -> bool:
        """Targets are clicked; the Draw Phase's split is a button on the table ("draw0"..)."""
        return action.kind == "draw" or super().is_click(action)

    def _pile_keys(self, card: int) -> list[str]:
        return [f"card:{c}" for c in self._piles.get(card, [card])]

    def drop_places(self, action: Action) -> list[str]:
        """A pile (any of its cards) for energy and summons, anywhere on the board for a new
        pile or an untargeted symmetry, the target card, a targeted player's panel, and an
        opposing side's panel or field for an attack on its Life Points."""
        k = action.kind
        if k in ("energy", "move", "summon"):
            return ["board"] if action.target is None else self._pile_keys(action.target)
        if k == "attack" and action.card is not None:
            if action.target is not None:
                return [f"card:{action.target}"]
            st = self.part.state if self.part is not None else None
            side = int(action.choice) if isinstance(action.choice, int) else -1
            seats = seats_of_side(st, side) if st is not None else [side]
            return [f"{name}@{s}" for s in seats
                    for name in ("info", "board", "syms", "afters", "hand", "team")]
        if k == "draw" and isinstance(action.choice, int):
            return [f"draw{action.choice}"]
        if k == "play":
            if action.target is None:
                return ["board"]
            if action.target >= 0:
                return [f"card:{action.target}"]
            return [f"info@{-1 - action.target}"]
        return []

    def guess(self, seat: int, card: int, places: Sequence[str]) -> Action | None:
        """The play a refused drop most likely meant, so the refusal says why."""
        part = self.part
        if part is None or not self._known(card):
            return None
        st = part.state
        under = next((int(k[5:]) for k in places if k.startswith("card:")), None)
        player = next((int(k.split("@")[1]) for k in places if k.startswith("info@")), None)
        c = self._card(card)
        pile = pile_of(st, under) if under is not None else None
        pile_key = pile[1][1] if pile is not None and len(pile[1]) > 1 else None
        if card in st.hand[seat]:
            if c.is_energy:
                return Action("energy", seat, card, pile_key, None if pile_key is not None else "new")
            if c.is_creature:
                return Action("summon", seat, card, pile_key)
            target = under if under is not None else (-1 - player if player is not None else None)
            return Action("play", seat, card, target)
        mine = pile_of(st, card)
        if mine is not None and mine[1][0] == card:
            if under is not None and pile is not None and pile[1][0] >= 0:
                return Action("attack", seat, card, pile[1][0])
            foe = player if player is not None else next(
                (int(k.split("@")[1]) for k in places if "@" in k and k.split("@")[0] in ("board", "team")), None)
            if foe is not None:
                return Action("attack", seat, card, choice=st.team[foe])
            return Action("attack", seat, card)
        if mine is not None:
            return Action("move", seat, card, pile_key, None if pile_key is not None else "new")
        return None

    def end_turn_label(self, action: Action) -> str | None:
        """The one button: "End Energy Phase" ... "End turn" in the End Phase; "Pass" when
        answering the stack or an attack."""
        if action.kind == "pass":
            return "Pass"
        if action.kind == "end_phase":
            st = self.part.state if self.part is not None else None
            phase = st.phase if st is not None else ""
            if phase == "end":
                return "End turn"
            return f"End {PHASE_TITLES[PHASES.index(phase)]} Phase" if phase in PHASES else "End phase"
        return None

    def timeline_mark(self, event: Event) -> str | None:
        """Turn starts ("Turn 7")."""
        return event.text.split(":")[0] if event.kind == "turn" else None

    def strikes(self, event: Event) -> list[Strike]:
        """"A attacks B" lunges A at B, "A attacks Player 2's Life Points" at the middle of
        the board; an attack that stops or ends does not lunge."""
        if event.kind != "attack" or not event.cards or " attacks " not in event.text:
            return []
        return [Strike(event.cards[0], target=event.cards[1] if len(event.cards) > 1 else None)]

    def hits(self, event: Event) -> list[Hit]:
        """A battle ("A (3) battles B (2)"): each side loses its foe's strength in energy."""
        m = _BATTLE.search(event.text) if event.kind == "battle" and len(event.cards) > 1 else None
        if m is None:
            return []
        power, back = int(m.group(1)), int(m.group(2))
        hits = [Hit(c, -power) for c in event.cards[1:] if power > 0]
        return hits + ([Hit(event.cards[0], -back)] if back > 0 else [])

    def progress(self, obs: Observation) -> str | None:
        """"Turn 7" (every player's turn counts), "Before turn 1" while setting up."""
        turn = obs.part.state.turn_no
        return f"Turn {turn}" if turn > 0 else "Before turn 1"

    # -- priority --------------------------------------------------------------------------------
    def own_response(self, obs: Observation) -> bool:
        """A round of responses that asks a seat about its own play only: the stack's top (a
        symmetry, an Ability, a trigger) or the attack being made is the deciding seat's, or
        the round opens or closes a phase of the deciding seat's own turn (it may play the
        same symmetries in the phase itself), and no other seat has answered in this round."""
        d = obs.decision
        st = obs.part.state if obs.part is not None else None
        if d is None or d.kind != "respond" or st is None or st.window is None:
            return False
        if any(int(seat) != d.seat for seat, _item in st.window["new"]):
            return False
        why = st.window["why"]
        if why == "stack":
            return bool(st.stack) and int(st.stack[-1].get("seat", -1)) == d.seat
        if why == "attack":
            return st.attack is not None and int(st.attack.get("seat", -1)) == d.seat
        if why in ("phase", "phase_start"):
            return int(st.turn) == d.seat
        return False

    def turn_seat(self, obs: Observation) -> int | None:
        """The turn player (phases whose only action is "End phase" end by themselves in
        the rules, so Exodus offers no phase stops)."""
        st = obs.part.state if obs.part is not None else None
        return None if st is None or st.phase in ("setup", "mulligan", "over") else int(st.turn)

    def choice_prompt(self, actions: Sequence[Action]) -> str | None:
        """The Draw Phase's split: which deck each card comes from."""
        if actions and all(a.kind == "draw" for a in actions):
            return f"Choose which deck to draw your {RULESET.draw_per_phase} cards from"
        return None

    def sound_cue(self, event: Event, viewer: int) -> str | None:
        """Exodus's own kinds beside the common ones: Life Points lost sound as damage, a
        creature sent to its graveyard (out of energy, destroyed) as a death."""
        if event.kind == "life" and " loses " in event.text:
            return "damage"
        if event.kind == "graveyard":
            return "death"
        return super().sound_cue(event, viewer)

    def announcement(self, event: Event) -> str | None:
        """Life Points hit by an attack, a side out of the game, a Deck Recycle."""
        if event.kind in ("hit", "out") or (event.kind == "recycle" and "performs" in event.text):
            return event.text
        return None


_BATTLE = re.compile(r"\((\d+)\) battles .* \((\d+)\)$")
