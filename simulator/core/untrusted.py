"""Reading files that may be hostile: regular files only, bounded in size, and JSON parsed
with its nesting, size and numbers bounded before and while it is parsed.

Saves (core/savefile.py), settings and autosave summaries (view/files/storage.py,
view/files/autosaves.py) all read through here, each with its own limits and words for the
player. Nothing read is ever executed: json is the only parser, and it builds only dicts,
lists, strings and numbers.
"""
from __future__ import annotations

import contextlib
import errno
import json
import math
import os
import re
import stat
from typing import Any

from .text import one_line, quote

_KINDS = ((stat.S_ISFIFO, "a named pipe"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))
# a JSON string, or an unterminated one running to the end of the text (linear: no backtracking)
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.S)
_NOT_STRUCTURE = re.compile(r"[^\[\]{},]+")
_MAX_NUMBER_CHARS = 40


class UnreadableFile(Exception):
    """A file that is there but must not or cannot be read.

    kind: "directory", "dangling" (a link to nothing), "special" (a pipe, a device, a
    socket), "size" (over the limit), "grew" (past the limit while read), "os" (the system
    refused); str() says why in a few words; `size` is the file's size for "size"."""

    def __init__(self, kind: str, reason: str, size: int = 0) -> None:
        super().__init__(reason)
        self.kind, self.reason, self.size = kind, reason, size


def _check_kind(st: os.stat_result, limit: int) -> None:
    if stat.S_ISDIR(st.st_mode):
        raise UnreadableFile("directory", "a folder, not a file")
    if not stat.S_ISREG(st.st_mode):
        kind = next((name for test, name in _KINDS if test(st.st_mode)), "a special file")
        raise UnreadableFile("special", f"{kind}, not a regular file")
    if st.st_size > limit:
        raise UnreadableFile("size", f"larger than {limit:,} bytes", st.st_size)


