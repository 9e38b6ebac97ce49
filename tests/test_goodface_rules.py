"""Good Face Bad Face rules, one test (or more) per rule id GF-1 … GF-29, on exact positions
(``facetable.engine.goodface.scenario``: G Good, B Bad, R gReedy, S Sad, N blaNk)."""
from __future__ import annotations

import pytest

from facetable.engine import SPECTATOR, IllegalAction, OptionsError
from facetable.engine.goodface import BAD, BLANK, GOOD, GREEDY, SAD, Options, deal_for, setup
from facetable.engine.goodface import actions as A
from facetable.engine.goodface.cards import BOX_BAD, BOX_GOOD, hand_size
from facetable.engine.goodface.scenario import hand, parse, party, position


def do(state, *actions):
    """Apply each action for the only decider; return every event."""
    out = []
    for action in actions:
        out += state.apply(action)
    return out


def moves(events, seat=None):
    """(card, from_zone, from_seat, to_zone, to_seat, reason) of each move, as ``seat`` sees
    it (None: unredacted)."""
    if seat is not None:
        events = [e.seen_by(seat) for e in events]
    return [(e.get("card"), e["from_zone"], e["from_seat"], e["to_zone"], e["to_seat"],
             e["reason"]) for e in events if e.kind == "move"]


def build(state, cards: str):
    """The owner puts ``cards`` (top first) and seals if the hand is not empty yet."""
    events = do(state, *(A.put(k) for k in parse(cards)))
    if state.phase == "build":
        events += do(state, A.seal())
    return events


def total(state) -> list[int]:
    counts = list(state.removed)
    for zone in (*state.hands, *state.parties):
        counts = [a + b for a, b in zip(counts, zone)]
    for k in state.stack:
        counts[k] += 1
    if state.pending is not None:
        counts[state.pending] += 1
    return counts


# --- cards and deal ---------------------------------------------------------------------------

def test_gf1_the_box_holds_18_goods_7_bads_and_the_wilds():
    assert (BOX_GOOD, BOX_BAD) == (18, 7)
    assert Options(players=5).deck == (18, 7, 0, 0, 0)          # five players use the whole box
    assert Options(players=5, greedy=True, sad=True, blank=True).deck == (15, 7, 1, 1, 1)


@pytest.mark.parametrize("players,good,bad,removed,size", [
    (2, 9, 5, 2, 6), (3, 10, 5, 0, 5), (4, 14, 6, 0, 5), (5, 18, 7, 0, 5)])
def test_gf2_deck_by_player_count(players, good, bad, removed, size):
    options = Options(players=players)
    assert options.deck == (good, bad, 0, 0, 0) and options.removed == removed
    assert hand_size(players) == size
    for seed in range(20):
        state = setup(options, seed)
        assert [sum(h) for h in state.hands] == [size] * players
        assert sum(state.removed) == removed
        assert total(state) == [good, bad, 0, 0, 0]


def test_gf2_the_two_player_removal_is_unseen_by_everyone():
    state = setup(Options(players=2), 3)
    box = [e for e in state.start_events if e.get("reason") == "removed"]
    assert len(box) == 2
    for seat in (0, 1, SPECTATOR):
        assert all("card" not in e.seen_by(seat).data for e in box)
        view = state.view(seat)
        assert view.removed == 2 and sum(view.hand_sizes) == 12


def test_gf3_hands_are_dealt_privately_and_parties_start_empty():
    state = setup(Options(players=3), 11)
    deals = [e for e in state.start_events if e.get("reason") == "deal"]
    assert len(deals) == 15
    for e in deals:
        assert e.seen_by(e["to_seat"])["card"] == e["card"]
        assert all("card" not in e.seen_by(s).data for s in (0, 1, 2, SPECTATOR)
                   if s != e["to_seat"])
    for seat in range(3):
        view = state.view(seat)
        assert len(view.hand) == 5 and view.parties == ((), (), ())
    assert state.view(SPECTATOR).hand == ()


