"""Every table driven by a zone model keeps its zones equal to the view on screen too (issue 21):
a controller shown random games, at once, after every move holds exactly the projection of the
view of the seat it shows, and the picture its layout reads is made from those zones."""
from __future__ import annotations

import random

import pytest

from facetable.engine import SPECTATOR
from facetable.games import GAMES
from facetable.table.zones import drift

ZONE_GAMES = [g for g, spec in GAMES.items() if spec.controller_class().projection is not None]


def test_the_migrated_games_are_zone_tables():
    assert {"crack", "flip7", "coup", "goodface"} <= set(ZONE_GAMES)


@pytest.mark.parametrize("game", ZONE_GAMES)
@pytest.mark.parametrize("seat", [0, SPECTATOR])
def test_the_controller_holds_the_views_zones_after_every_move(qtbot, game, seat):
    spec = GAMES[game]
    for seed in range(3):
        options = spec.make_options()
        state = spec.setup(options, seed)
        c = spec.controller_class()(state.view(seat), [f"P{s}" for s in range(options.players)],
                                    max(seat, 0))
        c.looking = seat                       # as a session sets it: whose secrets it shows
        c.set_speed(0)
        c.resize(1000, 640)
        c.play([e.seen_by(seat) for e in state.start_events])
        rng = random.Random(seed)
        move = 0
        while not state.is_over and move < 300:
            mover = rng.choice(state.deciders())
            c.play([e.seen_by(seat) for e in state.apply(
                rng.choice(state.legal_actions(mover)), mover)])
            move += 1
            wrong = drift(c.zones, c.projection.project(state.view(seat)))
            assert wrong is None, f"{game} seed {seed} move {move}: {wrong}"
            assert c.picture(c.zones) == c.model, "the layout reads the zones, nothing else"
            assert c.labels_model() is c.model, "instant: every label shows the latest move"
        c.dispose()


def test_a_coup_seat_reads_out_only_once_its_last_card_has_turned(qtbot):  # CP-16
    """(Coup's events already came one step each, so this held before the zone model too; it
    keeps the shared rule for Coup: a label waits for the card that causes it.)"""
    from facetable.engine.coup import Options, setup
    from facetable.table.coup.controller import CoupController
    state = setup(Options(players=3), 4)
    c = CoupController(state.view(SPECTATOR), ["A", "B", "C"], 0)
    c.set_speed(0)
    c.resize(1000, 640)
    c.play([e.seen_by(SPECTATOR) for e in state.start_events])
    rng = random.Random(4)
    while True:
        mover = rng.choice(state.deciders())
        action = rng.choice(state.legal_actions(mover))
        trial = state.clone()
        events = trial.apply(action, mover)
        if any(e.kind == "out" for e in events):
            break
        c.play([e.seen_by(SPECTATOR) for e in state.apply(action, mover)])
    seat = next(e["seat"] for e in events if e.kind == "out")
    card = next(e["card"] for e in events if e.kind == "lose" and e["seat"] == seat)
    c.set_speed(1.0)
    c.play([e.seen_by(SPECTATOR) for e in state.apply(action, mover)])
    assert c.busy and c.panels[seat].detail != "out", "the card has not turned yet"
    with qtbot.waitSignal(c.settled, timeout=10000):
        pass
    assert c.cards[card].face_up and c.panels[seat].detail == "out"


def test_a_good_face_hand_size_changes_when_its_cards_land(qtbot):  # GF-3
    """The deal moves the cards at real speed: "Hand: 0" until they have landed, then the
    dealt count (the zone model has them at once; the words wait for the cards)."""
    from facetable.engine.goodface import Options, setup
    from facetable.table.face_cards import hand_label
    from facetable.table.goodface.controller import GoodFaceController
    state = setup(Options(players=3), 2)
    c = GoodFaceController(state.view(0), ["A", "B", "C"], 0)
    c.looking = 0
    c.resize(1000, 640)
    c.set_speed(1.0)
    c.play([e.seen_by(0) for e in state.start_events])
    dealt = state.view(0).hand_sizes[0]
    assert dealt > 0 and c.busy
    assert len(c.model.hands[0]) == dealt, "the zones hold the deal at once"
    assert c.hand_labels[0].text == hand_label(0), "the label waits for the cards"
    with qtbot.waitSignal(c.settled, timeout=20000):
        pass
    assert c.hand_labels[0].text == hand_label(dealt)
    c.dispose()


