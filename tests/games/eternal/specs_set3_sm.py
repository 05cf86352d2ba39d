"""Set 3 (Omens of the Past), Shadow, multi-faction and factionless cards in the effect vocabulary: build_cards.py's part module."""
from __future__ import annotations

SPECS: dict[str, dict] = {
}