def test_gf3_the_deal_goes_round_one_card_at_a_time():
    state = setup(Options(players=4), 2)
    seats = [e["to_seat"] for e in state.start_events if e.get("reason") == "deal"]
    owner = state.owner
    assert seats[:4] == [(owner + i) % 4 for i in range(4)] and seats[4:8] == seats[:4]


def test_setup_with_a_given_deal_checks_the_cards():  # GF-2, GF-3, GF-4
    options = Options(players=2)
    deal = deal_for(options, [parse("GGGGGB"), parse("GGGBBB")], removed=parse("GB"), first=1)
    assert deal[:2] == parse("GB") and deal[2:4] == parse("GG")   # the box, then owner first
    state = setup(options, 1, deal=deal, first=1)
    assert state.owner == state.first == 1 and hand(state, 0) == "GGGGGB"
    assert state.removed == [1, 1, 0, 0, 0]
    with pytest.raises(ValueError, match="not a permutation"):
        setup(options, 1, deal=deal_for(options, [parse("GGGGGG"), parse("GGGBBB")],
                                        removed=parse("GB")))
    with pytest.raises(ValueError, match="first must be a seat"):
        setup(options, 1, deal=deal, first=2)


def test_gf16_a_deal_never_puts_the_wild_in_the_box():
    options = Options(players=2, sad=True)
    hands = [parse("GGGGBB"), parse("GGGGBS")]
    setup(options, 1, deal=deal_for(options, hands, removed=parse("GBB")))
    with pytest.raises(ValueError, match="GF-16"):
        setup(options, 1, deal=deal_for(options, [parse("GGGGBB"), parse("GGGGBB")],
                                        removed=parse("GBS")))


# --- building and passing ---------------------------------------------------------------------

def test_gf4_the_owner_builds_the_stack_card_by_card_and_others_see_only_its_size():
    state = position(["GGB", "GB", "G"], owner=0)
    assert state.legal_actions(0) == [A.put(GOOD), A.put(BAD)]        # no seal before a put
    events = do(state, A.put(BAD))
    assert A.seal() in state.legal_actions(0)
    events += do(state, A.put(GOOD))
    assert state.stack == [BAD, GOOD]                                 # the first put is the top
    assert state.view(0).stack_order == (BAD, GOOD)
    for seat in (1, 2, SPECTATOR):
        view = state.view(seat)
        assert view.stack_size == 2 and view.stack_order == ()
        assert [m[0] for m in moves(events, seat)] == [None, None]
    assert [m[0] for m in moves(events, 0)] == [BAD, GOOD]
    assert state.view(1).hand_sizes == (1, 2, 1)


def test_gf4_putting_the_last_card_seals_the_stack_at_once():
    state = position(["GB", "G", "G"], owner=0)
    events = do(state, A.put(GOOD), A.put(BAD))
    assert [e.kind for e in events if e.kind != "move"] == ["sealed", "pass"]
    assert state.phase == "hold" and state.holder == 1 and state.stack == [GOOD, BAD]


def test_gf4_a_stack_is_at_least_one_card():
    state = position(["GB", "G", "G"], owner=0)
    with pytest.raises(IllegalAction):
        state.apply(A.seal())


@pytest.mark.parametrize("direction,first", [("left", 1), ("right", 3)])
def test_gf5_the_pass_direction_sets_the_stacks_path_and_the_next_owner(direction, first):
    state = position(["GGG", "G", "G", "G"], owner=0, direction=direction)
    events = build(state, "GG")
    assert state.holder == first and events[-1]["to"] == first
    do(state, A.pass_())
    assert state.holder == (first * 2) % 4
    do(state, A.pass_(), A.pass_())
    assert state.holder == 0                                      # back at the owner
    do(state, A.flip(), A.take_back())                            # round over
    assert state.owner == first and state.phase == "build"


def test_gf6_a_receiver_passes_unopened_or_flips_and_may_go_on_after_a_good():
    state = position(["G", "", ""], owner=0, stack="GGB")
    assert state.legal_actions(1) == [A.flip(), A.pass_()]
    do(state, A.flip())                                           # a Good
    assert state.holder == 1 and state.legal_actions(1) == [A.flip(), A.pass_()]
    do(state, A.flip())                                           # another Good
    assert party(state, 1) == "GG" and state.holder == 1
    do(state, A.pass_())
    assert state.holder == 2 and state.legal_actions(2) == [A.flip(), A.pass_()]


