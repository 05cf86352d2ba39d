"""Autosave slots: every game on a table autosaves to a file of its own, held by one program.

A slot is `autosave-<date>-<time>-<pid>[-n].json` in the saves folder, chosen when a game
starts (`new_slot`), so two programs running at once never write the same file. A program
holds a lock on the slot of the game it shows (`.<slot>.lock`, an OS file lock that ends
with the process, also when it is killed); Continue resumes a slot in place when no other
running program holds it (`claim`), and otherwise continues a copy in a new slot.
`autosave.json`, the single slot of older versions, is read as one more slot.

`unfinished()` lists the games Continue offers (newest first); `cleanup()`, run at start,
removes the autosaves of finished games that no program holds (keeping their records
first: game_records.keep), lock files of slots that
are gone, and temporary files left by killed writes. `remove_save()` deletes a save the
lists offer (a slot only when no other running program holds it).
"""
from __future__ import annotations

import contextlib
import os
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from ...core.saves import Seat
from .save_summary import SaveSummary, forget, summarize
from .storage import (
    ANALYSIS_SUFFIX,
    config_dir,
    delete_save,
    display_name,
    remove_stale_temp_files,
    saves_dir,
)

LEGACY = "autosave.json"
PREFIX = "autosave-"
LISTED = 50                          # newest autosaves looked at for Continue


def is_slot_name(name: str) -> bool:
    """True for the file name of an autosave slot (including the old `autosave.json`; not
    an analysis written beside one)."""
    return name == LEGACY or (name.startswith(PREFIX) and name.endswith(".json") and not name.endswith(ANALYSIS_SUFFIX))


def is_slot(path: str | os.PathLike[str]) -> bool:
    """True for an autosave slot in the player's saves folder."""
    p = Path(path)
    if not is_slot_name(p.name):
        return False
    try:
        return os.path.samefile(p.parent, saves_dir())
    except OSError:
        return os.path.abspath(p.parent) == os.path.abspath(saves_dir())


# -- locks ---------------------------------------------------------------------------------------
class _Lock:
    """An OS lock on a slot's lock file, held while the file descriptor is open."""

    def __init__(self, fd: int) -> None:
        self.fd = fd

    def release(self) -> None:
        if self.fd < 0:
            return
        with contextlib.suppress(OSError):
            _unlock(self.fd)
        with contextlib.suppress(OSError):
            os.close(self.fd)
        self.fd = -1


if sys.platform == "win32":
    import msvcrt

    def _trylock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _trylock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


_held: dict[str, _Lock] = {}     # the slot this program's table writes to (one at a time)


def lock_path(slot: Path) -> Path:
    """The lock file of a slot."""
    return slot.with_name(f".{slot.name}.lock")


def _key(slot: Path) -> str:
    return os.path.abspath(slot)


