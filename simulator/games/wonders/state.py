"""WondersState: the plain, copyable state of a Wonders of The First game, with its JSON form.

Card instances are integers: `kinds[i]` is instance i's card-table index and `owner[i]` the
seat that brought it. Instances below `n_cards` are the cards the players brought (main
deck and archive); stand-in tokens created during play get the numbers after them and are
forgotten when they leave The World (001 2 Tokens). A printed token that stops existing
goes to `gone`, so every card brought is always somewhere.

The World is `world[realm][seat]`: the cards a seat controls in a realm, in arrival order
(001 3 The World; 001 5 Control: your cards are on your side). Realms are numbered 0-6 here
and 1-7 for players. Stones are `stones[realm]`: one entry per stone, its controller's
seat or -1 for the centre.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from ...core.rng import Rng

REALMS = 7           # 001 3 The World
LOCKED, ACTIVE, BANISHED = "locked", "active", "banished"

Task = tuple[int, int, dict[str, Any]]     # (controller, source instance or -1, op)


def num_to_json(x: float) -> Any:
    """A resource or stat as JSON: whole numbers as they are, infinities as "inf"/"-inf"."""
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return int(x)


def num_from_json(x: Any) -> float | int:
    """Inverse of num_to_json."""
    if x == "inf":
        return math.inf
    if x == "-inf":
        return -math.inf
    if isinstance(x, bool) or not isinstance(x, int):
        raise ValueError(f"expected a whole number or an infinity, got {x!r}")  # noqa: TRY004
    return x


class KindsMemo:
    """What is remembered of one kinds list: the list itself (held, so its id is not reused),
    its length then, its set of kinds, and what kindindex derives from that set (GameFacts,
    filled there: one lookup answers both)."""

    __slots__ = ("facts", "kinds", "n", "set")

    def __init__(self, kinds: list[int], fs: frozenset[int], facts: Any = None) -> None:
        self.kinds, self.n, self.set, self.facts = kinds, len(kinds), fs, facts


_KINDSETS: dict[int, KindsMemo] = {}
_COPY_LIST = list.copy


# the memo asked for last: one game is asked about many times in a row, and a look at one
# slot costs less than a lookup in _KINDSETS (thousands of entries during a search)
LAST_MEMO: list[KindsMemo | None] = [None]
# kindindex.game_facts' last answer: [kinds list, its length then, card table, GameFacts]
LAST_FACTS: list[Any] = [None, -1, None, None]


def kinds_memo(st: WondersState) -> KindsMemo:
    """The KindsMemo of `st.kinds`, remembered per kinds list while its length is unchanged:
    kinds are only appended to, except on fresh copies before anything asks (observe); a
    clone shares its original's answer."""
    k = st.kinds
    got = LAST_MEMO[0]
    if got is not None and got.kinds is k and got.n == len(k):
        return got
    got = _KINDSETS.get(id(k))
    if got is None or got.kinds is not k or got.n != len(k):
        got = _remember(k, frozenset(k))
    LAST_MEMO[0] = got
    return got


def kinds_set(st: WondersState) -> frozenset[int]:
    """`set(st.kinds)`, remembered (kinds_memo)."""
    return kinds_memo(st).set


def forget_kinds(st: WondersState) -> None:
    """Drop what kinds_set remembers of `st.kinds` (after changing kinds in place)."""
    _KINDSETS.pop(id(st.kinds), None)
    last = LAST_MEMO[0]
    if last is not None and last.kinds is st.kinds:
        LAST_MEMO[0] = None
    if LAST_FACTS[0] is st.kinds:
        LAST_FACTS[:] = [None, -1, None, None]


def _remember(k: list[int], fs: frozenset[int], facts: Any = None) -> KindsMemo:
    if len(_KINDSETS) >= 8192:      # a search makes thousands of clones; each entry is small
        _KINDSETS.clear()
    got = _KINDSETS[id(k)] = KindsMemo(k, fs, facts)
    return got


