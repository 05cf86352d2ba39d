"""Effect ops first needed by Set 2 (The Fall of Argenport), the cards left after the first pass: modal Choices, Mentor on spells, spell-damage bonuses, transforms, top-of-deck effects and one-offs. Registered on import (effects.py imports every ops module)."""
from __future__ import annotations
