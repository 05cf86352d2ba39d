"""The ops for battle damage by Health (Accelerated Impact) and seeing the top card of each deck (Panoptic Guardian); the words are added to the vocabulary by vocab_set34_sight.py."""
from __future__ import annotations
