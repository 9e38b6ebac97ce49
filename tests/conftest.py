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


def pytest_xdist_auto_num_workers(config):
    """``-n auto`` (pyproject's pytest options): the whole suite, run with no paths as the
    README says, goes to two workers when the machine has two cores or more (about half the
    time; the suite is checked reliable at two, more would not pay on the 2-core machine it is
    timed on). Chosen tests, ``-s`` (the soak and kill figures print) and one core run in this
    process, as before."""
    whole_suite = config.args_source == pytest.Config.ArgsSource.TESTPATHS
    if not whole_suite or config.getoption("capture") == "no":
        return 0
    workers = min(2, os.cpu_count() or 1)
    return workers if workers > 1 else 0
