"""Where the player's things live, read as untrusted input and written without loss.

Settings live in the config folder, saves in the data folder (`saves/`), crash reports
next to them (`crash-reports/`), all via platformdirs. TABLETOP_HOME, when set, puts
everything under one folder (tests and portable installs): `config/`, `saves/`,
`crash-reports/`.

- `Settings.load_checked()` reads settings.json defensively: only a regular file (stat
  first, opened non-blocking, so a named pipe cannot hang the start), at most
  SETTINGS_LIMIT bytes, JSON nesting and number lengths bounded, every field type- and
  range-checked; anything bad falls back to its default and is reported once as a notice.
  Key bindings (`keys`, action -> key name) keep what is good: an unknown action or key is
  left out and named in the notice (input/keymap.check_bindings).
- `write_new(folder, names, text)` creates a file that did not exist, atomically: the
  text goes to a temporary file that is hard-linked to the first free name (a link fails
  when the name exists, so a file that appears meanwhile is never replaced).
- `list_saves(folder)` lists the *.json files of a folder (not the analyses beside saves,
  `*.analysis.json`) without ever raising: what
  cannot be opened (a dangling link, a folder called x.json, an unreadable file, a pipe)
  comes back with the reason.
- `delete_save(path)` deletes a save and its analysis, saying why not in a few words.
- `remove_stale_temp_files()` removes what a killed write left behind.
- `home_problem()` says in one line why the player's folders cannot be used at all (a file
  where TABLETOP_HOME should be, a name too long, no permission); the GUI commands stop
  with that line. A part of it that is broken (config/ is a file, saves/ cannot be read)
  is said where it is used: settings fall back to defaults with a notice, the saves lists
  show the folder's problem, a save or a crash report that cannot be written says why.
"""
from __future__ import annotations

import contextlib
import errno
import json
import os
import stat
import tempfile
import time
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from ...core.saves import user_saves_dir, write_atomic
from ...core.untrusted import UnreadableFile, folder_problem, read_regular
from ...core.untrusted import loads_bounded as untrusted_loads
from ...core.userdecks import data_dir as core_data_dir

SETTINGS_LIMIT = 64 * 1024       # bytes; a real settings file is about 100
SETTINGS_DEPTH = 16              # JSON nesting levels accepted in settings.json
STALE_TEMP_SECONDS = 60.0        # a temporary file this old belongs to no live write
SCAN_LIMIT = 5000                # directory entries looked at when listing a folder
ANALYSIS_SUFFIX = ".analysis.json"   # a save's analysis beside it (bots/sidecar.py SIDECAR_SUFFIX): not a save


# -- folders ------------------------------------------------------------------------------------
def _home() -> Path | None:
    home = os.environ.get("TABLETOP_HOME")
    return Path(home) if home else None


def config_dir() -> Path:
    """The settings folder."""
    home = _home()
    return home / "config" if home else Path(platformdirs.user_config_dir("tabletop", appauthor=False))


def data_dir() -> Path:
    """The player's data folder (saves, crash reports and decks live inside it): the one
    core names (core.userdecks.data_dir), so the view and the commands agree."""
    return core_data_dir()


def saves_dir() -> Path:
    """The player's own saves (core.saves.user_saves_dir unless TABLETOP_HOME is set)."""
    home = _home()
    return home / "saves" if home else user_saves_dir()


def crash_dir() -> Path:
    """Where crash reports are written."""
    return data_dir() / "crash-reports"


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / "settings.json"


def home_problem() -> str | None:
    """Why the folders the player's things live in cannot be used, in one line, or None: the
    GUI commands say it and stop before a window opens. TABLETOP_HOME when set (else the
    platform's data and settings folders) must be a folder that can be opened, or nothing yet
    (it is made when first written): a file, a pipe or a dangling link in its place, a path
    through a file, a name longer than the system allows or no permission are refused. A
    folder that can be read but not written is allowed (each save then says it failed)."""
    home = _home()
    places = [("TABLETOP_HOME", home)] if home else [("the data folder", data_dir()), ("the settings folder", config_dir())]
    for label, path in places:
        problem = folder_problem(path)
        if problem is not None:
            return f"{label} {display_name(str(path))} cannot be used: {problem}"
    return None


