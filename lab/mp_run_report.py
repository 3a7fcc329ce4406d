"""Failure reports of lab/mp_run_tests.py, loaded only when a test fails: the exception as
``Type: message (file:line)`` and its traceback, from the traceback module (CPython, and the
board twin as CircuitPython builds it); ``Type: message`` alone where there is none
(``mp_run_tests.py -x`` lets the failure go for the VM's own traceback)."""


def traceback_text(exc):
    try:
        import traceback
    except ImportError:
        return ""
    return "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))


def where(tb_text):
    """The last 'File "...", line N' of a traceback, as 'file:N'."""
    found = ""
    for line in tb_text.split("\n"):
        line = line.strip()
        if line.startswith('File "'):
            end = line.find('"', 6)
            j = line.find("line ", end)
            if end > 0 and j > 0:
                num = line[j + 5:].split(",")[0]
                found = line[6:end] + ":" + num
    return found


def describe(exc):
    """(one-line description, full traceback text) of an exception."""
    msg = type(exc).__name__
    text = str(exc)
    if text:
        msg += ": " + text
    tb = traceback_text(exc)
    at = where(tb)
    if at:
        msg += " (" + at + ")"
    return msg, tb
