"""Set 4 (The Dusk Road), Fire, Time and Justice cards (and Tribute) in the effect vocabulary: build_cards.py's part module."""
from __future__ import annotations

SPECS: dict[str, dict] = {
}
