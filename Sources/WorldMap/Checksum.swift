/// The map file's checksum, FNV-1a of 64 bits: the converter computes the same in a few lines of Python.
package enum Checksum {
    package static func fnv1a64<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}
