"""Hovering a unit explains its numbers: EternalTable.explain lists the printed attack and
health, every change the state records (with its source where the state keeps one:
attachments, ongoing auras), damage, and ends in the observation's own numbers."""
from __future__ import annotations

import re

from simulator.core.rng import Rng
from simulator.games.eternal.table import EternalTable
from simulator.games.registry import get_game

from .helpers import find, pass_, play, table

SPEC = get_game("eternal")
_PART = re.compile(r"^(?:Printed )?([+-]?\d+)/([+-]?\d+)\b")


def _shown(m, seat: int = 0) -> EternalTable:
    t = SPEC.table()
    assert isinstance(t, EternalTable)
    t.scene(m.observation(seat))
    return t


def test_a_weapon_is_named_with_what_it_adds():
    m = table(hands={0: ["heavy_axe"]}, boards={0: ["argenport_soldier"]})
    soldier = find(m, "argenport_soldier", 0)
    play(m, 0, "heavy_axe", target=soldier)
    while m.state.stack:
        pass_(m)
    t = _shown(m)
    assert t.explain(soldier) == ["Printed 3/2", "+2/+1 Heavy Axe", "= 5/3"]


def test_an_ongoing_aura_is_named_and_an_unchanged_unit_has_nothing_to_explain():
    m = table(boards={0: ["valkyrie_spireguard", "valkyrie_spireguard", "argenport_soldier"]})
    t = _shown(m)
    valkyrie = find(m, "valkyrie_spireguard", 0)
    lines = t.explain(valkyrie)
    assert "+3/+3 Valkyrie Spireguard (ongoing)" in lines and lines[-1].startswith("= ")
    assert t.explain(find(m, "argenport_soldier", 0)) == []


def test_the_lines_add_up_to_the_numbers_shown_in_seeded_games():
    explained = 0
    for seed in range(4):
        m = SPEC.new_match(seed)
        rng = Rng(seed)
        for _ in range(400):
            if m.is_over:
                break
            seat = m.decision().seat
            obs = m.observation(seat)
            t = SPEC.table()
            t.scene(obs)
            for u, unit in obs.part.units.items():
                lines = t.explain(u)
                if not lines:
                    continue
                explained += 1
                attack = health = 0
                for line in lines[:-1]:
                    part = _PART.match(line)
                    if part:
                        attack, health = attack + int(part.group(1)), health + int(part.group(2))
                damage = sum(int(line.split()[0]) for line in lines if line.endswith(" damage"))
                assert damage == unit.damage
                assert lines[-1] == f"= {attack}/{health - damage}" == f"= {unit.attack}/{unit.health - unit.damage}"
            m.apply(rng.choice(m.legal_actions()))
    assert explained > 20