def _face_guess_at_speed(seed: int = 3):
    from facetable.engine.faceguess import Options, setup
    from facetable.table.faceguess.controller import FaceGuessController
    state = setup(Options(players=3), seed)
    c = FaceGuessController(state.view(0), ["A", "B", "C"], 0)
    c.looking = 0
    c.resize(1000, 640)
    return state, c


def test_a_pile_count_changes_when_its_cards_land(qtbot):  # FG-2, issue 21: SetCount
    """The shared pile count (``pile_items``): the draw pile still shows the whole deck while
    the deal's cards fly, and what is left once they have landed."""
    state, c = _face_guess_at_speed()
    c.set_speed(1.0)
    c.play([e.seen_by(0) for e in state.start_events])
    full = next(e["deck"] for e in state.start_events if e.kind == "start")
    left = state.view(0).deck_size
    assert left < full and c.busy
    assert c.zones.zones["deck"].size == left, "the zones hold the deal at once"
    assert c.deck_item.count == full, "the count waits for the cards"
    with qtbot.waitSignal(c.settled, timeout=20000):
        pass
    assert c.deck_item.count == left
    c.dispose()


def test_a_card_revealed_where_it_lies_face_up_turns_over(qtbot):  # FG-5, issue 21: Reveal
    """The seat's own card lies face up to it (padlocked); at the reveal it turns on its edge
    and back in place (the shared Reveal animation), and ends face up."""
    state, c = _face_guess_at_speed()
    c.set_speed(0)
    c.play([e.seen_by(0) for e in state.start_events])
    rng = random.Random(1)
    while state.phase == "commit":
        seat = state.deciders()[0]
        c.play([e.seen_by(0) for e in state.apply(rng.choice(state.legal_actions(seat)), seat)])
    mine = c.model.mats[0]
    assert c.cards[mine].flip == 1.0, "its owner sees it"
    events = []
    while not events or not any(e.kind == "reveal" for e in events):
        seat = state.deciders()[0]
        events += state.apply(rng.choice(state.legal_actions(seat)), seat)
    where = c.cards[mine].pos()
    c.set_speed(1.0)
    c.play([e.seen_by(0) for e in events])
    qtbot.waitUntil(lambda: c.cards[mine].flip < 0.9, timeout=20000)
    assert c.cards[mine].pos() == where, "in place"
    qtbot.waitUntil(lambda: not c.busy, timeout=30000)
    assert c.cards[mine].flip == 1.0            # face up, on the discard pile by now
    c.dispose()


def test_the_flip7_draw_pile_count_changes_when_the_cards_land(qtbot):  # F7-9, issue 21
    """Flip 7's draw pile uses the shared pile count too: while a dealt card flies, the pile
    still counts it; once the deal has landed it shows what the view says is left."""
    from facetable.engine.flip7 import Options, setup
    from facetable.table.flip7.controller import Flip7Controller
    state = setup(Options(players=3), 4)
    c = Flip7Controller(state.view(0), ["A", "B", "C"], 0)
    c.resize(1000, 640)
    c.set_speed(1.0)
    c.play([e.seen_by(0) for e in state.start_events])
    assert c.busy
    assert c.pile.count > c.zones.zones["draw"].size, "the count waits for the card"
    with qtbot.waitSignal(c.settled, timeout=20000):
        pass
    assert c.pile.count == c.zones.zones["draw"].size == state.view(0).draw_count
    c.dispose()
