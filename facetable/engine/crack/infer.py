"""Exact reasoning about hidden tiles from a seat's view.

Unknown tiles are the others' hidden row tiles (with a position) and the *free* tiles (pool and
the others' held tile: a colour and nothing else). A *world* assigns the unseen tile codes to
them so that each row's numbers ascend around its known tiles (CR-4), a dash sits anywhere
(CR-5), and no tile has a value that a wrong guess named. Every free tile of a colour is alike,
so worlds are counted by their row assignments and each counts once.

Counting is a DP over the unseen number codes in ascending order: each code goes to the next
open slot of one row, or to the free tiles. The state is (code index, next slot of each row,
dashes used); a dash is placed when a row's pointer reaches a slot (the skip is decided then,
so each world is one path). Forward counts times backward counts give exact marginals, and a
walk weighted by backward counts samples worlds uniformly.
"""
from __future__ import annotations

import random
from collections import defaultdict
from typing import TYPE_CHECKING, Mapping, NamedTuple

from facetable.engine.shuffle import shuffle

from .clues import open_codes, row_bounds, wrong_guesses
from .tiles import DASH, NUM_KEYS

if TYPE_CHECKING:
    from .view import View

Node = tuple[int, tuple[int, ...], int]  # a DP node: (code index, pointers, dash bits)
Label = tuple[int, int, int]  # (row, slot, code)


class Slot(NamedTuple):
    tile: int
    colour: int
    allowed: int  # bit i set: the i-th unseen code may stand here
    can_dash: bool


class Problem(NamedTuple):
    keys: tuple[int, ...]  # unseen number codes, ascending
    rows: tuple[tuple[Slot, ...], ...]  # open slots of each row with hidden tiles
    free: tuple[tuple[int, ...], tuple[int, ...]]  # free tile ids per colour
    dashes: tuple[bool, bool]  # the dash of that colour is unseen


def problem(view: "View") -> Problem:
    """The unknowns of ``view`` and their constraints (each tile's ``clues``)."""
    known = view.known_codes()
    keys = tuple(k for k in range(NUM_KEYS) if k not in known)
    index = {k: i for i, k in enumerate(keys)}
    dashes = tuple(view.advanced and NUM_KEYS + c not in known for c in (0, 1))
    ruled_out = wrong_guesses(view.log)
    rows = []
    for row in view.rows:
        if all(t.value is not None for t in row):
            continue
        slots = []
        bounds = row_bounds([None if t.value is None else 2 * t.value + t.colour for t in row])
        for t, (lo, hi) in zip(row, bounds):
            if t.value is not None:
                continue
            codes = open_codes(t.colour, lo, hi, known, ruled_out.get(t.id, ()), view.advanced)
            mask = sum(1 << index[k] for k in codes if k < NUM_KEYS)
            slots.append(Slot(t.id, t.colour, mask, NUM_KEYS + t.colour in codes))
        rows.append(tuple(slots))
    free = [list(view.pool[0]), list(view.pool[1])]
    if view.held is not None and view.held.value is None:
        free[view.held.colour].append(view.held.id)
    return Problem(keys, tuple(rows), (tuple(free[0]), tuple(free[1])), dashes)


#: Beliefs about the others' tiles beyond the rules: tile id -> code -> factor (default 1).
Weights = Mapping[int, Mapping[int, float]]


