"""Set 1 Fire cards (and Fire-Justice, Fire-Time), one test per card, each played through
Match.apply and checked against its printed text. This file: the Fire cards; the Fire-Justice
and Fire-Time cards are in test_cards_fire_b.py.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.cards import KW
from simulator.games.eternal.combat import can_attack
from simulator.games.eternal.stats import attack as strength
from simulator.games.eternal.stats import cost, has, warcry

from .helpers import (
    CARDS,
    P1,
    attack,
    block,
    board,
    check_play,
    choose,
    find,
    hand,
    kind_id,
    names,
    pass_,
    play,
    resolve_stack,
    table,
    unit_stats,
    void,
)


def _until(m, seat: int, phase: str = "main1", limit: int = 60) -> None:
    """Pass until `seat` decides in `phase` with an empty stack."""
    for _ in range(limit):
        st = m.state
        if st.turn == seat and st.phase == phase and not st.stack and st.choice is None:
            return
        pass_(m)
    raise AssertionError(f"never reached {phase} of player {seat + 1}")


def _attached(m, u: int) -> list[str]:
    return [kind_id(m, a) for a in m.state.info[u].att]


def test_flame_blast_adds_remaining_power_to_its_damage():
    """Flame Blast: "Deal 1 damage. Spend your remaining power to increase the damage dealt
    by that much." Cost 1 of 5 power: 4 remain, so 5 damage (000 1.3 Power; 003 The Stack)."""
    m = table(hands={0: ["flame_blast"]}, power=(5, 5))
    play(m, 0, "flame_blast", P1)
    resolve_stack(m)
    assert m.state.health[1] == 20 and m.state.power[0] == 0
    m = table(hands={0: ["flame_blast"]}, power=(1, 1))
    play(m, 0, "flame_blast", P1)
    resolve_stack(m)
    assert m.state.health[1] == 24


def test_charchain_flail_spends_remaining_power_on_strength():
    """Charchain Flail: "Summon: Spend your remaining power to give Charchain Flail that much
    Strength." 6 power, cost 1: it becomes a 6/1 relic weapon (000 4.31)."""
    m = table(hands={0: ["charchain_flail"]}, power=(6, 6))
    play(m, 0, "charchain_flail")
    resolve_stack(m)
    w = m.state.weapon[0]
    assert kind_id(m, w) == "charchain_flail"
    assert strength(m.state, CARDS, w) == 6 and m.state.power[0] == 0 and m.state.armor[0] == 1


def test_light_the_fuse_puts_five_firebombs_into_the_enemy_deck():
    """Light the Fuse: "Put five Firebombs into the enemy deck." The Firebombs are the
    enemy's cards (Firebomb: "Destiny. Deal 5 damage to yourself.", 003 Destiny)."""
    m = table(hands={0: ["light_the_fuse"]})
    before = len(m.state.decks[1])
    play(m, 0, "light_the_fuse")
    resolve_stack(m)
    bombs = [c for c in m.state.decks[1] if kind_id(m, c) == "firebomb"]
    assert len(bombs) == 5 and len(m.state.decks[1]) == before + 5
    assert all(m.state.owners[c] == 1 for c in bombs)
    assert not [c for c in m.state.decks[0] if kind_id(m, c) == "firebomb"]


def test_frontier_jito_gives_charge_to_units_that_cost_1_or_less():
    """Frontier Jito: "Charge. Your units that cost 1 or less have Charge." (003 Charge):
    an Oni Ronin (cost 1) played this turn may attack, an Argenport Soldier (cost 2) not."""
    m = table(hands={0: ["frontier_jito", "oni_ronin", "argenport_soldier"]})
    play(m, 0, "frontier_jito")
    play(m, 0, "oni_ronin")
    play(m, 0, "argenport_soldier")
    st = m.state
    j, r, s = find(m, "frontier_jito", 0), find(m, "oni_ronin", 0), find(m, "argenport_soldier", 0)
    assert can_attack(st, CARDS, j) and can_attack(st, CARDS, r) and not can_attack(st, CARDS, s)
    assert Action("attack", 0, r) in m.legal_actions()


def test_ruthless_stranger_gives_every_stranger_plus_1_strength():
    """Ruthless Stranger: "Strangers have +1 Strength." Every Stranger: itself and the
    enemy's too (000 1.4 ongoing abilities); other units are unchanged."""
    m = table(hands={0: ["ruthless_stranger"]}, boards={1: ["ferocious_stranger", "oni_ronin"]})
    play(m, 0, "ruthless_stranger")
    assert unit_stats(m, find(m, "ruthless_stranger", 0)) == (2, 1)
    assert unit_stats(m, find(m, "ferocious_stranger", 1)) == (5, 4)
    assert unit_stats(m, find(m, "oni_ronin", 1)) == (2, 1)


