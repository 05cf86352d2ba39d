"""WondersTable without pygame: which realm column a play is dropped on (mirrored by the
realm-1 side), the attack button of each realm and the draw button by the deck, locked
realms, stones and side totals, the battle shown step by step, hover explanations, and
every legal action offered by a place the layout has. Positions are real: GAME.new_match,
then seeded legal actions.

"001" is ../shared/rules/001_fb4db07be16c967e.txt, cited by section and topic."""
from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import replace
from importlib import resources

from simulator.core.actions import Action
from simulator.core.events import Event
from simulator.core.match import Match
from simulator.core.rng import Rng
from simulator.core.table import drop_matches
from simulator.games.wonders import GAME
from simulator.games.wonders.battle import STEPS
from simulator.games.wonders.cards import card_table
from simulator.games.wonders.state import ACTIVE, REALMS
from simulator.games.wonders.table import WondersTable

CARDS = card_table()
LAYOUT = json.loads(resources.files("simulator.scenes").joinpath("wonders.json").read_text(encoding="utf-8"))


def _positions(seed: int, limit: int = 900) -> Iterator[Match]:
    """The live match at each position of a seeded random game (seat 0 or 1 first)."""
    m = GAME.new_match(seed, first_seat=seed % 2)
    rng = Rng(seed)
    for _ in range(limit):
        if m.is_over:
            return
        yield m
        m.apply(rng.choice(m.legal_actions()))


def _find(wanted: Callable[[Match], bool], seeds: int = 30) -> Match:
    for seed in range(seeds):
        for m in _positions(seed):
            if wanted(m):
                return m
    raise AssertionError("no seeded game reached such a position")


def _shown(m: Match, seat: int | None) -> tuple[WondersTable, object]:
    t = GAME.table()
    assert isinstance(t, WondersTable)
    return t, t.scene(m.observation(seat))


def _deciding(m: Match) -> int:
    d = m.decision()
    assert d is not None
    return d.seat


def _laid_out(key: str, viewer: int) -> bool:
    """True when scenes/wonders.json has a zone for `key` on the screen of `viewer`."""
    if key == "board":
        return True
    if "@" in key:
        name, seat = key.split("@")
        side = (int(seat) - viewer) % 2
        return name in LAYOUT["sides"]["2"][side]
    return key in LAYOUT["common"]


def _style(key: str, viewer: int) -> str:
    if "@" in key:
        name, seat = key.split("@")
        spec = LAYOUT["sides"]["2"][(int(seat) - viewer) % 2][name]
    else:
        spec = LAYOUT["common"][key]
    return spec.get("style", "slot") if isinstance(spec, dict) else "slot"


# 001 4 Starting the Game: "The player who plays second chooses whether realm 1 will start on their left or right"
def test_realm_1_is_on_the_left_of_the_seat_that_chose_it_and_on_the_right_across_the_table():
    m = _find(lambda m: m.state.phase == "play")
    left = m.state.realm1_left
    t, _ = _shown(m, left)
    assert [t.column(r) for r in range(REALMS)] == list(range(REALMS))
    t, _ = _shown(m, 1 - left)
    assert [t.column(r) for r in range(REALMS)] == list(range(REALMS))[::-1]
    assert all(t.realm_at(t.column(r)) == r for r in range(REALMS))


# 001 4 Playing Cards: "Place it into an active realm"
def test_a_card_is_dropped_on_the_players_side_of_the_realm_it_goes_to():
    m = _find(lambda m: any(a.kind == "play" and isinstance(a.choice, int) and a.choice > 0 for a in m.legal_actions()))
    seat = _deciding(m)
    for viewer_is_left in (True, False):
        if viewer_is_left != (m.state.realm1_left == seat):
            m.state.realm1_left = 1 - m.state.realm1_left      # look from both sides of the table
        t, _ = _shown(m, seat)
        plays = [a for a in m.legal_actions() if a.kind == "play" and isinstance(a.choice, int)]
        for a in plays:
            c = t.column(int(a.choice))
            assert t.drop_places(a) == [f"col{c}@{seat}"] and t.offer(a) == "drag"
            assert _laid_out(f"col{c}@{seat}", seat) and _style(f"col{c}@{seat}", seat) == "grid"
            same_card = [p for p in plays if p.card == a.card]
            assert drop_matches(t, same_card, [f"col{c}@{seat}", "board"]) == [a]
            assert drop_matches(t, same_card, [f"col{c}@{1 - seat}", "board"]) == []    # not the other side
            assert t.guess(seat, int(a.card), [f"strip{c}", "board"]) == a     # near it: the refusal says why


