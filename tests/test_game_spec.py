"""``GameSpec`` as a ``Record``: defaults shared safely, changed copies checked again."""
import pickle

import pytest

from facetable.games import GAMES
from facetable.games.spec import EMPTY, GameSpec


def test_undeclared_mappings_are_one_read_only_empty_default_that_survives_pickling():
    specs = [spec for spec in GAMES.values() if not spec.styles]
    assert specs and all(spec.styles is EMPTY for spec in specs)
    for change in (lambda m: m.__setitem__("calm", "Calm"), lambda m: m.update(a=1),
                   lambda m: m.setdefault("a", 1), lambda m: m.pop("a", None), lambda m: m.clear()):
        with pytest.raises(TypeError):
            change(EMPTY)
    assert EMPTY == {}
    copy = pickle.loads(pickle.dumps(EMPTY))
    assert copy == {} and type(copy) is type(EMPTY)
    with pytest.raises(TypeError):
        copy["a"] = 1


def test_a_changed_copy_is_checked_as_a_new_spec():
    spec = GAMES["flip7"]
    styled = spec.replace(styles={"calm": "Calm"})
    assert styled.styles == {"calm": "Calm"} and spec.styles is EMPTY
    assert isinstance(styled, GameSpec) and styled.id == spec.id
    with pytest.raises(ValueError, match="no bot"):
        spec.replace(levels=("easy", "grandmaster"))


def test_each_declared_spec_carries_its_menu():
    """A declaration's ``MENU`` (what the welcome screen lists, no engine loaded) and its spec,
    built by ``GameSpec.declared``, say the same id, title, cover and lesson."""
    import importlib

    from facetable.games import _DECLARATIONS
    for name in _DECLARATIONS:
        menu = importlib.import_module(f"facetable.games.{name}").MENU
        assert GAMES[name].menu == menu and menu.id == name
