"""Smoke test of the desktop build: the frozen program run as a player's machine runs it.

Runs only when ``FACETABLE_FROZEN_APP`` names the built program, as ``python packaging/build.py
--smoke`` does; otherwise every test here is skipped (building takes minutes, so the normal
test command never builds). Each run is from an empty folder, with an environment that has no
Python, no virtual environment and no source tree in it, and, where the machine allows a
network namespace (``unshare -rn``), with no network at all.
"""
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

import facetable

pytestmark = pytest.mark.frozen

APP = os.environ.get("FACETABLE_FROZEN_APP")
if not APP:
    pytest.skip("no desktop build to check: python packaging/build.py --smoke builds one and "
                "runs these", allow_module_level=True)
PROGRAM = Path(APP).resolve()
APP_DIR = PROGRAM.parent
ROOT = Path(__file__).resolve().parent.parent


def _offline_prefix() -> list[str]:
    """``unshare -rn`` (a new user and network namespace: no interface but a closed loopback)
    when it works here, else nothing."""
    unshare = shutil.which("unshare")
    if sys.platform.startswith("linux") and unshare:
        if subprocess.run([unshare, "-rn", "true"], capture_output=True).returncode == 0:
            return [unshare, "-rn"]
    return []


OFFLINE = _offline_prefix()


def player_env(home: Path) -> dict[str, str]:
    """A player's environment: no Python, no virtual environment, no source tree."""
    env = {"HOME": str(home), "XDG_CONFIG_HOME": str(home / "config"),
           "XDG_DATA_HOME": str(home / "data"), "QT_QPA_PLATFORM": "offscreen",
           "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"}
    if sys.platform == "win32":
        env.update(SYSTEMROOT=os.environ.get("SYSTEMROOT", r"C:\Windows"))
    return env


