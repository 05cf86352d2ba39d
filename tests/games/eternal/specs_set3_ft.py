"""Set 3 (Omens of the Past), Fire and Time cards (and Amplify) in the effect vocabulary: build_cards.py's part module."""
from __future__ import annotations

SPECS: dict[str, dict] = {
}
