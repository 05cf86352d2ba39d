"""Effect ops first needed by Set 1's Justice cards (and their two-faction partners); registered on
effects.OPS like every other op, usable by any card."""
from __future__ import annotations

from .effects import op  # noqa: F401  (each op here is registered with @op("name"))
