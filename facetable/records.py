"""Small immutable value types that cost nothing to define: ``class Flip(Record)``.

A frozen, slotted ``dataclass`` behaves the same, but on Python 3.11 defining one costs about
0.9 ms: the decorator writes its ``__init__``, ``__repr__``, ``__eq__``, ``__hash__``,
``__setattr__`` and ``__delattr__`` as source text and compiles each. The app defined some forty
before its window's first frame, a tenth of its start-up. A ``Record`` subclass gets the same
behaviour from the methods written once below (~0.03 ms to define); making one costs a
microsecond or two more than a dataclass's generated ``__init__`` (use a dataclass where
millions are made, as in the engines).

    class Move(Record):
        item: int
        zone: str
        index: int | None = None

- Fields are the class's own annotations, in order, after those of the ``Record`` it extends;
  a value given in the class body is the field's default (immutable values only: there is no
  default factory). ``ClassVar`` annotations are not fields. A field without a default after
  one with a default is a ``TypeError``, as for a dataclass.
- ``Move(1, "pile", index=0)``: positional or keyword arguments, missing or unknown ones a
  ``TypeError``.
- Immutable: setting or deleting a field raises ``dataclasses.FrozenInstanceError``; ``replace``
  makes a changed copy (``dataclasses.replace``), ``fields`` names the fields.
- Equal when of the same class with equal fields; hashed by its fields; ``repr`` as a
  dataclass's; ``match`` patterns take the fields by position; pickled and copied by fields.
"""
from __future__ import annotations

from dataclasses import FrozenInstanceError
from typing import Any, ClassVar, dataclass_transform


class _RecordType(type):
    """Turns the class body's annotations into ``__slots__`` and its values into defaults."""

    def __new__(mcs, name: str, bases: tuple[type, ...], namespace: dict[str, Any],
                **kwargs: Any):
        annotations = namespace.get("__annotations__", {})
        own = tuple(field for field, kind in annotations.items()
                    if not str(kind).startswith(("ClassVar", "typing.ClassVar")))
        defaults = {field: namespace.pop(field) for field in own if field in namespace}
        namespace["__slots__"] = own
        cls = super().__new__(mcs, name, bases, namespace, **kwargs)
        inherited = getattr(cls, "_fields", ())
        fields = inherited + own
        all_defaults = {**getattr(cls, "_defaults", {}), **defaults}
        seen_default = None
        for field in fields:
            if field in all_defaults:
                seen_default = field
            elif seen_default is not None:
                raise TypeError(f"{name}: field {field!r} without a default follows "
                                f"{seen_default!r}, which has one")
        cls._fields, cls._defaults = fields, all_defaults
        cls.__match_args__ = fields
        return cls


@dataclass_transform(eq_default=True, frozen_default=True)
class Record(metaclass=_RecordType):
    """Base of immutable value types; see the module's documentation."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()
    _defaults: ClassVar[dict[str, Any]] = {}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        fields = self._fields
        if len(args) > len(fields):
            raise TypeError(f"{type(self).__qualname__} takes {len(fields)} arguments, "
                            f"{len(args)} given")
        put = object.__setattr__
        for field, value in zip(fields, args):
            put(self, field, value)
        for field in fields[len(args):]:
            if field in kwargs:
                put(self, field, kwargs.pop(field))
            elif field in self._defaults:
                put(self, field, self._defaults[field])
            else:
                raise TypeError(f"{type(self).__qualname__} is missing {field!r}")
        if kwargs:
            name = next(iter(kwargs))
            twice = name in fields
            raise TypeError(f"{type(self).__qualname__} got {name!r} "
                            f"{'twice' if twice else 'which is not one of its fields'}")

    def _values(self) -> tuple[Any, ...]:
        return tuple([getattr(self, field) for field in self._fields])

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._values() == other._values()       # type: ignore[attr-defined]
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        inside = ", ".join(f"{field}={getattr(self, field)!r}" for field in self._fields)
        return f"{type(self).__qualname__}({inside})"

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return type(self), self._values()

    def replace(self, **changes: Any) -> Record:
        """A copy with ``changes`` (field names to new values)."""
        return type(self)(*[changes.pop(field) if field in changes else getattr(self, field)
                            for field in self._fields], **changes)

    @classmethod
    def fields(cls) -> tuple[str, ...]:
        """The fields' names, in order."""
        return cls._fields
