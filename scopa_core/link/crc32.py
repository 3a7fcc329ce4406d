"""CRC-32 (the ISO-HDLC one of zlib and Ethernet: reflected, polynomial 0xEDB88320, initial
value and final XOR all ones): the link's check on its frames and on the state both boards
compare after every move. Random damage passes it once in 2**32, where a 16-bit check lets
one in 65536 through, which over a long noisy cable is a lost match now and then.

A board's small ints end at 2**30, so the value never lives in one int: it is kept as its
four bytes, low to high, while running, and handed out as ``bytes`` (big-endian, the value
zlib gives), which frames carry as they are and boards compare with ``==``. The table is
four tables of bytes (each byte of the 256 entries), built once at import.
Check value: ``crc32(b"123456789") == bytes.fromhex("cbf43926")``.
"""

_T0 = bytearray(256)
_T1 = bytearray(256)
_T2 = bytearray(256)
_T3 = bytearray(256)


def _build():
    for i in range(256):
        h = 0
        l = i
        for _ in range(8):
            low = l & 1
            l = l >> 1 | (h & 1) << 15
            h >>= 1
            if low:
                h ^= 0xEDB8
                l ^= 0x8320
        _T0[i] = l & 255
        _T1[i] = l >> 8
        _T2[i] = h & 255
        _T3[i] = h >> 8


_build()


def crc32(data, crc=None, start=0, end=None):
    """CRC-32 of ``data[start:end]`` as 4 bytes, continuing from ``crc`` (what an earlier
    call returned for the bytes before), so ``crc32(b, crc32(a)) == crc32(a + b)``."""
    if end is None:
        end = len(data)
    if crc is None:
        c0 = c1 = c2 = c3 = 255
    else:
        c0 = crc[3] ^ 255
        c1 = crc[2] ^ 255
        c2 = crc[1] ^ 255
        c3 = crc[0] ^ 255
    for i in range(start, end):
        t = c0 ^ data[i]
        c0 = c1 ^ _T0[t]
        c1 = c2 ^ _T1[t]
        c2 = c3 ^ _T2[t]
        c3 = _T3[t]
    return bytes((c3 ^ 255, c2 ^ 255, c1 ^ 255, c0 ^ 255))