def test_gf6_after_a_bad_the_stack_must_be_passed():
    state = position(["G", "", ""], owner=0, stack="BG")
    events = do(state, A.flip())
    assert party(state, 1) == "B" and state.holder == 2
    assert events[-1].kind == "pass" and events[-1]["seat"] == 1


def test_gf7_an_empty_stack_ends_the_round_and_the_owners_left_neighbour_builds():
    state = position(["G", "G", "G"], owner=0, stack="G", holder=2)
    events = do(state, A.flip())
    assert [e["reason"] for e in events if e.kind == "round_over"] == ["empty"]
    assert state.owner == 1 and state.phase == "build" and state.round == 2


def test_gf7_gf25_back_at_its_owner_the_stack_must_be_flipped():
    state = position(["G", "G"], owner=0, stack="GBG", holder=0)
    assert state.legal_actions(0) == [A.flip()]                    # may not pass it on
    with pytest.raises(IllegalAction):
        state.apply(A.pass_())
    do(state, A.flip())                                            # a Good: flip or take back
    assert state.legal_actions(0) == [A.flip(), A.take_back()]
    events = do(state, A.flip())                                   # a Bad: the rest comes back
    assert party(state, 0) == "" and hand(state, 0) == "GGGB"      # GF-12, then take back
    assert moves(events)[-1] == (GOOD, "stack", 0, "hand", 0, "take_back")
    assert state.owner == 1 and state.phase == "build"


def test_gf7_the_owner_may_take_the_rest_back_after_a_good():
    state = position(["", "G"], owner=0, stack="GBB", holder=0)
    do(state, A.flip())
    events = do(state, A.take_back())
    assert hand(state, 0) == "BB" and party(state, 0) == "G"
    assert [m[1:] for m in moves(events, 1)] == [("stack", 0, "hand", 0, "take_back")] * 2
    assert [m[0] for m in moves(events, 1)] == [None, None]       # the others see card backs
    assert [m[0] for m in moves(events, 0)] == [BAD, BAD]
    assert state.owner == 1


def test_gf8_an_owner_to_be_with_an_empty_hand_is_skipped():
    state = position(["G", "", "", "GG"], owner=0, stack="G", holder=2)
    events = do(state, A.flip())                     # seat 2 flips into its Party
    rounds = [e for e in events if e.kind == "round"]
    assert rounds[-1]["owner"] == 3 and rounds[-1]["skipped"] == (1, 2)
    assert state.owner == 3


def test_gf8_skipping_follows_the_pass_direction():
    state = position(["G", "GG", "", ""], owner=0, stack="G", holder=1, direction="right")
    do(state, A.flip())
    assert state.owner == 1
    state = position(["G", "GG", "", ""], owner=0, stack="G", holder=2, direction="right")
    do(state, A.flip())
    assert state.owner == 1                    # 3 and 2 are empty-handed: skipped


# --- flipping into a Party --------------------------------------------------------------------

def test_gf9_a_good_joins_an_empty_party_or_one_holding_goods():
    state = position(["G", "", ""], ["", "GG", ""], owner=0, stack="GG")
    events = do(state, A.flip())
    assert party(state, 1) == "GGG"
    assert moves(events)[-1] == (GOOD, "flip", 1, "party", 1, "party")
    state = position(["G", "", ""], owner=0, stack="GG")
    do(state, A.flip())
    assert party(state, 1) == "G"


def test_gf10_a_good_on_bads_sends_one_bad_and_the_good_to_the_hand():
    state = position(["G", "", ""], ["", "BB", ""], owner=0, stack="GG")
    events = do(state, A.flip())
    assert party(state, 1) == "B" and hand(state, 1) == "GB"
    assert moves(events)[1:] == [(BAD, "party", 1, "hand", 1, "return"),
                                 (GOOD, "flip", 1, "hand", 1, "return")]
    assert state.legal_actions(1) == [A.flip(), A.pass_()]       # may flip again