class Counter:
    """Memoised counts of the worlds of a ``Problem`` (see the module doc).

    With ``weights`` every world counts as the product of its tiles' factors instead of once
    (a bot's belief, say a model of what the others' own decisions tell; the rules stay the
    engine's). Only row tiles can be weighed: free tiles are alike by construction.
    """

    def __init__(self, prob: Problem, weights: Weights | None = None) -> None:
        self.prob = prob
        self.n = len(prob.keys)
        self.lens = tuple(len(r) for r in prob.rows)
        self.memo: dict[Node, float] = {}
        self.slot_weights = None if not weights else tuple(
            tuple(weights.get(slot.tile) for slot in row) for row in prob.rows)

    def weight(self, labels: tuple[Label, ...]) -> float:
        """The factor of placing these codes in these slots (1 without weights)."""
        w = 1
        if self.slot_weights is not None:
            for r, p, code in labels:
                factors = self.slot_weights[r][p]
                if factors is not None:
                    w *= factors.get(code, 1.0)
        return w

    def arrive(self, r: int, p: int, flags: int) -> list[tuple[int, int, tuple[Label, ...]]]:
        """Ways row r's pointer can settle from slot p: commit p to a number, or make it the
        unused dash of its colour and move on."""
        ways = [(p, flags, ())]
        if p < self.lens[r]:
            slot = self.prob.rows[r][p]
            bit = 1 << slot.colour
            if slot.can_dash and not flags & bit:
                for p2, f2, labels in self.arrive(r, p + 1, flags | bit):
                    ways.append((p2, f2, ((r, p, NUM_KEYS + slot.colour),) + labels))
        return ways

    def starts(self) -> list[tuple[Node, tuple[Label, ...]]]:
        ways: list[tuple[tuple[int, ...], int, tuple[Label, ...]]] = [((), 0, ())]
        for r in range(len(self.lens)):
            ways = [(ptrs + (p,), f2, labels + more) for ptrs, flags, labels in ways
                    for p, f2, more in self.arrive(r, 0, flags)]
        return [((0, ptrs, flags), labels) for ptrs, flags, labels in ways]

    def edges(self, state: Node) -> list[tuple[Node, tuple[Label, ...]]]:
        """Where the code at index i can go: free (no label) or the open slot of a row."""
        i, ptrs, flags = state
        out: list[tuple[Node, tuple[Label, ...]]] = [((i + 1, ptrs, flags), ())]
        for r, p in enumerate(ptrs):
            if p < self.lens[r] and self.prob.rows[r][p].allowed >> i & 1:
                for p2, f2, more in self.arrive(r, p + 1, flags):
                    nxt = (i + 1, ptrs[:r] + (p2,) + ptrs[r + 1:], f2)
                    out.append((nxt, ((r, p, self.prob.keys[i]),) + more))
        return out

    def count(self, state: Node) -> int:
        """Completions of ``state`` into whole worlds."""
        got = self.memo.get(state)
        if got is not None:
            return got
        i, ptrs, _ = state
        if i == self.n:
            got = int(ptrs == self.lens)
        elif any(p < ln and not self.prob.rows[r][p].allowed >> i for r, (p, ln)
                 in enumerate(zip(ptrs, self.lens))):
            got = 0  # a committed slot can take none of the codes left
        else:
            got = sum(self.weight(labels) * self.count(nxt) if labels else self.count(nxt)
                      for nxt, labels in self.edges(state))
        self.memo[state] = got
        return got

    def total(self) -> float:
        return sum(self.weight(labels) * self.count(s) for s, labels in self.starts())


def problem_for(view: "View") -> Problem:
    """The problem of a view, made once and kept in the view's cache."""
    prob = view._cache.get("problem")
    if prob is None:
        prob = view._cache["problem"] = problem(view)
    return prob


def counter_for(view: "View", weights: Weights | None = None) -> Counter:
    """The world counter of a view (with ``weights``, if any), made once and kept in the view's
    cache: the plain one, and the weighed one for the last ``weights`` object given."""
    if not weights:
        counter = view._cache.get("counter")
        if counter is None:
            counter = view._cache["counter"] = Counter(problem_for(view))
        return counter
    cached = view._cache.get("weighed")
    if cached is None or cached[0] is not weights:
        cached = view._cache["weighed"] = (weights, Counter(problem_for(view), weights))
    return cached[1]


