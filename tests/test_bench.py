"""The benchmark's command line and its statistics (never its timings: those are measured and
printed by ``python -m facetable.bench``, not asserted)."""
import subprocess
import sys

import pytest

from facetable.bench import percentile, slope


def test_help_runs():
    done = subprocess.run([sys.executable, "-m", "facetable.bench", "--help"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "--quick" in done.stdout and "--json" in done.stdout


def test_percentile_by_nearest_rank():
    values = list(range(1, 101))
    assert percentile(values, 99) == 99
    assert percentile(values, 100) == 100
    assert percentile(values, 50) == 50
    assert percentile(list(range(1, 1001)), 99) == 990
    assert percentile([1, 2, 3, 4], 50) == 2
    assert percentile([7.0], 99) == 7.0
    assert percentile([5, 1, 4, 2, 3], 0) == 1                # order does not matter


def test_p99_sees_a_few_long_frames():
    gaps = [1.0] * 980 + [30.0] * 20              # 2 % long frames: p99 is one of them
    assert percentile(gaps, 99) == 30.0
    gaps = [1.0] * 995 + [30.0] * 5               # 0.5 %: p99 stays at the usual gap
    assert percentile(gaps, 99) == 1.0


def test_percentile_refuses_nonsense():
    with pytest.raises(ValueError):
        percentile([], 99)
    with pytest.raises(ValueError):
        percentile([1, 2], 101)


def test_slope_of_a_line_and_of_noise_around_it():
    assert slope([10, 12, 14, 16]) == pytest.approx(2.0)
    assert slope([5.0, 5.0, 5.0]) == pytest.approx(0.0)
    assert slope([3, 1], xs=[10, 11]) == pytest.approx(-2.0)
    rss = [80.0 + 0.05 * g + (0.01 if g % 2 else -0.01) for g in range(20)]
    assert slope(rss) == pytest.approx(0.05, abs=0.002)
    assert slope([1, 2, 4], xs=[0, 1, 3]) == pytest.approx(1.0)


def test_slope_needs_two_points():
    with pytest.raises(ValueError):
        slope([1.0])
    with pytest.raises(ValueError):
        slope([1.0, 2.0], xs=[3, 3])
