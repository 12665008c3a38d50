// libFuzzer entry point for the photo metadata reader (`make fuzz`): exiv2 behind the C shim, and what
// the app makes of its values. Only libFuzzer's `main` calls it: a plain `swift build` links this file
// as an executable that does nothing.
import LandmarksCore

/// Reads one input as a photo file's bytes; traps when the metadata breaks what the app relies on.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPhotoMetadata(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    do {
        let metadata = try PhotoMetadata.read(bytes: Array(UnsafeBufferPointer(start: bytes, count: size)), name: "fuzz.jpg")
        precondition((1...8).contains(metadata.orientation), "orientation \(metadata.orientation)")
        if let location = metadata.location {
            precondition(abs(location.latitude) <= 90 && abs(location.longitude) <= 180, "position out of range: \(location)")
            precondition(location.latitude != 0 || location.longitude != 0, "0° 0° kept")
        }
        precondition((metadata.width ?? 1) > 0 && (metadata.height ?? 1) > 0, "a size of nothing")
        if let taken = metadata.taken { precondition(abs(taken.utcOffsetSeconds) <= 14 * 3600, "offset \(taken.utcOffsetSeconds)") }
    } catch {
        precondition(!error.reason.isEmpty && !error.reason.contains("\n"), "no one-line reason")
    }
    return 0
}
