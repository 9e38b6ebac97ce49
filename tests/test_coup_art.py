"""The Coup card art: the shared standard deck's faces with Coup's role pictures over them.

Rule CP-1 maps the roles to ranks: 3 = Duke, J = Assassin, 2 = Captain, A = Ambassador,
Q = Contessa; every card of every player count is a face of the standard deck
(assets/cards/standard), and each role has its picture (assets/cards/coup/role_<role>.svg:
the role's medallion and the band its name is written on).
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import fnmatch  # noqa: E402
import itertools  # noqa: E402
import tomllib  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from art_helpers import render_svg  # noqa: E402
from facetable.app.fonts import load_bundled_fonts  # noqa: E402
from facetable.engine.coup.cards import (MAX_PLAYERS, SUIT_NAMES,  # noqa: E402
                                         copies_per_role, make_deck)
from facetable.paths import ASSETS_DIR  # noqa: E402
from facetable.table.theme import DECK, SHARED_BACK  # noqa: E402

CARD_DIR = ASSETS_DIR / "cards" / "coup"
DECK_DIR = ASSETS_DIR / "cards" / DECK

ROLE_RANKS = {"duke": "3", "assassin": "J", "captain": "2", "ambassador": "A", "contessa": "Q"}
SUITS = ("spades", "hearts", "diamonds", "clubs")
FACES = [f"{rank}_{suit}" for rank in ROLE_RANKS.values() for suit in SUITS]
ROLE_PICTURES = [f"role_{role}" for role in ROLE_RANKS]
SIZES = [(44, 62), (250, 350)]   # the smallest table size (12 players) and full size


@pytest.fixture(scope="module")
def fonts(qapp):
    return load_bundled_fonts()


def render(path: Path, width: int, height: int, image: QImage | None = None) -> QImage:
    return render_svg(path, width, height, image)


def card(face: str, width: int, height: int) -> QImage:
    """A Coup card as the table shows it: the standard face, the role's picture over it."""
    from facetable.table.coup.items import role_picture
    image = render(DECK_DIR / f"{face}.svg", width, height)
    return render(CARD_DIR / f"{role_picture(face)}.svg", width, height, image)


def rgb(image: QImage, x: int, y: int) -> tuple[int, int, int]:
    colour = QColor(image.pixel(x, y))
    return colour.red(), colour.green(), colour.blue()


def changed_pixels(a: QImage, b: QImage, box: tuple[int, int, int, int] | None = None,
                   threshold: int = 48) -> int:
    """Pixels (in ``box`` = x0, y0, x1, y1) whose colours differ by more than ``threshold``."""
    x0, y0, x1, y1 = box or (0, 0, a.width(), a.height())
    return sum(
        sum(abs(p - q) for p, q in zip(rgb(a, x, y), rgb(b, x, y), strict=True)) > threshold
        for y in range(y0, y1) for x in range(x0, x1))


def test_every_coup_card_is_a_face_of_the_standard_deck():
    """CP-1, CP-2: every card of every player count (up to two decks) has its standard face,
    and Coup keeps no faces of its own (only the role pictures and the coin)."""
    faces = {f"{card.rank}_{SUIT_NAMES[card.suit]}"
             for card in make_deck(copies_per_role(MAX_PLAYERS))}
    assert faces == set(FACES)
    assert all((DECK_DIR / f"{face}.svg").is_file() for face in faces)
    assert {path.stem for path in CARD_DIR.glob("*.svg")} == set(ROLE_PICTURES) | {"coin"}


def test_coup_items_take_their_pictures_from_the_standard_deck(qapp):
    from facetable.engine.coup import Options, setup
    from facetable.table.coup.controller import CoupController
    from facetable.table.coup.items import CoupCardItem, role_picture
    item = CoupCardItem(4, "J_hearts")
    assert (item.game, item.face, item.back) == (DECK, "J_hearts", SHARED_BACK)
    assert not item.is_back
    back = CoupCardItem(99, "back")
    assert back.is_back and back.game == DECK and back.face == back.back == SHARED_BACK
    court = CoupController(setup(Options(players=2), 1).view(0), ["A", "B"], 0).deck_item
    assert (court.game, court.back) == (DECK, SHARED_BACK)
    assert {role_picture(f"{rank}_spades") for rank in ROLE_RANKS.values()} == set(ROLE_PICTURES)
    assert role_picture("3_clubs") == "role_duke" and role_picture("Q_hearts") == "role_contessa"


