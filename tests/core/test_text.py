"""Issue 13, item 5: text printed from outside the program stays on one line (core/text.py)."""
import pytest

from simulator.core.savefile import SaveError
from simulator.core.text import escape_lines, has_unsafe, one_line, quote


@pytest.mark.parametrize("text, shown", [
    ("plain name.json", "plain name.json"),
    ("a\nb", "a\\nb"),
    ("a\r\nb\tc", "a\\r\\nb\\tc"),
    ("\x1b[31mred\x1b[0m", "\\x1b[31mred\\x1b[0m"),
    ("nul\x00del\x7f", "nul\\x00del\\x7f"),
    ("c1\x85\x9b", "c1\\x85\\x9b"),
    ("line\u2028para\u2029", "line\\u2028para\\u2029"),
    ("bidi\u202eevil\u2066", "bidi\\u202eevil\\u2066"),
    ("lone\ud800 and \udcff", "lone\\ud800 and \\udcff"),
    ("Zoë 日本 \U0001F0A1 C:\\saves\\x.json", "Zoë 日本 \U0001F0A1 C:\\saves\\x.json"),
])
def test_one_line_escapes_control_characters_only(text, shown):
    assert one_line(text) == shown
    assert has_unsafe(text) is (text != shown)
    assert "\n" not in one_line(text)
    one_line(text).encode("utf-8")           # always encodable: no lone surrogate survives


def test_one_line_shortens_before_escaping():
    assert one_line("x" * 100, limit=10) == "x" * 10 + "..."
    assert one_line("\n" * 100, limit=3) == "\\n\\n\\n..."
    assert one_line("short", limit=10) == "short"


def test_escape_lines_keeps_line_breaks_and_escapes_within_lines():
    assert escape_lines("Traceback\n  boom\x1b[2J\r") == "Traceback\n  boom\\x1b[2J\\r"


def test_quote_is_short_and_safe():
    assert quote("a\nb") == "'a\\nb'"
    assert quote("y" * 1000) == "'" + "y" * 40 + "...'"
    assert quote(10 ** 5000) == "an integer of more than 40 digits"
    assert quote(-17) == "-17" and quote(True) == "true" and quote(None) == "null"
    assert quote([1]) == "a list" and quote({}) == "an object" and quote(1.5) == "1.5"


def test_save_error_is_one_line_with_the_name_escaped():
    err = SaveError("bad\n\x1b[2Jname.json", "problem\nwith\x1b]0;title\x07 a line")
    assert str(err) == "bad\\n\\x1b[2Jname.json: problem\\nwith\\x1b]0;title\\x07 a line"
    assert err.source == "bad\n\x1b[2Jname.json"      # the name as given, for callers that open it
