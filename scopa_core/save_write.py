"""Writing a save (``save`` reads them, and says what a slot holds): the slot's layout, the
records of settings, stats and the match, and the one write. A deal's end loads only this."""

from scopa_core.crc import crc16
from scopa_core.prefs import FIELDS, GAMES, OPPONENTS, COLUMNS, LINK_LEVEL

SLOT_SIZE = 4096
SLOT_BASES = (0, SLOT_SIZE)
MAGIC = b"SV"
FORMAT = 1
HEADER = 9
MAX_PAYLOAD = SLOT_SIZE - HEADER - 2
GENERATION_LIMIT = 1 << 30  # generations count on modulo this (a small int): see ``later``

# Record kinds.
SETTINGS = 1
STATS = 2
MATCH = 3
TORNEO = 4  # a tournament in progress (scopa_core.torneo's bytes); older saves have none


def settings_bytes(settings):
    out = bytearray()
    for (name, count), value in zip(FIELDS, settings.values()):
        if not 0 <= value < count:
            raise ValueError("setting %s=%r out of range 0..%d" % (name, value, count - 1))
        out.append(value)
    return bytes(out)


def stats_bytes(stats):
    # Rows and columns first: a later version may add some and still be read.
    out = bytearray((OPPONENTS, COLUMNS))
    for x in stats.values:
        out.append(x & 255)
        out.append(x >> 8)
    return bytes(out)


def pack_match(level, variant, human, record):
    """MATCH data: level, variant, human's player index, ``record.encode(...)`` bytes."""
    if not (0 <= level <= LINK_LEVEL and 0 <= variant < GAMES and 0 <= human < 6):
        raise ValueError("match header out of range")
    return bytes((level, variant, human)) + bytes(record)


def unpack_match(data):
    """(level, variant, human, record) or ValueError. Replaying checks the moves."""
    if len(data) < 13 or data[3:5] != b"SC":  # a record is at least 10 bytes
        raise ValueError("not a saved match")
    if not (data[0] <= LINK_LEVEL and data[1] < GAMES and data[2] < 6):
        raise ValueError("saved match header out of range")
    return data[0], data[1], data[2], bytes(data[3:])


def later(a, b):
    """True if generation ``a`` was written after ``b``. Generations count on modulo
    GENERATION_LIMIT, so after the largest comes 0; of two slots the later one is never more
    than half the circle ahead."""
    d = (a - b) & (GENERATION_LIMIT - 1)
    return 0 < d < GENERATION_LIMIT >> 1


def _record(kind, data):
    n = len(data)
    return bytes((kind, n & 255, n >> 8)) + data




def write(nvm, last, settings, stats, match=None, torneo=None):
    """Write the slot ``last`` (a ``SaveStore.last()``: the slot, its generation, the payload
    there now) names, unless nothing changed; read it back. (written, the new ``last``);
    ValueError (no write) if it does not fit, OSError if it does not read back. ``torneo``:
    a tournament's bytes (``Torneo.to_bytes``), kept in the same write as the match."""
    if len(nvm) < 2 * SLOT_SIZE:
        raise ValueError("nvm smaller than %d bytes" % (2 * SLOT_SIZE))
    target, gen, old = last
    payload = _record(SETTINGS, settings_bytes(settings)) + _record(STATS, stats_bytes(stats))
    if match is not None:
        unpack_match(match)
        payload += _record(MATCH, match)
    if torneo is not None:
        payload += _record(TORNEO, bytes(torneo))
    if len(payload) > MAX_PAYLOAD:
        raise ValueError("save too large: %d bytes (at most %d)" % (len(payload), MAX_PAYLOAD))
    if payload == old:
        return False, last
    n = len(payload)
    slot = bytearray(MAGIC)
    slot.append(FORMAT)
    slot.extend(bytes((gen & 255, gen >> 8 & 255, gen >> 16 & 255, gen >> 24)))
    slot.extend(bytes((n & 255, n >> 8)))
    slot.extend(payload)
    crc = crc16(slot)
    slot.append(crc & 255)
    slot.append(crc >> 8)
    base = SLOT_BASES[target]
    nvm[base:base + len(slot)] = slot
    if nvm[base:base + len(slot)] != slot:
        raise OSError("the save did not read back")
    return True, (1 - target, (gen + 1) & (GENERATION_LIMIT - 1), payload)
