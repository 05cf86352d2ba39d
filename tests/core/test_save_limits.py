"""Issue 13, item 1: a save is untrusted input, validated before anything is built from it.

Every hostile file here is refused with one line, quickly, in bounded memory, and without
blocking: special files, oversized files, huge numbers, deep nesting, bad strings,
duplicate keys, NaN, and decks that would expand to gigabytes.
"""
import json
import os
import threading
import time
import tracemalloc

import pytest

from simulator.core import savefile
from simulator.core.game import DeckError
from simulator.core.savefile import (
    MAX_DEPTH,
    MAX_SAVE_BYTES,
    read_document,
    read_limited,
)
from simulator.core.saves import (
    SaveError,
    dumps_save,
    load_save,
    save_document,
    verify_save,
)
from simulator.core.saveschema import MAX_NAME
from simulator.games.eternal.decks import validate_deck
from simulator.games.krieg.decks import validate_decks
from simulator.games.registry import get_game


@pytest.fixture(scope="module")
def krieg_doc():
    match = get_game("krieg").new_match(5)
    for _ in range(6):
        match.apply(match.legal_actions()[0])
    return save_document(match)


def _write(tmp_path, text, name="game.json"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _refused(path, pattern, seconds=5.0):
    """load_save(path) raises a one-line SaveError matching `pattern` within `seconds`."""
    t0 = time.perf_counter()
    with pytest.raises(SaveError, match=pattern) as err:
        load_save(path, get_game)
    assert time.perf_counter() - t0 < seconds
    message = str(err.value)
    assert "\n" not in message and len(message) < 400 + len(str(path)), message
    return message


def _in_thread(fn, timeout=10.0):
    """Run fn() in a daemon thread; return its result or exception, failing if it hangs."""
    box = {}

    def run():
        try:
            box["value"] = fn()
        except BaseException as exc:   # noqa: BLE001 - handed back to the test
            box["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(timeout)
    assert not thread.is_alive(), "loading blocked"
    return box


# -- decks expanded only after their size is known ---------------------------------------
def test_eternal_sigil_a_billion_times_is_refused_quickly_with_one_line(tmp_path):
    match = get_game("eternal").new_match(1)
    doc = save_document(match)
    doc["decks"]["decks"][0]["cards"]["fire_sigil"] = 10 ** 9
    path = _write(tmp_path, dumps_save(doc))
    assert path.stat().st_size < 8 * 1024
    tracemalloc.start()
    try:
        message = _refused(path, r"invalid setup: .*1000000000 copies of Fire Sigil; a deck has at most 150 cards",
                           seconds=2.0)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 50 * 1024 * 1024, peak
    assert message.startswith(str(path))


def test_eternal_deck_total_is_checked_before_expanding():
    many = {"fire_sigil": 150, "time_sigil": 150}    # each count allowed, the total is not
    with pytest.raises(DeckError, match="300 cards; a deck has 75 to 150"):
        validate_deck({"name": "big", "cards": many})
    with pytest.raises(DeckError, match="must be a positive integer"):
        validate_deck({"name": "neg", "cards": {"fire_sigil": -10 ** 9}})
    with pytest.raises(DeckError, match="'name' must be a text"):
        validate_deck({"name": "x" * 100_000, "cards": {"fire_sigil": 75}})
    cards = {"fire_sigil": 40, **_non_powers(40)}
    with pytest.raises(DeckError, match="unknown market card a list"):
        validate_deck({"name": "m", "cards": cards, "market": [["x"]]})
    with pytest.raises(DeckError, match="a market holds up to 5"):
        validate_deck({"name": "m", "cards": cards, "market": ["a"] * 10 ** 5})


def _non_powers(count):
    """Non-power cards, a merchant among them, `count` in all."""
    from simulator.games.eternal.cards import card_table
    table = [c for c in card_table() if not c.is_power and not c.token]
    table.sort(key=lambda c: not c.merchant)
    out, left = {}, count
    for card in table:
        if left > 0:
            out[card.id] = min(4, left)
            left -= out[card.id]
    return out


def test_krieg_deck_lists_are_bounded_before_they_are_indexed():
    cards = get_game("krieg").rules.cards
    with pytest.raises(DeckError, match="lists 100,000 cards; the whole set has 105"):
        validate_decks({"unit": ["Spy"] * 100_000, "power": [], "king": []}, 2, cards)
    with pytest.raises(DeckError, match=r"unknown card a list in the unit deck"):
        validate_decks({"unit": [["Spy"]], "power": [], "king": []}, 2, cards)


def test_a_save_with_a_huge_deck_value_is_refused_by_the_schema(tmp_path, krieg_doc):
    doc = dict(krieg_doc, decks={"unit": ["Spy"] * 5000, "power": [], "king": []})
    _refused(_write(tmp_path, json.dumps(doc)), r"'decks' holds more than 4,096 values")


# -- special files and size ---------------------------------------------------------------
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_is_refused_without_blocking(tmp_path):
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    box = _in_thread(lambda: verify_save(pipe, get_game))
    report = box["value"]
    assert report["ok"] is False and "named pipe, not a regular file" in report["error"]
    box = _in_thread(lambda: read_document(pipe))
    assert isinstance(box["error"], SaveError)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_dev_zero_is_refused_at_once():
    box = _in_thread(lambda: load_save("/dev/zero", get_game), timeout=5)
    assert isinstance(box["error"], SaveError)
    assert "character device, not a regular file" in str(box["error"])


def test_a_directory_and_a_dangling_link_are_refused(tmp_path):
    _refused(tmp_path, "is a directory")
    link = tmp_path / "gone.json"
    try:
        link.symlink_to(tmp_path / "nowhere.json")
    except (OSError, NotImplementedError):
        pytest.skip("no symlinks here")
    _refused(link, "no such file")


def test_a_file_over_the_limit_is_refused_without_reading_it(tmp_path, monkeypatch):
    path = tmp_path / "huge.json"
    with open(path, "wb") as fh:
        fh.truncate(MAX_SAVE_BYTES + 1)          # sparse: no disk used
    reads = []
    real_read = os.read
    monkeypatch.setattr(savefile.os, "read", lambda fd, n: reads.append(n) or real_read(fd, n))
    _refused(path, r"the file is 16\.0 MB; a save is at most 16\.0 MB", seconds=1.0)
    assert reads == []


def test_reading_stops_one_byte_past_the_limit(tmp_path):
    path = _write(tmp_path, "x" * 100)
    assert read_limited(path, 100) == b"x" * 100
    with pytest.raises(SaveError, match="a save is at most"):
        read_limited(path, 99)


def test_many_small_containers_are_refused_before_parsing(tmp_path):
    path = _write(tmp_path, "[" + "[]," * 200_000 + "[]]")
    _refused(path, r"more than 110,000 lists and objects", seconds=5.0)
    path = _write(tmp_path, "[" + "[]," * (5 * 1024 * 1024) + "[]]", name="big.json")   # 15 MB: 700 MB parsed
    _refused(path, r"more than [\d,]+ (values|lists and objects)", seconds=5.0)
    path = _write(tmp_path, "[" + '"ab",' * (2 * 1024 * 1024) + "1]", name="values.json")
    _refused(path, r"more than [\d,]+ values", seconds=5.0)


# -- parsing that cannot blow up -----------------------------------------------------------
def _replace_once(text, old, new):
    assert text.count(old) >= 1
    return text.replace(old, new, 1)


def test_an_integer_of_5000_digits_is_refused(tmp_path, krieg_doc):
    text = dumps_save(krieg_doc)
    seed = f'"seed": {krieg_doc["seed"]}'
    _refused(_write(tmp_path, _replace_once(text, seed, '"seed": ' + "9" * 5000)),
             r"not a save: an integer of 5,000 digits; a save's integers have at most 30")
    _refused(_write(tmp_path, _replace_once(text, seed, '"seed": -' + "1" * 31), name="b.json"),
             r"an integer of 31 digits")


def test_an_integer_within_digits_but_beyond_64_bits_is_refused_by_the_schema(tmp_path, krieg_doc):
    doc = dict(krieg_doc, seed=10 ** 25)
    _refused(_write(tmp_path, json.dumps(doc)), r"'seed' must be between")


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 100_000])
def test_deep_nesting_is_refused_before_parsing(tmp_path, krieg_doc, depth):
    text = json.dumps(dict(krieg_doc, decks=None)).replace('"decks": null', '"decks": ' + "[" * depth + "]" * depth)
    _refused(_write(tmp_path, text), rf"JSON nested more than {MAX_DEPTH} deep")


