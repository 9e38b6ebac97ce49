"""Fast exact world counts for the hard bot's "how guessable is my row" (``HardBot._leak``).

The bot asks, for each of its own hidden tiles, how likely an onlooker would think the tile's
true value is: ``View.public().odds()``, the engine's exact marginals (``infer``), which count
every world node by node in dicts. That was most of a hint's playouts. The bot needs only its
own tiles at their true values, and ``count(tile = value) / count(all)`` is exactly that odds
entry (the same two integers the engine divides: each world is one path of the DP).

This runs the engine's DP (``infer.Counter``: codes in ascending order, a pointer per row, the
dashes used) forward only, one code at a time, with the count of every node packed into one
big int, ``LANE`` bits per node, as ``infer._possible`` packs node sets one bit per node: a
pointer moving on is a shift, a row's nodes a mask. A constrained count is the same DP with
that tile's slot allowed its value only. The problem comes from ``infer.problem``, so the
rules stay the engine's; tests check the odds equal the engine's.
"""
from __future__ import annotations

from facetable.engine.crack import View
from facetable.engine.crack.infer import Problem, Slot, problem
from facetable.engine.crack.tiles import NUM_KEYS


def _repeat(unit: int, period: int, times: int) -> int:
    """``unit`` (bits below ``period``) repeated ``times`` times, ``period`` bits apart (by
    doubling: ``infer._repeat``'s division costs far more on ints this long)."""
    out, pos = 0, 0
    while times:
        if times & 1:
            out |= unit << pos
            pos += period
        unit |= unit << period
        period *= 2
        times >>= 1
    return out


class _Packed:
    """The node layout of a problem's DP, with counts packed ``lane`` bits per node."""

    def __init__(self, prob: Problem) -> None:
        self.rows = prob.rows
        self.n = len(prob.keys)
        self.lens = [len(r) for r in prob.rows]
        slots = sum(self.lens)
        # No count of partial paths exceeds this: each code goes free or to one of the rows,
        # and the two dashes sit in at most (slots + 1) ** 2 ways.
        bound = (len(self.lens) + 1) ** self.n * (slots + 1) ** 2
        lane = self.lane = bound.bit_length() + 1
        ones = (1 << lane) - 1
        strides, size = [], 4
        for ln in self.lens:
            strides.append(size)
            size *= ln + 1
        self.shift = [st * lane for st in strides]          # one pointer step, in bits
        self.size = size
        self.at = [[_repeat(((1 << (st * lane)) - 1) << (st * p * lane), st * (ln + 1) * lane,
                            size // (st * (ln + 1))) for p in range(ln + 1)]
                   for st, ln in zip(strides, self.lens)]    # pointer r == p
        self.flag = [_repeat((ones << lane) | (ones << 3 * lane), 4 * lane, size // 4),
                     _repeat((ones << 2 * lane) | (ones << 3 * lane), 4 * lane, size // 4)]
        self.ends = sum(ln * st for ln, st in zip(self.lens, strides))  # every pointer done

    def settle(self, rows, r: int, p: int, nodes: int) -> int:
        """Row r's pointer at slot p: it stays, or passes over dashes placed there
        (``Counter.arrive``)."""
        out = nodes
        ln, row = self.lens[r], rows[r]
        while p < ln and row[p].can_dash and nodes:
            c = row[p].colour
            nodes = (nodes & ~self.flag[c]) << (self.shift[r] + (1 << c) * self.lane)
            out += nodes
            p += 1
        return out

    def count(self, rows) -> int:
        """The worlds of the problem with these rows (``Counter.total``)."""
        layer = 1
        for r in range(len(rows)):
            layer = self.settle(rows, r, 0, layer)
        for i in range(self.n):
            nxt = layer                                      # the code stays free
            for r, row in enumerate(rows):
                at = self.at[r]
                for p, slot in enumerate(row):
                    if slot.allowed >> i & 1:
                        here = layer & at[p]
                        if here:
                            nxt += self.settle(rows, r, p + 1, here << self.shift[r])
            layer = nxt
        ones = (1 << self.lane) - 1
        return sum(layer >> (self.ends + f) * self.lane & ones for f in range(4))


def own_odds(view: View) -> dict[int, float]:
    """For each of ``view``'s seat's own hidden row tiles: the chance an onlooker gives its
    true value, ``view.public().odds()[tile][value]`` (0.0 where the engine has no entry)."""
    prob = problem(view.public())
    packed = _Packed(prob)
    total = packed.count(prob.rows)
    if not total:
        raise ValueError("no world is consistent with this view")
    mine = {t.id: t for t in view.rows[view.seat] if not t.revealed}
    index = {k: i for i, k in enumerate(prob.keys)}
    out: dict[int, float] = {}
    for r, row in enumerate(prob.rows):
        for p, slot in enumerate(row):
            t = mine.get(slot.tile)
            if t is None:
                continue
            code = 2 * t.value + t.colour
            if code < NUM_KEYS:
                bit = 1 << index[code] if code in index else 0
                only = Slot(slot.tile, slot.colour, slot.allowed & bit, False)
            else:                                            # the dash
                only = Slot(slot.tile, slot.colour, 0, slot.can_dash)
            rows = list(prob.rows)
            rows[r] = row[:p] + (only,) + row[p + 1:]
            out[t.id] = packed.count(rows) / total
    return out
