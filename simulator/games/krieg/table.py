"""The Krieg table: three rows a side, King slot, weather, decks and graveyards; which drop
means which play. Pygame-free: the view draws what this describes."""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from ...core.actions import Action
from ...core.events import Event
from ...core.observation import Observation
from ...core.table import Badge, CardFace, Scene, Shown, TableDescription
from .cards import ROW_TITLES, card_table
from .observe import KriegObservation
from .scoring import Step, strength_steps

_COLOURS = {"melee": (150, 64, 48), "range": (58, 116, 62), "siege": (86, 88, 120), "spy": (70, 70, 74),
            "hex": (112, 52, 128), "jester": (168, 112, 32), "weather": (40, 108, 160), "king": (176, 134, 28)}
_KINDS = {"melee": "Melee unit", "range": "Ranged unit", "siege": "Siege unit", "spy": "Spy",
          "hex": "Hex", "jester": "Jester", "weather": "Weather", "king": "King"}
_ICONS = {"melee": "M", "range": "R", "siege": "S", "spy": "Sp", "hex": "Hx", "jester": "J",
          "weather": "W", "king": "K"}
# The symbol of each type's generated art (simulator/view/table/art.py draws them).
_ART = {"melee": "sword", "range": "bow", "siege": "catapult", "spy": "eye", "hex": "flask",
        "jester": "mask", "weather": "cloud", "king": "crown"}
_WEATHER_ART = {"halve": "cloud", "double": "sun", "plague": "skull"}
_DECK_KEYS = ("unit", "power", "king")


# How each step of strength_steps reads in the hover explanation ({n}: its number,
# {name}: the card that causes it).
_STEP_TEXT = {
    "base": "Base {n}",
    "plague": "Set to 1 by {name}",
    "boost": "{n:+d} {name}",
    "boost_unnamed": "{n:+d} boosted",
    "row_add": "{n:+d} {name} (whole row)",
    "row_count": "{n:+d} {name} (per unit in the row)",
    "floor": "Below 0 counts as 0",
    "pair": "Pair of {n}s with {name} ×2",
    "unpaired": "Unpaired {n} (odd number of {n}s)",
    "double": "Row doubled by {name} ×2",
    "halve": "Row halved by {name} ÷2",
    "king": "King {name} ×2",
    "king_halve": "Row halved by King {name} ÷2",
    "attached_halve": "Halved by {name} ÷2",
    "burden": "Strongest row doubled by {name} at round end ×2",
    "min1": "At least 1",
    "result": "= {n}",
}