def test_gf11_a_bad_joins_an_empty_party():
    state = position(["G", "", ""], owner=0, stack="BG")
    do(state, A.flip())
    assert party(state, 1) == "B" and hand(state, 1) == ""


def test_gf12_a_bad_on_goods_sends_every_good_and_the_bad_to_the_hand():
    state = position(["G", "", ""], ["", "GGG", ""], owner=0, stack="BG")
    events = do(state, A.flip())
    assert party(state, 1) == "" and hand(state, 1) == "GGGB"
    assert moves(events)[1:] == [(GOOD, "party", 1, "hand", 1, "return")] * 3 + [
        (BAD, "flip", 1, "hand", 1, "return")]
    assert state.holder == 2


def test_gf13_a_bad_joins_bads_and_three_bads_are_purged_to_the_hand():
    state = position(["G", "", ""], ["", "B", ""], owner=0, stack="BG")
    do(state, A.flip())
    assert party(state, 1) == "BB"
    state = position(["G", "", ""], ["", "BB", ""], owner=0, stack="BG")
    events = do(state, A.flip())
    assert party(state, 1) == "" and hand(state, 1) == "BBB"
    assert moves(events)[1:] == [(BAD, "flip", 1, "party", 1, "party")] + [
        (BAD, "party", 1, "hand", 1, "return")] * 3


def test_gf14_returned_cards_go_to_the_hand_and_into_the_next_stack():
    state = position(["G", "", ""], ["", "GG", ""], owner=0, stack="B", holder=1)
    do(state, A.flip())                                # GF-12: round over, seat 1 builds next
    assert state.owner == 1 and hand(state, 1) == "GGB"
    assert state.legal_actions(1) == [A.put(GOOD), A.put(BAD)]
    assert total(state) == list(state.options.deck)    # nothing discarded


def test_gf15_four_goods_win_at_once():
    state = position(["G", "", ""], ["", "GGG", ""], owner=0, stack="GG")
    events = do(state, A.flip())
    assert state.is_over and state.winners == (1,)
    assert events[-1].kind == "game_over" and events[-1]["reason"] == "four_goods"
    assert state.outcome().winners == (1,) and state.outcome().scores == (0, 4, 0)


def test_gf15_gf18_a_greedy_gift_wins_the_game_for_the_owner():
    state = position(["G", "", ""], ["GGG", "G", ""], owner=0, stack="RG")
    events = do(state, A.flip())
    assert moves(events)[1:] == [(GOOD, "party", 1, "flip", 0, "gift"),
                                 (GOOD, "flip", 0, "party", 0, "party")]
    assert state.is_over and state.winners == (0,)
    assert events[-1].kind == "game_over"                # GF-28: nothing else happens
    assert hand(state, 1) == "" and state.pending == GREEDY
    assert total(state) == list(state.options.deck)


# --- wild cards -------------------------------------------------------------------------------

def test_gf16_each_wild_replaces_a_good_with_three_to_five_players():
    assert Options(players=3, greedy=True).deck == (9, 5, 1, 0, 0)
    assert Options(players=4, sad=True, blank=True).deck == (12, 6, 0, 1, 1)
    state = setup(Options(players=4, greedy=True, sad=True, blank=True), 5)
    assert [sum(h) for h in state.hands] == [5] * 4 and sum(state.removed) == 0
    assert total(state) == [11, 6, 1, 1, 1]


@pytest.mark.parametrize("wild", ["greedy", "sad", "blank"])
def test_gf16_two_players_use_one_wild_shuffled_in_after_three_removals(wild):
    options = Options(players=2, **{wild: True})
    assert options.removed == 3
    for seed in range(30):
        state = setup(options, seed)
        assert [sum(h) for h in state.hands] == [6, 6] and sum(state.removed) == 3
        wild_kind = options.wilds[0]
        assert state.removed[wild_kind] == 0                   # the wild is never removed
        assert sum(h[wild_kind] for h in state.hands) == 1
        assert total(state) == list(options.deck)


