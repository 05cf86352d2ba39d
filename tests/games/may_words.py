"""What the "may means the player chooses" walks share: the words that offer a choice, and
the lines of a rules document that say them (the documents sit beside the checkout, in
../shared/rules; a walk skips its rules part when they are not there)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

WORDS = re.compile(r"\bmay\b|\bup to\b|\bchooses?\b|if the owner chooses", re.IGNORECASE)
RULES_DIR = Path(__file__).resolve().parents[2].parent / "shared" / "rules"


def rules_lines(document: str) -> list[str]:
    """The lines of the rules document `document` (a file name in ../shared/rules) with the words."""
    path = RULES_DIR / document
    if not path.exists():
        pytest.skip("the rules document is not beside this checkout")
    return [line for line in path.read_text(encoding="utf-8").splitlines() if WORDS.search(line)]
