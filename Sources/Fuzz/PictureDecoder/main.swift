// libFuzzer entry point for the picture decoders (`make fuzz`): each input is a file whose first bytes
// pick the decoder (JPEG, PNG, HEIF/AVIF, WebP, TIFF, GIF, RAW). Only libFuzzer's `main` calls it: a
// plain `swift build` links this file as an executable that does nothing.
import Foundation
import TerminalPictures

/// The file each input is written to, in TMPDIR (`make fuzz` makes one in RAM for the run).
enum FuzzFile {
    static let path = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-fuzz-\(getpid()).picture").path
}

/// Decodes one input, upright and scaled to a preview's size, within a budget of 4 megapixels;
/// traps when a picture comes out malformed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPictureDecoder(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard FileManager.default.createFile(atPath: FuzzFile.path, contents: Data(bytes: bytes, count: size)) else {
        preconditionFailure("cannot write \(FuzzFile.path)")
    }
    switch Pictures.decode(path: FuzzFile.path, atLeast: (64, 48), budget: 4_000_000) {
    case .success(let image):
        precondition(image.width > 0 && image.height > 0, "a picture of nothing")
        precondition(image.pixels.count == image.width * image.height * 4, "pixels do not fill the picture")
    case .failure(let error):
        precondition(!error.description.isEmpty, "no reason")
    }
    return 0
}
