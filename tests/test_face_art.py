"""The face-card art shared by Good Face Bad Face and Face Guess (assets/cards/faces) loads,
renders and reads as intended, and ``table/faces.py`` names its pictures.

GF-1 and FG-1: the decks hold Good and Bad Faces; GF-18 … GF-22: the wilds Greedy Face, Sad
Face and Blank Face. Good and Bad must be told apart without colour (shape, corner mark,
lightness), and the variants of a kind must look different (a Party of four Goods).
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import fnmatch  # noqa: E402
import itertools  # noqa: E402
import tomllib  # noqa: E402
import xml.etree.ElementTree as ET  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtGui import QColor, QImage  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from art_helpers import render_svg  # noqa: E402
from facetable.paths import ASSETS_DIR  # noqa: E402
from facetable.table import art  # noqa: E402
from facetable.table.faces import (  # noqa: E402
    FACES_ART,
    KINDS,
    VARIANTS,
    all_face_art,
    face_art,
)

CARD_DIR = ASSETS_DIR / "cards" / "faces"
GOOD = [f"good_{i}" for i in range(1, VARIANTS["good"] + 1)]
BAD = [f"bad_{i}" for i in range(1, VARIANTS["bad"] + 1)]
WILDS = ["greedy", "sad", "blank"]
CARDS = GOOD + BAD + WILDS + ["back"]
SMALL, FULL = (60, 84), (250, 350)   # a crowded table; full size

# Boxes at full size (x0, y0, x1, y1): the top-left corner mark, and the head.
MARK_BOX = (16, 18, 62, 66)
MARK_SHIFT = (250 - 2 * 37, 350 - 2 * 41)   # from the top-left mark (37, 41) to the other
FACE_BOX = (50, 90, 200, 275)

Pixels = list[tuple[int, int, int, int]]


def render(name: str, width: int, height: int, folder: Path = CARD_DIR) -> QImage:
    return render_svg(folder / f"{name}.svg", width, height)


def pixels(image: QImage) -> Pixels:
    """(r, g, b, a) of every pixel, row by row."""
    image = image.convertToFormat(QImage.Format.Format_RGBA8888)
    data = bytes(image.constBits())
    stride = image.bytesPerLine()
    return [tuple(data[y * stride + 4 * x: y * stride + 4 * x + 4])
            for y in range(image.height()) for x in range(image.width())]


@pytest.fixture(scope="module")
def small(qapp) -> dict[str, Pixels]:
    return {name: pixels(render(name, *SMALL)) for name in CARDS}


@pytest.fixture(scope="module")
def full(qapp) -> dict[str, QImage]:
    return {name: render(name, *FULL) for name in CARDS}


def changed(a: Pixels, b: Pixels, threshold: int = 60) -> int:
    return sum(sum(abs(p - q) for p, q in zip(pa[:3], pb[:3], strict=True)) > threshold
               for pa, pb in zip(a, b, strict=True))


def lightness(image: QImage, x: int, y: int) -> int:
    return image.pixelColor(x, y).lightness()


def outline(image: QImage, box: tuple[int, int, int, int]) -> set[tuple[int, int]]:
    """Where lightness jumps: the drawing's outlines, whatever its colours (as a colour-blind
    eye, or a grey-scale print, would see them)."""
    x0, y0, x1, y1 = box
    return {(x, y) for y in range(y0, y1 - 1) for x in range(x0, x1 - 1)
            if abs(lightness(image, x + 1, y) - lightness(image, x, y))
            + abs(lightness(image, x, y + 1) - lightness(image, x, y)) > 60}


def shared(a: set, b: set) -> float:
    return len(a & b) / len(a | b)


# --- the files -------------------------------------------------------------------------------

def test_there_are_enough_variants_and_every_wild():
    files = {path.stem for path in CARD_DIR.glob("*.svg")}
    assert files == set(CARDS) == set(all_face_art())
    assert len(GOOD) >= 6 and len(BAD) >= 5


@pytest.mark.parametrize("name", CARDS)
def test_card_is_valid_svg_of_card_size(qapp, name):
    renderer = QSvgRenderer(str(CARD_DIR / f"{name}.svg"))
    assert renderer.isValid(), name
    assert renderer.viewBoxF().width() == 250 and renderer.viewBoxF().height() == 350


TINY_SAFE = {"svg", "defs", "g", "path", "circle", "ellipse", "rect", "line", "polygon",
             "polyline", "linearGradient", "radialGradient", "stop"}


@pytest.mark.parametrize("name", CARDS)
def test_only_tiny_safe_elements_and_no_words(name):
    """What Qt's SVG Tiny renderer draws reliably, and no text: the app writes names in the
    player's language."""
    root = ET.parse(CARD_DIR / f"{name}.svg").getroot()
    tags = {element.tag.split("}")[-1] for element in root.iter()}
    assert tags <= TINY_SAFE, f"{name} uses {tags - TINY_SAFE}"
    assert "text" not in tags


