"""The packages are found by pyproject.toml (``[tool.setuptools.packages.find]``: every package
under facetable/). Two more are added here: assets/ and translations/ sit at the top of the
repository and install as ``facetable.assets`` and ``facetable.translations`` (pyproject's
``package-dir`` maps them), which a search of facetable/ cannot find."""
from setuptools import Distribution, setup

#: Packages whose folder is outside facetable/ (see ``package-dir`` in pyproject.toml).
DATA_PACKAGES = ("facetable.assets", "facetable.translations")


class _WithDataPackages(Distribution):
    def parse_config_files(self, *args, **kwargs):
        super().parse_config_files(*args, **kwargs)      # reads pyproject.toml, finds packages
        self.packages = [*(self.packages or ()),
                         *(p for p in DATA_PACKAGES if p not in (self.packages or ()))]


setup(distclass=_WithDataPackages)
