"""Wonders rules 001 sections 5-6: resolving effects (triggers and their order, targets,
replacement, control, "can't", doing as much as possible, nullify, copies) and the game terms
(arrive, move, sacrifice, equipment, on play, portal...)."""
from __future__ import annotations

from simulator.core.actions import Action
from simulator.games.wonders import GAME
from simulator.games.wonders.moves import banish

from .helpers import R1, R2, R3, Table


# -- 001 5 Triggered Effects ----------------------------------------------------------------------
def test_a_trigger_waits_for_the_effect_that_created_it():
    """001 5 Triggered Effects: if it triggers in the middle of another effect, finish the first
    effect first: Grave Pact's sacrifice triggers Umbral Harvester after the two cards are drawn."""
    t = Table()
    harvester = t.world(R1, 0, "umbral_harvester")
    victim = t.world(R1, 0, "zephyr_scout")
    t.play(t.hand(0, "grave_pact"))
    t.pick(victim)
    texts = t.texts()
    draw = texts.index("Player 1 draws 2 cards")
    counter = texts.index("Umbral Harvester gets 1 +1 counter")
    assert draw < counter and t.counters(harvester) == {"+1": 1}


def test_triggered_effects_example_1_a_spell_waits_for_the_discard_that_nullifies_it():
    """001 5 Triggered Effects example 1: "Whenever an opponent plays a spell, you may discard a
    card. If you do, nullify the spell": the spell pauses until the choice; nullified, it
    resolves with no effect and goes to The Abyss."""
    t = Table()
    t.world(R1, 1, "censer_of_silence")
    fodder = t.hand(1, "zephyr_scout")
    enemy = t.world(R2, 1, "aurora_templar")
    rend = t.hand(0, "soul_rend")
    t.play(rend)
    assert t.chooser() == 1 and "discard" in t.prompt().lower()
    assert rend in t.st.limbo
    t.yes()
    assert fodder in t.st.abyss[1]
    assert t.where(enemy) == "realm 2/seat 1" and rend in t.st.abyss[0]
    assert any("nullified: it resolves with no effect" in x for x in t.texts())


def test_triggered_effects_example_1_declining_lets_the_spell_resolve():
    """001 5 Triggered Effects example 1: after the opponent declines, the spell resolves."""
    t = Table()
    t.world(R1, 1, "censer_of_silence")
    t.hand(1, "zephyr_scout")
    enemy = t.world(R2, 1, "aurora_templar")
    t.play(t.hand(0, "soul_rend"))
    t.no()
    assert t.where(enemy) == "abyss"


def test_triggered_effects_example_2_the_active_player_orders_two_death_triggers():
    """001 5 Triggered Effects example 2: two of the opponent's Wonders die at once; the active
    player resolves the +2 counters trigger first (no target: it does nothing), then the
    Skeleton token trigger."""
    t = Table()
    warp = t.world(R1, 0, "corruption_warp")
    herald = t.world(R1, 1, "grave_herald")
    martyr = t.world(R1, 1, "bonded_martyr")
    t.act("activate", card=warp, choice=0)
    assert t.where(herald) == "abyss" and t.where(martyr) == "abyss"
    assert t.chooser() == 0 and "triggered effect" in t.prompt()
    t.order("+2 counters")
    assert t.choice is None
    tok = [i for r in range(7) for i in t.at(r, 1)]
    assert [t.kind(i) for i in tok] == ["skeleton"] and t.counters(tok[0]) == {}
    assert t.where(tok[0]) == "realm 1/seat 1"


def test_triggered_effects_example_2_the_other_order_buffs_the_skeleton():
    """001 5 Triggered Effects example 2: ordered the other way, the Skeleton exists when the +2
    counters resolve."""
    t = Table()
    warp = t.world(R1, 0, "corruption_warp")
    t.world(R1, 1, "grave_herald")
    t.world(R1, 1, "bonded_martyr")
    t.act("activate", card=warp, choice=0)
    t.order("skeleton")
    tok = t.at(R1, 1)
    assert [t.kind(i) for i in tok] == ["skeleton"] and t.counters(tok[0]) == {"+1": 2}


