"""The ops the Set 1-2 cards add to the effect vocabulary (see vocab_set12.py)."""
from __future__ import annotations
