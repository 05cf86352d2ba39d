"""The declared game interface: the `Game` value each game package exports as GAME, and the
Rules protocol, setups, options, results and evaluations it is made of.

A game package (`simulator/games/<name>/`) exports one `GAME: Game`. Everything a caller
may rely on is a typed field of it; nothing downstream probes a game with `hasattr`:

    GAME = Game(name="krieg", title="Krieg Eterna", rules=KriegRules(), seats=(2, 4), ...)

Capabilities that only some games have (conceding, a turn owner for the search bot's
rollouts, a fast determinizer) are `Capabilities` fields that are None when absent.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Protocol

from .actions import Action, Violation
from .decision import Decision
from .events import Event
from .glossary import EMPTY as EMPTY_GLOSSARY, Glossary
from .rng import Rng

if TYPE_CHECKING:
    from .coverage import CardCoverage
    from .deckbuilding import DeckBuilding
    from .features import Feature
    from .decklist import DecklistFormat
    from .match import Match
    from .observation import Observation
    from .table import TableDescription


_FILE_NAME = re.compile(r"\S+\.txt\b")


class OptionError(ValueError):
    """A game option of the wrong type or out of range; the message names it."""


class DeckError(ValueError):
    """A deck or a setup that breaks a game's construction rules; the message says what."""


@dataclass(frozen=True)
class Setup:
    """Everything that fixes a game's start: with the action list it fixes the whole game.

    decks is game-specific JSON (Krieg: the three shared decks as card-id lists).
    options holds the game's declared options (Game.options), already validated.
    """

    game: str
    seed: int
    seats: int
    decks: Any
    options: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-able dict."""
        return {"game": self.game, "seed": self.seed, "seats": self.seats,
                "decks": self.decks, "options": dict(self.options)}


@dataclass(frozen=True)
class Result:
    """How a finished game ended.

    winners: the winning seats (empty for a draw); summary: one sentence; points: ranking
    points per seat where the game has them; rounds: per-round scores, one tuple of
    per-seat totals per round, for games played in rounds (the game-over panel shows them).
    """

    winners: tuple[int, ...]
    summary: str
    points: tuple[int, ...] = ()
    rounds: tuple[tuple[int, ...], ...] = ()

    @property
    def draw(self) -> bool:
        """True when nobody won."""
        return not self.winners

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-able dict (rounds only when the game has them)."""
        out: dict[str, Any] = {"winners": list(self.winners), "draw": self.draw, "summary": self.summary,
                               "points": list(self.points)}
        if self.rounds:
            out["rounds"] = [list(r) for r in self.rounds]
        return out


class Rules(Protocol):
    """One game's rules over an opaque, plain, copyable state object.

    `apply` is trusting and fast (for bots and replays); legality is checked at the
    edge by Match through `legal_actions` and `explain`.
    """

    name: str
    ruleset: str

    def new_state(self, setup: Setup) -> Any:
        """Return the state after setup (shuffles use the state's own Rng)."""

    def legal_actions(self, state: Any) -> list[Action]:
        """Every action the deciding seat may take now, in a stable order."""

    def explain(self, state: Any, action: Action) -> Violation:
        """Why `action` (not among legal_actions) is refused, with the rule's source."""

    def apply(self, state: Any, action: Action) -> list[Event]:
        """Apply a legal action in place and return what happened."""

    def decision(self, state: Any) -> Decision | None:
        """Who must act now (with the picks made so far), or None when the game is over."""

    def result(self, state: Any) -> Result | None:
        """The result once the game is over, else None."""

    def observation(self, state: Any, seat: int | None) -> Observation:
        """What `seat` may know (None: everything, for replays), independent of `state`."""

    def to_json(self, state: Any) -> dict[str, Any]:
        """The whole state as canonical JSON-able data."""

    def from_json(self, data: dict[str, Any]) -> Any:
        """Inverse of to_json."""

    def clone(self, state: Any) -> Any:
        """An independent copy, written by hand for speed."""

    def determinize(self, observation: Observation, seat: int, rng: Rng) -> Any:
        """A full state consistent with `observation`, hidden cards dealt at random."""

    def resample_hidden(self, state: Any, seat: int, rng: Rng) -> Any:
        """A copy of the true state with every card `seat` cannot see dealt again at random."""

    def card_instances(self, state: Any) -> list[int]:
        """Every card instance in every zone; card conservation means each exactly once."""

    def invariants(self, state: Any) -> list[str]:
        """What is wrong with `state` by the rules' own limits (zone capacities, no negative
        resources, no card in two places), one sentence each; empty when nothing is. The
        conformance tests check it after every action of every game."""

    def card_name(self, state: Any, card: int) -> str:
        """The printed name of a card instance."""

    def describe(self, state: Any, action: Action) -> str:
        """A short human description of an action (menus, logs, bot hints)."""


