import Foundation

/// Loads landmarks from JSON and answers queries about them; knows nothing of any user interface.
///
/// Favourite changes live in memory. Filters return indices into the store, never copies of models,
/// so that a catalog of a million landmarks filters without duplicating it.
public final class LandmarkStore {
    public private(set) var landmarks: [Landmark]
    private let indexByID: [Int: Int]

    /// A store of already-decoded landmarks.
    ///
    /// - Throws: `DataFileError` naming `file` when two landmarks share an id.
    public init(landmarks: [Landmark], file: String = "landmarks") throws {
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
    }

    /// Decodes a JSON document in the tutorial's schema.
    ///
    /// - Parameters:
    ///   - data: the document.
    ///   - file: the name used in error messages.
    /// - Throws: `DataFileError` with the line and column of a syntax error, or the record and field
    ///   of a schema error.
    public convenience init(data: Data, file: String) throws {
        try self.init(landmarks: LandmarkDecoding.decode(data, file: file), file: file)
    }

    /// Reads and decodes a landmarks file.
    ///
    /// - Throws: `DataFileError` when the file is missing, unreadable or not a valid landmarks file.
    public static func load(from url: URL) throws -> LandmarkStore {
        let data = try DataFileReader.read(url)
        return try LandmarkStore(data: data, file: url.relativePath)
    }

    /// How many landmarks the store holds.
    public var count: Int { landmarks.count }

    public subscript(index: Int) -> Landmark { landmarks[index] }

    /// The position of the landmark with this id, if there is one.
    public func index(ofID id: Int) -> Int? { indexByID[id] }

    /// The indices of the landmarks to show, in file order.
    public func indices(favoritesOnly: Bool) -> [Int] {
        guard favoritesOnly else { return Array(landmarks.indices) }
        return landmarks.indices.filter { landmarks[$0].isFavorite }
    }

    /// Marks or unmarks the landmark at `index` as a favourite.
    public func setFavorite(_ isFavorite: Bool, at index: Int) {
        landmarks[index].isFavorite = isFavorite
    }

    /// Flips the favourite mark of the landmark at `index`.
    public func toggleFavorite(at index: Int) {
        landmarks[index].isFavorite.toggle()
    }
}
