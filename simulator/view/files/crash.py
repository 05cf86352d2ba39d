"""Crash reports: what went wrong, written to the player's data folder for a bug report.

`write_report(error, where, context)` writes `<data dir>/crash-reports/crash-<time>.txt`
(created exclusively, never replacing an older report) with the traceback, the game and
its step count, the program version and the platform, and returns a `CrashReport`; when
the folder cannot be written it falls back to the temporary folder and, failing that,
says why. It never raises. The newest KEEP reports are kept.
"""
from __future__ import annotations

import contextlib
import os
import platform
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..style.fonts import clean_text
from .storage import crash_dir, describe_os_error, write_new

KEEP = 50                     # newest crash reports kept
REPORT_LIMIT = 256 * 1024     # characters of one report (a huge message is cut in the middle)
REASON_LIMIT = 240            # characters of the one-line reason shown in the dialog


@dataclass
class CrashReport:
    """One caught exception: the short reason, where its report went (or why it did not)."""

    error: BaseException
    reason: str
    where: str
    context: dict[str, Any] = field(default_factory=dict)
    path: Path | None = None
    write_error: str | None = None
    signature: str = ""
    repeats: int = 1


def program_version() -> str:
    """The installed program's version."""
    try:
        from importlib.metadata import version
        return f"tabletop-simulator {version('tabletop-simulator')}"
    except Exception:
        from ... import __version__
        return f"tabletop-simulator {__version__}"


def short_reason(error: BaseException) -> str:
    """'ZeroDivisionError: division by zero', on one line and not too long."""
    try:
        message = str(error)
    except Exception:
        message = "(the message could not be shown)"
    text = " ".join(f"{type(error).__name__}: {message[:REASON_LIMIT * 2]}".split()) if message \
        else type(error).__name__
    return clean_text(text, REASON_LIMIT)


def signature(error: BaseException, where: str) -> str:
    """What makes two crashes the same one (type, place in the code, stage)."""
    frames = traceback.extract_tb(error.__traceback__)
    last = frames[-1] if frames else None
    spot = f"{last.filename}:{last.lineno}" if last else "?"
    return f"{type(error).__name__}@{spot}@{where}"


def report_text(error: BaseException, where: str, context: dict[str, Any]) -> str:
    """The text of a crash report."""
    try:
        tb = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    except Exception as exc:    # formatting the traceback failed (a broken __str__): say so
        tb = f"(the traceback could not be formatted: {type(exc).__name__})\n"
    if len(tb) > REPORT_LIMIT:
        half = REPORT_LIMIT // 2
        tb = tb[:half] + f"\n... {len(tb) - REPORT_LIMIT:,} characters left out ...\n" + tb[-half:]
    try:
        import pygame
        pg = f"pygame-ce {pygame.version.ver} (SDL {'.'.join(map(str, pygame.get_sdl_version()))})"
    except Exception:
        pg = "pygame: unknown"
    lines = [
        "Tabletop crash report",
        f"time: {time.strftime('%Y-%m-%d %H:%M:%S %z')}",
        f"program: {program_version()}",
        f"python: {sys.version.split()[0]} ({platform.python_implementation()})",
        f"platform: {platform.platform()}",
        f"graphics: {pg}",
        f"where: {where}",
        f"reason: {short_reason(error)}",
    ]
    for key, value in context.items():
        if value in ("", None):
            continue
        lines.append(f"{key}: {clean_text(value, 500)}")
    return "\n".join(lines) + "\n\ntraceback:\n" + tb


def write_report(error: BaseException, where: str, context: dict[str, Any] | None = None,
                 folder: Path | None = None) -> CrashReport:
    """Write a crash report for `error`; never raises."""
    context = dict(context or {})
    report = CrashReport(error, short_reason(error), where, context, signature=signature(error, where))
    try:
        text = report_text(error, where, context)
    except Exception as exc:
        text = f"Tabletop crash report\nreason: {report.reason}\n(the report failed: {type(exc).__name__})\n"
    stamp = time.strftime("%Y%m%d-%H%M%S")
    names = [f"crash-{stamp}.txt"] + [f"crash-{stamp}-{n}.txt" for n in range(2, 1000)]
    targets = [folder or _crash_dir(), Path(tempfile.gettempdir()) / "tabletop-crash-reports"]
    for target in targets:
        try:
            report.path = write_new(target, names, text)
            report.write_error = None
            _prune(target)
            break
        except Exception as exc:
            if report.write_error is None:
                report.write_error = f"{clean_text(str(target), 200)}: {describe_os_error(exc)}"
    with contextlib.suppress(Exception):
        print(text if report.path is None else f"Tabletop: {report.reason} (crash report: {report.path})",
              file=sys.stderr)
    return report


def _crash_dir() -> Path:
    try:
        return crash_dir()
    except Exception:
        return Path(tempfile.gettempdir()) / "tabletop-crash-reports"


def _prune(folder: Path) -> None:
    """Keep the newest KEEP reports."""
    with contextlib.suppress(OSError):
        reports = sorted((e for e in os.scandir(folder) if e.name.startswith("crash-") and e.name.endswith(".txt")),
                         key=lambda e: e.stat().st_mtime, reverse=True)
        for old in reports[KEEP:]:
            with contextlib.suppress(OSError):
                os.unlink(old.path)