@dataclass(frozen=True)
class Option:
    """One typed option of a game's setup, with its default and allowed values.

    kind is bool or int (a bool is never accepted for an int, nor an int for a bool);
    choices, when given, are the allowed values; default None means "the rules decide"
    (Eternal's first player is drawn at random when first_seat is not given).
    """

    name: str
    kind: type
    default: Any
    help: str
    choices: tuple[Any, ...] | None = None
    seat: bool = False        # the value is a seat number: 0 <= value < seats

    def check(self, value: Any, seats: int) -> Any:
        """The value if it is allowed, else OptionError naming the option and the problem."""
        if value is None and self.default is None:
            return None
        if self.kind is bool:
            if not isinstance(value, bool):
                raise OptionError(f"option '{self.name}' must be true or false, got {value!r}")
        elif self.kind is int:
            if not isinstance(value, int) or isinstance(value, bool):
                raise OptionError(f"option '{self.name}' must be a whole number, got {value!r}")
        elif not isinstance(value, self.kind):
            raise OptionError(f"option '{self.name}' must be a {self.kind.__name__}, got {value!r}")
        if self.choices is not None and value not in self.choices:
            allowed = ", ".join(repr(c) for c in self.choices)
            raise OptionError(f"option '{self.name}' must be one of {allowed}, got {value!r}")
        if self.seat and not 0 <= value < seats:
            raise OptionError(f"option '{self.name}' must be a seat between 0 and {seats - 1}, got {value!r}")
        return value


def check_options(options: Sequence[Option], given: Mapping[str, Any], seats: int, game: str) -> dict[str, Any]:
    """The given options checked against the declared ones (unknown names are refused);
    only the options given are returned, so a save records exactly what was chosen."""
    known = {o.name: o for o in options}
    if not isinstance(given, Mapping):
        raise OptionError("options must be an object of option name -> value")
    unknown = sorted(k for k in given if k not in known)
    if unknown:
        raise OptionError(f"unknown option{'s' if len(unknown) > 1 else ''} "
                          f"{', '.join(map(repr, unknown))} for {game} "
                          f"(known: {', '.join(known) or 'none'})")
    return {name: known[name].check(value, seats) for name, value in given.items()}


EvaluationFunction = Callable[[Any, Any, int], float]


