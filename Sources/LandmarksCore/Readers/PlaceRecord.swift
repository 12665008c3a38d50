/// A place as a reader made it from texts it owns (GPX, KML, CSV), before it joins a batch: the
/// fields every format has, and the facts beyond them.
struct PlaceRecord {
    /// The file's own id; nil: a stable one from name and position (`StablePlaceID`).
    var id: Int?
    var name = ""
    var park = ""
    var city = ""
    var state = ""
    var category = ""
    var description = ""
    var coordinates = Coordinates(latitude: 0, longitude: 0)
    var facts: [(name: String, value: String)] = []
    /// The images its file carries for it, which become its photos.
    var images: [CarriedImage] = []

    /// Hands the place to `body` as a reader's fields, its texts valid during the call.
    func withFields<Result>(_ body: (LandmarkFields) -> Result) -> Result {
        // The texts' bytes one after the other in one buffer: one allocation, no string copied or retained.
        var bytes: [UInt8] = []
        var ends: [Int] = []
        for text in [name, park, city, state, category, description] {
            bytes.append(contentsOf: text.utf8)
            ends.append(bytes.count)
        }
        bytes += LandmarkFact.encoded(facts.lazy.map { (name: $0.name.utf8, value: $0.value.utf8) })
        ends.append(bytes.count)
        return bytes.withUnsafeBytes { bytes in
            let text = { (index: Int) in UnsafeRawBufferPointer(rebasing: bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]]) }
            var fields = LandmarkFields()
            fields.id = id ?? 0
            (fields.name, fields.park, fields.city, fields.state) = (text(0), text(1), text(2), text(3))
            (fields.category, fields.description, fields.facts) = (text(4), text(5), text(6))
            fields.coordinates = coordinates
            return body(fields)
        }
    }
}

/// The batches a reader of owned places hands on (`finish`, which a reader calls each time it is to
/// read more of its input), so that the first places show while the rest is read; ids made stable and
/// different.
struct PlaceBatches {
    private var batch = LandmarkColumns()
    private var ids = IDIndex()

    /// Reads with `body`, which adds places to the batches it is given (calling `finish` each time it
    /// is to read more), then hands on the last batch; on a mistake, what was read before it first, so
    /// that a file cut short lists what it holds.
    static func read(
        receive: (LandmarkColumns) throws(DataFileError) -> Void, _ body: (inout PlaceBatches) throws(DataFileError) -> Void
    ) throws(DataFileError) {
        var places = PlaceBatches()
        do throws(DataFileError) {
            try body(&places)
        } catch {
            try places.finish(receive: receive)
            throw error
        }
        try places.finish(receive: receive)
    }

    /// How many places were added.
    var count: Int { ids.ids.count }

    /// Adds `place`, with the photos of the images it carries.
    mutating func add(_ place: PlaceRecord) {
        let hasFileID = place.id != nil
        let id = place.withFields { append($0, hasFileID: hasFileID) }
        batch.carriedPhotos += place.images.map { $0.photo(ofPlace: id) }
    }

    /// Adds the place `fields` describe, its id the file's own when `hasFileID`, else a stable one from
    /// its name and position.
    /// A place without a name keeps none (screens call it by its position, `Landmark.shownName`); its
    /// stable id is made from its position written as its name.
    ///
    /// - Returns: the id it was given.
    @discardableResult
    mutating func append(_ fields: LandmarkFields, hasFileID: Bool) -> Int {
        var fields = fields
        let first =
            hasFileID
            ? fields.id
            : fields.name.isEmpty
                ? Array(fields.coordinates.displayText.utf8).withUnsafeBytes { StablePlaceID.of(name: $0, at: fields.coordinates) }
                : StablePlaceID.of(name: fields.name, at: fields.coordinates)
        fields.id = first
        var attempt = 0
        // The same place twice in a file (or the file's own ids given twice) gets other ids.
        while ids.insert(fields.id) != nil {
            attempt += 1
            fields.id = StablePlaceID.alternative(to: first, attempt: attempt)
        }
        _ = batch.append(fields, record: RecordRange(offset: 0, length: 0))
        return fields.id
    }

    /// Leaves out the place at `place` in the file (a `what`, when the file calls it so: `placemark`):
    /// it has no position that reads.
    mutating func skip(_ place: DataFileError.Place, reason: String, what: String? = nil) {
        batch.leftOut.add(place, reason: reason, what: what)
    }

    /// Hands on the places added (and left out) since the last batch.
    mutating func finish(receive: (LandmarkColumns) throws(DataFileError) -> Void) throws(DataFileError) {
        guard !batch.isEmpty || batch.leftOut.count > 0 else { return }
        let done = batch
        batch = LandmarkColumns()
        try receive(done)
    }
}
