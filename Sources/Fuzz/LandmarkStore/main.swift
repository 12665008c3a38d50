// libFuzzer entry point for the landmarks file decoder (`make fuzz`). Only libFuzzer's `main`
// calls it: a plain `swift build` links this file as an executable that does nothing.
import Foundation
import LandmarksCore

/// Decodes one input as a landmarks file, then lists, sorts and searches what it holds, as the app
/// does with a hostile `--data` file; traps when an answer contradicts the data.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLandmarkStore(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let store: LandmarkStore
    do {
        store = try LandmarkStore(data: Data(bytes: bytes, count: size), file: "fuzz.json")
    } catch let error as DataFileError {
        precondition(error.description.hasPrefix("fuzz.json: "), "unexpected message: \(error)")
        if case .position(let line, let column) = error.place { precondition(line >= 1 && column >= 1) }
        return 0
    } catch {
        preconditionFailure("not a DataFileError: \(error)")
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
