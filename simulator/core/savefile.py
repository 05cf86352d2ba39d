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

import json
import os
import re
from typing import Any

from .playloop import MAX_ACTIONS
from .text import one_line
from .untrusted import Refused, UnreadableFile, loads_bounded, read_regular
from .untrusted import structure_problem as untrusted_structure

MAX_SAVE_BYTES = 16 * 1024 * 1024      # far above any real game (20,000 actions: ~1.5 MB)
MAX_SAVE_ACTIONS = 5 * MAX_ACTIONS     # 100,000: a hand-played game has no action cap
MAX_DEPTH = 32                         # a save nests 5 deep (document, final, result, rounds, round)
MAX_CONTAINERS = MAX_SAVE_ACTIONS + 10_000   # one object per action, and a few more
MAX_VALUES = 6 * MAX_SAVE_ACTIONS      # commas: at most five fields per action, and decks
MAX_INT_DIGITS = 30                    # a seed is at most 20 digits

_CUT_TAIL = re.compile(r"[-+.eE0-9]*|t(r(ue?)?)?|f(a(l(se?)?)?)?|n(u(ll?)?)?")


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


def read_limited(path: str | os.PathLike[str], limit: int = MAX_SAVE_BYTES) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; SaveError for anything else
    (never blocks on a pipe or a device, never reads more than limit + 1 bytes)."""
    try:
        return read_regular(path, limit)
    except (FileNotFoundError, NotADirectoryError):
        raise SaveError(path, "no such file") from None
    except UnreadableFile as exc:
        if exc.kind == "directory":
            problem = "is a directory, not a save file"
        elif exc.kind == "special":
            problem = f"not a save: {exc.reason}"
        elif exc.kind == "size":
            problem = f"not a save: the file is {_megabytes(exc.size)}; a save is at most {_megabytes(limit)}"
        elif exc.kind == "grew":
            problem = f"not a save: the file grew past {_megabytes(limit)} while it was read"
        elif exc.kind == "dangling":
            problem = "no such file (a link to a file that does not exist)"
        else:
            problem = f"cannot read the file: {exc.reason}"
        raise SaveError(path, problem) from None


# -- the JSON -------------------------------------------------------------------------------
def structure_problem(text: str) -> str | None:
    """Why the JSON text is too deep or too big to parse as a save, or None (strings skipped)."""
    return untrusted_structure(text, MAX_DEPTH, MAX_CONTAINERS, MAX_VALUES)


def parse_document(raw: bytes, source: str | os.PathLike[str]) -> dict[str, Any]:
    """Parse a save file's bytes into its JSON object (no schema checks yet); SaveError."""
    if not raw.strip():
        raise SaveError(source, "the file is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(source, "not a save: the file is not UTF-8 text") from None
    try:
        data = loads_bounded(text, depth=MAX_DEPTH, digits=MAX_INT_DIGITS, containers=MAX_CONTAINERS,
                             values=MAX_VALUES, holder="a save")
    except Refused as exc:
        raise SaveError(source, f"not a save: {exc}") from None
    except json.JSONDecodeError as exc:
        # the parser stopped at the end, inside a string that never closes, or on the start
        # of a word or number that the end of the file cut short: the end is missing
        cut = exc.msg.startswith("Unterminated string") or _CUT_TAIL.fullmatch(text[exc.pos:].rstrip())
        hint = " (the file is truncated)" if cut else ""
        raise SaveError(source, f"not valid JSON{hint}: {exc.msg} (line {exc.lineno}, column {exc.colno})") from None
    if not isinstance(data, dict):
        raise SaveError(source, f"not a save: the document is a JSON {type(data).__name__}, not an object")
    return data


def read_document(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read and parse a save file (no game checks yet); raise SaveError on any failure."""
    return parse_document(read_limited(path), path)
