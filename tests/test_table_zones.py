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


def test_the_three_migrated_games_are_zone_tables():
    assert {"crack", "flip7", "coup"} <= set(ZONE_GAMES)


@pytest.mark.parametrize("game", ZONE_GAMES)
@pytest.mark.parametrize("seat", [0, SPECTATOR])
def test_the_controller_holds_the_views_zones_after_every_move(qtbot, game, seat):
    spec = GAMES[game]
    for seed in range(3):
        options = spec.make_options()
        state = spec.setup(options, seed)
        c = spec.controller_class()(state.view(seat), [f"P{s}" for s in range(options.players)],
                                    max(seat, 0))
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
