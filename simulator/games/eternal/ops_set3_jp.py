"""Effect ops first needed by Set 3 (Omens of the Past), Justice and Primal cards. Registered on import (effects.py imports every ops module)."""
from __future__ import annotations
