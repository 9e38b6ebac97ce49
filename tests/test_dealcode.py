"""Deal codes (issue 10): a short text that starts a new game with the same deal; every
mistake refused with its reason."""
from __future__ import annotations

import random

import pytest

from facetable.engine import SPECTATOR, OptionsError
from facetable.games import GAMES
from facetable.saves import dealcode
from facetable.saves.dealcode import DealCodeError, decode, encode


def _random_options(spec, rng):
    while True:
        try:
            return _try_options(spec, rng)
        except OptionsError:
            continue                          # a combination the game refuses


def _try_options(spec, rng):
    values = {}
    for field in spec.options.fields():
        if field.kind == "choice":
            values[field.name] = rng.choice(field.choices)
        elif field.kind is bool:
            values[field.name] = rng.random() < 0.5
        elif field.kind is int:
            values[field.name] = rng.randint(int(field.low), int(field.high))
        else:
            values[field.name] = rng.uniform(field.low, field.high)
    return spec.options.from_json(values)


@pytest.mark.parametrize("game", list(GAMES))
def test_a_code_round_trips_every_option_and_seed_and_deals_the_same(game):
    spec = GAMES[game]
    rng = random.Random(game)
    for _ in range(50):
        options = _random_options(spec, rng)
        seed = rng.choice([0, 1, rng.randrange(1 << 30), rng.randrange(1 << 63), -5])
        code = encode(game, options, seed)
        assert code.startswith(game + "-") and len(code) <= 48
        assert decode(code) == (game, options, seed, None, None)
        messy = " " + code.upper().replace("1", "l").replace("0", "O").replace("-", " - ") + "\n"
        assert decode(messy) == (game, options, seed, None, None)   # read aloud, typed by hand
    again = spec.setup(*decode(code)[1:])
    assert again.view(SPECTATOR) == spec.setup(options, seed).view(SPECTATOR)


def _body(code):
    return code.split("-", 1)[1].replace("-", "")


@pytest.mark.parametrize("code, reason", [
    ("", dealcode.EMPTY),
    ("   ", dealcode.EMPTY),
    ("flip7", dealcode.SHAPE),
    ("flip7-", dealcode.SHAPE),
    ("flip7-U!", dealcode.SHAPE),
    ("chess-40GH-4030", dealcode.UNKNOWN_GAME),
    ("flip7-0000", dealcode.CHECKSUM),
    ("flip7-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ", dealcode.CHECKSUM),
])
def test_bad_codes_are_refused_with_their_reason(code, reason):
    with pytest.raises(DealCodeError) as caught:
        decode(code)
    assert caught.value.reason == reason


def test_every_single_typo_is_caught_or_still_gives_the_same_deal():
    spec = GAMES["crack"]
    code = encode("crack", spec.make_options(3), 123456)
    caught = 0
    for i, char in enumerate(code):
        if char == "-" or i < len("crack-"):
            continue
        for other in dealcode.ALPHABET:
            if other == char:
                continue
            typo = code[:i] + other + code[i + 1:]
            try:
                decoded = decode(typo)
            except DealCodeError:
                caught += 1
                continue
            assert decoded != ("crack", spec.make_options(3), 123456, None, None) or typo == code
    assert caught > 0.99 * (len(_body(code)) * 31)


def test_a_code_from_a_newer_facetable_or_with_unknown_option_values_is_said_so():
    spec = GAMES["flip7"]
    fields = spec.options.fields()
    # a newer version
    body = bytearray(dealcode._varint(dealcode.VERSION + 1))
    body += bytes(len(fields)) + dealcode._varint(4)      # whatever a newer one holds
    newer = _code("flip7", spec, bytes(body))
    with pytest.raises(DealCodeError) as caught:
        decode(newer)
    assert caught.value.reason == dealcode.TOO_NEW
    # the players option out of range, with a right checksum
    body = bytearray(dealcode._varint(1)) + dealcode._varint(0)
    for field in fields:
        if field.kind is bool:
            continue
        value = getattr(spec.make_options(), field.name)
        if field.name == "players":
            value = 99
        body += dealcode._value_bytes(field, value)
    body += dealcode._varint(4)
    with pytest.raises(DealCodeError) as caught:
        decode(_code("flip7", spec, bytes(body)))
    assert caught.value.reason == dealcode.OPTIONS and "players" in caught.value.detail


def _code(game, spec, body):
    return game + "-" + dealcode._base32(body + dealcode._checksum(spec, body))


@pytest.mark.parametrize("game", list(GAMES))
def test_a_code_keeps_a_stacked_deal_and_a_chosen_first_seat(game):
    """The contract's ``deal`` and ``first``: a code of a stacked or continued game (CP-4: the
    last winner starts) deals the same cards to the same first seat."""
    spec = GAMES[game]
    options = spec.make_options()
    deal = spec.deck(options)
    random.Random(game).shuffle(deal)
    first = options.players - 1
    code = encode(game, options, 77, deal, first)
    assert decode(code) == (game, options, 77, deal, first)
    assert decode(encode(game, options, 77, first=first)) == (game, options, 77, None, first)
    assert decode(encode(game, options, 77, deal)) == (game, options, 77, deal, None)
    again = spec.setup(*decode(code)[1:])
    state = spec.setup(options, 77, deal=deal, first=first)
    assert again.first == state.first == first
    assert again.view(SPECTATOR) == state.view(SPECTATOR) and again.view(0) == state.view(0)


def test_a_code_whose_first_seat_does_not_fit_is_refused():
    spec = GAMES["coup"]
    body = bytearray(dealcode._varint(2)) + dealcode._varint(1)     # version 2; the yes/no
    for field in spec.options.fields():
        if field.kind is not bool:
            body += dealcode._value_bytes(field, getattr(spec.make_options(), field.name))
    body += dealcode._varint(4) + dealcode._varint(dealcode.HAS_FIRST) + dealcode._varint(9)
    with pytest.raises(DealCodeError) as caught:
        decode(_code("coup", spec, bytes(body)))
    assert caught.value.reason == dealcode.OPTIONS and "first" in caught.value.detail