def marginals(view: "View", weights: Weights | None = None) -> dict[int, dict[int, float]]:
    """For every tile ``view``'s seat cannot see: value -> probability (exact), every world
    consistent with the view counting once, or as the product of ``weights`` (see Counter)."""
    counter = counter_for(view, weights)
    prob = counter.prob
    tally: dict[tuple[int, int], dict[int, float]] = defaultdict(lambda: defaultdict(int))
    free_codes: dict[int, float] = defaultdict(int)
    layer: dict[Node, float] = defaultdict(int)
    for state, labels in counter.starts():
        f = counter.weight(labels)
        w = f * counter.count(state)
        if w:
            layer[state] += f
            for r, p, code in labels:
                tally[r, p][code] += w
    total = sum(f * counter.count(s) for s, f in layer.items())
    for _ in range(counter.n):
        nxt_layer: dict[Node, float] = defaultdict(int)
        for state, f in layer.items():
            for nxt, labels in counter.edges(state):
                w = counter.count(nxt)
                if not w:
                    continue
                if labels:
                    lw = counter.weight(labels)
                    f2 = f * lw
                    w *= lw
                else:
                    f2 = f
                nxt_layer[nxt] += f2
                if not labels:
                    free_codes[prob.keys[state[0]]] += f * w
                for r, p, code in labels:
                    tally[r, p][code] += f * w
        layer = nxt_layer
    if not total:
        raise ValueError("no world is consistent with this view")
    odds: dict[int, dict[int, float]] = {}
    for r, row in enumerate(prob.rows):
        for p, slot in enumerate(row):
            odds[slot.tile] = {code // 2: n / total for code, n in tally[r, p].items()}
    for colour, tiles in enumerate(prob.free):
        if not tiles:
            continue
        per = {k // 2: n / total / len(tiles) for k, n in free_codes.items() if k % 2 == colour}
        if prob.dashes[colour]:
            placed = sum(n for (r, p), d in tally.items() for k, n in d.items()
                         if k == NUM_KEYS + colour)
            per[DASH] = (total - placed) / total / len(tiles)
        for t in tiles:
            odds[t] = {v: q for v, q in per.items() if q > 0}
    return odds


def possible(view: "View") -> dict[int, frozenset[int]]:
    """For every tile ``view``'s seat cannot see: the values it has in at least one world
    (the values of nonzero ``marginals``, without counting). Kept in the view's cache."""
    got = view._cache.get("possible")
    if got is None:
        got = view._cache["possible"] = _possible(problem_for(view))
    return got


def _repeat(unit: int, period: int, times: int) -> int:
    """``unit`` (bits below ``period``) repeated ``times`` times, ``period`` bits apart."""
    return unit * (((1 << (period * times)) - 1) // ((1 << period) - 1))


def _possible(prob: Problem) -> dict[int, frozenset[int]]:
    """The DP of ``Counter`` on sets of nodes instead of single nodes.

    For one code index the nodes (pointers, dash flags) form a bitset: node number
    ``flags + sum(pointer_r * stride_r)`` (``stride_0`` is 4, past the two flag bits). Moving
    row r's pointer on by one is a left shift by ``stride_r``; placing a dash of colour c also adds ``1 << c`` to the flags. So one
    layer of the DP is a handful of big-int masks and shifts per slot, whatever the number of
    nodes: a forward sweep keeps the reachable nodes of each layer, a backward sweep those that
    also complete a world, and a label is possible when some edge carrying it joins the two.
    About a hundred times cheaper than the exact odds at the start of an advanced 4-player
    game (python -m facetable.tools.crack_menu_timing), so the table asks it on the GUI thread.
    """
    rows, keys = prob.rows, prob.keys
    lens = [len(r) for r in rows]
    strides, size = [], 4
    for ln in lens:
        strides.append(size)             # one step of this row's pointer, in node numbers
        size *= ln + 1
    at = [[_repeat(((1 << st) - 1) << (st * p), st * (ln + 1), size // (st * (ln + 1)))
           for p in range(ln + 1)] for st, ln in zip(strides, lens)]   # pointer r == p
    flag = [_repeat(0b1010, 4, size // 4), _repeat(0b1100, 4, size // 4)]  # dash c used

    def dash_at(r: int, p: int) -> int | None:
        """The colour of the dash that may stand at row r's slot p (None: none may)."""
        if p < lens[r] and rows[r][p].can_dash:
            return rows[r][p].colour
        return None

    def settle(r: int, p: int, nodes: int) -> int:
        """Row r's pointer at slot p: it stays, or passes over dashes placed there."""
        out = nodes
        while (c := dash_at(r, p)) is not None:
            nodes = (nodes & ~flag[c]) << (strides[r] + (1 << c))
            if not nodes:
                break
            out |= nodes
            p += 1
        return out

    def unsettle(r: int, p: int, target: int) -> list[int]:
        """For q = p, p+1, ...: the nodes with row r's pointer at q that settle into
        ``target`` (index q - p)."""
        chain = [p]
        while dash_at(r, chain[-1]) is not None:
            chain.append(chain[-1] + 1)
        back = [0] * len(chain)
        nodes = target & at[r][chain[-1]]
        back[-1] = nodes
        for k in range(len(chain) - 2, -1, -1):
            c = dash_at(r, chain[k])
            nodes = (target & at[r][chain[k]]) | \
                ((back[k + 1] & flag[c]) >> (strides[r] + (1 << c)))
            back[k] = nodes
        return back

    found: list[list[set[int]]] = [[set() for _ in row] for row in rows]

    def settle_labels(r: int, p: int, nodes: int, target: int) -> int:
        """Nodes arrive at row r's slot p; record the dashes they may place on the way into
        ``target``. Returns the nodes at slot p that get there (any of ``nodes`` or not)."""
        back = unsettle(r, p, target)
        for k in range(1, len(back)):
            c = dash_at(r, p + k - 1)
            nodes = (nodes & ~flag[c]) << (strides[r] + (1 << c))
            if nodes & back[k]:
                found[r][p + k - 1].add(NUM_KEYS + c)
        return back[0]

    # forward: reachable nodes before each code; the start settles every row at slot 0
    begin = [1]
    for r in range(len(rows)):
        begin.append(settle(r, 0, begin[-1]))
    layers = [begin[-1]]
    for i in range(len(keys)):
        cur = layers[-1]
        nxt = cur                                      # the code stays free
        for r, row in enumerate(rows):
            for p, slot in enumerate(row):
                if slot.allowed >> i & 1 and cur & at[r][p]:
                    nxt |= settle(r, p + 1, (cur & at[r][p]) << strides[r])
        layers.append(nxt)

    # backward: nodes that also complete a world (every pointer at its row's end)
    done = -1
    for r, ln in enumerate(lens):
        done &= at[r][ln]
    alive = layers[-1] & done
    if not alive:
        raise ValueError("no world is consistent with this view")
    dash_free = [bool(alive & ~flag[c]) for c in (0, 1)]
    free_codes: set[int] = set()
    for i in range(len(keys) - 1, -1, -1):
        cur = layers[i]
        keep = cur & alive
        if keep:
            free_codes.add(keys[i])
        for r, row in enumerate(rows):
            for p, slot in enumerate(row):
                here = cur & at[r][p]
                if not (slot.allowed >> i & 1 and here):
                    continue
                moved = here << strides[r]
                arrive = settle_labels(r, p + 1, moved, alive) & moved
                if arrive:
                    found[r][p].add(keys[i])
                    keep |= arrive >> strides[r]
        alive = keep
    # the start's dashes: row r settles after rows before it, before rows after it
    target = alive
    for r in range(len(rows) - 1, -1, -1):
        settle_labels(r, 0, begin[r], target)
        target = unsettle(r, 0, target)[0]

    out: dict[int, frozenset[int]] = {}
    for r, row in enumerate(rows):
        for p, slot in enumerate(row):
            out[slot.tile] = frozenset(code // 2 for code in found[r][p])
    for colour, tiles in enumerate(prob.free):
        values = {k // 2 for k in free_codes if k % 2 == colour}
        if prob.dashes[colour] and dash_free[colour]:
            values.add(DASH)
        for t in tiles:
            out[t] = frozenset(values)
    return out


def sample(view: "View", rng: random.Random, weights: Weights | None = None) -> dict[int, int]:
    """A uniformly drawn world (or drawn in proportion to ``weights``, see Counter): tile id ->
    code for every tile ``view``'s seat cannot see."""
    counter = counter_for(view, weights)
    prob = counter.prob
    codes: dict[int, int] = {}
    state, labels = _pick(counter, counter.starts(), rng)
    used = set()
    while True:
        for r, p, code in labels:
            codes[prob.rows[r][p].tile] = code
            used.add(code)
        if state[0] == counter.n:
            break
        state, labels = _pick(counter, counter.edges(state), rng)
    left = [k for k in prob.keys if k not in used]
    left += [NUM_KEYS + c for c in (0, 1) if prob.dashes[c] and NUM_KEYS + c not in used]
    for colour, tiles in enumerate(prob.free):
        spare = [k for k in left if k % 2 == colour]
        shuffle(rng, spare)
        assert len(spare) == len(tiles), "tile counts do not add up"
        codes.update(zip(tiles, spare))
    return codes


def _pick(counter: Counter, options: list[tuple[Node, tuple[Label, ...]]],
          rng: random.Random) -> tuple[Node, tuple[Label, ...]]:
    weights = [counter.weight(labels) * counter.count(s) for s, labels in options]
    total = sum(weights)
    if not total:
        raise ValueError("no world is consistent with this view")
    x = rng.randrange(total) if isinstance(total, int) else rng.random() * total
    for option, w in zip(options, weights):
        if x < w:
            return option
        x -= w
    return next(o for o, w in zip(reversed(options), reversed(weights)) if w)  # float rounding
