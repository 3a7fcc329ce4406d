# mypy: ignore-errors
# (host only: CPython files and pyserial, not the board's API that `make typecheck` checks)
"""Host stand-ins for the board's non-volatile memory and UART."""

import os

NVM_SIZE = 8192
DEFAULT_NVM = "~/.local/share/scopa-handheld/nvm.bin"


class FileNvm:
    """``microcontroller.nvm`` backed by a file: 8192 bytes, slice reads and writes.

    Every write replaces the whole file atomically (write a temporary file, then rename), so
    the file is always either the old or the new contents. A missing or unreadable file reads
    as erased flash (all 0xFF; an unreadable one fails each save, which the game reports). A
    file of another size is kept aside as ``<path>.bad``, and its first 8192 bytes (padded
    with 0xFF) are read as the memory: the save's checks then say what of it is damaged.
    """

    def __init__(self, path):
        self.path = os.path.expanduser(path)
        data = None
        try:
            with open(self.path, "rb") as f:
                data = f.read(NVM_SIZE + 1)
            if len(data) != NVM_SIZE:
                os.replace(self.path, self.path + ".bad")
        except OSError:  # missing, a folder, not allowed
            pass
        data = (data or b"")[:NVM_SIZE]
        self._data = bytearray(data + b"\xff" * (NVM_SIZE - len(data)))

    def __len__(self):
        return NVM_SIZE

    def __getitem__(self, index):
        return self._data[index]

    def __setitem__(self, index, value):
        if isinstance(index, slice):
            start, stop, step = index.indices(NVM_SIZE)
            if step != 1 or stop - start != len(value):
                # microcontroller.nvm refuses a slice write that would change its length.
                raise ValueError("nvm slice write must keep the length")
        self._data[index] = value
        self._flush()

    def _flush(self):
        folder = os.path.dirname(self.path)
        if folder:
            os.makedirs(folder, exist_ok=True)
        tmp = self.path + ".tmp"
        with open(tmp, "wb") as f:
            f.write(self._data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, self.path)


class SerialLink:
    """A serial port or pty through pyserial, shaped like the board's transport:
    ``read()`` returns the bytes waiting (``b""`` when none) and never blocks."""

    def __init__(self, path, baudrate=115200):
        import serial

        self._port = serial.Serial(path, baudrate=baudrate, timeout=0)

    def read(self):
        n = self._port.in_waiting
        return self._port.read(n) if n else b""

    def write(self, data):
        return self._port.write(data)

    def close(self):
        self._port.close()
