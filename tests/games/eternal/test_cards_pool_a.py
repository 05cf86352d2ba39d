"""A test per card of the pool, part A: the power cards (Sigils, Banners, Monuments,
Crests), the tokens the Monuments transmute into, and every unit or weapon whose printed
text is only skills (or nothing), in tests driven from the printed text. Each test plays
the card through Match.apply and checks what the card says.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide).
Cards with other text are in test_cards_pool_a_b.py (Fire) and test_cards_pool_a_c.py (Time, Justice)."""
import pytest

from simulator.core.actions import Action
from simulator.games.eternal.cards import FACTIONS, KW
from simulator.games.eternal.stats import keywords, warcry

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


def _until_turn_of(m, seat: int, limit: int = 10) -> None:
    """Pass until `seat`'s First Main Phase."""
    for _ in range(limit):
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack:
            return
        pass_(m)
    raise AssertionError("never reached that player's turn")


def _influence(m, seat: int) -> dict[str, int]:
    return dict(zip(FACTIONS, m.state.influence[seat]))


# --- powers ------------------------------------------------------------------------------

SIGILS = [("fire_sigil", "F"), ("time_sigil", "T"), ("justice_sigil", "J"), ("primal_sigil", "P"),
          ("shadow_sigil", "S")]


@pytest.mark.parametrize("card_id,faction", SIGILS, ids=[c for c, _ in SIGILS])
def test_sigil_gives_one_power_and_one_influence_of_its_faction(card_id, faction):
    """Sigils (no text; influence {X}): 000 1.3 "When a power card is played, that player
    gains one power (and one maximum power) ... unlocking influence"; 003 Power/Sigil: not
    depleted, so the available power rises too."""
    m = table(hands={0: [card_id]}, power=(3, 3), influence=0)
    play(m, 0, card_id)
    st = m.state
    assert (st.power[0], st.max_power[0]) == (4, 4)
    assert _influence(m, 0) == {f: int(f == faction) for f in FACTIONS}
    assert [CARDS[st.kinds[c]].id for c in st.powers[0]] == [card_id] and hand(m, 0) == []
    assert st.power_played   # 000 1.3: only one power card each turn


BANNERS = [("rakano_banner", "FJ"), ("stonescar_banner", "FS"), ("combrei_banner", "TJ"),
           ("feln_banner", "PS"), ("elysian_banner", "TP")]


@pytest.mark.parametrize("card_id,factions", BANNERS, ids=[c for c, _ in BANNERS])
def test_banner_gains_two_influence_and_is_depleted_unless_you_have_a_unit(card_id, factions):
    """Banners: "Gain {X}{Y}. Depleted unless you have a unit." 003 Depleted: a depleted power
    only raises the maximum power. With a unit on the playmat the Banner gives power at once."""
    m = table(hands={0: [card_id]}, power=(3, 3), influence=0)
    play(m, 0, card_id)
    assert (m.state.power[0], m.state.max_power[0]) == (3, 4)          # no unit: depleted
    assert _influence(m, 0) == {f: int(f in factions) for f in FACTIONS}
    m = table(hands={0: [card_id]}, boards={0: ["argenport_soldier"]}, power=(3, 3), influence=0)
    play(m, 0, card_id)
    assert (m.state.power[0], m.state.max_power[0]) == (4, 4)          # a unit: not depleted
    assert _influence(m, 0) == {f: int(f in factions) for f in FACTIONS}


MONUMENTS = [("amber_monument", "T", "rhinarc", (5, 5), ["overwhelm"]),
             ("cobalt_monument", "P", "stormdancer", (4, 4), ["flying"]),
             ("amethyst_monument", "S", "puma", (4, 4), ["lifesteal"])]


