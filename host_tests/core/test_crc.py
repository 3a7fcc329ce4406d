"""CRC-16/CCITT-FALSE: the published check value, chaining, and single-bit error detection."""

from scopa_core.crc import crc16


def test_check_value():
    assert crc16(b"123456789") == 0x29B1
    assert crc16(b"") == 0xFFFF


def test_chaining_and_slices_agree_with_whole():
    data = bytes(range(200))
    assert crc16(data[100:], crc16(data[:100])) == crc16(data)
    assert crc16(data, start=10, end=50) == crc16(data[10:50])
    assert crc16(bytearray(data)) == crc16(data)


def test_every_single_bit_flip_changes_the_crc():
    data = bytearray(b"SCOPA settebello 7D:3C+4B")
    good = crc16(data)
    for i in range(len(data)):
        for b in range(8):
            data[i] ^= 1 << b
            assert crc16(data) != good, (i, b)
            data[i] ^= 1 << b
