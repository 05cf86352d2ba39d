"""Reading a save file as untrusted input: bounded in size, kind, structure and numbers.

A save may come from anywhere (a download, a damaged disk, a hostile tester), so nothing
in it is trusted until it has been checked, and a bad file costs bounded time and memory:

- **Only regular files**, at most MAX_SAVE_BYTES (16 MiB; a 20,000-action game is about
  1.5 MB). The path is stat()ed before it is opened: a directory, a named pipe, a device
  (/dev/zero), a socket, or a file over the limit is refused without reading a byte. The
  file is then opened non-blocking (where the platform has O_NONBLOCK, so a pipe swapped
  in after the stat cannot block the open), checked again with fstat, and at most
  MAX_SAVE_BYTES + 1 bytes are read.
- **A structure scan before parsing**: outside strings, lists and objects may nest at most
  MAX_DEPTH (32) deep (a real save nests 5 deep), there may be at most MAX_CONTAINERS
  lists and objects and at most MAX_VALUES commas (about one container and five values per
  action). This bounds both json's recursion and the memory the parsed document takes
  (a 16 MiB file of "[]," would otherwise become 400 MB of Python lists).
- **A parser that cannot blow up**: integers of more than MAX_INT_DIGITS (30) digits are
  refused (instead of Python's 4,300-digit ValueError or a slow huge int), as are NaN and
  Infinity, numbers out of the float range, and an object with the same key twice (the
  message names the key: JSON would silently keep the last one).

Measured: a hostile 16 MiB file of any of these shapes is refused in under half a second
with under 100 MB of memory; a real 20,000-action save is read and parsed in under 0.1 s.

Everything here raises SaveError, whose str() is one line, "file: problem", with control
characters in both escaped (core/text.py). Nothing read from a file is ever executed:
json is the only parser, and it builds only dicts, lists, strings and numbers.
"""
from __future__ import annotations

import contextlib
import json
import math
import os
import re
import stat
from typing import Any

from .playloop import MAX_ACTIONS
from .text import one_line, quote

MAX_SAVE_BYTES = 16 * 1024 * 1024      # far above any real game (20,000 actions: ~1.5 MB)
MAX_SAVE_ACTIONS = 5 * MAX_ACTIONS     # 100,000: a hand-played game has no action cap
MAX_DEPTH = 32                         # a save nests 5 deep (document, final, result, rounds, round)
MAX_CONTAINERS = MAX_SAVE_ACTIONS + 10_000   # one object per action, and a few more
MAX_VALUES = 6 * MAX_SAVE_ACTIONS      # commas: at most five fields per action, and decks
MAX_INT_DIGITS = 30                    # a seed is at most 20 digits
_MAX_NUMBER_CHARS = 40

_CUT_TAIL = re.compile(r"[-+.eE0-9]*|t(r(ue?)?)?|f(a(l(se?)?)?)?|n(u(ll?)?)?")
# a JSON string, or an unterminated one running to the end of the text (linear: no backtracking)
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.S)
_NOT_STRUCTURE = re.compile(r"[^\[\]{},]+")
_KINDS = ((stat.S_ISFIFO, "a named pipe"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))


class SaveError(Exception):
    """A save that cannot be written, read or trusted; str() is one line: 'file: problem'.

    `source` is the file name as given; str() escapes control characters in both the name
    and the problem, so a file called "a\\nb" or a message quoting one stays one line."""

    def __init__(self, source: str | os.PathLike[str], problem: str) -> None:
        self.source = os.fspath(source) if isinstance(source, os.PathLike) else str(source)
        self.problem = one_line(problem)
        super().__init__(f"{one_line(self.source)}: {self.problem}")


class _Refused(ValueError):
    """Raised from inside json's hooks; becomes a SaveError 'not a save: ...'."""


