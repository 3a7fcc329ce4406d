"""The cable link's transport on the board: the Feather header's TX (D1) and RX (D0) at
115200 baud. Wire two boards TX->RX, RX->TX, GND->GND (docs/link.md).

``open_uart()`` makes the UART (never at import); ``UartTransport`` gives it the link's
two verbs. ``read()`` copies what the 1024-byte receive buffer holds into one preallocated
buffer and returns a memoryview of it (valid until the next read: the link copies what it
keeps), or None when nothing is waiting, so polling allocates almost nothing. ``write()``
blocks until sent: a frame of the link is at most 70 bytes, about 6 ms at 115200 baud.
"""

from micropython import const

_BAUDRATE = const(115200)
_RX_BUFFER = const(1024)  # must be a power of two on SAMD; a full buffer drops the oldest bytes


class UartTransport:
    def __init__(self, uart, size=256):
        self._uart = uart
        self._buf = bytearray(size)
        self._view = memoryview(self._buf)

    def read(self):
        if not self._uart.in_waiting:
            return None
        n = self._uart.readinto(self._buf)
        if not n:
            return None
        return self._view[:n]

    def write(self, data):
        self._uart.write(data)

    def close(self):
        self._uart.deinit()


def open_uart(baudrate=_BAUDRATE):
    import board
    import busio

    uart = busio.UART(board.TX, board.RX, baudrate=baudrate, timeout=0,
                      receiver_buffer_size=_RX_BUFFER)
    return UartTransport(uart)
