import Foundation
import Gazetteer
import WorldMap

/// Writes map files as `Scripts/convert-map-data.py` does, for tests of the reader.
enum MapFileBytes {
    /// The bundled map file, as `make map-data` wrote it.
    static let bundledURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/world.map")

    static func load() throws -> OutlineIndex {
        OutlineIndex(try MapOutlines.load(from: bundledURL))
    }

    /// A file of `lines`, each a kind and points as (longitude, latitude) in degrees.
    static func file(_ lines: [(kind: UInt8, points: [(Double, Double)])]) -> Data {
        var payload: [UInt8] = []
        varint(UInt64(lines.count), &payload)
        for line in lines {
            payload.append(line.kind)
            varint(UInt64(line.points.count), &payload)
            var previous = (0, 0)
            for (longitude, latitude) in line.points {
                let point = (Int((longitude * 10_000).rounded()), Int((latitude * 10_000).rounded()))
                varint(zigzag(point.0 - previous.0), &payload)
                varint(zigzag(point.1 - previous.1), &payload)
                previous = point
            }
        }
        return withChecksum(payload)
    }

    /// The magic and checksum of `payload`, then the payload.
    static func withChecksum(_ payload: [UInt8]) -> Data {
        let checksum = Checksum.fnv1a64(payload)
        return Data(Array("LMKMAP1\n".utf8) + (0..<8).map { UInt8(truncatingIfNeeded: checksum >> (8 * $0)) } + payload)
    }

    private static func zigzag(_ value: Int) -> UInt64 {
        UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
    }

    private static func varint(_ value: UInt64, _ bytes: inout [UInt8]) {
        var value = value
        repeat {
            let low = UInt8(value & 0x7F)
            value >>= 7
            bytes.append(value == 0 ? low : low | 0x80)
        } while value != 0
    }
}
