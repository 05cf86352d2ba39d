"""Effect ops first needed by Set 4 (The Dusk Road), Primal, Shadow, multi-faction and factionless cards. Registered on import (effects.py imports every ops module)."""
from __future__ import annotations
