"""``facetable.records.Record``: the behaviour of a frozen slotted dataclass, defined cheaply."""
from __future__ import annotations

import copy
import pickle
from dataclasses import FrozenInstanceError, dataclass
from typing import Any, ClassVar

import pytest

from facetable.records import Memo, Record


class Point(Record):
    x: int
    y: int = 0
    unit: ClassVar[str] = "px"


class Other(Record):
    x: int
    y: int = 0


class Labelled(Point):
    label: str = ""


@dataclass(frozen=True, slots=True)
class DataPoint:
    x: int
    y: int = 0


def test_fields_come_from_annotations_with_defaults_and_classvars_left_out():
    assert Point.fields() == ("x", "y") and Labelled.fields() == ("x", "y", "label")
    assert Point.unit == "px" and Point.__slots__ == ("x", "y")
    p = Point(3)
    assert (p.x, p.y) == (3, 0)
    assert Point(1, y=2) == Point(x=1, y=2) == Point(1, 2)
    assert Labelled(1, label="a").label == "a" and Labelled(1).y == 0


def test_bad_arguments_are_type_errors_as_for_a_dataclass():
    for call in (lambda: Point(), lambda: Point(1, 2, 3), lambda: Point(1, z=2),
                 lambda: Point(1, x=2)):
        with pytest.raises(TypeError):
            call()
    with pytest.raises(TypeError):
        DataPoint()                    # the behaviour copied: a missing field
    with pytest.raises(TypeError, match="without a default"):
        class Bad(Record):             # noqa: F841 - defining it is what fails
            a: int = 0
            b: int


def test_frozen_and_slotted():
    p = Point(1, 2)
    with pytest.raises(FrozenInstanceError):
        p.x = 5
    with pytest.raises(FrozenInstanceError):
        del p.y
    with pytest.raises((AttributeError, TypeError)):
        object.__setattr__(p, "z", 1)          # no __dict__: only the fields exist
    assert (p.x, p.y) == (1, 2)


def test_equal_and_hashed_by_class_and_fields_as_a_dataclass():
    assert Point(1, 2) == Point(1, 2) and hash(Point(1, 2)) == hash(Point(1, 2))
    assert Point(1, 2) != Point(2, 1)
    assert Point(1, 2) != Other(1, 2)            # same fields, another class
    assert Point(1, 2) != (1, 2)
    assert Point(1, 2) != Labelled(1, 2)
    assert len({Point(1, 2), Point(1, 2), Point(2, 2)}) == 2
    assert repr(Point(1, 2)) == "Point(x=1, y=2)"
    assert repr(DataPoint(1, 2)) == "DataPoint(x=1, y=2)"      # the format copied


def test_replace_makes_a_changed_copy_and_refuses_unknown_fields():
    p = Labelled(1, 2, "a")
    assert p.replace(y=5) == Labelled(1, 5, "a") and p == Labelled(1, 2, "a")
    with pytest.raises(TypeError):
        p.replace(z=1)


def test_pickled_copied_and_matched_by_fields():
    p = Labelled(1, 2, "a")
    for other in (pickle.loads(pickle.dumps(p)), copy.copy(p), copy.deepcopy(p)):
        assert other == p and type(other) is Labelled
    match p:
        case Labelled(1, y, label="a"):
            assert y == 2
        case _:
            pytest.fail("the positional pattern did not match")


def test_any_value_is_kept_as_given():
    thing: Any = object()
    p = Point(thing, [1])
    assert p.x is thing and p.y == [1]


def test_a_record_is_a_dataclass_to_the_dataclasses_module():
    import dataclasses
    p = Labelled(1, 2, "a")
    assert dataclasses.is_dataclass(p) and dataclasses.is_dataclass(Labelled)
    assert [f.name for f in dataclasses.fields(Labelled)] == ["x", "y", "label"]
    assert [f.default for f in dataclasses.fields(p)][1:] == [0, ""]
    assert dataclasses.fields(Labelled)[0].default is dataclasses.MISSING
    assert dataclasses.replace(p, label="b") == Labelled(1, 2, "b")
    assert dataclasses.asdict(p) == {"x": 1, "y": 2, "label": "a"}
    with pytest.raises(TypeError):
        dataclasses.replace(p, z=1)


