"""Which engine hooks a game can need, known once from the cards in it, so the hooks of Sets 2-4
cost nothing in a game whose cards use none of them (issue 31 item 5, "Speed kept").

Each card of a table gets a mask: its trigger bits (Card.tmask) and the HOOK_* bits below when
its text names a word a registered hook reads (an op, an aura key). A game's mask, state.uses, is
the OR over every card instance in it; it only grows as cards are created or transformed
(note_kind), and a state made any other way keeps -1 (every hook on: slower, never wrong). A hook
is skipped only when no card of the game could make it do anything.
"""
from __future__ import annotations

import re
from typing import Any, Iterable

from .cards import TBIT

HOOK_BANS = 1 << 120     # ability_gates.PLAY_BANS: "can't play cards with that name", Svetya's hush
HOOK_DAMAGE = 1 << 121   # hooks.DAMAGE_WATCH / PLAYER_DAMAGE_WATCH: Little Brother, Unfinished Business
CARD_VARIANTS = 1 << 122  # a Choice or Mentor spell (modes.spell_variants has ways to play it)
CARD_AMPLIFY = 1 << 123   # a card with Amplify (amplify.amplify_variants)
ALL = -1                 # every hook on (a state whose cards were not counted)

# the words (op names, aura keys) of the cards the registered hooks read, by hook bit; a hook
# registered under a name not listed in KNOWN is always run (game_uses), so a new one is never missed
WORDS: dict[int, frozenset[str]] = {
    HOOK_BANS: frozenset({"bar_name", "hush_spells_weapons", "ban_enemy_name", "ban_chosen", "ban_host_name"}),
    HOOK_DAMAGE: frozenset({"stuns_damaged", "doom_on_damage", "unit_damaged"}),
}
KNOWN: dict[int, frozenset[str]] = {   # module.function of the hooks WORDS covers
    HOOK_BANS: frozenset({"simulator.games.eternal.ops_set4_ftj_b._bans",
                          "simulator.games.eternal.ops_set3_jp_b._jp_bans",
                          "simulator.games.eternal.ops_set3_sm._hushed"}),
    HOOK_DAMAGE: frozenset({"simulator.games.eternal.ops_set4_ftj_b._unit_damaged",
                            "simulator.games.eternal.ops_set4_psm_b._stuns_damaged",
                            "simulator.games.eternal.ops_set4_psm_b._sacrifice_dealer"}),
}

_TABLE: tuple[Any, tuple[int, ...]] | None = None   # (the last card table asked about, its masks)


def _quoted() -> dict[int, re.Pattern[str]]:
    """Per hook bit, a pattern finding any of its WORDS as repr quotes a string."""
    return {bit: re.compile("|".join(re.escape(repr(w)) for w in sorted(words))) for bit, words in WORDS.items()}


def _card_mask(card: Any, quoted: dict[int, re.Pattern[str]]) -> int:
    """One card's mask: its trigger bits and the hooks its text can set off (a word of WORDS
    anywhere in its behaviour data, quoted as repr shows a string: at worst a hook on that need
    not be)."""
    mask = int(card.tmask)
    if card.effects or card.triggers or card.abilities or card.aura or card.free_if:
        said = repr((card.effects, card.triggers, card.abilities, card.aura, card.free_if))
        for bit, pattern in quoted.items():
            if pattern.search(said):
                mask |= bit
    return mask


def kind_masks(cards: Any) -> tuple[int, ...]:
    """Each card kind's mask, computed once per card table (kept for the last table asked about)."""
    global _TABLE
    if _TABLE is not None and _TABLE[0] is cards:
        return _TABLE[1]
    from .amplify import amplify_step   # (imported here: both modules import the engine, which imports this one)
    from .modes import is_mentor_spell, modes_of
    quoted = _quoted()
    masks = tuple(_card_mask(c, quoted) | (CARD_VARIANTS if c.is_spell and (modes_of(c) or is_mentor_spell(c)) else 0)
                  | (CARD_AMPLIFY if c.effects and amplify_step(c) is not None else 0) for c in cards)
    if isinstance(cards, tuple):   # a list could change under kept masks
        _TABLE = (cards, masks)
    return masks


def game_uses(kinds: Iterable[int], cards: Any) -> int:
    """The mask of a game holding card instances of `kinds` (state.kinds), with every hook on
    that has a registered function not KNOWN (uncounted)."""
    masks = kind_masks(cards)
    out = _uncounted()
    for k in set(kinds):
        if 0 <= k < len(masks):
            out |= masks[k]
        else:   # a hidden card (-1) or a kind not in the table: assume anything
            return ALL
    return out


def note_kind(st: Any, kind: int) -> None:
    """A card instance of `kind` joins the game or one becomes it: its hooks are on from now (by
    the masks of the game's table, state.masks; a state without them has every hook on already)."""
    masks = st.masks
    st.uses |= masks[kind] if 0 <= kind < len(masks) else ALL


def _uncounted() -> int:
    """The hook bits with a registered function that is not among those KNOWN: its cards are not
    counted, so the hook is always run."""
    from .ability_gates import PLAY_BANS
    from .hooks import DAMAGE_WATCH, PLAYER_DAMAGE_WATCH
    out = 0
    for bit, fns in ((HOOK_BANS, PLAY_BANS), (HOOK_DAMAGE, DAMAGE_WATCH + PLAYER_DAMAGE_WATCH)):
        if any(f"{fn.__module__}.{fn.__qualname__}" not in KNOWN[bit] for fn in fns):
            out |= bit
    return out


HEARD: dict[str, int] = {}   # event -> the trigger bits of every ability acts.raise_watchers may set off


def heard_by(on: str, cursed: dict[str, str], zone_watch: dict[str, Any]) -> int:
    """The trigger bits of the abilities that hear event `on` through acts.raise_watchers: its own,
    a curse's (`cursed`, acts.CURSED_TURN) and those working from a zone (`zone_watch`, acts.ZONE_WATCH,
    which the part modules fill at import, before any game); kept in HEARD."""
    bits = TBIT[on] | (TBIT[cursed[on]] if on in cursed else 0)
    for _, kind in zone_watch.get(on, ()):
        bits |= TBIT[kind]
    HEARD[on] = bits
    return bits
