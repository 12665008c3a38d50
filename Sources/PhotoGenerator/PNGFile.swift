import CPNG
import Foundation

/// Encodes a canvas as an 8-bit RGB PNG through libpng's simplified write API.
///
/// Every setting is fixed (libpng's default zlib level and adaptive filters; the simplified API
/// writes no time stamp), so a canvas always gives the same bytes with the same libpng and zlib.
enum PNGFile {
    /// Why libpng refused to write a picture.
    struct Failure: LocalizedError {
        let errorDescription: String?
    }

    /// The complete PNG file.
    /// - Throws: `Failure` with libpng's message.
    static func encode(_ canvas: Canvas) throws -> [UInt8] {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(canvas.width)
        image.height = UInt32(canvas.height)
        image.format = UInt32(PNG_FORMAT_RGB)
        return try canvas.bytes.withUnsafeBytes { pixels in
            // A first pass with no buffer measures the file, the second writes it.
            var size: png_alloc_size_t = 0
            guard png_image_write_to_memory(&image, nil, &size, 0, pixels.baseAddress, 0, nil) != 0 else {
                throw failure(of: &image)
            }
            var png = [UInt8](repeating: 0, count: Int(size))
            let written = png.withUnsafeMutableBytes { buffer in
                png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, pixels.baseAddress, 0, nil)
            }
            guard written != 0 else { throw failure(of: &image) }
            return Array(png.prefix(Int(size)))
        }
    }

    /// libpng's message for the last failure, after releasing what the image still holds.
    private static func failure(of image: inout png_image) -> Failure {
        let message = withUnsafeBytes(of: image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        png_image_free(&image)
        return Failure(errorDescription: "libpng: \(message)")
    }
}