def test_gf16_two_players_may_not_use_two_wilds():
    with pytest.raises(OptionsError, match="at most one wild"):
        Options(players=2, greedy=True, sad=True)
    Options(players=3, greedy=True, sad=True, blank=True)       # fine with more players


def test_gf17_a_wild_in_a_party_counts_for_nothing():
    state = position(["G", "", ""], ["", "R", ""], owner=0, stack="BG", markers=(1,))
    do(state, A.flip())                             # GF-11 (empty of Goods and Bads): joins
    assert party(state, 1) == "B"                   # and the marker cleared (GF-19)
    state = position(["B", "", ""], ["R", "", ""], owner=0, stack="GB", holder=0,
                     markers=(0,))
    do(state, A.flip())
    assert party(state, 0) == "GR"                  # GF-9: the Greedy is not a Bad


def test_gf18_greedy_flipped_by_a_non_owner_gives_the_owner_a_party_card():
    state = position(["G", "", ""], ["B", "GG", ""], owner=0, stack="RG")
    events = do(state, A.flip())
    assert party(state, 1) == "G" and hand(state, 1) == "R"
    assert party(state, 0) == "" and hand(state, 0) == "GGB"        # GF-10 for the owner
    assert moves(events)[1:] == [(GOOD, "party", 1, "flip", 0, "gift"),
                                 (BAD, "party", 0, "hand", 0, "return"),
                                 (GOOD, "flip", 0, "hand", 0, "return"),
                                 (GREEDY, "flip", 1, "hand", 1, "wild")]
    assert state.holder == 2                                         # must pass


def test_gf18_a_bad_gift_can_wipe_the_owners_goods():
    state = position(["G", "", ""], ["GGG", "B", ""], owner=0, stack="RG")
    do(state, A.flip())
    assert party(state, 0) == "" and hand(state, 0) == "GGGGB"       # GF-12 for the owner
    assert party(state, 1) == ""


def test_gf18_greedy_on_an_empty_party_gives_nothing():
    state = position(["G", "", ""], owner=0, stack="RG")
    events = do(state, A.flip())
    assert moves(events)[1:] == [(GREEDY, "flip", 1, "hand", 1, "wild")]
    assert party(state, 0) == "" and state.holder == 2


def test_gf18_gf22_a_greedy_gift_is_never_a_wild():
    state = position(["G", "", ""], ["", "R", ""], owner=0, stack="NG", markers=(1,),
                     blank_effect="greedy")
    do(state, A.flip())
    assert party(state, 0) == "" and hand(state, 1) == "RN"         # marker cleared: R back


def test_gf19_greedy_flipped_by_the_owner_joins_the_party_and_sets_the_marker():
    state = position(["", "G", "G"], ["G", "", ""], owner=0, stack="RGB", holder=0)
    events = do(state, A.flip())
    assert party(state, 0) == "GR" and hand(state, 0) == "GB"       # the rest comes back
    assert state.marker == [True, False, False]
    assert [e["on"] for e in events if e.kind == "must_flip"] == [True]
    assert state.view(2).must_flip == (True, False, False)
    assert state.owner == 1


def test_gf19_the_marked_player_must_flip_the_next_stack_built_by_another():
    state = position(["", "G", "G"], ["R", "", ""], owner=1, stack="GG", holder=0,
                     markers=(0,))
    assert state.legal_actions(0) == [A.flip()]
    events = do(state, A.flip())
    assert party(state, 0) == "G" and hand(state, 0) == "R" and state.marker[0] is False
    assert moves(events)[-1] == (GREEDY, "party", 0, "hand", 0, "wild")
    assert state.legal_actions(0) == [A.flip(), A.pass_()]          # the flip was the first


def test_gf19_the_marker_stays_through_the_marked_players_own_rounds():
    state = position(["GG", "G"], ["R", ""], owner=0, markers=(0,))
    build(state, "G")
    assert state.legal_actions(1) == [A.flip(), A.pass_()]
    do(state, A.pass_())
    do(state, A.flip())                                             # own stack: marker stays
    assert state.marker[0] is True and party(state, 0) == "GR"
    assert state.owner == 1
    build(state, "G")                                               # another's stack reaches 0
    assert state.legal_actions(0) == [A.flip()]


