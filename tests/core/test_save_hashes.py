"""Issue 13, item 2: the hash covers the game, not just its end (save format version 2).

final.setup_hash covers the header (seats with their names and levels, seed, decks,
options); final.actions_hash covers the setup hash and the whole action list in order. A
version-1 save still loads; a newer version is refused saying who wrote it.
"""
import copy
import hashlib
import json
from pathlib import Path

import pytest

from simulator.core.rng import Rng
from simulator.core.saves import (
    VERSION,
    SaveError,
    Seat,
    actions_digest,
    dumps_save,
    load_save,
    match_from_document,
    save_document,
    setup_digest,
    verify_save,
)
from simulator.games.registry import get_game

V1_FIXTURE = Path(__file__).parent / "fixtures" / "krieg-greedy-vs-random-v1.json"


def _as_v1(doc):
    """The same game as a version-1 document (no writer, no digests)."""
    doc = copy.deepcopy(doc)
    doc["version"] = 1
    del doc["writer"]
    del doc["final"]["setup_hash"], doc["final"]["actions_hash"]
    return doc


def _random_game(name, seed, limit=3000):
    match = get_game(name).new_match(seed)
    rng = Rng(seed)
    while not match.is_over and len(match.actions) < limit:
        match.apply_trusted(rng.choice(match.legal_actions()))
    return match


def _swap_reaching_the_same_state():
    """An Eternal game and two attack declarations that, swapped, replay to the same end."""
    game = get_game("eternal")
    for seed in range(1, 30):
        match = _random_game("eternal", seed)
        acts = match.actions
        for i in range(len(acts) - 1):
            a, b = acts[i], acts[i + 1]
            if not (a.kind == b.kind == "attack" and a.card is not None and b.card is not None):
                continue
            other = game.new_match(seed)
            swapped = acts[:i] + [b, a] + acts[i + 2:]
            if all(other.check(x) is None and other.apply_trusted(x) is not None for x in swapped) \
                    and other.state_hash() == match.state_hash():
                return match, i
    pytest.fail("no two attack declarations commute in 30 random Eternal games")


@pytest.fixture(scope="module")
def swap():
    match, i = _swap_reaching_the_same_state()
    doc = save_document(match, [Seat("human", "Ada"), Seat("bot", "greedy", "normal")])
    swapped = copy.deepcopy(doc)
    swapped["actions"][i], swapped["actions"][i + 1] = swapped["actions"][i + 1], swapped["actions"][i]
    return doc, swapped


def test_swapped_attack_declarations_reaching_the_same_state_are_detected(swap):
    doc, swapped = swap
    assert doc["version"] == VERSION == 2
    match_from_document(doc, get_game)      # the honest save verifies
    with pytest.raises(SaveError, match=r"the action list does not match 'final.actions_hash': actions "
                                        r"reordered or edited after the game was saved"):
        match_from_document(swapped, get_game)


def test_version_1_could_not_see_the_swap(swap):
    """Why version 2 exists: the same swap in a version-1 save verifies (the state is the same)."""
    _, swapped = swap
    match, info = match_from_document(_as_v1(swapped), get_game)
    assert info.version == 1 and [a.to_json() for a in match.actions] == swapped["actions"]


@pytest.mark.parametrize("edit", [
    lambda d: d["seats"][0].update(name="Eve"),
    lambda d: d["seats"][1].update(level="hard"),
    lambda d: d["seats"][1].update(kind="human"),
    lambda d: d.update(writer="tabletop 0.0.1"),
])
def test_edited_seat_header_is_detected(swap, edit):
    doc = copy.deepcopy(swap[0])
    edit(doc)
    with pytest.raises(SaveError, match=r"the header \(seats, names, levels, seed, decks or options\) does not "
                                        r"match 'final.setup_hash'"):
        match_from_document(doc, get_game)


def test_a_seat_edit_in_a_version_1_save_is_not_covered():
    doc = json.loads(V1_FIXTURE.read_text(encoding="utf-8"))
    doc["seats"][0]["name"] = "Eve"
    _, info = match_from_document(doc, get_game)
    assert info.seats[0].name == "Eve" and info.version == 1


