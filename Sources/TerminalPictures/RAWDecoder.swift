import CRaw
import TerminalKit

/// Shows a camera's RAW file by the preview it carries (a JPEG, or a bitmap), read through libraw:
/// the raw data is never developed. Turned upright as the camera's orientation says.
enum RAWDecoder {
    static func decode(path: String, budget: Int, need: PictureDecoder.Need) -> Result<PictureDecoder.Decoded, PictureError> {
        guard let raw = libraw_init(0) else { return .failure(.damaged(.raw)) }
        defer { libraw_close(raw) }
        // libraw's default handler prints damaged data's errors to stderr.
        libraw_set_dataerror_handler(raw, { _, _, _ in }, nil)
        guard libraw_open_file(raw, path) == LIBRAW_SUCCESS.rawValue else {
            return .failure(.unsupported("a RAW format libraw does not read"))
        }
        guard libraw_unpack_thumb(raw) == LIBRAW_SUCCESS.rawValue else { return .failure(.unsupported("a RAW file without a preview")) }
        var status: Int32 = 0
        guard let preview = libraw_dcraw_make_mem_thumb(raw, &status) else { return .failure(.damaged(.raw)) }
        defer { libraw_dcraw_clear_mem(preview) }
        let orientation = Self.orientation(flip: Int(raw.pointee.sizes.flip))
        let count = Int(preview.pointee.data_size)
        let bytes = withUnsafePointer(to: &preview.pointee.data) {
            Array(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: count))
        }
        switch preview.pointee.type {
        case LIBRAW_IMAGE_JPEG:
            return JPEGDecoder.decode(bytes, budget: budget, need: need, orientation: orientation)
                .mapError { _ in .damaged(.raw) }
        case LIBRAW_IMAGE_BITMAP where preview.pointee.colors == 3 && preview.pointee.bits == 8:
            let (width, height) = (Int(preview.pointee.width), Int(preview.pointee.height))
            guard width > 0, height > 0, count >= width * height * 3 else { return .failure(.damaged(.raw)) }
            guard width * height <= budget else { return .failure(.tooLarge(width: width, height: height)) }
            var pixels = [UInt8](repeating: 255, count: width * height * 4)
            for index in 0..<width * height {
                pixels[index * 4] = bytes[index * 3]
                pixels[index * 4 + 1] = bytes[index * 3 + 1]
                pixels[index * 4 + 2] = bytes[index * 3 + 2]
            }
            let image = PixelImage(width: width, height: height, pixels: pixels).upright(from: orientation)
            return .success(PictureDecoder.Decoded(image: image, width: image.width, height: image.height))
        default:
            return .failure(.unsupported("a RAW preview of another format"))
        }
    }

    /// libraw's `flip` (0 none, 3 half a turn, 5 a quarter turn anticlockwise, 6 clockwise) as EXIF's orientation.
    static func orientation(flip: Int) -> ExifOrientation {
        switch flip {
        case 3: .bottomRight
        case 5: .leftBottom
        case 6: .rightTop
        default: .topLeft
        }
    }
}