@pytest.mark.parametrize("card_id,faction,into,stats_,skills", MONUMENTS, ids=[c[0] for c in MONUMENTS])
def test_monument_is_depleted_gains_influence_and_transmutes_at_5(card_id, faction, into, stats_, skills):
    """Monuments: "Depleted. Gain {X}. Transmute 5: <token>." 003 Depleted; 003 Transmute X:
    "If a card with transmute is not played before its controller's maximum power reaches X,
    that card is transformed". The token is played and has its printed numbers and skill."""
    m = table(hands={0: [card_id]}, power=(2, 2), influence=0)
    play(m, 0, card_id)
    assert (m.state.power[0], m.state.max_power[0]) == (2, 3)
    assert _influence(m, 0) == {f: int(f == faction) for f in FACTIONS}
    m = table(hands={0: ["fire_sigil", card_id]}, decks={0: [card_id]}, power=(4, 4))
    mon = find(m, card_id, 0, "hands")
    play(m, 0, "fire_sigil")                                          # maximum power 5
    assert CARDS[m.state.kinds[mon]].id == into and hand(m, 0) == [into]
    assert CARDS[m.state.kinds[m.state.decks[0][-1]]].id == into      # "wherever it is"
    play(m, 0, into)
    t = find(m, into, 0)
    assert unit_stats(m, t) == stats_
    assert keywords(m.state, CARDS, t) == sum(KW[k] for k in skills)


CRESTS = [("crest_of_impulse", "FT"), ("crest_of_wisdom", "TP"), ("crest_of_vengeance", "JS"),
          ("crest_of_fury", "FP")]


@pytest.mark.parametrize("card_id,factions", CRESTS, ids=[c for c, _ in CRESTS])
def test_crest_is_depleted_gains_two_influence_and_scouts(card_id, factions):
    """Crests: "Depleted. Gain {X}{Y}. Scout." 003 Depleted; 003 Scout: "Look at the top card
    of your deck. Then choose to leave it on top of your deck, or move it to the bottom"."""
    m = table(hands={0: [card_id]}, decks={0: ["vanquish"]}, power=(3, 3), influence=0)
    play(m, 0, card_id)
    assert (m.state.power[0], m.state.max_power[0]) == (3, 4)
    assert _influence(m, 0) == {f: int(f in factions) for f in FACTIONS}
    assert m.state.choice is not None and m.decision().seat == 0
    choose(m, 0, "bottom")
    deck = m.state.decks[0]
    assert CARDS[m.state.kinds[deck[0]]].id == "vanquish" and CARDS[m.state.kinds[deck[-1]]].id != "vanquish"
    m = table(hands={0: [card_id]}, decks={0: ["vanquish"]})
    play(m, 0, card_id)
    choose(m, 0, "top")
    assert CARDS[m.state.kinds[m.state.decks[0][-1]]].id == "vanquish"


# --- units and weapons whose text is only skills (or nothing) ------------------------------
# (card id, cost, strength, health, printed text) as printed; the skills are read from the text.

VANILLA_UNITS = [
    ("sentinel", 5, 5, 5), ("wisp", 1, 1, 1), ("pyre_adept", 2, 3, 1), ("centaur_outrider", 4, 5, 2),
    ("sand_warrior", 0, 3, 3), ("bold_adventurer", 2, 2, 3), ("towering_terrazon", 5, 6, 5),
    ("argenport_soldier", 2, 3, 2), ("copperhall_recruit", 4, 2, 5),
]