def test_nesting_inside_strings_does_not_count(tmp_path, krieg_doc):
    doc = dict(krieg_doc)
    doc["seats"] = [{"kind": "human", "name": "[[[[" * 10, "level": None}, doc["seats"][1]]
    with pytest.raises(SaveError, match="setup_hash"):     # read fine; only the digest notices the edit
        load_save(_write(tmp_path, json.dumps(doc)), get_game)


@pytest.mark.parametrize("name, pattern", [
    ("Ada\x00", r"seat 1: seat 'name' holds a control character or a lone surrogate: 'Ada\\x00'"),
    ("\ud800", r"seat 1: seat 'name' holds a control character or a lone surrogate: '\\ud800'"),
    ("a\x1b[31mred", r"holds a control character"),
    ("x" * (10 * 1024 * 1024), r"seat 1: seat 'name' is 10,485,760 characters long; at most 64"),
    ("", r"seat 1: seat 'name' is empty"),
    (17, r"seat 1: seat 'name' must be a string, got 17"),
])
def test_bad_seat_names_are_refused(tmp_path, krieg_doc, name, pattern):
    doc = json.loads(json.dumps(krieg_doc))
    doc["seats"][0]["name"] = name
    text = json.dumps(doc)              # ensure_ascii: a NUL is \u0000, a lone surrogate \ud800
    if name == "\ud800":
        assert '"\\ud800"' in text
    _refused(_write(tmp_path, text), pattern)


