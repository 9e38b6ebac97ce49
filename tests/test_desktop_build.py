"""The desktop build's pieces that need no PyInstaller (packaging/): the icons in every format,
the smaller ICU data library, the ELF reader, the Linux desktop entry and its install script,
resources found in a frozen app's bundle, --version, --self-test, the build extra and the
changelog. The built app itself is checked by tests/test_frozen_app.py."""
import configparser
import importlib.util
import io
import os
import shutil
import struct
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QImage

import facetable
from facetable.app import main as app_main

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

import elf  # noqa: E402
import icons  # noqa: E402
import icu_data  # noqa: E402

QT_LIB = Path(__import__("PySide6").__file__).parent / "Qt" / "lib"
ICU_DATA = next(iter(sorted(QT_LIB.glob("libicudata.so.*"))), None)
linux_wheel = pytest.mark.skipif(ICU_DATA is None, reason="Qt here carries no ICU library")


# --- icons --------------------------------------------------------------------------------------
def _image(data: bytes, fmt: str | None = None) -> QImage:
    image = QImage()
    assert image.loadFromData(QByteArray(data), fmt), f"Qt cannot read this {fmt or 'image'}"
    return image


def test_the_icon_is_drawn_at_each_size_and_is_not_empty(qapp):
    for size in (16, 48, 512):
        image = _image(icons.render_png(size), "PNG")
        assert (image.width(), image.height()) == (size, size)
        centre = image.pixelColor(size // 2, size // 2)
        corner = image.pixelColor(0, 0)
        assert centre.alpha() == 255 and corner.alpha() == 0    # a round table, clear corners


def test_ico_holds_each_size_as_png_and_qt_reads_it(qapp):
    pngs = {size: icons.render_png(size) for size in icons.ICO_SIZES}
    data = icons.ico_bytes(pngs)
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    for i, size in enumerate(sorted(pngs)):
        w, h, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert w == h == (0 if size == 256 else size) and (planes, bits) == (1, 32)
        assert data[offset:offset + length] == pngs[size]
    assert _image(data, "ICO").width() in icons.ICO_SIZES
    with pytest.raises(ValueError):
        icons.ico_bytes({512: pngs[256]})


def test_icns_lists_its_elements_with_their_lengths(qapp):
    pngs = {size: icons.render_png(size) for size in (16, 32, 64, 128)}
    data = icons.icns_bytes(pngs)
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    at, kinds = 8, []
    while at < len(data):
        kind, length = data[at:at + 4], struct.unpack_from(">I", data, at + 4)[0]
        assert data[at + 8:at + 16] == b"\x89PNG\r\n\x1a\n"
        kinds.append(kind)
        at += length
    assert at == len(data)
    assert kinds == [b"icp4", b"icp5", b"icp6", b"ic07", b"ic11", b"ic12"]


def test_make_icons_writes_the_theme_folders(qapp, tmp_path, monkeypatch):
    monkeypatch.setattr(icons, "ICNS_TYPES", ((b"icp4", 16), (b"ic07", 128)))
    out = icons.make_icons(tmp_path)
    for size in icons.LINUX_SIZES:
        png = tmp_path / "hicolor" / f"{size}x{size}" / "apps" / "facetable.png"
        assert _image(png.read_bytes(), "PNG").width() == size
    assert (tmp_path / "hicolor" / "scalable" / "apps" / "facetable.svg").read_bytes() == \
        icons.SVG.read_bytes()
    assert out["ico"].read_bytes()[:4] == b"\0\0\1\0" and out["icns"].read_bytes()[:4] == b"icns"


# --- the smaller ICU data -----------------------------------------------------------------------
@linux_wheel
def test_icu_package_reads_and_writes_back_byte_for_byte():
    data = ICU_DATA.read_bytes()
    _, offset, size = elf.symbol(data, r"icudt\d+_dat")
    blob = data[offset:offset + size]
    header, items = icu_data.read_package(blob)
    assert icu_data.write_package(header, items) == blob
    names = [name for name, _ in items]
    assert names == sorted(names)                 # ICU finds items by binary search


@linux_wheel
def test_icu_package_keeps_what_qt_reads_and_drops_the_rest():
    data = ICU_DATA.read_bytes()
    _, offset, size = elf.symbol(data, r"icudt\d+_dat")
    header, items = icu_data.read_package(data[offset:offset + size])
    kept = [(name, item) for name, item in items if icu_data.kept(name)]
    small = icu_data.write_package(header, kept)
    again_header, again = icu_data.read_package(small)
    assert again_header == header and again == kept
    prefix = items[0][0].split("/")[0]            # icudt73l
    names = {name for name, _ in again}
    for needed in ("coll/root.res", "coll/vi.res", "zone/fa.res", "zoneinfo64.res",
                   "cnvalias.icu", "fa.res"):
        assert f"{prefix}/{needed}" in names
    assert not any("/brkitr/" in name or "/translit/" in name or name.endswith(".cnv")
                   for name in names)
    # each item starts 16-aligned from the start of the package
    count, = struct.unpack_from("<I", small, len(header))
    for i in range(count):
        _, at = struct.unpack_from("<II", small, len(header) + 4 + 8 * i)
        assert (len(header) + at) % 16 == 0


def test_not_a_package_is_refused():
    with pytest.raises(ValueError):
        icu_data.read_package(b"\x20\x00\xda\x27" + b"\0" * 60)


@linux_wheel
def test_elf_needed_reads_a_librarys_own_dependencies():
    assert ICU_DATA.name.replace("data", "uc") in elf.needed(QT_LIB / "libQt6Core.so.6")
    widgets = elf.needed(QT_LIB / "libQt6Widgets.so.6")
    assert "libQt6Gui.so.6" in widgets
    assert not any("libicu" in name for name in widgets)    # ldd lists it: QtCore needs it
    with pytest.raises(ValueError):
        elf.needed(ROOT / "README.md")


# --- resources in a frozen app ------------------------------------------------------------------
def test_resources_come_from_the_bundle_in_a_frozen_app(tmp_path, monkeypatch):
    from facetable import paths
    assert paths.resource_dir("assets", bundle=str(tmp_path)) == tmp_path / "facetable" / "assets"
    # A fresh copy of the module, imported as the frozen app imports it.
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    spec = importlib.util.spec_from_file_location("frozen_paths", paths.__file__)
    frozen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(frozen)
    assert frozen.ASSETS_DIR == tmp_path / "facetable" / "assets"
    assert frozen.TRANSLATIONS_DIR == tmp_path / "facetable" / "translations"


def test_from_source_resources_are_the_repositorys():
    from facetable import paths
    assert (paths.ASSETS_DIR / "icons" / "facetable.svg").is_file()
    assert (paths.ASSETS_DIR / "fonts").is_dir() and paths.TRANSLATIONS_DIR.is_dir()


# --- the command line ---------------------------------------------------------------------------
def test_version_prints_the_version(capfd):
    assert app_main.main(["--version"]) == 0
    out, err = capfd.readouterr()
    assert (out, err) == (f"facetable {facetable.__version__}\n", "")


def test_self_test_and_demo_do_not_mix(capfd, tmp_path):
    argv = ["--self-test", "--demo", "flip7", "--screenshot", str(tmp_path / "x.png")]
    assert app_main.main(argv) == 2
    assert capfd.readouterr().err == "facetable: --self-test works without --demo\n"
    assert list(tmp_path.iterdir()) == []


def test_a_frozen_app_runs_freeze_support_before_anything_else(monkeypatch):
    """The bot process of the desktop build is the program itself, started by multiprocessing:
    freeze_support must take over before the arguments are read."""
    import multiprocessing
    calls = []
    monkeypatch.setattr(multiprocessing, "freeze_support", lambda: calls.append("freeze"))

    def parse_args(argv):
        calls.append("parse")
        raise app_main.UsageError("stop here")
    monkeypatch.setattr(app_main, "parse_args", parse_args)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert app_main.main(["--version"]) == 2
    assert calls == ["freeze", "parse"]
    monkeypatch.setattr(sys, "frozen", False)
    calls.clear()
    app_main.main(["--version"])
    assert calls == ["parse"]


def test_self_test_passes_here_and_says_each_check(qapp):
    from facetable.app.self_test import run_self_test
    out = io.StringIO()
    assert run_self_test(qapp, out) == 0
    lines = out.getvalue().splitlines()
    assert [line.split(":")[0] for line in lines] == [
        "resources", "games", "fonts", "translations", "text", "bot process"]
    assert all(": ok (" in line for line in lines)
    from facetable.games import _DECLARATIONS
    assert lines[1] == f"games: ok ({', '.join(_DECLARATIONS)})"


def test_self_test_names_what_fails(qapp, monkeypatch):
    from facetable import games
    from facetable.app import self_test
    monkeypatch.setattr(games, "_DECLARATIONS", (*games._DECLARATIONS, "no_such_game"))
    monkeypatch.setattr(self_test, "_bot_process", lambda: "skipped")
    out = io.StringIO()
    assert self_test.run_self_test(qapp, out) == 1
    assert "games: FAILED: RuntimeError: no_such_game did not load" in out.getvalue()


# --- the Linux desktop entry --------------------------------------------------------------------
DESKTOP = ROOT / "packaging" / "linux" / "facetable.desktop"
INSTALL = ROOT / "packaging" / "linux" / "install-desktop.sh"


def test_desktop_entry_names_the_program_and_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(DESKTOP, encoding="utf-8")
    assert entry.sections() == ["Desktop Entry"]       # install-desktop.sh appends to it
    values = entry["Desktop Entry"]
    assert values["Type"] == "Application" and values["Name"] == "FaceTable"
    assert values["Icon"] == values["StartupWMClass"] == app_main.DESKTOP_NAME
    assert values["Exec"] == values["TryExec"] == "facetable"
    assert "Game;" in values["Categories"] and values["Terminal"] == "false"
    assert {"Comment[vi]", "Comment[fa]"} <= set(values)
    validate = shutil.which("desktop-file-validate")
    if validate:
        done = subprocess.run([validate, str(DESKTOP)], capture_output=True, text=True)
        assert done.returncode == 0 and not done.stdout.strip(), done.stdout


@pytest.mark.skipif(sys.platform == "win32" or shutil.which("sh") is None, reason="POSIX shell")
def test_install_desktop_script_adds_and_removes_the_entry(tmp_path):
    app = tmp_path / "Face Table app"            # a space in the folder's name
    (app / "icons" / "hicolor" / "48x48" / "apps").mkdir(parents=True)
    (app / "icons" / "hicolor" / "48x48" / "apps" / "facetable.png").write_bytes(b"png")
    (app / "facetable").write_text("#!/bin/sh\n")
    (app / "facetable").chmod(0o755)
    shutil.copy2(DESKTOP, app / "facetable.desktop")
    shutil.copy2(INSTALL, app / "install-desktop.sh")
    data = tmp_path / "data"
    env = dict(os.environ, XDG_DATA_HOME=str(data), HOME=str(tmp_path))
    done = subprocess.run(["sh", str(app / "install-desktop.sh")], env=env,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    entry = (data / "applications" / "facetable.desktop").read_text(encoding="utf-8")
    assert f'Exec="{app}/facetable"' in entry.splitlines()
    assert f"TryExec={app}/facetable" in entry.splitlines()
    assert "Icon=facetable" in entry.splitlines() and "Exec=facetable" not in entry
    assert (data / "icons" / "hicolor" / "48x48" / "apps" / "facetable.png").read_bytes() == b"png"
    done = subprocess.run(["sh", str(app / "install-desktop.sh"), "--remove"], env=env,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert not (data / "applications" / "facetable.desktop").exists()
    assert not (data / "icons" / "hicolor" / "48x48" / "apps" / "facetable.png").exists()
    assert (app / "facetable").exists()                  # the app itself is left alone


# --- version, build extra, changelog ------------------------------------------------------------
def test_pyinstaller_is_a_build_tool_only():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["dynamic"] == ["version"]
    extras = project["optional-dependencies"]
    assert any(req.lower().startswith("pyinstaller") for req in extras["build"])
    for requirement in (*project["dependencies"], *extras["test"]):
        assert "pyinstaller" not in requirement.lower()


def test_changelog_starts_with_this_version():
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    first = next(line for line in changelog.splitlines() if line.startswith("## "))
    assert first.startswith(f"## {facetable.__version__} ")
