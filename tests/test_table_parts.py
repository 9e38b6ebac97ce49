"""Shared, game-neutral parts of the table (issue 21): a bank of coins that never runs out in
the zone model, choosing some of the cards offered, and the 2–12 seat ring."""
from __future__ import annotations

import pytest

from facetable.table.choose_some import ChooseSome
from facetable.table.ring_seating import seat_cells
from facetable.table.zones import MoveUnknown, TableModel, Zone, ZoneError


def bank_and_purses() -> TableModel:
    return TableModel([Zone("bank", "pile", count=0, endless=True),
                       Zone("purse0", "pile", 0, count=2), Zone("purse1", "pile", 1, count=5)])


def test_coins_move_between_purses_and_an_endless_bank():
    model = bank_and_purses()
    model.apply(MoveUnknown("bank", "purse0", 3))                 # taken from the bank
    model.apply(MoveUnknown("purse1", "purse0", 2))               # taken from a player
    model.apply(MoveUnknown("purse0", "bank", 7))                 # paid into the bank
    assert [model.zones[z].size for z in ("bank", "purse0", "purse1")] == [0, 0, 3]


def test_a_purse_cannot_pay_coins_it_does_not_hold():
    model = bank_and_purses()
    with pytest.raises(ZoneError, match="empty pile 'purse0'"):
        model.apply(MoveUnknown("purse0", "bank", 3))


def test_choosing_one_too_many_lets_go_of_the_earliest():
    keep = ChooseSome((10, 11, 12, 13), 2, (0, 1))
    assert keep.items == [10, 11] and keep.mask() == 0b0011
    keep.toggle(13)
    assert keep.items == [11, 13] and keep.mask() == 0b1010
    keep.toggle(11)
    assert keep.items == [13] and keep.mask() is None             # not enough chosen
    assert ChooseSome().mask() is None and ChooseSome().items == []


def test_the_ring_seats_two_to_twelve():
    for players in range(2, 13):
        seats, centre = seat_cells(players, 0, 1280, 800)
        assert sorted(seats) == list(range(players))
        assert not any(r.intersects(centre) for r in seats.values())
    with pytest.raises(ValueError, match="2 to 12 players"):
        seat_cells(13, 0, 1280, 800)
