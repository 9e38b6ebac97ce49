"""Languages: translators, layout direction, fonts, and the Qt Linguist files."""
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator

from facetable import paths
from facetable.app import games
from facetable.app.i18n import LANGUAGES, install_language

ROOT = Path(__file__).resolve().parent.parent
TS_FILES = sorted((ROOT / "translations").glob("facetable_*.ts"))


def _lrelease() -> str | None:
    bin_dir = Path(sys.executable).parent
    for candidate in (bin_dir / "pyside6-lrelease", bin_dir / "pyside6-lrelease.exe"):
        if candidate.is_file():
            return str(candidate)
    return shutil.which("pyside6-lrelease")


@pytest.fixture
def app(qapp):
    """The test app, put back as it was (language, direction, font) after the test."""
    font, direction = qapp.font(), qapp.layoutDirection()
    yield qapp
    install_language(qapp, "en")
    qapp.setFont(font)
    qapp.setLayoutDirection(direction)


@pytest.fixture
def built_translations(tmp_path, monkeypatch):
    """The .ts files compiled into a temporary TRANSLATIONS_DIR (the .qm files are build output)."""
    lrelease = _lrelease()
    if lrelease is None or not TS_FILES:
        pytest.skip("pyside6-lrelease or the .ts files are missing")
    for ts in TS_FILES:
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(tmp_path / f"{ts.stem}.qm")],
                       check=True)
    monkeypatch.setattr(paths, "TRANSLATIONS_DIR", tmp_path)
    return tmp_path


def ours(app):
    return app.findChildren(QTranslator, "facetable-translator")


def test_native_language_names():
    assert LANGUAGES == {"en": "English", "vi": "Tiếng Việt", "fa": "فارسی"}


def test_persian_is_right_to_left_with_its_font(app, built_translations):
    translator = install_language(app, "fa")
    assert isinstance(translator, QTranslator)
    assert app.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert app.font().family() == "Vazirmatn"
    assert QCoreApplication.translate("NewGameDialog", "New game") == "بازی جدید"
    assert games.title("crack") == "رمز را بشکن"


def test_vietnamese_is_left_to_right(app, built_translations):
    assert install_language(app, "vi") is not None
    assert app.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert app.font().family() == "DejaVu Sans"
    assert games.option_label("flip7", "target") == "Điểm để thắng"


def test_english_has_only_its_plural_forms(app, built_translations):
    from facetable.table.goodface.text import cards
    install_language(app, "fa")
    assert isinstance(install_language(app, "en"), QTranslator)
    assert app.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert QCoreApplication.translate("NewGameDialog", "New game") == "New game"
    assert len(ours(app)) == 1
    assert (cards(1), cards(4)) == ("1 card", "4 cards")


def test_english_works_without_its_file(app, tmp_path, monkeypatch, caplog):
    monkeypatch.setattr(paths, "TRANSLATIONS_DIR", tmp_path)
    assert install_language(app, "en") is None
    assert QCoreApplication.translate("NewGameDialog", "New game") == "New game"
    assert "WARNING" not in caplog.text


def test_switching_replaces_the_previous_translators(app, built_translations):
    install_language(app, "fa")
    install_language(app, "vi")
    install_language(app, "vi")
    assert len(ours(app)) == 1  # ours; Qt ships no qtbase_vi
    assert QCoreApplication.translate("NewGameDialog", "New game") == "Ván mới"


def test_unknown_language_is_refused(app):
    with pytest.raises(ValueError, match="known: en, vi, fa"):
        install_language(app, "de")
    assert app.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_missing_translation_falls_back_to_english_but_keeps_the_direction(
        app, tmp_path, monkeypatch, caplog):
    monkeypatch.setattr(paths, "TRANSLATIONS_DIR", tmp_path)
    assert install_language(app, "fa") is None
    assert app.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert QCoreApplication.translate("NewGameDialog", "New game") == "New game"
    assert "no translation for 'fa'" in caplog.text


