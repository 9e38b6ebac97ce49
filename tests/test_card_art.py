"""The Flip 7 card art and the bundled fonts load and render in Qt."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import itertools  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from facetable.app.fonts import load_bundled_fonts  # noqa: E402
from facetable.paths import ASSETS_DIR  # noqa: E402

CARD_DIR = ASSETS_DIR / "cards" / "flip7"

FACES = (
    [f"number_{value}" for value in range(14)]
    + ["unlucky7", "lucky13", "mod_div2"]
    + [f"mod_minus{amount}" for amount in (2, 4, 6, 8, 10)]
    + [f"action_{name}" for name in ("just_one_more", "flip_four", "swap", "steal", "discard")]
)
ALL_CARDS = FACES + ["back"]


@pytest.fixture(scope="module")
def fonts(qapp):
    return load_bundled_fonts()


def render(name: str, width: int = 50, height: int = 70) -> QImage:
    renderer = QSvgRenderer(str(CARD_DIR / f"{name}.svg"))
    assert renderer.isValid(), name
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def test_fonts_are_registered(fonts):
    assert any("Vazirmatn" in family for family in fonts), fonts
    assert any("DejaVu" in family for family in fonts), fonts


@pytest.mark.parametrize("name", ALL_CARDS)
def test_card_file_is_valid_svg(qapp, name):
    path = CARD_DIR / f"{name}.svg"
    assert path.is_file(), path
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid(), name
    assert renderer.viewBoxF().width() == 250 and renderer.viewBoxF().height() == 350


@pytest.mark.parametrize("name", ALL_CARDS)
def test_card_is_not_blank(fonts, name):
    image = render(name)
    colours = {image.pixel(x, y) for x in range(image.width()) for y in range(image.height())}
    assert len(colours) > 20, f"{name} looks blank"
    # The card fills its box: the centre pixel is opaque.
    assert QColor(image.pixel(25, 35)).alpha() == 255


def pixels(image: QImage) -> list[bytes]:
    data = bytes(image.constBits())
    return [data[i:i + 4] for i in range(0, len(data), 4)]


def test_faces_are_pairwise_different(fonts):
    images = {name: pixels(render(name)) for name in FACES}
    for a, b in itertools.combinations(FACES, 2):
        changed = sum(pa != pb for pa, pb in zip(images[a], images[b], strict=True))
        # At 50 x 70 px even two modifiers must differ in a visible area.
        assert changed > 40, f"{a} and {b} look the same ({changed} pixels differ)"


def test_every_card_of_every_printing_has_a_picture():
    from facetable.engine.flip7.cards import PRINTINGS, deck
    from facetable.table.flip7.text import art_name
    names = {art_name(card) for printing in PRINTINGS for card in deck(printing)}
    assert names == set(FACES)
