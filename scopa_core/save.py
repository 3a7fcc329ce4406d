"""Saves in the board's 8 KB of non-volatile memory: settings, stats, the match in progress.

Two 4096-byte slots. A slot: ``SV``, format byte, generation (4 bytes), payload length (2),
payload, CRC-16 of all before it; little-endian. Loading keeps the good slot of the later
generation (they count on modulo 2**30: ``save_write.later``); saving writes the other one,
so a write cut short only damages a slot that was not the latest (on a SAMD51 each nvm write
erases and rewrites the whole 8 KB block: a power cut in it can still lose both, README
"Saves"). Payload: records (kind, 2-byte length, data); unknown kinds are skipped.
Every format keeps this frame (header, payload length, CRC); only the payload may change.

Loading never raises on any content: problems come back as short sentences for the screen,
defaults stand in. Erased memory (all 0xFF or 0x00) is a first start. A newer format's slot
is not read; the next save avoids it if it can (it survives one save of ours).
"""

from micropython import const

from scopa_core.crc import crc16
from scopa_core.prefs import (BEST_STREAK, COLUMNS, DRAWN, FIELDS, LINK_LEVEL, LOST,  # noqa: F401
                              OPPONENTS, PLAYED, SCOPE, STREAK, TWO_V_TWO, WON, Settings, Stats)
# The slot's layout and the writing: a module of its own, all a deal's save loads.
from scopa_core.save_write import (GENERATION_LIMIT, HEADER, MAGIC, MATCH, MAX_PAYLOAD,  # noqa: F401
                                   SETTINGS, SLOT_BASES, SLOT_SIZE, STATS, TORNEO, FORMAT, later,
                                   pack_match, settings_bytes, stats_bytes, unpack_match, write)

# Slot states.
EMPTY = 0
_GOOD = const(1)
_DAMAGED = const(2)
_NEWER = const(3)

DAMAGED_DEFAULTS = "Save damaged: using defaults"
DAMAGED_END = "Save damaged: its last part dropped"
DAMAGED_OLDER = "A save was damaged: using the last good one"
NEWER_DEFAULTS = "Save from a newer version: using defaults"
NEWER_OLDER = "Save from a newer version: using an older one"
UNKNOWN_RECORD = "Unknown part of the save skipped"
BAD_SETTINGS = "Some settings were invalid: reset"
BAD_STATS = "Stats damaged: reset"
BAD_MATCH = "Saved match damaged: dropped"
BAD_TORNEO = "Saved tournament damaged: dropped"
NOT_ITS_MATCH = "Saved match is not the tournament's match of this round: dropped"


_SEATS_AT = [f[0] for f in FIELDS].index("seats")  # where the seats byte sits in a save


def read_settings(data, problems=None):
    """Out-of-range values take their default (reported); so do missing trailing fields
    (silently); extra ones are ignored."""
    s = Settings()
    bad = False
    for (name, count), value in zip(FIELDS, data):
        if value < count:
            setattr(s, name, value)
        else:
            bad = True
    s.sound = bool(s.sound)
    s.hints = bool(s.hints)
    # Saved before SEATS (no seats byte): variant 3 meant "Two against two". Not merely
    # shorter than FIELDS: fields added after seats may be missing too.
    if len(data) <= _SEATS_AT and s.variant == 3:
        s.variant, s.seats = 0, TWO_V_TWO
    if bad and problems is not None:
        problems.append(BAD_SETTINGS)
    return s


def read_stats(data, problems=None):
    s = Stats()
    if len(data) < 2 or len(data) != 2 + 2 * data[0] * data[1]:
        if problems is not None:
            problems.append(BAD_STATS)
        return s
    rows = data[0]
    cols = data[1]
    for r in range(min(rows, OPPONENTS)):
        for c in range(min(cols, COLUMNS)):
            at = 2 + 2 * (r * cols + c)
            s.values[r * COLUMNS + c] = data[at] | data[at + 1] << 8
    return s


def _blank(nvm, base):
    # Erased only if the whole slot is: a cut write may leave the header erased, not the rest.
    first = nvm[base]
    for at in range(base, base + SLOT_SIZE, 256):
        for x in nvm[at:at + 256]:
            if x != first:
                return False
    return first == 0 or first == 255


def _u32(b, at):
    return b[at] | b[at + 1] << 8 | b[at + 2] << 16 | b[at + 3] << 24