def test_ruin_kills_an_enemy_attachment():
    """Ruin: "Kill an enemy attachment." An enemy relic weapon is one (000 1.3); it goes to
    the void with its armor (000 4.31). Your own attachments are not targets."""
    m = table(hands={0: ["ruin"]}, relics={0: ["sword_of_icaria"], 1: ["stonescar_maul"]})
    maul, mine = m.state.weapon[1], m.state.weapon[0]
    assert check_play(m, 0, "ruin", mine) is not None
    play(m, 0, "ruin", maul)
    resolve_stack(m)
    assert m.state.weapon[1] == -1 and m.state.armor[1] == 0 and "stonescar_maul" in void(m, 1)
    assert m.state.weapon[0] == mine


def test_song_of_war_gives_your_units_warcry():
    """Song of War: "Your units get Warcry." 003 Warcry: attacking, the top unit or weapon of
    the deck gets +1/+1."""
    m = table(hands={0: ["song_of_war"]}, boards={0: ["argenport_soldier"], 1: ["humbug"]},
              decks={0: ["scaly_gruan"]})
    play(m, 0, "song_of_war")
    resolve_stack(m)
    s = find(m, "argenport_soldier", 0)
    assert warcry(m.state, CARDS, s) == 1 and warcry(m.state, CARDS, find(m, "humbug", 1)) == 0
    top = m.state.decks[0][-1]
    attack(m, 0, s)
    assert (m.state.info[top].atk, m.state.info[top].hp) == (1, 1)


def test_brazen_daredevil_deals_her_strength_to_a_random_enemy_when_she_attacks():
    """Brazen Daredevil: "Reckless. When Brazen Daredevil attacks, she deals her Strength in
    damage to a random enemy." With no enemy units the enemy player is the only enemy; she
    must attack (003 Reckless): 1 damage from the trigger, 1 in battle."""
    m = table(boards={0: ["brazen_daredevil"]})
    d = find(m, "brazen_daredevil", 0)
    assert Action("pass", 0) in m.legal_actions()
    pass_(m, 0)   # leaving the main phase: a Reckless unit attacks
    _until(m, 0, "main2")
    assert m.state.health[1] == 23 and m.state.info[d].ex


def test_brazen_daredevil_random_enemy_can_be_a_unit():
    """Brazen Daredevil's "random enemy" is drawn from the enemy units and the enemy player
    with the state's RNG (reproducible: the same seed gives the same enemy)."""
    hit = set()
    for seed in range(12):
        m = table(boards={0: ["brazen_daredevil"], 1: ["scaly_gruan"]}, seed=seed)
        attack(m, 0, find(m, "brazen_daredevil", 0))
        resolve_stack(m)
        g = find(m, "scaly_gruan", 1)
        hit.add("unit" if m.state.info[g].dmg else "player" if m.state.health[1] < 25 else "none")
    assert hit == {"unit", "player"}


def test_bladekin_apprentice_gets_plus_1_strength_when_she_attacks():
    """Bladekin Apprentice: "Quickdraw. When Bladekin Apprentice attacks, she gets +1
    Strength." The +1 lasts (no "this turn", 003 Strength)."""
    m = table(boards={0: ["bladekin_apprentice"]})
    b = find(m, "bladekin_apprentice", 0)
    assert has(m.state, CARDS, b, "quickdraw")
    attack(m, 0, b)
    _until(m, 0, "main2")
    assert m.state.health[1] == 23 and unit_stats(m, b) == (2, 1)
    _until(m, 0)
    assert unit_stats(m, b) == (2, 1)


def test_ornate_katana_summon_draws_a_card():
    """Ornate Katana (+2/+0): "Summon: Draw a card." (000 1.3 Weapons; 003 Summon)."""
    m = table(hands={0: ["ornate_katana"]}, boards={0: ["argenport_soldier"]}, decks={0: ["scaly_gruan"]})
    s = find(m, "argenport_soldier", 0)
    play(m, 0, "ornate_katana", s)
    resolve_stack(m)
    assert hand(m, 0) == ["scaly_gruan"] and unit_stats(m, s) == (5, 2)


