"""The desktop build's pieces that need no PyInstaller (packaging/): the icons in every format,
the smaller ICU data library, the ELF reader, the Linux desktop entry and its install script,
resources found in a frozen app's bundle, --version, --self-test, the build extra and the
changelog. The built app itself is checked by tests/test_frozen_app.py."""
import configparser
import importlib.util
import io
import os
import re
import shutil
import struct
import subprocess
import sys
import time
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
        png = tmp_path / "hicolor" / f"{size}x{size}" / "apps" / f"{app_main.DESKTOP_NAME}.png"
        assert _image(png.read_bytes(), "PNG").width() == size
    svg = tmp_path / "hicolor" / "scalable" / "apps" / f"{app_main.DESKTOP_NAME}.svg"
    assert svg.read_bytes() == \
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


@linux_wheel
def test_elf_reads_the_glibc_versions_a_library_needs():
    core = QT_LIB / "libQt6Core.so.6"
    needs = elf.version_needs(core)
    assert "GLIBC_2.2.5" in needs["libc.so.6"] or "GLIBC_2.17" in needs["libc.so.6"]
    assert any(name.startswith("GLIBCXX_") for name in needs["libstdc++.so.6"])
    ceiling = elf.glibc_ceiling(core)
    assert (2, 17) <= ceiling < (3,)                       # GLIBCXX_3.4.x does not count
    assert elf.glibc_ceilings(QT_LIB, "libQt6Core.so*")[core] == ceiling


@linux_wheel
def test_elf_turns_a_version_need_into_an_older_one_only_for_the_named_symbols():
    data = (QT_LIB / "libQt6Core.so.6").read_bytes()
    newest = "GLIBC_" + ".".join(map(str, elf.glibc_ceiling(QT_LIB / "libQt6Core.so.6")))
    bound = elf.symbols_needing(data, "libc.so.6", newest)
    assert bound
    with pytest.raises(ValueError):
        elf.older_version(data, "libc.so.6", newest, "GLIBC_2.2.5", {"no_such_function"})
    older = elf.older_version(data, "libc.so.6", newest, "GLIBC_2.2.5", bound)
    assert len(older) == len(data)
    assert elf.symbols_needing(older, "libc.so.6", newest) == set()
    assert bound <= elf.symbols_needing(older, "libc.so.6", "GLIBC_2.2.5")


def test_two_tarballs_of_one_folder_are_identical_whatever_the_files_times(tmp_path):
    import gzip
    import tarfile

    import reproducible
    folder = tmp_path / "app"
    (folder / "sub").mkdir(parents=True)
    (folder / "b.txt").write_text("b")
    (folder / "sub" / "a").write_text("a")
    (folder / "sub" / "a").chmod(0o700)
    first = reproducible.write_tarball(folder, "top", tmp_path / "one.tar.gz", 1_700_000_000)
    os.utime(folder / "b.txt", (1, 1))
    second = reproducible.write_tarball(folder, "top", tmp_path / "two.tar.gz", 1_700_000_000)
    assert first.read_bytes() == second.read_bytes()
    with gzip.open(first) as gz:
        assert gz.read(1)                                 # a real gzip stream
    assert first.read_bytes()[4:8] == b"\0\0\0\0"       # gzip header time 0
    with tarfile.open(first) as tar:
        members = tar.getmembers()
    assert [m.name for m in members] == ["top", "top/b.txt", "top/sub", "top/sub/a"]
    assert {(m.uid, m.gid, m.uname, m.gname, m.mtime) for m in members} == {
        (0, 0, "", "", 1_700_000_000)}
    assert [m.mode for m in members] == [0o755, 0o644, 0o755, 0o755]
    sums = reproducible.write_sha256sums([first], tmp_path / "SHA256SUMS")
    assert sums.read_text() == f"{reproducible.sha256(first)}  one.tar.gz\n"


def test_zip_entries_are_sorted_and_dated_alike(tmp_path):
    import zipfile

    import reproducible
    path = tmp_path / "base_library.zip"
    with zipfile.ZipFile(path, "w") as archive:
        for name in ("z.pyc", "a/b.pyc", "m.pyc"):
            archive.writestr(zipfile.ZipInfo(name, date_time=(2020, 5, 5, 1, 2, 4)), name)
    reproducible.normalize_zip(path)
    with zipfile.ZipFile(path) as archive:
        assert archive.namelist() == ["a/b.pyc", "m.pyc", "z.pyc"]
        assert {info.date_time for info in archive.infolist()} == {reproducible.ZIP_DATE}
        assert archive.read("m.pyc") == b"m.pyc"


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
def _git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True,
                          check=True).stdout.strip()


@pytest.mark.skipif(shutil.which("git") is None or not (ROOT / ".git").exists(),
                    reason="not a git checkout")
