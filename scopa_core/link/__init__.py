"""The UART link: two boards, one match. Pure bytes; the transport, the clock and
the entropy are injected, so the same code runs on the board, on the host over a pty or a
serial adapter, and in tests over an in-memory pipe.

Layers, bottom up: ``cobs`` (framing that resynchronizes after garbage), ``channel`` (CRC,
numbered frames, acknowledgements, retransmission, heartbeats), ``handshake`` (version,
options, commit and reveal of both seeds), ``play`` (moves checked against the rules, a state
checksum after every move, the session's seat), ``mend`` and ``sync`` (resynchronization from
the transcripts), ``link`` (the state machine the session and the screens use).
"""

from scopa_core.link.link import Link
from scopa_core.link.play import RemoteSeat
