"""The game catalogue (facetable/app/games.py) and the new-game setup model."""

import pytest
from pydantic import ValidationError

from facetable.app.games import GAMES, option_choice_label, option_label, title
from facetable.app.setup_model import NAME_MAX, GameSetup, SeatConfig
from facetable.engine.flip7 import Options as Flip7Options

needs_crack = pytest.mark.skipif("crack" not in GAMES, reason="crack engine not importable")


def seats(n, **first):
    rows = [{"name": f"P{i + 1}", "kind": "bot", "level": "normal"} for i in range(n)]
    rows[0] = {"name": "P1", "kind": "human", **first}
    return rows


# --- catalogue ----------------------------------------------------------------------------

def test_flip7_entry_comes_from_its_declaration():
    spec = GAMES["flip7"]
    assert spec.player_range == (2, 8) and spec.default_players == 4
    assert spec.options is Flip7Options
    assert spec.hidden_info is False


@needs_crack
def test_crack_entry_reads_its_bounds_from_its_options():
    spec = GAMES["crack"]
    assert spec.player_range == (2, 4)
    assert spec.hidden_info is True and spec.sample_world is not None


def test_a_spec_checks_itself():
    spec = GAMES["flip7"]
    with pytest.raises(ValueError, match="levels"):
        spec.replace(levels=("easy", "grandmaster"))
    with pytest.raises(ValueError, match="sample_world"):
        spec.replace(hidden_info=True)


def test_a_game_whose_declaration_fails_is_left_out(monkeypatch, caplog):
    import facetable.games as registry
    monkeypatch.setattr(registry, "_DECLARATIONS", ("flip7", "half_written"))
    assert list(registry._load()) == ["flip7"]
    assert "not available" in caplog.text


def test_titles():
    assert title("flip7") == "Flip 7: With a Vengeance"
    assert title("crack") == "Crack the Code"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_option_and_choice_has_its_own_label(game_id, caplog):
    spec = GAMES[game_id]
    fields = [*spec.options.fields(), *(spec.table_options.fields() if spec.table_options else ())]
    for field in fields:
        assert option_label(game_id, field.name)
        for value in field.choices:
            assert option_choice_label(game_id, field.name, value) != str(value)
    assert "no label" not in caplog.text, "add the missing labels to the game's declaration"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_bot_has_an_honest_note(game_id):
    for name, level in GAMES[game_id].bots.items():
        assert level.note.strip().endswith("."), name
        assert GAMES[game_id].make_bot(name).name == name


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


def test_bot_level_must_be_one_the_game_offers():
    rows = seats(2)
    rows[1]["level"] = "hard"
    assert GameSetup(game="flip7", options={"players": 2}, seats=rows).seats[1].level == "hard"
    for level in ("godlike", "threshold23"):           # a reference bot is not a level
        rows[1]["level"] = level
        with pytest.raises(ValidationError, match="unknown bot level"):
            GameSetup(game="flip7", options={"players": 2}, seats=rows)


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
    assert setup.spec is GAMES["flip7"]


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
def test_crack_memory_mode_is_a_table_option():  # CR-11: the engine never sees it
    setup = GameSetup(game="crack", options={"players": 2}, table_options={"memory_mode": True},
                      seats=seats(2))
    assert setup.table_options_model().memory_mode is True
    assert "memory_mode" not in setup.options
    with pytest.raises(ValidationError, match="unknown option"):
        GameSetup(game="crack", options={"players": 2, "memory_mode": True}, seats=seats(2))
    with pytest.raises(ValidationError, match="no table options"):
        GameSetup(game="flip7", options={"players": 2}, table_options={"x": 1}, seats=seats(2))


@needs_crack
def test_crack_setup():
    setup = GameSetup(game="crack", options={"players": 4, "advanced": True}, seats=seats(4))
    assert setup.options_model().advanced is True
    with pytest.raises(ValidationError):
        GameSetup(game="crack", options={"players": 5}, seats=seats(5))


