/// The data files' checksum (the map's, the place names'), FNV-1a of 64 bits: their converters compute
/// the same in a few lines of Python.
package enum Checksum {
    package static func fnv1a64<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// Where a data file's payload starts, after its magic and its payload's checksum (8 bytes,
    /// little-endian), both checked.
    ///
    /// - Parameter kind: what the file is, for the error, e.g. `map` (`not a map file (make map-data writes one)`).
    /// - Throws: `GeoFileError` naming `file` when the magic or the checksum is wrong.
    package static func payloadOffset(of bytes: [UInt8], magic: [UInt8], file: String, kind: String) throws(GeoFileError) -> Int {
        let headerSize = magic.count + 8
        guard bytes.count >= headerSize, Array(bytes[..<magic.count]) == magic else {
            throw GeoFileError(file: file, problem: "not a \(kind) file (make \(kind)-data writes one)")
        }
        let stored = (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[magic.count + $1]) << (8 * $1) }
        guard fnv1a64(bytes[headerSize...]) == stored else {
            throw GeoFileError(file: file, problem: "checksum does not match: the file is damaged")
        }
        return headerSize
    }
}
