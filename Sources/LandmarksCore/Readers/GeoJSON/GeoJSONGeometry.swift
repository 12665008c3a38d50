import Glibc

/// The one position a GeoJSON geometry is listed at: a Point's own; the middle vertex of a line
/// (the first line of a MultiLineString); the mean of the outer ring's vertices of a polygon (the first
/// polygon of a MultiPolygon); the first point of a MultiPoint.
enum GeoJSONGeometry {
    /// The kinds of geometry a place can be listed at, and how deep their coordinates nest.
    enum Kind: String, CaseIterable {
        case point = "Point"
        case multiPoint = "MultiPoint"
        case lineString = "LineString"
        case multiLineString = "MultiLineString"
        case polygon = "Polygon"
        case multiPolygon = "MultiPolygon"

        /// Which of its points a place of this shape is listed at, for its facts.
        var listedAt: String {
            switch self {
            case .point: "its point"
            case .multiPoint: "its first point"
            case .lineString: "its middle point"
            case .multiLineString: "the middle point of its first line"
            case .polygon: "the mean of its corners"
            case .multiPolygon: "the mean of its first polygon's corners"
            }
        }

        /// How many `[` open before the first number.
        var depth: Int {
            switch self {
            case .point: 1
            case .multiPoint, .lineString: 2
            case .multiLineString, .polygon: 3
            case .multiPolygon: 4
            }
        }
    }

    /// The representative position of a geometry of `type` whose `coordinates` are the JSON text of
    /// its array, `[longitude, latitude]` each; nil for another type, or coordinates that do not read.
    static func position(type: UnsafeRawBufferPointer, coordinates: UnsafeRawBufferPointer) -> Coordinates? {
        guard let kind = Kind(rawValue: String(decoding: type, as: UTF8.self)),
            let positions = firstPositions(coordinates, depth: kind.depth), let first = positions.first
        else { return nil }
        switch kind {
        case .point, .multiPoint: return first
        case .lineString, .multiLineString: return positions[positions.count / 2]
        case .polygon, .multiPolygon:
            // The ring's last vertex repeats its first.
            let ring = positions.count > 1 && positions.last == first ? positions.dropLast() : positions[...]
            let latitude = ring.reduce(0) { $0 + $1.latitude } / Double(ring.count)
            let longitude = ring.reduce(0) { $0 + $1.longitude } / Double(ring.count)
            return Coordinates(latitude: latitude, longitude: longitude)
        }
    }

    /// The positions of the first innermost list in `text` (all of it for a point), which must open
    /// `depth` arrays before its first number; nil when it does not.
    private static func firstPositions(_ text: UnsafeRawBufferPointer, depth wanted: Int) -> [Coordinates]? {
        var positions: [Coordinates] = []
        var numbers: [Double] = []
        var depth = 0
        var index = 0
        // Raw JSON: numbers, brackets, commas and blanks (an array read by simdjson, so well-formed).
        while index < text.count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: "["):
                depth += 1
                guard depth <= wanted else { return nil }
            case UInt8(ascii: "]"):
                if depth == wanted {
                    guard numbers.count >= 2 else { return nil }
                    positions.append(Coordinates(latitude: numbers[1], longitude: numbers[0]))
                    numbers = []
                    if wanted == 1 { return positions }
                } else if depth == wanted - 1 {
                    return positions
                }
                depth -= 1
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard depth == wanted else { return nil }
                var end = index
                while end < text.count, !"[],\t\n\r ".utf8.contains(text[end]) { end += 1 }
                let token = String(decoding: text[index..<end], as: UTF8.self)
                guard let number = Double(token), number.isFinite else { return nil }
                numbers.append(number)
                index = end
                continue
            case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D: break
            default: return nil
            }
            index += 1
        }
        return positions.isEmpty ? nil : positions
    }
}