def test_piercing_shot_deals_2_to_an_enemy_unit_and_2_to_the_enemy_player():
    """Piercing Shot: "Deal 2 damage to an enemy unit and 2 damage to the enemy player." Only
    enemy units are targets (003 Targeting)."""
    m = table(hands={0: ["piercing_shot"]}, boards={0: ["scaly_gruan"], 1: ["oni_ronin"]})
    assert check_play(m, 0, "piercing_shot", find(m, "scaly_gruan", 0)) is not None
    play(m, 0, "piercing_shot", find(m, "oni_ronin", 1))
    resolve_stack(m)
    assert board(m, 1) == [] and m.state.health[1] == 23


def test_shogun_s_scepter_plays_an_oni_ronin_and_gives_warcry():
    """Shogun's Scepter (+2/+1, Warcry): "Summon: Play a 2/1 Oni Ronin with Warcry." The
    weapon's Warcry is its wielder's (000 1.4)."""
    m = table(hands={0: ["shogun_s_scepter"]}, boards={0: ["scaly_gruan"]})
    g = find(m, "scaly_gruan", 0)
    play(m, 0, "shogun_s_scepter", g)
    resolve_stack(m)
    assert board(m, 0) == ["scaly_gruan", "oni_ronin"]
    assert unit_stats(m, g) == (3, 5) and warcry(m.state, CARDS, g) == 1


def test_rebel_sharpshooter_has_quickdraw_with_4_strength_or_more():
    """Rebel Sharpshooter (3/3): "has Quickdraw while she has 4 Strength or more." An Ornate
    Katana (+2 Strength) makes her 5/3 with Quickdraw (003 Quickdraw)."""
    m = table(hands={0: ["ornate_katana"]}, boards={0: ["rebel_sharpshooter"]})
    r = find(m, "rebel_sharpshooter", 0)
    assert not has(m.state, CARDS, r, "quickdraw")
    play(m, 0, "ornate_katana", r)
    resolve_stack(m)
    assert unit_stats(m, r) == (5, 3) and has(m.state, CARDS, r, "quickdraw")


def test_granite_acolyte_plays_an_iron_sword_on_one_of_your_units():
    """Granite Acolyte: "Summon: Play a +2 Strength Iron Sword on one of your units." Its
    player chooses the unit (003 Summon, Targeting); Iron Sword is a 2/0 weapon token."""
    m = table(hands={0: ["granite_acolyte"]}, boards={0: ["scaly_gruan"], 1: ["oni_ronin"]})
    play(m, 0, "granite_acolyte")
    g = find(m, "scaly_gruan", 0)
    assert set(m.state.choice["options"]) == {g, find(m, "granite_acolyte", 0)}
    choose(m, 0, g)
    resolve_stack(m)
    assert _attached(m, g) == ["iron_sword"] and unit_stats(m, g) == (3, 4)
    assert CARDS[m.state.kinds[m.state.info[g].att[0]]].token


def test_oni_quartermaster_draws_when_you_play_a_weapon():
    """Oni Quartermaster: "When you play a weapon, draw a card." A relic weapon is a weapon
    (package docstring); a unit is not."""
    m = table(hands={0: ["heavy_axe", "magma_javelin", "oni_ronin"]}, boards={0: ["oni_quartermaster"]},
              decks={0: ["scaly_gruan", "humbug", "torch"]})
    q = find(m, "oni_quartermaster", 0)
    play(m, 0, "oni_ronin")
    resolve_stack(m)
    assert hand(m, 0) == ["heavy_axe", "magma_javelin"]
    play(m, 0, "heavy_axe", q)
    resolve_stack(m)
    assert hand(m, 0) == ["magma_javelin", "scaly_gruan"]
    play(m, 0, "magma_javelin")
    resolve_stack(m)
    assert hand(m, 0) == ["scaly_gruan", "humbug"]


def test_censari_brigand_deals_double_damage_to_players():
    """Censari Brigand (2/2): "Charge. Deals double damage to players." Played this turn it
    attacks (003 Charge) and deals 4 to the player; to a unit it deals 2."""
    m = table(hands={0: ["censari_brigand"]})
    play(m, 0, "censari_brigand")
    attack(m, 0, find(m, "censari_brigand", 0))
    _until(m, 0, "main2")
    assert m.state.health[1] == 21
    m = table(boards={0: ["censari_brigand"], 1: ["copperhall_recruit"]})
    b, r = find(m, "censari_brigand", 0), find(m, "copperhall_recruit", 1)
    attack(m, 0, b)
    block(m, 1, (r, b))
    _until(m, 0, "main2")
    assert m.state.info[r].dmg == 2 and m.state.health[1] == 25