def test_gf19_a_marked_player_flipping_a_bad_still_gets_the_greedy_back():
    state = position(["G", "", ""], ["", "R", ""], owner=0, stack="BG", markers=(1,))
    do(state, A.flip())
    assert hand(state, 1) == "R" and state.marker[1] is False and state.holder == 2


def test_gf20_sad_flipped_by_a_non_owner_gives_all_but_one_card_to_the_owner():
    state = position(["G", "GGBB", ""], owner=0, stack="SG")
    do(state, A.flip())
    assert state.phase == "keep" and state.deciders() == (1,)
    assert state.legal_actions(1) == [A.keep(GOOD), A.keep(BAD)]
    view = state.view(2)
    assert view.pending == SAD and view.keeper == 1 and view.keep_mode == "give"
    events = do(state, A.keep(BAD))
    assert hand(state, 1) == "BS" and hand(state, 0) == "GGGB"
    gifts = [m for m in moves(events) if m[5] == "sad_give"]
    assert [(m[2], m[4]) for m in gifts] == [(1, 0)] * 3
    assert all(m[0] is None for m in moves(events, 2) if m[5] == "sad_give")
    assert [m[0] for m in moves(events, 0) if m[5] == "sad_give"] == [GOOD, GOOD, BAD]
    assert state.legal_actions(1) == [A.flip(), A.pass_()]          # may flip again


def test_gf20_the_keep_is_asked_even_when_every_card_is_alike():
    """Hand sizes are public; asking only when the kinds differ would tell the others so."""
    state = position(["G", "GG", ""], owner=0, stack="SG")
    do(state, A.flip())
    assert state.legal_actions(1) == [A.keep(GOOD)]
    state = position(["G", "G", ""], owner=0, stack="SG")
    do(state, A.flip())                                             # one card: nothing to give
    assert state.phase == "hold" and hand(state, 1) == "GS"


def test_gf21_sad_flipped_by_the_owner_is_dealt_round_one_card_at_a_time():
    state = position(["GGGBB", "", "", ""], owner=0, stack="SG", holder=0, seed=4)
    do(state, A.flip())
    assert state.view(0).keep_mode == "deal"
    events = do(state, A.keep(BAD))
    deal = [m for m in moves(events) if m[5] == "sad_deal"]
    assert [(m[2], m[4]) for m in deal] == [(0, 1), (0, 2), (0, 3), (0, 1)]
    assert sorted(m[0] for m in deal) == [GOOD, GOOD, GOOD, BAD]
    for e in (e for e in events if e.get("reason") == "sad_deal"):
        for seat in range(4):
            assert ("card" in e.seen_by(seat).data) == (seat == e["to_seat"])
    assert hand(state, 0) == "BS" and sum(map(sum, state.hands)) == 6
    assert state.legal_actions(0) == [A.flip(), A.take_back()]


def test_gf21_the_sad_deal_goes_the_pass_direction():
    state = position(["GGGBB", "", "", ""], owner=0, stack="SG", holder=0, direction="right")
    do(state, A.flip(), A.keep(GOOD))
    deal = [e for e in state.events if e.get("reason") == "sad_deal"]
    assert [e["to_seat"] for e in deal] == [3, 2, 1, 3]


def test_gf22_a_blank_as_greedy_follows_the_greedy_face():
    state = position(["", "G", "G"], owner=0, stack="NG", holder=0, blank_effect="greedy")
    do(state, A.flip())
    assert party(state, 0) == "N" and hand(state, 0) == "G" and state.marker[0]
    state = position(["G", "", ""], ["", "G", ""], owner=0, stack="NG", blank_effect="greedy")
    do(state, A.flip())
    assert party(state, 0) == "G" and hand(state, 1) == "N" and state.holder == 2


def test_gf22_a_blank_as_sad_follows_the_sad_face():
    state = position(["G", "GB", ""], owner=0, stack="NG", blank_effect="sad")
    do(state, A.flip(), A.keep(GOOD))
    assert hand(state, 1) == "GN" and hand(state, 0) == "GB"
    state = position(["GB", "", ""], owner=0, stack="NG", holder=0, blank_effect="sad")
    do(state, A.flip(), A.keep(GOOD))
    assert hand(state, 0) == "GN" and hand(state, 1) == "B"


