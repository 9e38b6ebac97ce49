"""``facetable.records.Record``: the behaviour of a frozen slotted dataclass, defined cheaply."""
from __future__ import annotations

import copy
import pickle
from dataclasses import FrozenInstanceError, dataclass
from typing import Any, ClassVar

import pytest

from facetable.records import Record


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