def test_methods_are_written_for_each_class_at_their_first_call():
    class Fresh(Record):
        a: int
        b: str = "b"

    class Fresher(Fresh):
        c: int = 3

    stand_ins = {m: Fresh.__dict__[m] for m in ("__init__", "__eq__", "__hash__")}
    first = Fresher(1)                       # the subclass writes its own, not its base's
    assert (first.a, first.b, first.c) == (1, "b", 3)
    assert Fresh.__dict__["__init__"] is stand_ins["__init__"]
    assert Fresh(1) == Fresh(1, "b") and hash(Fresh(1)) == hash(Fresh(1, "b"))
    assert all(Fresh.__dict__[m] is not s for m, s in stand_ins.items())
    assert Fresher(1, c=4) != Fresher(1) and Fresher(1) == Fresher(1, "b", 3)
    assert Fresh(1) != Fresher(1)            # same first fields, another class


def test_a_class_own_init_is_kept_and_may_set_the_fields_through_record():
    class Scaled(Record):
        x: int
        y: int

        def __init__(self, x: int, y: int, scale: int = 1) -> None:
            super().__init__(x * scale, y * scale)

    class Named(Scaled):
        name: str = ""

    s = Scaled(1, 2, scale=3)
    assert (s.x, s.y) == (3, 6) and Scaled(3, 6) == s and Scaled(1, 2, 3) == s
    n = Named(1, 2, 2)                           # inherits Scaled's own __init__
    assert (n.x, n.y, n.name) == (2, 4, "") and n == Named(2, 4)


def test_a_field_may_be_called_self():
    class Odd(Record):
        self: int
        other: int = 0

    assert Odd(1).self == 1 and Odd(self=2, other=3) == Odd(2, 3)
    assert hash(Odd(1)) == hash(Odd(1, 0))


class Checked(Record, kw_only=True):
    players: int = 4
    name: str

    def __post_init__(self) -> None:
        if self.players < 2:
            raise ValueError("players")


class Narrower(Checked):
    players: int = 3                     # given again: same place, another default
    extra: bool = False


def test_keyword_only_records_checked_after_init_and_fields_given_again():
    c = Checked(name="a")
    assert (c.players, c.name) == (4, "a") and Checked.__match_args__ == ()
    with pytest.raises(TypeError):
        Checked(4, "a")                  # keywords only
    with pytest.raises(ValueError, match="players"):
        Checked(players=1, name="a")     # __post_init__ ran
    n = Narrower(name="b")
    assert Narrower.fields() == ("players", "name", "extra") and Narrower.__slots__ == ("extra",)
    assert (n.players, n.name, n.extra) == (3, "b", False)
    with pytest.raises(ValueError):
        Narrower(players=0, name="b")    # the inherited check holds
    assert n.replace(extra=True) == Narrower(name="b", extra=True)
    for other in (pickle.loads(pickle.dumps(n)), copy.deepcopy(n)):
        assert other == n and type(other) is Narrower
    import dataclasses
    assert [f.kw_only for f in dataclasses.fields(n)] == [True, True, True]
    assert dataclasses.fields(Narrower)[0].default == 3


def test_dataclass_on_a_record_subclass_is_a_clear_error():
    class Base(Record):
        a: int = 0

    with pytest.raises(TypeError, match="not decorated with @dataclass"):
        @dataclass(frozen=True)
        class Sub(Base):                 # noqa: F841 - decorating it is what fails
            b: int = 1


class Costly(Record):
    a: int
    _cache = Memo()

    def double(self) -> int:
        if "double" not in self._cache:
            self._cache["double"] = self.a * 2
        return self._cache["double"]


def test_a_memo_keeps_what_is_worked_out_and_is_no_field():
    c = Costly(3)
    assert c.double() == 6 and c._cache == {"double": 6} and c._cache is c._cache
    assert Costly.fields() == ("a",) and Costly(3) == c and hash(Costly(3)) == hash(c)
    assert repr(c) == "Costly(a=3)" and Costly(4)._cache == {}
    assert pickle.loads(pickle.dumps(c))._cache == {}         # not carried along
    with pytest.raises(FrozenInstanceError):
        c._cache = {}