class SaveStore:
    """Loads and saves through an nvm of at least 8192 bytes."""
    def __init__(self, nvm, last=None):
        """``last``: an earlier store's ``last()`` on the same nvm, so this one need not read
        both slots again (the app keeps that, not the store: this module leaves the heap
        between saves)."""
        if len(nvm) < 2 * SLOT_SIZE:
            raise ValueError("nvm smaller than %d bytes" % (2 * SLOT_SIZE))
        self.nvm = nvm
        self._scanned = last is not None
        self._target, self._generation, self._payload = last or (0, 0, None)
        self.torneo = None  # the tournament in progress, as ``load`` found it (bytes)

    def last(self):
        """Where the next save goes, its generation, and the payload last read or written."""
        return self._target, self._generation, self._payload

    def _read_slot(self, base):
        """(state, generation or -1, payload or None) of the slot at ``base``."""
        head = self.nvm[base:base + HEADER]
        if head[0:2] != MAGIC:
            return (EMPTY if _blank(self.nvm, base) else _DAMAGED), -1, None
        gen = _u32(head, 3)
        size = head[7] | head[8] << 8
        if gen >= GENERATION_LIMIT or head[2] < FORMAT or size > MAX_PAYLOAD:
            return _DAMAGED, -1, None
        end = HEADER + size
        slot = self.nvm[base:base + end + 2]
        # The CRC first, whatever the format: a damaged format byte is damage, not a newer
        # version, and a damaged generation must not push ours to its limit.
        if crc16(slot, 0xFFFF, 0, end) != slot[end] | slot[end + 1] << 8:
            return _DAMAGED, -1, None
        if head[2] > FORMAT:
            return _NEWER, gen, None
        return _GOOD, gen, bytes(slot[HEADER:end])

    def _scan(self):
        """Read both slots; remember the newest good payload and where the next save goes."""
        states = [EMPTY, EMPTY]
        gens = [-1, -1]
        payloads = [None, None]
        for i in range(2):
            states[i], gens[i], payloads[i] = self._read_slot(SLOT_BASES[i])
        best = -1
        last = -1  # the latest slot with a generation, good or of a newer version
        for i in range(2):
            if states[i] == _GOOD and (best < 0 or later(gens[i], gens[best])):
                best = i
            if gens[i] >= 0 and (last < 0 or later(gens[i], gens[last])):
                last = i
        self._generation = (gens[last] + 1) & (GENERATION_LIMIT - 1) if last >= 0 else 0
        if best >= 0:
            self._target = 1 - best
        elif states[0] == _NEWER and states[1] != _NEWER:
            self._target = 1  # keep a newer version's save through our first save
        else:
            self._target = 0
        self._payload = payloads[best] if best >= 0 else None
        self._scanned = True
        return states, gens, best

    def load(self):
        """(settings, stats, match or None, problems); never raises on any content.
        ``match`` is ``pack_match`` output; ``problems`` is empty when all was well."""
        problems = []
        states, gens, best = self._scan()
        newer = False
        for i in range(2):
            if states[i] == _NEWER and (best < 0 or later(gens[i], gens[best])):
                newer = True
        if newer:
            problems.append(NEWER_OLDER if best >= 0 else NEWER_DEFAULTS)
        elif _DAMAGED in states:
            problems.append(DAMAGED_OLDER if best >= 0 else DAMAGED_DEFAULTS)
        settings = None
        stats = None
        match = None
        if self._payload is not None:
            settings, stats, match, self.torneo = _parse(self._payload, problems)
        return settings or Settings(), stats or Stats(), match, problems

    def save(self, settings, stats, match=None):
        """Write the older slot in one slice write and read it back. False (no write) when
        nothing changed since the last load or save: flash wears. ValueError (no write) if it
        does not fit, OSError if it does not read back: the last good save stays."""
        if not self._scanned:
            self._scan()
        wrote, last = write(self.nvm, self.last(), settings, stats, match)
        self._target, self._generation, self._payload = last
        return wrote


def _parse(payload, problems):
    settings = None
    stats = None
    match = None
    torneo = None
    t = None  # the Torneo those bytes read as
    unknown = False
    i = 0
    n = len(payload)
    while i < n:
        size = payload[i + 1] | payload[i + 2] << 8 if i + 3 <= n else n
        if i + 3 + size > n:  # a record runs past the end: what came before it stands
            problems.append(DAMAGED_END if i else DAMAGED_DEFAULTS)
            break
        kind = payload[i]
        i += 3
        data = payload[i:i + size]
        i += size
        if kind == SETTINGS:
            settings = read_settings(data, problems)
        elif kind == STATS:
            stats = read_stats(data, problems)
        elif kind == MATCH:
            try:
                unpack_match(data)
                match = data
            except ValueError:
                problems.append(BAD_MATCH)
        elif kind == TORNEO:
            from scopa_core.torneo import Torneo

            try:
                t = Torneo.from_bytes(data)
                torneo = data
            except ValueError:
                problems.append(BAD_TORNEO)
        else:
            unknown = True
    if unknown:
        problems.append(UNKNOWN_RECORD)
    if match is not None and t is not None and not _accepted(t, match):
        problems.append(NOT_ITS_MATCH)  # the bracket stands; its round's match starts again
        match = None
    return settings, stats, match, torneo


def _accepted(t, match):
    """Whether the saved tournament ``t`` accepts the saved match (``Torneo.accepts``), read
    from the match's header. A header that does not read is left to the match's own check,
    which drops it as unreadable."""
    from scopa_core.record import header

    level, _, me, record = unpack_match(match)
    try:
        options, seed = header(record)
    except ValueError:
        return True
    return t.accepts(level, me, options, seed)
