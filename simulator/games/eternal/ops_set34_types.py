"""The ops for units that change their unit type (Valkyrie Harvester, Mask Maker) and Sets 3-4's last two readings (Tax Collector, Lieutenant Relia); the words are added to the vocabulary by vocab_set34_types.py."""
from __future__ import annotations
