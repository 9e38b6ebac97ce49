"""The new-game dialog: seat rows, generated options, validation, keyboard."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QLabel,
                               QLineEdit, QSpinBox, QWidget)

from facetable.app.games import GAMES, option_choice_label, title
from facetable.app.new_game_dialog import NewGameDialog
from facetable.app.setup_model import GameSetup
from facetable.engine.flip7 import Options as Flip7Options
from fake_games import copy_of, own_levels, registered

needs_crack = pytest.mark.skipif("crack" not in GAMES, reason="crack engine not importable")


@pytest.fixture
def dialog(qtbot):
    d = NewGameDialog()
    qtbot.addWidget(d)
    return d


def game_combo(d) -> QComboBox:
    return d.findChild(QComboBox, "game")


def players(d) -> QSpinBox:
    return d.findChild(QSpinBox, "players")


def names(d) -> list[QLineEdit]:
    return [d.findChild(QLineEdit, f"seat_name_{i}") for i in range(players(d).value())]


def kinds(d) -> list[QComboBox]:
    return [d.findChild(QComboBox, f"seat_kind_{i}") for i in range(players(d).value())]


def option(d, name):
    return d.findChild(QWidget, f"option_{name}")


def ok(d):
    return d.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)


def choose_game(d, game_id):
    game_combo(d).setCurrentIndex(game_combo(d).findData(game_id))


def seat_widgets(d):
    return [w for w in d.findChildren(QWidget)
            if w.objectName().startswith(("seat_name_", "seat_kind_"))]


def test_defaults(dialog):
    assert game_combo(dialog).currentData() == "flip7"
    assert game_combo(dialog).currentText() == title("flip7")
    assert [game_combo(dialog).itemData(i) for i in range(game_combo(dialog).count())] == \
        list(GAMES)
    assert (players(dialog).minimum(), players(dialog).maximum(), players(dialog).value()) == \
        (2, 8, 4)
    # bots are characters (issue 22): their names from the dialog's fixed seed
    assert [e.text() for e in names(dialog)] == ["Player 1", "Nora", "Rosa", "Emma"]
    assert [k.currentData() for k in kinds(dialog)] == ["human"] + ["bot:normal"] * 3
    assert [kinds(dialog)[0].itemText(i) for i in range(4)] == \
        ["Human", "Bot – easy", "Bot – normal", "Bot – hard"]
    assert ok(dialog).isEnabled()
    setup = dialog.setup()
    assert [(s.name, s.kind, s.level) for s in setup.seats] == \
        [("Player 1", "human", "normal")] + [(n, "bot", "normal") for n in ("Nora", "Rosa", "Emma")]
    assert setup.options_model() == Flip7Options(players=4)
    assert setup.seed is None


def test_flip7_options_are_generated_from_the_model(dialog):
    target = option(dialog, "target")
    assert isinstance(target, QSpinBox)
    assert (target.minimum(), target.maximum(), target.value()) == (50, 1000, 200)
    assert isinstance(option(dialog, "brutal"), QCheckBox)
    assert option(dialog, "brutal").text() == "Brutal mode"
    assert option(dialog, "lucky13_pair_counts_twice").isChecked()
    printing = option(dialog, "printing")
    assert isinstance(printing, QComboBox)
    assert [printing.itemData(i) for i in range(printing.count())] == ["standard", "two_minus"]
    assert printing.itemText(1) == option_choice_label("flip7", "printing", "two_minus")
    labels = {label.text() for label in dialog.findChildren(QLabel)}
    assert {"Points to win", "Deck printing"} <= labels
    assert option(dialog, "players") is None


def test_the_setup_matches_the_widgets(dialog):
    players(dialog).setValue(3)
    names(dialog)[0].setText("  Ana  ")
    names(dialog)[2].setText("Minh")
    kinds(dialog)[1].setCurrentIndex(kinds(dialog)[1].findData("human"))
    kinds(dialog)[2].setCurrentIndex(kinds(dialog)[2].findData("bot:hard"))
    option(dialog, "target").setValue(350)
    option(dialog, "brutal").setChecked(True)
    option(dialog, "lucky13_pair_counts_twice").setChecked(False)
    option(dialog, "printing").setCurrentIndex(1)

    setup = dialog.setup()
    assert setup == GameSetup.model_validate(setup.model_dump())
    assert [(s.name, s.kind, s.level) for s in setup.seats] == \
        [("Ana", "human", "normal"), ("Nora", "human", "normal"), ("Minh", "bot", "hard")]
    assert setup.options_model() == Flip7Options(players=3, target=350, brutal=True,
                                                 lucky13_pair_counts_twice=False,
                                                 printing="two_minus")


def test_player_count_adds_and_removes_rows_keeping_names(dialog):
    players(dialog).setValue(6)
    assert len(seat_widgets(dialog)) == 12
    for i, edit in enumerate(names(dialog)):
        edit.setText(f"Name {i}")
    kinds(dialog)[4].setCurrentIndex(kinds(dialog)[4].findData("bot:easy"))

    players(dialog).setValue(3)
    assert len(seat_widgets(dialog)) == 6
    assert [e.text() for e in names(dialog)] == ["Name 0", "Name 1", "Name 2"]

    players(dialog).setValue(6)  # the seats that went away come back as they were
    assert [e.text() for e in names(dialog)] == [f"Name {i}" for i in range(6)]
    assert kinds(dialog)[4].currentData() == "bot:easy"
    assert len(dialog.setup().seats) == 6


@needs_crack
def test_changing_game_rebuilds_bounds_and_options_and_keeps_names(dialog):
    players(dialog).setValue(6)
    names(dialog)[1].setText("Linh")
    option(dialog, "brutal").setChecked(True)

    choose_game(dialog, "crack")
    assert (players(dialog).minimum(), players(dialog).maximum()) == (2, 4)
    assert players(dialog).value() == 4  # clamped
    assert len(seat_widgets(dialog)) == 8
    assert names(dialog)[1].text() == "Linh"
    assert option(dialog, "target") is None and option(dialog, "brutal") is None
    assert isinstance(option(dialog, "advanced"), QCheckBox)
    assert option(dialog, "advanced").text() == "Advanced game (dashes)"
    assert isinstance(option(dialog, "memory_mode"), QCheckBox)
    option(dialog, "memory_mode").setChecked(True)
    setup = dialog.setup()
    assert setup.game == "crack"
    assert setup.options == {"players": 4, "advanced": False}
    assert setup.table_options == {"memory_mode": True,        # CR-11: a table option only
                                   "deduction_help": "colours"}

    choose_game(dialog, "flip7")  # each game remembers its own options
    assert option(dialog, "brutal").isChecked()
    assert players(dialog).value() == 4
    assert names(dialog)[1].text() == "Linh"


@pytest.mark.parametrize("bad", ["", "   "])
def test_an_empty_name_disables_ok_with_a_reason(dialog, bad):
    names(dialog)[1].setText(bad)
    assert not ok(dialog).isEnabled()
    reason = dialog.findChild(QLabel, "problem_text")
    assert reason.text() == "Seat 2 needs a name."
    assert not dialog.findChild(QWidget, "problem").isHidden()
    assert dialog.problem() == reason.text()

    names(dialog)[1].setText("Bao")
    assert ok(dialog).isEnabled()
    assert dialog.findChild(QWidget, "problem").isHidden()


def test_same_names_disable_ok(dialog):
    names(dialog)[2].setText("player 1")
    assert not ok(dialog).isEnabled()
    assert "Seats 1 and 3" in dialog.problem()


def test_removing_the_bad_seat_makes_it_valid_again(dialog):
    names(dialog)[3].setText("")
    assert not ok(dialog).isEnabled()
    players(dialog).setValue(3)
    assert ok(dialog).isEnabled()


def test_names_are_limited_in_length(dialog):
    assert names(dialog)[0].maxLength() == 24


def test_initial_setup_is_restored(qtbot):
    game = "crack" if "crack" in GAMES else "flip7"
    options = {"players": 3, "advanced": True} if game == "crack" else \
        {"players": 3, "target": 500, "printing": "two_minus"}
    initial = GameSetup(game=game, options=options, seed=7, seats=[
        {"name": "An", "kind": "bot", "level": "hard"},
        {"name": "Bình", "kind": "human"},
        {"name": "Cúc", "kind": "bot", "level": "easy"}])
    d = NewGameDialog(None, initial)
    qtbot.addWidget(d)
    assert game_combo(d).currentData() == game
    assert players(d).value() == 3
    setup = d.setup()
    assert setup.seats == initial.seats
    assert setup.options == initial.options
    assert setup.seed is None  # a new game gets a new shuffle


def test_enter_starts_the_game(dialog, qtbot):
    dialog.show()
    qtbot.waitExposed(dialog)
    names(dialog)[0].setFocus()
    qtbot.keyClick(names(dialog)[0], Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_enter_does_nothing_while_invalid(dialog, qtbot):
    dialog.show()
    qtbot.waitExposed(dialog)
    names(dialog)[0].setText("")
    qtbot.keyClick(names(dialog)[0], Qt.Key.Key_Return)
    dialog.accept()  # even when asked directly
    assert dialog.isVisible()
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_tab_order_follows_the_form(dialog):
    players(dialog).setValue(3)

    chain, widget = [], game_combo(dialog)
    for _ in range(200):
        # (a spin box's inner line edit has a focus proxy: the spin box is the one chained)
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isEnabled() \
                and not widget.isHidden() and widget.focusProxy() is None:
            chain.append(widget)
        widget = widget.nextInFocusChain()
        if widget is game_combo(dialog):
            break
    expected = [game_combo(dialog), players(dialog)]
    for name, kind in zip(names(dialog), kinds(dialog)):
        expected += [name, kind]
    expected += [option(dialog, n) for n in ("target", "brutal", "lucky13_pair_counts_twice",
                                             "printing")]
    expected += [ok(dialog)]
    assert chain[:len(expected)] == expected  # (Cancel follows, where the platform puts it)


def test_right_to_left_comes_from_the_app(qapp, qtbot):
    qapp.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        d = NewGameDialog()
        qtbot.addWidget(d)
        assert d.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert names(d)[0].layoutDirection() == Qt.LayoutDirection.RightToLeft
    finally:
        qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_works_with_flip7_alone(qtbot, monkeypatch):
    """A game whose engine does not import is missing from GAMES; the dialog still works."""
    for game_id in [g for g in GAMES if g != "flip7"]:
        monkeypatch.delitem(GAMES, game_id)
    d = NewGameDialog()
    qtbot.addWidget(d)
    assert game_combo(d).count() == 1
    assert d.setup().game == "flip7"


def test_parent_and_initial_in_either_order(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    initial = GameSetup(game="flip7", options={"players": 2},
                        seats=[{"name": "A", "kind": "human"}, {"name": "B", "kind": "bot"}])
    for d in (NewGameDialog(parent, initial), NewGameDialog(initial, parent),
              NewGameDialog(parent=parent, initial=initial)):
        assert d.parent() is parent
        assert d.setup().seats == initial.seats


# --- bot personalities (games whose bots have styles) -----------------------------------------
@pytest.fixture
def styled(monkeypatch):
    import dataclasses

    import facetable.games as registry
    spec = registry.GAMES["flip7"].replace(styles={"calm": "Calm", "wild": "Wild"})
    monkeypatch.setitem(registry.GAMES, "flip7", spec)
    return spec


def test_a_bot_seat_picks_a_personality_or_a_hidden_random_one(qtbot, styled):
    d = NewGameDialog()
    qtbot.addWidget(d)
    players(d).setValue(3)
    styles = [d.findChild(QComboBox, f"seat_style_{i}") for i in range(3)]
    assert all(styles) and [styles[1].itemData(i) for i in range(styles[1].count())] == \
        ["calm", "wild", "random"]
    assert not styles[0].isEnabled() and styles[1].isEnabled()      # seat 1 is human
    styles[1].setCurrentIndex(styles[1].findData("wild"))
    styles[2].setCurrentIndex(styles[2].findData("random"))
    setup = d.setup()
    assert [s.style for s in setup.seats] == [None, "wild", "random"]


def test_game_without_styles_has_no_personality_column(dialog):
    assert dialog.findChild(QComboBox, "seat_style_1") is None


def test_an_unknown_style_is_refused(styled):
    from pydantic import ValidationError
    seats = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "bot", "style": "grumpy"}]
    with pytest.raises(ValidationError, match="unknown style"):
        GameSetup(game="flip7", options={"players": 2}, seats=seats)


@pytest.mark.skipif("coup" not in GAMES, reason="coup not available")
@pytest.mark.parametrize("count, words", [(4, "15 cards, 3 of each role (one deck"),
                                          (8, "20 cards, 4 of each role (one deck"),
                                          (10, "25 cards, 5 of each role (two decks"),
                                          (12, "30 cards, 6 of each role (two decks")])
def test_coup_says_which_deck_is_in_use(dialog, count, words):  # CP-2
    choose_game(dialog, "coup")
    players(dialog).setValue(count)
    note = dialog.findChild(QLabel, "setup_note")
    assert not note.isHidden() and words in note.text()
    choose_game(dialog, "flip7")
    assert note.text() == ""


# --- levels come from the declaration (issue 21) ------------------------------------------------
def test_a_game_with_levels_of_its_own_offers_them_by_its_labels(qtbot):
    """The dialog names no level: a game whose levels are "novice" and "master" shows the
    labels its declaration gives, and a new bot seat starts at its middle level."""
    with registered(own_levels("sevens")):
        d = NewGameDialog()
        qtbot.addWidget(d)
        choose_game(d, "sevens")
        kind = kinds(d)[1]
        assert [kind.itemText(i) for i in range(kind.count())] == \
            ["Human", "Apprentice bot", "Master bot"]
        assert kind.currentData() == "bot:master"
        assert d.setup().seats[1].level == "master"


def test_a_level_without_a_label_is_refused():
    base = next(iter(GAMES.values()))
    with pytest.raises(ValueError, match="no label"):
        copy_of(base, "sevens", bots={**base.bots, "expert": base.bots[base.levels[-1]]},
                levels=(*base.levels, "expert"))


@pytest.mark.parametrize("lang", ["vi", "fa"])
def test_level_labels_are_translated(qapp, qtbot, lang):
    """The labels moved into the declarations keep their context and translations."""
    from facetable.app.i18n import install_language
    install_language(qapp, lang)
    try:
        d = NewGameDialog()
        qtbot.addWidget(d)
        for game in GAMES:
            choose_game(d, game)
            kind = kinds(d)[1]
            shown = [kind.itemText(i) for i in range(1, kind.count())]
            english = [f"Bot – {level}" for level in GAMES[game].levels]
            assert len(shown) == len(english)
            assert not set(shown) & set(english), (lang, game, shown)
    finally:
        install_language(qapp, "en")
        qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_options_that_do_not_apply_are_greyed_out_and_keep_their_value(dialog):
    """Issue 22: the declaration says when an option applies (``Applies``); the dialog greys
    out what does not (CP-18's 2-player coin rule with 7 players, GF-22's Blank Face effect
    without the Blank Face) and gives it back, as it was, when it applies again."""
    dialog.select_game("coup")
    players(dialog).setValue(7)
    rule = option(dialog, "two_player_start")              # the editors are made anew
    assert not rule.isEnabled() and rule.toolTip()
    players(dialog).setValue(2)
    rule = option(dialog, "two_player_start")
    assert rule.isEnabled() and rule.isChecked()
    dialog.select_game("goodface")
    blank, effect = option(dialog, "blank"), option(dialog, "blank_effect")
    label = dialog._options_form.labelForField(effect)
    assert not blank.isChecked() and not effect.isEnabled() and not label.isEnabled()
    blank.setChecked(True)
    assert effect.isEnabled() and label.isEnabled() and not effect.toolTip()
    assert dialog.setup().options["blank_effect"] == effect.currentData()


def test_every_option_that_may_not_apply_says_so_in_the_engine():
    from facetable.engine.coup import Options as CoupOptions
    from facetable.engine.goodface.options import Options as GoodOptions
    assert not CoupOptions(players=7).applies("two_player_start")
    assert CoupOptions(players=2).applies("two_player_start")
    assert not GoodOptions().applies("blank_effect")
    assert GoodOptions(blank=True).applies("blank_effect")
    assert Flip7Options(players=3).applies("players")         # no Applies: always


def test_bot_seats_default_to_character_names_that_never_clash(dialog):
    """Issue 22: a new bot seat is named after a character, never after a seat already there."""
    from facetable.characters import NAMES
    players(dialog).setValue(2)
    names(dialog)[0].setText("emma")             # a human takes a character's name
    players(dialog).setValue(4)
    shown = [e.text() for e in names(dialog)]
    assert shown[2:] == ["Rosa", "Lan"]          # "Emma" skipped: taken by the human
    assert set(shown[1:]) <= set(NAMES) and ok(dialog).isEnabled()
    game_combo(dialog).setCurrentIndex(game_combo(dialog).findData("coup"))
    players(dialog).setValue(12)
    shown = [e.text().casefold() for e in names(dialog)]
    assert len(set(shown)) == 12 and ok(dialog).isEnabled()
