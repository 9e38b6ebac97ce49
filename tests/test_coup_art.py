"""The Coup card art (assets/cards/coup) loads, renders and reads as intended.

Rule CP-1 maps the roles to ranks: 3 = Duke, J = Assassin, 2 = Captain, A = Ambassador,
Q = Contessa; every rank has a face in each of the four suits.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import fnmatch  # noqa: E402
import itertools  # noqa: E402
import tomllib  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from facetable.app.fonts import load_bundled_fonts  # noqa: E402
from facetable.paths import ASSETS_DIR  # noqa: E402

CARD_DIR = ASSETS_DIR / "cards" / "coup"

ROLE_RANKS = {"duke": "3", "assassin": "J", "captain": "2", "ambassador": "A", "contessa": "Q"}
SUITS = ("spades", "hearts", "diamonds", "clubs")
FACES = [f"{rank}_{suit}" for rank in ROLE_RANKS.values() for suit in SUITS]
CARDS = FACES + ["back"]
SIZES = [(44, 62), (250, 350)]   # the smallest table size (12 players) and full size


@pytest.fixture(scope="module")
def fonts(qapp):
    return load_bundled_fonts()


def render(name: str, width: int, height: int) -> QImage:
    renderer = QSvgRenderer(str(CARD_DIR / f"{name}.svg"))
    assert renderer.isValid(), name
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


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


def test_there_is_a_face_for_every_role_in_every_suit():
    """CP-1: 5 roles x 4 suits; a second deck reuses the same 20 pictures."""
    files = {path.stem for path in CARD_DIR.glob("*.svg")}
    assert set(FACES) <= files
    assert len(FACES) == 20
    assert files == set(FACES) | {"back", "coin"}


@pytest.mark.parametrize("name", CARDS)
def test_card_is_valid_svg_of_card_size(qapp, name):
    renderer = QSvgRenderer(str(CARD_DIR / f"{name}.svg"))
    assert renderer.isValid(), name
    assert renderer.viewBoxF().width() == 250 and renderer.viewBoxF().height() == 350


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", CARDS)
def test_card_is_not_blank(fonts, name, size):
    image = render(name, *size)
    colours = {image.pixel(x, y) for x in range(image.width()) for y in range(image.height())}
    assert len(colours) > 20, f"{name} looks blank at {size}"
    # The card fills its box: the middle is opaque.
    assert QColor(image.pixel(size[0] // 2, size[1] // 2)).alpha() == 255


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
    # Gold: strong red, somewhat less green, little blue (the dark rim and outline count too).
    assert red > 130 and 0.6 * red < green < red and blue < red / 2, f"not gold: {red, green, blue}"


def test_faces_are_pairwise_different_at_the_smallest_size(fonts):
    images = {name: render(name, 44, 62) for name in FACES}
    for a, b in itertools.combinations(FACES, 2):
        changed = changed_pixels(images[a], images[b])
        # The closest pair (same role, spades and clubs) differs in about 60 pixels.
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
    outlines = {role: edges(render(f"{rank}_spades", 250, 350), icon_box)
                for role, rank in ROLE_RANKS.items()}
    for a, b in itertools.combinations(ROLE_RANKS, 2):
        union = outlines[a] | outlines[b]
        overlap = len(outlines[a] & outlines[b]) / len(union)
        assert overlap < 0.5, f"the {a} and {b} icons look alike ({overlap:.0%} shared outline)"


def test_icon_depends_on_the_role_only(fonts):
    """A role's medallion is the same picture in every suit."""
    icon_box = (84, 62, 172, 150)
    for rank in ROLE_RANKS.values():
        first = render(f"{rank}_{SUITS[0]}", 250, 350)
        for suit in SUITS[1:]:
            assert changed_pixels(first, render(f"{rank}_{suit}", 250, 350), icon_box) == 0


@pytest.mark.parametrize("name", FACES)
def test_name_band_is_left_clear(fonts, name):
    """The app writes the role's name on the plate called name_band; nothing else is on it."""
    renderer = QSvgRenderer(str(CARD_DIR / f"{name}.svg"))
    band = renderer.boundsOnElement("name_band")
    assert band.width() >= 200 and 40 <= band.height() <= 50, band
    assert 0.45 <= band.center().y() / 350 <= 0.7, "the band is in the lower middle"
    image = render(name, 250, 350)
    # Inside the band's gold rules (2.5 units in from its edges) every pixel is near-white.
    x0, y0 = round(band.left()) + 2, round(band.top()) + 5
    x1, y1 = round(band.right()) - 2, round(band.bottom()) - 5
    dark = [(x, y) for y in range(y0, y1) for x in range(x0, x1)
            if QColor(image.pixel(x, y)).lightness() < 235]
    assert not dark, f"{name}: something is drawn on the name band at {dark[:5]}"


def reddish(image: QImage, box: tuple[int, int, int, int]) -> int:
    x0, y0, x1, y1 = box
    return sum(1 for y in range(y0, y1) for x in range(x0, x1)
               if (lambda r, g, b: r > 150 and g < 90 and b < 90)(*rgb(image, x, y)))


@pytest.mark.parametrize("name", FACES)
def test_red_suits_are_red_and_black_suits_are_not(fonts, name):
    """Like a real card: the corner index of hearts and diamonds is red, of spades and clubs
    near-black (the top-left index lies left of the medallion)."""
    image = render(name, 250, 350)
    red = reddish(image, (16, 18, 64, 118))
    if name.endswith(("hearts", "diamonds")):
        assert red > 400, f"{name}: corner index is not red ({red} red pixels)"
    else:
        assert red == 0, f"{name}: black-suit index has {red} red pixels"


def test_corner_index_is_repeated_upside_down(fonts):
    """The bottom-right index is the top-left one turned half round."""
    for name in ("Q_hearts", "J_spades"):
        image = render(name, 250, 350)
        x0, y0, x1, y1 = 16, 18, 64, 118
        changed = sum(
            sum(abs(p - q) for p, q in zip(rgb(image, x, y), rgb(image, 249 - x, 349 - y),
                                           strict=True)) > 48
            for y in range(y0, y1) for x in range(x0, x1))
        assert changed < 0.03 * (x1 - x0) * (y1 - y0), f"{name}: {changed} pixels differ"


def test_package_data_ships_the_coup_art():
    pyproject = tomllib.loads((Path(__file__).resolve().parent.parent / "pyproject.toml")
                              .read_text())
    patterns = pyproject["tool"]["setuptools"]["package-data"]["facetable.assets"]
    for path in CARD_DIR.glob("*.svg"):
        relative = path.relative_to(ASSETS_DIR).as_posix()
        assert any(fnmatch.fnmatch(relative, pattern) for pattern in patterns), relative
