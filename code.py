"""Scopa for CircuitPython handhelds: device entry point (placeholder).

CircuitPython runs this file as __main__. On the host, `python -m ...` from the repo
root makes this file shadow the stdlib `code` module (pdb imports it), so keep all
start-up work under the guard below.
"""

if __name__ == "__main__":
    print("scopa")
