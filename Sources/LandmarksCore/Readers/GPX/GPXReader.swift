import Foundation

/// Reads places from GPX 1.0 and 1.1 (Garmin, OsmAnd, Organic Maps, Gaia…): each waypoint (`wpt`) is a
/// place — `name`, `desc` (else `cmt`), `type` (else `sym`) as its category, `time`, `ele`, `link` and
/// the rest as facts. A file with no waypoint lists each route and track as a place at its start, with
/// its length. A waypoint without a position that reads is left out and counted. Ids are stable, from name and position (`StablePlaceID`), as GPX has none.
package enum GPXReader: CatalogReader {
    package static let formatName = "gpx"

    package static func recognition(ofHead head: [UInt8], fileExtension: String) -> CatalogRecognition {
        XMLHead.recognition(of: head, rootElement: "gpx", fileExtension: fileExtension, extensions: ["gpx"])
    }

    package static func read(
        _ input: CatalogInput, leavingLongTextsIn longTexts: LongTextFile?,
        receive: (LandmarkColumns) throws(DataFileError) -> Void
    ) throws(DataFileError) {
        let stream = XMLNodeStream(input, root: "gpx", format: "GPX")
        var summaries: [GPXPlace] = []
        var place: GPXPlace?
        // The child element being read (by its name's number), what it is to its place, and its text so far.
        var field: (name: Int, child: GPXPlace.Child)?
        var text: [UInt8] = []
        // The route or track being read: where it starts, its length so far, its last point, its line.
        var path: (place: GPXPlace, last: Coordinates?, line: DataFileError.Place)?
        // The routes and tracks without a point that reads, where they start: left out, counted, when
        // they are what the file lists.
        var unplacedPaths: [(line: DataFileError.Place, kind: String)] = []
        // What each name the document uses is, by its number: found once for each.
        var elements: [Element] = []
        func element(_ number: Int) -> Element {
            while elements.count <= number { elements.append(Element(named: stream.name(numbered: elements.count))) }
            return elements[number]
        }
        try PlaceBatches.read(receive: receive) { (places: inout PlaceBatches) throws(DataFileError) in
            func add(_ place: GPXPlace) {
                _ = place.withFields { places.append($0, hasFileID: false) }
            }
            while let kind = try stream.next() {
                switch kind {
                case .pieceEnd:
                    try places.finish(receive: receive)
                case .start:
                    switch (element(stream.nameNumber), stream.depth) {
                    case (.waypoint, 1):
                        // A waypoint without a position that reads is left out and counted, as a CSV row is.
                        switch position(of: stream) {
                        case .success(let position): place = GPXPlace(position: position, kind: nil)
                        case .failure(let problem): places.skip(stream.place, reason: problem.reason, what: "waypoint")
                        }
                    case (.route, 1), (.track, 1):
                        let kind = element(stream.nameNumber) == .route ? "Route" : "Track"
                        path = (GPXPlace(position: nil, kind: kind), nil, stream.place)
                    case (.routePoint, 2), (.trackPoint, 3):
                        // A route's or track's point without a position is passed over.
                        guard case .success(let point) = position(of: stream) else { break }
                        if path?.place.position == nil { path?.place.position = point }
                        if let last = path?.last { path?.place.length += NearestLandmark.kilometres(from: last, to: point) }
                        path?.place.points += 1
                        path?.last = point
                    case (.child(let child), 2) where place != nil || path != nil:
                        field = (stream.nameNumber, child)
                        text.removeAll(keepingCapacity: true)
                    case (.link, 2) where place != nil || path != nil:
                        field = nil
                        if let href = stream.attribute("href") { place?.add(fact: "Link", href) }
                    default: break
                    }
                case .text:
                    if field != nil { text += stream.text }
                case .end:
                    switch (element(stream.nameNumber), stream.depth) {
                    case (.waypoint, 1):
                        if let done = place { add(done) }
                        place = nil
                    case (.route, 1), (.track, 1):
                        if let done = path?.place, done.position != nil {
                            summaries.append(done)
                        } else if let path {
                            unplacedPaths.append((path.line, path.place.kind ?? ""))
                        }
                        path = nil
                    case (_, 2) where field?.name == stream.nameNumber:
                        if place != nil { place?.set(field!.child, text) } else { path?.place.set(field!.child, text) }
                        field = nil
                    default: break
                    }
                }
            }
            if places.count == 0 {
                for summary in summaries { add(summary) }
                for (line, kind) in unplacedPaths {
                    places.skip(line, reason: "a \(kind.lowercased()) without a point that reads", what: kind.lowercased())
                }
            }
        }
    }

    /// What an element is to the reader.
    private enum Element: Equatable {
        case waypoint, route, track, routePoint, trackPoint, link
        /// A child of a waypoint, route or track.
        case child(GPXPlace.Child)

        init(named name: String) {
            let elements: [String: Element] = [
                "wpt": .waypoint, "rte": .route, "trk": .track, "rtept": .routePoint, "trkpt": .trackPoint, "link": .link,
            ]
            self = elements[name] ?? .child(GPXPlace.child(named: name))
        }
    }

    /// Why a point has no position.
    private struct Unplaced: Error {
        let reason: String
    }

    /// The position a `wpt`, `rtept` or `trkpt` gives in its `lat` and `lon` attributes.
    private static func position(of stream: XMLNodeStream) -> Result<Coordinates, Unplaced> {
        func degrees(_ name: String, _ range: ClosedRange<Double>) -> Result<Double, Unplaced> {
            guard let bytes = stream.attributeBytes(name) else { return .failure(Unplaced(reason: "no \(name) attribute")) }
            guard let value = CSVPosition.degrees(bytes.trimmingBlanks, decimalComma: false), range.contains(value) else {
                let text = stream.attribute(name) ?? ""
                return .failure(
                    Unplaced(
                        reason: "\(name)=\"\(text.prefix(40))\" is not a number in \(Int(range.lowerBound))...\(Int(range.upperBound))"))
            }
            return .success(value)
        }
        return degrees("lat", -90...90).flatMap { latitude in
            degrees("lon", -180...180).map { Coordinates(latitude: latitude, longitude: $0) }
        }
    }

    package static func longTexts(ofRecord record: UnsafeRawBufferPointer, id: Int) -> LongTexts? {
        // GPX keeps its texts in memory (its files are small beside what its points cost).
        nil
    }
}
