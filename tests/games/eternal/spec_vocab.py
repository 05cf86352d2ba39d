"""Builders for Eternal card specs (build_cards.py and its part modules): small functions
that write the effect vocabulary of simulator/games/eternal/cards.py as dicts."""
from __future__ import annotations


def tgt(kind: str, side: str = "any", optional: bool = False, **flt) -> dict:
    out: dict = {"kind": kind, "side": side}
    if flt:
        out["filter"] = flt
    if optional:
        out["optional"] = True
    return out


def dmg(n, to="target", **kw) -> dict:
    return {"op": "damage", "amount": n, "to": to, **kw}


def kill(to="target") -> dict:
    return {"op": "kill", "to": to}


def buff(a, h, to="target", turn=False) -> dict:
    out = {"op": "buff", "attack": a, "health": h, "to": to}
    if turn:
        out["turn"] = True
    return out


def grant(kws, to="target", turn=False, **kw) -> dict:
    out = {"op": "grant", "keywords": kws, "to": to, **kw}
    if turn:
        out["turn"] = True
    return out


def heal(n, to="you") -> dict:
    return {"op": "heal", "amount": n, "to": to}


def draw(n=1, **kw) -> dict:
    return {"op": "draw", "n": n, **kw}


def create(card, n=1, zone="board", **kw) -> dict:
    return {"op": "create", "card": card, "n": n, "zone": zone, **kw}


def op(name, **kw) -> dict:
    return {"op": name, **kw}


def trig(on, *effects, target=None, **kw) -> dict:
    out = {"on": on, "effects": list(effects), **kw}
    if target is not None:
        out["target"] = target
    return out


def ability(*effects, target=None, **kw) -> dict:
    out = {"effects": list(effects), **kw}
    if target is not None:
        out["target"] = target
    return out


ANY = tgt("unit_or_player")
UNIT = tgt("unit")
ENEMY_UNIT = tgt("unit", "enemy")
MY_UNIT = tgt("unit", "friendly")
