"""The Good Face Bad Face table (rules GF-1 … GF-29)."""
