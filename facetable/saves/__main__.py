"""``python -m facetable.saves info PATH [--json]``: what a save file (or a data folder's current
game) holds, after checking that it replays.

With ``--json`` it prints ``{"game": id, "actions": n, "over": bool, "schema_version": v}``;
without, the same as lines of text. A file that cannot be used prints one line on stderr and
exits with status 1 (a bad command line: status 2). It only reads: nothing is moved or written.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .files import Problem, SaveError
from .store import CURRENT, load_save


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # type: ignore[override]
        print(f"facetable.saves: {message}", file=sys.stderr)
        sys.exit(2)


def save_file(path: Path) -> Path:
    """The save file a path names: itself, or a data folder's current game."""
    return path / CURRENT if path.is_dir() else path


def info(path: Path) -> dict:
    """The summary of a save file or a data folder's current game; ``SaveError`` or
    ``OSError`` (``FileNotFoundError``) when there is none to give."""
    if path.is_dir() and not save_file(path).is_file():
        raise FileNotFoundError(f"{path} holds no current game ({CURRENT})")
    loaded = load_save(save_file(path))
    return {"game": loaded.save.game, "actions": len(loaded.moves), "over": loaded.over,
            "schema_version": loaded.save.schema_version}


def main(argv: list[str] | None = None) -> int:
    parser = _Parser(prog="python -m facetable.saves", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    show = commands.add_parser("info", help="what a save file or data folder holds")
    show.add_argument("path", type=Path, help="a save file, or a data folder (its current game)")
    show.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    try:
        summary = info(args.path)
    except FileNotFoundError as error:
        message = str(error) if not error.filename else f"{error.filename}: no such file"
        print(f"facetable.saves: {message}", file=sys.stderr)
        return 1
    except SaveError as error:
        problem = Problem(error.reason, save_file(args.path), error.detail, error.game)
        print(f"facetable.saves: {problem.what()} [{error.reason}]", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"facetable.saves: {args.path}: {error.strerror or error}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(summary))
    else:
        for key, value in summary.items():
            print(f"{key}: {json.dumps(value)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
