"""Cards of Sets 3 and 4 with units that change their unit type (Valkyrie Harvester, Mask Maker) and Sets 3-4's last two readings (Tax Collector, Lieutenant Relia), in the effect vocabulary: build_cards.py's part module."""
from __future__ import annotations

SPECS: dict[str, dict] = {
}
