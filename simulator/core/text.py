"""Text that is safe to print on one line: control characters escaped, long values shortened.

Anything printed from outside the program (a file name, a seat name, a value quoted from
a save, an exception message) goes through `one_line` before it reaches a terminal or a
log line, so it can neither break the line nor steer the terminal:

- C0 and C1 control characters (newline, carriage return, tab, ESC, NUL, DEL, NEL ...) are
  written as Python-style escapes: "\\n", "\\r", "\\t", "\\x1b";
- line and paragraph separators (U+2028, U+2029) and the bidirectional overrides and
  isolates (U+202A-U+202E, U+2066-U+2069, which can make a line read in another order)
  are written as "\\u2028" and so on;
- lone surrogates (U+D800-U+DFFF: a JSON "\\ud800" escape, or a non-UTF-8 file name
  decoded by Python's surrogateescape) are written as "\\udc80": they cannot be encoded, so
  printing them raw would raise UnicodeEncodeError.

Backslashes themselves are left alone (Windows paths stay readable); the escapes are for
a reader, not a round trip.
"""
from __future__ import annotations

import re

_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}
ELLIPSIS = "..."


def _escape(match: re.Match[str]) -> str:
    ch = match.group()
    named = _NAMED.get(ch)
    if named is not None:
        return named
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def has_unsafe(text: str) -> bool:
    """True when `text` holds a character `one_line` would escape."""
    return _UNSAFE.search(text) is not None


def one_line(text: str, limit: int | None = None) -> str:
    """`text` on one line with every control character escaped (see the module docstring);
    with `limit`, at most `limit` characters of `text` are kept, then "..."."""
    if limit is not None and len(text) > limit:
        text = text[:max(0, limit)] + ELLIPSIS
    return _UNSAFE.sub(_escape, text)


def escape_lines(text: str) -> str:
    """A multi-line text (a traceback) with its line breaks kept and every line escaped:
    each printed line is one line of `text`, and nothing in it can steer the terminal."""
    return "\n".join(one_line(line) for line in text.split("\n"))


def quote(value: object, limit: int = 40) -> str:
    """A short, one-line, quoted rendering of a value for an error message: a string in
    quotes (shortened to `limit` characters), anything else by type and shortened repr."""
    if isinstance(value, str):
        return "'" + one_line(value, limit) + "'"
    if isinstance(value, bool) or value is None:
        return "true" if value is True else "false" if value is False else "null"
    if isinstance(value, int):
        return str(value) if abs(value) < 10 ** limit else f"an integer of more than {limit} digits"
    if isinstance(value, float):
        return one_line(repr(value), limit)
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "a list"
    return f"a {type(value).__name__}"
