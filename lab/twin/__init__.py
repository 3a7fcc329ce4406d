"""The board twin: CircuitPython's own VM shaped like a PyBadge (see README.md here)."""
