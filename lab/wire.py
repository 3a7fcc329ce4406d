"""Two link ends joined in memory, for the lab's scripts that run two boards' links in one VM
(lab/link_core_bench.py, lab/link_flood.py): what one end writes, the other reads."""


class Wire:
    def __init__(self):
        self.buf = [bytearray(), bytearray()]

    def end(self, side):
        """The UART-like end of ``side`` (0 or 1): read() gives what the other side wrote
        since (None when nothing), write() sends."""
        wire = self

        class End:
            def read(self):
                b = wire.buf[1 - side]
                if not b:
                    return None
                wire.buf[1 - side] = bytearray()
                return b

            def write(self, data):
                wire.buf[side].extend(data)

        return End()
