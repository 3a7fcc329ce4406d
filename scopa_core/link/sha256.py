"""SHA-256 (FIPS 180-4) in pure Python, for the link's commit and reveal: a few short
messages per handshake, so clarity and memory come before speed.

The PyBadge's CircuitPython has no ``hashlib``, and ``adafruit_hashlib`` loads MD5, SHA-1,
SHA-256 and SHA-512 together. This module is SHA-256 alone, and keeps every int under 2**16
(a board's small ints end at 2**30; larger ones each take a heap allocation): a 32-bit word
is a pair of 16-bit halves, ``(high, low)``. host_tests/link/test_link_sha.py checks it
against hashlib.
"""

from micropython import const

_M = const(0xFFFF)
# The round constants and the initial hash value, as 16-bit halves (high, low, high, ...).
_K = (0x428A, 0x2F98, 0x7137, 0x4491, 0xB5C0, 0xFBCF, 0xE9B5, 0xDBA5, 0x3956, 0xC25B,
      0x59F1, 0x11F1, 0x923F, 0x82A4, 0xAB1C, 0x5ED5, 0xD807, 0xAA98, 0x1283, 0x5B01,
      0x2431, 0x85BE, 0x550C, 0x7DC3, 0x72BE, 0x5D74, 0x80DE, 0xB1FE, 0x9BDC, 0x06A7,
      0xC19B, 0xF174, 0xE49B, 0x69C1, 0xEFBE, 0x4786, 0x0FC1, 0x9DC6, 0x240C, 0xA1CC,
      0x2DE9, 0x2C6F, 0x4A74, 0x84AA, 0x5CB0, 0xA9DC, 0x76F9, 0x88DA, 0x983E, 0x5152,
      0xA831, 0xC66D, 0xB003, 0x27C8, 0xBF59, 0x7FC7, 0xC6E0, 0x0BF3, 0xD5A7, 0x9147,
      0x06CA, 0x6351, 0x1429, 0x2967, 0x27B7, 0x0A85, 0x2E1B, 0x2138, 0x4D2C, 0x6DFC,
      0x5338, 0x0D13, 0x650A, 0x7354, 0x766A, 0x0ABB, 0x81C2, 0xC92E, 0x9272, 0x2C85,
      0xA2BF, 0xE8A1, 0xA81A, 0x664B, 0xC24B, 0x8B70, 0xC76C, 0x51A3, 0xD192, 0xE819,
      0xD699, 0x0624, 0xF40E, 0x3585, 0x106A, 0xA070, 0x19A4, 0xC116, 0x1E37, 0x6C08,
      0x2748, 0x774C, 0x34B0, 0xBCB5, 0x391C, 0x0CB3, 0x4ED8, 0xAA4A, 0x5B9C, 0xCA4F,
      0x682E, 0x6FF3, 0x748F, 0x82EE, 0x78A5, 0x636F, 0x84C8, 0x7814, 0x8CC7, 0x0208,
      0x90BE, 0xFFFA, 0xA450, 0x6CEB, 0xBEF9, 0xA3F7, 0xC671, 0x78F2)
_H0 = (0x6A09, 0xE667, 0xBB67, 0xAE85, 0x3C6E, 0xF372, 0xA54F, 0xF53A, 0x510E, 0x527F,
       0x9B05, 0x688C, 0x1F83, 0xD9AB, 0x5BE0, 0xCD19)


def _rotr(h, l, n):
    """The word (h, l) rotated right by n bits (0 < n < 32)."""
    if n >= 16:
        h, l = l, h
        n -= 16
    if n:
        h, l = (h >> n | l << (16 - n)) & _M, (l >> n | h << (16 - n)) & _M
    return h, l


def _mix(h, l, r1, r2, r3, shift):
    """rotr(x, r1) ^ rotr(x, r2) ^ rotr(x, r3), or ^ (x >> r3) when ``shift`` (r3 < 16):
    the four sigma functions of the standard."""
    ah, al = _rotr(h, l, r1)
    bh, bl = _rotr(h, l, r2)
    if shift:
        ch, cl = h >> r3, (l >> r3 | h << (16 - r3)) & _M
    else:
        ch, cl = _rotr(h, l, r3)
    return ah ^ bh ^ ch, al ^ bl ^ cl


def _block(state, data, at):
    """Compress the 64 bytes of ``data`` from ``at`` into ``state`` (16 halves)."""
    wh = [0] * 64
    wl = [0] * 64
    for i in range(16):
        j = at + 4 * i
        wh[i] = data[j] << 8 | data[j + 1]
        wl[i] = data[j + 2] << 8 | data[j + 3]
    for i in range(16, 64):
        s0h, s0l = _mix(wh[i - 15], wl[i - 15], 7, 18, 3, True)
        s1h, s1l = _mix(wh[i - 2], wl[i - 2], 17, 19, 10, True)
        low = wl[i - 16] + s0l + wl[i - 7] + s1l
        wl[i] = low & _M
        wh[i] = (wh[i - 16] + s0h + wh[i - 7] + s1h + (low >> 16)) & _M
    ah, al, bh, bl, ch, cl, dh, dl, eh, el, fh, fl, gh, gl, hh, hl = state
    k = _K
    for i in range(64):
        # Sums of halves are carried from low to high once, where a word is complete.
        s1h, s1l = _mix(eh, el, 6, 11, 25, False)
        t1l = hl + s1l + (el & fl ^ ~el & gl) + k[2 * i + 1] + wl[i]
        t1h = hh + s1h + (eh & fh ^ ~eh & gh) + k[2 * i] + wh[i]
        s0h, s0l = _mix(ah, al, 2, 13, 22, False)
        t2l = s0l + (al & bl ^ al & cl ^ bl & cl)
        t2h = s0h + (ah & bh ^ ah & ch ^ bh & ch)
        hh, hl, gh, gl, fh, fl = gh, gl, fh, fl, eh, el
        low = dl + t1l
        eh, el = (dh + t1h + (low >> 16)) & _M, low & _M
        dh, dl, ch, cl, bh, bl = ch, cl, bh, bl, ah, al
        low = t1l + t2l
        ah, al = (t1h + t2h + (low >> 16)) & _M, low & _M
    new = (ah, al, bh, bl, ch, cl, dh, dl, eh, el, fh, fl, gh, gl, hh, hl)
    for i in range(0, 16, 2):  # each word of the state plus the new one, carried
        low = state[i + 1] + new[i + 1]
        state[i + 1] = low & _M
        state[i] = (state[i] + new[i] + (low >> 16)) & _M


def digest(data):
    """The 32-byte SHA-256 digest of ``data`` (bytes)."""
    bits = len(data) * 8
    pad = (55 - len(data)) % 64
    msg = bytes(data) + b"\x80" + bytes(pad) + bytes((bits >> s) & 255 for s in range(56, -8, -8))
    state = list(_H0)
    for at in range(0, len(msg), 64):
        _block(state, msg, at)
    out = bytearray()
    for v in state:
        out.append(v >> 8)
        out.append(v & 255)
    return bytes(out)
