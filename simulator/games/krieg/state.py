"""KriegState: the plain, copyable state of a Krieg game, with its JSON form."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...core.rng import Rng

# Weather entry: (card, effect, row, waiting) where effect is "halve" | "double" | "plague"
# and waiting is 1 while the effect waits for the next round.
Weather = tuple[int, str, int, int]


@dataclass(slots=True)
class KriegState:
    """Everything about a Krieg game in progress. Card instances are indexes in the card table."""

    n: int
    teams: bool
    rng: Rng
    phase: str = "setup"              # "setup" | "play" | "over"
    round: int = 0                    # 0, 1, 2
    first: int = 0                    # seat that opened the current round
    turn: int = 0                     # seat whose turn it is
    passed: list[bool] = field(default_factory=list)
    decks: list[list[int]] = field(default_factory=list)      # unit, power, king; top = end
    graves: list[list[int]] = field(default_factory=list)     # unit, power, king; top = end
    hands: list[list[int]] = field(default_factory=list)
    rows: list[list[list[int]]] = field(default_factory=list)  # [seat][row] -> units
    attached: dict[int, list[int]] = field(default_factory=dict)  # host unit -> attachments
    # unit -> added base strength (Scout, Telescope, Tower: ends when it leaves the field);
    # also an attached Hex (Ruin) -> what it adds to its host's base strength while it stays
    # attached (not part of the host's own entry; scoring adds it; it follows a set-aside host)
    boosts: dict[int, int] = field(default_factory=dict)
    kings: list[int] = field(default_factory=list)            # King on the field per seat, -1 none
    king_rows: list[int] = field(default_factory=list)        # row that King doubles
    weather: list[Weather] = field(default_factory=list)
    king_halves: list[tuple[int, int]] = field(default_factory=list)  # (King, row) this round
    burdens: list[tuple[int, int, int]] = field(default_factory=list)  # (card, seat, stage)
    aside: list[list[tuple[int, int]]] = field(default_factory=list)  # [seat] -> (unit, row)
    kings_aside: list[int] = field(default_factory=list)      # King set aside per seat, -1 none
    hand_aside: list[list[int]] = field(default_factory=list)  # Usury: units from hand
    end_draws: list[tuple[int, int]] = field(default_factory=list)  # (seat, n) at round end
    revealed: list[int] = field(default_factory=list)        # cards in hands shown to all
    last_played: list[int] = field(default_factory=list)     # per seat this round, -1 none
    void: list[int] = field(default_factory=list)            # 0 none, 1 played, 2 armed
    round_wins: list[int] = field(default_factory=list)
    points: list[int] = field(default_factory=list)          # free-for-all ranking points
    results: list[dict[str, Any]] = field(default_factory=list)  # one per scored round
    tasks: list[tuple[int, int, dict[str, Any]]] = field(default_factory=list)  # (seat, card, op)
    choice: dict[str, Any] | None = None
    memo: dict[str, Any] = field(default_factory=dict)
    resolving: list[int] = field(default_factory=list)
    resume: str = ""
    winners: list[int] | None = None
    summary: str = ""
    # seats that conceded a free-for-all and left it, in the order they left (concede.py);
    # in the JSON form only once someone has left, so games without a concession keep
    # their state hashes
    left: tuple[int, ...] = ()

    def clone(self) -> "KriegState":
        """An independent copy (by hand: fast enough for thousands of search copies).

        Built without __init__ (36 keyword arguments cost more than the copying), with
        list.copy() (cheaper than [:]) and map(list.copy, ...) rather than comprehensions.

        The fields in SHARED (and the lists inside aside and hand_aside) are shared with the copy, not
        copied: no code changes them in place, every change assigns a new list or dict
        (rounds, ops_*, zones: grep for each field's writes in simulator/games/krieg).
        unshare() gives a state its own copies (observations must share nothing)."""
        out = _new(KriegState)
        out.n, out.teams, out.rng, out.phase = self.n, self.teams, Rng(self.rng.state), self.phase
        out.round, out.first, out.turn, out.passed = self.round, self.first, self.turn, self.passed.copy()
        out.decks = list(map(_copy, self.decks))
        out.graves = list(map(_copy, self.graves))
        out.hands = list(map(_copy, self.hands))
        out.rows = [list(map(_copy, side)) for side in self.rows]
        out.attached = {k: v.copy() for k, v in self.attached.items()} if self.attached else {}
        out.boosts = self.boosts.copy() if self.boosts else {}
        out.last_played = self.last_played.copy()
        # SHARED, see above
        out.kings, out.king_rows, out.weather = self.kings, self.king_rows, self.weather
        out.king_halves, out.burdens, out.aside = self.king_halves, self.burdens, self.aside
        out.kings_aside, out.hand_aside, out.end_draws = self.kings_aside, self.hand_aside, self.end_draws
        out.revealed, out.void, out.memo = self.revealed, self.void, self.memo
        out.round_wins, out.points, out.results = self.round_wins, self.points, self.results
        out.tasks = self.tasks.copy()
        ch = self.choice
        out.choice = None if ch is None else {**ch, "options": ch["options"].copy(), "picks": ch["picks"].copy()}
        out.resolving, out.resume = self.resolving.copy(), self.resume
        out.winners = None if self.winners is None else self.winners.copy()
        out.summary, out.left = self.summary, self.left
        return out

    def unshare(self) -> None:
        """Replace what clone() shares (SHARED) with copies: after this, changing this
        state's containers in place cannot reach the state it was cloned from."""
        self.kings_aside, self.end_draws = self.kings_aside.copy(), self.end_draws.copy()
        self.kings, self.king_rows, self.weather = self.kings.copy(), self.king_rows.copy(), self.weather.copy()
        self.king_halves, self.burdens = self.king_halves.copy(), self.burdens.copy()
        self.aside, self.hand_aside = list(map(_copy, self.aside)), list(map(_copy, self.hand_aside))
        self.revealed, self.void, self.memo = self.revealed.copy(), self.void.copy(), self.memo.copy()
        self.round_wins, self.points, self.results = self.round_wins.copy(), self.points.copy(), self.results.copy()

    def to_json(self) -> dict[str, Any]:
        """The whole state as JSON-able data (dict keys become strings; "left" only when
        a seat has conceded and left)."""
        out: dict[str, Any] = {
            "n": self.n, "teams": self.teams, "rng": self.rng.state, "phase": self.phase,
            "round": self.round, "first": self.first, "turn": self.turn, "passed": self.passed,
            "decks": self.decks, "graves": self.graves, "hands": self.hands, "rows": self.rows,
            "attached": {str(k): v for k, v in self.attached.items()},
            "boosts": {str(k): v for k, v in self.boosts.items()},
            "kings": self.kings, "king_rows": self.king_rows,
            "weather": [list(w) for w in self.weather],
            "king_halves": [list(k) for k in self.king_halves],
            "burdens": [list(b) for b in self.burdens],
            "aside": [[list(x) for x in a] for a in self.aside], "kings_aside": self.kings_aside,
            "hand_aside": self.hand_aside, "end_draws": [list(e) for e in self.end_draws],
            "revealed": self.revealed, "last_played": self.last_played, "void": self.void,
            "round_wins": self.round_wins, "points": self.points, "results": self.results,
            "tasks": [[s, c, op] for s, c, op in self.tasks], "choice": self.choice,
            "memo": self.memo, "resolving": self.resolving, "resume": self.resume,
            "winners": self.winners, "summary": self.summary,
        }
        if self.left:
            out["left"] = list(self.left)
        return out

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "KriegState":
        """Inverse of to_json; raise KeyError/TypeError/ValueError on malformed data."""
        choice = d["choice"]
        return cls(
            n=int(d["n"]), teams=bool(d["teams"]), rng=Rng(int(d["rng"])), phase=str(d["phase"]),
            round=int(d["round"]), first=int(d["first"]), turn=int(d["turn"]),
            passed=[bool(x) for x in d["passed"]],
            decks=[list(map(int, x)) for x in d["decks"]], graves=[list(map(int, x)) for x in d["graves"]],
            hands=[list(map(int, x)) for x in d["hands"]],
            rows=[[list(map(int, r)) for r in side] for side in d["rows"]],
            attached={int(k): list(map(int, v)) for k, v in d["attached"].items()},
            boosts={int(k): int(v) for k, v in d["boosts"].items()},
            kings=list(map(int, d["kings"])), king_rows=list(map(int, d["king_rows"])),
            weather=[(int(c), str(e), int(r), int(w)) for c, e, r, w in d["weather"]],
            king_halves=[(int(k), int(r)) for k, r in d["king_halves"]],
            burdens=[(int(c), int(s), int(t)) for c, s, t in d["burdens"]],
            aside=[[(int(u), int(r)) for u, r in a] for a in d["aside"]],
            kings_aside=list(map(int, d["kings_aside"])),
            hand_aside=[list(map(int, a)) for a in d["hand_aside"]],
            end_draws=[(int(s), int(k)) for s, k in d["end_draws"]],
            revealed=list(map(int, d["revealed"])), last_played=list(map(int, d["last_played"])),
            void=list(map(int, d["void"])), round_wins=list(map(int, d["round_wins"])),
            points=list(map(int, d["points"])), results=list(d["results"]),
            tasks=[(int(s), int(c), dict(op)) for s, c, op in d["tasks"]],
            choice=None if choice is None else {k: (list(v) if isinstance(v, list) else v) for k, v in choice.items()},
            memo=dict(d["memo"]),
            resolving=list(map(int, d["resolving"])), resume=str(d["resume"]),
            winners=None if d["winners"] is None else list(map(int, d["winners"])),
            summary=str(d["summary"]), left=tuple(int(s) for s in d.get("left", ())),
        )


# What KriegState.clone() shares between a state and its copy (see there).
SHARED = ("kings", "king_rows", "weather", "king_halves", "burdens", "aside", "kings_aside", "hand_aside",
          "end_draws", "revealed", "void", "memo", "round_wins", "points", "results")
_new = object.__new__
_copy = list.copy


def new_state(n: int, teams: bool, seed: int) -> KriegState:
    """An empty table for n seats, before any card is dealt."""
    return KriegState(
        n=n, teams=teams, rng=Rng(seed), passed=[False] * n, decks=[[], [], []],
        graves=[[], [], []], hands=[[] for _ in range(n)],
        rows=[[[], [], []] for _ in range(n)], kings=[-1] * n, king_rows=[0] * n,
        aside=[[] for _ in range(n)], kings_aside=[-1] * n, hand_aside=[[] for _ in range(n)],
        last_played=[-1] * n, void=[0] * n, round_wins=[0] * n, points=[0] * n,
    )
