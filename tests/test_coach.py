"""The post-game coach (facetable/coach): decisions judged from the seat's view only, costs
measured against hard's move in the same worlds, the command line on real save files."""
from __future__ import annotations

import json
import random
from typing import Annotated

import pytest

from facetable.coach import points, review
from facetable.coach.__main__ import main as coach_main
from facetable.coach.playout import Chance, paired_gap
from facetable.coach.sample import bot_game
from facetable.engine import Action, Event, GameOptions, GameState, Outcome, Range
from facetable.games import GAMES
from facetable.games.spec import BotLevel, GameSpec
from facetable.saves.model import SeatRecord
from facetable.saves.store import SaveStore

HIDDEN = [g for g, spec in GAMES.items() if spec.hidden_info]
OPEN = [g for g, spec in GAMES.items() if not spec.hidden_info]


def players_for(spec: GameSpec) -> int:
    low, high = spec.player_range
    return max(low, min(3, high))


# --- a game whose right move is certain -----------------------------------------------------
class HighLowOptions(GameOptions):
    players: Annotated[int, Range(2, 2)] = 2


class HighLow(GameState):
    """Seat 0 says high or low; high wins, low loses. Nothing is hidden, nothing is random."""

    game = "highlow"

    def __init__(self, options, seed, **_):
        super().__init__(options, seed)
        self.pick: str | None = None

    @property
    def to_act(self):
        return None if self.pick else 0

    @property
    def is_over(self):
        return self.pick is not None

    def _legal(self, seat):
        return [Action("high"), Action("low")]

    def _apply(self, seat, action):
        self.pick = action.kind
        return [Event("pick", {"seat": seat, "pick": action.kind})]

    def view(self, seat):
        return self.pick

    def outcome(self):
        return Outcome.from_scores([1, 0] if self.pick == "high" else [0, 1])


class PicksHigh:
    name = "high"

    def choose(self, view, legal, rng):
        return Action("high")


HIGHLOW = GameSpec(id="highlow", title="High or low", setup=HighLow, options=HighLowOptions,
                   option_labels={"players": "Players"},
                   bots={lvl: BotLevel(PicksHigh, "Says high.") for lvl in
                         ("easy", "normal", "hard")},
                   controller="", hidden_info=False, rules="highlow")


@pytest.fixture
def highlow():
    GAMES["highlow"] = HIGHLOW
    yield HIGHLOW
    del GAMES["highlow"]


def test_a_losing_move_costs_the_whole_win_and_is_named_first(highlow):
    start = HIGHLOW.new_state(HIGHLOW.make_options(2), 0)
    done = review(HIGHLOW, start, [(0, Action("low"))], [0], playouts=8)
    (verdict,) = done.verdicts
    assert verdict.best == Action("high") and verdict.taken == Action("low")
    assert verdict.taken_chance == Chance(0, 8) and verdict.best_chance == Chance(8, 8)
    assert verdict.cost == 1.0 and verdict.cost_ci95 == (1.0, 1.0)
    assert done.costliest() == [verdict] and done.complete


def test_the_move_hard_would_make_costs_nothing(highlow):
    start = HIGHLOW.new_state(HIGHLOW.make_options(2), 0)
    (verdict,) = review(HIGHLOW, start, [(0, Action("high"))], [0], agreed_playouts=4).verdicts
    assert verdict.agreed and verdict.cost == 0.0
    assert verdict.taken_chance == verdict.best_chance == Chance(4, 4)


def test_wilson_interval_and_paired_gap():
    assert Chance(0, 10).ci95[0] == 0.0 and 0.2 < Chance(0, 10).ci95[1] < 0.35
    low, high = Chance(5, 10).ci95
    assert low < 0.5 < high
    assert paired_gap([True, True], [False, False]) == (1.0, 1.0, 1.0)
    mean, low, high = paired_gap([True, False, True, False], [False, False, False, False])
    assert mean == 0.5 and low < 0.5 < high


# --- only what the seat knew -----------------------------------------------------------------
def test_points_are_the_seats_choices_with_its_view_only():
    for game, spec in GAMES.items():
        start, moves = bot_game(spec, players_for(spec), seed=2, level="normal")
        found = points(spec, start, moves, [1])
        assert found, game
        state = start.clone()
        for index, (seat, action) in enumerate(moves):
            if seat == 1 and len(state.legal_actions(1)) > 1:
                point = found.pop(0)
                assert point.move == index and point.taken == action
                assert point.view == state.view(1)
                # A game with secrets hands the judge the view, never the state.
                assert (point.state is None) == spec.hidden_info
            state.apply(action, seat)
        assert not found, game


@pytest.mark.parametrize("game", HIDDEN)
def test_twin_states_the_seat_cannot_tell_apart_get_the_same_review(game):
    """A seat's review never uses what that seat could not know: from the real state and from
    a twin whose hidden cards were dealt again (sample_world of the seat's view), the review of
    the seat's next decision is identical."""
    spec = GAMES[game]
    start, moves = bot_game(spec, players_for(spec), seed=5)
    state, reviewed, differing, chances = start.clone(), 0, 0, 0
    for index, (seat, action) in enumerate(moves):
        chances += seat == 0 and len(state.legal_actions(0)) > 1
        if seat == 0 and len(state.legal_actions(0)) > 1 and chances % 2 == 1:
            twin = spec.sample_world(state.view(0), random.Random(index))
            assert twin.view(0) == state.view(0)
            differing += any(twin.view(s) != state.view(s) for s in range(1, state.players))
            real = review(spec, state, [(0, action)], [0], playouts=4, agreed_playouts=4)
            other = review(spec, twin, [(0, action)], [0], playouts=4, agreed_playouts=4)
            assert real.to_json() == other.to_json(), (game, index)
            reviewed += 1
            if reviewed == 3:
                break
        state.apply(action, seat)
    assert reviewed and differing, "the twins must hide different cards"


