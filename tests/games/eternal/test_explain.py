"""Every refusal carries a human sentence and the rule it comes from (file and section).

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.core.rng import Rng
from simulator.games.registry import get_game

SPEC = get_game("eternal")
SOURCES = ("000_6d0cea8edcfa8f82.txt", "003_5beb1e01c63d61a7.txt", "card text")


def _attempts(m):
    st = m.state
    seat = m.decision().seat
    out = [Action("pass", 1 - seat), Action("keep", seat), Action("attack", seat, choice="site"),
           Action("block", seat, choice="done"), Action("order", seat, 0, 1), Action("choose", seat, choice="x")]
    for s in (0, 1):
        out += [Action("play", s, c) for c in st.hands[s]]
        out += [Action("play", s, c, -2 + s) for c in st.hands[s]]
        out += [Action("attack", s, u) for u in st.boards[s]]
        out += [Action("use", s, u, None, 0) for u in st.boards[s]]
        out += [Action("block", s, u, a) for u in st.boards[s] for a in st.boards[1 - s]]
    return out


def test_every_refused_action_says_why_and_cites_a_rule():
    for seed in range(6):
        m = SPEC.new_match(seed, deck=["rakano-aggro/feln-control", "combrei-midrange/elysian-midrange",
                                       "stonescar-aggro/skycrag-tempo"][seed % 3])
        rng = Rng(seed)
        steps = 0
        while not m.is_over and steps < 120:
            legal = set(m.legal_actions())
            for a in _attempts(m):
                if a in legal:
                    continue
                v = m.check(a)
                assert v is not None and v.reason and any(src in v.rule for src in SOURCES), (a, v)
            m.apply(rng.choice(sorted(legal, key=str)))
            steps += 1


def test_an_illegal_play_names_the_cost_rule():
    from .helpers import check_play, table
    m = table(hands={0: ["harsh_rule"]}, power=(2, 2))
    v = check_play(m, 0, "harsh_rule")
    assert v.reason == "Harsh Rule costs 5 power, you have 2" and v.rule == "000_6d0cea8edcfa8f82.txt 1.3 Power"