def read_regular(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes.

    Raises FileNotFoundError (or NotADirectoryError) when there is no such file, and
    UnreadableFile for anything else. The path is stat()ed before it is opened and opened
    non-blocking (where the platform has O_NONBLOCK), then fstat()ed again, so a named
    pipe, a device or a huge file is refused without reading, or waiting for, anything;
    at most limit + 1 bytes are ever read."""
    try:
        before = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        if os.path.lexists(path):
            raise UnreadableFile("dangling", "a link to a file that does not exist") from None
        raise
    except ValueError:   # a NUL in the name
        raise UnreadableFile("os", "not a usable file name") from None
    except OSError as exc:
        raise UnreadableFile("os", exc.strerror or str(exc)) from None
    _check_kind(before, limit)
    flags = os.O_RDONLY
    for name in ("O_NONBLOCK", "O_NOCTTY", "O_CLOEXEC", "O_BINARY"):
        flags |= getattr(os, name, 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise UnreadableFile("os", exc.strerror or str(exc)) from None
    try:
        _check_kind(os.fstat(fd), limit)       # the same kind of file as the one stat()ed
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
        raise UnreadableFile("os", exc.strerror or str(exc)) from None
    finally:
        os.close(fd)
    if total > limit:
        raise UnreadableFile("grew", f"grew past {limit:,} bytes while it was read")
    return b"".join(chunks)


_REASONS = {errno.ENAMETOOLONG: "a name longer than the system allows", errno.ENOTDIR: "a part of its path is a file, not a folder",
            errno.ELOOP: "a loop of links"}


def os_reason(exc: BaseException) -> str:
    """A failed file operation's reason in a few words: ours for a name too long, a path through a
    file and a loop of links; the system's words (strerror: "Permission denied") otherwise."""
    if isinstance(exc, OSError):
        if exc.errno in _REASONS:
            return _REASONS[exc.errno]
        if exc.strerror:
            return exc.strerror
    if isinstance(exc, ValueError):     # a NUL in the name
        return "not a usable file name"
    return str(exc) or type(exc).__name__


def write_reason(exc: BaseException) -> str:
    """Why a file could not be written, in a few words: a file where a folder of its path
    should be (what making the folders' "File exists" means), a folder with the file's name,
    or os_reason's words (a name too long, no permission, ...)."""
    if isinstance(exc, FileExistsError):
        return "a file stands where a folder of its path should be"
    if isinstance(exc, IsADirectoryError):
        return "a folder has that name"
    return os_reason(exc)


def absent(path: str | os.PathLike[str]) -> bool:
    """True only when nothing at all is at `path` (not even a dangling link), so "no such file"
    is the whole story. False when something is there, or when the system will not say (a name
    too long, no permission): reading it then says why. Never raises."""
    try:
        os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return True
    except (OSError, ValueError):
        return False
    return False


def folder_problem(path: str | os.PathLike[str]) -> str | None:
    """Why `path` cannot be used as a folder, in a few words, or None: it is a folder that can be
    opened, or nothing is there yet (it is made when first written). A file, a pipe or a device
    in its place, a dangling link, a path through a file, a name too long or no permission to
    open it are problems. Never raises."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return "a link to a folder that does not exist" if os.path.lexists(path) else None
    except (OSError, ValueError) as exc:
        return os_reason(exc)
    if not stat.S_ISDIR(st.st_mode):
        if stat.S_ISREG(st.st_mode):
            return "a file, not a folder"
        kind = next((name for test, name in _KINDS if test(st.st_mode)), "a special file")
        return f"{kind}, not a folder"
    if not os.access(path, os.R_OK | os.X_OK):
        return "no permission to open it"
    return None


def structure_problem(text: str, depth: int, containers: int, values: int) -> str | None:
    """Why a JSON text nests deeper than `depth` or holds more than `containers` lists and
    objects or `values` commas (strings skipped), or None. Run before json.loads, it bounds
    both the parser's recursion and the memory the parsed document takes."""
    skeleton = _NOT_STRUCTURE.sub("", _STRING.sub("", text))
    level = 0
    for ch in skeleton:
        if ch == "[" or ch == "{":
            level += 1
            if level > depth:
                return f"JSON nested more than {depth} deep"
        elif ch != ",":
            level -= 1
            if level < 0:
                break   # unbalanced: the parser says where
    if skeleton.count(",") > values:
        return f"more than {values:,} values"
    if skeleton.count("[") + skeleton.count("{") > containers:
        return f"more than {containers:,} lists and objects"
    return None


class Refused(ValueError):
    """A JSON text the bounded parser will not take; str() says why."""


def loads_bounded(text: str, *, depth: int, digits: int, containers: int = 100_000,
                  values: int = 600_000, unique_keys: bool = True, holder: str = "a file") -> Any:
    """json.loads with nesting, size and numbers bounded: at most `digits` digits in an
    integer, finite numbers of at most 40 characters, no NaN or Infinity, and (unless
    `unique_keys` is False) no object with the same key twice. `holder` names the file in
    messages ("a save").

    Raises Refused for what the bounds refuse and json.JSONDecodeError (also a ValueError)
    for text that is not JSON."""
    problem = structure_problem(text, depth, containers, values)
    if problem is not None:
        raise Refused(problem)

    def parse_int(number: str) -> int:
        count = len(number) - number.startswith("-")
        if count > digits:
            raise Refused(f"an integer of {count:,} digits; {holder}'s integers have at most {digits}")
        return int(number)

    def parse_float(number: str) -> float:
        if len(number) > _MAX_NUMBER_CHARS:
            raise Refused(f"a number written with {len(number):,} characters")
        value = float(number)
        if not math.isfinite(value):
            raise Refused(f"the number {one_line(number)} is out of range")
        return value

    def parse_constant(name: str) -> Any:
        raise Refused(f"{name} is not a number {holder} may hold")

    def object_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        out = dict(pairs)
        if unique_keys and len(out) != len(pairs):
            seen: set[str] = set()
            for key, _ in pairs:
                if key in seen:
                    raise Refused(f"the key {quote(key)} appears twice in one object")
                seen.add(key)
        return out

    try:
        return json.loads(text, object_pairs_hook=object_pairs, parse_int=parse_int, parse_float=parse_float,
                          parse_constant=parse_constant)
    except RecursionError:   # cannot happen after the scan; kept as a last line of defence
        raise Refused("JSON nested too deeply") from None
