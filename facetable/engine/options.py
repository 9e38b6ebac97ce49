"""Game options: small frozen records that check themselves.

Options are built by the engine's callers (the new-game dialog, the arena, save files), so every
field is checked when an ``Options`` is made: its type, its ``Range`` and, for a ``Literal``,
its choices. A bad value raises ``OptionsError`` with one line naming the field. Plain
records rather than pydantic models keep the engine light to import (start-up time); the
app still checks what comes from files with pydantic at its edges.

A game declares its options as a ``Record`` (``facetable.records``), keyword-only as every
option set is::

    class Options(GameOptions):
        players: Annotated[int, Range(2, 8)] = 4
        brutal: bool = False
        printing: Literal["standard", "two_minus"] = "standard"
        # meant only in a 2-player game (the dialog greys it out otherwise):
        two_player_rule: Annotated[bool, Applies(lambda o: o["players"] == 2)] = True
"""
from __future__ import annotations

import dataclasses
import typing
from functools import lru_cache
from typing import Any, Callable, Literal, Mapping, NamedTuple

from facetable.records import Record


class OptionsError(ValueError):
    """A bad option value or an unknown option; the message is one line naming the field."""


class Range(Record):
    """Inclusive bounds of a number option (None: unbounded on that side)."""

    low: int | float | None = None
    high: int | float | None = None


class Applies(Record):
    """When an option means something: ``when(values)`` over the other options' values (a
    mapping of name -> value, ``players`` included). An option that does not apply keeps its
    value and changes nothing; the new-game dialog greys it out. Without it, always."""

    when: Callable[[Mapping[str, Any]], bool]


class OptionField(NamedTuple):
    """What an editor needs to know about one option."""

    name: str
    kind: type | str            # bool, int, float, or "choice"
    default: Any                # dataclasses.MISSING when the option has no default
    low: int | float | None
    high: int | float | None
    choices: tuple[Any, ...]    # the values of a "choice" option
    applies: Applies | None = None

    @property
    def required(self) -> bool:
        return self.default is dataclasses.MISSING

    def applies_to(self, values: Mapping[str, Any]) -> bool:
        """Whether this option means something with these values of the others (a missing
        value counts as its default: ``Applies`` predicates read what they need)."""
        return self.applies is None or bool(self.applies.when(values))


class OptionSet(Record, kw_only=True):
    """Checked, immutable options; unknown fields rejected."""

    def __post_init__(self) -> None:
        for spec in self.fields():
            _check(type(self), spec, getattr(self, spec.name))

    @classmethod
    def fields(cls) -> tuple[OptionField, ...]:
        return _fields(cls)

    @classmethod
    def field(cls, name: str) -> OptionField:
        for spec in cls.fields():
            if spec.name == name:
                return spec
        raise KeyError(name)

    def to_json(self) -> dict[str, Any]:
        return {spec.name: getattr(self, spec.name) for spec in self.fields()}

    @classmethod
    def from_json(cls, data: Any) -> "OptionSet":
        """Options from plain data (a settings or save file); OptionsError if it does not fit."""
        if not isinstance(data, dict):
            raise OptionsError(f"options must be a mapping, not {type(data).__name__}")
        known = {spec.name for spec in cls.fields()}
        unknown = sorted(map(str, set(data) - known))
        if unknown:
            raise OptionsError(f"unknown option {', '.join(unknown)}")
        missing = [s.name for s in cls.fields() if s.required and s.name not in data]
        if missing:
            raise OptionsError(f"option {', '.join(missing)} is required")
        return cls(**data)

    @classmethod
    def from_text(cls, data: dict[str, str]) -> "OptionSet":
        """Options from ``name=value`` text (a command line): each value read by its field's
        kind ("true"/"false", a number, a choice's name)."""
        kinds = {spec.name: spec for spec in cls.fields()}
        values: dict[str, Any] = {}
        for name, text in data.items():
            spec = kinds.get(name)
            values[name] = text if spec is None else _read(spec, text)
        return cls.from_json(values)

    def applies(self, name: str) -> bool:
        """Whether option ``name`` means something with the other values (``Applies``)."""
        return self.field(name).applies_to(self.to_json())

    def replace(self, **changes: Any) -> "OptionSet":
        return dataclasses.replace(self, **changes)


class GameOptions(OptionSet):
    """Base of every game's options: the player count and the game's own settings."""

    players: int


@lru_cache(maxsize=None)
def _fields(cls: type) -> tuple[OptionField, ...]:
    hints = typing.get_type_hints(cls, include_extras=True)
    out = []
    for f in dataclasses.fields(cls):
        hint, low, high, applies = hints[f.name], None, None, None
        if typing.get_origin(hint) is typing.Annotated:
            base, *meta = typing.get_args(hint)
            for m in meta:
                if isinstance(m, Range):
                    low, high = m.low, m.high
                elif isinstance(m, Applies):
                    applies = m
            hint = base
        choices: tuple[Any, ...] = ()
        if typing.get_origin(hint) is Literal:
            kind: type | str = "choice"
            choices = typing.get_args(hint)
        elif hint in (bool, int, float):
            kind = hint
        else:
            raise TypeError(f"{cls.__name__}.{f.name}: options may be bool, int, float or a "
                            f"Literal, not {hint!r}")
        out.append(OptionField(f.name, kind, f.default, low, high, choices, applies))
    return tuple(out)


def _check(cls: type, spec: OptionField, value: Any) -> None:
    where = f"option {spec.name}"
    if spec.kind == "choice":
        if value not in spec.choices or isinstance(value, bool) != isinstance(spec.choices[0], bool):
            raise OptionsError(f"{where}: {value!r} is not one of "
                               f"{', '.join(map(repr, spec.choices))}")
        return
    if spec.kind is bool:
        if not isinstance(value, bool):
            raise OptionsError(f"{where} must be true or false, not {value!r}")
        return
    if isinstance(value, bool) or not isinstance(value, (int, float)) or \
            spec.kind is int and not isinstance(value, int):
        raise OptionsError(f"{where} must be {'a whole number' if spec.kind is int else 'a number'}"
                           f", not {value!r}")
    if spec.low is not None and value < spec.low or spec.high is not None and value > spec.high:
        raise OptionsError(f"{where} must be {_span(spec)}, not {value}")


def _read(spec: OptionField, text: str) -> Any:
    word = text.strip().lower()
    if spec.kind is bool:
        if word in ("true", "yes", "on", "1"):
            return True
        if word in ("false", "no", "off", "0"):
            return False
        raise OptionsError(f"option {spec.name} must be true or false, not {text!r}")
    if spec.kind in (int, float):
        try:
            return spec.kind(word)
        except ValueError:
            raise OptionsError(f"option {spec.name} must be a number, not {text!r}") from None
    for choice in spec.choices:
        if str(choice).lower() == word:
            return choice
    return text          # refused with the list of choices by the check


def _span(spec: OptionField) -> str:
    if spec.low is not None and spec.high is not None:
        return f"from {spec.low} to {spec.high}"
    return f"at least {spec.low}" if spec.low is not None else f"at most {spec.high}"
