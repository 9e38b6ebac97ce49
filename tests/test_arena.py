"""The headless arena (facetable/arena.py): JSON shape, seat rotation, seeds, failing bots."""
import json

import pytest


import facetable.arena as arena
from facetable.bots.base import RandomBot
from facetable.engine import Action
from facetable.games import GAMES, BotLevel


def add_bots(monkeypatch, **bots):
    """Offer extra bots for Flip 7 during one test."""
    spec = GAMES["flip7"]
    extra = {name: BotLevel(make, "A test bot.") for name, make in bots.items()}
    monkeypatch.setitem(GAMES, "flip7", spec.replace(bots={**spec.bots, **extra}))


def run(capsys, *args):
    code = arena.main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_json_has_the_exact_shape(capsys):
    code, out, _ = run(capsys, "--game", "flip7", "--players", "3", "--games", "6", "--seed",
                       "1", "--bots", "random,threshold23,random", "--json")
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"games", "bots"} and data["games"] == 6
    assert list(data["bots"]) == ["random", "threshold23"]      # one entry per bot name
    for entry in data["bots"].values():
        assert set(entry) == {"wins", "win_rate", "ci95"}
        assert isinstance(entry["wins"], int) and entry["win_rate"] == entry["wins"] / 6
        lo, hi = entry["ci95"]
        assert 0 <= lo <= entry["win_rate"] <= hi <= 1
    assert sum(e["wins"] for e in data["bots"].values()) == 6   # Flip 7 always has a winner


def test_text_report_names_every_bot(capsys):
    code, out, _ = run(capsys, "--game", "flip7", "--players", "2", "--games", "2",
                       "--bots", "easy,normal")
    assert code == 0 and "easy" in out and "normal" in out and "95% CI" in out


def test_seats_rotate_game_by_game(monkeypatch):
    seen = []

    def fake_game(game, options, seat_bots, seed):
        seen.append(list(seat_bots))
        return (0,)

    monkeypatch.setattr(arena, "play_game", fake_game)
    add_bots(monkeypatch, a=RandomBot, b=RandomBot, c=RandomBot)
    result = arena.play_match("flip7", ["a", "b", "c"], 4, seed=0)
    assert seen == [["a", "b", "c"], ["b", "c", "a"], ["c", "a", "b"], ["a", "b", "c"]]
    assert {k: v["wins"] for k, v in result["bots"].items()} == {"a": 2, "b": 1, "c": 1}


def test_same_seed_same_result_and_processes_agree():
    bots = ["threshold23", "random", "easy"]
    first = arena.play_match("flip7", bots, 8, seed=11)
    assert arena.play_match("flip7", bots, 8, seed=11) == first
    assert arena.play_match("flip7", bots, 8, seed=11, jobs=2) == first


def test_wins_are_counted_per_bot_name():
    result = arena.play_match("flip7", ["random", "threshold23", "threshold23"], 10, seed=3)
    assert set(result["bots"]) == {"random", "threshold23"}
    assert sum(r["wins"] for r in result["bots"].values()) == 10


class Crashing:
    name = "crash"

    def choose(self, view, legal, rng):
        raise RuntimeError("boom")


class Illegal:
    name = "illegal"

    def choose(self, view, legal, rng):
        return Action("no_such_move")


@pytest.mark.parametrize("bot", [Crashing, Illegal])
def test_a_failing_bot_is_replaced_by_a_fallback_move(monkeypatch, capsys, bot):
    add_bots(monkeypatch, **{bot.name: bot})
    result = arena.play_match("flip7", [bot.name, "threshold23", "threshold23"], 2, seed=5)
    assert result["games"] == 2
    assert sum(r["wins"] for r in result["bots"].values()) == 2   # every game was finished
    err = capsys.readouterr().err
    assert f"bot {bot.name!r}" in err and "fallback move" in err