# -- reading untrusted files --------------------------------------------------------------------
def loads_bounded(text: str, depth: int, digits: int = 15) -> Any:
    """A settings-sized JSON text parsed with its nesting and numbers bounded
    (core/untrusted.loads_bounded); raises ValueError saying what is wrong."""
    try:
        return untrusted_loads(text, depth=depth, digits=digits, containers=10_000, values=10_000,
                               holder="a settings file")
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON ({exc.msg}, line {exc.lineno}, column {exc.colno})") from None


# -- settings ------------------------------------------------------------------------------------
# Each setting: its type and, for numbers, the accepted range (inclusive).
_NUMBERS = {"ui_scale": (0.75, 2.0), "anim_speed": (0.25, 4.0), "text_size": (0.8, 1.6), "volume": (0.0, 1.0)}
NAME_LIMIT = 40                  # characters of a palette name


@dataclass
class Settings:
    """The player's preferences.

    palette: the colour palette (style/theme.PALETTES: "standard", "deuteranopia",
    "protanopia", "tritanopia"); text_size: a factor on all text, on top of the UI scale
    (fonts.text_scale); keys: the table's key actions rebound (input/keymap.py, action ->
    key name; the others keep their default keys); volume: the sound cues' loudness, 0..1
    (view/audio); mute: no sound at all (the volume is kept for when it is turned back on);
    reduce_motion: cards and numbers change place at once instead of travelling (no lunges,
    no floating numbers; view/motion); auto_pass: the table passes for you when the only thing
    you could do is pass (hold priority with its key, view/input/keymap.py)."""

    ui_scale: float = 1.0
    anim_speed: float = 1.0
    fullscreen: bool = False
    reveal_all: bool = False
    palette: str = "standard"
    text_size: float = 1.0
    keys: dict[str, str] = field(default_factory=dict)
    volume: float = 0.6
    mute: bool = False
    reduce_motion: bool = False
    auto_pass: bool = True

    @classmethod
    def load(cls) -> Settings:
        """Read settings; anything missing or malformed falls back to the default."""
        return cls.load_checked()[0]

    @classmethod
    def load_checked(cls) -> tuple[Settings, str | None]:
        """Read settings defensively; return them with a notice for the player when the file
        (or any field of it) was unusable and defaults were used. A missing file is no problem."""
        out = cls()
        try:
            raw = read_regular(settings_path(), SETTINGS_LIMIT)
        except NotADirectoryError:        # the settings folder, or a folder above it, is a file
            return out, _notice([f"{display_name(str(config_dir()))} is not a folder"])
        except FileNotFoundError:
            return out, None
        except UnreadableFile as exc:
            return out, _notice([str(exc)])
        try:
            data = loads_bounded(raw.decode("utf-8"), SETTINGS_DEPTH)
        except UnicodeDecodeError:
            return out, _notice(["not UTF-8 text"])
        except ValueError as exc:
            return out, _notice([str(exc)])
        if not isinstance(data, dict):
            return out, _notice([f"a JSON {type(data).__name__}, not an object"])
        problems: list[str] = []
        ignored: list[str] = []
        for key, default in asdict(cls()).items():
            if key not in data:
                continue
            value = data[key]
            if key == "keys":
                from ..input.keymap import check_bindings
                if isinstance(value, dict):
                    out.keys, ignored = check_bindings(value)
                else:
                    problems.append("keys must map actions to key names")
            elif key == "palette":
                from ..style.theme import PALETTE_NAMES
                if isinstance(value, str) and len(value) <= NAME_LIMIT and value in PALETTE_NAMES:
                    out.palette = value
                else:
                    problems.append(f"palette must be one of {', '.join(PALETTE_NAMES)}")
            elif isinstance(default, bool):
                if isinstance(value, bool):
                    setattr(out, key, value)
                else:
                    problems.append(f"{key} must be true or false")
            else:
                low, high = _NUMBERS[key]
                if isinstance(value, (int, float)) and not isinstance(value, bool) and low <= value <= high:
                    setattr(out, key, float(value))
                else:
                    problems.append(f"{key} must be a number from {low:g} to {high:g}")
        if problems:
            return out, _notice(problems + [f"ignored {what}" for what in ignored])
        return out, _ignored_notice(ignored) if ignored else None

    def save(self) -> None:
        """Write settings atomically (raises OSError when the folder is not writable)."""
        write_atomic(settings_path(), json.dumps(asdict(self), indent=1))


def _notice(problems: list[str]) -> str:
    from ..style.fonts import clean_text
    reason = "; ".join(problems[:2]) + (f" (and {len(problems) - 2} more)" if len(problems) > 2 else "")
    return clean_text(f"Settings file was unreadable: {reason}; defaults used", 300)


