#!/usr/bin/env python3
"""Refresh the Qt Linguist files of FaceTable and build the binary catalogues.

    python packaging/update_translations.py            # lupdate + lrelease
    python packaging/update_translations.py --release  # lrelease only (build step)

``pyside6-lupdate`` collects every ``QCoreApplication.translate`` / ``tr`` / ``QT_TRANSLATE_NOOP``
string of the Python files under ``facetable/`` into ``translations/facetable_<lang>.ts``,
keeping the translations already made (strings no longer in the source are kept as obsolete, so
their translations come back if the text does). ``pyside6-lrelease`` then builds the
``facetable_<lang>.qm`` files beside them, which the app loads (``facetable/app/i18n.py``).

English is the source language; its file holds only the plural forms (``-pluralonly``): a source
"%Ln card(s)" becomes "1 card" / "2 cards". lupdate's Python reader sees a plural only in
``Class.tr(text, "", n)``, which is why sentences with a count are written that way.

The tools are looked up beside the running interpreter (a venv's ``bin/`` or ``Scripts\\``),
then on PATH.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "facetable"
TRANSLATIONS = ROOT / "translations"

#: Language code of the .ts file name -> lupdate's ``-target-language``.
LANGUAGES = {"en": "en", "vi": "vi", "fa": "fa"}
#: Languages whose file holds only plural forms (the source language).
PLURAL_ONLY = {"en"}


def find_tool(name: str) -> str:
    """Path of a PySide6 tool: beside ``sys.executable`` first, then on PATH."""
    bin_dir = Path(sys.executable).parent
    for candidate in (bin_dir / name, bin_dir / f"{name}.exe"):
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    found = shutil.which(name)
    if found is None:
        sys.exit(f"{name} not found beside {sys.executable} or on PATH; install PySide6")
    return found


def source_files() -> list[Path]:
    return sorted(p for p in SOURCES.rglob("*.py") if "__pycache__" not in p.parts)


def ts_path(lang: str) -> Path:
    return TRANSLATIONS / f"facetable_{lang}.ts"


def update(lupdate: str) -> None:
    # Relative paths keep machine-specific directories out of the .ts files.
    files = [str(p.relative_to(ROOT)) for p in source_files()]
    for lang, target in LANGUAGES.items():
        ts = str(ts_path(lang).relative_to(ROOT))
        only = ["-pluralonly"] if lang in PLURAL_ONLY else []
        run([lupdate, "-locations", "relative", *only, "-source-language", "en",
             "-target-language", target, *files, "-ts", ts])


def release(lrelease: str) -> None:
    for lang in LANGUAGES:
        ts = ts_path(lang)
        if not ts.is_file():
            sys.exit(f"{ts} is missing; run without --release first")
        run([lrelease, str(ts.relative_to(ROOT)), "-qm",
             str(ts.with_suffix(".qm").relative_to(ROOT))])


def run(command: list[str]) -> None:
    shown = [Path(command[0]).name, *command[1:]]
    if len(shown) > 12:
        shown = shown[:6] + ["…"] + shown[-5:]
    print("$", " ".join(shown), flush=True)
    subprocess.run(command, cwd=ROOT, check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--release", action="store_true",
                        help="only build the .qm files from the existing .ts files")
    args = parser.parse_args(argv)
    TRANSLATIONS.mkdir(exist_ok=True)
    if not args.release:
        update(find_tool("pyside6-lupdate"))
    release(find_tool("pyside6-lrelease"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
