"""Small immutable value types that cost nothing to define: ``class Flip(Record)``.

A frozen, slotted ``dataclass`` behaves the same, but on Python 3.11 defining one costs about
0.9 ms: the decorator writes its ``__init__``, ``__repr__``, ``__eq__``, ``__hash__``,
``__setattr__`` and ``__delattr__`` as source text and compiles each. The app defined some forty
before its window's first frame, a tenth of its start-up. A ``Record`` subclass costs about
0.05 ms to define: its ``__init__``, ``__eq__`` and ``__hash__`` are written and compiled the
first time each is called (only for the classes a run uses), and from then on run exactly as a
dataclass's do; the other methods are written once below.

    class Move(Record):
        item: int
        zone: str
        index: int | None = None

- Fields are the class's own annotations, in order, after those of the ``Record`` it extends
  (a field given again keeps its place); a value given in the class body is the field's
  default (immutable values only: there is no default factory). ``ClassVar`` annotations are
  not fields. A field without a default after one with a default is a ``TypeError``, as for a
  dataclass.
- ``Move(1, "pile", index=0)``: positional or keyword arguments, missing or unknown ones a
  ``TypeError``. ``class Options(Record, kw_only=True)``: keyword arguments only (and its
  subclasses too), so a field without a default may follow one with a default.
- A ``__post_init__`` method is called once the fields are set (to check them, say).
- ``_cache = Memo()`` keeps what is worked out from the fields (see ``Memo``).
- Immutable: setting or deleting a field raises ``dataclasses.FrozenInstanceError``; ``replace``
  makes a changed copy, ``fields`` names the fields.
- Equal when of the same class with equal fields; hashed by its fields; ``repr`` as a
  dataclass's; ``match`` patterns take the fields by position; pickled and copied by fields.
- A Record is also a dataclass to the ``dataclasses`` module: ``dataclasses.replace``,
  ``fields``, ``asdict`` and ``is_dataclass`` take it, so a frozen dataclass can become a
  Record without its users changing.
"""
from __future__ import annotations

import dataclasses
from dataclasses import FrozenInstanceError
from typing import Any, Callable, ClassVar, dataclass_transform

#: The methods written for each class when first called (see ``_compile``).
_WRITTEN = ("__init__", "__eq__", "__hash__")


class Memo:
    """What a Record works out from its fields, kept with it since they never change:
    ``_cache = Memo()`` in the class body gives each instance a dict, made at its first use.
    Not a field: not compared, hashed, shown, copied or pickled."""

    @staticmethod
    def slot_of(name: str) -> str:
        return f"{name.lstrip('_')}_memo"       # no leading "__": no name mangling

    def __set_name__(self, owner: type, name: str) -> None:
        self._slot = owner.__dict__[self.slot_of(name)]     # the slot's own descriptor

    def __get__(self, instance: Any, owner: type | None = None) -> Any:
        if instance is None:
            return self
        try:
            return self._slot.__get__(instance, owner)
        except AttributeError:
            memo: dict[Any, Any] = {}
            self._slot.__set__(instance, memo)      # the slot's own setter: the Record is frozen
            return memo


class _RecordType(type):
    """Turns the class body's annotations into ``__slots__`` and its values into defaults."""

    def __new__(mcs, name: str, bases: tuple[type, ...], namespace: dict[str, Any],
                kw_only: bool | None = None, **kwargs: Any):
        annotations = namespace.get("__annotations__", {})
        own = tuple(field for field, kind in annotations.items()
                    if not str(kind).startswith(("ClassVar", "typing.ClassVar")))
        defaults = {field: namespace.pop(field) for field in own if field in namespace}
        inherited: tuple[str, ...] = next(
            (base._fields for base in bases if isinstance(base, _RecordType)), ())
        # A field given again (a narrower type, another default) keeps its place and its slot.
        new = tuple(field for field in own if field not in inherited)
        memos = tuple(Memo.slot_of(key) for key, value in namespace.items()
                      if isinstance(value, Memo))
        namespace["__slots__"] = new + memos
        cls = super().__new__(mcs, name, bases, namespace, **kwargs)
        fields = inherited + new
        all_defaults = {**getattr(cls, "_defaults", {}), **defaults}
        if kw_only is None:
            kw_only = getattr(cls, "_kw_only", False)
        seen_default = None
        for field in fields:
            if field in all_defaults:
                seen_default = field
            elif seen_default is not None and not kw_only:
                raise TypeError(f"{name}: field {field!r} without a default follows "
                                f"{seen_default!r}, which has one")
        cls._fields, cls._defaults, cls._kw_only = fields, all_defaults, kw_only
        cls.__match_args__ = () if kw_only else fields
        cls.__dataclass_fields__ = _dataclass_fields(cls, own, annotations, kw_only)
        cls.__dataclass_params__ = _NOT_DECORATED
        for method in _WRITTEN:
            if bases and method not in namespace and _ours(getattr(cls, method)):
                setattr(cls, method, _written_when_called(cls, method))
        return cls


