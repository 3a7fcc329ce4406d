"""The UART link: two boards, one match. Pure bytes; the transport, the clock and
the entropy are injected, so the same code runs on the board, on the host over a pty or a
serial adapter, and in tests over an in-memory pipe.

``link.Link`` is one match over a cable (``from scopa_core.link.link import Link``); it has
its parts, bottom up: ``cobs`` (framing that resynchronizes after garbage), ``channel`` (CRC,
numbered frames, acknowledgements, retransmission, heartbeats, the goodbye codes),
``handshake`` (version, options, commit and reveal of both seeds, with ``sha256``; loaded
while connecting), ``moves`` (the move exchange: moves checked against the rules, a state
checksum after every move) and ``resync`` (rebuilding a diverged match from the
transcripts; loaded the first time the boards disagree).

This face imports nothing: its modules import one another by their full names, and a package
that imported them back would close a cycle.
"""