def test_a_spell_is_dropped_anywhere_on_the_board():
    m = _find(lambda m: any(a.kind == "play" and a.choice is None for a in m.legal_actions()))
    t, _ = _shown(m, _deciding(m))
    spell = next(a for a in m.legal_actions() if a.kind == "play" and a.choice is None)
    assert CARDS[m.state.kinds[spell.card]].type == "spell"
    assert t.drop_places(spell) == ["board"] and drop_matches(t, [spell], ["board"]) == [spell]


# 001 3 Realms: "Realms that have not yet opened are called unopened, locked, or inactive"
def test_a_drop_on_a_locked_realm_is_refused_with_the_round_it_opens():
    m = _find(lambda m: m.state.phase == "play" and m.state.round < 7 and any(
        a.kind == "play" and a.choice is not None for a in m.legal_actions()))
    seat = _deciding(m)
    t, _ = _shown(m, seat)
    locked = next(r for r in range(REALMS) if m.state.realm_state[r] != ACTIVE)
    card = next(a.card for a in m.legal_actions() if a.kind == "play" and a.choice is not None)
    guess = t.guess(seat, card, [f"col{t.column(locked)}@{seat}", "board"])
    assert guess == Action("play", seat, card, choice=locked)
    violation = m.check(guess)
    assert violation is not None and f"locked until round {locked + 1}" in violation.reason


def test_locked_realms_are_dark_and_say_when_they_open_and_the_newest_realm_is_highlighted():
    m = _find(lambda m: m.state.phase == "play" and 2 <= m.state.round < 7)
    t, sc = _shown(m, 0)
    st = m.state
    for r in range(REALMS):
        c = t.column(r)
        caption = [b.text for b in sc.zone_badges[f"strip{c}"]]
        assert caption[0].endswith(f"Realm {r + 1}")
        kept = [k for k in ("frame", "locked", "now", "battle") if f"{k}{c}" not in sc.hidden_zones]
        if st.realm_state[r] != ACTIVE:
            assert caption[1] == f"opens on round {r + 1}" and kept == ["locked"]
            assert f"col{c}@0" in sc.hidden_zones and f"col{c}@1" in sc.hidden_zones
        else:
            assert kept == (["now"] if r == st.round - 1 else ["frame"])


# 001 2 Stones: "Stones start in the center of a realm and when seized, move to that player's side"
def test_stones_sit_in_the_centre_or_on_the_side_that_holds_them_and_head_the_seat_panels():
    m = _find(lambda m: any(owner >= 0 for stones in m.state.stones for owner in stones))
    t, sc = _shown(m, 0)
    st, part = m.state, m.observation(0).part
    for r in range(REALMS):
        c = t.column(r)
        for s in (0, 1):
            held = sum(1 for owner in st.stones[r] if owner == s)
            badges = sc.zone_badges.get(f"stones{c}@{s}", [])
            assert (badges[0].text.count("\u25c6") if badges else 0) == held
        centre = sum(1 for owner in st.stones[r] if owner < 0)
        if st.realm_state[r] == ACTIVE:
            assert any("in the centre" in b.text for b in sc.zone_badges[f"strip{c}"]) == bool(centre)
    assert sc.headline == {s: f"{part.stones[s]} \u25c6" for s in (0, 1)}


def test_each_sides_realm_power_is_its_zones_first_badge():
    m = _find(lambda m: sum(len(side) for realm in m.state.world for side in realm) >= 4)
    t, sc = _shown(m, 1)
    part = m.observation(1).part
    for r in range(REALMS):
        for s in (0, 1):
            key = f"col{t.column(r)}@{s}"
            if part.realm_power[r][s]:
                assert sc.zone_badges[key][0].text == part.realm_power[r][s]
            else:
                assert key not in sc.zone_badges


def test_seat_lines_give_energy_actions_faith_free_attacks_and_the_piles():
    m = _find(lambda m: m.state.phase == "play")
    _, sc = _shown(m, 0)
    st = m.state
    lines = " / ".join(sc.seat_lines[1])
    for part in (f"Energy {int(st.energy[1])}", f"Actions {st.actions[1]}", f"Faith {int(st.faith[1])}",
                 f"Free attacks {st.free_attacks[1]}", f"Hand {len(st.hands[1])}", f"Deck {len(st.decks[1])}",
                 f"Archive {len(st.archive[1])}"):
        assert part in lines


