import Foundation

/// The photos of the landmarks, newest first for each landmark, with ratings the user can change:
/// those of `photos.json` with the images the landmarks file carries (a KMZ's, a KML's beside it)
/// after them, and the user's own (`--photos`), each told apart by a `PhotoKey`.
package final class PhotoCatalog {
    /// The folder that photo file paths are relative to.
    package let folder: String
    private var columns: PhotoColumns
    private let ratingsInFile: [UInt8]
    /// The ratings of the state last applied, by photo id.
    private var appliedRatings: [Int: Int] = [:]
    /// Photo indices in order of id, to find one by halving.
    private let byID: [Int32]
    /// Photo indices by landmark id, each landmark's newest first (ties in file order).
    private let byLandmark: [Int32]
    /// The photos last read again from `photos.json`, newest first: the landmark and photo screens ask
    /// for theirs at every frame.
    private var readPhotos: [(index: Int, photo: Photo)] = []
    /// The user's own photos, and their ratings by fingerprint key.
    package private(set) var yours = YourPhotos()
    /// Why the photos file's photos are not shown, when it is another catalog's.
    package private(set) var notice: String?
    private var yourRatings: [String: Int] = [:]

    /// The photos file's name; it sits beside the landmarks file.
    package static let fileName = "photos.json"

    /// A catalog of already-decoded photos.
    ///
    /// - Parameters:
    ///   - folder: the folder photo files are relative to (`""` for the working directory).
    ///   - landmarkIDs: the landmarks photos may belong to; nil accepts any.
    /// - Throws: `DataFileError` naming `file` for a duplicate id or a photo of an unknown landmark.
    package convenience init(photos: [Photo], folder: String = "", file: String = fileName, landmarkIDs: Set<Int>? = nil) throws {
        try self.init(columns: PhotoColumns(photos), folder: folder, file: file, isLandmark: landmarkIDs.map { ids in ids.contains })
    }

    /// A catalog of checked photos; throws as `init(photos:…)` does.
    init(columns: PhotoColumns, folder: String, file: String, isLandmark: ((Int) -> Bool)?) throws {
        let indices = (0..<Int32(columns.count))
        // A generated file lists its photos by id already: no sort then.
        let byID =
            columns.isOrderedByID
            ? Array(indices)
            : indices.sorted { a, b in
                let (idA, idB) = (columns.id(at: Int(a)), columns.id(at: Int(b)))
                return idA == idB ? a < b : idA < idB
            }
        // The first record (in file order) that repeats an earlier one's id, or names no landmark.
        var duplicate: (record: Int, first: Int)?
        for (first, second) in zip(byID, byID.dropFirst()) where columns.id(at: Int(first)) == columns.id(at: Int(second)) {
            if duplicate.map({ Int(second) < $0.record }) ?? true { duplicate = (Int(second), Int(first)) }
        }
        // A landmark's photos usually come together: each run of them asks once.
        let stranger = isLandmark.flatMap { isLandmark in
            (0..<columns.count).first { index in
                let landmarkID = columns.landmarkID(at: index)
                return (index == 0 || columns.landmarkID(at: index - 1) != landmarkID) && !isLandmark(landmarkID)
            }
        }
        if let duplicate, stranger.map({ duplicate.record <= $0 }) ?? true {
            throw DataFileError(
                file: file, place: .record(duplicate.record + 1, field: "id"),
                problem: "duplicate id \(columns.id(at: duplicate.record)) (also in record \(duplicate.first + 1))")
        }
        if let stranger {
            throw DataFileError(
                file: file, place: .record(stranger + 1, field: "landmarkId"),
                problem: "no landmark has id \(columns.landmarkID(at: stranger))")
        }
        self.byID = byID
        // Newest first; photos taken at the same moment keep their order in the file.
        let newestFirst = { (a: Int32, b: Int32) in
            let (dateA, dateB) = (columns.date(at: Int(a)), columns.date(at: Int(b)))
            return dateA == dateB ? a < b : dateA > dateB
        }
        if columns.isOrderedByLandmark {
            // Grouped by landmark already (as a generated file is): only each landmark's few photos are sorted.
            var order = Array(indices)
            var start = 0
            while start < order.count {
                var end = start + 1
                let landmark = columns.landmarkID(at: start)
                while end < order.count, columns.landmarkID(at: end) == landmark { end += 1 }
                // A landmark has a few photos, sorted by insertion; many, by the standard sort.
                guard end - start <= 16 else {
                    order[start..<end].sort(by: newestFirst)
                    start = end
                    continue
                }
                for next in start + 1..<end {
                    let photo = order[next]
                    var place = next
                    while place > start, newestFirst(photo, order[place - 1]) {
                        order[place] = order[place - 1]
                        place -= 1
                    }
                    order[place] = photo
                }
                start = end
            }
            byLandmark = order
        } else {
            byLandmark = indices.sorted { a, b in
                let (landmarkA, landmarkB) = (columns.landmarkID(at: Int(a)), columns.landmarkID(at: Int(b)))
                return landmarkA == landmarkB ? newestFirst(a, b) : landmarkA < landmarkB
            }
        }
        ratingsInFile = columns.allRatings
        self.columns = columns
        self.columns.leaveDatesInFile()
        self.folder = folder
    }

    /// A catalog without photos, e.g. while the landmarks are still being read.
    package init() {
        folder = ""
        columns = PhotoColumns()
        ratingsInFile = []
        byID = []
        byLandmark = []
    }

    /// Decodes a photos file.
    ///
    /// - Throws: `DataFileError` with the line and column of a syntax error, or the record and field
    ///   of a schema error.
    package convenience init(data: Data, folder: String = "", file: String, landmarkIDs: Set<Int>? = nil) throws {
        try self.init(
            columns: TutorialPhotosFile.read(CatalogInput(bytes: data, name: file), leavingTextsIn: nil), folder: folder, file: file,
            isLandmark: landmarkIDs.map { ids in ids.contains })
    }

    /// Loads `photos.json` from the folder of the landmarks file at `landmarksPath` (no file means no
    /// photos) and adds `carried`, the images the landmarks file carries (`LandmarkStore.carriedPhotos`).
    ///
    /// - Throws: `DataFileError` when the photos file exists but cannot be read or is not valid.
    package static func load(besideLandmarksAt landmarksPath: String, carrying carried: [Photo] = [], landmarkIDs: IDIndex) throws
        -> PhotoCatalog
    {
        try PhotoCatalog(read(besideLandmarksAt: landmarksPath), carrying: carried, landmarkIDs: landmarkIDs)
    }

    /// The photos file beside a landmarks file, read and its records checked, but not yet whether
    /// their landmarks exist: it can be read while the landmarks are.
    package struct UncheckedPhotos: Sendable {
        fileprivate let columns: PhotoColumns
        fileprivate let folder: String
        fileprivate let file: String

        /// Whether it lists no photo.
        package var isEmpty: Bool { columns.count == 0 }

        /// No photos file: a catalog read from a pipe has no folder to find one in.
        package static let none = UncheckedPhotos(columns: PhotoColumns(), folder: "", file: PhotoCatalog.fileName)
    }

    /// The photos of `read`, then `carried` (the images the landmarks file carries), once their ids
    /// and landmarks are checked.
    ///
    /// - Throws: `DataFileError` for a duplicate id or a photo of an unknown landmark.
    package convenience init(_ read: UncheckedPhotos, carrying carried: [Photo] = [], landmarkIDs: IDIndex) throws {
        var columns = read.columns
        // A photos.json of which no photo is of these landmarks is another catalog's, kept in the same
        // folder (a CSV beside the tutorial's files): it is left out, and said so, rather than refusing the catalog.
        var notice: String?
        if columns.count > 0, !(0..<columns.count).contains(where: { landmarkIDs.contains(columns.landmarkID(at: $0)) }) {
            let first = columns.landmarkID(at: 0)
            notice =
                "\(read.file): none of its \(CountText(locale: nil).number(columns.count)) photos is of a landmark here "
                + "(the first names id \(first)): not shown"
            columns = PhotoColumns()
        }
        for photo in carried { columns.append(photo) }
        try self.init(columns: columns, folder: read.folder, file: read.file, isLandmark: landmarkIDs.contains)
        self.notice = notice
    }

    /// Reads `photos.json` from the folder of the landmarks file at `landmarksPath`; no file means no photos.
    ///
    /// - Throws: `DataFileError` when the photos file exists but cannot be read or is not valid.
    package static func read(besideLandmarksAt landmarksPath: String) throws -> UncheckedPhotos {
        let folder = (landmarksPath as NSString).deletingLastPathComponent
        let path = folder.isEmpty ? fileName : (folder as NSString).appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: path) else {
            return UncheckedPhotos(columns: PhotoColumns(), folder: folder, file: path)
        }
        // Read a piece at a time, only the numbers kept and the rest read again when shown.
        let input = try CatalogInput.open(.file(URL(fileURLWithPath: path)))
        guard let file = RecordFile(path: path) else {
            throw DataFileError(file: path, place: .open, problem: "cannot be read")
        }
        let columns = try TutorialPhotosFile.read(input, leavingTextsIn: file)
        return UncheckedPhotos(columns: columns, folder: folder, file: path)
    }

    /// How many photos `photos.json` lists (the user's own are not counted).
    package var count: Int { columns.count }

    /// The photo at `index` in `photos.json`, with its rating as set now: read again from the file
    /// when only its numbers were kept, through a cache of the last few read.
    package func photo(at index: Int) -> Photo {
        guard columns.isReadAgain(at: index) else { return columns.keptPhoto(at: index) }
        var photo =
            readPhotos.first { $0.index == index }?.photo
            ?? {
                let photo = columns.photoReadAgain(at: index)
                readPhotos = [(index, photo)] + readPhotos.prefix(15)
                return photo
            }()
        photo.rating = columns.rating(at: index)
        return photo
    }

    /// The photo `key` names.
    package func photo(_ key: PhotoKey) -> Photo {
        switch key {
        case .catalog(let index): photo(at: index)
        case .yours(let position): photo(showing: yours.photos[position])
        }
    }

    /// One of the user's own photos shown as a photo: author "You", file its absolute path. `id` and
    /// `landmarkId` are `photos.json`'s and 0 here: a `PhotoKey` and `group(of:)` say which photo it is
    /// and where it belongs.
    private func photo(showing yours: YourPhotos.Photo) -> Photo {
        Photo(
            id: 0, landmarkId: 0, title: yours.title, author: Photo.Author(username: "", firstName: "You", lastName: ""),
            takenAt: yours.metadata.taken,
            rating: yourRatings[yours.fingerprint.key].map { min(max($0, Photo.ratings.lowerBound), Photo.ratings.upperBound) } ?? 0,
            file: self.yours.absolutePath(of: yours),
            width: (yours.metadata.orientation >= 5 ? yours.metadata.height : yours.metadata.width) ?? 0,
            height: (yours.metadata.orientation >= 5 ? yours.metadata.width : yours.metadata.height) ?? 0)
    }

    /// The user's own photo that `key` names, or nil for one of `photos.json`.
    package func yourPhoto(_ key: PhotoKey) -> YourPhotos.Photo? {
        if case .yours(let position) = key { yours.photos[position] } else { nil }
    }

    /// What the photo `key` names is gathered under: its landmark, or for one of the user's own at no
    /// landmark, its group.
    package func group(of key: PhotoKey) -> PhotoGroup {
        switch key {
        case .catalog(let index): .landmark(id: columns.landmarkID(at: index))
        case .yours(let position): yours.group(of: yours.photos[position])
        }
    }

    /// Adds the user's own photos (replacing any added before): `photoKeys(in:)` lists them among the others by date.
    package func setYourPhotos(_ photos: YourPhotos) {
        yours = photos
    }

    /// Sets the ratings of the user's own photos, by fingerprint key.
    package func applyYourRatings(_ ratings: [String: Int]) {
        yourRatings = ratings
    }

    /// Every photo, in file order.
    package var photos: [Photo] { (0..<count).map(photo(at:)) }

    /// The position of the photo with this id, if there is one.
    package func index(ofID id: Int) -> Int? {
        let position = firstPosition(in: byID) { columns.id(at: $0) >= id }
        return position < byID.count && columns.id(at: Int(byID[position])) == id ? Int(byID[position]) : nil
    }

    /// The photos of `group`, newest first (the user's own among a landmark's by date; on a tie, and
    /// when undated, after those of `photos.json`).
    package func photoKeys(in group: PhotoGroup) -> [PhotoKey] {
        let yours = yours.positions(in: group)
        guard case .landmark(let landmarkID) = group else { return yours.map(PhotoKey.yours) }
        let listed = byLandmark[positions(ofLandmark: landmarkID)]
        guard !yours.isEmpty else { return listed.map { .catalog(Int($0)) } }
        var merged: [PhotoKey] = []
        merged.reserveCapacity(listed.count + yours.count)
        var (next, nextYours) = (listed[...], yours[...])
        while let index = next.first.map(Int.init), let position = nextYours.first {
            if isNewer(yours: position, thanCatalogPhoto: index) {
                merged.append(.yours(nextYours.removeFirst()))
            } else {
                merged.append(.catalog(Int(next.removeFirst())))
            }
        }
        return merged + next.map { .catalog(Int($0)) } + nextYours.map(PhotoKey.yours)
    }

    /// The newest photo of `group`, the first that `photoKeys(in:)` gives, without listing the others
    /// (the preview pane asks at every key).
    package func newestPhotoKey(in group: PhotoGroup) -> PhotoKey? {
        let yours = yours.positions(in: group)
        guard case .landmark(let landmarkID) = group, let first = positions(ofLandmark: landmarkID).first else {
            return yours.first.map(PhotoKey.yours)
        }
        let index = Int(byLandmark[first])
        guard let position = yours.first, isNewer(yours: position, thanCatalogPhoto: index) else { return .catalog(index) }
        return .yours(position)
    }

    /// Whether the user's photo at `position` was taken after the catalog's photo at `index`.
    private func isNewer(yours position: Int, thanCatalogPhoto index: Int) -> Bool {
        guard let date = yours.photos[position].metadata.taken?.date.timeIntervalSince1970 else { return false }
        return date > columns.date(at: index)
    }

    /// How many photos `group` has, the user's own among them.
    package func photoCount(in group: PhotoGroup) -> Int {
        let listed = if case .landmark(let landmarkID) = group { positions(ofLandmark: landmarkID).count } else { 0 }
        return listed + yours.positions(in: group).count
    }

    private func positions(ofLandmark landmarkID: Int) -> Range<Int> {
        firstPosition(in: byLandmark) {
            columns.landmarkID(at: $0) >= landmarkID
        }..<firstPosition(in: byLandmark) { columns.landmarkID(at: $0) > landmarkID }
    }

    /// The first position in `order` whose photo passes `test`, which all photos after it pass too.
    private func firstPosition(in order: [Int32], where test: (Int) -> Bool) -> Int {
        var low = 0
        var high = order.count
        while low < high {
            let middle = (low + high) / 2
            if test(Int(order[middle])) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Sets ratings by photo id over the ratings in the file; ids of other files are ignored (the user's
    /// own photos are rated by `applyYourRatings`).
    package func applyRatings(_ ratings: [Int: Int]) {
        // Only the photos rated now or before change, however many photos there are.
        for id in Set(appliedRatings.keys).union(ratings.keys) {
            guard let index = index(ofID: id) else { continue }
            let rating = ratings[id] ?? Int(ratingsInFile[index])
            columns.setRating(min(max(rating, Photo.ratings.lowerBound), Photo.ratings.upperBound), at: index)
        }
        appliedRatings = ratings
    }

    /// The image file's path as the user would type it: `file` itself when absolute, else relative to
    /// the data folder.
    package func imagePath(of photo: Photo) -> String {
        guard !folder.isEmpty, !photo.file.hasPrefix("/") else { return photo.file }
        return folder.hasSuffix("/") ? folder + photo.file : folder + "/" + photo.file
    }

    /// The image file's size in bytes, or nil when it is missing or not a regular file.
    package func imageFileSize(of photo: Photo) -> Int? {
        var status = stat()
        guard stat(imagePath(of: photo), &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(status.st_size)
    }
}
