"""The in-memory cable of the cable match's memory run (cable_peer.py): two fixed rings, our
board's end as a stand-in ``busio.UART`` (what scopa_hw.uart_link uses of it), the other
board's end with the link's two verbs, the memory board with a cable port, and reproducible
seeds. All made with the harness, before the baseline; reading and writing allocate nothing
on our side."""

from mem_board import Board

RING = 1024  # the board's UART receive buffer (scopa_hw.uart_link.RX_BUFFER)
# busio.UART on a SAMD51: busio_uart_obj_t (usart_async_descriptor, pins, baudrate, timeout,
# buffer pointer and length: ~108 B -> 112) and the receive buffer common_hal_busio_uart_
# construct takes with gc_alloc (1024 B): both in the heap.
UART_BOARD = 112 + RING


class Ring:
    """One direction of the cable; when full it drops its oldest byte, as a UART does."""

    def __init__(self, size=RING):
        self.buf = bytearray(size)
        self.head = 0
        self.n = 0
        self.dropped = 0

    def put(self, data):
        buf = self.buf
        size = len(buf)
        for i in range(len(data)):
            if self.n == size:
                self.head = (self.head + 1) % size
                self.n -= 1
                self.dropped += 1
            buf[(self.head + self.n) % size] = data[i]
            self.n += 1

    def take_into(self, out):
        buf = self.buf
        size = len(buf)
        k = min(len(out), self.n)
        for i in range(k):
            out[i] = buf[(self.head + i) % size]
        self.head = (self.head + k) % size
        self.n -= k
        return k


class Uart:
    """Our end of the cable: what scopa_hw.uart_link uses of ``busio.UART``."""

    def __init__(self, rx, tx):
        self.rx = rx
        self.tx = tx

    @property
    def in_waiting(self):
        return self.rx.n

    def readinto(self, buf):
        return self.rx.take_into(buf)

    def write(self, data):
        self.tx.put(data)
        return len(data)

    def deinit(self):
        pass


class PeerEnd:
    """The other board's end: the link's two verbs."""

    def __init__(self, rx, tx):
        self.rx = rx
        self.tx = tx

    def read(self):
        n = self.rx.n
        if not n:
            return None
        out = bytearray(n)
        self.rx.take_into(out)
        return out

    def write(self, data):
        self.tx.put(data)


class CableBoard(Board):
    """The memory run's board with a cable port: ``uart()`` as scopa_hw.device has it."""

    def __init__(self, port):
        Board.__init__(self)
        self.port = port
        self._uart = None

    def uart(self):
        if self._uart is None:
            from scopa_hw.uart_link import UartTransport

            self._uart = UartTransport(self.port)
        return self._uart


class Entropy:
    """Reproducible seeds for both boards: 16-bit arithmetic, no big integers."""

    def __init__(self, x):
        self.x = x

    def __call__(self, n):
        out = bytearray(n)
        x = self.x
        for i in range(n):
            x = (x * 75 + 74) % 65537
            out[i] = x & 255
        self.x = x
        return bytes(out)