def test_digests_are_the_documented_sha256s(swap):
    """An outside tool can recompute both digests from the saves module docstring alone."""
    doc = swap[0]

    def canonical(value):
        return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)

    header = {k: v for k, v in doc.items() if k not in ("actions", "final")}
    setup_hash = hashlib.sha256(canonical(header).encode()).hexdigest()
    assert doc["final"]["setup_hash"] == setup_hash == setup_digest(header)
    actions_hash = hashlib.sha256((setup_hash + canonical(doc["actions"])).encode()).hexdigest()
    assert doc["final"]["actions_hash"] == actions_hash == actions_digest(setup_hash, doc["actions"])


def test_equivalent_spellings_hash_alike(tmp_path, swap):
    """The digests cover the game, not the file's layout: key order, spacing and explicit
    nulls in an action do not matter."""
    doc = copy.deepcopy(swap[0])
    doc["actions"] = [dict(reversed(list(a.items())), target=a.get("target")) for a in doc["actions"]]
    path = tmp_path / "respelled.json"
    path.write_text(json.dumps(doc, indent=3), encoding="utf-8")
    load_save(path, get_game)


def test_a_krieg_save_round_trips_in_version_2(tmp_path):
    match = _random_game("krieg", 8)
    doc = save_document(match)
    path = tmp_path / "k.json"
    path.write_text(dumps_save(doc), encoding="utf-8")
    report = verify_save(path, get_game)
    assert report["ok"] and report["version"] == 2
    doc["actions"].append(doc["actions"][-1])     # a duplicated last action: illegal once the game is over
    doc["final"]["steps"] += 1
    with pytest.raises(SaveError, match="step .* is illegal"):
        match_from_document(doc, get_game)


def test_the_version_1_example_still_loads_but_is_unchecked():
    match, info = load_save(V1_FIXTURE, get_game)
    assert info.version == 1 and match.is_over and not info.checked
    assert [s.name for s in info.seats] == ["greedy", "random"]
    report = verify_save(V1_FIXTURE, get_game)
    assert report["version"] == 1 and report["status"] == "unchecked" and report["ok"] is False
    assert report["steps"] == info.steps and report["hash"] == info.hash
    assert "cannot be checked" in report["error"]


def test_stripping_the_digests_does_not_make_a_checked_save(tmp_path, swap):
    """Issue 32 item 3: delete `writer` and both digests and write "version": 1: the swapped
    actions reach the same state, yet the save is reported unchecked, never ok."""
    _, swapped = swap
    path = tmp_path / "stripped.json"
    path.write_text(json.dumps(_as_v1(swapped)), encoding="utf-8")
    report = verify_save(path, get_game)
    assert report["ok"] is False and report["status"] == "unchecked"


def test_only_the_current_format_verifies_ok(swap):
    doc, _ = swap
    info = match_from_document(doc, get_game)[1]
    assert info.version == VERSION and info.checked


def test_a_version_1_save_with_version_2_keys_is_refused():
    doc = json.loads(V1_FIXTURE.read_text(encoding="utf-8"))
    doc["writer"] = "tabletop 0.1.0"
    with pytest.raises(SaveError, match=r"unknown key 'writer' \(save version 1\)"):
        match_from_document(doc, get_game)


def test_a_version_2_save_without_its_digests_is_refused(swap):
    doc = copy.deepcopy(swap[0])
    del doc["final"]["actions_hash"]
    with pytest.raises(SaveError, match=r"'final' is missing 'actions_hash'"):
        match_from_document(doc, get_game)


@pytest.mark.parametrize("writer, says", [
    ("tabletop 0.9.0", "it was written by tabletop 0.9.0"),
    ("evil\x1b]0;pwned\x07", "it was written by a newer program"),
    (None, "it was written by a newer program"),
])
def test_a_newer_version_is_refused_saying_who_wrote_it(swap, writer, says):
    doc = copy.deepcopy(swap[0])
    doc["version"] = 3
    doc["writer"] = writer
    with pytest.raises(SaveError) as err:
        match_from_document(doc, get_game)
    message = str(err.value)
    assert "save version 3 is newer than this program (tabletop" in message
    assert says in message and "update tabletop to load it" in message
    assert "\x1b" not in message