def test_a_seat_that_would_not_load_is_refused_when_saving(krieg_doc):
    from simulator.core.saves import Seat
    match = get_game("krieg").new_match(1)
    with pytest.raises(ValueError, match="seat 2 cannot be saved: seat 'name' is 65 characters long"):
        save_document(match, [Seat("human", "Ada"), Seat("bot", "x" * (MAX_NAME + 1))])


def test_duplicate_keys_are_refused_naming_the_key(tmp_path, krieg_doc):
    text = dumps_save(krieg_doc)
    _refused(_write(tmp_path, _replace_once(text, "{\n", '{\n  "seed": 1,\n')),
             r"not a save: the key 'seed' appears twice in one object")
    text = _replace_once(text, '"kind": "', '"kind": "bot", "kind": "')     # inside the first seat
    _refused(_write(tmp_path, text, name="b.json"), r"the key 'kind' appears twice")


@pytest.mark.parametrize("value, pattern", [
    ("NaN", r"NaN is not a number a save may hold"),
    ("Infinity", r"Infinity is not a number"),
    ("-Infinity", r"-Infinity is not a number"),
    ("1e999", r"the number 1e999 is out of range"),
    ("1.5", r"'seed' must be an integer, got 1\.5"),
])
def test_non_integers_are_refused(tmp_path, krieg_doc, value, pattern):
    text = _replace_once(dumps_save(krieg_doc), f'"seed": {krieg_doc["seed"]}', f'"seed": {value}')
    _refused(_write(tmp_path, text), pattern)


