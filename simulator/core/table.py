"""What a game tells the generic table, without pygame: the scene for an observation, card
faces, badges with colour roles, arrows, and what a drag or a click means as Actions.

Each game's package has a table.py with a `TableDescription` subclass; its GAME.table
builds one per view. The view (simulator/view) draws a `Scene` and asks the description
what a gesture means; it never reads a game's state or observation itself.

Zone keys name places of the game's board layout (scenes/<game>.json): "name@seat" for a
seat's own places ("hand@0", "row1@2"), a bare name for shared ones ("stack"), and
"card:<id>" for a card on the table. "board" is the playing area as a whole.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal, Mapping, Sequence

from .actions import Action
from .events import Event
from .observation import Observation

RGB = tuple[int, int, int]

# Colour roles a game may give a badge or a line; simulator/view/style/theme.py maps them.
Role = Literal["text", "dim", "good", "bad", "accent", "info"]


@dataclass(frozen=True, slots=True)
class Badge:
    """A short text on a card or beside a zone, coloured by its role."""

    text: str
    role: Role = "text"


# Rules-text markup such as "{T}{J}" becomes this character in CardFace.text, one per
# symbol; CardFace.symbols gives each one's colour in order, and the view draws a pip.
SYMBOL = "\u25cf"
_MARKUP = re.compile(r"\{([^{}]*)\}")


def parse_symbols(text: str, colours: Mapping[str, RGB]) -> tuple[str, tuple[RGB, ...]]:
    """Rules text with "{X}" markup as plain text and pips: each known "{X}" becomes
    SYMBOL (its colour in the returned tuple, in order); an unknown "{...}" keeps its inner
    text without the braces, so no raw markup ever reaches the face (a SYMBOL already in
    the text becomes a bullet, so symbols and colours stay paired)."""
    out: list[str] = []
    pips: list[RGB] = []
    at = 0
    for m in _MARKUP.finditer(text):
        out.append(text[at:m.start()].replace(SYMBOL, "\u2022"))
        key = m.group(1).replace(SYMBOL, "\u2022")
        colour = colours.get(key)
        if colour is not None:
            out.append(SYMBOL)
            pips.append(colour)
        else:
            out.append(key)
        at = m.end()
    out.append(text[at:].replace(SYMBOL, "\u2022"))
    plain = "".join(out).replace("{", "").replace("}", "")
    return plain, tuple(pips)


@dataclass(frozen=True)
class CardFace:
    """What a card's face shows.

    title: the card's name; kind: the type line ("Melee unit", "Unit · Mage"...); stat:
    the card's main number ("" for none; kept for older callers, the view draws `cost`
    and `corner`); text: the rules text, plain, with SYMBOL where a coloured symbol goes
    (`symbols` gives their colours in order); colour: the frame colour (the game's own
    faction or card-type colour); icon: one or two letters naming the type (not drawn as
    art); back: the back style of the card's deck.

    cost: the top-left number (a play cost), "" for none; corner: the card's strength
    ("7") or attack/health ("3/4", "+2/+1"): drawn top-left when there is no cost,
    bottom-left otherwise; both corners stay visible when cards fan. pips: coloured dots
    under the top-left number (Eternal influence). game, card_id: which card this is (art
    is looked up by them); art: the symbol of the generated illustration ("sword",
    "bow", "catapult", "crown", "cloud", "flask"...).

    Current values (issue 27, item 3): `face(card)` of a card instance gives what that card
    is now, `cost` and `corner` included (a cost after reductions, attack/health or strength
    after modifiers and damage). printed_cost / printed_corner: the printed value when the
    current one differs, "" when unchanged (the view draws a changed number in its own
    colour with a mark, and the zoom says "printed 5"). text_lost: the word for why the
    printed text no longer applies ("Silenced", "Nullified"), "" when it does. states: the
    card's states and counters in words ("Exhausted", "Frozen (2 turns)", "Stunned",
    "2 +1/+1 counters"), drawn as tags on the face.
    """

    title: str
    kind: str
    stat: str
    text: str
    colour: RGB
    icon: str
    back: str
    cost: str = ""
    corner: str = ""
    pips: tuple[RGB, ...] = ()
    symbols: tuple[RGB, ...] = ()
    game: str = ""
    card_id: str = ""
    art: str = ""
    printed_cost: str = ""
    printed_corner: str = ""
    text_lost: str = ""
    states: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Shown:
    """One card in a zone: its id (negative for an unknown hidden card), face up or not.

    face_of: show another instance's face (a triggered ability on the stack shows its
    source, under its own pseudo id so the source can stay where it is).
    """

    card: int
    face_up: bool
    back: str
    face_of: int | None = None


@dataclass
class Scene:
    """Everything the table draws for one observation (built fresh for each one)."""

    zones: dict[str, list[Shown]] = field(default_factory=dict)
    attachments: dict[int, list[Shown]] = field(default_factory=dict)
    card_badges: dict[int, Badge] = field(default_factory=dict)
    zone_badges: dict[str, list[Badge]] = field(default_factory=dict)   # first: the zone's total
    seat_lines: dict[int, list[str]] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)     # pile zones: how many cards
    arrows: list[tuple[int, str]] = field(default_factory=list)   # (card on screen, zone key)
    dimmed: set[int] = field(default_factory=set)            # exhausted / inactive cards
    marked: set[int] = field(default_factory=set)            # picked / singled out (a plain outline)
    # a role mark drawn distinctly from "playable" and "picked": "attacker" (red, swords),
    # "blocker" (blue, shield), "frozen" (ice, snowflake) or "seen" (gold, an eye: a card of a
    # hidden pile, such as a deck's top card, that the observer may see now)
    marks: dict[int, str] = field(default_factory=dict)
    # layout zones not drawn now (an empty market or relic row): no box, no label
    hidden_zones: set[str] = field(default_factory=set)
    notice: str = ""                                          # a state line for the banner's end (Night...)
    seat_pips: dict[int, list[RGB]] = field(default_factory=dict)   # e.g. influence
    # One large, glanceable figure per seat panel, the number that decides the game
    # (Eternal's health "25 ♥", Krieg's round score and rounds won "32 · ★★").
    headline: dict[int, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Strike:
    """An attack as the table shows it: the `attacker` card lunges toward the `target` card,
    or without one toward seat `seat`'s panel (None: straight toward the board's middle line,
    i.e. the other side)."""

    attacker: int
    target: int | None = None
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class Hit:
    """A number an event changes on a card, floated over it: damage (a negative amount) or
    healing (a positive one). A seat's total needs none: the view floats the change of a
    seat's headline figure itself."""

    card: int
    amount: int