SKILL_UNITS = [
    ("magmahound", 5, 4, 1, "Charge"), ("rhinarc", 5, 5, 5, "Overwhelm"), ("stormdancer", 5, 4, 4, "Flying"),
    ("puma", 5, 4, 4, "Lifesteal"),   # 4/4 as Amethyst Monument prints it (the database row says 3/3)
    ("titan", 2, 6, 6, "Endurance, Aegis"), ("serpent_hatchling", 2, 2, 2, "Flying"),
    ("blazing_renegade", 2, 2, 1, "Charge"), ("oni_striker", 5, 3, 2, "Charge, Quickdraw"),
    ("dusthoof_brawler", 5, 5, 3, "Overwhelm"), ("frontline_cyclops", 6, 6, 6, "Reckless, Warcry"),
    ("steelbound_dragon", 7, 7, 7, "Flying, Overwhelm"), ("rakano_outlaw", 2, 2, 2, "Quickdraw, Warcry"),
    ("rakano_flagbearer", 3, 1, 1, "Warcry 2"), ("blinkwolf", 2, 2, 1, "Warp"), ("humbug", 1, 1, 1, "Flying"),
    ("dune_phantom", 3, 0, 6, "Flying, Ambush"), ("scorpion_wasp", 3, 1, 1, "Flying, Ambush, Deadly"),
    ("towertop_patrol", 4, 1, 5, "Flying"), ("predatory_carnosaur", 6, 5, 6, "Killer"),
    ("ancient_terrazon", 7, 8, 8, "Invulnerable to damage."), ("horned_vorlunk", 4, 3, 4, "Overwhelm"),
    ("twinbrood_sauropod", 5, 5, 4, "Echo"), ("awakened_sentinel", 5, 3, 5, "Endurance, Warp"),
    ("steadfast_deputy", 1, 1, 1, "Aegis"), ("minotaur_grunt", 2, 1, 3, "Warcry"),
    ("crownwatch_paladin", 2, 2, 2, "Aegis, Warcry"), ("silverwing_familiar", 3, 1, 1, "Flying, Aegis, Lifesteal"),
    ("auric_sentry", 3, 1, 5, "Endurance, Warcry"), ("hooru_fledgling", 5, 3, 3, "Flying"),
    ("rolant_s_honor_guard", 6, 5, 5, "Flying, Lifesteal"), ("fourth_tree_elder", 6, 4, 6, "Flying, Endurance"),
]

WEAPONS = [
    ("gemblade", 5, 3, 3, ""), ("heavy_axe", 1, 2, 1, ""), ("morningstar", 4, 3, 3, "Overwhelm"),
    ("warhelm", 1, 1, 0, "Charge, Warcry"), ("crownwatch_longsword", 2, 2, 2, ""),
    ("stalwart_shield", 4, 1, 3, "Endurance"), ("valkyrie_wings", 6, 2, 4, "Flying, Aegis"),
]

RELIC_WEAPONS = [("magma_javelin", 4, 4, 1), ("mithril_mace", 5, 3, 4)]

CARRIER = "argenport_soldier"   # the 3/2 unit a weapon is played on


def printed_skills(text: str) -> tuple[list[str], int]:
    """The skills a text names (003 Battle Skills, Other Abilities) and its Warcry X."""
    skills, cry = [], 0
    for word in (w.strip(" .") for w in text.split(",") if w.strip()):
        if word.startswith("Warcry"):
            cry = int(word.split()[1]) if " " in word else 1
        elif word == "Invulnerable to damage":
            skills.append("invulnerable")
        else:
            skills.append(word.lower())
    return skills, cry


@pytest.mark.parametrize("card_id,cost,strength,health", VANILLA_UNITS, ids=[c[0] for c in VANILLA_UNITS])
def test_vanilla_unit_is_played_with_its_printed_numbers(card_id, cost, strength, health):
    """Units with no text: 000 1.3 "When a unit card is played, it is put into the playmat
    zone", ready, its power cost deducted; it has its printed numbers and no skills."""
    m = table(hands={0: [card_id]}, power=(7, 7))
    play(m, 0, card_id)
    u = find(m, card_id, 0)
    assert board(m, 0) == [card_id] and m.state.power[0] == 7 - cost and not m.state.info[u].ex
    assert unit_stats(m, u) == (strength, health)
    assert keywords(m.state, CARDS, u) == 0 and warcry(m.state, CARDS, u) == 0


@pytest.mark.parametrize("card_id,cost,strength,health,text", SKILL_UNITS, ids=[c[0] for c in SKILL_UNITS])
def test_keyword_unit_has_its_printed_keywords_in_play(card_id, cost, strength, health, text):
    """Units whose text is only skills: played from hand (000 1.3), the unit on the playmat
    has its printed numbers and exactly the skills (and Warcry X) its text names (000 1.4
    "A skill on a unit belongs to the unit itself")."""
    skills, cry = printed_skills(text)
    m = table(hands={0: [card_id]}, power=(7, 7))
    play(m, 0, card_id)
    u = find(m, card_id, 0)
    assert m.state.power[0] == 7 - cost and unit_stats(m, u) == (strength, health)
    assert keywords(m.state, CARDS, u) == sum(KW[k] for k in skills)
    assert warcry(m.state, CARDS, u) == cry
    assert m.state.info[u].shield == ("aegis" in skills)   # 003 Aegis: it enters with a shield


