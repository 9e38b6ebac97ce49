"""Saves keep ``setup``'s ``deal`` and ``first`` (the contract's meaning): a stacked game, or a
later game started by the last winner (CP-4), is saved, loaded and replayed exactly; saves
written before either existed still load; a deal that does not fit is refused in one line.
Every game in GAMES."""
from __future__ import annotations

import json
import random

import pytest

from facetable.engine import SPECTATOR
from facetable.games import GAMES
from facetable.saves import Loaded, Problem, SaveStore
from facetable.saves.files import INVALID
from facetable.saves.replay import OPEN, Replay
from facetable.saves.store import load_save
from saves_helpers import play

SPECS = list(GAMES.values())


def views(state):
    return [state.view(s) for s in (SPECTATOR, *range(state.players))]


def stacked(spec, seed: int):
    """Options, a shuffled whole deck and a first seat that is not the one the seed draws."""
    options = spec.make_options()
    deal = spec.deck(options)
    random.Random(seed).shuffle(deal)
    drawn = spec.setup(options, seed).first
    return options, deal, (drawn + 1) % options.players


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_a_stacked_game_with_a_chosen_first_seat_saves_loads_and_replays(tmp_path, spec):
    options, deal, first = stacked(spec, 5)
    store = SaveStore(tmp_path)
    _, state = play(spec, store, seed=5, stop=12, deal=deal, first=first)
    assert state.first == first
    assert views(spec.setup(options, 5)) != views(spec.setup(options, 5, deal=deal, first=first))
    saved = json.loads(store.current_path.read_text(encoding="utf-8"))
    assert saved["deal"] == deal and saved["first"] == first
    loaded = store.load_current()
    assert isinstance(loaded, Loaded), loaded
    assert loaded.save.deal == deal and loaded.save.first == first
    assert loaded.state.first == first and views(loaded.state) == views(state)
    replay = Replay.of(spec, loaded.options, loaded.save.seed, loaded.moves, ["a"] * 9,
                       deal=loaded.save.deal, first=loaded.save.first)
    assert views(replay.final) == views(state)
    assert replay.view_at_start(OPEN) == spec.setup(options, 5, deal=deal,
                                                    first=first).view(SPECTATOR)


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_a_finished_stacked_game_is_archived_and_replays_to_its_outcome(tmp_path, spec):
    options, deal, first = stacked(spec, 11)
    store = SaveStore(tmp_path)
    recorder, state = play(spec, store, seed=11, deal=deal, first=first)
    assert state.is_over and recorder.finished
    [archived] = store.archived(spec.id)
    loaded = load_save(archived)
    assert (loaded.save.deal, loaded.save.first) == (deal, first)
    assert loaded.over and loaded.state.outcome() == state.outcome()
    replay = Replay.of(spec, loaded.options, loaded.save.seed, loaded.moves, ["a"] * 9,
                       deal=deal, first=first)
    assert replay.over and replay.final.outcome() == state.outcome()


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_a_save_written_before_deal_and_first_existed_still_loads(tmp_path, spec):
    store = SaveStore(tmp_path)
    _, state = play(spec, store, seed=2, stop=6)
    data = json.loads(store.current_path.read_text(encoding="utf-8"))
    assert "deal" not in data and "first" not in data      # the file older versions wrote
    loaded = store.load_current()
    assert isinstance(loaded, Loaded), loaded
    assert loaded.save.deal is None and views(loaded.state) == views(state)


@pytest.mark.parametrize("change", [
    lambda d: d["deal"].pop(),                        # a card missing
    lambda d: d["deal"].__setitem__(0, d["deal"][1]),  # a card twice
    lambda d: d.__setitem__("first", 40),             # no such seat
])
def test_a_deal_or_first_seat_that_does_not_fit_is_refused_and_moved_aside(tmp_path, change):
    spec = GAMES["coup"]
    options, deal, first = stacked(spec, 3)
    store = SaveStore(tmp_path)
    play(spec, store, seed=3, stop=4, deal=deal, first=first)
    data = json.loads(store.current_path.read_text(encoding="utf-8"))
    change(data)
    store.current_path.write_text(json.dumps(data), encoding="utf-8")
    problem = store.load_current()
    assert isinstance(problem, Problem) and problem.reason == INVALID
    assert not store.current_path.exists()
