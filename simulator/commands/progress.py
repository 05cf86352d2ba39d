"""A one-line progress bar on stderr, drawn only when stderr is a terminal."""
from __future__ import annotations

import sys
import time
from typing import TextIO

_WIDTH = 30
_REDRAW_S = 0.1   # at most ten redraws a second: a bar must not slow the work it measures


class Progress:
    """`with Progress(total, "selfplay") as bar: ... bar.advance()`; silent unless a TTY."""

    def __init__(self, total: int, label: str, stream: TextIO | None = None,
                 enabled: bool | None = None) -> None:
        self.total = max(0, total)
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        if enabled is None:
            isatty = getattr(self.stream, "isatty", None)
            enabled = bool(isatty and isatty())
        self.enabled = enabled
        self.done = 0
        self._last = 0.0
        self._drawn = False

    def advance(self, n: int = 1) -> None:
        """Count `n` more units of work done and redraw if it is time to."""
        self.done += n
        if not self.enabled:
            return
        now = time.monotonic()
        if now - self._last >= _REDRAW_S or self.done >= self.total:
            self._last = now
            self._draw()

    def _draw(self) -> None:
        frac = min(1.0, self.done / self.total) if self.total else 1.0
        filled = int(frac * _WIDTH)
        bar = "#" * filled + "-" * (_WIDTH - filled)
        self.stream.write(f"\r{self.label} [{bar}] {self.done}/{self.total}")
        self.stream.flush()
        self._drawn = True

    def close(self) -> None:
        """Erase the bar so what follows starts on a clean line."""
        if self.enabled and self._drawn:
            self.stream.write("\r" + " " * (len(self.label) + _WIDTH + 2 * len(str(self.total)) + 6) + "\r")
            self.stream.flush()
            self._drawn = False

    def __enter__(self) -> "Progress":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
