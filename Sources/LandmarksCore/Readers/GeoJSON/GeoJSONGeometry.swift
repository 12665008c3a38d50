import Glibc

/// The one position a GeoJSON geometry is listed at: a Point's own; the middle vertex of a line
/// (the first line of a MultiLineString); the mean of the outer ring's vertices of a polygon (the first
/// polygon of a MultiPolygon); the first point of a MultiPoint.
package enum GeoJSONGeometry {
    /// The kinds of geometry a place can be listed at, and how deep their coordinates nest.
    enum Kind: String, CaseIterable {
        case point = "Point"
        case multiPoint = "MultiPoint"
        case lineString = "LineString"
        case multiLineString = "MultiLineString"
        case polygon = "Polygon"
        case multiPolygon = "MultiPolygon"

        /// The kind a geometry's `type` names, its bytes compared without making a string.
        init?(_ type: UnsafeRawBufferPointer) {
            let kinds: [(StaticString, Kind)] = [
                ("Point", .point), ("MultiPoint", .multiPoint), ("LineString", .lineString), ("MultiLineString", .multiLineString),
                ("Polygon", .polygon), ("MultiPolygon", .multiPolygon),
            ]
            guard let kind = kinds.first(where: { type.holds($0.0) })?.1 else { return nil }
            self = kind
        }

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
        guard let kind = Kind(type), let positions = firstPositions(coordinates, depth: kind.depth) else { return nil }
        return position(of: kind, at: positions)
    }

    /// The representative position of a geometry of `kind` whose first innermost list of positions
    /// (a line's, an outer ring's) is `positions`; nil when there are none. KML's shapes are listed alike.
    static func position(of kind: Kind, at positions: [Coordinates]) -> Coordinates? {
        guard let first = positions.first else { return nil }
        switch kind {
        // A point is where the file says (a longitude past 180° is its mistake); a point of a shape is
        // wrapped, as rings and lines across the antimeridian are written past it.
        case .point: return first
        case .multiPoint: return Coordinates(latitude: first.latitude, longitude: wrapped(first.longitude))
        case .lineString, .multiLineString:
            let middle = positions[positions.count / 2]
            return Coordinates(latitude: middle.latitude, longitude: wrapped(middle.longitude))
        case .polygon, .multiPolygon:
            // The ring's last vertex repeats its first.
            let ring = positions.count > 1 && positions.last == first ? positions.dropLast() : positions[...]
            let latitude = ring.reduce(0) { $0 + $1.latitude } / Double(ring.count)
            // Longitudes as steps from the first corner, so that a ring across the antimeridian
            // (179°, -179°) has its mean there, not at 0°; the mean then back in -180...180.
            let steps = ring.reduce(0) { $0 + wrapped($1.longitude - first.longitude) } / Double(ring.count)
            return Coordinates(latitude: latitude, longitude: wrapped(first.longitude + steps))
        }
    }

    /// The number a JSON token writes. Coordinates (`-116.166868`) take the fast path: at most 15
    /// digits and no exponent, so that the digits and the power of ten are exact doubles and one
    /// division rounds correctly; others are read by the standard library.
    package static func decimal(_ token: UnsafeRawBufferPointer) -> Double? {
        var digits: UInt64 = 0
        var count = 0
        var fraction = 0
        var isFraction = false
        for (index, byte) in token.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits = digits &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                count += 1
                if isFraction { fraction += 1 }
            case UInt8(ascii: ".") where !isFraction && count > 0: isFraction = true
            case UInt8(ascii: "-") where index == 0: break
            default: return Double(String(decoding: token, as: UTF8.self))
            }
        }
        guard count > 0, count <= 15, !isFraction || fraction > 0 else { return Double(String(decoding: token, as: UTF8.self)) }
        let value = Double(digits) / powersOfTen[fraction]
        return token.first == UInt8(ascii: "-") ? -value : value
    }

    private static let powersOfTen: [Double] = (0...15).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

    /// `longitude` in -180...180, the same meridian.
    static func wrapped(_ longitude: Double) -> Double {
        guard !(-180...180).contains(longitude) else { return longitude }
        let turned = (longitude + 180).truncatingRemainder(dividingBy: 360)
        return (turned < 0 ? turned + 360 : turned) - 180
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
                guard let number = decimal(UnsafeRawBufferPointer(rebasing: text[index..<end])), number.isFinite else { return nil }
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
