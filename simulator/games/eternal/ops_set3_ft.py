"""Effect ops first needed by Set 3 (Omens of the Past), Fire and Time cards (and Amplify). Registered on import (effects.py imports every ops module)."""
from __future__ import annotations
