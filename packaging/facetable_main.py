"""The desktop build's entry point (``packaging/facetable.spec``): the same ``main`` as the
``facetable`` command. ``main`` itself calls ``multiprocessing.freeze_support()`` first in a
frozen app, so the bot process, which is this program started again, runs the bot and not a
second window."""
import sys

from facetable.app.main import main

if __name__ == "__main__":
    sys.exit(main())