def test_the_controller_of_an_effect_makes_its_choices():
    """001 5 Controller: you make all decisions required for your effects, such as targeting."""
    t = Table()
    t.world(R1, 1, "aurora_templar")
    t.world(R2, 1, "stoneguard_sentinel")
    t.play(t.hand(0, "soul_rend"))
    assert t.chooser() == 0 and t.prompt() == "Destroy"


def test_a_shield_stops_an_opponents_targeting():
    """001 7 Shield: whenever a card with a shield would be targeted, its controller may remove
    the shield counter instead; the effect misses it."""
    t = Table()
    e = t.world(R1, 1, "aurora_templar", shield=1)
    t.play(t.hand(0, "soul_rend"))
    assert t.where(e) == "realm 1/seat 1" and t.counters(e) == {}


# -- 001 5 Replacement Effects, Control -------------------------------------------------------------
def test_banishment_does_not_trigger_when_dies():
    """001 6 Banishment: if a Wonder is banished, it doesn't trigger "when this dies" abilities."""
    t = Table()
    herald = t.world(R1, 0, "grave_herald")
    banish(t.ctx(), herald, 0)
    t.run()
    assert t.where(herald) == "banished" and t.at(R1, 0) == []


def test_equipment_stays_with_its_controller_when_control_changes():
    """001 5 Control: when a player gains control of another player's card, items equipped to it
    stay equipped but do not change control."""
    t = Table(round=2)
    enemy = t.world(R1, 1, "aurora_templar")
    staff = t.world(R1, 1, "staff_of_the_eldritch_tribesmen")
    t.equip(staff, enemy)
    t.play(t.hand(0, "the_windreaver"), R2)
    assert t.where(enemy) == "realm 1/seat 0" and t.where(staff) == "realm 1/seat 1"
    assert t.st.equipped[staff] == enemy and t.power(enemy) == 5


def test_a_controlled_wonder_moving_takes_its_equipment_along():
    """001 6 Equipment: if an equipped Wonder moves to another realm, equipped cards move with it
    (its equipment keeping its own controller)."""
    t = Table(round=2)
    enemy = t.world(R1, 1, "aurora_templar")
    staff = t.world(R1, 1, "staff_of_the_eldritch_tribesmen")
    t.equip(staff, enemy)
    t.play(t.hand(0, "the_windreaver"), R2)
    t.passes(1)
    t.play(t.hand(0, "tailwind"))
    t.pick(enemy)                                # realm 2 is the only other realm
    assert t.where(enemy) == "realm 2/seat 0" and t.where(staff) == "realm 2/seat 1"
    assert t.st.equipped[staff] == enemy


# -- 001 5 Can't, Partial effects ----------------------------------------------------------------
def test_doing_as_much_as_possible():
    """001 5 Partial Effects: when only part of an effect is possible, do as much as possible:
    Sudden Squall ("Stun target enemy. Draw a card.") with no enemy still draws."""
    t = Table()
    hand = len(t.st.hands[0])
    squall = t.hand(0, "sudden_squall")
    t.play(squall)
    assert len(t.st.hands[0]) == hand + 1 and squall in t.st.abyss[0]


def test_only_a_tapped_card_can_untap():
    """001 5 Tapping: you can only untap a card if it's already tapped."""
    from simulator.games.wonders.context import OPS
    t = Table()
    w = t.world(R1, 0, "zephyr_scout")
    OPS["untap"](t.ctx(), 0, w, {"op": "untap", "target": "self"}, None)
    assert t.st.memo["did"] is False


