import Foundation
import Gazetteer

/// The world's coastlines and borders as lines of points, read from the map file that
/// `make map-data` writes (`Scripts/convert-map-data.py` describes the format).
package struct MapOutlines: Sendable {
    /// What a line outlines; the map draws each kind in its own ink.
    package enum Kind: UInt8, Sendable, CaseIterable {
        case coast = 0
        case countryBorder = 1
        case stateBorder = 2
    }

    /// One line: its kind and where its points lie in `longitudes` and `latitudes`.
    package struct Line: Sendable {
        package let kind: Kind
        package let points: Range<Int>
    }

    /// Coordinates are whole units of this many per degree.
    package static let unitsPerDegree = 10_000
    static let magic = Array("LMKMAP1\n".utf8)
    /// The bundled file's name, in `Resources/` and beside the installed landmarks.
    package static let fileName = "world.map"

    package let lines: [Line]
    /// Every line's points, one after another, in units.
    package let longitudes: [Int32]
    package let latitudes: [Int32]

    /// Reads a map file's bytes, checking its checksum first.
    ///
    /// - Throws: `GeoFileError` naming `file` and what is wrong.
    package init(data: Data, file: String) throws(GeoFileError) {
        let bytes = [UInt8](data)
        let headerSize = try Checksum.payloadOffset(of: bytes, magic: Self.magic, file: file, kind: "map")
        var reader = VarintReader(bytes: bytes, offset: headerSize)
        var lines: [Line] = []
        var longitudes: [Int32] = []
        var latitudes: [Int32] = []
        let limit = 180 * Self.unitsPerDegree
        do {
            let lineCount = try reader.next()
            for _ in 0..<lineCount {
                guard let kind = Kind(rawValue: try reader.byte()) else { throw reader.failure("unknown line kind") }
                let pointCount = try reader.next()
                guard pointCount >= 2, pointCount <= bytes.count else { throw reader.failure("bad point count") }
                let start = longitudes.count
                var longitude = 0
                var latitude = 0
                for _ in 0..<pointCount {
                    longitude += try reader.nextSigned()
                    latitude += try reader.nextSigned()
                    guard abs(longitude) <= limit, abs(latitude) <= limit / 2 else {
                        throw reader.failure("a point lies off the globe")
                    }
                    longitudes.append(Int32(longitude))
                    latitudes.append(Int32(latitude))
                }
                lines.append(Line(kind: kind, points: start..<longitudes.count))
            }
            guard reader.isAtEnd else { throw reader.failure("bytes after the last line") }
        } catch {
            throw GeoFileError(file: file, problem: (error as? VarintReader.Problem)?.text ?? "\(error)")
        }
        self.lines = lines
        self.longitudes = longitudes
        self.latitudes = latitudes
    }

    /// Reads the map file at `url`.
    ///
    /// - Throws: `GeoFileError` when it cannot be read or is not a good map file.
    package static func load(from url: URL) throws(GeoFileError) -> MapOutlines {
        try MapOutlines(data: GeoFileError.contents(of: url), file: url.path)
    }

    /// The number of points of every line together.
    package var pointCount: Int { longitudes.count }
}
