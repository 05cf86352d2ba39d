"""The ops the Set 3-4 cards add to the effect vocabulary (see vocab_set34.py)."""
from __future__ import annotations