@dataclass(frozen=True)
class Evaluation:
    """How good a position is for one seat, as the bots see it.

    function(rules, state, seat): higher is better; a won game is `win`, a lost one -`win`.
    scale: evaluation points per logistic unit when the search bot squashes a value into
    a win chance. search_defaults: the search bot's knobs tuned for this game
    (simulator/bots/search.py DEFAULTS); a bot's own options beat them.
    analysis_defaults: the knobs of the searches that value moves for the analysis, its
    calibration map and hints (None: search_defaults). A map is fitted to the values one
    set of knobs gives, so retuning the bot's play does not silently change what the
    fitted map reads (a game keeps its former knobs here until it is refitted).
    spending: the same value for a state the caller throws away afterwards, which it may
    change (a game that plays pending steps out before judging does that in place instead
    of on a copy); `spend` falls back to `function`.
    features(rules, state, seat): the value's parts named in the game's words
    (core/features.py), for a review's one-line reason; None when the game names none.
    """

    function: EvaluationFunction
    scale: float
    search_defaults: Mapping[str, float] = field(default_factory=lambda: MappingProxyType({}))
    win: float = 1_000_000.0
    spending: EvaluationFunction | None = None
    features: Callable[[Any, Any, int], Sequence[Feature]] | None = None
    analysis_defaults: Mapping[str, float] | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "search_defaults", MappingProxyType(dict(self.search_defaults)))
        if self.analysis_defaults is not None:
            object.__setattr__(self, "analysis_defaults", MappingProxyType(dict(self.analysis_defaults)))

    def judging_defaults(self) -> Mapping[str, float]:
        """The search knobs that value moves for the analysis (see analysis_defaults)."""
        return self.search_defaults if self.analysis_defaults is None else self.analysis_defaults

    def __call__(self, rules: Any, state: Any, seat: int) -> float:
        """The value of `state` for `seat`."""
        return self.function(rules, state, seat)

    def spend(self, rules: Any, state: Any, seat: int) -> float:
        """The value of `state` for `seat`, where the caller discards `state` afterwards
        (it may be left changed): equal to calling the evaluation, without a copy."""
        return (self.spending or self.function)(rules, state, seat)


@dataclass(frozen=True)
class Capabilities:
    """What only some games can do; a field is None when the game cannot.

    concede(state, seat): whether `seat` may concede now (Eternal 000 1.1). Conceding is
      Action("concede", seat), never listed in legal_actions (bots never concede); Match
      accepts it whenever this says so.
    turn_seat(state): whose turn it is, whoever must decide now (games with turns; the
      search bot's rollouts run to the end of the opponent's next turn).
    determinizer(observation, seat): `Rules.determinize` for many deals of one observation,
      reading the observation once; returns a function of an Rng giving a full state.
    decklist: how the game reads and writes decklists, the text players exchange
      (core/decklist.py); with it, `tabletop deck check/export` work for the game and the
      player's own decks (core/userdecks.py) are played by name.
    quiet_apply(state, action): `Rules.apply` without writing the game log's events, for
      copies whose log nobody reads (the search bot's); the state changes exactly as
      apply's does.
    deck_building: the game's card pool and decks as the deck screens browse and build
      them (core/deckbuilding.py); needs `decklist`.
    """

    concede: Callable[[Any, int], bool] | None = None
    turn_seat: Callable[[Any], int] | None = None
    determinizer: Callable[[Observation, int], Callable[[Rng], Any]] | None = None
    decklist: DecklistFormat | None = None
    quiet_apply: Callable[[Any, Action], None] | None = None
    deck_building: DeckBuilding | None = None


