"""The last cards of Sets 3 and 4 (issue 31's rest) in the effect vocabulary: build_cards.py's part module."""
from __future__ import annotations

from spec_vocab import create, op, trig

SPELLCRAFT_NOTE = ("Spellcraft (Set 4; not in 000/003): the official reminder reads 'When played, you may also pay its "
                   "Spellcraft cost to play the spell'. As the card is played (its Summon) its player may pay X to create "
                   "and play the spell (a play by an effect, 000 1.3), once (the Set 4 Primal/Shadow part's reading).")

SPECS: dict[str, dict] = {
    # --- Stonescar Pickaxe and its spell ------------------------------------------------------------
    "Stonescar Pickaxe": {"triggers": [trig("hit", create("grenadin", 1, "hand")),
                                       trig("summon", op("spellcraft", pay=3, card="quarry"))],
                          "notes": SPELLCRAFT_NOTE + " 'Create and draw' puts the new Grenadin into the hand."},
    "Quarry": {"token": True, "effects": [op("look_draw_cheaper", n=2, less=1)],
               "notes": "Stonescar Pickaxe's spell; the database has it only in a later set (1001), so it is a token "
                        "here (not for decks). The card drawn costs 1 less while it stays in the hand."},
}
