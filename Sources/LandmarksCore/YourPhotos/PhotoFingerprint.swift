/// What identifies a photo whatever its name or folder: its size and a hash of its first 64 KiB.
///
/// Ratings are kept under it, so that renaming a photo, moving it or moving the whole folder keeps
/// them; a file edited in place gets a new one.
package struct PhotoFingerprint: Hashable, Sendable {
    package let size: Int64
    package let hash: UInt64

    /// How much of the start of a file the hash covers.
    package static let hashedBytes = 64 * 1024

    package init(size: Int64, hash: UInt64) {
        self.size = size
        self.hash = hash
    }

    /// The fingerprint of a file of `size` bytes that starts with `start` (of which the first 64 KiB count).
    package init(size: Int64, start: [UInt8]) {
        self.init(size: size, hash: Self.hash(start.prefix(Self.hashedBytes)))
    }

    /// The key in the state file, e.g. `2871234-9f3c2a81d04b7e65`.
    package var key: String {
        let hex = String(hash, radix: 16)
        return "\(size)-" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The fingerprint a key names, if it is one.
    package init?(key: String) {
        let parts = key.split(separator: "-")
        guard parts.count == 2, parts[1].count == 16, let size = Int64(parts[0]), let hash = UInt64(parts[1], radix: 16)
        else { return nil }
        self.init(size: size, hash: hash)
    }

    /// FNV-1a over 64-bit words (then the tail's bytes), each step mixed again: a fast hash whose
    /// output only has to tell files apart, not resist an attacker.
    static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
        bytes.withUnsafeBytes { buffer in
            let words = buffer.count / 8
            for index in 0..<words {
                hash = (hash ^ buffer.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self).littleEndian) &* prime
                hash ^= hash >> 29
            }
            for byte in buffer[(words * 8)...] {
                hash = (hash ^ UInt64(byte)) &* prime
            }
        }
        return hash
    }
}
