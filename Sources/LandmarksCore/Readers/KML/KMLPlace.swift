import Foundation

/// A Placemark as a KML file describes it, its child elements' texts and its first shape gathered as
/// they are read.
struct KMLPlace {
    /// The names of the folders it is in, outermost first.
    let folders: [String]
    /// Where it starts in its file.
    let line: DataFileError.Place
    var name = ""
    var description = ""
    var address = ""
    /// Its `id` in ExtendedData, when whole.
    var id: Int?
    /// Its first shape (`Point`, `LineString`, `Polygon`…), and whether that is in a `MultiGeometry`.
    var shape: String?
    var isInMultiGeometry = false
    /// The positions of its first shape's first list: a `coordinates` text's, or a `gx:Track`'s `gx:coord`s.
    var positions: [Coordinates]?
    /// Why coordinates of its shapes (a `coordinates`, a `gx:coord`) did not read, when some did not:
    /// it is then left out.
    var coordinatesProblem: String?
    private(set) var facts: [(name: String, value: String)] = []
    /// The images its description shows that its file carries: its photos.
    private(set) var images: [CarriedImage] = []

    init(folders: [String], line: DataFileError.Place) {
        (self.folders, self.line) = (folders, line)
    }

    mutating func add(fact name: String, _ value: String) {
        let value = value.trimmingBlanks
        guard !name.isEmpty, !value.isEmpty else { return }
        facts.append((name, value))
    }

    /// Adds an image its description shows: one of its photos when `find` finds it carried (once,
    /// however often it is shown), else a fact.
    mutating func add(image: HTMLText.Image, foundBy find: CarriedImage.Finder) {
        switch find(image.source, image.title) {
        case .success(let carried):
            if !images.contains(where: { $0.path == carried.path }) { images.append(carried) }
        case .failure(let refusal):
            add(fact: "Image", image.source + (refusal.reason.map { " (not shown: \($0))" } ?? ""))
        }
    }

    /// Adds a `gx:coord` of its track.
    mutating func append(trackPosition: Coordinates) {
        if positions == nil { positions = [] }
        positions?.append(trackPosition)
    }

    /// The kind of geometry its shape is, for where it is listed.
    private var kind: GeoJSONGeometry.Kind? {
        switch (shape, isInMultiGeometry) {
        case ("Point", false): .point
        case ("Point", true): .multiPoint
        case ("LineString", false), ("Track", false): .lineString
        case ("LineString", true), ("Track", true), ("MultiTrack", _): .multiLineString
        case ("Polygon", false), ("LinearRing", false): .polygon
        case ("Polygon", true), ("LinearRing", true): .multiPolygon
        default: nil
        }
    }

    /// Why a placemark is not listed, and where it is.
    struct Unplaced: Error {
        let line: DataFileError.Place
        let reason: String
    }

    /// The place it is listed as; why not when it has no position (no shape, one without coordinates
    /// that read, one outside the world's bounds).
    var listed: Result<PlaceRecord, Unplaced> {
        if let coordinatesProblem { return .failure(Unplaced(line: line, reason: coordinatesProblem)) }
        guard let kind else { return .failure(Unplaced(line: line, reason: "no Point, LineString or Polygon")) }
        guard let positions, let position = GeoJSONGeometry.position(of: kind, at: positions) else {
            return .failure(Unplaced(line: line, reason: "a \(shape ?? "shape") without coordinates"))
        }
        guard (-90...90).contains(position.latitude), (-180...180).contains(position.longitude) else {
            return .failure(
                Unplaced(line: line, reason: "position \(position.longitude),\(position.latitude) is outside -180...180, -90...90"))
        }
        var place = PlaceRecord()
        place.id = id
        place.coordinates = position
        place.name = name
        place.park = address
        place.category = folders.filter { !$0.isEmpty }.joined(separator: " › ")
        place.description = description
        if kind != .point {
            let shape = (isInMultiGeometry ? "MultiGeometry of " : "") + (self.shape ?? "")
            place.facts.append(("Shape", "\(shape), listed at \(kind.listedAt)"))
        }
        place.facts += facts
        place.images = images
        return .success(place)
    }

    /// The positions a `coordinates` text lists: `longitude,latitude[,altitude]` tuples apart by blanks
    /// (blanks beside a comma, as hand-written files have, are taken as part of the tuple); nil when a
    /// tuple does not read.
    static func positions(ofCoordinates text: String) -> [Coordinates]? {
        var text = text
        return text.withUTF8 { bytes in
            var positions: [Coordinates] = []
            var numbers: [Double] = []
            // Where the number being read starts in `bytes`; nil between numbers.
            var numberStart: Int?
            var afterComma = false
            var pendingBlank = false
            func endNumber(at end: Int) -> Bool {
                guard let start = numberStart else { return true }
                guard let value = CSVPosition.degrees(UnsafeBufferPointer(rebasing: bytes[start..<end]), decimalComma: false) else {
                    return false
                }
                numbers.append(value)
                numberStart = nil
                return true
            }
            func endTuple(at end: Int) -> Bool {
                guard endNumber(at: end) else { return false }
                guard !numbers.isEmpty else { return true }
                guard numbers.count >= 2 else { return false }
                positions.append(Coordinates(latitude: numbers[1], longitude: numbers[0]))
                numbers.removeAll(keepingCapacity: true)
                return true
            }
            for (index, byte) in bytes.enumerated() {
                switch byte {
                case UInt8(ascii: ","):
                    guard endNumber(at: index) else { return nil }
                    afterComma = true
                    pendingBlank = false
                case 0x20, 0x09, 0x0A, 0x0D:
                    if numberStart != nil || !numbers.isEmpty { pendingBlank = !afterComma }
                    guard endNumber(at: index) else { return nil }
                default:
                    if pendingBlank {
                        guard endTuple(at: index) else { return nil }
                        pendingBlank = false
                    }
                    afterComma = false
                    if numberStart == nil { numberStart = index }
                }
            }
            guard endTuple(at: bytes.count) else { return nil }
            return positions
        }
    }

    /// A `gx:coord`'s position: `longitude latitude altitude`, apart by blanks.
    static func position(ofTrackCoordinate text: String) -> Coordinates? {
        let words = text.split(whereSeparator: \.isWhitespace)
        let numbers = words.compactMap { CSVPosition.decimal($0) }
        guard numbers.count == words.count, (2...3).contains(numbers.count) else { return nil }
        return Coordinates(latitude: numbers[1], longitude: numbers[0])
    }
}