@pytest.mark.parametrize("damage, pattern", [
    (lambda d: d.update(extra=1), r"unknown key 'extra' \(save version 2\)"),
    (lambda d: d.update(seat_count=1000), r"'seat_count' must be between 1 and 8"),
    (lambda d: d["actions"][0].update(seat=5), r"step 1 is not a valid action: action 'seat' must be between 0 and 1"),
    (lambda d: d["actions"][0].update(card=2 ** 40), r"step 1 is not a valid action: action field 'card' must be between"),
    (lambda d: d["actions"][0].update(choice="x" * 65), r"action field 'choice' is 65 characters long"),
    (lambda d: d["actions"][0].update(kind="pl\nay"), r"action 'kind' holds a control character"),
    (lambda d: d["actions"][0].update(extra=1), r"step 1 is not a valid action: the action has unknown key 'extra'"),
    (lambda d: d["seats"][0].update(level=10 ** 6), r"seat 1: seat 'level' must be between 0 and 999"),
    (lambda d: d["seats"][0].update(kind="ghost"), r"seat 1: seat kind must be 'human' or 'bot', got 'ghost'"),
    (lambda d: d.update(options={"teams": "no"}), r"option 'teams' must be true or false, got 'no'"),
    (lambda d: d.update(options={"first_seat": "1"}), r"option 'first_seat' must be a whole number, got '1'"),
    (lambda d: d.update(options={f"o{i}": 1 for i in range(40)}), r"'options' holds 40 entries; at most 32"),
    (lambda d: d["decks"]["unit"].__setitem__(0, 1.5), r"'decks'.unit\[0\] is the fractional number 1\.5"),
    (lambda d: d["final"].update(hash="zz"), r"'final.hash' must be 64 lowercase hex digits"),
    (lambda d: d["final"].update(result="won"), r"'final.result' must be an object or null"),
    (lambda d: d.update(writer="x" * 100), r"'writer' is 100 characters long"),
    (lambda d: d.update(format="x" * 10 ** 6), r"not a save: format is 'x{40}\.\.\.', expected"),
])
def test_schema_names_the_bad_field(tmp_path, krieg_doc, damage, pattern):
    doc = json.loads(json.dumps(krieg_doc))
    damage(doc)
    _refused(_write(tmp_path, json.dumps(doc)), pattern)


def test_too_many_actions_are_refused_before_any_is_built(tmp_path, krieg_doc):
    from simulator.core.savefile import MAX_SAVE_ACTIONS
    doc = dict(krieg_doc, actions=[{"kind": "pass", "seat": 0}] * (MAX_SAVE_ACTIONS + 1))
    _refused(_write(tmp_path, json.dumps(doc, separators=(",", ":"))), r"'actions' holds 100,001 entries; at most 100,000")


def test_a_python_document_with_huge_or_cyclic_values_is_refused(krieg_doc):
    from simulator.core.saves import match_from_document
    doc = dict(krieg_doc, seed=10 ** 5000)    # past Python's int-to-text limit: never printed whole
    with pytest.raises(SaveError, match="'seed' must be between .* got an integer of more than 40 digits"):
        match_from_document(doc, get_game)
    loop: list = []
    loop.append(loop)
    with pytest.raises(SaveError, match="'decks' is nested more than 32 deep"):
        match_from_document(dict(krieg_doc, decks=loop), get_game)


def test_the_real_example_fits_the_limits_with_room_to_spare():
    """A 20,000-action game is far from every limit (MAX_SAVE_BYTES, the structure scan)."""
    doc = {"format": "tabletop-save", "version": 2, "actions": [{"kind": "play", "seat": 1, "card": 120,
                                                                   "target": 3, "choice": 2}] * 20_000}
    text = dumps_save(doc)
    assert len(text.encode()) < MAX_SAVE_BYTES / 8
    assert savefile.structure_problem(text) is None


def test_the_parser_never_calls_anything_named_in_the_file(tmp_path, krieg_doc):
    """json builds only dicts, lists, strings and numbers: keys that look like code stay data."""
    doc = json.loads(json.dumps(krieg_doc))
    doc["decks"]["__class__"] = "os.system"
    doc["decks"]["__reduce__"] = ["rm", "-rf", "/"]
    data = read_document(_write(tmp_path, json.dumps(doc)))
    assert type(data["decks"]) is dict and data["decks"]["__class__"] == "os.system"
