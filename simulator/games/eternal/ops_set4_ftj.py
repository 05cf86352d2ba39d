"""Effect ops first needed by Set 4 (The Dusk Road), Fire, Time and Justice cards (and Tribute). Registered on import (effects.py imports every ops module)."""
from __future__ import annotations