@dataclass(slots=True)
class WondersState:
    """Everything about a Wonders game in progress (see the module docstring)."""

    n: int
    rng: Rng
    kinds: list[int] = field(default_factory=list)
    owner: list[int] = field(default_factory=list)
    n_cards: int = 0
    phase: str = "setup"                  # "setup" | "mulligan" | "play" | "over"
    round: int = 0                        # 1..7 once play starts
    first: int = 0                        # who took the first turn on round 1
    lead: int = 0                         # who takes the first turn this round
    turn: int = 0                         # the active player
    realm1_left: int = 0                  # the seat with realm 1 on its left (the second player's choice)
    decks: list[list[int]] = field(default_factory=list)       # top = end
    hands: list[list[int]] = field(default_factory=list)
    abyss: list[list[int]] = field(default_factory=list)
    banished: list[list[int]] = field(default_factory=list)
    archive: list[list[int]] = field(default_factory=list)
    gone: list[int] = field(default_factory=list)               # printed tokens that stopped existing
    limbo: list[int] = field(default_factory=list)              # cards being played, not yet resolved
    world: list[list[list[int]]] = field(default_factory=list)  # [realm][seat] -> instances
    realm_state: list[str] = field(default_factory=list)
    stones: list[list[int]] = field(default_factory=list)       # [realm] -> controller per stone (-1 centre)
    facedown: list[int] = field(default_factory=list)           # face-down cards in The World
    counters: dict[int, dict[str, int]] = field(default_factory=dict)
    tapped: set[int] = field(default_factory=set)
    equipped: dict[int, int] = field(default_factory=dict)      # equipment -> the Wonder it equips
    effects: list[dict[str, Any]] = field(default_factory=list)  # status effects (power, nullify, control, ...)
    copied: dict[int, list[int]] = field(default_factory=dict)  # symbiosis: instance -> card indexes copied
    copy_of: dict[int, int] = field(default_factory=dict)       # symbiosis: instance -> the instance it copied
    extra_classes: dict[int, list[str]] = field(default_factory=dict)
    standin: set[int] = field(default_factory=set)              # stand-in tokens (no printed card)
    energy: list[float] = field(default_factory=list)
    actions: list[int] = field(default_factory=list)
    faith: list[float] = field(default_factory=list)
    free_attacks: list[int] = field(default_factory=list)
    faith_spent: list[bool] = field(default_factory=list)       # this round (001 2 Faith)
    pass_streak: list[int] = field(default_factory=list)        # each seat's consecutive passes this round
    passes_in_row: int = 0                                      # passes by consecutive turns, any seat
    last_turn_taker: int = -1                                   # last seat to take a non-pass turn this round
    last_seizer: int = -1
    seized_round: list[bool] = field(default_factory=list)      # awaken (001 7 Awaken)
    counts: dict[str, int] = field(default_factory=dict)        # "first time" counting (001 5 First Time)
    tasks: list[Task] = field(default_factory=list)
    pending: list[Task] = field(default_factory=list)           # triggered, waiting to be ordered
    choice: dict[str, Any] | None = None
    memo: dict[str, Any] = field(default_factory=dict)
    battle: dict[str, Any] | None = None
    mulligan_left: list[int] = field(default_factory=list)      # seats still to mulligan, in order
    resume: str = ""
    results: list[list[int]] = field(default_factory=list)      # stones held per seat at each round's end
    winners: list[int] | None = None
    summary: str = ""

    def clone(self) -> WondersState:
        """An independent copy (by hand: the search bot makes thousands). Made without
        __init__ (a keyword call of fifty fields costs more than the copying), field by field
        as deep as each holds, with C-level copies of the zones."""
        ch = self.choice
        kinds = self.kinds[:]
        known = LAST_MEMO[0]
        if known is None or known.kinds is not self.kinds:
            known = _KINDSETS.get(id(self.kinds))
        if known is not None and known.kinds is self.kinds and known.n == len(kinds):
            _remember(kinds, known.set, known.facts)
        # the class's own __new__ (object.__new__ in Python; a build compiled by mypyc
        # refuses object.__new__ for its native class)
        new = WondersState.__new__(WondersState)
        new.n = self.n
        new.rng = Rng(self.rng.state)
        new.kinds = kinds
        new.owner = self.owner[:]
        new.n_cards = self.n_cards
        new.phase = self.phase
        new.round = self.round
        new.first = self.first
        new.lead = self.lead
        new.turn = self.turn
        new.realm1_left = self.realm1_left
        new.decks = list(map(_COPY_LIST, self.decks))
        new.hands = list(map(_COPY_LIST, self.hands))
        new.abyss = list(map(_COPY_LIST, self.abyss))
        new.banished = list(map(_COPY_LIST, self.banished))
        new.archive = list(map(_COPY_LIST, self.archive))
        new.gone = self.gone[:]
        new.limbo = self.limbo[:]
        new.world = [list(map(_COPY_LIST, realm)) for realm in self.world]
        new.realm_state = self.realm_state[:]
        new.stones = list(map(_COPY_LIST, self.stones))
        new.facedown = self.facedown[:]
        new.counters = {k: dict(v) for k, v in self.counters.items()} if self.counters else {}
        new.tapped = set(self.tapped)
        new.equipped = dict(self.equipped)
        new.effects = [dict(e) for e in self.effects] if self.effects else []
        new.copied = {k: v[:] for k, v in self.copied.items()} if self.copied else {}
        new.copy_of = dict(self.copy_of)
        new.extra_classes = {k: v[:] for k, v in self.extra_classes.items()} if self.extra_classes else {}
        new.standin = set(self.standin)
        new.energy = self.energy[:]
        new.actions = self.actions[:]
        new.faith = self.faith[:]
        new.free_attacks = self.free_attacks[:]
        new.faith_spent = self.faith_spent[:]
        new.pass_streak = self.pass_streak[:]
        new.passes_in_row = self.passes_in_row
        new.last_turn_taker = self.last_turn_taker
        new.last_seizer = self.last_seizer
        new.seized_round = self.seized_round[:]
        new.counts = dict(self.counts)
        new.tasks = self.tasks[:]
        new.pending = self.pending[:]
        new.choice = None if ch is None else {**ch, "options": ch["options"][:], "picks": ch["picks"][:]}
        new.memo = dict(self.memo)
        new.battle = None if self.battle is None else dict(self.battle)
        new.mulligan_left = self.mulligan_left[:]
        new.resume = self.resume
        new.results = list(map(_COPY_LIST, self.results))
        new.winners = None if self.winners is None else self.winners[:]
        new.summary = self.summary
        return new

    def to_json(self) -> dict[str, Any]:
        """The whole state as JSON-able data (dict keys become strings, sets sorted lists)."""
        return {
            "n": self.n, "rng": self.rng.state, "kinds": self.kinds, "owner": self.owner, "n_cards": self.n_cards,
            "phase": self.phase, "round": self.round, "first": self.first, "lead": self.lead, "turn": self.turn,
            "realm1_left": self.realm1_left,
            "decks": self.decks, "hands": self.hands, "abyss": self.abyss, "banished": self.banished,
            "archive": self.archive, "gone": self.gone, "limbo": self.limbo, "world": self.world, "realm_state": self.realm_state,
            "stones": self.stones, "facedown": self.facedown,
            "counters": {str(k): v for k, v in sorted(self.counters.items())},
            "tapped": sorted(self.tapped), "equipped": {str(k): v for k, v in sorted(self.equipped.items())},
            "effects": self.effects, "copied": {str(k): v for k, v in sorted(self.copied.items())},
            "copy_of": {str(k): v for k, v in sorted(self.copy_of.items())},
            "extra_classes": {str(k): v for k, v in sorted(self.extra_classes.items())},
            "standin": sorted(self.standin),
            "energy": [num_to_json(x) for x in self.energy], "actions": self.actions,
            "faith": [num_to_json(x) for x in self.faith], "free_attacks": self.free_attacks,
            "faith_spent": self.faith_spent, "pass_streak": self.pass_streak, "passes_in_row": self.passes_in_row,
            "last_turn_taker": self.last_turn_taker, "last_seizer": self.last_seizer,
            "seized_round": self.seized_round, "counts": dict(sorted(self.counts.items())),
            "tasks": [[s, c, op] for s, c, op in self.tasks], "pending": [[s, c, op] for s, c, op in self.pending],
            "choice": self.choice, "memo": self.memo, "battle": self.battle, "mulligan_left": self.mulligan_left,
            "resume": self.resume, "results": self.results, "winners": self.winners, "summary": self.summary,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> WondersState:
        """Inverse of to_json; raise KeyError/TypeError/ValueError on malformed data."""
        def ints(x: Any) -> list[int]:
            return [int(v) for v in x]
        choice = d["choice"]
        return cls(
            n=int(d["n"]), rng=Rng(int(d["rng"])), kinds=ints(d["kinds"]), owner=ints(d["owner"]),
            n_cards=int(d["n_cards"]), phase=str(d["phase"]), round=int(d["round"]), first=int(d["first"]),
            lead=int(d["lead"]), turn=int(d["turn"]), realm1_left=int(d["realm1_left"]),
            decks=[ints(x) for x in d["decks"]], hands=[ints(x) for x in d["hands"]],
            abyss=[ints(x) for x in d["abyss"]], banished=[ints(x) for x in d["banished"]],
            archive=[ints(x) for x in d["archive"]], gone=ints(d["gone"]), limbo=ints(d["limbo"]),
            world=[[ints(side) for side in realm] for realm in d["world"]],
            realm_state=[str(x) for x in d["realm_state"]], stones=[ints(s) for s in d["stones"]],
            facedown=ints(d["facedown"]),
            counters={int(k): {str(a): int(b) for a, b in v.items()} for k, v in d["counters"].items()},
            tapped=set(ints(d["tapped"])), equipped={int(k): int(v) for k, v in d["equipped"].items()},
            effects=[dict(e) for e in d["effects"]],
            copied={int(k): ints(v) for k, v in d["copied"].items()},
            copy_of={int(k): int(v) for k, v in d["copy_of"].items()},
            extra_classes={int(k): [str(c) for c in v] for k, v in d["extra_classes"].items()},
            standin=set(ints(d["standin"])),
            energy=[num_from_json(x) for x in d["energy"]], actions=ints(d["actions"]),
            faith=[num_from_json(x) for x in d["faith"]], free_attacks=ints(d["free_attacks"]),
            faith_spent=[bool(x) for x in d["faith_spent"]], pass_streak=ints(d["pass_streak"]),
            passes_in_row=int(d["passes_in_row"]), last_turn_taker=int(d["last_turn_taker"]),
            last_seizer=int(d["last_seizer"]), seized_round=[bool(x) for x in d["seized_round"]],
            counts={str(k): int(v) for k, v in d["counts"].items()},
            tasks=[(int(s), int(c), dict(op)) for s, c, op in d["tasks"]],
            pending=[(int(s), int(c), dict(op)) for s, c, op in d["pending"]],
            choice=None if choice is None else {k: (list(v) if isinstance(v, list) else v)
                                                for k, v in choice.items()},
            memo=dict(d["memo"]), battle=None if d["battle"] is None else dict(d["battle"]),
            mulligan_left=ints(d["mulligan_left"]), resume=str(d["resume"]),
            results=[ints(r) for r in d["results"]],
            winners=None if d["winners"] is None else ints(d["winners"]), summary=str(d["summary"]),
        )


def new_state(n: int, seed: int) -> WondersState:
    """An empty table for n seats: seven locked realms, each with one stone in its centre."""
    return WondersState(
        n=n, rng=Rng(seed), decks=[[] for _ in range(n)], hands=[[] for _ in range(n)],
        abyss=[[] for _ in range(n)], banished=[[] for _ in range(n)], archive=[[] for _ in range(n)],
        world=[[[] for _ in range(n)] for _ in range(REALMS)], realm_state=[LOCKED] * REALMS,
        stones=[[-1] for _ in range(REALMS)], energy=[0] * n, actions=[0] * n, faith=[0] * n,
        free_attacks=[0] * n, faith_spent=[False] * n, pass_streak=[0] * n, seized_round=[False] * n,
    )