def test_version_prints_the_version_commit_and_date_from_git(capfd):
    from facetable.build_info import build_info
    build_info.cache_clear()
    assert app_main.main(["--version"]) == 0
    out, err = capfd.readouterr()
    commit = _git("rev-parse", "--short=12", "HEAD")
    date = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(int(_git("log", "-1", "--format=%ct"))))
    assert re.fullmatch(rf"facetable {re.escape(facetable.__version__)} \(commit {commit}"
                        rf"(-dirty)?, from source, committed {date}\)\n", out), out
    assert err == ""


def test_without_git_the_commit_and_date_are_unknown(tmp_path, monkeypatch):
    from facetable import build_info as info
    assert info.from_git(tmp_path) == ("unknown", None)          # no checkout here
    (tmp_path / ".git").mkdir()
    monkeypatch.setenv("PATH", str(tmp_path))                     # and no git program
    assert info.from_git(tmp_path) == ("unknown", None)


def test_a_frozen_app_reads_the_commit_and_date_recorded_at_build_time(tmp_path, monkeypatch):
    from facetable import build_info as info
    (tmp_path / "facetable").mkdir()
    (tmp_path / "facetable" / info.FILE_NAME).write_text(
        '{"commit": "0123456789ab", "date": "2026-12-02 04:58 UTC"}', encoding="utf-8")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    monkeypatch.setattr(info, "from_git", lambda root: pytest.fail("no git in a frozen app"))
    info.build_info.cache_clear()
    try:
        assert info.build_info().describe() == (
            f"{facetable.__version__} (commit 0123456789ab, built 2026-12-02 04:58 UTC)")
        (tmp_path / "facetable" / info.FILE_NAME).write_text("not json", encoding="utf-8")
        info.build_info.cache_clear()
        assert info.build_info().describe() == (
            f"{facetable.__version__} (commit unknown, built unknown)")
    finally:
        info.build_info.cache_clear()


def test_help_is_plain_text_and_names_the_program_as_started():
    """Issue 24: --help showed the docstring's ``markup`` and "python -m" in the frozen app."""
    done = subprocess.run([sys.executable, "-m", "facetable", "--help"], capture_output=True,
                          text=True, cwd=ROOT, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert done.returncode == 0, done.stderr
    assert "``" not in done.stdout
    assert done.stdout.startswith(f"usage: {Path(sys.executable).name} -m facetable ")
    assert app_main.DESCRIPTION in done.stdout.replace("\n", " ")
    assert app_main.program_name("/opt/FaceTable/facetable") == "facetable"
    assert app_main.program_name(r"C:\FaceTable\facetable.exe".replace("\\", "/")) == "facetable.exe"
    parser = app_main._parser()
    assert "python" not in parser.format_help().split("\n\n", 1)[1]   # only in the usage line


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
        "version", "resources", "games", "fonts", "translations", "text", "bot process"]
    assert all(": ok (" in line for line in lines)
    from facetable.build_info import build_info
    assert lines[0] == f"version: ok ({build_info().describe()})"
    from facetable.games import _DECLARATIONS
    assert lines[2] == f"games: ok ({', '.join(_DECLARATIONS)})"


def test_self_test_names_what_fails(qapp, monkeypatch):
    from facetable import games
    from facetable.app import self_test
    monkeypatch.setattr(games, "_DECLARATIONS", (*games._DECLARATIONS, "no_such_game"))
    monkeypatch.setattr(self_test, "_bot_process", lambda: "skipped")
    out = io.StringIO()
    assert self_test.run_self_test(qapp, out) == 1
    assert "games: FAILED: RuntimeError: no_such_game did not load" in out.getvalue()


# --- the Linux desktop entry and metainfo ----------------------------------------------------
DESKTOP = ROOT / "packaging" / "linux" / f"{app_main.DESKTOP_NAME}.desktop"
METAINFO = ROOT / "packaging" / "linux" / f"{app_main.DESKTOP_NAME}.metainfo.xml"
INSTALL = ROOT / "packaging" / "linux" / "install-desktop.sh"


def validate_desktop_entry(path: Path) -> None:
    """``desktop-file-validate`` finds nothing to say (where it is installed)."""
    validate = shutil.which("desktop-file-validate")
    if validate:
        done = subprocess.run([validate, str(path)], capture_output=True, text=True)
        assert done.returncode == 0 and not done.stdout.strip(), done.stdout


def validate_metainfo(path: Path) -> None:
    """``appstreamcli validate`` passes (where it is installed; no network)."""
    appstreamcli = shutil.which("appstreamcli")
    if appstreamcli:
        done = subprocess.run([appstreamcli, "validate", "--no-net", str(path)],
                              capture_output=True, text=True)
        assert done.returncode == 0, done.stdout + done.stderr


