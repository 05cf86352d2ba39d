"""EternalState: the plain, copyable state of an Eternal game, with its JSON form.

Card instances are integers; `kinds[i]` is the index of instance i in the card table and
`owners[i]` its owner. Instances below `base` were dealt from the decks at setup; those at
or above it were created by a card (Echo copies, "Play a 1/1 Grenadin", ...).
Decks are lists whose end is the top. Per-instance details live in `info`, only for
instances that have any (on the playmat, or changed by an effect).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...core.rng import Rng

# Inst.used bits: once-per-presence abilities, reset when the card leaves the playmat.
KILLER_USED, ULTIMATE_USED, INFILTRATED, ALLY_DONE, ONCE_USED, HELD = 1, 2, 4, 8, 16, 32   # HELD: a curse's stun holds it
# Set 1 Shadow: STOLEN: control goes back at the end of the turn (Madness); DOOMED: sacrificed at the
# end of the turn (Haunting Scream); DEADLY_TO_PLAYERS: its attacks are deadly to players (The Last Word)
STOLEN, DOOMED, DEADLY_TO_PLAYERS = 64, 128, 256
# EternalState.links kinds (Set 1 Primal): LINK_STUN, the held unit stays stunned while the holder is
# on the playmat (Ice Sprite); LINK_DIES, the held unit dies when the holder dies (Magus of the Mist)
LINK_STUN, LINK_DIES = 0, 1
PLAYERS = (-1, -2)   # how a target names a player: seat s is -1 - s


def player_ref(seat: int) -> int:
    """The target value that names a player (never a card instance)."""
    return -1 - seat


def ref_seat(ref: int) -> int:
    """The seat a player target names."""
    return -1 - ref


class Inst:
    """What is true of one card instance beyond its printed card.

    Persistent (003: effects stay when a card changes zones): atk, hp (stat changes), kw
    (gained skills), lost (skills lost, e.g. a spent Revenge), wc (gained Warcry),
    silenced, cost (cost change). Playmat only (reset on leaving it): dmg, ex (exhausted),
    stun, entered (turn number it entered), att (attachments on it), shield (Aegis),
    tatk/thp/tkw/twc (this turn only), used (once-per-presence bits), host (the unit an
    attachment is on, -1 for none), step (how much of a site's Agenda has been drawn),
    pbuf (the positive health buffs that can end, as last seen: 003 Health).

    `att` is never changed in place, only replaced by a new list (plays.attach, zones.lift,
    leave_play): so a copy shares it, and a clone copies no attachment lists.
    """

    __slots__ = ("atk", "hp", "kw", "lost", "wc", "silenced", "cost", "dmg", "ex", "stun", "entered",
                 "att", "shield", "tatk", "thp", "tkw", "twc", "used", "host", "step", "pbuf")

    def __init__(self) -> None:
        self.atk = self.hp = self.kw = self.lost = self.wc = self.cost = 0
        self.silenced = False
        self.dmg = self.stun = self.tatk = self.thp = self.tkw = self.twc = self.used = 0
        self.ex = self.shield = False
        self.entered = -1
        self.host = -1
        self.step = self.pbuf = 0
        self.att: list[int] = []

    def copy(self) -> "Inst":
        """An independent copy (sharing `att`, which is never changed in place: see the class)."""
        n = _new_inst(Inst)
        n.atk = self.atk
        n.hp = self.hp
        n.kw = self.kw
        n.lost = self.lost
        n.wc = self.wc
        n.silenced = self.silenced
        n.cost = self.cost
        n.dmg = self.dmg
        n.ex = self.ex
        n.stun = self.stun
        n.entered = self.entered
        n.shield = self.shield
        n.tatk = self.tatk
        n.thp = self.thp
        n.tkw = self.tkw
        n.twc = self.twc
        n.used = self.used
        n.host = self.host
        n.step = self.step
        n.pbuf = self.pbuf
        n.att = self.att
        return n

    def __eq__(self, other: object) -> bool:
        """Equal when every slot is (observations of the same position compare equal)."""
        if not isinstance(other, Inst):
            return NotImplemented
        return all(getattr(self, k) == getattr(other, k) for k in Inst.__slots__)

    __hash__ = None  # type: ignore[assignment]   # mutable: equal by value, never a dict key

    def __repr__(self) -> str:
        return f"Inst({self.to_json()!r})"

    def leave_play(self) -> None:
        """Forget everything that only lasts while on the playmat."""
        self.dmg = self.stun = self.tatk = self.thp = self.tkw = self.twc = self.used = 0
        self.ex = self.shield = False
        self.entered = -1
        self.host = -1
        self.step = self.pbuf = 0
        self.att = []

    def to_json(self) -> list[Any]:
        """A compact list in slot order."""
        return [self.atk, self.hp, self.kw, self.lost, self.wc, self.silenced, self.cost, self.dmg,
                self.ex, self.stun, self.entered, self.att[:], self.shield, self.tatk, self.thp,
                self.tkw, self.twc, self.used, self.host, self.step, self.pbuf]

    @classmethod
    def from_json(cls, d: list[Any]) -> "Inst":
        """Inverse of to_json."""
        n = cls()
        (n.atk, n.hp, n.kw, n.lost, n.wc, n.silenced, n.cost, n.dmg, n.ex, n.stun, n.entered, att,
         n.shield, n.tatk, n.thp, n.tkw, n.twc, n.used, n.host, n.step) = d[:20]
        n.pbuf = int(d[20]) if len(d) > 20 else 0
        n.silenced, n.ex, n.shield = bool(n.silenced), bool(n.ex), bool(n.shield)
        n.att = [int(a) for a in att]
        return n


Task = tuple[int, int, dict[str, Any], dict[str, Any]]   # (seat, source, op, env)


def plain_copy(x: Any) -> Any:
    """A deep copy of plain data (dicts, lists, tuples of ints, strings, bools, None):
    nothing of the result is shared with `x`. No JSON round trip: types are kept."""
    if isinstance(x, dict):
        return {k: plain_copy(v) for k, v in x.items()}
    if isinstance(x, list):
        return [plain_copy(v) for v in x]
    if isinstance(x, tuple):
        return tuple(plain_copy(v) for v in x)
    return x


@dataclass(slots=True)
class EternalState:
    """Everything about an Eternal game in progress (two players)."""

    rng: Rng
    kinds: list[int] = field(default_factory=list)
    owners: list[int] = field(default_factory=list)
    base: int = 0
    first: int = 0
    turn: int = 0                 # the current player's seat
    turn_no: int = 0              # 1 for the first turn of the game
    phase: str = "mulligan"       # mulligan | main1 | declare | block | prefight | fight | main2 | end | discard | over
    health: list[int] = field(default_factory=lambda: [25, 25])
    armor: list[int] = field(default_factory=lambda: [0, 0])
    power: list[int] = field(default_factory=lambda: [0, 0])
    max_power: list[int] = field(default_factory=lambda: [0, 0])
    influence: list[list[int]] = field(default_factory=lambda: [[0] * 5, [0] * 5])
    decks: list[list[int]] = field(default_factory=lambda: [[], []])
    hands: list[list[int]] = field(default_factory=lambda: [[], []])
    boards: list[list[int]] = field(default_factory=lambda: [[], []])   # units and sites
    relics: list[list[int]] = field(default_factory=lambda: [[], []])   # relics, relic weapons, cursed relics on that player
    powers: list[list[int]] = field(default_factory=lambda: [[], []])
    voids: list[list[int]] = field(default_factory=lambda: [[], []])
    markets: list[list[int]] = field(default_factory=lambda: [[], []])
    weapon: list[int] = field(default_factory=lambda: [-1, -1])        # relic weapon per player
    site: list[int] = field(default_factory=lambda: [-1, -1])
    info: dict[int, Inst] = field(default_factory=dict)
    auras: list[int] = field(default_factory=list)      # cards on the playmat with an ongoing aura
    stack: list[dict[str, Any]] = field(default_factory=list)
    prio: int = -1                # seat that may respond to the top of the stack now
    window: list[int] = field(default_factory=list)   # [holder, passes, defender_may_act] in prefight / end
    attackers: list[int] = field(default_factory=list)
    blocks: dict[int, list[int]] = field(default_factory=dict)         # attacker -> blockers
    ordered: list[int] = field(default_factory=list)   # attackers whose damage order is set
    blocking_started: bool = False
    attack_site: bool = False
    berserk: list[int] = field(default_factory=list)  # attackers that will attack again
    tasks: list[Task] = field(default_factory=list)
    pending: list[list[Any]] = field(default_factory=list)   # triggered, not yet on the stack: [seat, src, i, env]
    choice: dict[str, Any] | None = None
    power_played: bool = False    # the current player played a power card this turn
    weapon_attacked: bool = False
    free_plays: int = 0
    night_until: int = 0          # it is night while turn_no <= night_until
    nightfall_turn: int = 0
    hurt: list[bool] = field(default_factory=lambda: [False, False])     # dealt damage this turn (Spark)
    gained: list[int] = field(default_factory=lambda: [0, 0])            # health gained this turn
    pshield: list[bool] = field(default_factory=lambda: [False, False])  # a player's Aegis
    pkw: list[int] = field(default_factory=lambda: [0, 0])               # a player's skills this turn
    mulligans: list[int] = field(default_factory=lambda: [0, 0])
    redraws: int = 1              # redraws allowed (000 2.0: some modes allow a second, of 6 cards)
    autopass: bool = True         # skip response windows of a player with nothing they could play
    kept: list[bool] = field(default_factory=lambda: [False, False])
    revealed: list[int] = field(default_factory=list)   # cards in hands known to both players
    popped: list[int] = field(default_factory=list)     # Aegis used up by the item resolving now
    attacks: list[int] = field(default_factory=lambda: [0, 0])   # times a player or their units attacked this game
    units_played: list[int] = field(default_factory=lambda: [0, 0])   # units each player played this turn
    mp_aura: list[int] = field(default_factory=lambda: [0, 0])   # maximum power now given by "+1 Maximum Power" auras
    hitters: list[list[int]] = field(default_factory=lambda: [[], []])   # units that dealt damage to each player this turn
    churn: list[int] = field(default_factory=lambda: [0, 0])   # cards each player drew or discarded this turn
    spells_played: list[int] = field(default_factory=lambda: [0, 0])   # spells each player played this turn
    links: list[list[int]] = field(default_factory=list)   # [LINK_*, holder, held]: one card's fate tied to another's
    # Set 4 Tribute: [turn_no, card] pairs of the cards that went to each player's void, kept (and
    # saved) only in games with a card that reads it (ops_set4_ftj.watches_void), else None
    went: list[list[list[int]]] | None = None
    # Set 3 Sleeping Draught: [turn_no, card] of the units that died into each player's void, kept (and
    # saved) only in games with a card that reads it (auras_set3_sm.watches_deaths), else None
    died: list[list[list[int]]] | None = None
    # Set 2 Sindok: [turn_no, damage] the damage each player has taken that turn, kept only in games
    # with a card that reads it (ops_set2_b.watches_damage), else None
    dealt: list[list[int]] | None = None
    # Set 3 Riddle Game: [turn_no, cards] the cards each player has drawn that turn, kept only in games
    # with a card that reads it (ops_set34_rest.watches_draws), else None
    drew: list[list[int]] | None = None
    # Sets 3-4 Valkyrie Harvester, Mask Maker: {card: unit types} of the cards whose types an effect
    # changed (unit_types.py), None until the first change of a game
    retyped: dict[int, tuple[str, ...]] | None = None
    # Set 3 Lieutenant Relia: the power cards each player has drawn this game, kept only in games with a
    # card that reads it (ops_set34_types.watches_power_draws), else None
    powers_drawn: list[int] | None = None
    winners: list[int] | None = None
    summary: str = ""
    # the engine hooks the game's cards can set off (uses.py; never saved: -1, every hook on, unless counted)
    uses: int = field(default=-1, compare=False, repr=False)
    masks: tuple[int, ...] = field(default=(), compare=False, repr=False)   # uses.kind_masks of its card table

    def clone(self) -> "EternalState":
        """An independent copy (by hand: fast enough for thousands of search copies; list.copy()
        rather than [:], which builds a slice object each time).

        Built with object.__new__ and one slot store per field: the dataclass __init__ with
        sixty keyword arguments cost more than all the copying. Every field is set below; one
        left out would raise AttributeError on first use (never silently take a default)."""
        n = _new_state(EternalState)
        rng = _new_rng(Rng)
        rng.state = self.rng.state   # Rng(state) without its __init__ (the state is already masked)
        n.rng = rng
        n.kinds = self.kinds.copy()
        n.owners = self.owners.copy()
        n.base = self.base
        n.first = self.first
        n.turn = self.turn
        n.turn_no = self.turn_no
        n.phase = self.phase
        n.health = self.health.copy()
        n.armor = self.armor.copy()
        n.power = self.power.copy()
        n.max_power = self.max_power.copy()
        x = self.influence
        n.influence = [x[0].copy(), x[1].copy()]
        x = self.decks
        n.decks = [x[0].copy(), x[1].copy()]
        x = self.hands
        n.hands = [x[0].copy(), x[1].copy()]
        x = self.boards
        n.boards = [x[0].copy(), x[1].copy()]
        x = self.relics
        n.relics = [x[0].copy(), x[1].copy()]
        x = self.powers
        n.powers = [x[0].copy(), x[1].copy()]
        x = self.voids
        n.voids = [x[0].copy(), x[1].copy()]
        x = self.markets
        n.markets = [x[0].copy(), x[1].copy()]
        n.weapon = self.weapon.copy()
        n.site = self.site.copy()
        n.info = info = {}
        for k, v in self.info.items():   # Inst.copy, inlined (one store per slot: no tuples)
            c = info[k] = _new_inst(Inst)
            c.atk = v.atk
            c.hp = v.hp
            c.kw = v.kw
            c.lost = v.lost
            c.wc = v.wc
            c.silenced = v.silenced
            c.cost = v.cost
            c.dmg = v.dmg
            c.ex = v.ex
            c.stun = v.stun
            c.entered = v.entered
            c.shield = v.shield
            c.tatk = v.tatk
            c.thp = v.thp
            c.tkw = v.tkw
            c.twc = v.twc
            c.used = v.used
            c.host = v.host
            c.step = v.step
            c.pbuf = v.pbuf
            c.att = v.att   # never changed in place (Inst): shared
        n.auras = self.auras.copy()
        n.stack = [dict(x) for x in self.stack] if self.stack else []
        n.prio = self.prio
        n.window = self.window.copy()
        n.attackers = self.attackers.copy()
        n.blocks = {k: v.copy() for k, v in self.blocks.items()} if self.blocks else {}
        n.ordered = self.ordered.copy()
        n.blocking_started = self.blocking_started
        n.attack_site = self.attack_site
        n.berserk = self.berserk.copy()
        n.tasks = [(s, c, op, dict(env)) for s, c, op, env in self.tasks] if self.tasks else []
        n.pending = [[s, c, i, dict(env)] for s, c, i, env in self.pending] if self.pending else []
        ch = self.choice
        n.choice = None if ch is None else {**ch, "options": ch["options"].copy(), "picks": ch["picks"].copy()}
        n.power_played = self.power_played
        n.weapon_attacked = self.weapon_attacked
        n.free_plays = self.free_plays
        n.night_until = self.night_until
        n.nightfall_turn = self.nightfall_turn
        n.hurt = self.hurt.copy()
        n.gained = self.gained.copy()
        n.pshield = self.pshield.copy()
        n.pkw = self.pkw.copy()
        n.mulligans = self.mulligans.copy()
        n.redraws = self.redraws
        n.autopass = self.autopass
        n.kept = self.kept.copy()
        n.revealed = self.revealed.copy()
        n.popped = self.popped.copy()
        n.attacks = self.attacks.copy()
        n.units_played = self.units_played.copy()
        n.mp_aura = self.mp_aura.copy()
        x = self.hitters
        n.hitters = [x[0].copy(), x[1].copy()]
        n.churn = self.churn.copy()
        n.spells_played = self.spells_played.copy()
        n.links = [x.copy() for x in self.links] if self.links else []
        w = self.went
        n.went = None if w is None else [[e.copy() for e in w[0]], [e.copy() for e in w[1]]]
        w = self.died
        n.died = None if w is None else [[e.copy() for e in w[0]], [e.copy() for e in w[1]]]
        n.dealt = None if self.dealt is None else [self.dealt[0].copy(), self.dealt[1].copy()]
        n.drew = None if self.drew is None else [self.drew[0].copy(), self.drew[1].copy()]
        n.retyped = None if self.retyped is None else self.retyped.copy()   # (its tuples are never changed)
        n.powers_drawn = None if self.powers_drawn is None else self.powers_drawn.copy()
        n.winners = None if self.winners is None else self.winners.copy()
        n.summary = self.summary
        n.uses = self.uses
        n.masks = self.masks
        return n

    def deep_copy(self) -> "EternalState":
        """A copy that shares nothing with this state, not even the plain data `clone`
        shares for speed (stack items' inner values, tasks' op dicts, pending effects'
        environments, the pending choice's labels, attachment lists). For observations, not for search."""
        out = self.clone()
        for i in out.info.values():
            i.att = i.att.copy()   # (clone shares them)
        out.stack = [plain_copy(x) for x in self.stack]
        out.tasks = [(s, c, plain_copy(op), plain_copy(env)) for s, c, op, env in self.tasks]
        out.pending = [plain_copy(p) for p in self.pending]
        out.choice = plain_copy(self.choice)
        return out

    def to_json(self) -> dict[str, Any]:
        """The whole state as JSON-able data (dict keys become strings)."""
        return {
            "rng": self.rng.state, "kinds": self.kinds, "owners": self.owners, "base": self.base,
            "first": self.first, "turn": self.turn, "turn_no": self.turn_no, "phase": self.phase,
            "health": self.health, "armor": self.armor, "power": self.power, "max_power": self.max_power,
            "influence": self.influence, "decks": self.decks, "hands": self.hands, "boards": self.boards,
            "relics": self.relics, "powers": self.powers, "voids": self.voids, "markets": self.markets,
            "weapon": self.weapon, "site": self.site,
            "info": {str(k): v.to_json() for k, v in sorted(self.info.items())}, "auras": self.auras,
            "stack": self.stack, "prio": self.prio, "window": self.window, "attackers": self.attackers,
            "blocks": {str(k): v for k, v in self.blocks.items()}, "ordered": self.ordered, "blocking_started": self.blocking_started,
            "attack_site": self.attack_site, "berserk": self.berserk,
            "tasks": [[s, c, op, env] for s, c, op, env in self.tasks], "pending": self.pending,
            "choice": self.choice, "power_played": self.power_played,
            "weapon_attacked": self.weapon_attacked, "free_plays": self.free_plays,
            "night_until": self.night_until, "nightfall_turn": self.nightfall_turn, "hurt": self.hurt,
            "gained": self.gained, "pshield": self.pshield, "pkw": self.pkw, "mulligans": self.mulligans, "redraws": self.redraws, "autopass": self.autopass,
            "kept": self.kept, "revealed": self.revealed, "popped": self.popped, "attacks": self.attacks,
            "units_played": self.units_played, "mp_aura": self.mp_aura,
            "hitters": self.hitters, "churn": self.churn,
            "spells_played": self.spells_played, "links": self.links,
            "winners": self.winners, "summary": self.summary,
            **({} if self.went is None else {"went": self.went}),
            **({} if self.died is None else {"died": self.died}),
            **({} if self.dealt is None else {"dealt": self.dealt}),
            **({} if self.drew is None else {"drew": self.drew}),
            **({} if self.retyped is None else {"retyped": {str(k): list(v) for k, v in sorted(self.retyped.items())}}),
            **({} if self.powers_drawn is None else {"powers_drawn": self.powers_drawn}),
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "EternalState":
        """Inverse of to_json; raise KeyError/TypeError/ValueError on malformed data."""
        def ints(xs: Any) -> list[int]:
            return [int(x) for x in xs]

        def pair(xs: Any) -> list[list[int]]:
            return [ints(xs[0]), ints(xs[1])]

        ch = d["choice"]
        return cls(
            rng=Rng(int(d["rng"])), kinds=ints(d["kinds"]), owners=ints(d["owners"]), base=int(d["base"]),
            first=int(d["first"]), turn=int(d["turn"]), turn_no=int(d["turn_no"]), phase=str(d["phase"]),
            health=ints(d["health"]), armor=ints(d["armor"]), power=ints(d["power"]),
            max_power=ints(d["max_power"]), influence=pair(d["influence"]), decks=pair(d["decks"]),
            hands=pair(d["hands"]), boards=pair(d["boards"]), relics=pair(d["relics"]),
            powers=pair(d["powers"]), voids=pair(d["voids"]), markets=pair(d["markets"]),
            weapon=ints(d["weapon"]), site=ints(d["site"]),
            info={int(k): Inst.from_json(v) for k, v in d["info"].items()}, auras=ints(d["auras"]),
            stack=[dict(x) for x in d["stack"]], prio=int(d["prio"]), window=ints(d["window"]),
            attackers=ints(d["attackers"]), blocks={int(k): ints(v) for k, v in d["blocks"].items()},
            ordered=ints(d["ordered"]), blocking_started=bool(d["blocking_started"]), attack_site=bool(d["attack_site"]),
            berserk=ints(d["berserk"]),
            tasks=[(int(s), int(c), dict(op), dict(env)) for s, c, op, env in d["tasks"]],
            pending=[[int(s), int(c), int(i), dict(env)] for s, c, i, env in d["pending"]],
            choice=None if ch is None else {k: (list(v) if isinstance(v, list) else v) for k, v in ch.items()},
            power_played=bool(d["power_played"]), weapon_attacked=bool(d["weapon_attacked"]),
            free_plays=int(d["free_plays"]), night_until=int(d["night_until"]),
            nightfall_turn=int(d["nightfall_turn"]), hurt=[bool(x) for x in d["hurt"]],
            gained=ints(d["gained"]), pshield=[bool(x) for x in d["pshield"]], pkw=ints(d["pkw"]),
            mulligans=ints(d["mulligans"]), redraws=int(d["redraws"]), autopass=bool(d["autopass"]),
            kept=[bool(x) for x in d["kept"]],
            revealed=ints(d["revealed"]), popped=ints(d["popped"]), attacks=ints(d.get("attacks", [0, 0])),
            units_played=ints(d.get("units_played", [0, 0])), mp_aura=ints(d.get("mp_aura", [0, 0])),
            hitters=pair(d.get("hitters", [[], []])), churn=ints(d.get("churn", [0, 0])),
            spells_played=ints(d.get("spells_played", [0, 0])), links=[ints(x) for x in d.get("links", [])],
            winners=None if d["winners"] is None else ints(d["winners"]), summary=str(d["summary"]),
            went=None if d.get("went") is None else [[ints(e) for e in d["went"][0]], [ints(e) for e in d["went"][1]]],
            died=None if d.get("died") is None else [[ints(e) for e in d["died"][0]], [ints(e) for e in d["died"][1]]],
            dealt=None if d.get("dealt") is None else [ints(d["dealt"][0]), ints(d["dealt"][1])],
            drew=None if d.get("drew") is None else [ints(d["drew"][0]), ints(d["drew"][1])],
            retyped=None if d.get("retyped") is None else {int(k): tuple(str(t) for t in v)
                                                           for k, v in dict(d["retyped"]).items()},
            powers_drawn=None if d.get("powers_drawn") is None else ints(d["powers_drawn"]),
        )


_new_state = object.__new__   # (clone: a state or Rng without running __init__)
_new_rng = object.__new__
_new_inst = object.__new__
