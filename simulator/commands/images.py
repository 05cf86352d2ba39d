"""`tabletop images GAME`: download a game's official card pictures into the player's
art folder, on request only.

The addresses come from the game (`Game.card_images()`: {card id: https address}); each
picture is saved as `<card id>.png` (or `.jpg`, by its content) in the art folder the
table reads (core/pictures.art_dir), so the table shows it with no other step.

- Resumable: a card whose picture is already there and usable is skipped, so running
  the command again downloads only the rest. A file there that is not a usable picture
  is never replaced: it is reported, and the player removes it.
- Bounded: each picture at most core.pictures.MAX_BYTES (a larger Content-Length is
  refused before reading), the run at most --max-mb; a body must be a complete PNG or
  JPEG of at most MAX_SIDE pixels a side before it is kept.
- Safe to interrupt: a picture is written to a hidden `.part` file, synced, then renamed,
  so the folder never holds half a picture; `.part` files a killed run left are removed
  by the next run.
- Offline: when the host cannot be reached the run stops with one line and writes nothing.
- `--mirror URL` replaces the scheme and host of every address (the path is kept; a path
  in URL goes in front of it), for a local copy or a test server.
"""
from __future__ import annotations

import argparse
import contextlib
import os
import re
import tempfile
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from ..core.pictures import (
    EXTENSIONS,
    MAX_BYTES,
    art_dir,
    picture_extension,
    picture_problem,
)
from ..core.text import one_line
from ..core.untrusted import UnreadableFile, read_regular
from . import download
from .progress import Progress

PROG = "tabletop"
DEFAULT_MAX_MB = 300            # the whole run; Eternal's pictures are about 0.3 MB each
STOP_AFTER_FAILURES = 20        # in a row: something is wrong with every address
UNREACHABLE_IN_A_ROW = 3        # after a success, this many unreachable answers stop the run
STALE_PART_S = 60.0             # a .part file this old belongs to no live run
SHOWN_FAILURES = 20             # failures listed one per line; the rest counted
DEFAULT_MINUTES = 60            # the whole run's wall-clock limit (each picture has its own: download.DEADLINE_S)
_CARD_FILE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,99}")


class ImagesError(Exception):
    """A run that cannot start or must stop: one line after "tabletop: ", exit status 1."""


