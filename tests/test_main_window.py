"""The window as a player meets it: the new-game dialog starts a game; --demo writes a picture."""
from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QComboBox

from facetable.app.main import main
from facetable.app.main_window import MainWindow
from facetable.app.settings import Settings
from facetable.games import GAMES


def test_new_game_dialog_starts_the_chosen_game(qtbot):
    settings = Settings()
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.set_speed(0)

    def accept():
        dialog = QApplication.activeModalWidget()
        combo = dialog.findChild(QComboBox, "game")
        combo.setCurrentIndex(combo.findData("crack"))
        dialog.accept()
    QTimer.singleShot(0, accept)
    window.new_game_dialog()
    assert window.session is not None and window.session.game == "crack"
    assert window.session.seats[0].human and not window.session.seats[1].human
    assert settings.last_setup is not None and settings.last_setup.game == "crack"
    window.close()


def test_demo_writes_a_picture_of_each_game(tmp_path):
    for game, spec in GAMES.items():
        players = spec.default_players
        out = tmp_path / f"{game}.png"
        assert main(["--demo", game, "--seed", "4", "--steps", "25", "--players", str(players),
                     "--size", "1024x640", "--screenshot", str(out)]) == 0
        image = QImage(str(out))
        assert (image.width(), image.height()) == (1024, 640)


def test_demo_rejects_unknown_game_and_language(tmp_path, capsys):
    assert main(["--demo", "chess", "--screenshot", str(tmp_path / "x.png")]) == 2
    assert "--demo must be one of" in capsys.readouterr().err
    assert main(["--demo", "flip7", "--lang", "xx", "--screenshot", str(tmp_path / "x.png")]) == 2