def run(*args: str, home: Path, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([*OFFLINE, str(PROGRAM), *args], cwd=home, env=player_env(home),
                          capture_output=True, text=True, timeout=timeout)


@pytest.fixture
def home(tmp_path):
    folder = tmp_path / "home"
    folder.mkdir()
    return folder


def test_version_says_the_commit_and_build_date_recorded_at_build_time(home):
    from facetable.build_info import format_date, from_git
    commit, stamp = from_git(ROOT)
    epoch = int(os.environ.get("SOURCE_DATE_EPOCH") or stamp)
    expected = f"facetable {facetable.__version__} (commit {commit}, built {format_date(epoch)})\n"
    done = run("--version", home=home)
    assert (done.returncode, done.stdout, done.stderr) == (0, expected, "")


def test_help_is_plain_text_naming_the_program():
    done = run("--help", home=ROOT)
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.startswith(f"usage: {PROGRAM.name} ")
    assert "``" not in done.stdout and "python" not in done.stdout


def test_self_test_finds_everything_in_the_bundle_and_plays_bots_in_their_process(home):
    """Every game loads (a missed import shows here), fonts and translations load from the
    bundle, ICU does what Qt asks of it, and bots answer in the bot process, which in the
    frozen app is this program started again (multiprocessing's spawn + freeze_support)."""
    done = run("--self-test", home=home)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = dict(line.split(": ", 1) for line in done.stdout.splitlines())
    assert list(lines) == ["version", "resources", "games", "fonts", "translations", "text",
                           "bot process"]
    assert lines["version"] == "ok (" + run("--version", home=home).stdout.split(" ", 1)[1].strip() + ")"
    bundle = str(APP_DIR)
    assert lines["resources"].startswith("ok (assets in " + bundle)
    assert f"translations in {bundle}" in lines["resources"]
    from facetable.games import _DECLARATIONS
    assert lines["games"] == f"ok ({', '.join(_DECLARATIONS)})"
    assert re.fullmatch(rf"ok \({3 * len(_DECLARATIONS)} decisions answered in process \d+, \d+ "
                        r"in [\d.]+ s\)", lines["bot process"]), lines["bot process"]
    assert done.stderr == ""


@pytest.mark.skipif(os.name != "posix", reason="SIGTERM and process groups are POSIX")
def test_a_double_click_start_readies_the_first_game_and_closes_cleanly(home):
    """The welcome screen's warm-up in the bundle: every step finds what it loads, the bot
    processes start (this program again), and closing ends them all quietly."""
    from double_click import planned_steps, warmed_up
    steps = warmed_up([*OFFLINE, str(PROGRAM)], home / "folder", player_env(home), home)
    assert steps == planned_steps()


def test_demo_plays_and_saves_the_same_picture_as_the_source_tree(home, tmp_path):
    frozen = home / "flip7.png"
    done = run("--demo", "flip7", "--steps", "40", "--screenshot", str(frozen), home=home)
    assert done.returncode == 0, done.stderr
    assert done.stderr == "" and done.stdout == ""
    image = QImage(str(frozen))
    assert (image.width(), image.height()) == (1280, 800)
    assert len({image.pixel(x, y) for x in range(0, 1280, 16) for y in range(0, 800, 16)}) > 50
    # The same demo from the source tree: the bundled fonts and art draw the same table.
    source = tmp_path / "source.png"
    subprocess.run([sys.executable, "-m", "facetable", "--demo", "flip7", "--steps", "40",
                    "--screenshot", str(source)], cwd=ROOT, check=True, timeout=120,
                   env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    expected = QImage(str(source))
    differ = sum(image.pixel(x, y) != expected.pixel(x, y)
                 for x in range(0, 1280, 4) for y in range(0, 800, 4))
    assert differ / (320 * 200) < 0.01, f"{differ} of {320 * 200} sampled pixels differ"


def test_persian_demo_uses_the_bundled_translation(home):
    shot = home / "fa.png"
    done = run("--demo", "crack", "--steps", "5", "--lang", "fa", "--screenshot", str(shot),
               home=home)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    image = QImage(str(shot))
    # Right to left: the menu bar starts at the right edge (its first item is drawn there).
    row = [image.pixelColor(x, 10).lightness() for x in range(image.width())]
    assert min(row[-120:]) < 100 and min(row[:120]) > 150


def test_a_bad_argument_is_one_line_and_status_2(home):
    done = run("--players", "3", home=home)
    assert done.returncode == 2
    assert done.stderr.splitlines() == ["facetable: --players works only with --demo GAME"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux tarball")
def test_linux_folder_and_tarball_carry_the_menu_entry_metainfo_icons_and_licenses():
    from facetable.app.main import DESKTOP_NAME
    from test_desktop_build import validate_desktop_entry, validate_metainfo
    for size in (16, 32, 48, 64, 128, 256, 512):
        icon = APP_DIR / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{DESKTOP_NAME}.png"
        assert QImage(str(icon)).width() == size
    assert (APP_DIR / "icons" / "hicolor" / "scalable" / "apps" / f"{DESKTOP_NAME}.svg").is_file()
    validate_desktop_entry(APP_DIR / f"{DESKTOP_NAME}.desktop")
    validate_metainfo(APP_DIR / f"{DESKTOP_NAME}.metainfo.xml")
    assert os.access(APP_DIR / "install-desktop.sh", os.X_OK)
    assert (APP_DIR / "LICENSE").read_bytes() == (ROOT / "LICENSE").read_bytes()
    assert "LGPL" in (APP_DIR / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    assert (APP_DIR / "licenses" / "Python-LICENSE.txt").is_file()
    assert (APP_DIR / "licenses" / "python-packages" / "pydantic").is_dir()
    tarballs = sorted(APP_DIR.parent.glob(f"facetable-{facetable.__version__}-linux-*.tar.gz"))
    assert tarballs, "no tarball beside the folder"
    sums = (APP_DIR.parent / "SHA256SUMS").read_text(encoding="utf-8").splitlines()
    assert f"{hashlib.sha256(tarballs[-1].read_bytes()).hexdigest()}  {tarballs[-1].name}" in sums
    top = f"facetable-{facetable.__version__}"
    with tarfile.open(tarballs[-1]) as tar:
        listed = tar.getmembers()
    members = {m.name: m for m in listed}
    program = members[f"{top}/facetable"]
    assert program.isfile() and program.mode & 0o111
    for name in (f"{DESKTOP_NAME}.desktop", f"{DESKTOP_NAME}.metainfo.xml", "install-desktop.sh",
                 f"icons/hicolor/256x256/apps/{DESKTOP_NAME}.png", "LICENSE",
                 "THIRD-PARTY-NOTICES.txt", "_internal/facetable/assets/licenses/LGPL-3.0.txt",
                 "_internal/facetable/assets/fonts/Vazirmatn-Regular.ttf"):
        assert f"{top}/{name}" in members
    assert any(re.fullmatch(rf"{top}/_internal/facetable/translations/facetable_fa\.qm", n)
               for n in members)
    # Reproducible: sorted, no owners, one time for all; gzip's header has no time or name.
    assert [m.name for m in listed] == sorted((m.name for m in listed),
                                              key=lambda n: (n != top, n.split("/")))
    assert {(m.uid, m.gid, m.uname, m.gname) for m in listed} == {(0, 0, "", "")}
    assert len({m.mtime for m in listed}) == 1
    header = tarballs[-1].read_bytes()[:10]
    assert header[3] == 0 and header[4:8] == b"\0\0\0\0"       # no FNAME flag, MTIME 0


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF and glibc")
def test_the_bundle_needs_no_newer_glibc_than_pyside6_itself():
    """Issue 24: the build machine's libstdc++ and libexpat made the app need glibc 2.36 where
    PySide6's wheels need 2.34. Every ELF file in the folder, by its .gnu.version_r."""
    sys.path.insert(0, str(ROOT / "packaging"))
    import elf
    import PySide6
    import shiboken6
    wheel = max(max(elf.glibc_ceilings(Path(module.__file__).parent, "*.so*").values())
                for module in (PySide6, shiboken6))
    bundle = elf.glibc_ceilings(APP_DIR)
    assert len(bundle) > 50 and PROGRAM in bundle
    above = {str(path.relative_to(APP_DIR)): ".".join(map(str, v))
             for path, v in bundle.items() if v > wheel}
    assert above == {}, f"PySide6 needs GLIBC {'.'.join(map(str, wheel))}"


def test_only_the_qt_plugins_the_app_loads_are_bundled():
    plugins = {p.relative_to(APP_DIR).as_posix().split("/plugins/", 1)[1]
               for p in APP_DIR.rglob("*") if "/plugins/" in p.as_posix() and p.is_file()}
    names = {p.split("/")[0] + "/" + re.sub(r"^lib|\.(so|dll|dylib).*$", "", p.split("/")[-1])
             for p in plugins}
    assert {"imageformats/qsvg", "iconengines/qsvgicon"} <= names
    if sys.platform.startswith("linux"):
        assert {"platforms/qxcb", "platforms/qwayland", "platforms/qoffscreen",
                "wayland-shell-integration/xdg-shell"} <= names
    for dropped in ("platforms/qminimal", "imageformats/qico", "xcbglintegrations/",
                    "wayland-graphics-integration-client/",
                    "wayland-graphics-integration-server/"):
        assert not any(name.startswith(dropped) for name in names), dropped


def test_the_folder_stays_within_100_mb():
    size = sum(p.stat().st_size for p in APP_DIR.rglob("*") if p.is_file() and not p.is_symlink())
    assert size < 100e6, f"{size / 1e6:.1f} MB"
