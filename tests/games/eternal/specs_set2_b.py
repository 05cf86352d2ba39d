"""Set 2 (The Fall of Argenport), the cards left after the first pass: modal Choices, Mentor on spells, spell-damage bonuses, transforms, top-of-deck effects and one-offs in the effect vocabulary: build_cards.py's part module."""
from __future__ import annotations

SPECS: dict[str, dict] = {
}