def test_the_registry_loads_a_game_when_asked_and_can_be_patched():
    import facetable.games as registry
    reg = registry._Registry()
    assert reg._specs == {} and reg["flip7"].id == "flip7" and list(reg._specs) == ["flip7"]
    assert list(reg) == list(registry._DECLARATIONS)
    spec = reg["crack"]
    reg["crack"] = spec                     # what monkeypatch.setitem leaves behind
    del reg["crack"]
    assert "crack" not in reg and list(reg) == [g for g in registry._DECLARATIONS if g != "crack"]
    reg["crack"] = spec
    assert reg["crack"] is spec
    with pytest.raises(KeyError):
        reg["chess"]


def test_the_menus_list_every_game_without_loading_an_engine():
    """The welcome screen's list (``GAMES.menus()``): each declaration's MENU, in menu order,
    with the id, name, cover and lesson its spec has, and no game's engine loaded for it."""
    import subprocess
    import sys

    import facetable.games as registry
    code = ("import sys; from facetable.games import GAMES, _DECLARATIONS; "
            "menus = GAMES.menus(); print([m.id for m in menus]); "
            "print([n for n in _DECLARATIONS if f'facetable.engine.{n}' in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, check=True).stdout.splitlines()
    assert out == [str(list(registry._DECLARATIONS)), "[]"]
    assert registry._Registry().menus() == [GAMES[g].menu for g in registry._DECLARATIONS]


def test_the_menus_take_a_spec_set_by_hand_or_without_menu_and_leave_out_a_broken_one(
        monkeypatch, caplog):
    import facetable.games as registry
    reg = registry._Registry()
    toy = GAMES["flip7"].replace(id="toy", title="Toy", cover=(), lesson=None)
    reg["toy"] = toy
    reg["crack"] = GAMES["crack"].replace(title="Crack, changed")   # a test's changed copy
    monkeypatch.setattr(registry, "_DECLARATIONS", ("flip7", "crack", "half_written"))
    menus = reg.menus()
    assert [m.id for m in menus] == ["flip7", "crack", "toy"]
    assert menus[1].title == "Crack, changed" and menus[2] == toy.menu
    assert caplog.text.count("game 'half_written' is not available") == 1
    assert "half_written" not in reg                               # and not asked again
    assert caplog.text.count("not available") == 1
    assert reg.menu("toy") == toy.menu
    with pytest.raises(KeyError):
        reg.menu("half_written")
    with pytest.raises(KeyError):
        reg.menu("chess")


def test_a_title_loads_no_engine():
    import subprocess
    import sys
    code = ("import sys; from PySide6.QtCore import QCoreApplication; "
            "from facetable.app.games import title; print(title('crack')); "
            "print('facetable.engine.crack' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, check=True).stdout.splitlines()
    assert out == ["Crack the Code", "False"]
    with pytest.raises(ValueError, match="unknown game 'chess'; known: flip7"):
        title("chess")


def test_a_declarations_spec_is_built_once_when_first_asked_for():
    import facetable.games.crack as declaration
    from facetable.games.spec import GameMenu
    assert isinstance(declaration.MENU, GameMenu) and declaration.SPEC is GAMES["crack"]
    assert declaration.SPEC.menu == declaration.MENU and "SPEC" in vars(declaration)
    with pytest.raises(AttributeError, match="no attribute 'SPECS'"):
        declaration.SPECS


def test_bots_named_by_path_are_imported_when_one_first_decides():
    """A game starts without importing its bots; the named bot pickles (it is sent to the bot
    process) and loads its class when made."""
    import pickle
    import subprocess
    import sys
    code = ("import sys, pickle; from facetable.games import GAMES; spec = GAMES['flip7']; "
            "print('facetable.bots.flip7' in sys.modules); "
            "make = pickle.loads(pickle.dumps(spec.bot_factory('hard'))); "
            "bot = make(); print('facetable.bots.flip7' in sys.modules, bot.name)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=60).stdout.split()
    assert out == ["False", "True", "hard"]