# 001 4 Battle: "You can spend an action to attack in any active realm if you have any Wonders there"
def test_every_attack_is_a_button_on_its_realm_and_drawing_is_a_button_by_the_deck():
    m = _find(lambda m: sum(a.kind == "attack" for a in m.legal_actions()) >= 2)
    seat = _deciding(m)
    t, _ = _shown(m, seat)
    attacks = [a for a in m.legal_actions() if a.kind == "attack"]
    places = [t.drop_places(a)[0] for a in attacks]
    assert places == [f"attack{t.column(int(a.choice))}" for a in attacks]
    assert len(set(places)) == len(places)
    for a, key in zip(attacks, places):
        assert t.offer(a) == "click" and _style(key, seat) == "button"
        assert m.describe(a) == f"Attack in realm {int(a.choice) + 1}"
    draw = Action("draw", seat)
    if draw in m.legal_actions():
        assert t.offer(draw) == "click" and t.drop_places(draw)[0] == f"draw@{seat}"
        assert _style(f"draw@{seat}", seat) == "button"
    assert t.offer(Action("pass", seat)) == "end_turn" and t.end_turn_label(Action("pass", seat)) == "Pass"


def test_every_legal_action_has_a_way_onto_the_table():
    """Drags land on laid-out places that make them, clicks hit a card the scene shows or a
    button place of the layout; everything else becomes a labelled button (view/table/offers.py)."""
    kinds: dict[str, int] = {}
    for seed in range(4):
        for k, m in enumerate(_positions(seed, 500)):
            if k % 7:
                continue
            seat = _deciding(m)
            t, sc = _shown(m, seat)
            shown = {s.card for zone in sc.zones.values() for s in zone}
            legal = m.legal_actions()
            for a in legal:
                how = t.offer(a)
                kinds[how] = kinds.get(how, 0) + 1
                if how == "drag":
                    places = t.drop_places(a)
                    assert places and all(_laid_out(p, seat) for p in places), (a, places)
                    assert a.card in shown
                    assert a in drop_matches(t, [p for p in legal if p.card == a.card], places)
                elif how == "click" and a.target is not None:
                    assert a.target in shown or a.target < 0
                elif how == "click":
                    assert any(_laid_out(p, seat) and _style(p, seat) == "button" for p in t.drop_places(a)), a
                else:
                    assert how in ("end_turn", "done", "button")
                    assert m.describe(a)
    assert kinds.get("drag") and kinds.get("click") and kinds.get("end_turn")


# 001 4 Battle, the six steps: On Attack, On Defense, On Battle, check for victory, move a stone, end of battle
def test_a_battle_in_progress_names_its_step_and_marks_attackers_and_defenders():
    m = _find(lambda m: m.state.battle is not None, seeds=60)
    battle = m.state.battle
    realm, attacker = int(battle["realm"]), int(battle["attacker"])
    t, sc = _shown(m, _deciding(m))
    c = t.column(realm)
    assert sc.notice.startswith(f"Battle in realm {realm + 1} \u2014 {battle['step']}")
    assert battle["step"] in STEPS
    if battle.get("totals") and battle["step"] in STEPS[3:]:
        assert f"{battle['totals'][0]} vs {battle['totals'][1]}" in sc.notice
    assert f"battle{c}" not in sc.hidden_zones and f"now{c}" in sc.hidden_zones
    part = m.observation(_deciding(m)).part
    for i in m.state.world[realm][attacker]:
        if i in part.powers and i in battle.get("attackers", []):
            assert sc.marks[i] == "attacker"
    for i in m.state.world[realm][1 - attacker]:
        if i in part.powers:
            assert sc.marks[i] == "blocker"
    assert sc.zone_badges[f"strip{c}"][0].role == "bad"


def test_the_notice_reads_each_step_with_the_totals_once_they_are_summed():
    t = WondersTable()
    base = {"realm": 2, "attacker": 0, "attackers": []}
    assert t._battle_notice({**base, "step": "on defense"}) == "Battle in realm 3 \u2014 on defense"
    checked = {**base, "step": "check for victory", "totals": ["9", "7"], "outcome": "attacker"}
    assert t._battle_notice(checked) == "Battle in realm 3 \u2014 check for victory: 9 vs 7, Player 1 wins"
    tie = {**base, "step": "move a stone", "totals": ["4", "4"], "outcome": "tie"}
    assert t._battle_notice(tie) == "Battle in realm 3 \u2014 move a stone: 4 vs 4, a tie"