class _NotDecorated:
    """A Record's ``__dataclass_params__``: ``@dataclass`` on a Record subclass stops with this
    error (the class body already made the fields); ``dataclasses.replace``, ``fields`` and
    ``asdict`` never read it."""

    def __getattr__(self, name: str) -> Any:
        raise TypeError("a Record subclass is not decorated with @dataclass: its class body "
                        "already declares its fields (see facetable.records)")


_NOT_DECORATED = _NotDecorated()


def _ours(method: Callable[..., Any]) -> bool:
    """Whether an inherited ``method`` is one a Record class is given (written for its base,
    ``Record``'s own, or ``object``'s), not one that a class defined itself: that one is kept."""
    return getattr(method, "_record_written", False) or \
        method in (object.__init__, object.__eq__, object.__hash__, Record.__init__)


def _dataclass_fields(cls: type, own: tuple[str, ...], annotations: dict[str, Any],
                      kw_only: bool) -> dict[str, dataclasses.Field]:
    """What the ``dataclasses`` module reads of a dataclass: one ``Field`` per field, the
    inherited ones first (the same objects as the base's, as for a dataclass)."""
    found = dict(getattr(cls, "__dataclass_fields__", {}))
    for name in own:
        field = dataclasses.field(default=cls._defaults.get(name, dataclasses.MISSING),
                                  kw_only=kw_only)
        field.name, field.type = name, annotations[name]
        field._field_type = dataclasses._FIELD         # type: ignore[attr-defined]
        found[name] = field
    return found


def _written_when_called(cls: type, method: str) -> Callable[..., Any]:
    """A stand-in for ``cls``'s ``method`` that, at its first call, writes the real one,
    puts it on ``cls`` in its place, and calls it. Each Record class has its own stand-ins:
    a subclass's fields are not its base's."""
    def stand_in(self: Any, *args: Any, **kwargs: Any) -> Any:
        real = _compile(cls, method)
        setattr(cls, method, real)
        return real(self, *args, **kwargs)
    stand_in.__name__, stand_in.__qualname__ = method, f"{cls.__qualname__}.{method}"
    stand_in._record_written = True                     # type: ignore[attr-defined]
    return stand_in


def _compile(cls: type, method: str) -> Callable[..., Any]:
    """``cls``'s ``method`` written out for its fields, as ``dataclasses`` writes it."""
    fields = cls._fields                                # type: ignore[attr-defined]
    me = "__record_self__" if "self" in fields else "self"
    mine = "".join(f"{me}.{field}," for field in fields)
    if method == "__init__":
        params = ", ".join(f"{field}=__defaults[{field!r}]"
                           if field in cls._defaults else field   # type: ignore[attr-defined]
                           for field in fields)
        if params and cls._kw_only:                     # type: ignore[attr-defined]
            params = "*, " + params
        body = "".join(f"\n    __set({me}, {field!r}, {field})" for field in fields)
        if hasattr(cls, "__post_init__"):
            body += f"\n    {me}.__post_init__()"
        source = f"def __init__({me}{', ' if params else ''}{params}):{body or ' pass'}"
    elif method == "__eq__":
        theirs = "".join(f"other.{field}," for field in fields)
        source = (f"def __eq__({me}, other):\n"
                  f"    if other.__class__ is {me}.__class__:\n"
                  f"        return ({mine}) == ({theirs})\n"
                  f"    return NotImplemented")
    else:
        source = f"def __hash__({me}):\n    return hash(({mine}))"
    scope = {"__set": object.__setattr__,
             "__defaults": cls._defaults}               # type: ignore[attr-defined]
    exec(source, scope)                                 # noqa: S102 - our own text, as dataclasses
    written = scope[method]
    written.__qualname__ = f"{cls.__qualname__}.{method}"
    written._record_written = True
    return written


@dataclass_transform(eq_default=True, frozen_default=True)
class Record(metaclass=_RecordType):
    """Base of immutable value types; see the module's documentation."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()
    _defaults: ClassVar[dict[str, Any]] = {}
    _kw_only: ClassVar[bool] = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        """Set the fields (reached by ``super().__init__`` from a class's own ``__init__``)."""
        cls = type(self)
        setter = cls.__dict__.get("_record_init")
        if setter is None:
            setter = _compile(cls, "__init__")
            cls._record_init = setter                   # type: ignore[attr-defined]
        setter(self, *args, **kwargs)

    def _values(self) -> tuple[Any, ...]:
        return tuple([getattr(self, field) for field in self._fields])

    def __repr__(self) -> str:
        inside = ", ".join(f"{field}={getattr(self, field)!r}" for field in self._fields)
        return f"{type(self).__qualname__}({inside})"

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple[Callable[..., Any], tuple[Any, ...]]:
        if self._kw_only:
            return _by_name, (type(self), self._values())
        return type(self), self._values()

    def replace(self, **changes: Any) -> Record:
        """A copy with ``changes`` (field names to new values)."""
        kept = {field: getattr(self, field) for field in self._fields if field not in changes}
        return type(self)(**kept, **changes)

    @classmethod
    def fields(cls) -> tuple[str, ...]:
        """The fields' names, in order."""
        return cls._fields


def _by_name(cls: type[Record], values: tuple[Any, ...]) -> Record:
    """A keyword-only Record made again from its values in field order (unpickling)."""
    return cls(**dict(zip(cls._fields, values)))