@dataclass(frozen=True)
class Game:
    """Everything a caller may rely on about one game: the GAME value its package exports.

    seats: (fewest, most) seats; supports_teams: whether team games exist (the "teams"
    option); deck_names: the prebuilt decks, the first the default; load_decks(name, seats):
    the setup decks a deck name stands for (DeckError when unknown); options: the typed
    setup options; table: builds the game's table description (pygame-free), one per view.
    sources: how the documents the rules cite are named for players, as
    {prefix as a Violation's rule writes it: words}, e.g. {"002_551703699b856b1d.txt":
    "Krieg rules"}; `rule_in_words` uses it, so players never see a file name.
    card_images(): the official picture of each card that has one, {card id: https
    address}; empty by default. Read only by `tabletop images GAME`, which downloads them
    into the player's art folder on request (nothing else goes to the network).
    glossary(): the game's keywords with reminder text (core.glossary, from the package's
    keywords.json); card_keywords(): {card id: the keywords that card has}, read from the
    card data itself (not from the glossary), so a test can check the glossary covers them.
    """

    name: str
    title: str
    rules: Rules
    seats: tuple[int, int]
    deck_names: tuple[str, ...]
    load_decks: Callable[[str, int], Any]
    evaluation: Evaluation
    table: Callable[[], TableDescription]
    options: tuple[Option, ...] = ()
    supports_teams: bool = False
    capabilities: Capabilities = field(default_factory=Capabilities)
    notes: str = ""
    sources: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    help_text: Callable[[], str] = field(default=lambda: "")   # the players' rules summary (help.md), read when shown
    card_images: Callable[[], Mapping[str, str]] = field(default=dict)   # card id -> official picture's https address
    glossary: Callable[[], Glossary] = field(default=lambda: EMPTY_GLOSSARY)
    card_keywords: Callable[[], Mapping[str, tuple[str, ...]]] = field(default=dict)
    puzzles: Callable[[], str] = field(default=lambda: "")   # the text of its puzzles.json (core/puzzles.py)
    card_coverage: CardCoverage | None = None   # its card database, set by set (core/coverage.py; `tabletop cards`)

    def __post_init__(self) -> None:
        object.__setattr__(self, "sources", MappingProxyType(dict(self.sources)))

    def rule_in_words(self, rule: str) -> str:
        """A Violation's rule as players read it: each cited document named by its declared
        words ("002_551703699b856b1d.txt Units" -> "Krieg rules, Units", "000_6d0cea8edcfa8f82.txt
        1.3 Influence" -> "Eternal rules 1.3 Influence"); parts joined by ";" are read one by
        one. A file name the game does not declare becomes "the rules": never a file name."""
        prefixes = sorted(self.sources, key=len, reverse=True)
        parts = []
        for part in rule.split(";"):
            part = part.strip()
            for prefix in prefixes:
                if part.startswith(prefix):
                    words, rest = self.sources[prefix], part[len(prefix):].strip()
                    part = words if not rest else f"{words} {rest}" if rest[0].isdigit() else f"{words}, {rest}"
                    break
            parts.append(_FILE_NAME.sub("the rules", part))
        return "; ".join(p for p in parts if p)

    @property
    def min_seats(self) -> int:
        """The fewest seats a game of this kind has."""
        return self.seats[0]

    @property
    def max_seats(self) -> int:
        """The most seats a game of this kind has."""
        return self.seats[1]

    @property
    def option_names(self) -> tuple[str, ...]:
        """The names of the declared options."""
        return tuple(o.name for o in self.options)

    def check_options(self, options: Mapping[str, Any], seats: int) -> dict[str, Any]:
        """Options checked by type and range (OptionError names the bad one)."""
        return check_options(self.options, options, seats, self.name)

    def decks_for(self, name: str, seats: int) -> Any:
        """The setup decks a deck name stands for: a prebuilt deck (load_decks) or, for a game
        with a decklist format, one of the player's own decks (core/userdecks.py); names
        joined by "/" give each seat its deck where the game takes that. DeckError when a
        name is unknown or a deck is unusable."""
        from .userdecks import resolve_decks

        return resolve_decks(self, name, seats)

    def setup(self, seed: int, seats: int = 2, deck: str | None = None, **options: Any) -> Setup:
        """A Setup with the named (or default) decks and checked options."""
        if not self.min_seats <= seats <= self.max_seats:
            raise DeckError(f"{self.title} is for {self.min_seats} to {self.max_seats} seats, not {seats}")
        decks = self.decks_for(deck or self.deck_names[0], seats)
        return Setup(self.name, seed, seats, decks, self.check_options(options, seats))

    def new_match(self, seed: int, seats: int = 2, deck: str | None = None, **options: Any) -> Match:
        """A fresh Match of this game."""
        from .match import Match
        return Match(self, self.setup(seed, seats, deck, **options))


GameLookup = Callable[[str], Game]
