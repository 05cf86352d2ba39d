"""Cards of Sets 3 and 4 with battle damage by Health (Accelerated Impact) and seeing the top card of each deck (Panoptic Guardian), in the effect vocabulary: build_cards.py's part module."""
from __future__ import annotations

SPECS: dict[str, dict] = {
}
