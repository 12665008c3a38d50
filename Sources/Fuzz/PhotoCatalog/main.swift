// libFuzzer entry point for the photos file decoder (`make fuzz`). Only libFuzzer's `main` calls
// it: a plain `swift build` links this file as an executable that does nothing.
import Foundation
import LandmarksCore

/// Decodes one input as a photos file of the bundled landmarks' ids, then lists each landmark's
/// photos and applies ratings as the app does; traps when an answer contradicts the data.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPhotoCatalog(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let catalog: PhotoCatalog
    do {
        catalog = try PhotoCatalog(
            data: Data(bytes: bytes, count: size), folder: "data", file: "photos.json",
            landmarkIDs: Set(1001...1012))
    } catch let error as DataFileError {
        precondition(error.description.hasPrefix("photos.json: "), "unexpected message: \(error)")
        if case .position(let line, let column) = error.place { precondition(line >= 1 && column >= 1) }
        return 0
    } catch {
        preconditionFailure("not a DataFileError: \(error)")
    }
    var listed = 0
    for landmarkID in 1001...1012 {
        let keys = catalog.photoKeys(in: .landmark(id: landmarkID))
        listed += keys.count
        precondition(keys.count == catalog.photoCount(in: .landmark(id: landmarkID)))
        for (newer, older) in zip(keys, keys.dropFirst()) {
            precondition(
                (catalog.photo(newer).takenAt?.date ?? .distantPast) >= (catalog.photo(older).takenAt?.date ?? .distantPast),
                "not newest first")
        }
    }
    precondition(listed == catalog.count, "photos missing from their landmarks")
    // Ratings from a state file may be anything; the catalog keeps them in range.
    let ratings = Dictionary(catalog.photos.map { ($0.id, $0.id &* 7 &- 20) }, uniquingKeysWith: { a, _ in a })
    catalog.applyRatings(ratings)
    for photo in catalog.photos {
        precondition(Photo.ratings.contains(photo.rating))
        precondition(catalog.index(ofID: photo.id).map { catalog.photo(at: $0).id } == photo.id)
        _ = catalog.imagePath(of: photo)
    }
    return 0
}
