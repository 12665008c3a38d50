import CPNG
import Glibc
import TerminalKit

/// Decodes PNG files through libpng's simplified API, which reports errors in the image's message
/// instead of jumping out of Swift frames with longjmp, and never prints them.
enum PNGDecoder {
    /// RGBA, 8 bits a channel, not premultiplied (PNG_FORMAT_RGBA is a macro Swift does not import).
    private static let rgbaFormat = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

    /// Decodes the whole picture as sRGB RGBA: palette, grey, 16-bit and alpha all converted.
    ///
    /// The header's width × height is checked against `budget` before the pixels are allocated.
    static func decode(_ file: PictureFile, budget: Int) -> Result<PixelImage, PictureError> {
        file.withStream { stream in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            // Safe after a failure too: libpng frees the image's state itself and clears it.
            defer { png_image_free(&image) }
            guard png_image_begin_read_from_stdio(&image, stream) != 0 else { return .failure(.damaged(.png)) }
            let width = Int(image.width)
            let height = Int(image.height)
            let (count, overflow) = width.multipliedReportingOverflow(by: height)
            guard !overflow, count <= budget else { return .failure(.tooLarge(width: width, height: height)) }
            image.format = rgbaFormat
            // 16-bit files without gamma information are nearly always sRGB (what editors write);
            // libpng would otherwise take them as linear and brighten them.
            image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
            var succeeded = false
            let pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
                succeeded = png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil) != 0
                // On failure the bytes are dropped unread; the array only needs a count.
                initialized = count * 4
            }
            guard succeeded else { return .failure(.damaged(.png)) }
            return .success(PixelImage(width: width, height: height, pixels: pixels))
        }.flatMap { $0 }
    }
}
