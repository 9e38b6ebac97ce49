"""High Card, a sixth game kept in ``tests/`` (never in the menu), built by CONTRIBUTING.md's
recipe to prove it (issue 21): an engine with hidden hands (``engine``), its bots (``bots``),
its declaration (``spec.SPEC``), a zone-model table of at most 150 lines (``table/``) and its
rules page (``rules/``). ``tests/sample_helpers.registered_sample`` puts it in ``GAMES`` while
a test runs."""

import contextlib
from collections.abc import Iterator


@contextlib.contextmanager
def registered() -> Iterator:
    """High Card is a game in ``GAMES`` (after the real ones) until the block ends; yields its
    spec. It is never declared in ``facetable/games``, so the app never offers it."""
    from fake_games import registered as games_registered

    from .spec import SPEC
    with games_registered(SPEC):
        yield SPEC
