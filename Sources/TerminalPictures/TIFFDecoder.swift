import CTIFF
import TerminalKit

/// Decodes a TIFF file's first page through libtiff's RGBA interface, which reads every photometric
/// interpretation and compression libtiff knows, then turns it upright as its Orientation tag says
/// (libtiff itself only flips, and turns no quarter).
enum TIFFDecoder {
    /// libtiff prints its errors and warnings to stderr unless its handlers are none: set once, for all threads.
    private static let quiet: Void = {
        TIFFSetErrorHandler(nil)
        TIFFSetWarningHandler(nil)
    }()

    static func decode(path: String, budget: Int) -> Result<PictureDecoder.Decoded, PictureError> {
        Self.quiet
        // A damaged file's strip sizes may ask libtiff for gigabytes: no allocation of its may pass the
        // pixels' own size (4 bytes each within the budget).
        guard let options = TIFFOpenOptionsAlloc() else { return .failure(.damaged(.tiff)) }
        defer { TIFFOpenOptionsFree(options) }
        TIFFOpenOptionsSetMaxSingleMemAlloc(options, tmsize_t(min(budget, Int.max / 4) * 4))
        guard let tiff = TIFFOpenExt(path, "r", options) else { return .failure(.damaged(.tiff)) }
        defer { TIFFClose(tiff) }
        var message = [CChar](repeating: 0, count: 1024)
        var reader = TIFFRGBAImage()
        guard TIFFRGBAImageBegin(&reader, tiff, 0, &message) != 0 else {
            return .failure(.unsupported("a kind of TIFF libtiff does not read"))
        }
        defer { TIFFRGBAImageEnd(&reader) }
        let (width, height) = (Int(reader.width), Int(reader.height))
        guard width > 0, height > 0 else { return .failure(.damaged(.tiff)) }
        guard width * height <= budget else { return .failure(.tooLarge(width: width, height: height)) }
        // Rows as stored, first first: the orientation is applied afterwards, all eight alike.
        let orientation = ExifOrientation(rawValue: Int(reader.orientation)) ?? .topLeft
        reader.req_orientation = reader.orientation
        var succeeded = false
        // One 32-bit word per pixel, R in its lowest byte: RGBA in memory on this little-endian machine.
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
            buffer.initialize(repeating: 0)
            succeeded = buffer.withMemoryRebound(to: UInt32.self) {
                TIFFRGBAImageGet(&reader, $0.baseAddress, UInt32(width), UInt32(height)) != 0
            }
            initialized = width * height * 4
        }
        guard succeeded else { return .failure(.damaged(.tiff)) }
        let image = PixelImage(width: width, height: height, pixels: pixels).upright(from: orientation)
        return .success(PictureDecoder.Decoded(image: image, width: image.width, height: image.height))
    }
}
