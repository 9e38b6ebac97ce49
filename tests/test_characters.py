"""Bots as characters (issue 22): names from the seed, drawn faces, initials for humans, a
public style in the seat's tooltip and never a hidden one, and faces that never cover the name,
the turn marker or the coins."""
import pytest
from PySide6.QtGui import QColor, QFont, QImage
from PySide6.QtWidgets import QApplication

from facetable.app.main_window import MainWindow
from facetable.app.session import Seat
from facetable.characters import NAMES, bot_names, face_seed
from facetable.games import GAMES, RANDOM_STYLE
from facetable.table.avatar import face_pixmap
from facetable.table.coins import CoinPileItem
from facetable.table.geometry import header_font_px
from facetable.table.items import SeatPanel, turn_marker_width


def test_bot_names_come_from_the_seed_and_differ():
    assert bot_names(3, 11) == bot_names(3, 11)
    assert len(set(bot_names(3, 11))) == 11
    assert {tuple(bot_names(seed, 5)) for seed in range(10)} != {tuple(bot_names(0, 5))}
    assert set(bot_names(3, 11)) <= set(NAMES)


def test_bot_names_never_take_a_humans_name():
    for seed in range(30):
        names = bot_names(seed, len(NAMES) - 2, taken=["ava", " LEO "])
        assert not {"Ava", "Leo"} & set(names)


def test_too_many_bots_for_the_names_is_a_clear_error():
    with pytest.raises(ValueError, match="only"):
        bot_names(1, len(NAMES), taken=["Ava"])


def _image(seed: int) -> QImage:
    return face_pixmap(seed, 32).toImage()


def test_faces_render_and_differ_between_the_bots_of_a_table(qapp):
    names = bot_names(5, 11)
    images = [_image(face_seed(name)) for name in names]
    for image in images:
        painted = sum(QColor(image.pixel(x, y)).alpha() > 0
                      for x in range(0, 32, 2) for y in range(0, 32, 2))
        assert painted > 100                     # a filled face, not an empty picture
    assert len({bytes(image.constBits()) for image in images}) == len(images)
    assert face_seed("Ava") == face_seed("ava")  # one character, one face


@pytest.mark.parametrize("rtl", [False, True])
@pytest.mark.parametrize("active", [False, True])
def test_the_face_sits_between_the_marker_and_the_name(qapp, rtl, active):
    panel = SeatPanel(0)
    panel.set_rect(0, 0, 180, 120)
    panel.rtl, panel.active = rtl, active
    panel.set_text("Mina", "12 points", active, False)
    panel.set_person(face_seed("Mina"))
    font, _, title_rect, _, _, _ = panel.header(QFont())
    bar = panel.name_bar(font)
    face = panel.avatar_rect(bar)
    assert not face.isEmpty() and bar.contains(face)
    assert not face.intersects(title_rect)
    marker = turn_marker_width(bar) if active else 0.0
    if rtl:
        assert face.right() <= bar.right() - marker and title_rect.right() <= face.left()
    else:
        assert face.left() >= bar.left() + marker and title_rect.left() >= face.right()
    assert panel.name_lead(font) >= marker + face.width()


def test_a_human_gets_an_initial_badge(qapp):
    panel = SeatPanel(0)
    panel.set_person("anh")
    assert panel.face == "A"


def _window(qtbot, size):
    window = MainWindow(settings=None, use_worker=False)
    qtbot.addWidget(window)
    window.set_speed(0.0)
    window.bot_pause_ms = 0
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_coup_twelve_faces_fit_their_panels_and_clear_the_coins(qtbot, size):
    window = _window(qtbot, size)
    names = bot_names(9, 11, taken=["Anh"])
    seats = [Seat("Anh", True)] + [Seat(n, False, style="bold") for n in names]
    session = window.start_game("coup", GAMES["coup"].make_options(12), seats, seed=9,
                                autostart=False)
    session.start(auto=False)
    QApplication.processEvents()
    controller = session.controller
    piles = [item for item in controller.scene.items() if isinstance(item, CoinPileItem)]
    assert len(controller.panels) == 12 and len(piles) == 12
    for panel in controller.panels:
        assert panel.face is not None
        font = QFont()
        font.setPixelSize(int(header_font_px(panel.size()[1])))
        bar = panel.name_bar(font)
        face = panel.mapRectToScene(panel.avatar_rect(bar))
        assert panel.sceneBoundingRect().contains(face)
        assert not any(face.intersects(pile.sceneBoundingRect()) for pile in piles)
    assert controller.panels[0].face == "A"
    window.close()


def test_a_public_style_is_in_the_tooltip_and_a_hidden_one_never(qtbot):
    window = _window(qtbot, (1280, 800))
    seats = [Seat("Anh", True), Seat("Ava", False, style="cautious"),
             Seat("Leo", False, style=RANDOM_STYLE), Seat("Mina", False)]
    session = window.start_game("coup", GAMES["coup"].make_options(4), seats, seed=3,
                                autostart=False)
    panels = session.controller.panels
    assert "Cautious" in panels[1].tooltip()
    assert "Cautious" in session.controller.describe_item(panels[1])    # said by the focus ring
    labels = set(GAMES["coup"].styles.values())
    for seat in (0, 2, 3):
        assert not any(label in panels[seat].tooltip() for label in labels)
        assert not any(label in session.controller.describe_item(panels[seat])
                       for label in labels)
    window.close()