# -- 001 6 Game Terms ------------------------------------------------------------------------------
def test_moving_between_realms_is_not_arriving():
    """001 6 Arrive: moving from realm to realm doesn't count as arriving: Stealthy Spriggan does
    not trigger, a guardian does (it watches moves into its realm)."""
    t = Table()
    t.world(R2, 1, "stealthy_spriggan")
    guard = t.world(R2, 1, "stoneguard_sentinel")
    mover = t.world(R1, 0, "zephyr_scout")
    steppe = t.world(R1, 0, "cloudreach_steppe")
    t.act("harvest", card=steppe)                # the only ally, the only adjacent realm
    assert t.where(mover) == "realm 2/seat 0"
    assert t.power(guard) == 4 and t.where(mover) != "abyss"


def test_moving_through_realms_enters_each_one_in_between():
    """001 6 Move: if a card moves through multiple realms at once, it enters and leaves each
    realm in between: a guardian in a realm passed through gets +2."""
    t = Table(round=3)
    guard = t.world(R2, 1, "stoneguard_sentinel")
    mover = t.world(R1, 0, "zephyr_scout")
    t.play(t.hand(0, "tailwind"))
    t.value(R3)
    assert t.where(mover) == "realm 3/seat 0" and t.power(guard) == 4


def test_a_move_to_where_a_card_is_fails():
    """001 6 Move: you can't move a card to where it's already located."""
    from simulator.games.wonders.ops_world import move_card
    t = Table()
    w = t.world(R1, 0, "zephyr_scout")
    assert not move_card(t.ctx(), w, R1, 0)


def test_sacrifice_ignores_shields_and_is_not_destroying():
    """001 6 Sacrifice: sacrifice doesn't target and can't be stopped with shields."""
    t = Table()
    w = t.world(R1, 0, "aurora_templar", shield=1)
    t.play(t.hand(0, "grave_pact"))
    assert t.where(w) == "abyss"


def test_you_sacrifice_only_what_you_can():
    """001 6 Sacrifice: if you're instructed to sacrifice something you can't, ignore it."""
    t = Table()
    passages = t.world(R1, 0, "cursed_passages_of_haem")
    w = t.world(R1, 0, "zephyr_scout")
    t.act("activate", card=passages, choice=0)
    assert t.where(w) == "abyss" and "Return Zephyr Scout to" in t.prompt()
    t.value(R2)
    assert t.where(w) == "realm 2/seat 0"


def test_equipment_equips_on_arrival_and_stays_behind_when_its_wonder_dies():
    """001 6 Equipment: equipment equips to an allied Wonder in its realm; if that Wonder leaves
    The World, it stays in the realm and equips to another Wonder there with the same controller."""
    t = Table()
    w = t.world(R1, 0, "skyfin_raider")
    spare = t.world(R1, 0, "stoneguard_sentinel")
    aegis = t.hand(0, "aegis_of_the_deep_earth")
    t.play(aegis, R1)
    assert "Equip" in t.prompt()
    t.pick(w)
    assert t.st.equipped[aegis] == w and t.power(w) == 5 and t.keyword(w, "guardian") == 1
    t.passes(1)
    t.play(t.hand(0, "grave_pact"))
    t.pick(w)
    assert t.st.equipped.get(aegis) == spare


def test_unequipped_equipment_equips_a_wonder_moving_in():
    """001 6 Equipment: when an unequipped equipment is in the same realm as an allied Wonder, it
    automatically equips (a Wonder moving in, too: moving is not arriving)."""
    t = Table()
    aegis = t.world(R2, 0, "aegis_of_the_deep_earth")
    flier = t.world(R1, 0, "zephyr_scout")
    t.act("attack", choice=R1)
    t.value(R2)
    assert t.where(flier) == "realm 2/seat 0" and t.st.equipped.get(aegis) == flier


