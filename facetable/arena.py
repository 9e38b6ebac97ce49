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

A bot name may carry a personality, for games whose bots have styles: ``normal@bluffer``, or
``normal@random`` for one drawn per game and seat from the game's seed (as the app draws
"Random (hidden)"). When the game declares ``decision_counts`` (and ``game_counts``), the JSON
adds per bot name its ``decisions`` (those counts summed over its seats and games), their total
over every bot, and ``per_game``: each game count's median, mean and range.

``--game`` takes the offered games and also games still being written (a declaration in
``facetable/games`` not yet listed in ``_DECLARATIONS``), so a game's bots can be measured
before the app offers it.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
from collections import Counter
from multiprocessing import Pool
from typing import Any

from facetable.bots.runner import checked_choice, fallback
from facetable.engine import OptionsError
from facetable.games import GAMES, RANDOM_STYLE, any_spec, declarations

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


def split_name(entry: str) -> tuple[str, str | None]:
    """``"normal@bluffer"`` -> ("normal", "bluffer"); a name without ``@`` has no style."""
    name, sep, style = entry.partition("@")
    return name, (style if sep else None)


def make_seat_bot(spec, entry: str, seed: int, seat: int):
    """The bot ``entry`` names (``level`` or ``level@style``; the style "random" drawn per
    game and seat from the game's seed, as the app does)."""
    name, style = split_name(entry)
    if style is not None:
        style = spec.resolve_style(style, seed, seat)
    return spec.make_bot(name, style)


def play_game(game: str, options, seat_bots: list[str], seed: int,
              report: dict | None = None) -> tuple[int, ...]:
    """Play one game; return the winning seats. With ``report``, fill in ``report["seats"]``
    (per seat, the game's ``decision_counts`` summed) and ``report["game"]`` (its
    ``game_counts``)."""
    spec = any_spec(game)
    game_seed = _seed("game", seed)
    state = spec.setup(options, game_seed)
    bots = [make_seat_bot(spec, name, game_seed, seat) for seat, name in enumerate(seat_bots)]
    rngs = [random.Random(_seed("bot", seed, seat)) for seat in range(len(bots))]
    tallies = [Counter() for _ in bots]
    for _ in range(MAX_DECISIONS):
        if state.is_over:
            if report is not None:
                report["seats"] = tallies
                report["game"] = dict(spec.game_counts(state)) if spec.game_counts else {}
            return state.outcome().winners
        seat = state.deciders()[0]
        legal = state.legal_actions(seat)
        view = state.view(seat)
        action, error = checked_choice(bots[seat], view, legal, rngs[seat])
        if action is None:
            print(f"arena: bot {seat_bots[seat]!r} (seat {seat}) failed in game seed {seed}; "
                  f"playing a fallback move instead\n{error}", file=sys.stderr)
            action = fallback(legal, rngs[seat])
        if report is not None and spec.decision_counts is not None:
            tallies[seat].update(spec.decision_counts(view, action))
        state.apply(action, seat)
    raise RuntimeError(f"game seed {seed} did not end after {MAX_DECISIONS} decisions")


def _play_one(job: tuple) -> tuple[set[str], dict[str, Counter], dict[str, float]]:
    """The names of the bots that won game ``i`` (a name sitting twice counts once), and when
    the game declares counts, its decision counts per bot name and its game counts."""
    game, options, bot_names, seed, i = job
    n = len(bot_names)
    seat_bots = [bot_names[(i + j) % n] for j in range(n)]
    spec = any_spec(game)
    if spec.decision_counts is None and spec.game_counts is None:
        winners = play_game(game, options, seat_bots, _seed("match", seed, i))
        return {seat_bots[s] for s in winners}, {}, {}
    report: dict = {}
    winners = play_game(game, options, seat_bots, _seed("match", seed, i), report)
    counts: dict[str, Counter] = {}
    for name, tally in zip(seat_bots, report["seats"]):
        counts.setdefault(name, Counter()).update(tally)
    return {seat_bots[s] for s in winners}, counts, report["game"]


def _summary(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {"median": statistics.median(ordered), "mean": statistics.fmean(ordered),
            "min": ordered[0], "max": ordered[-1]}


def play_match(game: str, bot_names: list[str], games: int, seed: int,
               options: dict[str, Any] | None = None, jobs: int = 1) -> dict:
    """Play ``games`` games with seats rotating; return the JSON-ready result dict."""
    if games < 1:
        raise ValueError("games must be at least 1")
    opts = make_options(game, len(bot_names), options)
    spec = any_spec(game)
    for entry in dict.fromkeys(bot_names):      # unknown names fail here, before any game
        name, style = split_name(entry)
        if style == RANDOM_STYLE and not spec.styles:
            raise ValueError(f"{game} bots have no styles to draw from")
        spec.make_bot(name, next(iter(spec.styles)) if style == RANDOM_STYLE else style)
    work = [(game, opts, list(bot_names), seed, i) for i in range(games)]
    if jobs > 1:
        with Pool(jobs) as pool:
            played = pool.map(_play_one, work, chunksize=max(1, games // (8 * jobs)))
    else:
        played = [_play_one(job) for job in work]
    wins = Counter(name for won, _, _ in played for name in won)
    bots = {}
    for name in dict.fromkeys(bot_names):
        lo, hi = wilson(wins[name], games)
        bots[name] = {"wins": wins[name], "win_rate": wins[name] / games, "ci95": [lo, hi]}
    result: dict[str, Any] = {"games": games, "bots": bots}
    if spec.decision_counts is not None:
        total: Counter = Counter()
        for name in bots:
            counts: Counter = Counter()
            for _, per_bot, _ in played:
                counts.update(per_bot.get(name, {}))
            bots[name]["decisions"] = dict(sorted(counts.items()))
            total.update(counts)
        result["decisions"] = dict(sorted(total.items()))
    if spec.game_counts is not None:
        keys = dict.fromkeys(k for _, _, per_game in played for k in per_game)
        result["per_game"] = {k: _summary([per_game[k] for _, _, per_game in played])
                              for k in keys}
    return result


def _parse_option(text: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"expected key=value, got {text!r}")
    return key, value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m facetable.arena", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True,
                        choices=list(dict.fromkeys([*declarations(), *GAMES])),
                        help="a game id (games still being written can be played too)")
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--bots", required=True,
                        help="comma-separated bot names, one per seat (e.g. hard,random,random); "
                             "LEVEL@STYLE gives a bot a personality, @random one drawn per "
                             "game and seat (e.g. hard,normal@random,normal@random)")
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
        if r.get("decisions"):
            print("    " + ", ".join(f"{k} {v}" for k, v in r["decisions"].items()))
    if result.get("decisions"):
        print("  all decisions: " + ", ".join(f"{k} {v}" for k, v in result["decisions"].items()))
    for key, summary in result.get("per_game", {}).items():
        print(f"  {key} per game: median {summary['median']:g}, mean {summary['mean']:.2f}, "
              f"range {summary['min']:g}-{summary['max']:g}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
