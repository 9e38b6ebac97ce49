"""Measuring scripts: ``python -m facetable.tools.<name> --help``."""