@pytest.mark.parametrize("game", OPEN)
def test_a_game_without_secrets_never_uses_the_order_of_the_pile(game):
    """No seat knows the next card: the same position with the draw pile shuffled again gets
    the same review."""
    spec = GAMES[game]
    start, moves = bot_game(spec, players_for(spec), seed=5)
    state = start.clone()
    for index, (seat, action) in enumerate(moves):
        if seat == 0 and len(state.legal_actions(0)) > 1 and index > 4:
            twin = spec.redraw(state, random.Random(9))
            assert twin.view(0) == state.view(0)
            real = review(spec, state, [(0, action)], [0], playouts=2, agreed_playouts=2)
            other = review(spec, twin, [(0, action)], [0], playouts=2, agreed_playouts=2)
            assert real.to_json() == other.to_json()
            return
        state.apply(action, seat)
    pytest.fail("seat 0 never had a choice")


def test_worker_processes_give_the_same_review_as_one_process():
    spec = GAMES["coup"]
    start, moves = bot_game(spec, 3, seed=7)
    alone = review(spec, start, moves, [0], playouts=4, agreed_playouts=2)
    pooled = review(spec, start, moves, [0], playouts=4, agreed_playouts=2, jobs=2)
    assert pooled.to_json() == alone.to_json()


def test_progress_is_reported_and_cancel_stops_early():
    spec = GAMES["coup"]
    start, moves = bot_game(spec, 3, seed=7)
    seen: list[tuple[int, int]] = []
    done = review(spec, start, moves, [0], playouts=8, agreed_playouts=4,
                  progress=lambda d, t: seen.append((d, t)),
                  cancelled=lambda: len(seen) > 3)
    total = seen[0][1]
    assert seen[0] == (0, total) and total > 4
    assert not done.complete and len(seen) == 4
    assert all(v.taken_chance.n < 8 for v in done.verdicts)


# --- the command line ------------------------------------------------------------------------
def saved_game(tmp_path, game: str, humans: tuple[int, ...] = (0,)):
    spec = GAMES[game]
    players = players_for(spec)
    start, moves = bot_game(spec, players, seed=11)
    store = SaveStore(tmp_path)
    seats = [SeatRecord(name=f"P{i}", human=i in humans) for i in range(players)]
    recorder = store.begin(game, start.options, seats, start.seed)
    state = start.clone()
    for seat, action in moves:
        state.apply(action, seat)
        recorder.record(state)
    return store, state


def test_the_command_line_reviews_an_archived_game_as_json(tmp_path, capsys):
    store, _ = saved_game(tmp_path, "coup")
    (archived,) = store.archived()
    assert coach_main([str(archived), "--json", "--playouts", "4", "--jobs", "1",
                       "--budget", "0"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "coup" and out["seats"] == [0] and out["complete"]
    assert out["decisions"] and all(d["seat"] == 0 for d in out["decisions"])
    for d in out["decisions"]:
        for key in ("taken_win", "best_win"):
            low, high = d[key]["ci95"]
            assert 0 <= low <= d[key]["p"] <= high <= 1
    costs = {d["move"]: d["cost"] for d in out["decisions"]}
    assert out["costliest"] == sorted((m for m in costs if costs[m] > 0),
                                      key=lambda m: (-costs[m], m))[:3]


def test_the_command_line_reviews_the_current_game_of_a_data_folder(tmp_path, capsys):
    spec = GAMES["crack"]
    store = SaveStore(tmp_path)
    state = spec.new_state(spec.make_options(2), 3)
    recorder = store.begin("crack", state.options, [SeatRecord(name="A", human=True),
                                                    SeatRecord(name="B", human=False)], 3)
    rng = random.Random(1)
    for _ in range(6):
        seat = state.deciders()[0]
        state.apply(rng.choice(state.legal_actions(seat)), seat)
        recorder.record(state)
    assert coach_main([str(tmp_path), "--seat", "0", "--playouts", "2", "--jobs", "1",
                       "--budget", "0"]) == 0
    assert "crack:" in capsys.readouterr().out


@pytest.mark.parametrize("args, status, words", [
    (["--seat", "9"], 2, "seats 0 to"),
    (["--budget", "-1"], 2, "--budget"),
    (["--playouts", "0"], 2, "playouts"),
])
def test_bad_arguments_say_one_line_and_exit_2(tmp_path, capsys, args, status, words):
    store, _ = saved_game(tmp_path, "faceguess")
    (archived,) = store.archived()
    with pytest.raises(SystemExit) if "--playouts" in args else _nothing():
        result = coach_main([str(archived), *args])
        assert result == status
    err = capsys.readouterr().err
    assert words in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_a_file_that_is_no_save_is_one_line_and_status_1(tmp_path, capsys):
    bad = tmp_path / "x.json"
    bad.write_text("{not json")
    assert coach_main([str(bad)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("facetable.coach:") and len(err.strip().splitlines()) == 1


def test_a_game_without_humans_needs_a_seat(tmp_path, capsys):
    store, _ = saved_game(tmp_path, "faceguess", humans=())
    (archived,) = store.archived()
    assert coach_main([str(archived)]) == 2
    assert "--seat" in capsys.readouterr().err


class _nothing:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False