def test_steelfang_chakram_returns_to_hand_when_it_goes_to_the_void():
    """Steelfang Chakram: "Entomb: Draw Steelfang Chakram from your void." Its unit dies and
    the weapon goes to the void with it (000 1.3), so its Entomb fires (003 Entomb)."""
    m = table(hands={0: ["steelfang_chakram", "torch"]}, boards={0: ["oni_ronin"]}, power=(10, 10))
    r = find(m, "oni_ronin", 0)
    play(m, 0, "steelfang_chakram", r)
    assert unit_stats(m, r) == (6, 1)
    play(m, 0, "torch", r)
    resolve_stack(m)
    assert "oni_ronin" in void(m, 0) and hand(m, 0) == ["steelfang_chakram"]


def test_furnace_mage_kills_an_enemy_attachment():
    """Furnace Mage: "Summon: Kill an enemy attachment." A weapon on an enemy unit is one
    (000 1.3); the unit loses its stats (000 1.4)."""
    m = table(turn=1, hands={1: ["heavy_axe"], 0: ["furnace_mage"]}, boards={1: ["scaly_gruan"]})
    g = find(m, "scaly_gruan", 1)
    play(m, 1, "heavy_axe", g)
    assert unit_stats(m, g) == (3, 5)
    _until(m, 0)
    play(m, 0, "furnace_mage")
    axe = m.state.info[g].att[0] if m.state.info[g].att else None
    if m.state.choice is not None:
        choose(m, 0, axe)
    resolve_stack(m)
    assert m.state.info[g].att == [] and "heavy_axe" in void(m, 1) and unit_stats(m, g) == (1, 4)


def test_rebel_illuminator_entomb_creates_and_draws_a_torch():
    """Rebel Illuminator: "Entomb: Create and draw a Torch." (003 Entomb)."""
    m = table(hands={0: ["torch"]}, boards={0: ["rebel_illuminator"]})
    play(m, 0, "torch", find(m, "rebel_illuminator", 0))
    resolve_stack(m)
    assert "rebel_illuminator" in void(m, 0) and hand(m, 0) == ["torch"]
    assert m.state.hands[0][0] >= m.state.base   # a new card, not the one played


def test_infernus_is_free_on_your_first_turn_and_is_sacrificed_at_its_end():
    """Infernus (5/5): "Charge, Overwhelm. Free on your first turn. At the end of your turn,
    sacrifice Infernus." The second player's first turn is turn 2 (000 2.0, 3.0)."""
    m = table(hands={0: ["infernus"]}, power=(1, 1), turn_no=1, first=0)
    assert cost(m.state, CARDS, find(m, "infernus", 0, "hands")) == 0
    play(m, 0, "infernus")
    i = find(m, "infernus", 0)
    assert m.state.power[0] == 1 and can_attack(m.state, CARDS, i)
    pass_(m, 0)
    _until(m, 1)
    assert "infernus" in void(m, 0) and board(m, 0) == []
    m = table(turn=1, hands={1: ["infernus"]}, power=(1, 1), turn_no=2, first=0)
    assert check_play(m, 1, "infernus") is None
    m = table(hands={0: ["infernus"]}, power=(4, 4), turn_no=3, first=0)
    assert check_play(m, 0, "infernus") is not None


def test_calderan_gunsmith_each_of_your_units_deals_1_to_the_enemy_player():
    """Calderan Gunsmith: "Summon: Each of your units deals 1 damage to the enemy player."
    Three units (itself too) deal 3; a unit with Double Damage deals 2 (003 Double Damage)."""
    m = table(hands={0: ["calderan_gunsmith"]}, boards={0: ["oni_ronin", "renegade_valkyrie"]})
    play(m, 0, "calderan_gunsmith")
    resolve_stack(m)
    assert m.state.health[1] == 21


def test_soulfire_drake_entomb_gives_each_deck_unit_flying_or_charge():
    """Soulfire Drake: "Flying, Charge. Entomb: Each unit in your deck randomly gets Flying or
    Charge." Units only; the random draws come from the state's RNG."""
    m = table(hands={0: ["torch"]}, boards={0: ["soulfire_drake"]},
              decks={0: ["scaly_gruan", "oni_ronin", "heavy_axe", "argenport_soldier", "humbug"]})
    play(m, 0, "torch", find(m, "soulfire_drake", 0))
    resolve_stack(m)
    st = m.state
    units = [c for c in st.decks[0] if CARDS[st.kinds[c]].is_unit]
    assert len(units) == 4
    for c in units:
        assert st.info[c].kw & (KW["flying"] | KW["charge"])
    axe = next(c for c in st.decks[0] if kind_id(m, c) == "heavy_axe")
    assert axe not in st.info or not st.info[axe].kw