def _try_lock(slot: Path) -> _Lock | None | bool:
    """A lock on the slot; None when another program holds it; True when locking is impossible
    here (the folder cannot be written: the autosave itself will fail and say so)."""
    try:
        slot.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(lock_path(slot), os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
    except OSError:
        return True
    try:
        if _trylock(fd):
            return _Lock(fd)
    except OSError:
        os.close(fd)
        return True
    os.close(fd)
    return None


def _hold(slot: Path, lock: _Lock | bool) -> None:
    """Make `slot` the one slot this program holds (the table shows one game at a time)."""
    key = _key(slot)
    for other in [k for k in _held if k != key]:
        _held.pop(other).release()
    if isinstance(lock, _Lock):
        _held[key] = lock


def holds(slot: Path) -> bool:
    """True when this program holds the slot."""
    return _key(slot) in _held


def in_use_elsewhere(slot: Path) -> bool:
    """True when another running program holds the slot (its game is on that program's table)."""
    if holds(slot):
        return False
    lock = _try_lock(slot)
    if isinstance(lock, _Lock):
        lock.release()
        return False
    return lock is None


def new_slot() -> Path:
    """A fresh slot for a game starting now, held by this program (the file is written by
    the game's first autosave)."""
    folder = saves_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    pid = os.getpid()
    for n in range(1, 10_000):
        slot = folder / (f"{PREFIX}{stamp}-{pid}.json" if n == 1 else f"{PREFIX}{stamp}-{pid}-{n}.json")
        if holds(slot) or os.path.lexists(slot):
            continue
        lock = _try_lock(slot)
        if lock is None:
            continue
        if os.path.lexists(slot):     # someone wrote it between the check and the lock
            if isinstance(lock, _Lock):
                lock.release()
            continue
        _hold(slot, lock)
        return slot
    return folder / f"{PREFIX}{stamp}-{pid}-{time.monotonic_ns()}.json"


def claim(slot: Path) -> bool:
    """Hold an existing slot to continue its game in place; False when another running
    program holds it (then continue in a `new_slot()` instead)."""
    if holds(slot):
        _hold(slot, True)
        return True
    lock = _try_lock(slot)
    if lock is None:
        return False
    _hold(slot, lock)
    return True


def release(slot: Path) -> None:
    """Let go of a slot (its game left the table; Continue claims it again)."""
    lock = _held.pop(_key(slot), None)
    if lock is not None:
        lock.release()


def release_all() -> None:
    """Let go of every slot (the program is closing)."""
    while _held:
        _held.popitem()[1].release()


# -- what Continue offers --------------------------------------------------------------------------
@dataclass
class Autosave:
    """An autosave as Continue shows it (`summary`: what the list says of it, save_summary.py)."""

    path: Path
    mtime: float
    summary: SaveSummary = field(default_factory=SaveSummary)
    elsewhere: bool = False                          # another running program holds it

    @property
    def name(self) -> str:
        return display_name(self.path.name)

    @property
    def game(self) -> str:
        return self.summary.game

    @property
    def steps(self) -> int:
        return self.summary.steps

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.summary.seats

    @property
    def finished(self) -> bool:
        return self.summary.finished

    @property
    def problem(self) -> str | None:
        return self.summary.problem


def describe(path: Path, mtime: float = 0.0) -> Autosave:
    """Read an autosave just enough to describe it (bounded and cheap: save_summary.py;
    never raises; problems are reported)."""
    summary = summarize(path)
    if summary.problem == "no such file":
        summary = SaveSummary(problem="removed meanwhile")
    return Autosave(path, mtime, summary)


def _slots(folder: Path) -> list[tuple[Path, float]]:
    """The slot files of `folder` with their modification times, newest first."""
    out = []
    try:
        with os.scandir(folder) as it:
            for i, entry in enumerate(it):
                if i >= 5000:
                    break
                if is_slot_name(entry.name):
                    try:
                        mtime = entry.stat().st_mtime
                    except OSError:
                        mtime = 0.0
                    out.append((Path(entry.path), mtime))
    except OSError:
        return []
    out.sort(key=lambda pm: -pm[1])
    return out


def unfinished(limit: int = LISTED) -> list[Autosave]:
    """The autosaves Continue offers, newest first: every unfinished game, then the ones
    that cannot be read (shown as such). Never raises."""
    out = []
    for path, mtime in _slots(saves_dir())[:limit]:
        entry = describe(path, mtime)
        if entry.finished:
            continue
        if entry.problem is None:
            entry.elsewhere = in_use_elsewhere(path)
        out.append(entry)
    out.sort(key=lambda e: e.problem is not None)     # stable: newest first within each group
    return out


def cleanup(now: float | None = None) -> dict[str, list[Path]]:
    """Start-up housekeeping (never raises): stale temporary files in the saves and config
    folders, autosaves of finished games that no program holds, and lock files whose slot
    is gone and that no program holds."""
    folder = saves_dir()
    done: dict[str, list[Path]] = {"temp": [], "finished": [], "locks": []}
    try:
        done["temp"] = remove_stale_temp_files([folder, config_dir()], now=now)
        for path, _ in _slots(folder)[:500]:
            if holds(path) or not describe(path).finished:
                continue
            lock = _try_lock(path)
            if not isinstance(lock, _Lock):
                continue
            try:
                if describe(path).finished:     # still finished, now that it is locked
                    from .game_records import keep
                    keep(path)                  # its record outlives it (a retry's: in its link)
                    os.unlink(path)
                    done["finished"].append(path)
                    with contextlib.suppress(OSError):
                        os.unlink(lock_path(path))
            except OSError:
                pass
            finally:
                lock.release()
        now = time.time() if now is None else now
        with os.scandir(folder) as it:
            for entry in it:
                name = entry.name
                if not (name.startswith(".") and name.endswith(".json.lock") and is_slot_name(name[1:-5])):
                    continue
                slot = folder / name[1:-5]
                try:
                    if os.path.lexists(slot) or holds(slot) or now - entry.stat().st_mtime < 60:
                        continue
                except OSError:
                    continue
                lock = _try_lock(slot)
                if isinstance(lock, _Lock):
                    try:
                        if not os.path.lexists(slot):
                            os.unlink(entry.path)
                            done["locks"].append(Path(entry.path))
                    except OSError:
                        pass
                    finally:
                        lock.release()
    except Exception:    # noqa: BLE001, S110 -- housekeeping must never stop the program starting
        pass
    return done


def delete(slot: Path) -> str | None:
    """Delete an autosave slot (its game, the analysis beside it and its lock file); None
    once it is gone, else why not in a few words. A slot that another running program holds
    (its game is on that program's table) is left alone."""
    mine = holds(slot)
    lock = True if mine else _try_lock(slot)
    if lock is None:
        return "the game is open in another window"
    try:
        problem = delete_save(slot)
        forget(slot)
        if problem is None:
            with contextlib.suppress(OSError):
                os.unlink(lock_path(slot))
        return problem
    finally:
        if mine:
            release(slot)
        elif isinstance(lock, _Lock):
            lock.release()


def remove_save(path: Path) -> str | None:
    """Delete a save from the player's saves folder, as the lists offer it: an autosave slot
    through `delete`, any other save with its analysis (storage.delete_save); None once it
    is gone, else why not in a few words."""
    if is_slot(path):
        return delete(path)
    problem = delete_save(path)
    forget(path)
    return problem