# -- the file -------------------------------------------------------------------------------
def _megabytes(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MB"


def _check_kind(path: str | os.PathLike[str], st: os.stat_result, limit: int) -> None:
    if stat.S_ISDIR(st.st_mode):
        raise SaveError(path, "is a directory, not a save file")
    if not stat.S_ISREG(st.st_mode):
        kind = next((name for test, name in _KINDS if test(st.st_mode)), "a special file")
        raise SaveError(path, f"not a save: {kind}, not a regular file")
    if st.st_size > limit:
        raise SaveError(path, f"not a save: the file is {_megabytes(st.st_size)}; a save is at most "
                              f"{_megabytes(limit)}")


def _os_problem(exc: OSError) -> str:
    if isinstance(exc, (FileNotFoundError, NotADirectoryError)):
        return "no such file"
    if isinstance(exc, IsADirectoryError):
        return "is a directory, not a save file"
    return f"cannot read the file: {exc.strerror or exc}"


def read_limited(path: str | os.PathLike[str], limit: int = MAX_SAVE_BYTES) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; SaveError for anything else
    (never blocks on a pipe or a device, never reads more than limit + 1 bytes)."""
    try:
        before = os.stat(path)
    except OSError as exc:
        raise SaveError(path, _os_problem(exc)) from None
    except ValueError:   # a NUL in the name
        raise SaveError(path, "not a usable file name") from None
    _check_kind(path, before, limit)
    flags = os.O_RDONLY
    for name in ("O_NONBLOCK", "O_NOCTTY", "O_CLOEXEC", "O_BINARY"):
        flags |= getattr(os, name, 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise SaveError(path, _os_problem(exc)) from None
    try:
        _check_kind(path, os.fstat(fd), limit)   # the same kind of file as the one stat()ed
        with contextlib.suppress(OSError, AttributeError):
            os.set_blocking(fd, True)
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise SaveError(path, _os_problem(exc)) from None
    finally:
        os.close(fd)
    if total > limit:
        raise SaveError(path, f"not a save: the file grew past {_megabytes(limit)} while it was read")
    return b"".join(chunks)


# -- the JSON -------------------------------------------------------------------------------
def structure_problem(text: str) -> str | None:
    """Why the JSON text is too deep or too big to parse safely, or None (strings skipped)."""
    skeleton = _NOT_STRUCTURE.sub("", _STRING.sub("", text))
    if skeleton.count(",") > MAX_VALUES:
        return f"more than {MAX_VALUES:,} values"
    if skeleton.count("[") + skeleton.count("{") > MAX_CONTAINERS:
        return f"more than {MAX_CONTAINERS:,} lists and objects"
    depth = 0
    for ch in skeleton:
        if ch == "[" or ch == "{":
            depth += 1
            if depth > MAX_DEPTH:
                return f"JSON nested more than {MAX_DEPTH} deep"
        elif ch != ",":
            depth -= 1
            if depth < 0:
                return None   # unbalanced: the parser says where
    return None


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _Refused(f"the key {quote(key)} appears twice in one object")
            seen.add(key)
    return out


def _int(text: str) -> int:
    digits = len(text) - text.startswith("-")
    if digits > MAX_INT_DIGITS:
        raise _Refused(f"an integer of {digits:,} digits; a save's integers have at most {MAX_INT_DIGITS}")
    return int(text)


def _float(text: str) -> float:
    if len(text) > _MAX_NUMBER_CHARS:
        raise _Refused(f"a number written with {len(text):,} characters")
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"the number {one_line(text)} is out of range")
    return value


def _constant(name: str) -> Any:
    raise _Refused(f"{name} is not a number a save may hold")


def parse_document(raw: bytes, source: str | os.PathLike[str]) -> dict[str, Any]:
    """Parse a save file's bytes into its JSON object (no schema checks yet); SaveError."""
    if not raw.strip():
        raise SaveError(source, "the file is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(source, "not a save: the file is not UTF-8 text") from None
    problem = structure_problem(text)
    if problem is not None:
        raise SaveError(source, f"not a save: {problem}")
    try:
        data = json.loads(text, object_pairs_hook=_object, parse_int=_int, parse_float=_float,
                          parse_constant=_constant)
    except _Refused as exc:
        raise SaveError(source, f"not a save: {exc}") from None
    except json.JSONDecodeError as exc:
        # the parser stopped at the end, inside a string that never closes, or on the start
        # of a word or number that the end of the file cut short: the end is missing
        cut = exc.msg.startswith("Unterminated string") or _CUT_TAIL.fullmatch(text[exc.pos:].rstrip())
        hint = " (the file is truncated)" if cut else ""
        raise SaveError(source, f"not valid JSON{hint}: {exc.msg} (line {exc.lineno}, column {exc.colno})") from None
    except RecursionError:   # cannot happen after the scan; kept as a last line of defence
        raise SaveError(source, "not a save: JSON nested too deeply") from None
    if not isinstance(data, dict):
        raise SaveError(source, f"not a save: the document is a JSON {type(data).__name__}, not an object")
    return data


def read_document(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read and parse a save file (no game checks yet); raise SaveError on any failure."""
    return parse_document(read_limited(path), path)