@pytest.mark.parametrize("card_id,cost,strength,health,text", WEAPONS, ids=[c[0] for c in WEAPONS])
def test_weapon_gives_its_wielder_its_printed_stats_and_skills(card_id, cost, strength, health, text):
    """Weapons: 000 1.3 "The weapon adds its stats and abilities to the unit's"; 000 1.4 "A
    skill on a weapon gives that skill to the unit it is attached to"."""
    skills, cry = printed_skills(text)
    m = table(hands={0: [card_id]}, boards={0: [CARRIER]}, power=(7, 7))
    u = find(m, CARRIER, 0)
    assert check_play(m, 0, card_id) is not None            # it needs a unit of yours
    play(m, 0, card_id, u)
    assert m.state.power[0] == 7 - cost and unit_stats(m, u) == (3 + strength, 2 + health)
    assert keywords(m.state, CARDS, u) == sum(KW[k] for k in skills) and warcry(m.state, CARDS, u) == cry


@pytest.mark.parametrize("card_id,cost,strength,health", RELIC_WEAPONS, ids=[c[0] for c in RELIC_WEAPONS])
def test_relic_weapon_gives_armor_and_attacks_an_enemy_unit(card_id, cost, strength, health):
    """Relic weapons with no text: 000 1.3 they "attach to the player directly"; 000 4.31 the
    player gains armor equal to its health; 000 4.3 the player attacks an enemy unit with it,
    dealing its strength."""
    m = table(hands={0: [card_id]}, boards={1: ["towertop_patrol"]}, power=(7, 7))
    play(m, 0, card_id)
    w = m.state.weapon[0]
    assert CARDS[m.state.kinds[w]].id == card_id and m.state.power[0] == 7 - cost
    assert m.state.armor[0] == health
    t = find(m, "towertop_patrol", 1)                        # a 1/5
    m.apply(Action("attack", 0, w, t))
    resolve_stack(m)
    assert unit_stats(m, t) == (1, 5 - strength)
    if health > 1:                                           # the 1/5 hits back: 1 armor lost
        assert m.state.armor[0] == health - 1 and m.state.weapon[0] == w
    else:                                                    # 000 4.31: no armor left, it breaks
        assert m.state.weapon[0] == -1 and CARDS[m.state.kinds[m.state.voids[0][-1]]].id == card_id


# Each skill checked at work, on the unit itself or on the unit wielding the weapon.

def _field(card_id: str, *, enemy=(), enemy_hand=(), deck=(), health=(25, 25), new=False, mine=()):
    """A position on player 1's turn with the card on the playmat (a weapon played on a 3/2
    carrier); returns the match and the unit that has the skills."""
    card = CARDS[IDX[card_id]]
    if card.type == "unit":
        m = table(boards={0: [card_id, *mine], 1: list(enemy)}, hands={1: list(enemy_hand)},
                  decks={0: list(deck)}, health=health)
        u = find(m, card_id, 0)
    else:
        m = table(boards={0: [CARRIER, *mine], 1: list(enemy)}, hands={0: [card_id], 1: list(enemy_hand)},
                  decks={0: list(deck)}, health=health)
        u = find(m, CARRIER, 0)
        play(m, 0, card_id, u)
    if new:
        m.state.info[u].entered = m.state.turn_no
        m._legal_cache = None
    return m, u


def _attack_unblocked(m, u) -> None:
    attack(m, 0, u)
    block(m, 1)
    resolve_stack(m)


def check_charge(card_id):
    """003 Charge: "An unit with charge may attack the turn it enters the battlefield"."""
    m, u = _field(card_id, new=True)
    strength = unit_stats(m, u)[0]
    assert m.check(Action("attack", 0, u)) is None
    _attack_unblocked(m, u)
    assert m.state.health[1] == 25 - strength


