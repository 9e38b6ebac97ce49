"""The window picture writer (app/png.py) writes PNG files Qt reads back pixel for pixel."""
import pytest
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from facetable.app.png import png_bytes, save_png


def picture(width, height):
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#1b5e3a"))
    painter = QPainter(image)
    for i in range(0, width, 3):
        painter.setPen(QColor((i * 7) % 256, (i * 13) % 256, (i * 29) % 256))
        painter.drawLine(i, 0, width - i, height - 1)
    painter.end()
    return image


@pytest.mark.parametrize("size", [(1280, 800), (33, 7), (1, 1)])   # 33: rows padded in memory
def test_written_pixels_read_back_the_same(qapp, tmp_path, size):
    image = picture(*size)
    path = tmp_path / "out.png"
    assert save_png(QPixmap.fromImage(image), path)
    back = QImage(str(path))
    assert back.size() == image.size()
    assert back.convertToFormat(QImage.Format.Format_RGB32) == image


def test_the_file_is_a_png(qapp):
    data = png_bytes(picture(4, 4))
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and data.endswith(b"IEND\xaeB`\x82")


def test_a_file_that_cannot_be_written_is_false(qapp, tmp_path):
    assert not save_png(picture(4, 4), tmp_path / "missing" / "out.png")
    assert not save_png(QPixmap(), tmp_path / "empty.png")
    assert not (tmp_path / "empty.png").exists()


def test_rows_are_joined_by_hand_if_qt_paints_into_a_copy(qapp, tmp_path, monkeypatch):
    import facetable.app.png as png
    monkeypatch.setattr(png, "_shares", lambda target, buffer: False)
    image = picture(33, 7)
    assert save_png(image, tmp_path / "out.png")
    assert QImage(str(tmp_path / "out.png")).convertToFormat(QImage.Format.Format_RGB32) == image


def test_qt_paints_into_the_buffer_itself(qapp):
    import facetable.app.png as png
    buffer = bytearray(7 * 34 + 1)
    target = QImage(memoryview(buffer)[1:], 11, 7, 34, QImage.Format.Format_RGB888)
    assert png._shares(target, buffer) and buffer[1] == 0


@pytest.mark.parametrize("size", [0, 1, 2, 3, 100_001])
def test_the_halves_make_one_zlib_stream(size):
    import random
    import zlib

    from facetable.app.png import _deflate
    data = bytes(random.Random(size).choices(b"abc\x00", k=size))
    assert zlib.decompress(_deflate(data)) == data
    assert zlib.decompress(_deflate(memoryview(data))) == data


@pytest.mark.parametrize("seed", range(6))
def test_two_sums_combine_into_the_sum_of_the_whole(seed):
    import random
    import zlib

    from facetable.app.png import adler32_combine
    rng = random.Random(seed)
    data = bytes(rng.choices(range(256), k=rng.choice([0, 1, 5552, 70_000, 300_000])))
    cut = rng.randint(0, len(data))
    first, second = data[:cut], data[cut:]
    assert adler32_combine(zlib.adler32(first), zlib.adler32(second), len(second)) == \
        zlib.adler32(data)
    assert adler32_combine(zlib.adler32(b"\xff" * 9000), zlib.adler32(b"\xff" * 70_000),
                           70_000) == zlib.adler32(b"\xff" * 79_000)
