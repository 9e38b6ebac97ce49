"""The games FaceTable offers: one ``GameSpec`` each, in menu order.

Adding a game: write its engine, bots and table packages and its declaration
(``facetable/games/<game>.py``, whose module name is the game's id), then add it to
``_DECLARATIONS`` below. See CONTRIBUTING.md.

``GAMES`` loads a declaration (and so its engine and bots) the first time that game is asked
for: the demo of one game starts without importing the others. Listing the games loads them all;
``GAMES.menus()`` lists what the welcome screen shows of each (its ``MENU``) without loading any
engine.
"""
from __future__ import annotations

import importlib
import logging
import sys
from collections.abc import Callable, Iterator, MutableMapping
from typing import Any

from .spec import RANDOM_STYLE, BotLevel, GameMenu, GameSpec

log = logging.getLogger(__name__)

#: The one list of games: modules of ``facetable.games`` that define ``SPEC``, named by game id.
_DECLARATIONS = ("flip7", "crack", "coup", "goodface", "faceguess")


def _declaration(name: str) -> GameSpec | None:
    """The spec a declaration module defines, or None (logged) when it does not load."""
    try:
        spec = importlib.import_module(f"{__name__}.{name}").SPEC
    except Exception:  # a game being written must not take the others down
        log.warning("game %r is not available", name, exc_info=True)
        return None
    if spec.id != name:
        log.warning("game %r declares the id %r; left out", name, spec.id)
        return None
    return spec


def _load() -> dict[str, GameSpec]:
    """Every game whose declaration loads, in menu order."""
    specs = {name: _declaration(name) for name in _DECLARATIONS}
    return {name: spec for name, spec in specs.items() if spec is not None}


class _Registry(MutableMapping):
    """Game id -> spec, loading each declaration when it is first needed."""

    def __init__(self) -> None:
        self._specs: dict[str, GameSpec | None] = {}
        self._extra: dict[str, GameSpec] = {}      # set by hand (tests)

    def _get(self, name: str) -> GameSpec | None:
        if name in self._extra:
            return self._extra[name]
        if name not in _DECLARATIONS:
            return None
        if name not in self._specs:
            self._specs[name] = _declaration(name)
        return self._specs[name]

    def __getitem__(self, name: str) -> GameSpec:
        spec = self._get(name) if isinstance(name, str) else None
        if spec is None:
            raise KeyError(name)
        return spec

    def __iter__(self) -> Iterator[str]:
        names = [*_DECLARATIONS, *(n for n in self._extra if n not in _DECLARATIONS)]
        return iter([n for n in names if self._get(n) is not None])

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def menu(self, name: str) -> GameMenu:
        """What the welcome screen shows of one game, loading no engine: its declaration's
        ``MENU`` (its spec's, once loaded or when its module has none, or for a game set by
        hand). ``KeyError`` for a game that is not offered; a declaration whose module does
        not load is logged and left out, as from ``GAMES``. One whose spec fails only when it
        is built has a menu: the new-game dialog leaves it out when it is opened."""
        if name in _DECLARATIONS and name not in self._extra and name not in self._specs:
            try:
                module = importlib.import_module(f"{__name__}.{name}")
            except Exception:  # as in _declaration: left out, the others stay
                log.warning("game %r is not available", name, exc_info=True)
                self._specs[name] = None
                raise KeyError(name) from None
            menu = vars(module).get("MENU")
            if isinstance(menu, GameMenu) and menu.id == name:
                return menu
        return self[name].menu

    def menus(self) -> list[GameMenu]:
        """Every game's ``menu``, in menu order (then the games set by hand)."""
        found: list[GameMenu] = []
        for name in [*_DECLARATIONS, *(n for n in self._extra if n not in _DECLARATIONS)]:
            try:
                found.append(self.menu(name))
            except KeyError:
                pass
        return found

    def __setitem__(self, name: str, spec: GameSpec) -> None:
        module = sys.modules.get(f"{__name__}.{name}") if name in _DECLARATIONS else None
        if module is not None and vars(module).get("SPEC") is spec:     # built, not building
            # The declared game put back as it was (a test's undo of a change or a removal).
            self._extra.pop(name, None)
            self._specs[name] = spec
            return
        self._extra[name] = spec

    def __delitem__(self, name: str) -> None:
        if self._get(name) is None:
            raise KeyError(name)
        self._extra.pop(name, None)
        self._specs[name] = None          # a declared game stays out until set again


#: Game id -> spec, for every game whose declaration loads (loaded on first use).
GAMES: MutableMapping[str, GameSpec] = _Registry()


def by_hand() -> dict[str, GameSpec]:
    """The games set in ``GAMES`` by hand (a test's sample game, a changed copy), which a
    process started afresh would not know: ``run_with`` gives them to it."""
    return dict(GAMES._extra)


def adopt(specs: dict[str, GameSpec]) -> None:
    """Set ``specs`` in ``GAMES`` (in a process started afresh: what ``by_hand`` gave)."""
    for name, spec in specs.items():
        GAMES[name] = spec


def run_with(specs: dict[str, GameSpec], target: Callable[..., Any], *args: Any) -> Any:
    """``target(*args)`` with ``specs`` in ``GAMES`` first: the start of a process that works
    on games by id (the coach), so that the games set by hand are known there too."""
    adopt(specs)
    return target(*args)


def game_spec(game: str) -> GameSpec:
    """The spec of a game by id; a ValueError naming the known games otherwise."""
    try:
        return GAMES[game]
    except KeyError:
        raise ValueError(f"unknown game {game!r}; known: {', '.join(GAMES)}") from None


def declarations() -> tuple[str, ...]:
    """Every declaration module of ``facetable.games``: the offered games in menu order, then
    the games being written (a declaration not yet in ``_DECLARATIONS``) by name."""
    import pkgutil                     # only the arena and the tests look for unlisted games
    found = sorted(m.name for m in pkgutil.iter_modules(__path__)
                   if not m.ispkg and m.name != "spec" and not m.name.startswith("_"))
    return (*_DECLARATIONS, *(n for n in found if n not in _DECLARATIONS))


def any_spec(game: str) -> GameSpec:
    """The spec of an offered game, or of a game still being written (its declaration exists
    but is not in ``_DECLARATIONS`` yet): the arena and the tests can play a game before the
    app offers it. A ValueError naming the known games otherwise."""
    if game in GAMES or game in _DECLARATIONS or game not in declarations():
        return game_spec(game)
    spec = importlib.import_module(f"{__name__}.{game}").SPEC
    if spec.id != game:
        raise ValueError(f"game {game!r} declares the id {spec.id!r}")
    return spec


__all__ = ["GAMES", "RANDOM_STYLE", "BotLevel", "GameMenu", "GameSpec", "adopt", "any_spec",
           "by_hand", "declarations", "game_spec", "run_with"]
