import CJSONRecords

/// Reads landmarks in the SwiftUI Landmarks tutorial's JSON schema: an array of records with `id`,
/// `name` and `coordinates` (`latitude`, `longitude`) required, and `park`, `city`, `state`,
/// `category`, `isFeatured`, `isFavorite`, `description` and `imageName` optional (any published
/// version of the tutorial's file reads); other keys are ignored.
///
/// Its mistakes are worded as Foundation's decoder had them checked, field by field in that order:
/// `record 3, field "coordinates.latitude": missing`.
package enum TutorialJSONReader: CatalogReader {
    package static let formatName = "landmarks-json"

    /// What the file holds, for messages.
    static let contents = "an array of landmarks"

    /// The keys of a record, in the order their mistakes are looked for.
    private struct Keys: Sendable {
        let set = JSONKeys()
        let id, name, park, city, state, category, isFeatured, isFavorite, coordinates, latitude, longitude, description,
            imageName: JSONKeys.Key

        init() {
            id = set.add("id")
            name = set.add("name")
            park = set.add("park")
            city = set.add("city")
            state = set.add("state")
            category = set.add("category")
            isFeatured = set.add("isFeatured")
            isFavorite = set.add("isFavorite")
            coordinates = set.add("coordinates")
            latitude = set.add("latitude", in: coordinates)
            longitude = set.add("longitude", in: coordinates)
            description = set.add("description")
            imageName = set.add("imageName")
        }
    }

    private static let keys = Keys()

    package static func recognition(ofHead head: [UInt8], fileExtension: String) -> CatalogRecognition {
        let start = head.starts(with: CatalogInput.byteOrderMark) ? CatalogInput.byteOrderMark.count : 0
        guard let first = head[start...].first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            return fileExtension == "json" ? .possibly : .undecided
        }
        return first == UInt8(ascii: "[") ? .possibly : .no
    }

    package static func read(
        _ input: CatalogInput, leavingLongTextsIn longTexts: LongTextFile?,
        receive: (LandmarkColumns) throws(DataFileError) -> Void
    ) throws(DataFileError) {
        var ids = IDIndex()
        var batch = LandmarkColumns(leavingLongTextsIn: longTexts)
        if let size = input.size { ids.reserveCapacity(size / LandmarkColumns.smallestRecordBytes) }
        try JSONRecordStream(keys: keys.set, contents: contents).read(input) { record throws(DataFileError) in
            let fields = try landmark(record)
            if let first = ids.insert(fields.id) {
                throw record.failure("id", "duplicate id \(fields.id) (also in record \(first + 1))")
            }
            _ = batch.append(fields, record: record.range)
        } afterEachPiece: { () throws(DataFileError) in
            guard !batch.isEmpty else { return }
            try receive(batch)
            batch = LandmarkColumns(leavingLongTextsIn: longTexts)
        }
    }

    /// The landmark of `record`, its values checked.
    private static func landmark(_ record: JSONRecord) throws(DataFileError) -> LandmarkFields {
        var fields = LandmarkFields()
        fields.id = try record.integer(keys.id)
        fields.name = try record.text(keys.name, required: true)
        fields.park = try record.text(keys.park)
        fields.city = try record.text(keys.city)
        fields.state = try record.text(keys.state)
        fields.category = try record.text(keys.category)
        fields.isFeatured = try record.flag(keys.isFeatured)
        fields.isFavorite = try record.flag(keys.isFavorite)
        try record.requireObject(keys.coordinates)
        fields.coordinates = Coordinates(latitude: try record.number(keys.latitude), longitude: try record.number(keys.longitude))
        fields.description = try record.text(keys.description)
        fields.imageName = try record.text(keys.imageName)
        try Landmark.validate(coordinates: fields.coordinates, record: record.number, file: record.file)
        return fields
    }

    package static func longTexts(ofRecord bytes: UnsafeRawBufferPointer, id: Int) -> LongTexts? {
        JSONRecordStream.parse(record: bytes, keys: keys.set) { record in
            guard let fields = try? landmark(record), fields.id == id else { return nil }
            return LongTexts(description: String(decoding: fields.description, as: UTF8.self))
        }
    }
}
