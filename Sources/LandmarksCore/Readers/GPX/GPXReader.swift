import Foundation

/// Reads places from GPX 1.0 and 1.1 (Garmin, OsmAnd, Organic Maps, Gaia…): each waypoint (`wpt`) is a
/// place — `name`, `desc` (else `cmt`), `type` (else `sym`) as its category, `time`, `ele`, `link` and
/// the rest as facts. A file with no waypoint lists each route and track as a place at its start, with
/// its length. Ids are stable, from name and position (`StablePlaceID`), as GPX has none.
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
        var places = PlaceBatches()
        var summaries: [GPXPlace] = []
        var place: GPXPlace?
        var field: String?
        var text = ""
        // The route or track being read: where it starts, its length so far, its last point.
        var path: (place: GPXPlace, last: Coordinates?)?
        while let node = try stream.next() {
            switch node {
            case .start(let name):
                switch (name, stream.depth) {
                case ("wpt", 1):
                    place = GPXPlace(position: try position(of: stream, input: input), kind: nil)
                case ("rte", 1), ("trk", 1):
                    path = (GPXPlace(position: nil, kind: name == "rte" ? "Route" : "Track"), nil)
                case ("rtept", 2), ("trkpt", 3):
                    let point = try position(of: stream, input: input)
                    if path?.place.position == nil { path?.place.position = point }
                    if let last = path?.last { path?.place.length += NearestLandmark.kilometres(from: last, to: point) }
                    path?.place.points += 1
                    path?.last = point
                case (_, 2) where place != nil || path != nil:
                    field = name
                    text = ""
                    if name == "link", let href = stream.attribute("href") { place?.add(fact: "Link", href) }
                default: break
                }
            case .text(let value):
                if field != nil { text += value }
            case .end(let name):
                switch (name, stream.depth) {
                case ("wpt", 1):
                    if let done = place { try places.add(done.fields, piece: stream.piecesRead, receive: receive) }
                    place = nil
                case ("rte", 1), ("trk", 1):
                    if let done = path?.place, done.position != nil { summaries.append(done) }
                    path = nil
                case (_, 2) where field == name:
                    if place != nil { place?.set(name, text) } else { path?.place.set(name, text) }
                    field = nil
                default: break
                }
            }
        }
        if places.count == 0 {
            for summary in summaries { try places.add(summary.fields, piece: stream.piecesRead, receive: receive) }
        }
        try places.finish(receive: receive)
    }

    /// The position a `wpt`, `rtept` or `trkpt` gives in its `lat` and `lon` attributes.
    private static func position(of stream: XMLNodeStream, input: CatalogInput) throws(DataFileError) -> Coordinates {
        func degrees(_ name: String, _ range: ClosedRange<Double>) throws(DataFileError) -> Double {
            guard let text = stream.attribute(name) else {
                throw DataFileError(file: input.name, place: stream.place, problem: "a point without its \(name) attribute")
            }
            guard let value = Double(text.trimmingBlanks), range.contains(value) else {
                throw DataFileError(
                    file: input.name, place: stream.place,
                    problem: "\(name)=\"\(text.prefix(40))\" is not a number in \(Int(range.lowerBound))...\(Int(range.upperBound))")
            }
            return value
        }
        return Coordinates(latitude: try degrees("lat", -90...90), longitude: try degrees("lon", -180...180))
    }

    package static func longTexts(ofRecord record: UnsafeRawBufferPointer, id: Int) -> LongTexts? {
        // GPX keeps its texts in memory (its files are small beside what its points cost).
        nil
    }
}
