"""Deal codes: a short text that starts a new game with the same deal (no Qt).

A code is the game's id, a dash, then base 32 in groups of four::

    flip7-0A1C-8M2R-Q7W4-XT

The base-32 part holds, as variable-length numbers: the format's version, the game's yes/no
options as the bits of one number, its other options in its declaration's order (a choice by
its place in the list), the seed, and a 16-bit checksum over the game, its options' names and
kinds, and all of that. A game set up with a ``first`` seat or a stacked ``deal`` (version 2)
also holds, after the seed, a number saying which of the two follow, then the seat, then each
card of the deal as its place among the kinds of cards in the game's ``full_deck`` (so a
stacked code is long: about one letter and a half per card). Version 1 codes still read. The
alphabet is Crockford's (no I, L, O or U); reading ignores case, spaces and dashes and takes
I and L for 1 and O for 0, so a code read aloud or typed by hand still works. A mistyped code
fails the checksum; a code whose game this FaceTable does not have, or whose options it no
longer knows, is refused with a line that says so.
"""
from __future__ import annotations

import struct
from typing import Any, NamedTuple

from facetable.engine import GameOptions, OptionsError
from facetable.games import GAMES, GameSpec

VERSION = 2
#: Codes with neither ``first`` nor ``deal`` are written as version 1 (as before both existed).
PLAIN_VERSION = 1
#: The bits of version 2's number that says what follows the seed.
HAS_FIRST, HAS_DEAL = 1, 2
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READ = {c: i for i, c in enumerate(ALPHABET)}
_READ.update({"I": 1, "L": 1, "O": 0})

#: Why a code is refused (``DealCodeError.reason``).
EMPTY, SHAPE, UNKNOWN_GAME, CHECKSUM, TOO_NEW, OPTIONS = (
    "empty", "shape", "unknown_game", "checksum", "too_new", "options")


