"""A search bot for any game with hidden information: information-set Monte Carlo tree search.

Single-observer ISMCTS (Cowling, Powley and Whitehouse 2012). OpenSpiel's ``algorithms/ismcts.py``
keys its tree by information-state strings, which our contract does not have; this tree is keyed
by the moves played since the decision being thought, as the paper's SO-ISMCTS. Each iteration:

1. *Determinize*: ``sample_world(view, rng)`` deals a whole state consistent with the seat's view
   (the game's own sampler, ``GameSpec.sample_world``).
2. *Select* down one shared tree whose edges are (seat, action). Only the moves legal in this
   world count: each becomes *available* once more, and UCB1 uses the availability count in
   place of the parent's visits, so a move that is rarely possible is not starved by one that
   always is. States that differ only in what is hidden share a node.
3. *Expand*: below the root the default policy proposes a move, and a move it proposes that the
   node has not tried is added. The tree grows along plausible play, and a node with dozens of
   moves does not spend a small budget trying each once; with the random policy every move is
   proposed in time. At the root every legal move is tried (UCB1), or, when the game gives a
   ``prior``, moves are picked by PUCT (as AlphaZero and OpenSpiel's ISMCTS with a prior).
4. *Roll out* with the default policy (random, or ``rollout(state, seat, legal, rng)`` given
   per game, e.g. ``BotRollout(bot)``) to the end, and *back up* each seat's reward
   (``reward(outcome)``, by default 1 shared among the winners) on the edges that seat chose.

Several deciders at once (a simultaneous window) are searched as if they answered one after
another in seat order, the root's seat first: sound enough for windows in which nobody sees the
others' answers before the window closes.

The root's moves are exactly the ``legal`` list given to ``choose`` (a sampled world that does
not offer all of them is skipped). The answer is the most visited root move. Budgets:
``iterations`` (reproducible: same view and seed, same answer) and/or ``seconds`` (the clock is
read before each iteration and every few rollout steps). All randomness comes from the rng given
to ``choose``; nothing is kept between decisions. No Qt here, and nothing about any one game.
"""
from __future__ import annotations

import math
import random
import time
from typing import Any, Callable, Mapping, Sequence

from facetable.engine.contract import Action, GameState, Outcome

SampleWorld = Callable[[Any, random.Random], GameState]
Rollout = Callable[[GameState, int, list[Action], random.Random], Action]
Reward = Callable[[Outcome], Sequence[float]]
Prior = Callable[[Any, list[Action]], Mapping[Action, float] | None]

#: A rollout this long is a loop, not a game: it scores as a draw.
MAX_ROLLOUT_STEPS = 5_000
#: How many rollout steps pass between looks at the clock.
_CLOCK_EVERY = 32


def win_share(outcome: Outcome) -> tuple[float, ...]:
    """1 for a first place, shared equally among the seats that share it; 0 otherwise."""
    first = sum(1 for p in outcome.placings if p == 1) or 1
    return tuple(1.0 / first if p == 1 else 0.0 for p in outcome.placings)


def placing_score(outcome: Outcome) -> tuple[float, ...]:
    """1 for first place down to 0 for last, evenly by place (ties share a place)."""
    n = len(outcome.placings)
    return tuple(max(0.0, (n - p) / (n - 1)) if n > 1 else 1.0 for p in outcome.placings)


def random_rollout(state: GameState, seat: int, legal: list[Action],
                   rng: random.Random) -> Action:
    """The default policy: any legal move."""
    return legal[rng.randrange(len(legal))]


