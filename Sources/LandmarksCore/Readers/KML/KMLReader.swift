import Foundation

/// Reads places from KML 2.2 (Google My Maps, Google Earth, OsmAnd…): each `Placemark` is a place —
/// `name`, `description` (its HTML as plain text), `address`, the names of the folders it is in as its
/// category (`Trip 2024 › Food`), `ExtendedData` and times as facts — listed at its first shape's
/// representative position (a `Point`'s own, a line's middle point, a polygon's mean). A placemark
/// without a position that reads (no shape, `coordinates` that do not read) is left out and counted. Ids are stable, from name and position (`StablePlaceID`). An image a
/// description shows (`<img src="images/x.jpg">`) that is a file beside the KML (or in its KMZ) is one
/// of the place's photos; any other (a web address) is a fact.
package enum KMLReader: CatalogReader {
    package static let formatName = "kml"

    package static func recognition(ofHead head: [UInt8], fileExtension: String) -> CatalogRecognition {
        XMLHead.recognition(of: head, rootElement: "kml", fileExtension: fileExtension, extensions: ["kml"])
    }

    /// The shapes a placemark can be listed at (their local names: `gx:Track` is `Track`).
    private static let shapes: Set<String> = ["Point", "LineString", "LinearRing", "Polygon", "Track", "MultiTrack"]
    /// The placemark's children read as facts, with their labels.
    private static let factLabels: [String: String] = [
        "Snippet": "Snippet", "phoneNumber": "Phone", "when": "Time", "begin": "From", "end": "Until",
        "visibility": "", "open": "", "styleUrl": "",
    ]

    /// The HTML elements in a description that start a line.
    private static let lineBreaks: Set<String> = ["br", "p", "div", "li", "tr"]

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
        // The names of the open folders.
        var folders: [String] = []
        var place: KMLPlace?
        // The text of the element being read, as bytes until it is taken.
        var text: [UInt8] = []
        var taken: String { String(decoding: text.trimmingBlanks, as: UTF8.self) }
        // The `Data` or `SimpleData` being read: its name, and its display name when it has one.
        var data: (name: String, displayName: String?)?
        // Whether a description is open: the elements in it are its HTML (its images gathered).
        var isInDescription = false
        var descriptionImages: [HTMLText.Image] = []
        // What each name the document uses is, by its number (found once for each), and the open elements'.
        var elements: [Element] = []
        var open: [Element] = []
        try PlaceBatches.read(receive: receive) { (places: inout PlaceBatches) throws(DataFileError) in
            while let kind = try stream.next() {
                switch kind {
                case .pieceEnd:
                    try places.finish(receive: receive)
                case .start:
                    while elements.count <= stream.nameNumber { elements.append(Element(named: stream.name(numbered: elements.count))) }
                    let element = elements[stream.nameNumber]
                    open.append(element)
                    // HTML written as elements in a description (`Some<br/>HTML`), not as text: its line
                    // breaks kept, its text joined.
                    if isInDescription {
                        if element == .lineBreak { text.append(0x0A) }
                        if element == .image, let source = stream.attribute("src") {
                            descriptionImages.append(
                                HTMLText.Image(source: source, title: stream.attribute("alt") ?? stream.attribute("title")))
                        }
                        continue
                    }
                    text.removeAll(keepingCapacity: true)
                    switch element {
                    case .description:
                        isInDescription = true
                        descriptionImages = []
                    case .folder: folders.append("")
                    case .placemark: place = KMLPlace(folders: folders, line: stream.place)
                    case .data, .simpleData: data = stream.attribute("name").map { ($0, nil) }
                    case .multiGeometry where place?.shape == nil: place?.isInMultiGeometry = true
                    case .shape where place != nil && place?.shape == nil: place?.shape = stream.name(numbered: stream.nameNumber)
                    default: break
                    }
                case .text:
                    text += stream.text
                case .end:
                    let element = open.removeLast()
                    let parent = open.last
                    if isInDescription {
                        guard element == .description else { continue }
                        isInDescription = false
                    }
                    switch (element, parent) {
                    case (.name, .folder) where !folders.isEmpty:
                        folders[folders.count - 1] = taken
                    case (.name, .placemark): place?.name = taken
                    case (.description, .placemark):
                        let (plain, images) = HTMLText.plain(taken)
                        place?.description = plain
                        for image in descriptionImages + images { place?.add(image: image, foundBy: find) }
                    case (.address, .placemark): place?.address = taken
                    case (.displayName, .data): data?.displayName = taken
                    case (.value, .data), (.simpleData, _):
                        // An `id` of whole numbers (as `list --format kml` writes) is the place's id.
                        if data?.name == "id", let id = CSVPosition.integer(text.trimmingBlanks) {
                            place?.id = id
                        } else if let data {
                            place?.add(fact: data.displayName ?? data.name, String(decoding: text, as: UTF8.self))
                        }
                        data = nil
                    case (.coordinates, _) where place?.positions == nil:
                        guard let positions = KMLPlace.positions(ofCoordinates: String(decoding: text, as: UTF8.self)) else {
                            if place?.coordinatesProblem == nil {
                                place?.coordinatesProblem = "<coordinates> \"\(taken.prefix(40))\" are not longitude,latitude pairs"
                            }
                            break
                        }
                        if !positions.isEmpty { place?.positions = positions }
                    case (.coord, _) where place?.shape == "Track" || place?.shape == "MultiTrack":
                        if let position = KMLPlace.position(ofTrackCoordinate: String(decoding: text, as: UTF8.self)) {
                            place?.append(trackPosition: position)
                        } else if place?.coordinatesProblem == nil {
                            place?.coordinatesProblem = "<gx:coord> \"\(taken.prefix(40))\" is not longitude latitude altitude"
                        }
                    case (.placemark, _):
                        // One without a position that reads is left out and counted, as a CSV row is.
                        switch place?.listed {
                        case .success(let done)?: places.add(done)
                        case .failure(let unplaced)?: places.skip(unplaced.line, reason: unplaced.reason, what: "placemark")
                        case nil: break
                        }
                        place = nil
                    case (.folder, _): folders.removeLast()
                    case (.fact(let label), .placemark?), (.fact(let label), .factParent?):
                        if place != nil, !label.isEmpty { place?.add(fact: label, String(decoding: text, as: UTF8.self)) }
                    default: break
                    }
                }
            }
        }
    }

    /// What an element is to the reader, by its local name.
    private enum Element: Equatable {
        case description, folder, placemark, data, simpleData, multiGeometry, name, address, displayName, value, coordinates, coord
        /// A shape a placemark can be listed at (`Point`, `LineString`…, `gx:Track`).
        case shape
        /// An element whose children are facts of the placemark (`TimeStamp`, `TimeSpan`; a
        /// `Placemark`'s are too).
        case factParent
        /// A fact with its label (none: left out).
        case fact(String)
        /// In a description's HTML: an element that starts a line, and an image.
        case lineBreak, image
        case other

        init(named name: String) {
            let elements: [String: Element] = [
                "description": .description, "Folder": .folder, "Placemark": .placemark, "Data": .data, "SimpleData": .simpleData,
                "MultiGeometry": .multiGeometry, "name": .name, "address": .address, "displayName": .displayName, "value": .value,
                "coordinates": .coordinates, "coord": .coord, "TimeStamp": .factParent, "TimeSpan": .factParent,
            ]
            if let element = elements[name] {
                self = element
            } else if KMLReader.shapes.contains(name) {
                self = .shape
            } else if let label = KMLReader.factLabels[name] {
                self = .fact(label)
            } else if KMLReader.lineBreaks.contains(name.lowercased()) {
                self = .lineBreak
            } else {
                self = name.lowercased() == "img" ? .image : .other
            }
        }
    }

    package static func longTexts(ofRecord record: UnsafeRawBufferPointer, id: Int) -> LongTexts? {
        // KML keeps its texts in memory, as GPX does.
        nil
    }
}
