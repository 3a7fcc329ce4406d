"""CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection): the one checksum of the
project, shared by the save records and the link frames.

Pure Python on purpose: ``binascii.crc32`` is missing from some CircuitPython builds. The
256-entry table is built once at import into two tables of bytes (high and low byte), not a
list of 256 ints, which a board would hold as objects.
Check value: ``crc16(b"123456789") == 0x29B1``.
"""

_HI = bytearray(256)
_LO = bytearray(256)


def _build():
    for i in range(256):
        c = i << 8
        for _ in range(8):
            c = ((c << 1) ^ 0x1021) & 0xFFFF if c & 0x8000 else (c << 1) & 0xFFFF
        _HI[i] = c >> 8
        _LO[i] = c & 0xFF


_build()


def crc16(data, crc=0xFFFF, start=0, end=None):
    """CRC of ``data[start:end]`` (bytes, bytearray or memoryview), continuing from ``crc``."""
    if end is None:
        end = len(data)
    hi = crc >> 8
    lo = crc & 0xFF
    for i in range(start, end):
        t = hi ^ data[i]
        hi = lo ^ _HI[t]
        lo = _LO[t]
    return hi << 8 | lo
