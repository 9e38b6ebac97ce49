"""facetable.tools.engine_ab: two trees' engines side by side (issue 25's before/after)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import facetable
from facetable.tools import engine_ab

TREE = Path(facetable.__file__).resolve().parent.parent


def test_the_same_tree_twice_gives_games_per_second_for_each_and_their_ratio(capsys):
    assert engine_ab.main([str(TREE), str(TREE), "flip7", "--rounds", "1", "--seconds", "0.05",
                           "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    assert list(got) == ["flip7"]
    assert got["flip7"]["before"] > 0 and got["flip7"]["after"] > 0
    assert got["flip7"]["ratio"] == pytest.approx(got["flip7"]["after"] / got["flip7"]["before"])


def test_a_folder_without_the_package_or_an_unknown_game_is_refused(tmp_path, capsys):
    with pytest.raises(SystemExit):
        engine_ab.main([str(tmp_path), str(TREE)])
    assert "holds no facetable package" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        engine_ab.main([str(TREE), str(TREE), "chess"])
    assert "unknown game 'chess'" in capsys.readouterr().err


def test_a_tree_that_is_not_the_one_imported_is_said(tmp_path):
    """An installed facetable must not stand in for the tree asked for."""
    (tmp_path / "facetable").mkdir()
    (tmp_path / "facetable" / "__init__.py").write_text("")
    with pytest.raises(RuntimeError, match="failed"):
        engine_ab.measure(tmp_path, "flip7", 0.05, 4)