def _ignored_notice(ignored: list[str]) -> str:
    from ..style.fonts import clean_text
    shown = "; ".join(ignored[:2]) + (f" (and {len(ignored) - 2} more)" if len(ignored) > 2 else "")
    return clean_text(f"Settings file: key bindings ignored: {shown}; those keys keep their defaults", 300)


def describe_os_error(exc: BaseException) -> str:
    """A short reason for a failed file operation ("Permission denied", "No space left...")."""
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc) or type(exc).__name__


# -- creating a new file without replacing anything ----------------------------------------------
_NO_LINK = {errno.EPERM, errno.EXDEV, errno.EMLINK, errno.ENOSYS, getattr(errno, "ENOTSUP", -1),
            getattr(errno, "EOPNOTSUPP", -1), errno.EACCES}


def write_new(folder: str | os.PathLike[str], names: Iterable[str], text: str, attempts: int = 10_000) -> Path:
    """Write `text` to the first of `names` (in `folder`) that does not exist yet; return its path.

    Atomic and race-free: the text is written and fsynced to a temporary file, which is
    hard-linked to the chosen name; os.link fails when the name exists (someone else took
    it meanwhile), and then the next name is tried. Where hard links are unsupported the
    name is reserved with O_CREAT|O_EXCL and the temporary file renamed over that empty
    placeholder. An existing file is never replaced. Raises OSError when nothing could be
    written (FileExistsError when every name was taken)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    it = iter(names)
    first = next(it, None)
    if first is None:
        raise ValueError("no file name to write to")
    fd, tmp = tempfile.mkstemp(prefix=f".{first}.", suffix=".tmp", dir=folder)
    moved = False
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        with contextlib.suppress(OSError):
            os.chmod(tmp, 0o644)
        use_link = hasattr(os, "link")
        name: str | None = first
        tries = 0
        while name is not None and tries < attempts:
            tries += 1
            target = folder / name
            if use_link:
                try:
                    os.link(tmp, target)
                    _fsync_dir(folder)
                    return target
                except FileExistsError:
                    name = next(it, None)
                    continue
                except (NotImplementedError, OSError) as exc:
                    if isinstance(exc, OSError) and exc.errno not in _NO_LINK:
                        raise
                    use_link = False     # this file system has no hard links: reserve, then rename
            try:
                xfd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
            except FileExistsError:
                name = next(it, None)
                continue
            os.close(xfd)
            os.replace(tmp, target)
            moved = True
            _fsync_dir(folder)
            return target
        raise FileExistsError(errno.EEXIST, "every name is taken", str(folder / first))
    finally:
        if not moved:
            with contextlib.suppress(OSError):
                os.unlink(tmp)


def _fsync_dir(folder: Path) -> None:
    if hasattr(os, "O_DIRECTORY"):
        with contextlib.suppress(OSError):
            dfd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
            try:
                os.fsync(dfd)
            finally:
                os.close(dfd)


def numbered(stem: str, start: int = 1, width: int = 3) -> Iterable[str]:
    """stem-001.json, stem-002.json, ... from `start` on."""
    n = start
    while True:
        yield f"{stem}-{n:0{width}d}.json"
        n += 1


def first_free(folder: Path, stem: str, width: int = 3, limit: int = 100_000) -> int:
    """The lowest number n for which stem-n.json does not exist now (a hint for write_new)."""
    for n in range(1, limit):
        if not os.path.lexists(folder / f"{stem}-{n:0{width}d}.json"):
            return n
    return limit


def save_copy(match: Any, seats: list[Any]) -> tuple[Path | None, str]:
    """Save a game (core Match with its Seats) under a new name in the player's saves
    folder: the first free `<game>-NNN.json`, created exclusively (write_new), so no file
    is ever replaced. Returns (path, "") or (None, why not, in words)."""
    from ...core.saves import SaveError, dumps_save, save_document
    folder = saves_dir()
    stem = match.setup.game
    try:
        text = dumps_save(save_document(match, seats))
        return write_new(folder, numbered(stem, first_free(folder, stem)), text), ""
    except (SaveError, ValueError) as exc:
        return None, f"Could not save: {exc}"
    except OSError as exc:
        return None, f"Could not save in {folder}: {describe_os_error(exc)}"


# -- listing a saves folder ------------------------------------------------------------------------
@dataclass
class SaveEntry:
    """One *.json file of a saves folder: openable (problem is None) or not, and why."""

    path: Path
    name: str              # for display: the file name without .json, non-UTF-8 bytes replaced
    mtime: float
    problem: str | None = None


def display_name(name: str) -> str:
    """A file name as text: bytes that are not UTF-8 become U+FFFD (they arrive as surrogates)."""
    return os.fsencode(name).decode("utf-8", "replace")


def list_saves(folder: Path, limit: int = SCAN_LIMIT) -> tuple[list[SaveEntry], str | None]:
    """The *.json files of `folder`, newest first, with a problem for each that cannot be
    opened; plus a problem with the folder itself (None when it is fine or just absent).
    Never raises."""
    try:
        it = os.scandir(folder)
    except FileNotFoundError:
        return [], None
    except OSError as exc:
        return [], f"cannot read the folder {display_name(str(folder))}: {describe_os_error(exc)}"
    out: list[SaveEntry] = []
    problem = None
    try:
        with it:
            for i, entry in enumerate(it):
                if i >= limit:
                    problem = f"only the first {limit:,} files of the folder are listed"
                    break
                name = entry.name
                if name.startswith(".") or not name.lower().endswith(".json") \
                        or name.lower().endswith(ANALYSIS_SUFFIX):
                    continue
                out.append(_entry(Path(entry.path), name))
    except OSError as exc:
        problem = f"the folder could not be read completely: {describe_os_error(exc)}"
    out.sort(key=lambda e: (e.problem is not None, -e.mtime))
    return out, problem


def _entry(path: Path, name: str) -> SaveEntry:
    shown = display_name(name)[:-5]
    try:
        st = os.stat(path)
    except FileNotFoundError:
        why = "a link to a file that does not exist" if os.path.lexists(path) else "removed meanwhile"
        return SaveEntry(path, shown, 0.0, why)
    except OSError as exc:
        return SaveEntry(path, shown, 0.0, f"unreadable: {describe_os_error(exc)}")
    if stat.S_ISDIR(st.st_mode):
        return SaveEntry(path, shown, st.st_mtime, "a folder, not a save")
    if not stat.S_ISREG(st.st_mode):
        return SaveEntry(path, shown, st.st_mtime, "not a regular file")
    unreadable = probe_readable(path)
    return SaveEntry(path, shown, st.st_mtime, None if unreadable is None else f"unreadable: {unreadable}")


def probe_readable(path: Path) -> str | None:
    """None when the file can be opened for reading, else the reason (without reading it)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        return describe_os_error(exc)
    os.close(fd)
    return None


