import Foundation
import PhotoFixtures

/// Tiny JPEG files with hand-written EXIF (a GPS position and a date), for the `landmarks photos
/// --photos` tests.
///
/// The EXIF is written here, independently of PhotoFixtures' writer; the picture after it is
/// PhotoFixtures' (a JPEG holding only metadata is a damaged one).
/// Intel byte order, TIFF 6.0 layout: IFD0 pointing at an Exif and a GPS IFD, values after each IFD.
enum YourPhotoFiles {
    /// A JPEG with the position (none when nil), `DateTimeOriginal` (none when nil) and its offset,
    /// and a comment of `padding` bytes (to change a file's size without changing its EXIF).
    static func jpeg(latitude: Double?, longitude: Double?, taken: String?, offset: String? = nil, padding: Int = 0) -> [UInt8] {
        var exif: [(tag: UInt16, type: UInt16, count: UInt32, value: [UInt8])] = []
        if let taken { exif.append((0x9003, 2, UInt32(taken.utf8.count + 1), Array(taken.utf8) + [0])) }
        if let offset { exif.append((0x9011, 2, UInt32(offset.utf8.count + 1), Array(offset.utf8) + [0])) }
        var gps: [(tag: UInt16, type: UInt16, count: UInt32, value: [UInt8])] = []
        if let latitude, let longitude {
            gps.append((1, 2, 2, Array((latitude < 0 ? "S" : "N").utf8) + [0]))
            gps.append((2, 5, 3, rationals(latitude)))
            gps.append((3, 2, 2, Array((longitude < 0 ? "W" : "E").utf8) + [0]))
            gps.append((4, 5, 3, rationals(longitude)))
        }
        let exifOffset = 8 + 2 + 12 * [exif, gps].filter { !$0.isEmpty }.count + 4
        let gpsOffset = exifOffset + (exif.isEmpty ? 0 : size(of: exif))
        var ifd0: [(tag: UInt16, type: UInt16, count: UInt32, value: [UInt8])] = []
        if !exif.isEmpty { ifd0.append((0x8769, 4, 1, long(UInt32(exifOffset)))) }
        if !gps.isEmpty { ifd0.append((0x8825, 4, 1, long(UInt32(gpsOffset)))) }
        var tiff: [UInt8] = Array("II".utf8) + short(42) + long(8)
        append(ifd0, to: &tiff)
        if !exif.isEmpty { append(exif, to: &tiff) }
        if !gps.isEmpty { append(gps, to: &tiff) }
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let bytes = ExifJPEG.inserting(payload, into: withoutExif)
        guard padding > 0 else { return bytes }
        return Array(bytes.prefix(2)) + [0xFF, 0xFE] + bigEndianShort(padding + 2) + [UInt8](repeating: 0x20, count: padding)
            + bytes.dropFirst(2)
    }

    /// A JPEG that holds no EXIF at all.
    static let withoutExif = ExifJPEG.make(width: 16, height: 12, seed: 1, exif: nil)

    /// A JPEG that ends halfway through its EXIF segment.
    static func cutShort() -> [UInt8] {
        let whole = jpeg(latitude: 34.02, longitude: -116.17, taken: "2024:05:14 12:00:00")
        return Array(whole.prefix(40))
    }

    /// `kilometres` from a place towards a bearing (0 north, 90 east), on a sphere of the Earth's mean radius.
    static func moved(latitude: Double, longitude: Double, kilometres: Double, bearing: Double) -> (latitude: Double, longitude: Double) {
        let radians = Double.pi / 180
        let angle = kilometres / 6371.0088
        let newLatitude = asin(sin(latitude * radians) * cos(angle) + cos(latitude * radians) * sin(angle) * cos(bearing * radians))
        let newLongitude =
            longitude * radians
            + atan2(sin(bearing * radians) * sin(angle) * cos(latitude * radians), cos(angle) - sin(latitude * radians) * sin(newLatitude))
        return (newLatitude / radians, newLongitude / radians)
    }

    /// The state-file key of a file's bytes: its size and a hash of its first 64 KiB, as the app
    /// writes it. Written out again here: a change to it would lose every rating already saved.
    static func fingerprintKey(_ bytes: [UInt8]) -> String {
        let start = bytes.prefix(64 * 1024)
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(start.count)
        let words = start.count / 8
        for index in 0..<words {
            let word = (0..<8).reduce(UInt64(0)) { $0 | UInt64(start[start.startIndex + index * 8 + $1]) << (8 * UInt64($1)) }
            hash = (hash ^ word) &* prime
            hash ^= hash >> 29
        }
        for byte in start.dropFirst(words * 8) {
            hash = (hash ^ UInt64(byte)) &* prime
        }
        let hex = String(hash, radix: 16)
        return "\(bytes.count)-" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    // MARK: - Encoding

    /// Degrees, minutes and hundredths of seconds as three rationals.
    private static func rationals(_ degrees: Double) -> [UInt8] {
        let total = UInt32((abs(degrees) * 360_000).rounded())
        return long(total / 360_000) + long(1) + long(total % 360_000 / 6000) + long(1) + long(total % 6000) + long(100)
    }

    private static func size(of entries: [(tag: UInt16, type: UInt16, count: UInt32, value: [UInt8])]) -> Int {
        2 + 12 * entries.count + 4 + entries.reduce(0) { $0 + ($1.value.count > 4 ? ($1.value.count + 1) & ~1 : 0) }
    }

    /// Appends an IFD (entries in tag order) and its out-of-line values.
    private static func append(_ entries: [(tag: UInt16, type: UInt16, count: UInt32, value: [UInt8])], to bytes: inout [UInt8]) {
        var valueOffset = bytes.count + 2 + 12 * entries.count + 4
        var values: [UInt8] = []
        bytes += short(UInt16(entries.count))
        for entry in entries.sorted(by: { $0.tag < $1.tag }) {
            bytes += short(entry.tag) + short(entry.type) + long(entry.count)
            if entry.value.count <= 4 {
                bytes += entry.value + [UInt8](repeating: 0, count: 4 - entry.value.count)
            } else {
                bytes += long(UInt32(valueOffset))
                values += entry.value + (entry.value.count % 2 == 1 ? [0] : [])
                valueOffset += (entry.value.count + 1) & ~1
            }
        }
        bytes += long(0) + values
    }

    private static func short(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private static func long(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    private static func bigEndianShort(_ value: Int) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
}