def test_the_generator_wrote_the_files_on_disk(monkeypatch):
    """The committed SVGs are what assets/make_face_cards.py draws (nobody edited them by hand)."""
    monkeypatch.syspath_prepend(str(ASSETS_DIR))
    import make_face_cards
    cards = make_face_cards.all_cards()
    assert sorted(cards) == sorted(CARDS)
    for name, svg in cards.items():
        assert (CARD_DIR / f"{name}.svg").read_text(encoding="utf-8") == svg, name


def test_package_data_ships_the_face_art():
    pyproject = tomllib.loads((Path(__file__).resolve().parent.parent / "pyproject.toml")
                              .read_text())
    patterns = pyproject["tool"]["setuptools"]["package-data"]["facetable.assets"]
    for path in CARD_DIR.glob("*.svg"):
        relative = path.relative_to(ASSETS_DIR).as_posix()
        assert any(fnmatch.fnmatch(relative, pattern) for pattern in patterns), relative


# --- rendering ------------------------------------------------------------------------------

@pytest.mark.parametrize("size", [SMALL, FULL], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", CARDS)
def test_card_is_not_blank(qapp, name, size):
    image = render(name, *size)
    colours = {image.pixel(x, y) for x in range(image.width()) for y in range(image.height())}
    assert len(colours) > 20, f"{name} looks blank at {size}"
    assert image.pixelColor(size[0] // 2, size[1] // 2).alpha() == 255
    assert image.pixelColor(0, 0).alpha() < 255, "the card's corners are rounded"


@pytest.mark.parametrize("name", ["good_1", "bad_1", "greedy", "back"])
def test_the_table_loads_them_like_the_other_games(qapp, name):
    assert art.card_names(FACES_ART) == sorted(CARDS)
    pixmap = art.card_pixmap(FACES_ART, name, *SMALL, 2.0)
    assert not pixmap.isNull()
    assert (pixmap.width(), pixmap.height()) == (120, 168)
    assert pixmap.devicePixelRatio() == 2.0
    image = pixmap.toImage()
    assert image.pixelColor(60, 84).alpha() == 255


def test_all_cards_are_pairwise_different_at_the_small_size(small):
    """Every variant is its own picture at 60 x 84, not a recolour hidden in a few pixels."""
    for a, b in itertools.combinations(CARDS, 2):
        count = changed(small[a], small[b])
        # The closest pair (bad_1 and bad_4) differs in about 980 of 5040 pixels.
        assert count > 600, f"{a} and {b} look alike at 60 x 84 ({count} pixels differ)"


def test_variants_differ_in_shape_not_only_colour(full):
    """The heads' outlines (lightness edges) of two variants of a kind mostly differ."""
    for names in (GOOD, BAD):
        maps = {name: outline(full[name], FACE_BOX) for name in names}
        for a, b in itertools.combinations(names, 2):
            assert shared(maps[a], maps[b]) < 0.35, f"{a} and {b} have the same outline"


# --- Good against Bad, without colour -------------------------------------------------------

def test_good_and_bad_corner_marks_differ_in_shape(full):
    """A sun against a lightning bolt, compared as outline maps (no colour involved); every
    Good carries the same mark, and so does every Bad."""
    good = outline(full["good_1"], MARK_BOX)
    bad = outline(full["bad_1"], MARK_BOX)
    assert len(good) > 150 and len(bad) > 100
    assert shared(good, bad) < 0.25, f"sun and bolt look alike ({shared(good, bad):.0%})"
    for name in GOOD[1:]:
        assert shared(outline(full[name], MARK_BOX), good) > 0.8, name
    for name in BAD[1:]:
        assert shared(outline(full[name], MARK_BOX), bad) > 0.8, name
    # Each wild has a mark of its own too.
    for name in WILDS:
        mark = outline(full[name], MARK_BOX)
        assert shared(mark, good) < 0.4 and shared(mark, bad) < 0.4, name


def test_the_mark_is_repeated_bottom_right(full):
    """Upright in both corners (a turned sun would frown, a turned question mark confuse)."""
    for name in ["good_1", "bad_1", *WILDS]:
        image = full[name]
        x0, y0, x1, y1 = MARK_BOX
        top = {(x - x0, y - y0) for x, y in outline(image, MARK_BOX)}
        dx, dy = MARK_SHIFT                       # the box moved into the bottom-right corner
        bottom = {(x - x0 - dx, y - y0 - dy)
                  for x, y in outline(image, (x0 + dx, y0 + dy, x1 + dx, y1 + dy))}
        assert shared(top, bottom) > 0.65, name   # measured 0.74 to 0.94


def test_good_cards_are_light_and_bad_cards_dark(small):
    """Lightness, which survives any colour blindness: every Good is far lighter than every Bad."""
    def mean_lightness(pix: Pixels) -> float:
        opaque = [p for p in pix if p[3] == 255]
        return sum(QColor(r, g, b).lightness() for r, g, b, _ in opaque) / len(opaque)

    good = [mean_lightness(small[name]) for name in GOOD]
    bad = [mean_lightness(small[name]) for name in BAD]
    assert min(good) > max(bad) + 40, (good, bad)   # measured: 147 against 92


def test_good_and_bad_trims_differ_in_shape(full):
    """Scallops inside a Good card's frame, saw teeth inside a Bad one's: the outline maps of
    the left inner edge barely overlap across kinds and match within a kind."""
    edge = (14, 60, 26, 290)
    good = outline(full["good_1"], edge)
    bad = outline(full["bad_1"], edge)
    assert len(good) > 100 and len(bad) > 50
    assert shared(good, bad) < 0.2
    assert all(shared(outline(full[name], edge), good) > 0.7 for name in GOOD)
    assert all(shared(outline(full[name], edge), bad) > 0.6 for name in BAD)


# --- the helper -----------------------------------------------------------------------------

def test_face_art_maps_kind_and_variant_to_a_picture():
    assert KINDS == ("good", "bad", "greedy", "sad", "blank", "back")
    assert face_art("good") == face_art("good", 0) == "good_1"
    assert face_art("good", 6) == "good_7"
    assert face_art("good", 7) == "good_1"            # wraps round
    assert face_art("bad", 0) == "bad_1" and face_art("bad", 5) == "bad_6"
    assert face_art("bad", 6) == "bad_1"
    for kind in ("greedy", "sad", "blank", "back"):
        assert face_art(kind) == face_art(kind, 3) == kind
    assert sorted(all_face_art()) == sorted(CARDS)


def test_a_party_of_four_shows_four_different_faces():
    for kind in ("good", "bad"):
        party = [face_art(kind, slot) for slot in range(4)]
        assert len(set(party)) == 4, party
        assert party == [face_art(kind, slot) for slot in range(4)], "deterministic"


@pytest.mark.parametrize("kind, variant", [("ugly", 0), ("Good", 0), ("good", -1),
                                           ("good", 1.0), ("bad", True), ("sad", "1")])
def test_face_art_refuses_bad_input(kind, variant):
    with pytest.raises(ValueError):
        face_art(kind, variant)


def test_back_is_unlike_the_other_games_backs(small, qapp):
    from facetable.table.theme import BACKS, DECK
    for game, back in [("flip7", "back")] + [(DECK, f"back_{name}") for name in BACKS]:
        other = pixels(render(back, *SMALL, folder=ASSETS_DIR / "cards" / game))
        assert changed(small["back"], other) > 2000, (game, back)