def mirror_base(text: str) -> str:
    """A --mirror value as the base the addresses' paths are put after (argparse type)."""
    try:
        base = download.web_address(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected an http(s) address like http://127.0.0.1:8000, got {one_line(text, 80)!r}") from None
    parts = urlsplit(base)
    if parts.query:
        raise argparse.ArgumentTypeError("a mirror address takes no ?query")
    return parts._replace(path=parts.path.rstrip("/")).geturl()


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive whole number, got {one_line(text, 40)!r}")
    return value


def add_images_parser(sub: Any) -> None:
    """Register `images` on the `tabletop` subparsers."""
    p = sub.add_parser("images", help="download a game's official card pictures into your art folder",
                       description="Download a game's official card pictures into your art folder "
                                   "(the table then shows them). Run it again to resume.")
    p.add_argument("game", metavar="GAME")
    p.add_argument("--limit", type=_positive, metavar="N",
                   help="download at most N pictures this run (those already there do not count)")
    p.add_argument("--max-mb", type=_positive, default=DEFAULT_MAX_MB, metavar="MB",
                   help=f"stop once this run has downloaded this many megabytes (default {DEFAULT_MAX_MB})")
    p.add_argument("--mirror", type=mirror_base, metavar="URL",
                   help="fetch from this http(s) host instead (each address's path kept)")
    p.add_argument("--minutes", type=_positive_number, default=DEFAULT_MINUTES, metavar="M",
                   help=f"stop the run after this many minutes, slow pictures included (default {DEFAULT_MINUTES}); "
                        f"run again to resume")


def _positive_number(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0 < value <= 24 * 60:
        raise argparse.ArgumentTypeError(f"expected a number of minutes above 0 and at most 1440, "
                                         f"got {one_line(text, 40)!r}")
    return value


@dataclass
class Report:
    """What a run did: card ids downloaded, already there, failed (with the reason)."""

    downloaded: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    failed: list[tuple[str, str]] = field(default_factory=list)
    bytes: int = 0
    left: int = 0                       # pictures not tried (--limit, a cap, a stop)
    stopped: str | None = None          # why the run stopped early (a sentence), if it did
    offline: str | None = None          # the host that could not be reached, if that stopped it


def run_images(args: argparse.Namespace, game: Callable[[str], Any],
               out: Callable[[str], None], err: Callable[[str], None]) -> int:
    """The `images` command; `game(name)` looks a game up (one-line error when unknown).
    Returns the exit status: 0 when every picture is there (or --limit stopped the run)."""
    spec = game(args.game)
    wanted = dict(sorted(spec.card_images().items()))
    folder = art_dir(spec.name)
    if not wanted:
        err(f"{PROG}: {spec.title} has no official card pictures to download; "
            f"your own go in {one_line(str(folder))}")
        return 1
    report = Report()
    try:
        todo = _plan(wanted, folder, report)
    except ImagesError as exc:
        err(f"{PROG}: {exc}")
        return 1
    _remove_stale_parts(folder)
    director = download.opener()
    with Progress(len(todo), f"images {spec.name}") as bar:
        try:
            _download(todo, folder, args, director, report, bar.advance)
        except ImagesError as exc:
            report.stopped = str(exc)
    return _summarise(spec, folder, report, args, out, err)


def _plan(wanted: Mapping[str, str], folder: Path, report: Report) -> list[tuple[str, str]]:
    """The (card id, address) pairs to fetch; cards already there go to skipped, cards
    whose id or address cannot be used (or whose file there is unusable) to failed."""
    present = _present(folder)
    todo = []
    for card_id, url in wanted.items():
        if not _CARD_FILE.fullmatch(card_id):
            report.failed.append((card_id, "the card id is not usable as a file name"))
            continue
        existing = present.get(card_id.lower())
        if existing is not None:
            problem = _file_problem(existing)
            if problem is None:
                report.skipped.append(card_id)
            else:
                reason = f"{existing.name} is there but {problem}; remove it to download the picture"
                report.failed.append((card_id, reason))
            continue
        try:
            todo.append((card_id, download.web_address(url)))
        except ValueError:
            report.failed.append((card_id, f"{one_line(url, 80)} is not an http(s) address"))
    return todo


def _present(folder: Path) -> dict[str, Path]:
    """Picture files in the folder by lower-case stem (as the table finds them)."""
    found: dict[str, Path] = {}
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                stem, ext = os.path.splitext(entry.name)
                if ext.lower() in EXTENSIONS:
                    found.setdefault(stem.lower(), Path(entry.path))
    except (FileNotFoundError, NotADirectoryError):
        return {}
    except OSError as exc:
        raise ImagesError(f"cannot read {one_line(str(folder))}: {exc.strerror or exc}") from None
    return found


def _file_problem(path: Path) -> str | None:
    try:
        data = read_regular(path, MAX_BYTES)
    except FileNotFoundError:
        return "is gone"
    except UnreadableFile as exc:
        return f"cannot be used ({exc.reason})"
    problem = picture_problem(data)
    return None if problem is None else f"is {problem}"


def _remove_stale_parts(folder: Path) -> None:
    """Remove the `.part` files a killed run left (older than STALE_PART_S)."""
    now = time.time()
    with contextlib.suppress(OSError), os.scandir(folder) as entries:
        for entry in entries:
            if entry.name.startswith(".") and entry.name.endswith(".part"):
                with contextlib.suppress(OSError):
                    if entry.is_file(follow_symlinks=False) and now - entry.stat().st_mtime > STALE_PART_S:
                        os.unlink(entry.path)


def _download(todo: list[tuple[str, str]], folder: Path, args: argparse.Namespace,
              director: Any, report: Report, tick: Callable[[], None]) -> None:
    budget = args.max_mb * 1024 * 1024
    minutes = getattr(args, "minutes", DEFAULT_MINUTES)
    end = time.monotonic() + minutes * 60
    in_a_row = unreachable = 0
    for n, (card_id, url) in enumerate(todo):
        report.left = len(todo) - n
        if args.limit is not None and len(report.downloaded) >= args.limit:
            return
        if report.bytes >= budget:
            report.stopped = f"this run reached its --max-mb cap of {args.max_mb} MB"
            return
        remaining = end - time.monotonic()
        if remaining <= 0:
            report.stopped = f"this run reached its --minutes limit of {minutes:g} min"
            return
        url = _mirrored(url, args.mirror)
        cap = min(MAX_BYTES, budget - report.bytes)
        try:
            data = download.fetch(director, url, cap, deadline=min(download.DEADLINE_S, remaining))
            problem = picture_problem(data)
            if problem is not None:
                raise download.Failed(f"the answer is {problem}")
        except download.Unreachable as exc:
            unreachable += 1
            if not report.downloaded or unreachable >= UNREACHABLE_IN_A_ROW or exc.secure:
                report.offline = exc.host
                report.stopped = (f"cannot connect securely to {exc.host} ({exc.reason})" if exc.secure
                                  else f"cannot reach {exc.host} (offline?)")
                return
            report.failed.append((card_id, f"cannot reach {exc.host}: {exc.reason}"))
            in_a_row += 1
        except download.OverCap as exc:
            if cap < MAX_BYTES and (exc.size is None or exc.size <= MAX_BYTES):
                report.stopped = f"this run reached its --max-mb cap of {args.max_mb} MB"
                return
            report.failed.append((card_id, f"over the {MAX_BYTES // (1024 * 1024)} MB cap for one picture"
                                  + (f" ({exc.size:,} bytes)" if exc.size is not None else "")))
            in_a_row += 1
        except download.Failed as exc:
            report.failed.append((card_id, str(exc)))
            in_a_row += 1
        else:
            _keep(folder, card_id, data)
            report.downloaded.append(card_id)
            report.bytes += len(data)
            in_a_row = unreachable = 0
        tick()
        if in_a_row >= STOP_AFTER_FAILURES:
            report.left = len(todo) - n - 1
            report.stopped = f"{STOP_AFTER_FAILURES} pictures failed in a row"
            return
    report.left = 0


def _mirrored(url: str, mirror: str | None) -> str:
    if mirror is None:
        return url
    parts = urlsplit(url)
    return mirror + parts.path + (f"?{parts.query}" if parts.query else "")


def _keep(folder: Path, card_id: str, data: bytes) -> Path:
    """Write a checked picture as <card id>.png/.jpg: a hidden .part file, synced, renamed."""
    target = folder / f"{card_id}{picture_extension(data)}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{card_id}.", suffix=".part", dir=folder)
    except OSError as exc:
        raise ImagesError(f"cannot write pictures to {one_line(str(folder))}: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        with contextlib.suppress(OSError):
            os.chmod(tmp, 0o644)
        os.replace(tmp, target)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(exc, OSError):
            raise ImagesError(f"cannot write {one_line(str(target))}: {exc.strerror or exc}") from None
        raise
    return target


def _summarise(spec: Any, folder: Path, report: Report, args: argparse.Namespace,
               out: Callable[[str], None], err: Callable[[str], None]) -> int:
    again = f"run `{PROG} images {spec.name}` again"
    if report.offline is not None and not report.downloaded and not report.failed:
        err(f"{PROG}: {report.stopped} — nothing was downloaded; {again} later to resume")
        return 1
    mb = report.bytes / (1024 * 1024)
    out(f"{spec.title}: {len(report.downloaded)} downloaded ({mb:.1f} MB), {len(report.skipped)} already there, "
        f"{len(report.failed)} failed — in {one_line(str(folder))}")
    for card_id, reason in report.failed[:SHOWN_FAILURES]:
        err(f"{PROG}: {one_line(card_id, 60)}: {reason}")
    if len(report.failed) > SHOWN_FAILURES:
        err(f"{PROG}: ... and {len(report.failed) - SHOWN_FAILURES} more failed")
    if report.stopped is not None:
        later = " later" if report.offline is not None else ""
        err(f"{PROG}: {report.stopped} — stopped with {report.left} left; {again}{later} to resume")
        return 1
    if report.left:
        out(f"{report.left} left to download (--limit {args.limit}); {again} for the rest")
    return 1 if report.failed else 0

