"""The state-based checks run after every change (003 "state-based actions"): deaths at 0
health, broken relic weapons, healing from lost health buffs, held stuns, "+1 Maximum
Power" auras, and the end of the game when a player is at 0 health (000 1.1, 6.5)."""
from __future__ import annotations

from .acts import Ctx, destroy, player, raise_max_power
from .cards import KW
from .state import HELD
from .stats import aura_max_power, health_parts, held_stunned, keywords
from .targets import removed_from_combat

SETTLED, TOUCHED, CHANGED = 0, 1, 2   # what a pass of the state-based checks did (check_state)


def state_checks(ctx: Ctx) -> bool:
    """003 state-based actions: deaths at 0 health, lost armor, players at 0 health; first,
    a unit that lost a positive health buff (an aura, an attachment) is healed of up to
    that much damage (003 Cards, Health). True when something changed."""
    return check_state(ctx) == CHANGED


def check_state(ctx: Ctx) -> int:
    """state_checks, telling how much it did: CHANGED (a card died or broke, the game
    ended), TOUCHED (no such change, but a unit's health buffs, damage or held stun, or
    maximum power, may have been brought in step), or SETTLED: nothing at all was written,
    so until something these checks read changes, another pass would write nothing either
    (rules.run skips it then)."""
    st, cards = ctx.st, ctx.cards
    changed = touched = False
    dying = []
    mp_aura = st.mp_aura
    for s in (0, 1) if st.auras or mp_aura[0] or mp_aura[1] else ():   # "+1 Maximum Power" (Initiate of
        want = aura_max_power(st, cards, s) if st.auras else 0          # the Sands) while the card is in force
        if want != mp_aura[s]:
            touched = True
            delta, mp_aura[s] = want - mp_aura[s], want
            if delta > 0:
                raise_max_power(ctx, s, delta, depleted=True)
            else:
                st.max_power[s] = max(0, st.max_power[s] + delta)
    info, kinds, auras = st.info, st.kinds, st.auras
    for board in st.boards:
        for u in board:
            i = info[u]
            if not (auras or i.att or i.thp or i.pbuf or i.used & HELD):
                # the hottest loop of a game: no buff that can end, no attachment, aura or held
                # stun, so all that is left to see is a death (the general case below, inlined)
                if cards[kinds[u]].health + i.hp <= i.dmg:
                    dying.append(u)
                continue
            if i.att or auras and i.entered >= 0:
                h, pos = health_parts(st, cards, u)
            else:   # health_parts without attachments or auras, inlined
                thp = i.thp
                h = cards[kinds[u]].health + i.hp + thp
                pos = thp if thp > 0 else 0   # noqa: FURB136 (as health_parts; max() is slower)
            pbuf = i.pbuf
            if pos != pbuf:
                touched = True
                if pos < pbuf and i.dmg > 0:   # 003 Health: a lost positive health buff heals that much
                    i.dmg -= min(i.dmg, pbuf - pos)
                i.pbuf = pos
            if h - i.dmg <= 0:
                dying.append(u)
            elif i.att and held_stunned(st, cards, u):
                touched = True
                i.used |= HELD
                if not i.ex or u in st.attackers:
                    i.ex = True   # Permafrost: stunned for as long as it is cursed
                    removed_from_combat(st, u)
            elif i.used & HELD:   # the held stun is over; 003 Endurance: a stunned unit that
                touched = True
                i.used &= ~HELD   # gains Endurance (Infinite Hourglass) is readied at once
                if keywords(st, cards, u) & KW["endurance"]:
                    i.ex = False
    for u in dying:
        destroy(ctx, u)
        changed = True
    weapon = st.weapon
    for s in (0, 1) if weapon[0] >= 0 or weapon[1] >= 0 else ():
        w = weapon[s]   # Bloodrite Kalis (0/0) waits for its own Summon to give it armor
        if w >= 0 and st.armor[s] <= 0 and not any(p[1] == w for p in st.pending) \
                and not any(x["src"] == w and x["kind"] == "trigger" for x in st.stack):
            destroy(ctx, st.weapon[s], "breaks")
            changed = True
    health_now = st.health
    if health_now[0] <= 0 or health_now[1] <= 0:
        end_game(ctx, [s for s in (0, 1) if health_now[s] <= 0], "health")
        return CHANGED
    return CHANGED if changed else TOUCHED if touched else SETTLED


def end_game(ctx: Ctx, losers: list[int], why: str) -> None:
    """Finish the game; when both would lose, 000 6.5's tiebreakers decide."""
    st = ctx.st
    if len(losers) == 2:
        h0, h1 = st.health
        d0, d1 = len(st.decks[0]), len(st.decks[1])
        if h0 != h1:
            loser = 0 if h0 < h1 else 1
            how = "lower health"
        elif d0 != d1:
            loser = 0 if d0 < d1 else 1
            how = "fewer cards in deck"
        else:
            loser = st.first
            how = "took the first turn"
        winner = 1 - loser
        st.summary = f"{player(winner)} wins on a tiebreaker ({player(loser)}: {how})"
    else:
        winner = 1 - losers[0]
        st.summary = (f"{player(winner)} wins: {player(losers[0])} is at {st.health[losers[0]]} health" if why == "health"
                      else f"{player(winner)} wins: no cards are left in {player(losers[0])}'s deck")
    st.winners = [winner]
    st.phase = "over"
    st.choice = None
    st.tasks.clear()
    ctx.log("game_over", st.summary, winner)