def delete_save(path: Path) -> str | None:
    """Delete a save of the player's and the analysis written beside it (never a folder or
    anything else); None once it is gone (also when it was gone already), else why not in a
    few words ("Permission denied"). Never raises."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        return describe_os_error(exc)
    if stat.S_ISDIR(st.st_mode):
        return "it is a folder, not a save"
    try:
        os.unlink(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        return describe_os_error(exc)
    beside = path.with_name(path.name.removesuffix(".json") + ANALYSIS_SUFFIX)
    with contextlib.suppress(OSError):
        if stat.S_ISREG(os.lstat(beside).st_mode):
            os.unlink(beside)
    return None


# -- housekeeping ----------------------------------------------------------------------------------
def remove_stale_temp_files(folders: Iterable[Path] | None = None, age: float = STALE_TEMP_SECONDS,
                            now: float | None = None) -> list[Path]:
    """Remove temporary files that a killed write left behind (`.<name>.*.tmp`, older than
    `age` seconds: a live write renames its temporary file within milliseconds). Never raises."""
    folders = list(folders) if folders is not None else [saves_dir(), config_dir()]
    now = time.time() if now is None else now
    removed = []
    for folder in folders:
        try:
            with os.scandir(folder) as it:
                for i, entry in enumerate(it):
                    if i >= SCAN_LIMIT:
                        break
                    name = entry.name
                    if not (name.startswith(".") and name.endswith(".tmp") and name.count(".") >= 3):
                        continue
                    try:
                        st = entry.stat(follow_symlinks=False)
                        if stat.S_ISREG(st.st_mode) and now - st.st_mtime > age:
                            os.unlink(entry.path)
                            removed.append(Path(entry.path))
                    except OSError:
                        continue
        except OSError:
            continue
    return removed
