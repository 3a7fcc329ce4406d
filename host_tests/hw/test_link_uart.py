"""The board's UART transport, against a stand-in for busio.UART."""

from scopa_hw.uart_link import UartTransport


class FakeUart:
    def __init__(self):
        self.rx = bytearray()
        self.tx = bytearray()

    @property
    def in_waiting(self):
        return len(self.rx)

    def readinto(self, buf):
        n = min(len(buf), len(self.rx))
        if not n:
            return None
        buf[:n] = self.rx[:n]
        del self.rx[:n]
        return n

    def write(self, data):
        self.tx.extend(data)
        return len(data)


def test_reads_what_is_waiting_without_allocating_a_new_buffer():
    u = FakeUart()
    t = UartTransport(u, size=8)
    assert t.read() is None
    u.rx.extend(b"0123456789")
    first = t.read()
    assert bytes(first) == b"01234567"
    assert bytes(t.read()) == b"89"
    assert t.read() is None
    t.write(b"\x00ab\x00")
    assert bytes(u.tx) == b"\x00ab\x00"


def test_a_link_runs_over_it():
    from scopa_core.link.link import Link
    from scopa_core.options import Options

    u = FakeUart()
    link = Link(UartTransport(u), lambda: 0, lambda n: bytes(n))
    link.begin(Options())
    link.poll()
    assert u.tx[:1] == b"\x00" and u.tx[-1:] == b"\x00"
    u.rx.extend(b"\x00garbage\x00")
    link.poll()
    assert link.state == "connecting"


def test_a_new_link_drops_what_the_uart_kept_from_before():
    # The UART is opened once and keeps what arrives while nobody reads it (up to its 1 KB
    # buffer): an earlier handshake's greetings must not reach a new one.
    from scopa_core.link.link import Link
    from scopa_core.options import Options

    u = FakeUart()
    u.rx.extend(b"\x00stale greeting\x00" * 60)
    link = Link(UartTransport(u), lambda: 0, lambda n: bytes(n))
    link.begin(Options())
    assert not u.rx
    assert link.channel.decoder.n == 0
