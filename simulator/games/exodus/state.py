"""ExodusState: the plain, copyable state of an Exodus game, with its JSON form.

Card instances are integers: `kinds[i]` is instance i's card-table index and `owner[i]`
the seat that brought it (both fixed once the card is made, so a clone shares the two
lists). Seats sit in `order` (turn order); `team[seat]` is the seat's side: in 1v1 and
free-for-all every seat is its own side, in 2v2 teammates share a side, its Life Points
(`life[side]`) and its field (004 Multiplayer: "teammates share 10 Life Points and their
field"). A shared field keeps each player's cards separate: `piles[seat]` are the piles
of one player's energy, each `[creature or -1, energy...]` (bottom first).

Zones per seat: `main` and `edeck` (top = end), `hand`, `grave`, `beneath` (cards beneath
the Main Deck: not part of it, not in play, 004 Set 5 "Energy Beneath the Main Deck"),
`syms` (symmetries in play: ones that stay, frozen ones) and `afters` (Afterthoughts in
play). `under[creature]` holds cards beneath a creature (Devourer of Dimensions).
`frozen[card]` is the turn number at whose End Phase the card unfreezes (004 Freeze).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...core.rng import Rng

Task = tuple[int, int, dict[str, Any]]     # (seat, source card or -1, op)
SEAT_ZONES = ("main", "edeck", "hand", "grave", "beneath", "syms", "afters")


@dataclass(slots=True)
class ExodusState:
    """Everything about an Exodus game in progress (see the module docstring)."""

    n: int
    rng: Rng
    mode: str = "duel"                    # "duel" | "teams" (2v2) | "ffa"
    kinds: list[int] = field(default_factory=list)
    owner: list[int] = field(default_factory=list)
    n_cards: int = 0
    team: list[int] = field(default_factory=list)
    life: list[int] = field(default_factory=list)
    order: list[int] = field(default_factory=list)
    main: list[list[int]] = field(default_factory=list)
    edeck: list[list[int]] = field(default_factory=list)
    hand: list[list[int]] = field(default_factory=list)
    grave: list[list[int]] = field(default_factory=list)
    beneath: list[list[int]] = field(default_factory=list)
    syms: list[list[int]] = field(default_factory=list)
    afters: list[list[int]] = field(default_factory=list)
    piles: list[list[list[int]]] = field(default_factory=list)
    under: dict[int, list[int]] = field(default_factory=dict)
    frozen: dict[int, int] = field(default_factory=dict)
    grave_lock: dict[int, int] = field(default_factory=dict)   # seat -> unfreeze turn (Vanciere)
    flipped: set[int] = field(default_factory=set)             # double-sided cards showing their back
    harmony: int = -1                     # the Harmony Rare in the game (-1: none)
    harmony_by: int = -1                  # the seat that Awakened it (creature side), -1: Eeventide Field side
    awakened: list[bool] = field(default_factory=list)
    turn_no: int = 0                      # turns begun so far (1 = the first turn)
    turn: int = 0                         # the turn player
    phase: str = "setup"                  # setup | mulligan | draw | energy | creature | attack | end | over
    turns_taken: list[int] = field(default_factory=list)
    attacked: set[int] = field(default_factory=set)            # creatures that attacked this turn
    placed: int = 0                       # energy played from hand this Energy Phase
    moved: set[int] = field(default_factory=set)               # energy rearranged this Energy Phase
    touched: set[int] = field(default_factory=set)             # energy an effect affected this turn
    used: set[str] = field(default_factory=set)                # once-per-turn abilities used: "card:i"
    effects: list[dict[str, Any]] = field(default_factory=list)  # lasting effects ("kind", "until", ...)
    stack: list[dict[str, Any]] = field(default_factory=list)
    window: dict[str, Any] | None = None  # a round of responses: {"ask": [seats], "new": [[seat, item]], "why"}
    attack: dict[str, Any] | None = None
    tasks: list[Task] = field(default_factory=list)
    pending: list[Task] = field(default_factory=list)          # abilities triggered, not yet on the stack
    choice: dict[str, Any] | None = None
    memo: dict[str, Any] = field(default_factory=dict)
    resume: str = ""
    winners: list[int] | None = None
    summary: str = ""
    # The deciding seat's legal actions, worked out as the engine loop stopped (it had to see
    # them to know whether a phase ends by itself or a round of responses skips a player; not
    # when it could tell without: legality.surely_more_than_end); apply() clears it; never
    # saved, never compared.
    legal: list[Any] | None = field(default=None, compare=False, repr=False)
    # Scans of hands and graveyards by card kind, each with a copy of the zone it was made
    # from, and the kinds in the game with their card count (scans.py: reused only while the
    # zone or the count is unchanged); never saved, never compared; a clone shares the entries
    # (never changed in place) until observe.py deals its hidden cards other kinds and empties them.
    # Also "known": the seats' instant plays as the engine loop stopped, tied to `legal` (rules.py).
    scans: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)

    def clone(self) -> ExodusState:
        """An independent copy (by hand: the search bot makes thousands). Made without
        __init__ (a 50-keyword call costs more than the copying) and with C-level copies of
        the zones. `kinds`, `owner` and `order` are shared: no rule changes a card's kind or
        owner once it is made, nor the turn order once set, and observe.py gives a clone its
        own `kinds` before it deals hidden cards new kinds (and empties the scans, which are
        carried over too)."""
        new = ExodusState.__new__(ExodusState)   # (not object.__new__: a compiled class refuses it)
        new.n = self.n
        new.rng = Rng(self.rng.state)
        new.mode = self.mode
        new.kinds = self.kinds
        new.owner = self.owner
        new.n_cards = self.n_cards
        new.team = self.team[:]
        new.life = self.life[:]
        new.order = self.order            # (set at setup, never changed in place: shared)
        new.main = list(map(_COPY_LIST, self.main))
        new.edeck = list(map(_COPY_LIST, self.edeck))
        new.hand = list(map(_COPY_LIST, self.hand))
        new.grave = list(map(_COPY_LIST, self.grave))
        new.beneath = list(map(_COPY_LIST, self.beneath))
        new.syms = list(map(_COPY_LIST, self.syms))
        new.afters = list(map(_COPY_LIST, self.afters))
        new.piles = [list(map(_COPY_LIST, ps)) for ps in self.piles]
        new.under = {k: v[:] for k, v in self.under.items()} if self.under else {}
        new.frozen = self.frozen.copy()
        new.grave_lock = self.grave_lock.copy()
        new.flipped = self.flipped.copy()
        new.harmony = self.harmony
        new.harmony_by = self.harmony_by
        new.awakened = self.awakened[:]
        new.turn_no = self.turn_no
        new.turn = self.turn
        new.phase = self.phase
        new.turns_taken = self.turns_taken[:]
        new.attacked = self.attacked.copy()
        new.placed = self.placed
        new.moved = self.moved.copy()
        new.touched = self.touched.copy()
        new.used = self.used.copy()
        new.effects = [_copy(e) for e in self.effects] if self.effects else []
        new.stack = [_copy(x) for x in self.stack] if self.stack else []
        win = self.window
        new.window = (None if win is None else
                      {**win, "ask": win["ask"][:], "new": [[s, dict(i)] for s, i in win["new"]]})
        new.attack = None if self.attack is None else self.attack.copy()
        new.tasks = [(a, b, _copy(o)) for a, b, o in self.tasks] if self.tasks else []
        new.pending = [(a, b, _copy(o)) for a, b, o in self.pending] if self.pending else []
        ch = self.choice
        new.choice = None if ch is None else {**ch, "options": ch["options"][:], "picks": ch["picks"][:]}
        new.memo = _copy(self.memo)
        new.resume = self.resume
        new.winners = None if self.winners is None else self.winners[:]
        new.summary = self.summary
        new.legal = self.legal
        new.scans = self.scans.copy()
        return new

    def to_json(self) -> dict[str, Any]:
        """The whole state as JSON-able data (dict keys become strings, sets sorted lists)."""
        return {
            "n": self.n, "rng": self.rng.state, "mode": self.mode, "kinds": self.kinds, "owner": self.owner,
            "n_cards": self.n_cards, "team": self.team, "life": self.life, "order": self.order,
            "main": self.main, "edeck": self.edeck, "hand": self.hand, "grave": self.grave,
            "beneath": self.beneath, "syms": self.syms, "afters": self.afters, "piles": self.piles,
            "under": {str(k): v for k, v in sorted(self.under.items())},
            "frozen": {str(k): v for k, v in sorted(self.frozen.items())},
            "grave_lock": {str(k): v for k, v in sorted(self.grave_lock.items())},
            "flipped": sorted(self.flipped), "harmony": self.harmony, "harmony_by": self.harmony_by,
            "awakened": self.awakened, "turn_no": self.turn_no, "turn": self.turn, "phase": self.phase,
            "turns_taken": self.turns_taken, "attacked": sorted(self.attacked), "placed": self.placed,
            "moved": sorted(self.moved), "touched": sorted(self.touched), "used": sorted(self.used),
            "effects": self.effects, "stack": self.stack, "window": self.window, "attack": self.attack,
            "tasks": [[s, c, op] for s, c, op in self.tasks], "pending": [[s, c, op] for s, c, op in self.pending],
            "choice": self.choice, "memo": self.memo, "resume": self.resume, "winners": self.winners,
            "summary": self.summary,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> ExodusState:
        """Inverse of to_json; raise KeyError/TypeError/ValueError on malformed data."""
        def ints(x: Any) -> list[int]:
            return [int(v) for v in x]

        def zones(x: Any) -> list[list[int]]:
            return [ints(z) for z in x]
        ch = d["choice"]
        win = d["window"]
        return cls(
            n=int(d["n"]), rng=Rng(int(d["rng"])), mode=str(d["mode"]), kinds=ints(d["kinds"]),
            owner=ints(d["owner"]), n_cards=int(d["n_cards"]), team=ints(d["team"]), life=ints(d["life"]),
            order=ints(d["order"]), main=zones(d["main"]), edeck=zones(d["edeck"]), hand=zones(d["hand"]),
            grave=zones(d["grave"]), beneath=zones(d["beneath"]), syms=zones(d["syms"]), afters=zones(d["afters"]),
            piles=[[ints(p) for p in ps] for ps in d["piles"]],
            under={int(k): ints(v) for k, v in d["under"].items()},
            frozen={int(k): int(v) for k, v in d["frozen"].items()},
            grave_lock={int(k): int(v) for k, v in d["grave_lock"].items()},
            flipped=set(ints(d["flipped"])), harmony=int(d["harmony"]), harmony_by=int(d["harmony_by"]),
            awakened=[bool(x) for x in d["awakened"]], turn_no=int(d["turn_no"]), turn=int(d["turn"]),
            phase=str(d["phase"]), turns_taken=ints(d["turns_taken"]), attacked=set(ints(d["attacked"])),
            placed=int(d["placed"]), moved=set(ints(d["moved"])), touched=set(ints(d["touched"])),
            used={str(u) for u in d["used"]}, effects=[dict(e) for e in d["effects"]],
            stack=[{**dict(x), "t": ints(x["t"])} for x in d["stack"]],
            window=None if win is None else {**dict(win), "ask": ints(win["ask"]),
                                             "new": [[int(s), dict(i)] for s, i in win["new"]]},
            attack=None if d["attack"] is None else dict(d["attack"]),
            tasks=[(int(s), int(c), dict(op)) for s, c, op in d["tasks"]],
            pending=[(int(s), int(c), dict(op)) for s, c, op in d["pending"]],
            choice=None if ch is None else {k: (list(v) if isinstance(v, list) else v) for k, v in ch.items()},
            memo=dict(d["memo"]), resume=str(d["resume"]),
            winners=None if d["winners"] is None else ints(d["winners"]), summary=str(d["summary"]),
        )


def _copy(d: dict[str, Any]) -> dict[str, Any]:
    """A copy of a dict of plain values sharing nothing: lists and dicts inside are copied
    (two levels, which is as deep as the engine nests them). A list or dict of scalars only
    (the common case, told apart by the types it holds) is copied whole, in C."""
    out = d.copy()
    for k, v in d.items():
        if type(v) in _SCALARS:
            continue                      # (most values: shared as they are, without the two checks)
        if isinstance(v, list):
            out[k] = v[:] if _SCALARS.issuperset(map(type, v)) else [
                x.copy() if isinstance(x, _CONTAINERS) else x for x in v]
        elif isinstance(v, dict):
            out[k] = v.copy() if _SCALARS.issuperset(map(type, v.values())) else {
                a: (b.copy() if isinstance(b, _CONTAINERS) else b) for a, b in v.items()}
    return out


_SCALARS = frozenset({int, str, bool, float, type(None)})
_CONTAINERS = (list, dict)
_COPY_LIST = list.copy


def deal_ids(st: ExodusState, decks: list[tuple[list[int], list[int], int | None]]) -> list[int]:
    """Make the cards the seats brought (Main Deck, Energy Deck, Harmony Rare), each kind
    dealt onto an instance id at random with the state's RNG, so an id says nothing about
    its card to anyone who knows the decklists (issue 32: ids made in decklist order told
    which card each hidden id in an opponent's hand was). The decks are still in decklist
    order afterwards (the setup shuffles them). The Harmony Rares, in seat order."""
    made: list[tuple[int, int, str]] = []        # (kind, seat, zone) in decklist order
    for seat, (main, energy, harmony) in enumerate(decks):
        made += [(k, seat, "main") for k in main]
        made += [(k, seat, "edeck") for k in energy]
        if harmony is not None:
            made.append((harmony, seat, "harmony"))
    ids = list(range(len(made)))
    st.rng.shuffle(ids)
    st.kinds = [0] * len(made)
    st.owner = [0] * len(made)
    harmonies: list[int] = []
    for (kind, seat, zone), i in zip(made, ids):
        st.kinds[i] = kind
        st.owner[i] = seat
        if zone == "harmony":
            harmonies.append(i)
        else:
            (st.main if zone == "main" else st.edeck)[seat].append(i)
    st.n_cards = len(made)
    return harmonies


def new_state(n: int, seed: int, mode: str) -> ExodusState:
    """An empty table for n seats in a mode: sides, turn order, empty zones."""
    team = [s % 2 for s in range(n)] if mode == "teams" else list(range(n))
    sides = max(team) + 1
    return ExodusState(
        n=n, rng=Rng(seed), mode=mode, team=team, life=[0] * sides, order=list(range(n)),
        main=[[] for _ in range(n)], edeck=[[] for _ in range(n)], hand=[[] for _ in range(n)],
        grave=[[] for _ in range(n)], beneath=[[] for _ in range(n)], syms=[[] for _ in range(n)],
        afters=[[] for _ in range(n)], piles=[[] for _ in range(n)], awakened=[False] * n,
        turns_taken=[0] * n,
    )