def test_desktop_entry_names_the_program_and_icon_by_the_apps_id():
    assert app_main.DESKTOP_NAME == "org.facetable.FaceTable"
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(DESKTOP, encoding="utf-8")
    assert entry.sections() == ["Desktop Entry"]       # install-desktop.sh appends to it
    values = entry["Desktop Entry"]
    assert values["Type"] == "Application" and values["Name"] == "FaceTable"
    assert values["Icon"] == app_main.DESKTOP_NAME
    assert values["StartupWMClass"] == app_main.APP_NAME   # Qt's X11 window class
    assert values["Exec"] == values["TryExec"] == "facetable"
    assert "Game;" in values["Categories"] and values["Terminal"] == "false"
    assert {"Comment[vi]", "Comment[fa]"} <= set(values)
    validate_desktop_entry(DESKTOP)


def test_metainfo_names_the_app_its_entry_license_and_this_release():
    import xml.etree.ElementTree as ET
    component = ET.parse(METAINFO).getroot()
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == app_main.DESKTOP_NAME
    assert component.findtext("launchable") == DESKTOP.name
    assert component.findtext("project_license") == tomllib.loads(
        (ROOT / "pyproject.toml").read_text())["project"]["license"]["text"]
    assert component.find("releases/release").get("version") == facetable.__version__
    assert component.findtext("provides/binary") == "facetable"
    validate_metainfo(METAINFO)


def _tree(folder: Path) -> dict[str, bytes | None]:
    """Every file (its bytes) and folder (None) under ``folder``."""
    return {str(p.relative_to(folder)): (p.read_bytes() if p.is_file() else None)
            for p in sorted(folder.rglob("*"))}


def _fake_app(tmp_path: Path) -> Path:
    app = tmp_path / "Face Table app"            # a space in the folder's name
    for size in ("48x48", "scalable"):
        folder = app / "icons" / "hicolor" / size / "apps"
        folder.mkdir(parents=True)
        (folder / f"{app_main.DESKTOP_NAME}.{'svg' if size == 'scalable' else 'png'}").write_bytes(
            b"icon " + size.encode())
    (app / "facetable").write_text("#!/bin/sh\n")
    (app / "facetable").chmod(0o755)
    for path in (DESKTOP, METAINFO, INSTALL):
        shutil.copy2(path, app / path.name)
    return app


