"""Headless arena: bots play each other on seeds and the win rates come with 95% intervals.

    python -m facetable.arena --game flip7 --players 4 --games 2000 --seed 1 \\
        --bots hard,threshold23,threshold23,threshold23 [--json] [--option brutal=true]

Game ``i`` seats the bot list rotated by ``i`` (seat ``j`` plays ``bots[(i + j) % n]``), so every
bot sits everywhere equally often. Game seeds and each seat's own ``random.Random`` derive from
``--seed``: the same command prints the same numbers. Wins are counted per bot name: with
``hard,threshold23,threshold23,threshold23`` the three threshold23 seats share one tally, whose
win rate is the share of all games won by a threshold23 seat.

Bots see ``state.view(seat)`` and ``state.legal_actions(seat)``, never the state. A bot that
raises (or answers an illegal action) is logged to stderr and replaced by the shared fallback move
for that decision (``facetable.bots.runner``); the game goes on. A game's winners are the seats
its ``outcome()`` places first; a shared first place counts as a win for each.

``--game`` takes the offered games and also games still being written (a declaration in
``facetable/games`` not yet listed in ``_DECLARATIONS``), so a game's bots can be measured
before the app offers it.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections import Counter
from multiprocessing import Pool
from typing import Any

from facetable.bots.runner import checked_choice, fallback
from facetable.engine import OptionsError
from facetable.games import any_spec, declarations

#: A game that runs longer than this is a bug (a rules loop), not a long game.
MAX_DECISIONS = 200_000


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% for z = 1.96)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    denom = 1 + z * z / n
    return max(0.0, (centre - spread) / denom), min(1.0, (centre + spread) / denom)


def make_options(game: str, players: int, options: dict[str, Any] | None = None):
    """The game's checked ``Options``; a ValueError naming the problem otherwise."""
    spec = any_spec(game)
    data = {"players": players, **(options or {})}
    try:
        if all(isinstance(v, str) for v in (options or {}).values()):
            return spec.options.from_text({k: str(v) for k, v in data.items()})
        return spec.options.from_json(data)
    except (OptionsError, TypeError) as err:
        raise ValueError(f"bad options for {game}: {err}") from None


def _seed(*parts: object) -> int:
    """A 63-bit seed derived from its parts (stable across runs and processes)."""
    return random.Random(":".join(map(str, parts))).getrandbits(63)


def play_game(game: str, options, seat_bots: list[str], seed: int) -> tuple[int, ...]:
    """Play one game; return the winning seats."""
    spec = any_spec(game)
    state = spec.setup(options, _seed("game", seed))
    bots = [spec.make_bot(name) for name in seat_bots]
    rngs = [random.Random(_seed("bot", seed, seat)) for seat in range(len(bots))]
    for _ in range(MAX_DECISIONS):
        if state.is_over:
            return state.outcome().winners
        seat = state.deciders()[0]
        legal = state.legal_actions(seat)
        action, error = checked_choice(bots[seat], state.view(seat), legal, rngs[seat])
        if action is None:
            print(f"arena: bot {seat_bots[seat]!r} (seat {seat}) failed in game seed {seed}; "
                  f"playing a fallback move instead\n{error}", file=sys.stderr)
            action = fallback(legal, rngs[seat])
        state.apply(action, seat)
    raise RuntimeError(f"game seed {seed} did not end after {MAX_DECISIONS} decisions")


def _play_one(job: tuple) -> set[str]:
    """The names of the bots that won game ``i`` (a name sitting twice counts once)."""
    game, options, bot_names, seed, i = job
    n = len(bot_names)
    seat_bots = [bot_names[(i + j) % n] for j in range(n)]
    return {seat_bots[s] for s in play_game(game, options, seat_bots, _seed("match", seed, i))}


def play_match(game: str, bot_names: list[str], games: int, seed: int,
               options: dict[str, Any] | None = None, jobs: int = 1) -> dict:
    """Play ``games`` games with seats rotating; return the JSON-ready result dict."""
    if games < 1:
        raise ValueError("games must be at least 1")
    opts = make_options(game, len(bot_names), options)
    for name in dict.fromkeys(bot_names):
        any_spec(game).make_bot(name)           # unknown names fail here, before any game
    work = [(game, opts, list(bot_names), seed, i) for i in range(games)]
    if jobs > 1:
        with Pool(jobs) as pool:
            winners = pool.map(_play_one, work, chunksize=max(1, games // (8 * jobs)))
    else:
        winners = [_play_one(job) for job in work]
    wins = Counter(name for won in winners for name in won)
    bots = {}
    for name in dict.fromkeys(bot_names):
        lo, hi = wilson(wins[name], games)
        bots[name] = {"wins": wins[name], "win_rate": wins[name] / games, "ci95": [lo, hi]}
    return {"games": games, "bots": bots}


def _parse_option(text: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"expected key=value, got {text!r}")
    return key, value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m facetable.arena", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True, choices=declarations(),
                        help="a game id (games still being written can be played too)")
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--bots", required=True,
                        help="comma-separated bot names, one per seat (e.g. hard,random,random)")
    parser.add_argument("--option", action="append", default=[], type=_parse_option,
                        metavar="KEY=VALUE", help="a game option (repeatable)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    args = parser.parse_args(argv)
    names = [b.strip() for b in args.bots.split(",") if b.strip()]
    if len(names) != args.players:
        parser.error(f"--bots names {len(names)} bots for {args.players} players")
    try:
        result = play_match(args.game, names, args.games, args.seed, dict(args.option),
                            jobs=args.jobs)
    except ValueError as err:
        parser.error(str(err))
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{args.game}, {args.players} players, {result['games']} games, seed {args.seed}")
    for name, r in result["bots"].items():
        seats = names.count(name)
        lo, hi = r["ci95"]
        print(f"  {name:<14} seats {seats}  wins {r['wins']:>6}  "
              f"win rate {r['win_rate']:6.1%}  95% CI [{lo:6.1%}, {hi:6.1%}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
