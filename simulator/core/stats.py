"""Small statistics shared by the bot arena and the player's records: the Wilson score
interval of a proportion (the arena's and the records' 95% intervals are the same numbers)."""
from __future__ import annotations

import math

Z95 = 1.959963984540054        # the normal quantile of a two-sided 95% interval


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (successes may be fractional for draws)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))
