// libFuzzer entry point for the state file reader (`make fuzz`). Only libFuzzer's `main` calls it:
// a plain `swift build` links this file as an executable that does nothing.
import Foundation
import LandmarksCore

/// Reads one input as the state file's content, directly and through `StateFile` on disk, reads
/// every setting, and writes the settings back; traps when the two readings disagree or when what
/// is written does not read back the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStateFile(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = Data(bytes: bytes, count: size)
    let settings = try? Settings(json: data)
    if var settings {
        _ = (settings[.favoriteLandmarks], settings[.photoRatings], settings[.favoritesOnly])
        _ = (settings[.selectedLandmark], settings[.sortOrder], settings[.categoryView])
        do {
            let written = try Settings(json: settings.jsonData())
            precondition(written == settings, "does not read back as written")
            // A typed change keeps every other key, and writes a file that reads back the same.
            let ratings = settings[.photoRatings].merging([1: 5]) { _, new in new }
            settings[.photoRatings] = ratings
            let reread = try Settings(json: settings.jsonData())
            precondition(reread == settings && reread[.photoRatings] == ratings, "a change is lost")
        } catch {
            preconditionFailure("valid settings cannot be written or read back: \(error)")
        }
    }
    // The same bytes as `state.json`, in a folder of TMPDIR (`make fuzz` makes one for the run).
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-fuzz-\(getpid())").path
    do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: folder).appendingPathComponent("state.json"))
    } catch {
        preconditionFailure("cannot write the fuzz state file: \(error)")
    }
    let fromFile = try? StateFile(folder: folder).read()
    precondition(fromFile == (try? Settings(json: data)), "StateFile and Settings disagree")
    return 0
}