class KriegTable(TableDescription):
    """Shows a Krieg observation."""

    def __init__(self) -> None:
        self.cards = card_table()
        self._faces: dict[int, CardFace] = {}      # printed faces, per card
        self.part: KriegObservation | None = None   # the observation last shown
        self._now: dict[int, CardFace] = {}         # current faces of self.part, per card
        self._steps: dict[int, list[Step]] = {}     # strength_steps of self.part, per unit
        self._strength: dict[int, int] | None = None   # unit on the field -> strength now
        self._marks: dict[int, list[str]] | None = None   # card -> its states in words

    def _show(self, part: KriegObservation) -> None:
        """Remember the observation the scene shows; current faces are worked out anew."""
        self.part = part
        self._now, self._steps, self._strength, self._marks = {}, {}, None, None

    def face(self, card: int) -> CardFace:
        """What a Krieg card is now, in the observation last shown (printed values when no
        observation was shown or nothing changes it).

        corner: a unit's strength on the field as the observation counts it (the card
        badge's number; `explain` ends in it), printed_corner its printed strength when
        the two differ. states: "Adjacency bonus" (a unit in a scoring pair), "+N base
        strength" (a Scout, Telescope or Tower boost it keeps while on the field), "Set
        aside" (until the next round), "Revealed" (a card in hand shown to everyone), "Next
        round" (a weather card waiting for the next round). Nothing in Krieg cancels a
        card's text, so text_lost stays ""; nothing changes a card in hand either."""
        f = self._now.get(card)
        if f is None:
            f = self._printed(card)
            if self.part is not None:
                f = self._current(card, f)
            self._now[card] = f
        return f

    def _current(self, card: int, printed: CardFace) -> CardFace:
        if self._strength is None:
            self._strength = self._strengths_now()
            self._marks = self._states_now()
        states = tuple(self._marks.get(card, ())) if self._marks else ()
        now = self._strength.get(card)
        if now is not None and self._pair(card):
            states = ("Adjacency bonus", *states)
        if now is None or str(now) == printed.corner:
            return replace(printed, states=states) if states else printed
        return replace(printed, stat=str(now), corner=str(now), printed_corner=printed.corner, states=states)

    def _strengths_now(self) -> dict[int, int]:
        """Every unit on the field -> the strength the observation counts for it."""
        assert self.part is not None
        st = self.part.state
        out: dict[int, int] = {}
        for s in range(st.n):
            for units, values in zip(st.rows[s], self.part.strengths[s]):
                out.update(zip(units, values))
        return out

    def _states_now(self) -> dict[int, list[str]]:
        """Card -> the states it has in the observation (see `face`), except pairs."""
        assert self.part is not None
        st = self.part.state
        marks: dict[int, list[str]] = {}
        for side in st.rows:
            for units in side:
                for u in units:
                    if st.boosts.get(u, 0):
                        marks.setdefault(u, []).append(f"{st.boosts[u]:+d} base strength")
        for s in range(st.n):
            aside = [u for u, _ in st.aside[s]] + st.hand_aside[s] + [k for k in (st.kings_aside[s],) if k >= 0]
            for c in aside:
                marks.setdefault(c, []).append("Set aside")
            for c in st.hands[s]:
                if c in st.revealed:
                    marks.setdefault(c, []).append("Revealed")
        for c, _effect, _row, waiting in st.weather:
            if waiting:
                marks.setdefault(c, []).append("Next round")
        return marks

    def _unit_steps(self, card: int) -> list[Step]:
        """strength_steps of a unit in the observation last shown (worked out once)."""
        steps = self._steps.get(card)
        if steps is None:
            assert self.part is not None
            steps = self._steps[card] = strength_steps(self.part.state, self.cards, card)
        return steps

    def _pair(self, card: int) -> bool:
        """True when the unit scores an adjacency bonus (002 Adjacency)."""
        return any(kind == "pair" for kind, _src, _n in self._unit_steps(card))

    def _printed(self, card: int) -> CardFace:
        """The printed face of a card (made once per card)."""
        f = self._faces.get(card)
        if f is None:
            c = self.cards[card]
            kind = _KINDS[c.type]
            if c.type == "spy" and c.rows:
                kind = "Spy unit · " + "/".join(ROW_TITLES[r] for r in c.rows)
            elif c.deck == "unit" and len(c.rows) > 1:
                kind += " · also " + "/".join(ROW_TITLES[r] for r in c.rows[1:])
            art = _ART[c.type]
            if c.type == "weather":
                art = next((_WEATHER_ART[e.get("effect", "")] for e in c.effects if e.get("effect") in _WEATHER_ART),
                           art)
            strength = str(c.strength) if c.strength else ""
            f = CardFace(c.name, kind, strength, c.text or "No ability.", _COLOURS[c.type], _ICONS[c.type], c.deck,
                         corner=strength, game="krieg", card_id=c.id, art=art)
            self._faces[card] = f
        return f

    def pool_faces(self) -> list[CardFace]:
        """Every Krieg card's printed face."""
        return [self._printed(i) for i in range(len(self.cards))]

    def explain(self, card: int) -> list[str]:
        """How a unit on the field gets its strength (scoring.strength_steps, as the
        observation counts it: Burden as at the end of the round); the last line is the
        number `face(card).corner` shows."""
        if self.part is None or not 0 <= card < len(self.cards):
            return []
        steps = self._unit_steps(card)
        if len(steps) <= 2:   # base and result alone: the printed number says it all
            return []
        lines = []
        for kind, src, n in steps:
            name = self.cards[src].name if src >= 0 else ""
            if kind == "plague":
                name = name or "Plague"
            elif kind == "boost" and not name:
                kind = "boost_unnamed"
            lines.append(_STEP_TEXT[kind].format(n=n, name=name))
        return lines

    def back(self, card: int) -> str:
        """The back style of a card (its deck)."""
        return self.cards[card].deck

    def scene(self, observation: Observation) -> Scene:
        """Zones and texts of a Krieg observation."""
        part: KriegObservation = observation.part
        self._show(part)
        st = part.state
        seats = observation.seats
        sc = Scene()
        cards = self.cards
        for s in range(seats):
            visible = st.hands[s]
            shown = [Shown(c, True, cards[c].deck) for c in visible]
            counts = part.hand_counts[s]
            for deck in _DECK_KEYS:
                hidden = counts.of_deck(deck) - sum(1 for c in visible if cards[c].deck == deck)
                shown += [Shown(-(1 + s * 100 + len(shown) + i), False, deck) for i in range(hidden)]
            sc.zones[f"hand@{s}"] = shown
            for r in range(3):
                row = st.rows[s][r]
                sc.zones[f"row{r}@{s}"] = [Shown(c, True, cards[c].deck) for c in row]
                for c, v in zip(row, part.strengths[s][r]):
                    base = cards[c].strength
                    if v != base:   # the printed number already shows an unchanged strength
                        sc.card_badges[c] = Badge(str(v), "good" if v > base else "bad")
                total = sum(part.strengths[s][r])
                sc.zone_badges[f"row{r}@{s}"] = [Badge(str(total))]
            king = st.kings[s]
            sc.zones[f"king@{s}"] = [Shown(king, True, "king")] if king >= 0 else []
            if king >= 0:
                sc.card_badges[king] = Badge("×2 " + ROW_TITLES[st.king_rows[s]], "accent")
                sc.zone_badges.setdefault(f"row{st.king_rows[s]}@{s}", []).append(Badge("King ×2", "accent"))
            aside = [u for u, _ in st.aside[s]] + st.hand_aside[s]
            if st.kings_aside[s] >= 0:
                aside.append(st.kings_aside[s])
            sc.zones[f"aside@{s}"] = [Shown(c, True, cards[c].deck) for c in aside]
            sc.seat_lines[s] = self._seat_lines(part, s)
            sc.headline[s] = self._headline(part, s)
        for host, atts in st.attached.items():
            sc.attachments[host] = [Shown(a, True, "power") for a in atts]
        for i, deck in enumerate(_DECK_KEYS):
            n = part.deck_counts[i]
            sc.zones[f"deck_{deck}"] = [Shown(-(10_000 + i * 1000 + k), False, deck) for k in range(min(n, 8))]
            sc.counts[f"deck_{deck}"] = n
            grave = st.graves[i]
            sc.zones[f"grave_{deck}"] = [Shown(c, True, deck) for c in grave[-8:]]
            sc.counts[f"grave_{deck}"] = len(grave)
        weather = [Shown(w[0], True, "power") for w in st.weather]
        weather += [Shown(b[0], True, "power") for b in st.burdens]
        sc.zones["weather"] = weather
        sc.zones["resolving"] = [Shown(c, True, cards[c].deck) for c in st.resolving]
        for c, effect, where, waiting in st.weather:
            text = {"halve": "½", "double": "×2", "plague": "=1"}[effect] + (" next round" if waiting else "")
            for s in range(seats):
                sc.zone_badges.setdefault(f"row{where}@{s}", []).append(Badge(f"{cards[c].name} {text}", "info"))
        for halver, where in st.king_halves:
            for s in range(seats):
                sc.zone_badges.setdefault(f"row{where}@{s}", []).append(Badge(f"{cards[halver].name} ½", "info"))
        return sc

    def _headline(self, part: KriegObservation, s: int) -> str:
        """The seat's round score and what decides the game: rounds won as stars ("32 · ★★"),
        or ranking points with three or four players and no teams ("32 · 5 pts")."""
        st = part.state
        total = str(part.totals[s])
        if st.n > 2 and not st.teams:
            return f"{total} · {st.points[s]} pts" if st.points[s] else total
        wins = st.round_wins[s]
        return f"{total} · {'★' * wins}" if wins else total

    def _seat_lines(self, part: KriegObservation, s: int) -> list[str]:
        st = part.state
        counts = part.hand_counts[s]
        lines = [f"Total {part.totals[s]}",
                 f"Rounds won {st.round_wins[s]}" + (f" · points {st.points[s]}" if st.n > 2 and not st.teams else ""),
                 f"Hand {counts.total}: {counts.unit} unit, "
                 f"{counts.power} power" + (f", {counts.king} King" if counts.king else "")]
        if st.teams:
            lines.insert(0, f"Team {'AB'[s % 2]}")
        if st.passed[s] and st.phase == "play":
            lines.append("Passed")
        if st.void[s]:
            lines.append("Void: round ends after next turn")
        return lines

    def drop_places(self, action: Action) -> list[str]:
        """Where a Krieg play may be dropped."""
        if action.kind != "play" or action.card is None:
            return []
        card = self.cards[action.card]
        seat = action.seat
        if card.is_king:
            return [f"row{action.choice}@{seat}", f"king@{seat}"]
        if card.is_unit:
            side = seat if card.deck == "unit" else int(action.target or 0)
            return [f"row{action.choice}@{side}"]
        if action.target is not None:
            return [f"card:{action.target}"]
        if isinstance(action.choice, int):
            return [f"row{action.choice}@{s}" for s in range(4)] + ["board"]
        return ["board"]

    def guess(self, seat: int, card: int, drop: Sequence[str]) -> Action:
        """The play a drop most likely meant, read from what is actually under the drop, so
        the refusal blames the right thing: the row and whose side it is on for units, spies
        and Kings (another seat's side as the target); the row alone for weather (it reaches
        that row on every side); the card under the drop for attachments; no target for the
        other power cards."""
        c = self.cards[card]
        under = next((int(k[5:]) for k in drop if k.startswith("card:")), None)
        row_keys = [k for k in drop if k.startswith("row") and "@" in k]
        if c.attach is not None:
            return Action("play", seat, card, under) if under is not None else Action("play", seat, card)
        if not row_keys:
            return Action("play", seat, card)
        r, s = row_keys[0][3:].split("@")
        row, side = int(r), int(s)
        if c.is_unit or c.is_king:             # a spy names the opponent's side it goes to
            return Action("play", seat, card, None if side == seat else side, row)
        if any(step["op"] == "weather" for step in c.effects):
            return Action("play", seat, card, None, row)
        return Action("play", seat, card)

    def timeline_mark(self, event: Event) -> str | None:
        """Round starts ("Round 2")."""
        return event.text.split(" begins")[0] if event.kind == "round_start" else None

    def progress(self, obs: Observation) -> str | None:
        """"Round 2" of three ("Before round 1" during the setup discards). The state counts
        the rounds scored; a game that ended with units on the field ended inside the next."""
        st = obs.part.state
        if st.phase == "setup":
            return "Before round 1"
        if st.phase == "over" and not any(row for seat in st.rows for row in seat):
            return f"Round {max(1, st.round)}"
        return f"Round {st.round + 1}"

    def announcement(self, event: Event) -> str | None:
        """A round won or drawn is announced in the middle of the table."""
        return event.text if event.kind in ("round_won", "round_drawn") else None
