"""The Face Guess table (rules FG-1 … FG-12)."""
