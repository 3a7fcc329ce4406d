"""Runs before code.py on the board (placeholder)."""

print("scopa boot")