def check_flying(card_id):
    """003 Flying: "Units with flying can only be blocked by other units with flying"; a
    flying unit can block one (a unit with no strength is checked as the blocker)."""
    m, u = _field(card_id, enemy=["copperhall_recruit", "east_wind_herald"])
    ground, flyer = find(m, "copperhall_recruit", 1), find(m, "east_wind_herald", 1)
    if unit_stats(m, u)[0] > 0:
        attack(m, 0, u)
        assert m.check(Action("block", 1, ground, u)) is not None
        assert m.check(Action("block", 1, flyer, u)) is None
        return
    m = table(turn=1, boards={0: [card_id, "copperhall_recruit"], 1: ["east_wind_herald"]})
    u, ground, flyer = find(m, card_id, 0), find(m, "copperhall_recruit", 0), find(m, "east_wind_herald", 1)
    attack(m, 1, flyer)
    assert m.check(Action("block", 0, ground, flyer)) is not None
    assert m.check(Action("block", 0, u, flyer)) is None


def check_overwhelm(card_id):
    """003 Overwhelm: damage beyond what kills the blockers goes to their controller."""
    m, u = _field(card_id, enemy=["humbug"])
    strength, bug = unit_stats(m, u)[0], find(m, "humbug", 1)   # a 1/1 with Flying blocks anything
    attack(m, 0, u)
    block(m, 1, (bug, u))
    resolve_stack(m)
    assert "humbug" not in board(m, 1) and m.state.health[1] == 25 - (strength - 1)


def check_lifesteal(card_id):
    """003 Lifesteal: "When any source with lifesteal deals damage, the source's controller
    gains that much life"."""
    m, u = _field(card_id, health=(20, 25))
    strength = unit_stats(m, u)[0]
    _attack_unblocked(m, u)
    assert m.state.health == [20 + strength, 25 - strength]


def check_quickdraw(card_id):
    """003 Quickdraw: "When an attacking source with quickdraw kills another unit in combat,
    the killed unit does not deal damage back"."""
    m, u = _field(card_id, enemy=["humbug"])
    bug = find(m, "humbug", 1)
    attack(m, 0, u)
    block(m, 1, (bug, u))
    resolve_stack(m)
    assert "humbug" not in board(m, 1) and m.state.info[u].dmg == 0


def check_deadly(card_id):
    """003 Deadly: "All damage dealt by a source with deadly will kill the damaged units"."""
    m, u = _field(card_id, enemy=["steelbound_dragon"])          # a 7/7 with Flying
    dragon = find(m, "steelbound_dragon", 1)
    attack(m, 0, u)
    block(m, 1, (dragon, u))
    resolve_stack(m)
    assert "steelbound_dragon" not in board(m, 1)


def check_killer(card_id):
    """003 Killer: "A readied units with killer can enter a mini-combat with any unit the
    enemy controls"; 000 4.3 Direct Attacks."""
    m, u = _field(card_id, enemy=["copperhall_recruit"])         # a 2/5
    r = find(m, "copperhall_recruit", 1)
    assert m.check(Action("attack", 0, u, r)) is None
    m.apply(Action("attack", 0, u, r))
    resolve_stack(m)
    assert "copperhall_recruit" not in board(m, 1) and m.state.info[u].dmg == 2 and m.state.info[u].ex


def check_aegis(card_id):
    """003 Aegis: "The first time a player/unit with an aegis shield would be affected by an
    enemy ability or spell, negate its effect ... The shield is then removed"."""
    m, u = _field(card_id, enemy_hand=["torch"])
    assert m.state.info[u].shield
    _until_turn_of(m, 1)
    play(m, 1, "torch", u)
    resolve_stack(m)
    assert m.state.info[u].dmg == 0 and not m.state.info[u].shield and "torch" in [
        CARDS[m.state.kinds[c]].id for c in m.state.voids[1]]


def check_endurance(card_id):
    """003 Endurance: "Units with endurance cannot be exhausted or stunned from enemy
    abilities or spells" (a second Cloud of Ash: the first one only takes an Aegis shield)."""
    m, u = _field(card_id, enemy_hand=["cloud_of_ash", "cloud_of_ash"], mine=["bold_adventurer"])
    other = find(m, "bold_adventurer", 0)
    _until_turn_of(m, 1)
    play(m, 1, "cloud_of_ash")
    resolve_stack(m)
    play(m, 1, "cloud_of_ash")
    resolve_stack(m)
    assert m.state.info[other].ex and not m.state.info[u].ex


