"""The engines' fast shuffle (issue 25) makes the permutation ``random.Random.shuffle`` makes,
from the same draws: games, replays and saved seeds stay as they were."""
from __future__ import annotations

import random

from facetable.engine.shuffle import shuffle


def test_the_same_permutation_and_generator_state_as_random_shuffle():
    for seed in range(200):
        for n in (0, 1, 2, 3, 7, 15, 24, 33, 94, 130):
            ours, theirs = random.Random(seed), random.Random(seed)
            a, b = list(range(n)), list(range(n))
            shuffle(ours, a)
            theirs.shuffle(b)
            assert a == b, (seed, n)
            assert ours.getstate() == theirs.getstate()


def test_another_generator_class_shuffles_its_own_way():
    class Counting(random.Random):
        calls = 0

        def shuffle(self, x):
            Counting.calls += 1
            super().shuffle(x)

    rng = Counting(3)
    items = list(range(10))
    shuffle(rng, items)
    assert Counting.calls == 1 and sorted(items) == list(range(10))
