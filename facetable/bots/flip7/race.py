"""The score race as a win probability, for bots that weigh risk against the other seats.

Each seat's score for the current round is a small distribution (a stayed line is certain, an
active line may still bust). After the round the game ends if anyone reached the target (F7-31);
otherwise every total goes on as a random walk of ``ROUND_MEAN`` ± ``ROUND_SD`` per round (measured
with threshold bots) for the rounds the leader still needs. Given those, the chance that my final
total is the highest factorises over the opponents:

    P(win) = ∫ φ(z) · Π_o E_o[ 1{T_o < target} · Φ((T_me − T_o)/σ + z) ] dz      (T_me < target)
    P(win) = Π_o P(T_o < T_me)                                                 (T_me ≥ target)

so one evaluation is a few hundred ``erf`` calls, cheap enough to try every legal action.
"""
from __future__ import annotations

import math

ROUND_MEAN = 18.0     # mean round score of a threshold player (4 players, 300 games)
ROUND_SD = 13.0

#: Quadrature nodes and weights for a standard normal on [-4, 4].
_K = 25
_NODES = [-4.0 + 8.0 * i / (_K - 1) for i in range(_K)]
_W = [math.exp(-z * z / 2) for z in _NODES]
_WEIGHTS = [w / sum(_W) for w in _W]
_SQRT2 = math.sqrt(2.0)

Dist = tuple[tuple[float, float], ...]     # ((final total, probability), ...)


def spread(lead: float, target: int) -> float:
    """σ of the future rounds, given the best expected total after this round."""
    rounds = max(1.0, (target - lead) / (ROUND_MEAN * 1.2))
    return ROUND_SD * math.sqrt(rounds)


def win_probability(mine: float, others: list[Dist] | tuple[Dist, ...], target: int,
                    sigma: float) -> float:
    """Chance that a seat ending this round on total ``mine`` wins the game."""
    return Race(target, sigma).win(mine, others)


class Race:
    """``win_probability`` for one target and σ, remembering the normal CDF at every node for
    each lead it has seen (a bot asks for many totals against the same σ in one decision).

    The arithmetic is the same as the formula's, term by term and in the same order, so the
    results are bit for bit those of a fresh evaluation; only repeated ``erf`` calls are saved.
    Make one per decision: the cache holds a few dozen leads."""

    __slots__ = ("target", "sigma", "_cdf")

    def __init__(self, target: int, sigma: float) -> None:
        self.target, self.sigma = target, sigma
        self._cdf: dict = {}         # mine − t -> [1 + erf((d + z)/√2) for each node z]

    def cdf(self, diff: float) -> list[float]:
        col = self._cdf.get(diff)
        if col is None:
            d, root2 = diff / self.sigma, _SQRT2
            col = self._cdf[diff] = [1.0 + e for e in map(math.erf, [(d + z) / root2
                                                                    for z in _NODES])]
        return col

    def win(self, mine: float, others: list[Dist] | tuple[Dist, ...]) -> float:
        target = self.target
        if mine >= target:
            p = 1.0
            for dist in others:
                p *= sum(q for t, q in dist if t < mine) + 0.5 * sum(
                    q for t, q in dist if t == mine)
            return p
        # Node by node, the weight times every opponent's factor Σ_t q·Φ(...), in the order
        # of the formula. The factor is built with sum()'s own order (0 + x1 + x2); longer
        # dists go through sum() itself, whose rounding differs between Python versions.
        cols, cdf = self._cdf, self.cdf
        prods = _WEIGHTS
        for dist in others:
            pts = [(q * 0.5, cols.get(mine - t) or cdf(mine - t)) for t, q in dist if t < target]
            if not pts:
                return 0.0
            if len(pts) == 1:
                (h, c), = pts
                prods = [p * (0 + h * x) for p, x in zip(prods, c)]
            elif len(pts) == 2:
                (h, c), (h2, c2) = pts
                prods = [p * (0 + h * x + h2 * x2) for p, x, x2 in zip(prods, c, c2)]
            else:
                prods = [p * sum(h * c[j] for h, c in pts) for j, p in enumerate(prods)]
        total = 0.0
        for p in prods:
            total += p
        return total