class BotRollout:
    """A rollout policy that asks a bot, giving it the seat's view of the sampled world (the
    bot's own rules of thumb, with nothing it should not see). Picklable if the bot is."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot

    def __call__(self, state: GameState, seat: int, legal: list[Action],
                 rng: random.Random) -> Action:
        return self.bot.choose(state.view(seat), legal, rng)


class _Edge:
    """A move from a node: how often it was tried, what it earned its chooser, how often it
    was available, and the node it leads to."""

    __slots__ = ("action", "visits", "total", "avail", "child")

    def __init__(self, action: Action | None = None) -> None:
        self.action = action
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.child: dict[tuple[int, Action], _Edge] = {}


class SearchBot:
    """ISMCTS over ``sample_world``; see the module doc.

    ``iterations`` and ``seconds`` bound the search (whichever ends first; at least one must be
    set). ``exploration`` is UCB's constant for rewards in [0, 1]. ``prior(view, legal)``, if
    given, maps root moves to probabilities (a game's cheap judgement); the root then picks by
    PUCT (as in AlphaZero and OpenSpiel's ISMCTS with a prior) instead of trying every move
    once, which matters when a decision has dozens of moves and the budget is a few hundred
    iterations.
    """

    name = "search"

    def __init__(self, sample_world: SampleWorld, *, iterations: int | None = 1000,
                 seconds: float | None = None, rollout: Rollout | None = None,
                 prior: Prior | None = None, reward: Reward = win_share,
                 exploration: float = 0.7, prior_weight: float = 1.5) -> None:
        if iterations is None and seconds is None:
            raise ValueError("a search needs a budget: iterations, seconds or both")
        if iterations is not None and iterations < 0 or seconds is not None and seconds < 0:
            raise ValueError("budgets cannot be negative")
        self.sample_world = sample_world
        self.iterations = iterations
        self.seconds = seconds
        self.rollout = rollout or random_rollout
        self.prior = prior
        self.reward = reward
        self.exploration = exploration
        self.prior_weight = prior_weight
        #: Iterations the last ``choose`` ran (for benchmarks and tests).
        self.last_iterations = 0

    def choose(self, view: Any, legal: list[Action], rng: random.Random) -> Action:
        self.last_iterations = 0
        if len(legal) == 1:
            return legal[0]
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        seat = getattr(view, "seat", None)
        root = _Root(legal, self.prior(view, legal) if self.prior is not None else None)
        done = tries = 0
        while self.iterations is None or done < self.iterations:
            if deadline is not None and time.perf_counter() >= deadline:
                break
            tries += 1
            if tries > 4 * (done + 10):
                break  # the sampler keeps disagreeing with the legal list: stop wasting time
            world = self.sample_world(view, rng)
            me = seat if seat is not None else world.deciders()[0]
            if me not in world.deciders() or not all(world.is_legal(a, me) for a in legal):
                continue  # a world that does not offer exactly our choices is no help
            if self._iterate(world, root, me, rng, deadline):
                done += 1
        self.last_iterations = done
        return root.best(rng)

    # --- one iteration ----------------------------------------------------------------------
    def _iterate(self, world: GameState, root: "_Root", me: int, rng: random.Random,
                 deadline: float | None) -> bool:
        """Select, expand, roll out and back up once; False if the clock ran out meanwhile
        (nothing is backed up then)."""
        edge = root.select(self.exploration, self.prior_weight, rng)
        world.apply(edge.action, me)
        path: list[tuple[_Edge, int]] = [(edge, me)]
        expanded = edge.visits == 0
        while not expanded and not world.is_over:
            seat = world.deciders()[0]
            edge, expanded = self._select(world, edge, seat, world.legal_actions(seat), rng)
            world.apply(edge.action, seat)
            path.append((edge, seat))
        if not self._roll_out(world, rng, deadline):
            return False
        rewards = self.reward(world.outcome()) if world.is_over else None
        root.visits += 1
        for edge, who in path:
            edge.visits += 1
            edge.total += rewards[who] if rewards is not None else 1.0 / world.players
        return True

    def _select(self, world: GameState, node: _Edge, seat: int, legal: list[Action],
                rng: random.Random) -> tuple[_Edge, bool]:
        """The edge to follow from ``node`` below the root, and whether it is new: the policy's
        proposal if the node has not tried it, else UCB1 with availability counts among the
        tried moves legal in this world (see the module doc)."""
        proposal = self.rollout(world, seat, legal, rng)
        children = node.child
        edge = children.get((seat, proposal))
        if edge is None:
            edge = children[(seat, proposal)] = _Edge(proposal)
        if not edge.visits:
            for a in legal:
                other = children.get((seat, a))
                if other is not None:
                    other.avail += 1
            return edge, True
        best, best_score = edge, -1.0
        c = self.exploration
        for a in legal:
            other = children.get((seat, a))
            if other is None:
                continue
            other.avail += 1
            if other.visits:
                score = other.total / other.visits + c * math.sqrt(
                    math.log(other.avail) / other.visits)
                if score > best_score:
                    best, best_score = other, score
        return best, False

    def _roll_out(self, world: GameState, rng: random.Random, deadline: float | None) -> bool:
        policy = self.rollout
        for step in range(MAX_ROLLOUT_STEPS):
            if world.is_over:
                return True
            if deadline is not None and step % _CLOCK_EVERY == _CLOCK_EVERY - 1 \
                    and time.perf_counter() >= deadline:
                return False
            seat = world.deciders()[0]
            world.apply(policy(world, seat, world.legal_actions(seat), rng), seat)
        return True


class _Root:
    """The decision being thought: its moves are exactly the ``legal`` list given, available
    in every world that is searched."""

    def __init__(self, legal: list[Action], prior: Mapping[Action, float] | None) -> None:
        self.edges = [_Edge(a) for a in legal]
        self.visits = 0
        self.prior: list[float] | None = None
        if prior is not None:
            weights = [max(0.0, float(prior.get(a, 0.0))) for a in legal]
            total = sum(weights)
            self.prior = [w / total for w in weights] if total > 0 else None

    def select(self, c: float, prior_weight: float, rng: random.Random) -> _Edge:
        for edge in self.edges:
            edge.avail += 1
        if self.prior is None:
            untried = [e for e in self.edges if not e.visits]
            if untried:
                return untried[rng.randrange(len(untried))]
            log_n = math.log(self.visits)
            return max(self.edges, key=lambda e: e.total / e.visits
                       + c * math.sqrt(log_n / e.visits))
        # PUCT; a move not yet tried is valued at the root's mean so far (first-play urgency).
        mean = sum(e.total for e in self.edges) / self.visits if self.visits else 0.5
        sqrt_n = math.sqrt(self.visits + 1)
        return max(zip(self.edges, self.prior), key=lambda ep: (
            (ep[0].total / ep[0].visits if ep[0].visits else mean)
            + prior_weight * ep[1] * sqrt_n / (1 + ep[0].visits)))[0]

    def best(self, rng: random.Random) -> Action:
        """The most visited move (ties: the better average, then the rng)."""
        tried = [(e.visits, e.total / e.visits, rng.random(), e.action)
                 for e in self.edges if e.visits]
        if not tried:
            return self.edges[rng.randrange(len(self.edges))].action
        return max(tried, key=lambda t: t[:3])[3]
