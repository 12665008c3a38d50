"""What the app's data files (world.map, world.places) share: LEB128 varints, zigzag for signed ones,
and the FNV-1a 64 checksum of the payload after the magic."""

import struct


def varint(value):
    """`value` (not negative) as LEB128 bytes."""
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def zigzag(value):
    """A signed number as the unsigned one zigzag encoding gives it (0, -1, 1, -2 … as 0, 1, 2, 3 …)."""
    return (value << 1) ^ (value >> 63)


def fnv1a64(data):
    hash_value = 0xCBF29CE484222325
    for byte in data:
        hash_value = ((hash_value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return hash_value


def file_bytes(magic, payload):
    """The magic, the payload's checksum (8 bytes, little-endian), then the payload."""
    return magic + struct.pack("<Q", fnv1a64(payload)) + bytes(payload)