def test_equipment_may_move_to_a_wonder_arriving_beside_it():
    """001 6 Equipment: if a Wonder you control arrives in the same realm as an equipped Wonder
    you control, you may move the equipment to the new Wonder as a triggered effect."""
    t = Table()
    w = t.world(R1, 0, "aurora_templar")
    aegis = t.world(R1, 0, "aegis_of_the_deep_earth")
    t.equip(aegis, w)
    newcomer = t.hand(0, "stoneguard_sentinel")
    t.play(newcomer, R1)
    assert "Aegis" in t.prompt()
    t.yes()
    assert t.st.equipped[aegis] == newcomer


def test_on_play_resolves_before_the_card_arrives():
    """001 6 On Play: pause the resolution of the card and resolve the on play ability before
    the card resolves and arrives (The Windreaver takes control first)."""
    t = Table(round=2)
    enemy = t.world(R1, 1, "aurora_templar")
    wind = t.hand(0, "the_windreaver")
    t.play(wind, R2)
    texts = t.texts()
    assert any("gains control of Aurora Templar" in x for x in texts)
    assert t.where(wind) == "realm 2/seat 0" and t.where(enemy) == "realm 1/seat 0"


def test_putting_a_card_into_the_world_is_not_playing_it():
    """001 6 Play: when an effect puts a card into The World it doesn't count as playing it or
    trigger on play effects (Cairnvox returning The Windreaver takes no control)."""
    t = Table()
    enemy = t.world(R1, 1, "aurora_templar")
    t.abyss(0, "the_windreaver")
    t.play(t.hand(0, "cairnvox_soulforger"), R2)
    assert t.where(enemy) == "realm 1/seat 1"


def test_here_means_the_cards_current_realm():
    """001 6 Here: "here" refers to the realm the card is currently in."""
    t = Table()
    warp = t.world(R2, 0, "corruption_warp")
    a = t.world(R1, 1, "zephyr_scout")
    b = t.world(R2, 1, "zephyr_scout")
    t.act("activate", card=warp, choice=0)
    assert t.where(a) == "realm 1/seat 1" and t.where(b) == "abyss"


def test_deny_puts_top_cards_into_the_abyss_and_eternal_triggers():
    """001 7 Deny and Eternal: deny puts cards from the top of your deck into The Abyss; an
    eternal card put there from the deck triggers."""
    t = Table()
    shade = t.deck_top(0, "wailing_shade")
    hand = len(t.st.hands[0])
    t.play(t.hand(0, "gravecaller_adept"), R1)
    assert shade in t.st.abyss[0] and len(t.st.abyss[0]) == 2
    assert len(t.st.hands[0]) == hand + 1                     # Wailing Shade: "Eternal: Draw a card"


def test_discarding_an_eternal_card_does_not_trigger_it():
    """001 7 Eternal: eternal triggers only when put directly from a deck into The Abyss."""
    t = Table(round=2)
    cards = [t.hand(0, "wailing_shade") for _ in range(8)]
    t.passes()
    t.passes()
    t.pick(cards[0])
    assert cards[0] in t.st.abyss[0] and len(t.st.hands[0]) == 8   # 7 + the round's draw


def test_an_effects_this_round_power_ends_and_a_nullify_is_temporary():
    """001 6 Nullify: nullify effects that are not continuous last only until the end of the
    round (Unmake)."""
    t = Table(round=2)
    e = t.world(R1, 1, "geode_hoarder")
    t.play(t.hand(0, "unmake"))
    assert t.nullified(e)
    t.passes(1)
    t.passes(0)
    assert t.st.round == 3 and not t.nullified(e)


def test_a_null_counter_nullifies_for_good():
    """001 7 Null Counters: a card with a null counter is nullified (a continuous nullify)."""
    t = Table(round=2)
    e = t.world(R1, 1, "geode_hoarder")
    t.play(t.hand(0, "null_warden"), R1)
    assert t.counters(e) == {"null": 1} and t.nullified(e)
    t.passes(1)
    t.passes(0)
    assert t.nullified(e)


