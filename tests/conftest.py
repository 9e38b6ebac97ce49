"""Test setup: Qt runs offscreen; animations are instant unless a test asks otherwise."""
import os
import shutil
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Card pictures drawn by the tests (and the apps they start) are cached in a folder of their own,
# not in the user's cache, and the tests start with none.
CACHE_HOME = os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="facetable-test-cache-")


@pytest.fixture(autouse=True, scope="session")
def _cache_home():
    yield
    shutil.rmtree(CACHE_HOME, ignore_errors=True)


@pytest.fixture
def window(qtbot):
    """The main window in instant mode, bots answering at once, the hot-seat curtain coming
    as soon as a human has played (GUI tests; ``test_hand_over_done`` tests the Done pause)."""
    from facetable.app.main_window import MainWindow
    w = MainWindow(settings=None, use_worker=True)
    qtbot.addWidget(w)
    w.set_speed(0.0)
    w.set_hand_over_pause(0)
    w.bot_pause_ms = 0
    w.resize(1100, 720)
    w.show()
    yield w
    w.close()


@pytest.fixture(autouse=True, scope="session")
def english(qapp):
    """The app installs its language at start; English's catalogue holds its plural forms
    ("1 card", "2 cards"), so the tests start the same way."""
    from facetable.app.i18n import install_language
    install_language(qapp, "en", digits="native")