def check_reckless(card_id):
    """003 Reckless: "Units with Reckless must always attack if possible": leaving the main
    phase sends it in."""
    m, u = _field(card_id)
    strength = unit_stats(m, u)[0]
    pass_(m, 0)                        # no blocker: the battle runs on to the Final Main Phase
    assert (m.state.turn, m.state.phase) == (0, "main2") and m.state.info[u].ex
    assert m.state.health[1] == 25 - strength


def check_warcry(card_id):
    """003 Warcry X: "Whenever an unit or player weapon attacks, the top weapon or unit of
    that controller's deck gets +X/+X"."""
    cry = printed_skills(_text(card_id))[1]
    m, u = _field(card_id, deck=["argenport_soldier"])
    _attack_unblocked(m, u)
    top = m.state.decks[0][-1]
    assert CARDS[m.state.kinds[top]].id == "argenport_soldier"
    assert (m.state.info[top].atk, m.state.info[top].hp) == (cry, cry)


def check_ambush(card_id):
    """000 4.1, 003 Ambush: "Units with ambush may be played after the enemy player has
    declared attacks (and used for blocking)"; a unit without it may not."""
    m = table(turn=1, boards={1: ["argenport_soldier"]}, hands={0: [card_id, "bold_adventurer"]})
    s = find(m, "argenport_soldier", 1)
    attack(m, 1, s)
    assert m.decision().seat == 0
    assert check_play(m, 0, "bold_adventurer") is not None
    assert check_play(m, 0, card_id) is None
    play(m, 0, card_id)
    u = find(m, card_id, 0)
    assert m.check(Action("block", 0, u, s)) is None


def check_echo(card_id):
    """003 Echo: "Whenever a card with echo is drawn, create another copy of that card in the
    controller's hand"; the copy plays like the card."""
    m = table(turn=1, decks={0: [card_id]})
    pass_(m, 1)
    assert hand(m, 0) == [card_id, card_id]
    play(m, 0, card_id)
    play(m, 0, card_id)
    assert board(m, 0) == [card_id, card_id]


def check_warp(card_id):
    """003 Warp: "The controller may play that card from the top of his/her deck as if it
    was in his/her hand"."""
    m = table(decks={0: [card_id]})
    top = m.state.decks[0][-1]
    assert CARDS[m.state.kinds[top]].id == card_id and card_id not in hand(m, 0)
    m.apply(Action("play", 0, top))
    assert board(m, 0) == [card_id] and top not in m.state.decks[0]


def check_invulnerable(card_id):
    """003 Invulnerable to Damage: "Units and players invulnerable to damage do not take
    damage from any source"."""
    m2 = table(hands={0: ["torch"]}, boards={0: [card_id]})
    u = find(m2, card_id, 0)
    before = unit_stats(m2, u)
    play(m2, 0, "torch", u)
    resolve_stack(m2)
    assert unit_stats(m2, u) == before and m2.state.info[u].dmg == 0


CHECKS = {"charge": check_charge, "flying": check_flying, "overwhelm": check_overwhelm, "lifesteal": check_lifesteal,
          "quickdraw": check_quickdraw, "deadly": check_deadly, "killer": check_killer, "aegis": check_aegis,
          "endurance": check_endurance, "reckless": check_reckless, "warcry": check_warcry, "ambush": check_ambush,
          "echo": check_echo, "warp": check_warp, "invulnerable": check_invulnerable}


def _text(card_id: str) -> str:
    return next(c[-1] for c in SKILL_UNITS + WEAPONS if c[0] == card_id)


SKILL_CASES = [(c[0], k) for c in SKILL_UNITS + WEAPONS
               for k in printed_skills(c[-1])[0] + (["warcry"] if printed_skills(c[-1])[1] else [])]


@pytest.mark.parametrize("card_id,skill", SKILL_CASES, ids=[f"{c}-{k}" for c, k in SKILL_CASES])
def test_keyword_card_printed_skill_works_in_play(card_id, skill):
    """Each skill a unit's or weapon's text names does what 003 says it does (the check's
    docstring quotes it), on that unit or on the unit wielding the weapon."""
    CHECKS[skill](card_id)