ATTACK_KINDS = frozenset({"attack", "attacks", "attacked"})


# How a legal action is offered on the table (TableDescription.offer).
Offer = Literal["drag", "click", "end_turn", "done", "button"]


@dataclass(frozen=True, slots=True)
class PhaseStop:
    """A phase of a player's own turn where the table may stop for them (TableDescription.
    phase_stops): with a stop, the table asks even when the one end-turn button is all
    there is to press; without one, it presses it for the player (auto-pass).

    key: the phase as Observation.phase names it ("main1"); title: its name on the table's
    strip of stops ("Main 1"); stop: whether the table stops there until the player
    changes it."""

    key: str
    title: str
    stop: bool = True


class TableDescription:
    """A game's table: one small subclass per game, in the game's table.py.

    `scene` is called once per observation shown; `face` and `guess` then answer for
    the cards of that observation.
    """

    def scene(self, obs: Observation) -> Scene:
        """Zones, badges, arrows and texts for one observation."""
        raise NotImplementedError

    def face(self, card: int) -> CardFace:
        """The face of a card instance of the last observation shown (KeyError if unknown)."""
        raise NotImplementedError

    def explain(self, card: int) -> list[str]:
        """Why a card on the table shows the number it shows, one line per step: the
        base, each modifier with its source, multipliers, and the result ("= 5"). Only
        what the last observation shown knows; [] when there is nothing to explain."""
        return []

    def pool_faces(self) -> list[CardFace]:
        """The face of every card of the game's card pool (previews, art folders, tests)."""
        raise NotImplementedError

    def card_name(self, card: int) -> str:
        """A card's title, or "?" for a card the last observation does not show."""
        try:
            return self.face(card).title
        except (IndexError, KeyError):
            return "?"

    def drop_places(self, action: Action) -> list[str]:
        """Where a dragged card may be dropped to make `action`: zone keys, "card:<id>",
        or "board" (anywhere on the playing area)."""
        raise NotImplementedError

    def guess(self, seat: int, card: int, places: Sequence[str]) -> Action | None:
        """The action a refused drop most likely meant (to explain why not), if any."""
        raise NotImplementedError

    def offer(self, action: Action) -> Offer:
        """How the table offers a legal action: dragging its card, clicking a glowing card
        or place, the one end-turn button, the Done button, or a button / menu entry."""
        if self.is_drag(action):
            return "drag"
        if self.end_turn_label(action) is not None:
            return "end_turn"
        if self.is_click(action):
            return "click"
        if action.choice == "done":
            return "done"
        return "button"

    def is_drag(self, action: Action) -> bool:
        """True for actions made by dragging a card (plays)."""
        return action.kind == "play" and action.card is not None

    def is_click(self, action: Action) -> bool:
        """True for answers made by clicking a glowing card (targets, damage order...)."""
        return action.kind == "choose" and action.target is not None

    def end_turn_label(self, action: Action) -> str | None:
        """The label of the one end-turn button if `action` is it ("Pass"), else None."""
        return "Pass" if action.kind == "pass" else None

    def timeline_mark(self, event: Event) -> str | None:
        """A replay timeline label when `event` starts a round or a turn, else None."""
        return None

    def progress(self, obs: Observation) -> str | None:
        """Where the game stands in the game's own words ("Turn 7", "Round 2", "Before turn
        1"), short, for the save lists (core/saves.py records it in a save); None when the
        game does not say."""
        return None

    # -- priority: what the table may pass for a person (view/session/priority.py) ------------
    # The phases of a player's own turn where they may set a stop, in turn order; () for a
    # game whose turns the table never passes through (see PhaseStop).
    phase_stops: tuple[PhaseStop, ...] = ()

    def own_response(self, obs: Observation) -> bool:
        """True when the pending decision asks the deciding seat to respond to its own play
        and nothing else (its own spell, ability or attack, with no other seat's answer in
        between): the table then passes for a person unless they hold priority. False by
        default (a game without such rounds of responses)."""
        return False

    def turn_seat(self, obs: Observation) -> int | None:
        """Whose turn `obs` shows (phase stops apply on a player's own turn); None for a
        game without turns in this sense (then stops do not apply)."""
        return None

    def choice_prompt(self, actions: Sequence[Action]) -> str | None:
        """The banner's words for a choice of the turn made only by buttons or places (no
        drag, no end-turn button), naming it ("Choose which deck to draw from"); None: the
        decision's own prompt names it."""
        return None

    def announcement(self, event: Event) -> str | None:
        """A large centred message for `event` (a round won), else None."""
        return None

    def sound_cue(self, event: Event, viewer: int) -> str | None:
        """The sound the table makes for `event`, seen by seat `viewer`, or None for none.

        Cues: "play", "draw", "attack", "damage", "death" (and "refuse", "turn", "victory",
        "defeat", "tie", "click", which the view plays itself: a refused drop, a decision
        passing to a person, the game's end by its result). By default the common event
        kinds of the games map to them; a game whose kinds differ overrides this (and may
        use `viewer`: a round won by the viewer, damage to the viewer's side)."""
        kinds = {"played": "play", "play": "play", "summon": "play", "summoned": "play", "cast": "play",
                 "drew": "draw", "draw": "draw", "drawn": "draw",
                 "attack": "attack", "attacked": "attack", "attacks": "attack", "battle": "attack",
                 "damage": "damage", "damaged": "damage", "hit": "damage",
                 "died": "death", "dies": "death", "destroyed": "death", "killed": "death"}
        return kinds.get(event.kind)

    def strikes(self, event: Event) -> list[Strike]:
        """The attacks `event` shows as lunges. By default each card of an attack event
        lunges toward the other side of the board; a game whose attack events name a target
        (a card, a player) overrides this to lunge at it."""
        if event.kind not in ATTACK_KINDS:
            return []
        return [Strike(card) for card in event.cards if card >= 0]

    def hits(self, event: Event) -> list[Hit]:
        """Damage and healing to cards that `event` reports, as numbers to float over them
        (none by default; a game with damage on cards overrides this)."""
        return []


def drop_matches(table: TableDescription, plays: Sequence[Action], places: Sequence[str]) -> list[Action]:
    """The legal plays of one dragged card that a drop on `places` makes.

    A play whose own places (cards, zones) are under the drop wins; failing that, plays
    that may go anywhere on the board match a drop on the board. One match is made at
    once; several are offered as a menu; none springs the card back."""
    under = set(places)
    specific = [a for a in plays if set(table.drop_places(a)) & (under - {"board"})]
    if specific:
        return specific
    if "board" not in under:
        return []
    return [a for a in plays if "board" in table.drop_places(a)]
