"""``python -m facetable.coach SAVE [--seat N] [--json]``: which of a player's decisions cost them
the most win chance, against the moves the hard bot would have made.

SAVE is a save file (an archived game, or a data folder's current game: give the folder). Every
decision of seat N (default: every human seat) that had a choice is judged from that seat's view
only: the move taken and hard's move are each played out in the same worlds the seat could not
tell from the real one. ``--json`` prints every decision with both win chances and their 95%
intervals; without it, the three costliest decisions. A file that cannot be used prints one line
and exits with status 1; a bad command line exits with status 2. It only reads.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from facetable.saves.files import Problem, SaveError
from facetable.saves.store import Loaded, load_save

from .review import AGREED_PLAYOUTS, PLAYOUTS, Review
from .saved import review_save, seats_of

PROG = "python -m facetable.coach"
#: Seconds after which no new playout starts: a typical game is reviewed within 15 s.
BUDGET_S = 10.0


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # type: ignore[override]
        print(f"facetable.coach: {message}", file=sys.stderr)
        sys.exit(2)


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if not 1 <= value <= 10_000:
        raise argparse.ArgumentTypeError(f"must be from 1 to 10000: {value}")
    return value


def report(loaded: Loaded, done: Review) -> str:
    names = [s.name for s in loaded.save.seats]
    lines = [f"{loaded.spec.id}: {len(done.verdicts)} decisions of "
             f"{', '.join(names[s] for s in done.seats)} reviewed against the {done.judge} bot"]
    costly = done.costliest()
    if not costly:
        lines.append("No decision cost win chance that the playouts could see.")
    for v in costly:
        low, high = v.cost_ci95
        lines.append(
            f"move {v.move + 1} ({names[v.seat]}): played {v.taken.to_json()}, {done.judge} plays "
            f"{v.best.to_json()}; win chance {v.taken_chance.p:.0%} against "
            f"{v.best_chance.p:.0%}: cost {v.cost:.0%} (95%: {low:.0%} to {high:.0%})")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = _Parser(prog=PROG, description=__doc__.splitlines()[0])
    parser.add_argument("save", type=Path, help="a save file, or a data folder (its current game)")
    parser.add_argument("--seat", type=int, help="the seat to review (default: every human)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--playouts", type=_positive, default=PLAYOUTS,
                        help=f"playouts per decision (default {PLAYOUTS})")
    parser.add_argument("--jobs", type=_positive, default=2, help="worker processes (default 2)")
    parser.add_argument("--budget", type=float, default=BUDGET_S, metavar="SECONDS",
                        help=f"start no playout after this many seconds (default {BUDGET_S:g}; "
                             "0: no limit, the same review on every run)")
    args = parser.parse_args(argv)
    path = args.save / "current.json" if args.save.is_dir() else args.save
    try:
        loaded = load_save(path)
        seats = seats_of(loaded, args.seat)
    except SaveError as error:
        problem = Problem(error.reason, path, error.detail, error.game)
        print(f"facetable.coach: {problem.what()} [{error.reason}]", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"facetable.coach: {path}: {error.strerror or error}", file=sys.stderr)
        return 1
    except ValueError as error:
        print(f"facetable.coach: {error}", file=sys.stderr)
        return 2
    if not 0 <= args.budget <= 86_400:
        print(f"facetable.coach: --budget must be from 0 to 86400 seconds: {args.budget:g}",
              file=sys.stderr)
        return 2
    began = time.perf_counter()
    agreed = max(1, min(AGREED_PLAYOUTS, args.playouts))
    done = review_save(loaded, seats, playouts=args.playouts, agreed_playouts=agreed,
                       jobs=args.jobs, budget_s=args.budget or None)
    if args.json:
        out = done.to_json()
        out["save"] = str(path)
        out["seconds"] = round(time.perf_counter() - began, 2)
        print(json.dumps(out, ensure_ascii=False))
    else:
        print(report(loaded, done))
    return 0


if __name__ == "__main__":
    sys.exit(main())
