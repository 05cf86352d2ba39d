"""Pool b's units whose printed text is only keywords (or nothing), as shared tests driven by
their printed text: each unit is played from hand and has exactly its printed stats and
skills in play, and each of its skills does what 003 ("Battle Skills", "Other Abilities")
says, checked in play. Test ids are the card ids.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from collections.abc import Callable

import pytest

from simulator.core.actions import Action
from simulator.games.eternal.cards import KEYWORDS, KW
from simulator.games.eternal.stats import has, keywords

from .helpers import (
    CARDS,
    IDX,
    attack,
    block,
    board,
    check_play,
    choose,
    find,
    hand,
    pass_,
    play,
    resolve_stack,
    table,
    unit_stats,
)

# card id -> (cost, Strength, Health, text) as printed (../shared/cards/eternal/eternal-cards.json)
PRINTED: dict[str, tuple[int, int, int, str]] = {
    "stalwart_silverwing": (2, 1, 1, "Flying, Revenge"),
    "east_wind_herald": (2, 1, 3, "Flying"),
    "skysnapper": (3, 3, 1, "Flying, Reckless"),
    "jotun_warrior": (5, 3, 5, ""),
    "sapphire_dragon": (6, 6, 4, "Flying, Overwhelm"),
    "aerial_ace": (5, 2, 3, "Flying, Aegis"),
    "skycrag_wyvarch": (5, 3, 3, "Flying, Killer"),
    "araktodon": (7, 5, 6, "Overwhelm"),
    "scaly_gruan": (2, 1, 4, ""),
    "enraged_araktodon": (7, 6, 6, "Berserk"),
    "speardiver": (6, 2, 5, "Flying, Berserk"),
    "cloudsnake_hatchling": (1, 1, 2, "Flying"),
    "direfang_spider": (1, 1, 1, "Deadly"),
    "cabal_cutthroat": (2, 2, 2, "Lifesteal"),
    "lethrai_nightblade": (3, 2, 2, "Unblockable"),
    "back_alley_bouncer": (4, 4, 3, ""),
    "horsesnatcher_bat": (6, 5, 3, "Flying, Quickdraw"),
    "ashara_the_deadshot": (5, 6, 3, "Deadly, Quickdraw"),
    "direwood_rampager": (6, 6, 4, ""),
    "xenan_destroyer": (3, 3, 3, "Lifesteal, Reckless"),
    "tock_tick": (1, 1, 1, "Revenge"),
    "fearless_nomad": (1, 3, 1, "Overwhelm"),
    "battleblur_centaur": (4, 2, 5, "Charge, Endurance"),
    "renegade_valkyrie": (4, 1, 2, "Flying, Double Damage"),
    "copperhall_elite": (4, 4, 4, "Aegis, Overwhelm"),
    "karmic_guardian": (4, 1, 4, "Flying, Endurance, Lifesteal"),
    "twilight_raptor": (1, 2, 2, "Flying"),
    "storm_lynx": (2, 2, 3, "Ambush"),
    "pteriax_hatchling": (3, 2, 1, "Flying, Echo"),
    "hunting_pteriax": (5, 5, 3, "Flying, Ambush"),
}
KEYWORD_UNITS = list(PRINTED)


def printed_keywords(card_id: str) -> set[str]:
    """The skills named in the card's printed text ("Flying, Double Damage" -> flying,
    double_damage); the text must be nothing but skills."""
    text = PRINTED[card_id][3]
    words = [w.strip().lower().replace(" ", "_") for w in text.replace("\n", ",").split(",") if w.strip()]
    assert all(w in KEYWORDS for w in words), f"{card_id}: {text!r} is not only keywords"
    return set(words)


def _skip_berserk(m) -> None:
    """Answer a Berserk choice (000 3.31) with no second attack."""
    if m.state.choice is not None:
        choose(m, 0, "done")


def _after_combat(m) -> None:
    for _ in range(30):
        if m.state.phase == "main2" and not m.state.stack and m.state.choice is None:
            return
        if m.state.phase == "block" and not m.state.stack and m.state.choice is None:
            m.apply(Action("block", m.decision().seat, choice="done"))
        else:
            pass_(m)
    raise AssertionError("never reached main2")


@pytest.mark.parametrize("card_id", KEYWORD_UNITS, ids=KEYWORD_UNITS)
def test_keyword_unit_has_its_printed_stats_and_keywords_in_play(card_id: str):
    """Played from hand (000 1.3: a unit enters its controller's playmat), the unit has its
    printed Strength/Health and exactly the skills its text names (000 1.4)."""
    cost, strength, health, text = PRINTED[card_id]
    assert CARDS[IDX[card_id]].text == text
    m = table(hands={0: [card_id]}, power=(10, 10))
    play(m, 0, card_id)
    resolve_stack(m)
    assert board(m, 0) == [card_id]
    u = find(m, card_id, 0)
    assert unit_stats(m, u) == (strength, health)
    assert m.state.power[0] == 10 - cost
    got = {k for k in KEYWORDS if keywords(m.state, CARDS, u) & KW[k]}
    assert got == printed_keywords(card_id)
    assert m.state.info[u].shield == ("aegis" in got)


# --- each skill at work ----------------------------------------------------------------------

def _blocker_for(m, u: int) -> str:
    """An enemy unit able to block `u` (Flying is blocked only by Flying, 000 3.32)."""
    return "cloudsnake_hatchling" if has(m.state, CARDS, u, "flying") else "yeti_spy"


def check_flying(card_id: str) -> None:
    """003 Flying: only units with Flying can block it."""
    m = table(boards={0: [card_id], 1: ["jotun_warrior", "cloudsnake_hatchling"]})
    u = find(m, card_id, 0)
    attack(m, 0, u)
    _skip_berserk(m)
    blockers = {a.card for a in m.legal_actions() if a.kind == "block" and a.target == u}
    assert blockers == {find(m, "cloudsnake_hatchling", 1)}


def check_revenge(card_id: str) -> None:
    """003 Revenge: killed, it goes into the top ten cards of its deck, gains Destiny and
    loses Revenge."""
    m = table(turn=1, hands={1: ["deathstrike"]}, boards={0: [card_id]})
    u = find(m, card_id, 0)
    play(m, 1, "deathstrike", u)
    resolve_stack(m)
    assert board(m, 0) == [] and u in m.state.decks[0][-10:]
    assert has(m.state, CARDS, u, "destiny") and not has(m.state, CARDS, u, "revenge")


def check_reckless(card_id: str) -> None:
    """003 Reckless: it must attack if possible: it joins an attack by another unit."""
    m = table(boards={0: [card_id, "scaly_gruan"]})
    u = find(m, card_id, 0)
    m.apply(Action("attack", 0, find(m, "scaly_gruan", 0)))
    assert u in m.state.attackers
    m = table(boards={0: [card_id]})
    pass_(m, 0)                                   # passing the First Main Phase: it attacks anyway
    assert m.state.health[1] == 25 - PRINTED[card_id][1] * (2 if has(m.state, CARDS, find(m, card_id, 0), "double_damage") else 1)


def check_overwhelm(card_id: str) -> None:
    """003 Overwhelm: battle damage beyond what kills the blocker goes to the enemy player."""
    m = table(boards={0: [card_id]})
    u = find(m, card_id, 0)
    blocker = _blocker_for(m, u)
    m = table(boards={0: [card_id], 1: [blocker]})
    u, b = find(m, card_id, 0), find(m, blocker, 1)
    excess = unit_stats(m, u)[0] - unit_stats(m, b)[1]
    assert excess > 0
    attack(m, 0, u)
    block(m, 1, (b, u))
    _after_combat(m)
    assert board(m, 1) == [] and m.state.health[1] == 25 - excess


def check_aegis(card_id: str) -> None:
    """003 Aegis: the first enemy spell on it is negated (it enters with a shield)."""
    m = table(turn=1, hands={0: [card_id], 1: ["torch"]})
    m.state.turn = 0
    m._legal_cache = None
    play(m, 0, card_id)
    u = find(m, card_id, 0)
    assert m.state.info[u].shield
    pass_(m, 0)
    play(m, 1, "torch", u)
    resolve_stack(m)
    assert card_id in board(m, 0) and m.state.info[u].dmg == 0 and not m.state.info[u].shield


def check_killer(card_id: str) -> None:
    """000 4.3 / 003 Killer: it may attack an enemy unit directly; they fight."""
    m = table(boards={0: [card_id], 1: ["scaly_gruan"]})
    u, g = find(m, card_id, 0), find(m, "scaly_gruan", 1)
    m.apply(Action("attack", 0, u, g))
    resolve_stack(m)
    assert m.state.info[g].dmg == unit_stats(m, u)[0] or "scaly_gruan" not in board(m, 1)
    assert m.state.info[u].ex and m.state.health[1] == 25


def check_berserk(card_id: str) -> None:
    """000 3.31 / 003 Berserk: chosen, it attacks a second time; unblocked, it hits twice."""
    m = table(boards={0: [card_id]})
    u = find(m, card_id, 0)
    atk = unit_stats(m, u)[0]
    attack(m, 0, u)
    if m.state.choice is not None:
        choose(m, 0, u)
    _after_combat(m)
    assert m.state.health[1] == 25 - 2 * atk


def check_deadly(card_id: str) -> None:
    """003 Deadly: any damage it deals to a unit kills it (a 1/14 blocker here)."""
    m = table(boards={0: [card_id], 1: ["scaly_gruan"]})
    u, g = find(m, card_id, 0), find(m, "scaly_gruan", 1)
    m.state.info[g].hp = 10
    m._legal_cache = None
    attack(m, 0, u)
    block(m, 1, (g, u))
    _after_combat(m)
    assert "scaly_gruan" not in board(m, 1)


def check_lifesteal(card_id: str) -> None:
    """003 Lifesteal: its damage heals its player as much."""
    m = table(boards={0: [card_id]}, health=(10, 25))
    u = find(m, card_id, 0)
    atk = unit_stats(m, u)[0]
    attack(m, 0, u)
    _after_combat(m)
    assert m.state.health == [10 + atk, 25 - atk]


def check_quickdraw(card_id: str) -> None:
    """003 Quickdraw: attacking, it deals its damage first; a blocker it kills deals none back."""
    m = table(boards={0: [card_id], 1: ["cloudsnake_hatchling"]})
    u, b = find(m, card_id, 0), find(m, "cloudsnake_hatchling", 1)
    m.state.info[b].atk = 20                                            # would kill it if it struck back
    m._legal_cache = None
    attack(m, 0, u)
    block(m, 1, (b, u))
    _after_combat(m)
    assert board(m, 1) == [] and card_id in board(m, 0) and m.state.info[u].dmg == 0


def check_double_damage(card_id: str) -> None:
    """003 Double Damage: it deals twice its Strength."""
    m = table(boards={0: [card_id]})
    u = find(m, card_id, 0)
    atk = unit_stats(m, u)[0]
    attack(m, 0, u)
    _after_combat(m)
    assert m.state.health[1] == 25 - 2 * atk


def check_unblockable(card_id: str) -> None:
    """003 Unblockable: no blocker may be assigned to it."""
    m = table(boards={0: [card_id], 1: ["jotun_warrior", "cloudsnake_hatchling"]})
    u = find(m, card_id, 0)
    attack(m, 0, u)
    assert not [a for a in m.legal_actions() if a.kind == "block" and a.target == u]


def check_charge(card_id: str) -> None:
    """003 Charge: it can attack the turn it is played."""
    m = table(hands={0: [card_id]})
    play(m, 0, card_id)
    u = find(m, card_id, 0)
    assert [a for a in m.legal_actions() if a.kind == "attack" and a.card == u]
    attack(m, 0, u)
    _after_combat(m)
    assert m.state.health[1] == 25 - unit_stats(m, u)[0]


def check_endurance(card_id: str) -> None:
    """003 Endurance: it can't be stunned, and it readies at the start of each player's turn
    (it attacks and is ready to block in the enemy's turn)."""
    m = table(turn=1, hands={1: ["jarrall_s_frostkin"]}, boards={0: [card_id]})
    u = find(m, card_id, 0)
    play(m, 1, "jarrall_s_frostkin")
    resolve_stack(m)
    assert not m.state.info[u].ex and not m.state.info[u].stun
    m = table(boards={0: [card_id]})
    u = find(m, card_id, 0)
    attack(m, 0, u)
    _after_combat(m)
    assert m.state.info[u].ex
    pass_(m, 0)
    assert m.state.turn == 1 and not m.state.info[u].ex


def check_ambush(card_id: str) -> None:
    """000 4.1 / 003 Ambush: played during the enemy's attack, before blockers; it can block."""
    m = table(turn=1, hands={0: [card_id]}, boards={1: ["jotun_warrior"]})
    assert check_play(m, 0, card_id) is not None                        # not in the enemy's main phase
    j = find(m, "jotun_warrior", 1)
    attack(m, 1, j)
    play(m, 0, card_id)
    u = find(m, card_id, 0)
    assert [a for a in m.legal_actions() if a.kind == "block" and a.card == u and a.target == j]
    m = table(turn=1, hands={0: [card_id]})
    pass_(m, 1)                                   # 000 4.1: or at the end of the enemy's turn
    assert m.state.phase == "end" and m.decision().seat == 0
    play(m, 0, card_id)
    assert board(m, 0) == [card_id]


def check_echo(card_id: str) -> None:
    """003 Echo: drawing it puts a copy of it in hand too."""
    m = table(turn=1, decks={0: [card_id]})
    pass_(m, 1)
    assert hand(m, 0) == [card_id, card_id]


CHECKS: dict[str, Callable[[str], None]] = {
    "flying": check_flying, "revenge": check_revenge, "reckless": check_reckless, "overwhelm": check_overwhelm,
    "aegis": check_aegis, "killer": check_killer, "berserk": check_berserk, "deadly": check_deadly,
    "lifesteal": check_lifesteal, "quickdraw": check_quickdraw, "double_damage": check_double_damage,
    "unblockable": check_unblockable, "charge": check_charge, "endurance": check_endurance,
    "ambush": check_ambush, "echo": check_echo,
}
PAIRS = [(c, k) for c in KEYWORD_UNITS for k in sorted(printed_keywords(c))]


@pytest.mark.parametrize("card_id,keyword", PAIRS, ids=[f"{c}-{k}" for c, k in PAIRS])
def test_keyword_unit_printed_keyword_works_in_play(card_id: str, keyword: str):
    """Each skill printed on the unit does what 003 says (see the check_* docstrings)."""
    CHECKS[keyword](card_id)


@pytest.mark.parametrize("card_id", [c for c in KEYWORD_UNITS if not printed_keywords(c)])
def test_vanilla_unit_fights_with_its_printed_stats(card_id: str):
    """A unit with no text: it attacks for its printed Strength (000 3.3)."""
    m = table(boards={0: [card_id]})
    u = find(m, card_id, 0)
    attack(m, 0, u)
    _after_combat(m)
    assert m.state.health[1] == 25 - PRINTED[card_id][1]