def test_a_broken_translation_file_is_survived(app, tmp_path, monkeypatch, caplog):
    (tmp_path / "facetable_vi.qm").write_bytes(b"this is not a qm file")
    monkeypatch.setattr(paths, "TRANSLATIONS_DIR", tmp_path)
    assert install_language(app, "vi") is None
    assert "could not load" in caplog.text


# --- the Linguist files --------------------------------------------------------------------

def test_there_is_a_ts_file_per_language():
    """English's holds only plural forms (1 card, 2 cards)."""
    assert {ts.stem.removeprefix("facetable_") for ts in TS_FILES} == set(LANGUAGES)
    english = ET.parse(ROOT / "translations" / "facetable_en.ts").getroot()
    messages = list(english.iter("message"))
    assert messages and all(m.get("numerus") == "yes" for m in messages)


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.name)
def test_ts_file_parses_and_has_contexts(ts):
    root = ET.parse(ts).getroot()
    assert root.tag == "TS"
    assert root.get("language") == ts.stem.removeprefix("facetable_")
    contexts = {c.findtext("name"): c for c in root.iter("context")}
    assert contexts and all(c.findall("message") for c in contexts.values())
    if root.get("language") == "en":
        return                                            # plural forms only
    # The strings of the catalogue are there (rerun packaging/update_translations.py if not).
    sources = {m.findtext("source") for m in contexts["Games"].iter("message")}
    assert {spec.title for spec in games.GAMES.values()} <= sources
    option_sources = {m.findtext("source") for m in contexts["GameOptions"].iter("message")}
    note_sources = {m.findtext("source") for m in contexts["Bots"].iter("message")}
    for spec in games.GAMES.values():
        assert set(spec.option_labels.values()) <= option_sources
        assert {level.note for level in spec.bots.values()} <= note_sources
    assert "NewGameDialog" in contexts


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.name)
def test_translations_keep_their_placeholders(ts):
    for message in ET.parse(ts).getroot().iter("message"):
        source, element = message.findtext("source"), message.find("translation")
        if element.get("type") == "vanished":
            continue
        forms = [f.text or "" for f in element.findall("numerusform")] or [element.text or ""]
        for translation in filter(None, forms):         # each plural form keeps them all
            for token in ("{number}", "{first}", "{second}", "{details}", "{level}", "%1", "%2",
                          "%Ln"):
                assert (token in source) == (token in translation), (source, translation)


def test_every_string_in_the_source_is_in_the_ts_files_and_translated(tmp_path):
    """lupdate on today's source finds nothing the committed .ts files lack, and the committed
    .qm files hold every translation (so --lang works right after pip install)."""
    import shutil
    import subprocess
    import sys
    import xml.etree.ElementTree as ET
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    tool = Path(sys.executable).parent / "pyside6-lupdate"
    if not tool.exists():
        tool = shutil.which("pyside6-lupdate")
    assert tool, "pyside6-lupdate comes with PySide6"
    sources = sorted(str(p) for p in (root / "facetable").rglob("*.py"))
    for lang in ("en", "vi", "fa"):
        fresh = tmp_path / f"{lang}.ts"
        shutil.copy(root / "translations" / f"facetable_{lang}.ts", fresh)
        only = ["-pluralonly"] if lang == "en" else []
        subprocess.run([str(tool), *only, *sources, "-ts", str(fresh)], check=True,
                       capture_output=True)
        unfinished = [m.findtext("source") for m in ET.parse(fresh).getroot().iter("message")
                      if m.find("translation").get("type") in ("unfinished", None)
                      and not "".join(m.find("translation").itertext()).strip()]
        assert unfinished == [], f"{lang}: untranslated {unfinished[:5]}"
        built = tmp_path / f"{lang}.qm"
        subprocess.run([str(Path(str(tool)).with_name("pyside6-lrelease")),
                        str(root / "translations" / f"facetable_{lang}.ts"), "-qm", str(built)],
                       check=True, capture_output=True)
        committed = root / "translations" / f"facetable_{lang}.qm"
        assert built.read_bytes() == committed.read_bytes(), "run update_translations.py"
