"""The desktop build's entry point (``packaging/facetable.spec``): the same ``main`` as the
``facetable`` command. ``main`` itself calls ``multiprocessing.freeze_support()`` first in a
frozen app, so the bot process, which is this program started again, runs the bot and not a
second window."""
from facetable.app.interrupt import exit_on_ctrl_c

exit_on_ctrl_c()        # first of all: Ctrl+C during the imports below ends quietly (status 130)

import sys  # noqa: E402

from facetable.app.main import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