# 001 1 Power: "Start with the card's base power ... Apply additive ... Apply multiplicative modifiers"
def test_hovering_a_wonder_explains_its_power_in_the_order_of_operations():
    def modified(m: Match) -> bool:
        part = m.observation(0).part
        return any(len(p) > 1 for p in part.parts.values())
    m = _find(modified, seeds=60)
    t, sc = _shown(m, 0)
    part = m.observation(0).part
    card = next(i for i, p in part.parts.items() if len(p) > 1)
    lines = t.explain(card)
    assert lines[0].startswith("Base power ")
    assert f"= {part.powers[card]}" in lines
    for why, value in part.parts[card][1:]:     # each modifier, counters in words ("+2 from 2 +1 counters")
        assert any(why in line or ("counters" in why and "counter" in line and value.lstrip("-") in line)
                   for line in lines), (why, lines)
    printed = CARDS[m.state.kinds[card]]
    if part.powers[card] != (str(printed.power) if not printed.star else "*"):
        badge = sc.card_badges[card]
        assert badge.role == "info" or badge.text == part.powers[card]
        assert t.face(card).corner == part.powers[card] or badge.text == part.powers[card]


def test_counters_nullification_and_stones_are_a_note_on_the_card_and_tapped_cards_are_dimmed():
    m = _find(lambda m: m.state.phase == "play" and bool(m.observation(0).part.powers))
    t = GAME.table()
    assert isinstance(t, WondersTable)
    obs = m.observation(0)
    st = obs.part.state
    wonder = next(i for i in obs.part.powers)
    st.counters[wonder] = {"+1": 2, "shield": 1, "protector": 1}
    st.tapped.add(wonder)
    sc = t.scene(obs)
    assert sc.card_badges[wonder].text == "+2 \u25c8 \u2691" and sc.card_badges[wonder].role == "info"
    assert wonder in sc.dimmed
    lines = t.explain(wonder)
    assert "Counters: 2 × +1, 1 shield, 1 protector" in lines and any(line.startswith("Tapped") for line in lines)


# 001 5 Face-down Cards: "Until they are turned face up they don't count as any card type"
def test_face_down_cards_in_a_realm_show_their_backs_and_hidden_hands_stay_hidden():
    m = _find(lambda m: m.state.phase == "play" and any(side for realm in m.state.world for side in realm))
    t = GAME.table()
    assert isinstance(t, WondersTable)
    obs = m.observation(0)
    st = obs.part.state
    r, s, card = next((r, s, side[0]) for r, realm in enumerate(st.world) for s, side in enumerate(realm) if side)
    st.facedown.append(card)
    sc = t.scene(obs)
    shown = next(x for x in sc.zones[f"col{t.column(r)}@{s}"] if x.card == card)
    assert not shown.face_up and card not in sc.card_badges and t.explain(card) == []
    assert all(not x.face_up for x in sc.zones["hand@1"])
    assert all(x.face_up for x in sc.zones["hand@0"])


def test_round_starts_and_seized_stones_are_announced_and_rounds_mark_the_timeline():
    t = WondersTable()
    start = Event("round", "Round 5 begins: Realm 5 opens")
    assert t.announcement(start) == "Round 5 \u2014 realm 5 opens"
    assert t.timeline_mark(start) == "Round 5"
    seized = Event("seized", "Player 2 seizes the stone of realm 3", 1)
    assert t.announcement(seized) == seized.text and t.timeline_mark(seized) is None
    assert t.announcement(Event("drew", "Player 1 draws 1 card", 0)) is None


def test_faces_are_the_printed_cards_until_a_note_covers_a_changed_power():
    t = WondersTable()
    pool = t.pool_faces()
    assert len(pool) == len(CARDS) and all(f.game == "wonders" and f.card_id and f.art for f in pool)
    wonder = next(f for f, c in zip(pool, CARDS) if c.type == "wonder" and not c.star)
    assert wonder.corner == str(CARDS[pool.index(wonder)].power) and wonder.cost
    land = next(f for f, c in zip(pool, CARDS) if c.type == "land")
    assert land.corner == "" and replace(land, corner="3").corner == "3"


# 001 7 Flying: "you may move it to an adjacent realm at end of battle"
def test_an_answer_naming_a_realm_is_a_button_on_that_realm():
    def realm_question(m: Match) -> bool:
        ch = m.state.choice
        return ch is not None and ch["by"] == "value" and any(str(x).startswith("Realm ") for x in ch["labels"] or [])
    m = _find(realm_question, seeds=60)
    seat = _deciding(m)
    t, _ = _shown(m, seat)
    ch = m.state.choice
    for a in m.legal_actions():
        label = ch["labels"][ch["options"].index(a.choice)]
        if str(label).startswith("Realm "):
            realm = int(str(label).split()[1]) - 1
            assert t.offer(a) == "click" and t.drop_places(a)[0] == f"attack{t.column(realm)}"
        else:
            assert t.offer(a) == "button"
