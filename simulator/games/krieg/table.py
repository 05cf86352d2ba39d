"""The Krieg table: three rows a side, King slot, weather, decks and graveyards; which drop
means which play. Pygame-free: the view draws what this describes."""
from __future__ import annotations

from typing import Sequence

from ...core.actions import Action
from ...core.events import Event
from ...core.observation import Observation
from ...core.table import Badge, CardFace, Scene, Shown, TableDescription
from .cards import ROW_TITLES, card_table
from .observe import KriegObservation

_COLOURS = {"melee": (150, 64, 48), "range": (58, 116, 62), "siege": (86, 88, 120), "spy": (70, 70, 74),
            "hex": (112, 52, 128), "jester": (168, 112, 32), "weather": (40, 108, 160), "king": (176, 134, 28)}
_KINDS = {"melee": "Melee unit", "range": "Ranged unit", "siege": "Siege unit", "spy": "Spy",
          "hex": "Hex", "jester": "Jester", "weather": "Weather", "king": "King"}
_ICONS = {"melee": "M", "range": "R", "siege": "S", "spy": "Sp", "hex": "Hx", "jester": "J",
          "weather": "W", "king": "K"}
_DECK_KEYS = ("unit", "power", "king")


class KriegTable(TableDescription):
    """Shows a Krieg observation."""

    def __init__(self) -> None:
        self.cards = card_table()
        self._faces: dict[int, CardFace] = {}

    def face(self, card: int) -> CardFace:
        """The face of a Krieg card."""
        f = self._faces.get(card)
        if f is None:
            c = self.cards[card]
            kind = _KINDS[c.type]
            if c.type == "spy" and c.rows:
                kind = "Spy unit · " + "/".join(ROW_TITLES[r] for r in c.rows)
            elif c.deck == "unit" and len(c.rows) > 1:
                kind += " · also " + "/".join(ROW_TITLES[r] for r in c.rows[1:])
            f = CardFace(c.name, kind, str(c.strength) if c.strength else "", c.text or "No ability.",
                         _COLOURS[c.type], _ICONS[c.type], c.deck)
            self._faces[card] = f
        return f

    def back(self, card: int) -> str:
        """The back style of a card (its deck)."""
        return self.cards[card].deck

    def scene(self, observation: Observation) -> Scene:
        """Zones and texts of a Krieg observation."""
        part: KriegObservation = observation.part
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
        """The play a drop most likely meant."""
        for key in drop:
            if key.startswith("card:"):
                return Action("play", seat, card, int(key[5:]))
        for key in drop:
            if key.startswith("row"):
                r, s = key[3:].split("@")
                row, side = int(r), int(s)
                return Action("play", seat, card, None if side == seat else side, row)
        return Action("play", seat, card)

    def timeline_mark(self, event: Event) -> str | None:
        """Round starts ("Round 2")."""
        return event.text.split(" begins")[0] if event.kind == "round_start" else None

    def announcement(self, event: Event) -> str | None:
        """A round won or drawn is announced in the middle of the table."""
        return event.text if event.kind in ("round_won", "round_drawn") else None
