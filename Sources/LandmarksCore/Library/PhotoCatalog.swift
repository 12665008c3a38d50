import Foundation

/// The photos of the landmarks, newest first for each landmark, with ratings the user can change.
package final class PhotoCatalog {
    package private(set) var photos: [Photo]
    /// The folder that photo file paths are relative to.
    package let folder: String
    private let ratingsInFile: [Int]
    private let indexByID: [Int: Int]
    /// Photo indices of each landmark, newest first.
    private let indicesByLandmark: [Int: [Int]]

    /// The photos file's name; it sits beside the landmarks file.
    package static let fileName = "photos.json"

    /// A catalog of already-decoded photos.
    ///
    /// - Parameters:
    ///   - folder: the folder photo files are relative to (`""` for the working directory).
    ///   - landmarkIDs: the landmarks photos may belong to; nil accepts any.
    /// - Throws: `DataFileError` naming `file` for a duplicate id or a photo of an unknown landmark.
    package init(photos: [Photo], folder: String = "", file: String = fileName, landmarkIDs: Set<Int>? = nil) throws {
        var indexByID: [Int: Int] = [:]
        var indicesByLandmark: [Int: [Int]] = [:]
        for (index, photo) in photos.enumerated() {
            if let first = indexByID[photo.id] {
                throw DataFileError(
                    file: file, place: .record(index + 1, field: "id"),
                    problem: "duplicate id \(photo.id) (also in record \(first + 1))")
            }
            if let landmarkIDs, !landmarkIDs.contains(photo.landmarkId) {
                throw DataFileError(
                    file: file, place: .record(index + 1, field: "landmarkId"),
                    problem: "no landmark has id \(photo.landmarkId)")
            }
            indexByID[photo.id] = index
            indicesByLandmark[photo.landmarkId, default: []].append(index)
        }
        self.photos = photos
        self.folder = folder
        self.ratingsInFile = photos.map(\.rating)
        self.indexByID = indexByID
        // Newest first; photos taken at the same moment keep their order in the file.
        self.indicesByLandmark = indicesByLandmark.mapValues { indices in
            indices.sorted { a, b in
                photos[a].takenAt.date == photos[b].takenAt.date ? a < b : photos[a].takenAt.date > photos[b].takenAt.date
            }
        }
    }

    /// A catalog without photos, e.g. while the landmarks are still being read.
    package init() {
        photos = []
        folder = ""
        ratingsInFile = []
        indexByID = [:]
        indicesByLandmark = [:]
    }

    /// Decodes a photos file.
    ///
    /// - Throws: `DataFileError` with the line and column of a syntax error, or the record and field
    ///   of a schema error.
    package convenience init(data: Data, folder: String = "", file: String, landmarkIDs: Set<Int>? = nil) throws {
        try self.init(
            photos: JSONRecordDecoding.decode(Photo.self, from: data, file: file), folder: folder, file: file,
            landmarkIDs: landmarkIDs)
    }

    /// Loads `photos.json` from the folder of the landmarks file at `landmarksPath`; no file means no photos.
    ///
    /// - Throws: `DataFileError` when the photos file exists but cannot be read or is not valid.
    package static func load(besideLandmarksAt landmarksPath: String, landmarkIDs: Set<Int>) throws -> PhotoCatalog {
        let folder = (landmarksPath as NSString).deletingLastPathComponent
        let path = folder.isEmpty ? fileName : (folder as NSString).appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: path) else { return try PhotoCatalog(photos: [], folder: folder) }
        return try PhotoCatalog(
            photos: JSONRecordDecoding.read(Photo.self, from: URL(fileURLWithPath: path), file: path), folder: folder,
            file: path, landmarkIDs: landmarkIDs)
    }

    package var count: Int { photos.count }

    package subscript(index: Int) -> Photo { photos[index] }

    /// The position of the photo with this id, if there is one.
    package func index(ofID id: Int) -> Int? { indexByID[id] }

    /// The indices of the photos of a landmark, newest first.
    package func photoIndices(ofLandmark landmarkID: Int) -> [Int] {
        indicesByLandmark[landmarkID] ?? []
    }

    /// How many photos a landmark has.
    package func photoCount(ofLandmark landmarkID: Int) -> Int {
        indicesByLandmark[landmarkID]?.count ?? 0
    }

    /// Sets ratings by photo id over the ratings in the file; ids of other files are ignored.
    package func applyRatings(_ ratings: [Int: Int]) {
        for index in photos.indices {
            let rating = ratings[photos[index].id] ?? ratingsInFile[index]
            photos[index].rating = min(max(rating, Photo.ratings.lowerBound), Photo.ratings.upperBound)
        }
    }

    /// The image file's path as the user would type it: `file` itself when absolute, else relative to
    /// the data folder.
    package func imagePath(of photo: Photo) -> String {
        folder.isEmpty || photo.file.hasPrefix("/") ? photo.file : (folder as NSString).appendingPathComponent(photo.file)
    }

    /// The image file's size in bytes, or nil when it is missing or not a regular file.
    package func imageFileSize(of photo: Photo) -> Int? {
        var status = stat()
        guard stat(imagePath(of: photo), &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(status.st_size)
    }
}
