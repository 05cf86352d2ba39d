"""The ops the Set 5 cards add to the effect vocabulary (see vocab_set5.py)."""
from __future__ import annotations
