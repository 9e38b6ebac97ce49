"""``python -m facetable`` starts the app."""
import sys

from facetable.app.main import main

sys.exit(main())
