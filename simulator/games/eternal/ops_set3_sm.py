"""Effect ops first needed by Set 3 (Omens of the Past), Shadow, multi-faction and factionless cards. Registered on import (effects.py imports every ops module)."""
from __future__ import annotations