def test_unknown_game_bot_or_option_is_a_clear_error(capsys):
    with pytest.raises(ValueError, match="unknown game"):
        arena.play_match("chess", ["random", "random"], 1, seed=0)
    with pytest.raises(ValueError, match="unknown bot 'grandmaster'"):
        arena.play_match("flip7", ["grandmaster", "random"], 1, seed=0)
    with pytest.raises(ValueError, match="colour"):
        arena.play_match("flip7", ["random", "random"], 1, seed=0, options={"colour": "red"})
    with pytest.raises(ValueError, match="target"):
        arena.play_match("flip7", ["random", "random"], 1, seed=0, options={"target": "lots"})
    with pytest.raises(ValueError, match="players"):
        arena.play_match("flip7", ["random"] * 9, 1, seed=0)
    for args in (["--game", "chess", "--players", "2", "--bots", "random,random"],
                 ["--game", "flip7", "--players", "2", "--bots", "random,nobody"],
                 ["--game", "flip7", "--players", "3", "--bots", "random,random"],
                 ["--game", "flip7", "--players", "2", "--bots", "random,random",
                  "--option", "colour=red"],
                 ["--game", "flip7", "--players", "2", "--bots", "random,random",
                  "--option", "brutal"]):
        with pytest.raises(SystemExit) as exit_:
            arena.main(args)
        assert exit_.value.code == 2
        assert "error" in capsys.readouterr().err


def test_options_reach_the_game(capsys):
    code, out, _ = run(capsys, "--game", "flip7", "--players", "3", "--games", "3", "--bots",
                       "hard,normal,easy", "--option", "brutal=true", "--option",
                       "printing=two_minus", "--option", "target=100", "--json")
    assert code == 0 and json.loads(out)["games"] == 3


def test_a_shared_first_place_is_a_win_for_each(monkeypatch):
    monkeypatch.setattr(arena, "play_game", lambda game, options, seat_bots, seed: (0, 1))
    result = arena.play_match("flip7", ["random", "easy"], 3, seed=0)
    assert result["bots"]["random"]["wins"] == result["bots"]["easy"]["wins"] == 3


def test_wilson_interval():
    assert arena.wilson(0, 10)[0] == 0.0
    lo, hi = arena.wilson(50, 100)
    assert lo == pytest.approx(1 - hi) and 0.40 < lo < 0.41
    assert arena.wilson(0, 0) == (0.0, 1.0)


def test_the_arena_plays_a_game_the_app_does_not_offer_yet(monkeypatch, capsys):
    """A declaration not yet listed in _DECLARATIONS (its table is being written) can be played
    by id; the app's list of games stays without it."""
    import facetable.games as games
    monkeypatch.setattr(games, "_DECLARATIONS", tuple(n for n in games._DECLARATIONS
                                                      if n != "crack"))
    monkeypatch.setattr(games.GAMES, "_specs", {})
    assert "crack" not in games.GAMES and "crack" in games.declarations()
    assert games.any_spec("crack").id == "crack"
    code, out, _ = run(capsys, "--game", "crack", "--players", "2", "--games", "2",
                       "--bots", "random,random", "--json")
    assert code == 0 and json.loads(out)["games"] == 2
    with pytest.raises(ValueError, match="unknown game"):
        games.any_spec("spec")


def test_a_declared_game_put_back_as_it_was_stays_a_declared_game(monkeypatch):
    """A test that replaces a game with monkeypatch.setitem puts the declared spec back on
    undo; the registry must then hold it as declared (not as a hand-set extra that outlives
    a later change of the declarations)."""
    import facetable.games as games
    original = games.GAMES["crack"]
    with monkeypatch.context() as patch:
        patch.setitem(games.GAMES, "crack", games.GAMES["flip7"])
        assert games.GAMES["crack"] is games.GAMES["flip7"]
    with monkeypatch.context() as patch:
        patch.delitem(games.GAMES, "crack")
        assert "crack" not in games.GAMES
    assert games.GAMES["crack"] is original and "crack" not in games.GAMES._extra