class DealCodeError(ValueError):
    """A code that cannot be used; ``reason`` is one of the names above."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail


class DealCode(NamedTuple):
    """What a code holds: everything ``setup`` was given."""

    game: str
    options: GameOptions
    seed: int
    deal: list | None = None
    first: int | None = None


def encode(game: str, options: GameOptions, seed: int, deal: list | None = None,
           first: int | None = None) -> str:
    """The deal code of a game of ``game`` with these options and seed (and the ``deal`` and
    ``first`` seat its ``setup`` was given, when it was)."""
    spec = GAMES[game]
    extras = (HAS_FIRST if first is not None else 0) | (HAS_DEAL if deal is not None else 0)
    body = bytearray(_varint(VERSION if extras else PLAIN_VERSION))
    fields = spec.options.fields()
    body += _varint(sum(1 << i for i, f in enumerate(_flags(fields)) if getattr(options, f.name)))
    for field in fields:
        if field.kind is not bool:
            body += _value_bytes(field, getattr(options, field.name))
    body += _varint(_zigzag(seed))
    if extras:
        body += _varint(extras)
        if first is not None:
            body += _varint(first)
        if deal is not None:
            kinds = _kinds(spec, options)
            body += b"".join(_varint(kinds.index(card)) for card in deal)
    body += _checksum(spec, bytes(body))
    text = _base32(bytes(body))
    return game + "-" + "-".join(text[i:i + 4] for i in range(0, len(text), 4))


def decode(code: str) -> DealCode:
    """(game, options, seed, deal, first) of a code; ``DealCodeError`` with the reason
    otherwise."""
    text = "".join(code.split())
    if not text:
        raise DealCodeError(EMPTY)
    game, dash, rest = text.partition("-")
    game = game.lower()
    if not dash or not rest:
        raise DealCodeError(SHAPE, "a code is a game's name, a dash, then letters and digits")
    if game not in GAMES:
        raise DealCodeError(UNKNOWN_GAME, game)
    spec = GAMES[game]
    body = _unbase32(rest.replace("-", "").upper())
    if len(body) < 3 or _checksum(spec, body[:-2]) != body[-2:]:
        raise DealCodeError(CHECKSUM)
    data, at = body[:-2], 0
    version, at = _read_varint(data, at)
    if version > VERSION:
        raise DealCodeError(TOO_NEW, f"version {version}")
    values: dict[str, Any] = {}
    fields = spec.options.fields()
    try:
        flags, at = _read_varint(data, at)
        for i, field in enumerate(_flags(fields)):
            values[field.name] = bool(flags >> i & 1)
        for field in fields:
            if field.kind is not bool:
                values[field.name], at = _read_value(field, data, at)
        seed, at = _read_varint(data, at)
        extras, at = _read_varint(data, at) if version >= 2 else (0, at)
        first, at = _read_varint(data, at) if extras & HAS_FIRST else (None, at)
        places = []
        if extras & HAS_DEAL:
            while at < len(data):
                place, at = _read_varint(data, at)
                places.append(place)
    except (IndexError, struct.error):
        raise DealCodeError(CHECKSUM) from None
    if at != len(data):
        raise DealCodeError(CHECKSUM)
    try:
        options = spec.options.from_json(values)
    except (OptionsError, TypeError) as error:
        raise DealCodeError(OPTIONS, str(error)) from None
    deal = None
    if extras & HAS_DEAL:
        kinds = _kinds(spec, options)
        if any(p >= len(kinds) for p in places):
            raise DealCodeError(OPTIONS, "a card of the deal is not in this game's deck")
        deal = [kinds[p] for p in places]
    if extras:
        try:
            spec.new_state(options, _unzigzag(seed), deal, first)
        except ValueError as error:                  # a deal or seat that does not fit
            raise DealCodeError(OPTIONS, str(error)) from None
    return DealCode(game, options, _unzigzag(seed), deal, first)


def _kinds(spec: GameSpec, options: GameOptions) -> list:
    """The different cards of the game's deck, in a fixed order: a deal's card is written as
    its place in this list."""
    if spec.deck is None:
        raise DealCodeError(OPTIONS, f"{spec.id} has no deal order")
    return sorted(set(spec.deck(options)), key=lambda c: (type(c).__name__, c))


# --- values ------------------------------------------------------------------------------------
def _flags(fields) -> list:
    """The yes/no options, kept together as the bits of one number."""
    return [f for f in fields if f.kind is bool]


def _value_bytes(field, value: Any) -> bytes:
    if field.kind == "choice":
        return _varint(field.choices.index(value))
    if field.kind is int:
        return _varint(_zigzag(value))
    return struct.pack(">d", float(value))


def _read_value(field, data: bytes, at: int) -> tuple[Any, int]:
    if field.kind == "choice":
        index, at = _read_varint(data, at)
        if index >= len(field.choices):
            raise DealCodeError(OPTIONS, f"option {field.name}: choice {index + 1} is unknown")
        return field.choices[index], at
    if field.kind is int:
        number, at = _read_varint(data, at)
        return _unzigzag(number), at
    return struct.unpack_from(">d", data, at)[0], at + 8


def _checksum(spec: GameSpec, body: bytes) -> bytes:
    """16 bits over the game, the names and kinds of its options (a code made for options
    laid out otherwise fails), and the body."""
    import hashlib       # loads OpenSSL (2 ms): when a code is made or read, not at start-up
    layout = ";".join(f"{f.name}:{f.kind if isinstance(f.kind, str) else f.kind.__name__}:"
                      f"{','.join(map(str, f.choices))}" for f in spec.options.fields())
    return hashlib.sha256(f"{spec.id}|{layout}|".encode() + body).digest()[:2]


def _zigzag(n: int) -> int:
    return n * 2 if n >= 0 else -n * 2 - 1


def _unzigzag(n: int) -> int:
    return n // 2 if n % 2 == 0 else -(n + 1) // 2


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        low, n = n & 0x7F, n >> 7
        out.append(low | (0x80 if n else 0))
        if not n:
            return bytes(out)


def _read_varint(data: bytes, at: int) -> tuple[int, int]:
    n = shift = 0
    while True:
        if shift > 70:
            raise IndexError("number too long")
        byte = data[at]
        at += 1
        n |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return n, at


def _base32(data: bytes) -> str:
    number = int.from_bytes(b"\x01" + data, "big")      # the 1 keeps leading zero bytes
    out = []
    while number:
        number, digit = divmod(number, 32)
        out.append(ALPHABET[digit])
    return "".join(reversed(out))


def _unbase32(text: str) -> bytes:
    number = 0
    for char in text:
        if char not in _READ:
            raise DealCodeError(SHAPE, f"{char!r} is not used in deal codes")
        number = number * 32 + _READ[char]
    raw = number.to_bytes((number.bit_length() + 7) // 8, "big")
    if not raw or raw[0] != 1:
        raise DealCodeError(CHECKSUM)
    return raw[1:]


__all__ = ["CHECKSUM", "DealCode", "DealCodeError", "EMPTY", "OPTIONS", "SHAPE", "TOO_NEW",
           "UNKNOWN_GAME", "decode", "encode"]
