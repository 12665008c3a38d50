// libFuzzer entry point for the landmarks file decoder (`make fuzz`). Only libFuzzer's `main`
// calls it: a plain `swift build` links this file as an executable that does nothing.
import Foundation
import LandmarksCore

/// Decodes one input as a landmarks file, then lists, sorts and searches what it holds, as the app
/// does with a hostile `--data` file; traps when an answer contradicts the data, or when the input
/// read a few bytes at a time, as a pipe gives them, reads otherwise than whole.
/// Where a KMZ's pictures are unpacked: a folder of the run's own (under TMPDIR), never the user's cache.
private let cache: String = {
    let folder = NSTemporaryDirectory() + "landmarks-fuzz-cache-\(getpid())"
    setenv("XDG_CACHE_HOME", folder, 1)
    return folder
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLandmarkStore(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let buffer = UnsafeBufferPointer(start: bytes, count: size)
    let kmzImages = cache + "/landmarks/kmz/"
    let store: LandmarkStore
    let trickled = Result { () throws(DataFileError) -> [Int] in
        let input = CatalogInput(bytes: buffer, name: "fuzz.json")
        input.mostBytesPerRead = 1 + size % 13
        var ids: [Int] = []
        try CatalogFormats.standard.read(input) { ids += $0.ids }
        return ids
    }
    do {
        store = try LandmarkStore(data: Data(buffer), file: "fuzz.json")
    } catch {
        // A KMZ's mistakes are in its document: `fuzz.json (doc.kml): …`.
        precondition(
            error.description.hasPrefix("fuzz.json: ") || error.description.hasPrefix("fuzz.json ("), "unexpected message: \(error)")
        if case .position(let line, let column) = error.place { precondition(line >= 1 && column >= 1) }
        guard case .failure(let piecewise) = trickled, piecewise == error else {
            preconditionFailure("read a few bytes at a time: \(trickled), whole: \(error)")
        }
        return 0
    }
    precondition((try? trickled.get()) == store.ids, "read a few bytes at a time: \(trickled), whole: \(store.ids)")
    // A KMZ's pictures are unpacked inside the cache, whatever names its zip gives them (no zip-slip).
    for photo in store.carriedPhotos where photo.file.hasPrefix("/") {
        precondition(photo.file.hasPrefix(kmzImages) && !photo.file.split(separator: "/").contains(".."), "unpacked to \(photo.file)")
    }
    for order in LandmarkOrder.allCases {
        let sorted = store.indices(favoritesOnly: false, matching: SearchQuery(""), in: order)
        precondition(sorted.sorted() == Array(0..<store.count), "\(order) lost or repeated landmarks")
    }
    // A landmark is found by its own name; a few are enough, the rest repeat the same code.
    for index in 0..<min(store.count, 4) {
        let landmark = store.landmark(at: index)
        let query = SearchQuery(landmark.name)
        let found = store.indices(favoritesOnly: false, matching: query, in: .name)
        precondition(found.contains(index), "searching \(landmark.name.debugDescription) misses it")
        let highlighted = query.matchedPositions(in: landmark.name)
        precondition(highlighted.allSatisfy { (0..<landmark.name.count).contains($0) })
        precondition(store.index(ofID: landmark.id) == index)
    }
    store.setFavorites(ids: store.favoriteIDs.reversed())
    precondition(Set(store.favoriteIDs) == Set(store.favoriteIDsInFile))
    return 0
}
