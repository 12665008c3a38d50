import CJSONRecords

/// Reads places from GeoJSON (RFC 7946): a FeatureCollection, a single Feature, or features one per
/// line (GeoJSONSeq, its record separators allowed).
///
/// A feature is listed at its geometry's representative position (`GeoJSONGeometry`); the fields
/// of Google Takeout's Saved Places (`location.name`, `address`, `country_code`, `Comment`) and of
/// OpenStreetMap exports (`name`, `tourism`, `amenity`…, `addr:city`, `@id`) give its name,
/// category, region and description. Its id is the file's own when it is a whole number, else a stable
/// one (`StablePlaceID`) from the file's text id or from its name and position.
package enum GeoJSONReader: CatalogReader {
    package static let formatName = "geojson"

    /// What the file holds, for messages.
    static let contents = "a GeoJSON FeatureCollection or features"

    /// The keys read of each feature, most wanted first in each list.
    private struct Keys: Sendable {
        let set = JSONKeys()
        let type, id, osmID, atID, geometry, geometryType, coordinates, mapsURL: JSONKeys.Key
        let names, categories, descriptions, addresses, cities, regions: [JSONKeys.Key]

        init() {
            type = set.add("type")
            id = set.add("id")
            geometry = set.add("geometry")
            geometryType = set.add("type", in: geometry)
            coordinates = set.add("coordinates", in: geometry)
            let properties = set.add("properties")
            let location = set.add("location", in: properties)
            // osm2geojson nests OpenStreetMap's tags; overpass-turbo and GDAL write them flat.
            let tags = set.add("tags", in: properties)
            let set = set
            func each(_ names: [String], in parents: [JSONKeys.Key] = [properties]) -> [JSONKeys.Key] {
                parents.flatMap { parent in names.map { set.add($0, in: parent) } }
            }
            atID = set.add("@id", in: properties)
            osmID = set.add("osm_id", in: properties)
            mapsURL = set.add("google_maps_url", in: properties)
            names = each(["name", "Name", "NAME", "title", "Title", "label"]) + each(["name"], in: [location, tags])
            categories =
                each(["category", "Category"])
                + each(["tourism", "amenity", "historic", "natural", "leisure", "shop", "place"], in: [properties, tags])
            descriptions = each(["description", "Description", "desc", "Comment", "comment", "note"])
            addresses = each(["address", "Address", "park"], in: [location, properties])
            cities = each(["addr:city", "city"], in: [properties, tags])
            regions = each(["addr:state", "state", "country_code", "addr:country", "country"], in: [properties, location, tags])
        }
    }

    private static let keys = Keys()

    /// How many first bytes tell a collection, a feature and another object apart.
    private static let headSize = 4096

    package static func recognition(ofHead head: [UInt8], fileExtension: String) -> CatalogRecognition {
        let byExtension = ["geojson", "geojsonl", "geojsons", "geojsonseq"].contains(fileExtension)
        guard let first = firstContent(of: head) else { return byExtension || fileExtension == "json" ? .possibly : .undecided }
        if head[first] == 0x1E { return .surely }
        guard head[first] == UInt8(ascii: "{") else { return .no }
        // What tells a collection from features one after another, which `read` looks for in the same head.
        if isCollection(head) || contains(head, "\"Feature\"") { return .surely }
        if contains(head, "\"type\"") || contains(head, "\"geometry\"") { return .possibly }
        // Another object is another format's (or none's: the default reader says what is wrong with it).
        return head.count < headSize ? .undecided : .no
    }

    /// Whether the document whose first bytes are `head` is a FeatureCollection: it names its type or
    /// its features early; a feature alone, or one per line, is read as a sequence.
    private static func isCollection(_ head: [UInt8]) -> Bool {
        contains(head, "\"FeatureCollection\"") || contains(head, "\"features\"")
    }

    /// Where the first byte that is neither a blank nor a byte-order mark is in `head`.
    private static func firstContent(of head: [UInt8]) -> Int? {
        let start = head.starts(with: CatalogInput.byteOrderMark) ? CatalogInput.byteOrderMark.count : 0
        return head[start...].firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }

    private static func contains(_ head: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        return head.count >= needle.count && (0...head.count - needle.count).contains { head[$0..<$0 + needle.count].elementsEqual(needle) }
    }

    package static func read(
        _ input: CatalogInput, leavingLongTextsIn longTexts: LongTextFile?,
        receive: (LandmarkColumns) throws(DataFileError) -> Void
    ) throws(DataFileError) {
        // The first bytes that decided the format may be too few to tell a collection: read on to tell.
        // Up to 64 KiB: a collection may name itself after a long member (when it is read as GeoJSON
        // because the user said so, its first 4 KiB did not tell).
        let head = try input.readHead(count: 1 << 16) { isCollection($0) || contains($0, "\"Feature\"") }
        let layout: JSONRecordStream.Layout = Self.isCollection(head) ? .member("features") : .sequence
        var ids = IDIndex()
        // Room for as many places as a file of this size holds, so that the table of ids never grows.
        if let size = input.size { ids.reserveCapacity(size / 128) }
        var batch = LandmarkColumns(leavingLongTextsIn: longTexts)
        let stream = JSONRecordStream(keys: keys.set, contents: contents, layout: layout)
        try stream.read(input) { record throws(DataFileError) in
            // A feature without a geometry (`null`, as GDAL writes one) and no Maps link has no place to be.
            if record.shownText(keys.type)?.holds("Feature") == true, !hasPosition(record) {
                return batch.leftOut.add(.record(record.number, field: nil), reason: "no geometry (nor a Maps link with a position)")
            }
            // Facts are long texts: read now only when they are to be kept, else when shown.
            try place(record, withFacts: longTexts == nil) { fields throws(DataFileError) in
                var attempt = 0
                let fileID = fields.id
                while ids.insert(fields.id) != nil {
                    attempt += 1
                    fields.id = StablePlaceID.alternative(to: fileID, attempt: attempt)
                }
                _ = batch.append(fields, record: record.range)
            }
        } afterEachPiece: { () throws(DataFileError) in
            guard !batch.isEmpty || batch.leftOut.count > 0 else { return }
            try receive(batch)
            batch = LandmarkColumns(leavingLongTextsIn: longTexts)
        }
    }

    /// Hands the place `record` describes to `take` (with its facts when `withFacts`), its texts valid
    /// during the call.
    private static func place<Result>(
        _ record: JSONRecord, withFacts: Bool, _ take: (inout LandmarkFields) throws(DataFileError) -> Result
    ) throws(DataFileError) -> Result {
        guard let type = record.shownText(keys.type), type.holds("Feature") else {
            throw record.failure(
                "type", "\(record.shownText(keys.type) == nil ? "missing" : "not \"Feature\""), expected a GeoJSON feature")
        }
        var fields = LandmarkFields()
        // Texts made here rather than found in the record, freed once `take` has copied them.
        var made: [UnsafeMutableRawBufferPointer] = []
        defer { for text in made { text.deallocate() } }
        func keep(_ text: some Collection<UInt8>) -> UnsafeRawBufferPointer {
            let kept = UnsafeMutableRawBufferPointer.allocate(byteCount: text.count, alignment: 1)
            kept.copyBytes(from: text)
            made.append(kept)
            return UnsafeRawBufferPointer(kept)
        }
        fields.coordinates = try position(of: record)
        let (category, isTag) = first(keys.categories, of: record)
        // OpenStreetMap's tag values read as words: `place_of_worship` is shown `Place of worship`.
        fields.category = isTag ? keep(humanized(category)) : category
        if withFacts { fields.facts = keep(facts(of: record, category: category)) }
        fields.park = first(keys.addresses, of: record).text
        fields.city = first(keys.cities, of: record).text
        fields.state = first(keys.regions, of: record).text
        fields.description = first(keys.descriptions, of: record).text
        let name = first(keys.names, of: record).text
        if let number = record.wholeNumber(keys.id) {
            fields.id = number
        } else if let text = record.shownText(keys.id) ?? record.shownText(keys.atID) ?? record.shownText(keys.osmID), !text.isEmpty {
            fields.id = StablePlaceID.of(fileID: text)
        } else {
            fields.id = StablePlaceID.of(name: name, at: fields.coordinates)
        }
        // A place without a name keeps none: screens call it by its position (`Landmark.shownName`),
        // and what `list` writes says what the file said.
        fields.name = name
        return try take(&fields)
    }

    /// The first of `keys` that `record` holds as a text (or a number), empty when none; and whether
    /// it is an OpenStreetMap tag (past the first two keys, `category` and `Category`).
    private static func first(_ keys: [JSONKeys.Key], of record: JSONRecord) -> (text: UnsafeRawBufferPointer, isTag: Bool) {
        for (index, key) in keys.enumerated() {
            if let text = record.shownText(key), !text.isEmpty { return (text, index >= 2) }
        }
        return (UnsafeRawBufferPointer(start: nil, count: 0), false)
    }

    /// `place_of_worship` as `Place of worship`; other texts as they are.
    static func humanized(_ tag: UnsafeRawBufferPointer) -> [UInt8] {
        guard tag.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || $0 == UInt8(ascii: "_") }) else {
            return Array(tag)
        }
        return tag.enumerated().map { index, byte in
            byte == UInt8(ascii: "_") ? UInt8(ascii: " ") : index == 0 ? byte - 0x20 : byte
        }
    }

    /// Where the feature is listed: its geometry's representative position; for Google Takeout's places
    /// saved without one (`[0, 0]`), the `q=` of their Maps link; else 0°, 0°.
    private static func position(of record: JSONRecord) throws(DataFileError) -> Coordinates {
        var position = Coordinates(latitude: 0, longitude: 0)
        if let type = record.shownText(keys.geometryType), let coordinates = record.arrayText(keys.coordinates) {
            guard let found = GeoJSONGeometry.position(type: type, coordinates: coordinates) else {
                throw record.failure("geometry.coordinates", "cannot be read as a \(String(decoding: type, as: UTF8.self).prefix(40))")
            }
            position = found
        }
        if position == Coordinates(latitude: 0, longitude: 0), let url = record.shownText(keys.mapsURL),
            let linked = mapsLinkPosition(String(decoding: url, as: UTF8.self))
        {
            position = linked
        }
        try Landmark.validate(coordinates: position, record: record.number, file: record.file, field: "geometry.coordinates")
        return position
    }

    /// Whether the feature has a geometry, or a Maps link that places it.
    private static func hasPosition(_ record: JSONRecord) -> Bool {
        record.arrayText(keys.coordinates) != nil
            || record.shownText(keys.mapsURL).map { mapsLinkPosition(String(decoding: $0, as: UTF8.self)) != nil } == true
    }

    /// The position in a Google Maps link's `q=latitude,longitude`.
    static func mapsLinkPosition(_ url: String) -> Coordinates? {
        guard let query = url.split(separator: "?", maxSplits: 1).last,
            let q = query.split(separator: "&").first(where: { $0.hasPrefix("q=") })
        else { return nil }
        let parts = q.dropFirst(2).split(separator: ",")
        guard parts.count == 2, let latitude = CSVPosition.decimal(parts[0]), let longitude = CSVPosition.decimal(parts[1]) else {
            return nil
        }
        return Coordinates(latitude: latitude, longitude: longitude)
    }

    package static func longTexts(ofRecord bytes: UnsafeRawBufferPointer, id: Int) -> LongTexts? {
        JSONRecordStream.parse(record: bytes, keys: keys.set) { record in
            try? place(record, withFacts: true) { fields in
                // The same place twice in a file has another id than its record gives.
                let matches = fields.id == id || (1...8).contains { StablePlaceID.alternative(to: fields.id, attempt: $0) == id }
                guard matches else { return nil }
                return LongTexts(
                    description: String(decoding: fields.description, as: UTF8.self), facts: LandmarkFact.decoded(fields.facts))
            } ?? nil
        }
    }

    /// The properties no field took, read at their names (`website`, `wikidata`, `date`; OpenStreetMap's
    /// tags nested under `tags` as well), after the shape a place that is no point was listed for;
    /// as `LandmarkFact.encoded` has them.
    private static func facts(of record: JSONRecord, category: UnsafeRawBufferPointer) -> [UInt8] {
        var facts: [(name: [UInt8], value: [UInt8])] = []
        if let type = record.shownText(keys.geometryType), let kind = GeoJSONGeometry.Kind(type),
            kind != .point
        {
            facts.append((Array("Shape".utf8), Array("\(kind.rawValue), listed at \(kind.listedAt)".utf8)))
        }
        func add(_ key: UnsafeRawBufferPointer, _ value: jr_value, nested: Bool) {
            let name = String(decoding: key, as: UTF8.self)
            let text = UnsafeRawBufferPointer(start: value.text.bytes, count: value.text.length)
            switch value.kind {
            case JR_OBJECT where name == "tags" && !nested:
                JSONRecordStream.forEachMember(of: "", inRecord: text) { add($0, $1, nested: true) }
            case JR_STRING, JR_NUMBER, JR_ARRAY:
                // What a field shows is no fact again (a tag that gave the category is).
                guard !takenNames.contains(name) || (categoryNames.contains(name) && !text.elementsEqual(category)),
                    !text.isEmpty, value.kind != JR_ARRAY || text.count <= 200
                else { return }
                facts.append((Array(key), Array(text)))
            case JR_BOOLEAN:
                facts.append((Array(key), Array((value.boolean != 0 ? "true" : "false").utf8)))
            default: break
            }
        }
        JSONRecordStream.forEachMember(of: "properties", inRecord: record.bytes) { add($0, $1, nested: false) }
        return LandmarkFact.encoded(facts)
    }

    /// The property names whose values fields show.
    private static let takenNames: Set<String> = Set(
        (keys.names + keys.categories + keys.descriptions + keys.addresses + keys.cities + keys.regions).map {
            String($0.path.split(separator: ".").last ?? "")
        })
    /// The names of OpenStreetMap's tags that may give the category.
    private static let categoryNames: Set<String> = Set(
        keys.categories.dropFirst(2).map { String($0.path.split(separator: ".").last ?? "") })
}
