"""The line rules the engine and the bots share (facetable/engine/flip7/lines.py)."""
from facetable.engine.flip7 import deck
from facetable.engine.flip7.cards import LUCKY13, UNLUCKY7
from facetable.engine.flip7.lines import busts, line_sevens

DECK = deck()


def card(value, name="plain"):
    return next(c for c in DECK if c.is_number and c.value == value and c.name == name)


def test_a_duplicate_busts():  # F7-7
    assert busts([card(5), card(9)], card(5))
    assert not busts([card(5), card(9)], card(6))
    assert not busts([], card(12))


def test_unlucky7_never_busts_on_arrival():  # F7-20
    assert not busts([card(7), card(3)], card(7, UNLUCKY7))


def test_lucky13_allows_one_other_13():  # F7-22
    assert not busts([card(13, LUCKY13)], card(13))
    assert not busts([card(13)], card(13, LUCKY13))
    assert busts([card(13)], card(13))
    assert busts([card(13, LUCKY13), card(13)], card(13))


def test_seven_count_with_and_without_the_pair_option():  # F7-8
    line = [card(13, LUCKY13), card(13), card(1), card(2)]
    assert line_sevens(line, pair_counts_twice=True) == 4
    assert line_sevens(line, pair_counts_twice=False) == 3