@pytest.mark.parametrize("name", ROLE_PICTURES)
def test_role_picture_is_valid_svg_of_card_size(qapp, name):
    renderer = QSvgRenderer(str(CARD_DIR / f"{name}.svg"))
    assert renderer.isValid(), name
    assert renderer.viewBoxF().width() == 250 and renderer.viewBoxF().height() == 350


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("face", FACES)
def test_card_is_not_blank(fonts, face, size):
    image = card(face, *size)
    colours = {image.pixel(x, y) for x in range(image.width()) for y in range(image.height())}
    assert len(colours) > 20, f"{face} looks blank at {size}"
    assert image.pixelColor(size[0] // 2, size[1] // 2).alpha() == 255


def test_role_picture_leaves_the_corners_to_the_playing_card(fonts):
    """The rank and suit in the corners stay visible: the role picture is transparent there."""
    for name in ROLE_PICTURES:
        image = render(CARD_DIR / f"{name}.svg", 250, 350)
        for x0, y0 in ((16, 18), (186, 232)):            # the two corner indices
            opaque = sum(image.pixelColor(x, y).alpha() > 0
                         for y in range(y0, y0 + 100) for x in range(x0, x0 + 48))
            assert opaque == 0, f"{name} covers a corner index ({opaque} pixels)"


def test_coin_renders(fonts):
    renderer = QSvgRenderer(str(CARD_DIR / "coin.svg"))
    assert renderer.isValid()
    assert renderer.viewBoxF().width() == renderer.viewBoxF().height() == 100
    image = QImage(24, 24, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    opaque = [rgb(image, x, y) for y in range(24) for x in range(24)
              if QColor(image.pixel(x, y)).alpha() == 255]
    assert len(opaque) > 300, "the coin fills its box"
    red, green, blue = (sum(channel) / len(opaque) for channel in zip(*opaque, strict=True))
    assert red > 130 and 0.6 * red < green < red and blue < red / 2, f"not gold: {red, green, blue}"


def test_cards_are_pairwise_different_at_the_smallest_size(fonts):
    images = {face: card(face, 44, 62) for face in FACES}
    for a, b in itertools.combinations(FACES, 2):
        changed = changed_pixels(images[a], images[b])
        assert changed > 30, f"{a} and {b} look the same at 44 x 62 ({changed} pixels differ)"


def edges(image: QImage, box: tuple[int, int, int, int]) -> set[tuple[int, int]]:
    """Where lightness jumps: the outlines of the icon, whatever the medallion's colour."""
    x0, y0, x1, y1 = box

    def light(x: int, y: int) -> int:
        return QColor(image.pixel(x, y)).lightness()

    return {(x, y) for y in range(y0, y1 - 1) for x in range(x0, x1 - 1)
            if abs(light(x + 1, y) - light(x, y)) + abs(light(x, y + 1) - light(x, y)) > 60}


def test_each_role_has_its_own_icon(fonts):
    """The medallions differ in shape, not just colour: compare their outline maps."""
    icon_box = (84, 62, 172, 150)   # inside the medallion at full size
    outlines = {role: edges(render(CARD_DIR / f"role_{role}.svg", 250, 350), icon_box)
                for role in ROLE_RANKS}
    for a, b in itertools.combinations(ROLE_RANKS, 2):
        union = outlines[a] | outlines[b]
        overlap = len(outlines[a] & outlines[b]) / len(union)
        assert overlap < 0.5, f"the {a} and {b} icons look alike ({overlap:.0%} shared outline)"


@pytest.mark.parametrize("face", FACES)
def test_name_band_is_left_clear(fonts, face):
    """The app writes the role's name on the plate called name_band; nothing else is on it,
    whatever the standard face under it."""
    from facetable.table.coup.items import role_picture
    renderer = QSvgRenderer(str(CARD_DIR / f"{role_picture(face)}.svg"))
    band = renderer.boundsOnElement("name_band")
    assert band.width() >= 200 and 40 <= band.height() <= 50, band
    assert 0.45 <= band.center().y() / 350 <= 0.7, "the band is in the lower middle"
    image = card(face, 250, 350)
    x0, y0 = round(band.left()) + 2, round(band.top()) + 5
    x1, y1 = round(band.right()) - 2, round(band.bottom()) - 5
    dark = [(x, y) for y in range(y0, y1) for x in range(x0, x1)
            if QColor(image.pixel(x, y)).lightness() < 235]
    assert not dark, f"{face}: something is drawn on the name band at {dark[:5]}"


def test_package_data_ships_the_coup_art():
    pyproject = tomllib.loads((Path(__file__).resolve().parent.parent / "pyproject.toml")
                              .read_text())
    patterns = pyproject["tool"]["setuptools"]["package-data"]["facetable.assets"]
    for path in CARD_DIR.glob("*.svg"):
        relative = path.relative_to(ASSETS_DIR).as_posix()
        assert any(fnmatch.fnmatch(relative, pattern) for pattern in patterns), relative