def test_centaur_raidleader_gives_the_top_unit_of_your_deck_charge():
    """Centaur Raidleader: "Charge. Summon: The top unit of your deck gets Charge." A weapon
    above it is passed over."""
    m = table(hands={0: ["centaur_raidleader"]}, decks={0: ["heavy_axe", "scaly_gruan", "oni_ronin"]})
    play(m, 0, "centaur_raidleader")
    resolve_stack(m)
    st = m.state
    g = next(c for c in st.decks[0] if kind_id(m, c) == "scaly_gruan")
    r = next(c for c in st.decks[0] if kind_id(m, c) == "oni_ronin")
    assert st.info[g].kw & KW["charge"] and (r not in st.info or not st.info[r].kw & KW["charge"])
    assert can_attack(st, CARDS, find(m, "centaur_raidleader", 0))


def test_shogun_of_the_wastes_gives_your_units_double_damage_this_turn():
    """Shogun of the Wastes: "Double Damage. Summon: Your units deal Double Damage this turn."
    An Argenport Soldier (3/2) then deals 6 (003 Double Damage); next turn it has no more."""
    m = table(hands={0: ["shogun_of_the_wastes"]}, boards={0: ["argenport_soldier"]})
    play(m, 0, "shogun_of_the_wastes")
    resolve_stack(m)
    s = find(m, "argenport_soldier", 0)
    assert has(m.state, CARDS, s, "double_damage")
    attack(m, 0, s)
    _until(m, 0, "main2")
    assert m.state.health[1] == 19
    _until(m, 0)
    assert not has(m.state, CARDS, s, "double_damage")
    assert has(m.state, CARDS, find(m, "shogun_of_the_wastes", 0), "double_damage")


def test_stonescar_maul_overwhelms_in_a_direct_attack():
    """Stonescar Maul (6/3 relic weapon): "Overwhelm". The player attacks a 1/4 unit with it
    (000 4.3): 4 kill it, 2 go on to the enemy player (003 Overwhelm)."""
    m = table(hands={0: ["stonescar_maul"]}, boards={1: ["scaly_gruan"]})
    play(m, 0, "stonescar_maul")
    w, g = m.state.weapon[0], find(m, "scaly_gruan", 1)
    assert m.state.armor[0] == 3
    m.apply(Action("attack", 0, w, g))
    resolve_stack(m)
    assert board(m, 1) == [] and m.state.health[1] == 23 and m.state.armor[0] == 2


def test_worldpyre_phoenix_returns_bigger_and_costlier():
    """Worldpyre Phoenix: "Flying. Entomb: Draw Worldpyre Phoenix from your void with +3/+3
    and cost increased by 3." (003 Entomb; stat changes stay with a card, 003)."""
    m = table(hands={0: ["deathstrike"]}, boards={0: ["worldpyre_phoenix"]})
    p = find(m, "worldpyre_phoenix", 0)
    play(m, 0, "deathstrike", p)
    resolve_stack(m)
    assert hand(m, 0) == ["worldpyre_phoenix"] and p in m.state.hands[0]
    assert (CARDS[m.state.kinds[p]].attack + m.state.info[p].atk, CARDS[m.state.kinds[p]].health + m.state.info[p].hp) == (8, 8)
    assert cost(m.state, CARDS, p) == 9


def test_hellfire_rifle_wielder_deals_3_to_the_enemy_player():
    """Hellfire Rifle (+3/+3): "Summon: The wielder deals 3 damage to the enemy player." The
    wielder is the source: its Lifesteal heals (003 Lifesteal)."""
    m = table(hands={0: ["hellfire_rifle"]}, boards={0: ["cabal_cutthroat"]})
    c = find(m, "cabal_cutthroat", 0)
    play(m, 0, "hellfire_rifle", c)
    resolve_stack(m)
    assert m.state.health[1] == 22 and m.state.health[0] == 28


