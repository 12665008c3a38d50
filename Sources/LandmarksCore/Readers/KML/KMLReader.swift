import Foundation

/// Reads places from KML 2.2 (Google My Maps, Google Earth, OsmAnd…): each `Placemark` is a place —
/// `name`, `description` (its HTML as plain text), `address`, the names of the folders it is in as its
/// category (`Trip 2024 › Food`), `ExtendedData` and times as facts — listed at its first shape's
/// representative position (a `Point`'s own, a line's middle point, a polygon's mean). A placemark
/// without a shape is left out. Ids are stable, from name and position (`StablePlaceID`). An image a
/// description shows (`<img src="images/x.jpg">`) that is a file beside the KML (or in its KMZ) is one
/// of the place's photos; any other (a web address) is a fact.
package enum KMLReader: CatalogReader {
    package static let formatName = "kml"

    package static func recognition(ofHead head: [UInt8], fileExtension: String) -> CatalogRecognition {
        XMLHead.recognition(of: head, rootElement: "kml", fileExtension: fileExtension, extensions: ["kml"])
    }

    /// The shapes a placemark can be listed at (their local names: `gx:Track` is `Track`). (These
    /// lists are arrays: comparing a few short strings costs less than hashing one.)
    private static let shapes: [String] = ["Point", "LineString", "LinearRing", "Polygon", "Track", "MultiTrack"]
    /// The placemark's children read as facts, with their labels.
    private static let factLabels: [String: String] = [
        "Snippet": "Snippet", "phoneNumber": "Phone", "when": "Time", "begin": "From", "end": "Until",
        "visibility": "", "open": "", "styleUrl": "",
    ]

    /// The elements whose children are facts of the placemark.
    private static let factParents: [String] = ["Placemark", "TimeStamp", "TimeSpan"]
    /// The HTML elements in a description that start a line.
    private static let lineBreaks: [String] = ["br", "p", "div", "li", "tr"]

    package static func read(
        _ input: CatalogInput, leavingLongTextsIn longTexts: LongTextFile?,
        receive: (LandmarkColumns) throws(DataFileError) -> Void
    ) throws(DataFileError) {
        try read(input, findingImagesWith: imagesBeside(input.rereadablePath), receive: receive)
    }

    /// The images beside the KML file at `path`: a description's `<img src>` naming a regular file in its
    /// folder or below it; none for a pipe, which has no folder.
    static func imagesBeside(_ path: String?) -> CarriedImage.Finder {
        let folder = path.map { ($0 as NSString).deletingLastPathComponent }
        return { source, title in
            guard let folder, let image = CarriedImage.path(of: source, inFolder: "") else { return .failure(.init(reason: nil)) }
            // Relative to the KML's folder, as photos.json's files are: the photo catalog's folder.
            let file = folder.isEmpty ? image : folder + "/" + image
            var status = stat()
            guard stat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .failure(.init(reason: nil)) }
            return .success(CarriedImage(path: image, file: image, title: title))
        }
    }

    /// Reads `input` as `read(_:leavingLongTextsIn:receive:)` does, the images its descriptions show
    /// carried or not as `find` says.
    static func read(
        _ input: CatalogInput, findingImagesWith find: CarriedImage.Finder, receive: (LandmarkColumns) throws(DataFileError) -> Void
    ) throws(DataFileError) {
        let stream = XMLNodeStream(input, root: "kml", format: "KML")
        var places = PlaceBatches()
        // The names of the open folders.
        var folders: [String] = []
        var place: KMLPlace?
        var text = ""
        // The `Data` or `SimpleData` being read: its name, and its display name when it has one.
        var data: (name: String, displayName: String?)?
        // Whether a description is open: the elements in it are its HTML (its images gathered).
        var isInDescription = false
        var descriptionImages: [HTMLText.Image] = []
        while let node = try stream.next() {
            switch node {
            case .start(let name):
                // HTML written as elements in a description (`Some<br/>HTML`), not as text: its line
                // breaks kept, its text joined.
                if isInDescription {
                    if Self.lineBreaks.contains(name.lowercased()) { text += "\n" }
                    if name.lowercased() == "img", let source = stream.attribute("src") {
                        descriptionImages.append(
                            HTMLText.Image(source: source, title: stream.attribute("alt") ?? stream.attribute("title")))
                    }
                    continue
                }
                text = ""
                switch name {
                case "description":
                    isInDescription = true
                    descriptionImages = []
                case "Folder": folders.append("")
                case "Placemark": place = KMLPlace(folders: folders)
                case "Data", "SimpleData": data = stream.attribute("name").map { ($0, nil) }
                case "MultiGeometry" where place?.shape == nil: place?.isInMultiGeometry = true
                case _ where place != nil && place?.shape == nil && shapes.contains(name): place?.shape = name
                default: break
                }
            case .text(let value):
                text += value
            case .end(let name):
                let parent = stream.openElements.last
                if isInDescription {
                    guard name == "description" else { continue }
                    isInDescription = false
                }
                switch (name, parent) {
                case ("name", "Folder") where !folders.isEmpty:
                    folders[folders.count - 1] = text.trimmingBlanks
                case ("name", "Placemark"): place?.name = text.trimmingBlanks
                case ("description", "Placemark"):
                    let (plain, images) = HTMLText.plain(text.trimmingBlanks)
                    place?.description = plain
                    for image in descriptionImages + images { place?.add(image: image, foundBy: find) }
                case ("address", "Placemark"): place?.address = text.trimmingBlanks
                case ("displayName", "Data"): data?.displayName = text.trimmingBlanks
                case ("value", "Data"), ("SimpleData", _):
                    // An `id` of whole numbers (as `list --format kml` writes) is the place's id.
                    if data?.name == "id", let id = Int(text.trimmingBlanks) {
                        place?.id = id
                    } else if let data {
                        place?.add(fact: data.displayName ?? data.name, text)
                    }
                    data = nil
                case ("coordinates", _) where place?.positions == nil:
                    guard let positions = KMLPlace.positions(ofCoordinates: text) else {
                        throw DataFileError(
                            file: input.name, place: stream.place,
                            problem:
                                "<coordinates> \"\(text.trimmingBlanks.prefix(40))\" are not longitude,latitude pairs"
                        )
                    }
                    if !positions.isEmpty { place?.positions = positions }
                case ("coord", _) where place?.shape == "Track" || place?.shape == "MultiTrack":
                    if let position = KMLPlace.position(ofTrackCoordinate: text) { place?.append(trackPosition: position) }
                case ("Placemark", _):
                    if let done = place?.fields {
                        let (latitude, longitude) = (done.coordinates.latitude, done.coordinates.longitude)
                        guard (-90...90).contains(latitude), (-180...180).contains(longitude) else {
                            throw DataFileError(
                                file: input.name, place: stream.place,
                                problem: "the placemark's position \(longitude),\(latitude) is outside -180...180, -90...90")
                        }
                        try places.add(done, piece: stream.piecesRead, receive: receive)
                    }
                    place = nil
                case ("Folder", _): folders.removeLast()
                case (_, let parent?) where place != nil && Self.factParents.contains(parent):
                    if let label = factLabels[name], !label.isEmpty { place?.add(fact: label, text) }
                default: break
                }
            }
        }
        try places.finish(receive: receive)
    }

    package static func longTexts(ofRecord record: UnsafeRawBufferPointer, id: Int) -> LongTexts? {
        // KML keeps its texts in memory, as GPX does.
        nil
    }
}