def test_gf22_a_peek_blank_shows_the_next_card_to_its_flipper_only():
    state = position(["G", "", ""], owner=0, stack="NBG", blank_effect="peek")
    events = do(state, A.flip())
    assert hand(state, 1) == "N" and state.legal_actions(1) == [A.flip(), A.pass_()]
    peek = next(e for e in events if e.kind == "peek")
    assert peek.seen_by(1)["card"] == BAD
    assert all("card" not in peek.seen_by(s).data for s in (0, 2, SPECTATOR))
    assert state.view(1).peek == BAD
    assert state.view(0).peek is None and state.view(2).peek is None
    do(state, A.pass_())
    assert state.view(1).peek == BAD                   # still on top: still known
    do(state, A.flip())                                # seat 2 flips it
    assert state.view(1).peek is None


def test_gf22_a_peek_blank_for_the_owner_then_flip_or_take_back():
    state = position(["", "G", "G"], owner=0, stack="NB", holder=0, blank_effect="peek")
    do(state, A.flip())
    assert state.view(0).peek == BAD and state.legal_actions(0) == [A.flip(), A.take_back()]


def test_gf22_a_blank_emptying_the_stack_ends_the_round():
    state = position(["G", "", ""], owner=0, stack="N", blank_effect="peek")
    events = do(state, A.flip())
    assert not any(e.kind == "peek" for e in events)
    assert state.owner == 1 and state.phase == "build"


# --- what each seat knows; turn order ---------------------------------------------------------

def test_gf23_a_view_holds_what_the_seat_knows_and_nothing_else():
    state = position(["GGB", "GB", "B"], ["", "G", "BB"], owner=0, round=7)
    do(state, A.put(BAD), A.put(GOOD))
    mine, theirs = state.view(0), state.view(1)
    assert mine.hand == (GOOD,) and theirs.hand == (GOOD, BAD)
    assert mine.parties == theirs.parties == ((), (GOOD,), (BAD, BAD))
    assert mine.hand_sizes == theirs.hand_sizes == (1, 2, 1)
    assert mine.stack_order == (BAD, GOOD) and theirs.stack_order == ()
    assert mine.stack_size == theirs.stack_size == 2 and theirs.owner == 0
    assert theirs.round == 7 and theirs.round_limit == 40
    do(state, A.seal(), A.flip())
    assert state.view(2).flipped == ((1, BAD),)
    assert state.view(0).stack_order == (GOOD,)                  # the rest, until used up


def test_gf24_two_players_a_passed_stack_is_back_at_its_owner():
    state = position(["GG", "G"], owner=0)
    build(state, "G")
    assert state.holder == 1
    do(state, A.pass_())
    assert state.holder == 0 and state.legal_actions(0) == [A.flip()]


def test_gf26_an_empty_handed_player_still_receives_and_flips():
    state = position(["G", "", "G"], owner=0, stack="GG")
    assert state.view(1).hand_sizes[1] == 0
    assert state.legal_actions(1) == [A.flip(), A.pass_()]
    do(state, A.flip())
    assert party(state, 1) == "G"


def test_gf27_wilds_can_be_put_in_a_stack():
    state = position(["GRSN", "G", "G"], owner=0)
    assert state.legal_actions(0)[:4] == [A.put(GOOD), A.put(GREEDY), A.put(SAD),
                                          A.put(BLANK)]
    do(state, A.put(SAD), A.put(GREEDY))
    assert state.stack == [SAD, GREEDY]


def test_gf28_the_game_ends_at_once_when_a_player_wins():
    state = position(["G", "", ""], ["", "GGG", ""], owner=0, stack="GGB")
    do(state, A.flip())
    assert state.is_over and state.stack == [GOOD, BAD]
    assert state.deciders() == () and state.legal_actions(1) == []
    with pytest.raises(IllegalAction):
        state.apply(A.pass_(), 1)