def test_general_izalio_gives_your_other_units_plus_2_strength():
    """General Izalio (6/4): "Quickdraw. Your other units have +2 Strength." (000 1.4)."""
    m = table(hands={0: ["general_izalio"]}, boards={0: ["oni_ronin"], 1: ["scaly_gruan"]})
    play(m, 0, "general_izalio")
    z = find(m, "general_izalio", 0)
    assert unit_stats(m, find(m, "oni_ronin", 0)) == (4, 1) and unit_stats(m, z) == (6, 4)
    assert unit_stats(m, find(m, "scaly_gruan", 1)) == (1, 4) and has(m.state, CARDS, z, "quickdraw")


def test_crowd_favorite_plays_a_chosen_weapon_of_cost_3_or_less_from_the_deck():
    """Crowd Favorite: "Summon: Choose a weapon with cost 3 or less from your deck and play
    it." Chosen by name among the matching weapons; played free on a unit of its player's choice."""
    m = table(hands={0: ["crowd_favorite"]}, boards={0: ["scaly_gruan"]}, power=(6, 6),
              decks={0: ["morningstar", "heavy_axe", "crownwatch_longsword", "oni_ronin"]})
    play(m, 0, "crowd_favorite")
    assert sorted(m.state.choice["options"]) == ["crownwatch_longsword", "heavy_axe"]
    choose(m, 0, "crownwatch_longsword")
    g = find(m, "scaly_gruan", 0)
    choose(m, 0, g)
    resolve_stack(m)
    assert _attached(m, g) == ["crownwatch_longsword"] and m.state.power[0] == 0
    assert "crownwatch_longsword" not in names(m.state.decks[0], m)


def test_claw_of_the_first_dragon_entomb_plays_four_random_1_cost_units():
    """Claw of the First Dragon (relic weapon): "Entomb: Play four random 1-cost units." It is
    replaced by another relic weapon and goes to the void (000 4.31)."""
    m = table(hands={0: ["stonescar_maul"]}, relics={0: ["claw_of_the_first_dragon"]})
    play(m, 0, "stonescar_maul")
    resolve_stack(m)
    assert "claw_of_the_first_dragon" in void(m, 0)
    units = m.state.boards[0]
    assert len(units) == 4
    assert all(CARDS[m.state.kinds[u]].cost == 1 and CARDS[m.state.kinds[u]].is_unit
               and not CARDS[m.state.kinds[u]].token for u in units)


def test_kaleb_uncrowned_prince_plays_a_random_weapon_on_each_fire_unit():
    """Kaleb, Uncrowned Prince: "Charge. Summon: Play a random weapon on each of your {F}
    units." Kaleb and an Oni Ronin get one each, a Justice unit none."""
    m = table(hands={0: ["kaleb_uncrowned_prince"]}, boards={0: ["oni_ronin", "argenport_soldier"]})
    play(m, 0, "kaleb_uncrowned_prince")
    while m.state.choice is not None or m.state.stack:   # a weapon's own Summon may ask
        if m.state.choice is not None:
            m.apply(m.legal_actions()[0])
        else:
            pass_(m)
    st = m.state
    k, r, s = find(m, "kaleb_uncrowned_prince", 0), find(m, "oni_ronin", 0), find(m, "argenport_soldier", 0)
    for u in (k, r):
        assert len(st.info[u].att) == 1 and CARDS[st.kinds[st.info[u].att[0]]].type == "weapon"
    assert st.info[s].att == []


def test_lavablood_goliath_deals_its_strength_in_damage():
    """Lavablood Goliath (6/6): "Overwhelm. Summon: Deal Lavablood Goliath's Strength in
    damage." It deals the damage, so its Overwhelm carries 6 - 1 onto the player (003)."""
    m = table(hands={0: ["lavablood_goliath"]}, boards={1: ["oni_ronin"]})
    play(m, 0, "lavablood_goliath")
    choose(m, 0, find(m, "oni_ronin", 1))
    resolve_stack(m)
    assert board(m, 1) == [] and m.state.health[1] == 20


def test_trail_stories_reduces_the_cost_of_a_spell_in_hand():
    """Trail Stories: "Reduce the cost of a spell in your hand by 1." The player chooses which
    spell; units are not offered."""
    m = table(hands={0: ["trail_stories", "torch", "piercing_shot", "oni_ronin"]})
    play(m, 0, "trail_stories")
    resolve_stack(m)
    shot = find(m, "piercing_shot", 0, "hands")
    assert set(m.state.choice["options"]) == {find(m, "torch", 0, "hands"), shot}
    choose(m, 0, shot)
    resolve_stack(m)
    assert cost(m.state, CARDS, shot) == 1 and cost(m.state, CARDS, find(m, "torch", 0, "hands")) == 1
