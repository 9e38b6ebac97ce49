"""Card pictures are kept on disk between runs (table/art_cache.py) and never served stale."""
import os

import pytest
from PySide6.QtGui import QImage

from facetable.table import art, art_cache


@pytest.fixture
def cache(tmp_path, qapp):
    # Pictures an earlier test's table queued for drawing ahead (the shared deck has 56) are
    # not this test's: they would draw from the SVG while the test forbids it.
    art._prerender._queue.clear()
    art_cache.set_root(tmp_path / "cards")
    art._draw.cache_clear()
    art._renderer.cache_clear()
    yield tmp_path / "cards"
    art_cache.set_root(None)
    art._draw.cache_clear()


def draw(name="number_7", width=50, height=70):
    art._draw.cache_clear()
    return art._draw("flip7", name, width, height, 1.0).toImage()


def same(a: QImage, b: QImage) -> bool:
    """Equal pixels, up to the rounding of translucent edges by premultiplied alpha."""
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    if a.size() != b.size():
        return False
    pa, pb = bytes(a.constBits()), bytes(b.constBits())
    return max(abs(x - y) for x, y in zip(pa, pb, strict=True)) <= 2


def test_a_drawn_picture_is_stored_and_read_back_without_the_svg(cache, monkeypatch):
    first = draw()
    files = list((cache / "flip7").glob("number_7.50x70.*.card"))
    assert len(files) == 1
    art._renderer.cache_clear()

    def no_svg(*args):
        raise AssertionError("drawn from the SVG again")
    monkeypatch.setattr(art, "_renderer", no_svg)
    assert same(draw(), first)


def test_each_size_has_its_own_file(cache):
    draw(width=50, height=70)
    draw(width=100, height=140)
    assert sorted(p.name.split(".")[1] for p in (cache / "flip7").iterdir()) == \
        ["100x140", "50x70"]


def stored(path) -> QImage | None:
    """The picture in a cache file, as the next run reads it."""
    width, height = (int(n) for n in path.name.split(".")[1].split("x"))
    return art_cache.load(art._svg("flip7", "number_7"), "flip7", "number_7", width, height)


@pytest.mark.parametrize("damage", [
    lambda data: b"not a picture",
    lambda data: data[:len(data) // 2],                           # cut short
    lambda data: data[:40] + bytes(len(data) - 40),               # pixels zeroed
    lambda data: b"Other program\n" + data[15:],                  # not ours
    lambda data: data[:15] + (b"b" if data[15:16] == b"l" else b"l") + data[16:],  # byte order
])
def test_a_broken_or_foreign_file_is_drawn_again_and_replaced(cache, damage):
    first = draw()
    (path,) = (cache / "flip7").iterdir()
    path.write_bytes(damage(path.read_bytes()))
    assert stored(path) is None
    assert same(draw(), first)
    assert same(stored(path), first)                                # written anew


def test_a_file_of_the_wrong_size_is_not_used(cache):
    first = draw()
    (path,) = (cache / "flip7").iterdir()
    small = art._draw("flip7", "number_7", 10, 14, 1.0)            # a real 10x14 picture
    (small_path,) = (p for p in (cache / "flip7").iterdir() if p != path)
    small_path.replace(path)                                       # under the 50x70 name
    assert stored(path) is None
    art._draw.cache_clear()
    assert same(draw(), first) and small.width() == 10


def test_a_changed_svg_is_never_read_from_an_old_picture(cache, tmp_path, monkeypatch):
    svg = tmp_path / "card.svg"
    svg.write_text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">'
                   '<rect width="10" height="10" fill="#ff0000"/></svg>')
    monkeypatch.setattr(art, "_svg", lambda game, name: svg)
    red = draw("any").pixel(5, 5)
    svg.write_text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">'
                   '<rect width="10" height="10" fill="#0000ff"/></svg>')
    os.utime(svg, ns=(svg.stat().st_atime_ns, svg.stat().st_mtime_ns + 10**9))
    art._renderer.cache_clear()
    assert draw("any").pixel(5, 5) != red


def test_no_cache_folder_only_means_drawing(cache, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the folder should be")
    art_cache.set_root(blocker / "cards")
    image = draw()
    assert image.width() == 50 and image.pixelColor(25, 35).alpha() == 255


def test_the_folder_is_kept_small(cache, monkeypatch):
    monkeypatch.setattr(art_cache, "MAX_FILES", 6)
    folder = cache / "flip7"
    folder.mkdir(parents=True)
    for i in range(10):
        (folder / f"old{i}.png").write_bytes(b"x")
        os.utime(folder / f"old{i}.png", ns=(i * 10**9, i * 10**9))
    (folder / "crashed.part").write_bytes(b"half")
    draw()
    left = sorted(p.name for p in folder.iterdir())
    new = [p.name for p in folder.glob("number_7.*")]
    # Pruned to half of MAX_FILES before the new picture went in: the newest three old ones
    # stay, and the half-written file left by a crash is gone.
    assert len(new) == 1 and left == sorted(["old7.png", "old8.png", "old9.png", *new])


def test_a_long_run_stays_within_the_bound(cache, monkeypatch):
    """Many window sizes in one run (a resize drag) never grow the folder past MAX_FILES."""
    monkeypatch.setattr(art_cache, "MAX_FILES", 6)
    folder = cache / "flip7"
    most = 0
    for width in range(30, 50):
        draw(width=width, height=width + 10)
        most = max(most, len(list(folder.iterdir())))
    assert most <= 6
    assert any(folder.glob("number_7.49x59.*.card"))        # the newest is kept


def test_a_file_that_cannot_be_written_leaves_nothing_behind(cache, monkeypatch):
    """A full disk: the picture is still drawn, and no half-written file stays in the folder."""
    def full(handle, mode):
        os.close(handle)
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(art_cache.os, "fdopen", full)
    image = draw()
    assert image.width() == 50 and image.pixelColor(25, 35).alpha() == 255
    assert list((cache / "flip7").iterdir()) == []


def test_a_picture_of_several_files_is_stamped_by_each_of_them(cache, tmp_path):
    """A welcome tile's fan is drawn from several SVGs: changing any of them, or drawing from
    other files, names another cache file; a missing one, none."""
    files = [tmp_path / f"{n}.svg" for n in "abc"]
    for f in files:
        f.write_text(f"<svg>{f.name}</svg>")
    first = art_cache._path(files, "flip7", "cover", 10, 10)
    assert first is not None and first == art_cache._path(files, "flip7", "cover", 10, 10)
    assert art_cache._path(files[:2], "flip7", "cover", 10, 10) != first
    assert art_cache._path(files[::-1], "flip7", "cover", 10, 10) != first
    stat = files[1].stat()
    os.utime(files[1], ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    assert art_cache._path(files, "flip7", "cover", 10, 10) != first
    files[2].unlink()
    assert art_cache._path(files, "flip7", "cover", 10, 10) is None
