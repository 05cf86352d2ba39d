"""The last cards of Sets 3 and 4 (issue 31's rest) in the effect vocabulary: build_cards.py's part module."""
from __future__ import annotations

from spec_vocab import ENEMY_UNIT, create, kill, op, tgt, trig

TRIBUTE_NOTE = ("Tribute (Set 4; not in 000/003): the game's reminder reads 'If a unit went to your void this turn, "
                "<effect> when you play this' (the Fire/Time/Justice part's reading, conditions tribute and no_tribute).")

MODES_NOTE = ("A Choice: the mode and that mode's target are chosen as it is played (000 4.2: targets are chosen on "
              "play), each mode a way to play it (modes.py).")


def _mode(label: str, *effects: dict, target: dict | None = None) -> dict:
    """One mode of a Choice spell: what the player picks, its target, its effects."""
    out: dict = {"label": label, "effects": list(effects)}
    if target is not None:
        out["target"] = target
    return out

SPELLCRAFT_NOTE = ("Spellcraft (Set 4; not in 000/003): the official reminder reads 'When played, you may also pay its "
                   "Spellcraft cost to play the spell'. As the card is played (its Summon) its player may pay X to create "
                   "and play the spell (a play by an effect, 000 1.3), once (the Set 4 Primal/Shadow part's reading).")

# "the enemy player plays a 1/1 Scorpion with Deadly" (the Scorpion token is Marisen's, specs_set1_time)
SCORPION_FOR_ENEMY = create("scorpion", 1, "board", who="enemy")

SPECS: dict[str, dict] = {
    # --- Stonescar Pickaxe and its spell ------------------------------------------------------------
    "Stonescar Pickaxe": {"triggers": [trig("hit", create("grenadin", 1, "hand")),
                                       trig("summon", op("spellcraft", pay=3, card="quarry"))],
                          "notes": SPELLCRAFT_NOTE + " 'Create and draw' puts the new Grenadin into the hand."},
    "Quarry": {"token": True, "effects": [op("look_draw_cheaper", n=2, less=1)],
               "notes": "Stonescar Pickaxe's spell; the database has it only in a later set (1001), so it is a token "
                        "here (not for decks). The card drawn costs 1 less while it stays in the hand."},
    # --- Amaran Stinger and its Scorpion Traps ------------------------------------------------------
    "Amaran Stinger": {"kw": ["charge"],
                       "triggers": [trig("infiltrate", op("seed_deck", card="scorpion_trap", n=5, where="top_20"))],
                       "notes": "Each Scorpion Trap in turn takes a random place among the top 20 cards of the enemy "
                                "deck (Flamebelcher's seed_deck, the Set 4 Fire/Time/Justice part's op)."},
    "Scorpion Trap": {"token": True, "kw": ["destiny"], "effects": [SCORPION_FOR_ENEMY],
                      "triggers": [trig("discarded", SCORPION_FOR_ENEMY)],
                      "notes": "'When Scorpion Trap goes to your void': it goes there as it resolves (played by its "
                               "Destiny, 003 Destiny) or when it is discarded from hand or deck (003 Discard; a draw "
                               "into a full hand discards it, 000 6.2); each time the enemy player plays a Scorpion."},
    # --- Unchecked Rage ------------------------------------------------------------------------------
    "Unchecked Rage": {"kw": ["reckless"], "aura": {"units": "enemy", "keywords": ["reckless"], "while": {"on_host": True}},
                       "triggers": [trig("summon", op("weapon_aura"))],
                       "notes": "The cursed unit is Reckless as with any curse's skill (000 1.4; a silenced cursed unit "
                                "loses it, 003 Silence), and while the curse is on its unit each other unit of the "
                                "cursed unit's player (the enemy of the curse's player) is Reckless too (Sandglass "
                                "Parma's on_host aura)."},
    # --- Jekk's Choice ------------------------------------------------------------------------------
    "Jekk's Choice": {"effects": [op("choose_mode", modes=[
        _mode("Play a +1/+1 weapon on each of your attacking units", op("play_on_attackers", card="jekk_s_weapon")),
        _mode("Kill an enemy unit not wielding a weapon", kill(), target=tgt("unit", "enemy", no_weapon=True))])],
        "notes": MODES_NOTE + " The +1/+1 weapon is a hand-written token (build_cards.py's RAW): the database has none."},
    # --- Jekk, Lone Gun ------------------------------------------------------------------------------
    "Jekk, Lone Gun": {"kw": ["deadly"],
                       "triggers": [trig("unit_dies", op("void_bind")), trig("enemy_discard", op("void_bind")),
                                    trig("summon", kill(), target=ENEMY_UNIT, **{"if": "tribute"}),
                                    trig("infiltrate", create("bad_news", 1, "hand"))],
                       "notes": TRIBUTE_NOTE + " 'When a unit goes to the enemy void, it gets Voidbound': a unit that "
                                "dies into the enemy void, or a unit card the enemy discards from hand or deck (003 "
                                "Discard), gets Voidbound for good (003 Voidbound); 'create and draw' puts Bad News "
                                "into the hand."},
    # --- Riddle Game ---------------------------------------------------------------------------------
    "Riddle Game": {"effects": [op("draw_per_drawn")],
                    "notes": "Counted as it resolves: the cards its player drew into their hand this turn, the turn's "
                             "draw included (a game keeps the count only when its decks hold a card that reads it; a "
                             "Riddle Game made during a game without one counts none)."},
    # --- Lida's Apprentice ---------------------------------------------------------------------------
    "Lida's Apprentice": {"aura": {"units": "self", "never_silenced": True},
                          "notes": "'Can never be silenced': no silencing effect changes her, in any zone; 'your other "
                                   "cards can't be silenced while you have her': while she is on your playmat, no "
                                   "card of yours in any zone can be silenced (the rest of such an effect, as Bring "
                                   "Down's kill or Vara's Choice's discard, still happens)."},
    # --- Tomb Protector -----------------------------------------------------------------------------
    "Tomb Protector": {"aura": {"units": "self", "unstealable_while_ready": True},
                       "notes": "'Your cards can't be stolen while Tomb Protector is ready': while it is on your "
                                "playmat, not exhausted (a stunned unit is exhausted) and not silenced, no effect "
                                "steals a card of yours (units, weapons, relics, spells, hand cards); the rest of "
                                "such an effect (Abduct's discard, Corrupt's negation) still happens."},
}
