"""The game catalogue (facetable/app/games.py) and the new-game setup model."""
import typing

import pytest
from pydantic import ValidationError, field_validator

from facetable.app import games
from facetable.app.games import GAMES, option_choice_label, option_label, player_bounds, title
from facetable.app.setup_model import NAME_MAX, GameSetup, SeatConfig
from facetable.engine import GameOptions
from facetable.engine.flip7 import Options as Flip7Options

needs_crack = pytest.mark.skipif("crack" not in GAMES, reason="crack engine not importable")


def seats(n, **first):
    rows = [{"name": f"P{i + 1}", "kind": "bot", "level": "normal"} for i in range(n)]
    rows[0] = {"name": "P1", "kind": "human", **first}
    return rows


# --- catalogue ----------------------------------------------------------------------------

def test_flip7_entry_comes_from_its_options_model():
    info = GAMES["flip7"]
    assert (info.min_players, info.max_players, info.default_players) == (2, 8, 4)
    assert info.options_cls is Flip7Options
    assert info.hidden_info is False


@needs_crack
def test_crack_entry_reads_bounds_from_its_validator():
    info = GAMES["crack"]
    assert (info.min_players, info.max_players) == (2, 4)
    assert info.min_players <= info.default_players <= info.max_players
    assert info.hidden_info is True


def test_player_bounds_probe_a_model_that_checks_players_in_a_validator():
    class Options(GameOptions):
        players: int
        colour: str  # a required field that is not the players' business

        @field_validator("players")
        @classmethod
        def _three_to_five(cls, n):
            if not 3 <= n <= 5:
                raise ValueError("3 to 5")
            return n

    assert player_bounds(Options) == (3, 5)


def test_a_game_that_fails_to_import_is_left_out(monkeypatch, caplog):
    def broken(game_id):
        raise ImportError("half written")

    monkeypatch.setattr(games, "game_module", broken)
    assert games._catalogue(("flip7",)) == {}
    assert "not available" in caplog.text


def test_titles():
    assert title("flip7") == "Flip 7: With a Vengeance"
    assert title("crack") == "Crack the Code"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_option_and_choice_has_its_own_label(game_id, caplog):
    for name, field in GAMES[game_id].options_cls.model_fields.items():
        assert option_label(game_id, name)
        if typing.get_origin(field.annotation) is typing.Literal:
            for value in typing.get_args(field.annotation):
                assert option_choice_label(game_id, name, value) != str(value)
    assert "no label" not in caplog.text, "add the missing labels to facetable/app/games.py"


def test_flip7_labels():
    assert option_label("flip7", "target") == "Points to win"
    assert option_label("flip7", "brutal") == "Brutal mode"
    assert option_choice_label("flip7", "printing", "two_minus") == \
        "Two of each minus card, one of each action"


def test_unknown_label_falls_back_to_the_field_name(caplog):
    assert option_label("flip7", "new_rule") == "New rule"
    assert option_choice_label("flip7", "printing", "foil") == "foil"
    assert "no label" in caplog.text


# --- SeatConfig -------------------------------------------------------------------------------

def test_seat_name_is_stripped():
    assert SeatConfig(name="  Ana ", kind="human").name == "Ana"


@pytest.mark.parametrize("name", ["", "   ", "x" * (NAME_MAX + 1)])
def test_bad_seat_names_are_rejected(name):
    with pytest.raises(ValidationError):
        SeatConfig(name=name, kind="human")


def test_longest_name_is_fine():
    assert SeatConfig(name="x" * NAME_MAX, kind="bot").name == "x" * NAME_MAX


def test_bot_level_must_be_known():
    assert SeatConfig(name="B", kind="bot", level="hard").level == "hard"
    with pytest.raises(ValidationError, match="unknown bot level"):
        SeatConfig(name="B", kind="bot", level="godlike")


def test_seat_kind_and_extra_fields_are_checked():
    with pytest.raises(ValidationError):
        SeatConfig(name="A", kind="alien")
    with pytest.raises(ValidationError):
        SeatConfig(name="A", kind="human", colour="red")


# --- GameSetup ------------------------------------------------------------------------------

def test_flip7_setup_is_normalised_and_gives_its_options():
    setup = GameSetup(game="flip7", options={"players": 3, "brutal": True}, seats=seats(3))
    assert setup.options == {"players": 3, "target": 200, "brutal": True,
                             "lucky13_pair_counts_twice": True, "printing": "standard"}
    options = setup.options_model()
    assert isinstance(options, Flip7Options)
    assert options.players == 3 and options.brutal
    assert setup.seed is None
    assert setup.info is GAMES["flip7"]


def test_setup_round_trips_through_json():
    setup = GameSetup(game="flip7", options={"players": 2, "printing": "two_minus"},
                      seats=seats(2), seed=42)
    assert GameSetup.model_validate_json(setup.model_dump_json()) == setup


def test_unknown_game_is_rejected():
    with pytest.raises(ValidationError, match="unknown game"):
        GameSetup(game="chess", options={"players": 2}, seats=seats(2))


def test_seat_count_must_match_players():
    with pytest.raises(ValidationError, match="3 seats for 4 players"):
        GameSetup(game="flip7", options={"players": 4}, seats=seats(3))


def test_default_player_count_of_the_options_counts():
    assert len(GameSetup(game="flip7", options={}, seats=seats(4)).seats) == 4


@pytest.mark.parametrize("options", [{"players": 9}, {"players": 3, "target": 10},
                                     {"players": 3, "printing": "foil"},
                                     {"players": 3, "colour": "red"}])
def test_options_are_validated_by_the_game(options):
    with pytest.raises(ValidationError):
        GameSetup(game="flip7", options=options, seats=seats(3))


def test_seat_names_must_differ():
    rows = seats(2)
    rows[1]["name"] = " p1 "
    with pytest.raises(ValidationError, match="two seats are called"):
        GameSetup(game="flip7", options={"players": 2}, seats=rows)


def test_setup_rejects_extra_fields():
    with pytest.raises(ValidationError):
        GameSetup(game="flip7", options={"players": 2}, seats=seats(2), mode="fast")


@needs_crack
def test_crack_setup():
    setup = GameSetup(game="crack", options={"players": 4, "advanced": True}, seats=seats(4))
    assert setup.options_model().advanced is True
    with pytest.raises(ValidationError):
        GameSetup(game="crack", options={"players": 5}, seats=seats(5))