def _limit_position(parties, hands):
    """The last Stack before the limit: seat 1 flips its only card, a Bad."""
    return position(hands, parties, owner=0, stack="B", holder=1, round=20, round_limit=20)


def test_gf29_at_the_limit_most_goods_wins():
    state = _limit_position(["GG", "", "G"], ["G", "B", "BB"])
    events = do(state, A.flip())
    assert events[-1].kind == "game_over" and events[-1]["reason"] == "round_limit"
    assert state.winners == (0,)
    assert state.outcome().placings == (1, 3, 2)     # Goods: 2, 0 (a Bad), 1


def test_gf29_a_tie_on_goods_goes_to_fewer_bads_then_to_fewer_cards_in_hand():
    state = _limit_position(["B", "", "BB"], ["GG", "G", "G"])
    do(state, A.flip())                              # seat 1's Party: one Bad
    assert state.winners == (1,) and state.outcome().placings == (2, 1, 3)


def test_gf29_a_full_tie_is_a_shared_win():
    state = _limit_position(["B", "", "BB"], ["GG", "GB", "G"])
    do(state, A.flip())
    assert state.winners == (0, 1) and state.outcome().placings == (1, 1, 3)
    assert state.outcome().winners == (0, 1)


def test_gf29_the_round_limit_ends_a_game_that_would_never_end():
    """Two players pass one-card Stacks unopened; each owner must flip its own card (GF-7),
    a Bad while it has one, so the Parties swing between one and two Bads for ever."""
    options = Options(players=2, round_limit=20)
    state = setup(options, 1, deal=deal_for(options, [parse("BBBGGG"), parse("BBGGGG")],
                                            removed=parse("GG")), first=0)
    swings = set()
    while not state.is_over:
        seat = state.deciders()[0]
        legal = state.legal_actions(seat)
        if state.phase == "build":
            state.apply(A.put(BAD) if A.put(BAD) in legal else A.put(GOOD))
            if state.phase == "build":
                state.apply(A.seal())
        elif A.pass_() in legal:
            state.apply(A.pass_())
        else:
            state.apply(legal[-1])                   # flip, then take back
            swings.add(state.parties[1][BAD])
    assert state.end_reason == "round_limit" and state.round == 20
    assert {1, 2} <= swings
    keys = [state.rank_key(s) for s in range(2)]
    assert state.winners == tuple(s for s in range(2) if keys[s] == min(keys))


def test_gf29_the_stack_count_is_in_every_view():
    state = setup(Options(players=3, round_limit=25), 1)
    assert state.view(SPECTATOR).round == 1 and state.view(SPECTATOR).round_limit == 25


def test_gf29_the_round_limit_is_an_option_from_20_to_100():
    for bad in (19, 101):
        with pytest.raises(OptionsError, match="round_limit"):
            Options(players=3, round_limit=bad)
    assert Options(players=3).round_limit == 40


# --- illegal actions --------------------------------------------------------------------------

@pytest.mark.parametrize("action,seat", [
    (A.put(GREEDY), 0), (A.put(BAD), 0), (A.flip(), 0), (A.pass_(), 0), (A.keep(GOOD), 0),
    (A.take_back(), 0), (A.put(GOOD), 1)])
def test_illegal_actions_raise_and_change_nothing(action, seat):
    state = position(["GG", "G", "G"], owner=0)
    before = [state.view(s) for s in (0, 1, 2)]
    snapshot = (list(map(list, state.hands)), list(state.stack), state.phase, len(state.events))
    with pytest.raises(IllegalAction):
        state.apply(action, seat)
    assert (list(map(list, state.hands)), list(state.stack), state.phase,
            len(state.events)) == snapshot
    assert [state.view(s) for s in (0, 1, 2)] == before and state.history == []


def test_a_keep_of_a_kind_not_in_hand_is_illegal():
    state = position(["G", "GG", ""], owner=0, stack="SG")
    do(state, A.flip())
    with pytest.raises(IllegalAction):
        state.apply(A.keep(BAD))
    assert state.phase == "keep" and hand(state, 1) == "GG"
