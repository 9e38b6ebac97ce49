"""F7-30: an empty draw pile takes the discard pile (only), even mid-round and mid-Flip Four.

A ``ReshuffleSpy`` looks at the table right before and after each reshuffle: every card in a line,
above it or set aside stays where it is, and the new draw pile is exactly the old discard pile.
"""
from facetable.engine import Action
from facetable.engine.flip7 import Options, setup
from facetable.engine.flip7.stacking import stacked_game as game

HIT, STAY = Action("hit"), Action("stay")


def run_down(state, keep):
    """Test setup: leave only the top ``keep`` cards on the draw pile and put the others on the
    discard pile, as if earlier rounds had used them. Every card stays accounted for."""
    state.discard.extend(state.draw[:len(state.draw) - keep])
    del state.draw[:len(state.draw) - keep]


def table(state):
    return tuple((tuple(state.numbers[s]), tuple(state.mods[s]), tuple(state.pending[s]))
                 for s in range(state.players))


class ReshuffleSpy:
    """Records (table before, old discard, table after, new draw pile, discard after)."""

    def __init__(self, state):
        self.seen = []
        inner = state._reshuffle

        def spy(events):
            before, old_discard = table(state), sorted(state.discard)
            inner(events)
            self.seen.append((before, old_discard, table(state), sorted(state.draw),
                              list(state.discard)))

        state._reshuffle = spy

    def check(self):
        assert self.seen, "no reshuffle happened"
        for before, old_discard, after, new_draw, discard in self.seen:
            assert after == before                   # lines, modifiers, set-aside cards stay
            assert new_draw == old_discard and discard == []


def test_reshuffle_mid_round():  # F7-30
    state, (five, nine, ten, three) = game("5", "9", "10", "3")
    run_down(state, 1)
    old_discard = list(state.discard)
    spy = ReshuffleSpy(state)
    state.apply(HIT)                                 # seat 0 takes the last card, the 3
    events = state.apply(HIT)                        # seat 1 hits an empty draw pile
    assert [e.kind for e in events][:3] == ["hit", "reshuffle", "draw"]
    assert events[1].data == {"count": len(old_discard)}
    assert events[2]["card"] in old_discard and events[2]["seat"] == 1
    spy.check()
    assert state.numbers[0] == [five, three] and state.numbers[2] == [ten]
    assert len(state.draw) + 1 <= len(old_discard)


def test_reshuffle_mid_flip_four():  # F7-30, F7-25
    state, (five, nine, ten, ff, one, two) = game("5", "9", "10", "flip_four", "1", "2")
    run_down(state, 3)
    spy = ReshuffleSpy(state)
    state.apply(HIT)                                 # the Flip Four, the last-but-two card
    events = state.apply(Action("target", seat=0, item=ff))
    kinds = [(e.kind, e.get("why")) for e in events]
    at = kinds.index(("reshuffle", None))
    assert [e["card"] for e in events[:at] if e.kind == "draw"] == [one, two]
    assert ("draw", "flip_four") in kinds[at:]       # the flips go on from the new pile
    spy.check()
    before = spy.seen[0][0]
    assert before[0] == ((five, one, two), (), (ff,))   # Flip Four waits aside, not reshuffled


def test_reshuffle_after_many_rounds_of_a_fixed_order():  # F7-30, F7-25
    # The draw pile in id order and everyone staying: the pile runs out after many rounds, in
    # the middle of a round whose cards (the actions at the bottom of the pile) are on the table.
    state = setup(Options(players=5, target=1000), 7, deal=list(range(108)))
    spy = ReshuffleSpy(state)
    while not spy.seen:
        legal = state.legal_actions()
        state.apply(STAY if STAY in legal else legal[0])
    spy.check()
    before = spy.seen[0][0]
    assert any(cards for seat in before for cards in seat)   # mid-round: cards on the table
    assert state.round_no > 10
    assert len(state.draw) + len(state.discard) + sum(
        len(cards) for seat in table(state) for cards in seat) == 108
