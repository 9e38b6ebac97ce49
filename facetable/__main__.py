"""``python -m facetable`` starts the app."""
from facetable.app.interrupt import exit_on_ctrl_c

exit_on_ctrl_c()        # first of all: Ctrl+C during the imports below ends quietly (status 130)

import sys  # noqa: E402

from facetable.app.main import main  # noqa: E402

sys.exit(main())
