import Foundation

/// Loads landmarks from JSON and answers queries about them; knows nothing of any user interface.
///
/// Favourites are kept in the user's order. Filters return indices into the store, never copies of
/// models, so that a catalog of a million landmarks filters without duplicating it.
package final class LandmarkStore {
    package private(set) var landmarks: [Landmark]
    private let indexByID: [Int: Int]
    /// Store indices of the favourites, in the user's order.
    private var favoriteOrder: [Int]
    /// The favourites as the data file marks them, in file order: the default until the user changes them.
    package let favoriteIDsInFile: [Int]
    /// Each landmark's folded search fields, made at the first search.
    private var searchFieldsCache: [[String]] = []

    /// A store of already-decoded landmarks.
    ///
    /// - Throws: `DataFileError` naming `file` when two landmarks share an id.
    package init(landmarks: [Landmark], file: String = "landmarks") throws {
        var indexByID: [Int: Int] = [:]
        indexByID.reserveCapacity(landmarks.count)
        for (index, landmark) in landmarks.enumerated() {
            if let first = indexByID[landmark.id] {
                throw DataFileError(
                    file: file, place: .record(index + 1, field: "id"),
                    problem: "duplicate id \(landmark.id) (also in record \(first + 1))")
            }
            indexByID[landmark.id] = index
        }
        self.landmarks = landmarks
        self.indexByID = indexByID
        favoriteOrder = landmarks.indices.filter { landmarks[$0].isFavorite }
        favoriteIDsInFile = favoriteOrder.map { landmarks[$0].id }
    }

    /// Decodes a JSON document in the tutorial's schema.
    ///
    /// - Parameters:
    ///   - data: the document.
    ///   - file: the name used in error messages.
    /// - Throws: `DataFileError` with the line and column of a syntax error, or the record and field
    ///   of a schema error.
    package convenience init(data: Data, file: String) throws {
        let landmarks: [Landmark]
        if let read = LandmarkJSONReader.landmarks(in: data) {
            try JSONRecordDecoding.validate(read, file: file)
            landmarks = read
        } else {
            landmarks = try JSONRecordDecoding.decode(Landmark.self, from: data, file: file)
        }
        try self.init(landmarks: landmarks, file: file)
    }

    /// Reads and decodes a landmarks file.
    ///
    /// - Throws: `DataFileError` when the file is missing, unreadable or not a valid landmarks file.
    package static func load(from url: URL) throws -> LandmarkStore {
        let data = try DataFileReader.read(url)
        return try LandmarkStore(data: data, file: url.relativePath)
    }

    /// How many landmarks the store holds.
    package var count: Int { landmarks.count }

    package subscript(index: Int) -> Landmark { landmarks[index] }

    /// The position of the landmark with this id, if there is one.
    package func index(ofID id: Int) -> Int? { indexByID[id] }

    /// The indices of the landmarks to show: all in file order, or the favourites in the user's order.
    package func indices(favoritesOnly: Bool) -> [Int] {
        favoritesOnly ? favoriteOrder : Array(landmarks.indices)
    }

    /// The landmark's name, park, city and state folded for searching; names never change, so once.
    func searchFields(at index: Int) -> [String] {
        if searchFieldsCache.isEmpty { searchFieldsCache = landmarks.map(SearchQuery.foldedFields(of:)) }
        return searchFieldsCache[index]
    }

    /// The favourites' ids, in the user's order.
    package var favoriteIDs: [Int] { favoriteOrder.map { landmarks[$0].id } }

    /// Makes exactly these landmarks the favourites, in this order; ids not in the store are ignored.
    package func setFavorites(ids: [Int]) {
        for index in favoriteOrder { landmarks[index].isFavorite = false }
        favoriteOrder = []
        for id in ids {
            guard let index = indexByID[id], !landmarks[index].isFavorite else { continue }
            landmarks[index].isFavorite = true
            favoriteOrder.append(index)
        }
    }
}
