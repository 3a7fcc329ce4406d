"""A match as bytes: (options, seed, moves), the save format's payload and the link's record.

Layout: ``SC``, format byte, options (4 bytes, little-endian; format 1 had 3, and reads so),
seed (4 bytes, little-endian),
then each move as a varint (7 bits a byte, low first; most moves fit in one byte).
Decoding checks the shape only; replaying the moves (``Match.replay``) checks the rules.

>>> from scopa_core.options import Options
>>> data = encode(Options(), 7, [6, 70, 200])
>>> data.hex()
'53430202000c00070000000646c801'
>>> decode(data) == (Options(), 7, [6, 70, 200])
True
>>> pack_options(Options(players=4, teams=True, target=21))
884748
>>> unpack_options(884748) == Options(players=4, teams=True, target=21)
True
"""

from micropython import const

from scopa_core.options import FLAG_NAMES, TARGETS, Options

MAGIC = b"SC"
FORMAT = 2
_FLAGS_LOW = const(8)  # flags in bits 3-10; the rest from bit 21 (format 1 had only these)
OPTION_BITS = 21 + len(FLAG_NAMES) - _FLAGS_LOW


def pack_options(o):
    """The options as an int < 2**OPTION_BITS, what saves and the link carry: bits 0-2 players,
    3-10 the first eight flags (FLAG_NAMES), 11-12 primiera, 13-14 end, 15-16 the target's
    index, 17-20 deals, 21 on the other flags."""
    bits = o.players
    for i in range(len(FLAG_NAMES)):
        if getattr(o, FLAG_NAMES[i]):
            bits |= _flag_bit(i)
    return bits | o.primiera << 11 | o.end << 13 | TARGETS.index(o.target) << 15 | o.deals << 17


def _flag_bit(i):
    return 8 << i if i < _FLAGS_LOW else 1 << 21 + i - _FLAGS_LOW


def unpack_options(bits):
    """The options ``pack_options`` made ``bits`` from; ValueError if they are none."""
    if type(bits) is not int or not 0 <= bits < 1 << OPTION_BITS:
        raise ValueError("packed options out of range: %r" % (bits,))
    flags = {}
    for i in range(len(FLAG_NAMES)):
        flags[FLAG_NAMES[i]] = bool(bits & _flag_bit(i))
    return Options(bits & 7, bits >> 11 & 3, bits >> 13 & 3, TARGETS[bits >> 15 & 3], bits >> 17 & 15,
                   **flags)


def encode(options, seed, moves):
    out = bytearray(MAGIC)
    out.append(FORMAT)
    bits = pack_options(options)
    out.extend(bytes((bits & 255, bits >> 8 & 255, bits >> 16 & 255, bits >> 24)))
    out.extend(bytes((seed & 255, seed >> 8 & 255, seed >> 16 & 255, seed >> 24 & 255)))
    return bytes(out) + encode_moves(moves)


def encode_moves(moves):
    """The moves as ``encode`` writes them after its header: a varint each."""
    out = bytearray()
    for m in moves:
        while m >= 128:
            out.append(m & 127 | 128)
            m >>= 7
        out.append(m)
    return bytes(out)


def decode(data):
    """(options, seed, moves) from ``encode`` output; ValueError if damaged."""
    options, seed = header(data)
    return options, seed, list(moves_in(data))


def header(data):
    """(options, seed) of ``encode`` output; ValueError if damaged."""
    if len(data) < 10 or data[:2] != MAGIC:
        raise ValueError("not a saved match")
    if not 1 <= data[2] <= FORMAT:
        raise ValueError("saved match format %d is not known (this is %d)" % (data[2], FORMAT))
    i = _start(data)
    if len(data) < i:
        raise ValueError("not a saved match")
    options = unpack_options(data[3] | data[4] << 8 | data[5] << 16 | (data[6] << 24 if i > 10 else 0))
    seed = data[i - 4] | data[i - 3] << 8 | data[i - 2] << 16 | data[i - 1] << 24
    if seed >= 1 << 30:
        raise ValueError("saved match has a seed out of range")
    return options, seed


def moves_in(data):
    """The moves of ``encode`` output one by one (no list of them all: a board's heap is
    small); ValueError if one is damaged."""
    i = _start(data)
    while i < len(data):
        m = 0
        shift = 0
        while True:
            if i >= len(data):
                raise ValueError("saved match ends inside a move")
            b = data[i]
            i += 1
            m |= (b & 127) << shift
            shift += 7
            if b < 128:
                break
            if shift >= 21:
                raise ValueError("saved match has an oversized move")
        yield m


def _start(data):
    """Where the moves begin: format 1 had 3 bytes of options, format 2 has 4."""
    return 10 if data[2] == 1 else 11