def _script(app: Path, env: dict, *args: str) -> None:
    done = subprocess.run(["sh", str(app / "install-desktop.sh"), *args], env=env,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


posix_shell = pytest.mark.skipif(sys.platform == "win32" or shutil.which("sh") is None,
                                 reason="POSIX shell")


@posix_shell
def test_install_desktop_script_adds_the_entry_icons_and_metainfo(tmp_path):
    app = _fake_app(tmp_path)
    data = tmp_path / "data"
    env = dict(os.environ, XDG_DATA_HOME=str(data), HOME=str(tmp_path))
    _script(app, env)
    entry_path = data / "applications" / f"{app_main.DESKTOP_NAME}.desktop"
    entry = entry_path.read_text(encoding="utf-8")
    assert f'Exec="{app}/facetable"' in entry.splitlines()
    assert f"TryExec={app}/facetable" in entry.splitlines()
    assert f"Icon={app_main.DESKTOP_NAME}" in entry.splitlines() and "Exec=facetable" not in entry
    validate_desktop_entry(entry_path)
    icons = data / "icons" / "hicolor"
    assert (icons / "48x48" / "apps" / f"{app_main.DESKTOP_NAME}.png").read_bytes() == b"icon 48x48"
    assert (data / "metainfo" / METAINFO.name).read_bytes() == METAINFO.read_bytes()
    # no caches made where there were none (the entry opens no file types)
    assert not (data / "applications" / "mimeinfo.cache").exists()
    assert not (icons / "icon-theme.cache").exists()


@posix_shell
def test_install_desktop_remove_takes_out_what_it_made_and_nothing_else(tmp_path):
    """Issue 24: --remove left mimeinfo.cache, an icon-theme.cache and 23 empty folders."""
    home = tmp_path / "home"
    home.mkdir()
    app = _fake_app(tmp_path)
    # A home with no data folder at all: everything is made, and everything goes again.
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"} | {"HOME": str(home)}
    _script(app, env)
    assert (home / ".local" / "share" / "applications").is_dir()
    _script(app, env, "--remove")
    assert _tree(home) == {}
    # A data folder with other apps' entries, icons and an icon cache: they stay as they were.
    data = tmp_path / "data"
    (data / "applications").mkdir(parents=True)
    (data / "applications" / "other.desktop").write_text("[Desktop Entry]\n")
    other_icons = data / "icons" / "hicolor" / "48x48" / "apps"
    other_icons.mkdir(parents=True)
    (other_icons / "other.png").write_bytes(b"other")
    before = _tree(data)
    env = dict(os.environ, XDG_DATA_HOME=str(data), HOME=str(tmp_path))
    _script(app, env)
    _script(app, env)                            # twice: the second adds nothing new
    _script(app, env, "--remove")
    assert _tree(data) == before
    assert (app / "facetable").exists()                  # the app itself is left alone


@posix_shell
@pytest.mark.skipif(shutil.which("gtk-update-icon-cache") is None, reason="no GTK icon cache tool")
def test_install_desktop_updates_an_icon_cache_that_was_there(tmp_path):
    app = _fake_app(tmp_path)
    data = tmp_path / "data"
    icons = data / "icons" / "hicolor"
    (icons / "48x48" / "apps").mkdir(parents=True)
    shutil.copyfile(app / "icons" / "hicolor" / "48x48" / "apps" / f"{app_main.DESKTOP_NAME}.png",
                    icons / "48x48" / "apps" / "other.png")
    subprocess.run(["gtk-update-icon-cache", "-q", "-t", str(icons)], check=True)
    assert b"other" in (icons / "icon-theme.cache").read_bytes()
    env = dict(os.environ, XDG_DATA_HOME=str(data), HOME=str(tmp_path))
    _script(app, env)
    assert app_main.DESKTOP_NAME.encode() in (icons / "icon-theme.cache").read_bytes()
    _script(app, env, "--remove")
    assert app_main.DESKTOP_NAME.encode() not in (icons / "icon-theme.cache").read_bytes()
    assert sorted(p.name for p in data.rglob("*")) == [
        "48x48", "apps", "hicolor", "icon-theme.cache", "icons", "other.png"]


# --- version, build extra, changelog ------------------------------------------------------------
def test_pyinstaller_is_a_build_tool_only():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["dynamic"] == ["version"]
    extras = project["optional-dependencies"]
    assert any(req.lower().startswith("pyinstaller") for req in extras["build"])
    for requirement in (*project["dependencies"], *extras["test"]):
        assert "pyinstaller" not in requirement.lower()


def test_the_build_extra_alone_runs_the_smoke_test():
    """Issue 24: ``pip install -e '.[build]'`` then ``build.py --smoke`` failed with "fixture
    'qapp' not found": the smoke test runs under the suite's conftest, which needs pytest-qt."""
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    assert set(extras["test"]) <= set(extras["build"])


def test_ci_runs_the_readmes_desktop_command_always_in_a_fresh_clone_and_venv():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    command = ("python3 -m venv .venv && .venv/bin/pip install -e '.[build]' && "
               ".venv/bin/python packaging/build.py --smoke")
    assert command in readme
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert command in ci and "git clone" in ci
    assert "import PyInstaller" not in ci                # not only where it happens to be
    line = next(line for line in ci.splitlines() if command in line)
    assert line.startswith("    ")                       # inside the clone's subshell


def test_license_and_notices_name_every_bundled_component():
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    notices = (ROOT / "assets" / "licenses" / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    for name in ("Qt", "PySide6", "shiboken6", "Python", "ICU", "FreeType", "fontconfig",
                 "pydantic", "platformdirs", "PyInstaller", "https://download.qt.io",
                 "miniaudio", "cffi",
                 "LGPL-3.0.txt", "replace"):
        assert name in notices, name
    for text in ("LGPL-3.0.txt", "GPL-3.0.txt", "LGPL-2.1.txt"):
        assert "GNU" in (ROOT / "assets" / "licenses" / text).read_text(encoding="utf-8")[:300]
    package_data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"][
        "package-data"]["facetable.assets"]
    assert "licenses/*.txt" in package_data


def test_the_build_gathers_the_license_files_of_what_it_bundles(tmp_path):
    import notices
    names = [dist.metadata["Name"].lower() for dist in notices.runtime_distributions()]
    assert {"pyside6-essentials", "shiboken6", "pydantic", "pydantic-core", "platformdirs",
            "miniaudio", "cffi"} <= {
        name.replace("_", "-") for name in names}
    assert "pytest" not in names and "pyinstaller" not in names
    written = notices.write_licenses(tmp_path, [])
    assert (tmp_path / "LICENSE").read_bytes() == (ROOT / "LICENSE").read_bytes()
    assert (tmp_path / "THIRD-PARTY-NOTICES.txt").is_file()
    assert any(path.parent.name == "pydantic" for path in written)


def test_changelog_starts_with_this_version():
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    first = next(line for line in changelog.splitlines() if line.startswith("## "))
    assert first.startswith(f"## {facetable.__version__} ")
