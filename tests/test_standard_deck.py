"""The shared standard deck (assets/cards/standard, drawn by assets/make_standard_deck.py):
52 faces, two jokers and the backs the settings offer, each a valid SVG that reads at the
table's smallest card size, small enough to ship."""
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import fnmatch  # noqa: E402
import itertools  # noqa: E402
import tomllib  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtGui import QImage, QTransform  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from art_helpers import render_svg  # noqa: E402
from facetable.app.fonts import load_bundled_fonts  # noqa: E402
from facetable.paths import ASSETS_DIR  # noqa: E402
from facetable.table.theme import BACKS, DECK  # noqa: E402

DECK_DIR = ASSETS_DIR / "cards" / DECK
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("spades", "hearts", "diamonds", "clubs")
FACES = [f"{r}_{s}" for r in RANKS for s in SUITS] + ["joker_red", "joker_black"]
BACK_FILES = [f"back_{name}" for name in BACKS]
SMALL = (44, 62)                 # the smallest card on any table (Coup, 12 players)


@pytest.fixture(scope="module")
def fonts(qapp):
    return load_bundled_fonts()


def render(name: str, width: int, height: int) -> QImage:
    return render_svg(DECK_DIR / f"{name}.svg", width, height)


def pixels(image: QImage) -> bytes:
    return bytes(image.convertToFormat(QImage.Format.Format_ARGB32).constBits())


def changed(a: bytes, b: bytes, threshold: int = 48) -> int:
    """Pixels (4 bytes each) whose colours differ by more than ``threshold`` in all."""
    return sum(abs(a[i] - b[i]) + abs(a[i + 1] - b[i + 1]) + abs(a[i + 2] - b[i + 2]) > threshold
               for i in range(0, len(a), 4))


def test_the_deck_is_complete():
    files = {path.stem for path in DECK_DIR.glob("*.svg")}
    assert len(FACES) == 54 and len(BACK_FILES) >= 2
    assert files == set(FACES) | set(BACK_FILES)


@pytest.mark.parametrize("name", FACES + BACK_FILES)
def test_each_card_is_a_valid_svg_that_fills_its_box_at_the_smallest_size(fonts, name):
    renderer = QSvgRenderer(str(DECK_DIR / f"{name}.svg"))
    assert renderer.isValid(), name
    assert (renderer.viewBoxF().width(), renderer.viewBoxF().height()) == (250, 350)
    image = render(name, *SMALL)
    colours = {image.pixel(x, y) for x in range(image.width()) for y in range(image.height())}
    assert len(colours) > 20, f"{name} looks blank at {SMALL}"
    assert image.pixelColor(SMALL[0] // 2, SMALL[1] // 2).alpha() == 255


def test_faces_are_pairwise_different_at_the_smallest_size(fonts):
    """Every two faces differ in their corner at 44 × 62, where the rank and suit are read."""
    corner = {name: pixels(render(name, *SMALL).copy(0, 0, 14, 22)) for name in FACES}
    for a, b in itertools.combinations(FACES, 2):
        assert changed(corner[a], corner[b]) > 8, f"{a} and {b} look alike in the corner"


def test_backs_differ_from_each_other_and_from_every_face(fonts):
    backs = {name: pixels(render(name, *SMALL)) for name in BACK_FILES}
    for a, b in itertools.combinations(BACK_FILES, 2):
        assert changed(backs[a], backs[b]) > 500, f"{a} and {b} look alike"
    face = pixels(render("K_spades", *SMALL))
    assert all(changed(back, face) > 1000 for back in backs.values())


@pytest.mark.parametrize("name", [f"{r}_{s}" for r in ("10", "Q") for s in SUITS])
def test_red_suits_are_red_and_black_suits_are_not(fonts, name):
    image = render(name, 250, 350)
    red = sum(1 for y in range(14, 115) for x in range(12, 72)
              if (c := image.pixelColor(x, y)).red() > 150 and c.green() < 90 and c.blue() < 90)
    if name.endswith(("hearts", "diamonds")):
        assert red > 400, f"{name}: corner index is not red ({red} red pixels)"
    else:
        assert red == 0, f"{name}: black-suit index has {red} red pixels"


def test_corner_index_is_repeated_upside_down(fonts):
    for name in ("Q_hearts", "10_clubs", "7_diamonds"):
        image = render(name, 250, 350)
        turned = image.transformed(QTransform().rotate(180))
        a, b = pixels(image.copy(14, 14, 58, 100)), pixels(turned.copy(14, 14, 58, 100))
        assert changed(a, b) < 0.03 * 58 * 100, name


def test_the_deck_is_small_and_shipped():
    sizes = [path.stat().st_size for path in DECK_DIR.glob("*.svg")]
    assert max(sizes) < 16_000 and sum(sizes) < 500_000, (max(sizes), sum(sizes))
    pyproject = tomllib.loads((Path(__file__).resolve().parent.parent / "pyproject.toml")
                              .read_text())
    patterns = pyproject["tool"]["setuptools"]["package-data"]["facetable.assets"]
    for path in DECK_DIR.glob("*.svg"):
        relative = path.relative_to(ASSETS_DIR).as_posix()
        assert any(fnmatch.fnmatch(relative, pattern) for pattern in patterns), relative