def test_an_ability_granted_by_equipment_survives_nullifying_the_wonder():
    """001 6 Nullify: if equipment grants an ability to a Wonder and that Wonder is nullified,
    the granted ability is not nullified."""
    t = Table()
    w = t.world(R1, 0, "zephyr_scout", null=1)
    aegis = t.world(R1, 0, "aegis_of_the_deep_earth")
    t.equip(aegis, w)
    assert t.nullified(w) and t.keyword(w, "guardian") == 1 and t.keyword(w, "flying") == 0


def test_seek_may_play_a_spell_targeting_another_realm():
    """001 7 Seek: if the card played is a spell you can still choose targets in other realms."""
    t = Table()
    rend = t.deck_top(0, "soul_rend")
    t.deck_top(0, "granite_hollow")
    enemy = t.world(R3, 1, "aurora_templar")
    glimpse = t.hand(0, "glimpse_beyond")
    t.play(glimpse)
    assert rend in t.options()
    t.pick(rend)
    assert t.where(enemy) == "abyss" and rend in t.st.abyss[0]


def test_a_card_returns_to_its_owners_hand():
    """001 3 Hand: cards you don't own can't go in your hand for any reason."""
    from simulator.games.wonders.moves import leave_world
    t = Table()
    stolen = t.world(R1, 0, "aurora_templar", owner=1)
    leave_world(t.ctx(), stolen, "hand")
    assert stolen in t.st.hands[1]


def test_revealed_cards_stay_in_the_deck_and_the_rest_are_buried():
    """001 7 Seek and 001 6 Bury: seek reveals the top cards; you may play a matching one for
    free; the rest go to the bottom of your deck."""
    t = Table()
    top = [t.deck_top(0, "aurora_templar"), t.deck_top(0, "gale_spire"), t.deck_top(0, "tempest_roc")]
    t.play(t.hand(0, "cosmic_seeker"), R1)
    assert "Seek" in t.prompt() and set(t.options()) == {top[0], top[2]}
    t.pick(top[2])
    assert t.where(top[2]) == "realm 1/seat 0"           # core, played with no Thalwind link
    deck = t.st.decks[0]
    assert deck[0] in (top[0], top[1]) and deck[1] in (top[0], top[1])


def test_refusals_name_the_rule_in_words():
    """001 4 Taking Turns (and every section a refusal cites): each refusal carries a rule that
    GAME.rule_in_words names "Wonders rules <section> <topic>" (DESIGN.md, The model contract)."""
    t = Table(round=2, energy=1, actions=0)
    t.st.actions[1] = 0
    lamp = t.world(R1, 0, "the_lamp_of_luferia")
    t.st.tapped.add(lamp)
    priest = t.world(R1, 0, "lightbringer_priestess")
    t.st.faith_spent[0] = True
    t.st.faith[0] = 3
    big = t.hand(0, "aurora_templar")
    roc = t.hand(0, "tempest_roc")
    t.world(R1, 0, "granite_hollow")
    attempts = [
        Action("pass", 1), Action("draw", 0), Action("play", 0, big, None, R1), Action("play", 0, roc, None, R1),
        Action("play", 0, big, None, R3), Action("play", 0, 9999), Action("attack", 0, choice=R2),
        Action("attack", 0, choice=R3), Action("activate", 0, lamp, None, 0), Action("activate", 0, priest, None, 0),
        Action("choose", 0, choice="x"), Action("nonsense", 0),
    ]
    seen = set()
    for a in attempts:
        assert a not in t.legal(), a
        v = GAME.rules.explain(t.st, a)
        words = GAME.rule_in_words(v.rule)
        assert words.startswith("Wonders rules ") and ".txt" not in words + v.reason, (a, v)
        section = words.split()[2]
        assert section.isdigit() and 1 <= int(section) <= 7, words
        seen.add(words)
    assert len(seen) >= 6
    t.st.phase = "over"
    assert GAME.rule_in_words(GAME.rules.explain(t.st, Action("pass", 0)).rule) == "Wonders rules 4 Victory"
