import CTurboJPEG
import Foundation

/// Encodes a canvas as a baseline JPEG through TurboJPEG, with fixed settings.
///
/// Quality 85 with 4:2:0 chroma subsampling is what cameras and phones write, so the app's decoder
/// meets the common case (half-resolution colour, upsampled on decoding); the painter's hard colour
/// edges blur a little in colour only, which the terminal's cells never show. The accurate integer
/// DCT (`TJFLAG_ACCURATEDCT`, libjpeg's ISLOW) gives the same bytes whichever SIMD code runs; the
/// default fast DCT would too, but the floating-point one need not. Huffman tables are the standard
/// ones and nothing time-dependent is written, so a canvas always gives the same bytes with the
/// same libjpeg-turbo.
enum JPEGFile {
    /// Why TurboJPEG refused to write a picture.
    struct Failure: LocalizedError {
        let errorDescription: String?
    }

    static let quality: Int32 = 85

    /// The complete JPEG file (JFIF).
    /// - Throws: `Failure` with TurboJPEG's message.
    static func encode(_ canvas: Canvas) throws -> [UInt8] {
        guard let compressor = tjInitCompress() else {
            throw Failure(errorDescription: "TurboJPEG: \(String(cString: tjGetErrorStr2(nil)))")
        }
        defer { tjDestroy(compressor) }
        var jpeg: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        defer { tjFree(jpeg) }
        let status = canvas.bytes.withUnsafeBufferPointer { pixels in
            tjCompress2(
                compressor, pixels.baseAddress, Int32(canvas.width), 0, Int32(canvas.height), TJPF_RGB.rawValue,
                &jpeg, &size, Int32(TJSAMP_420.rawValue), quality, TJFLAG_ACCURATEDCT)
        }
        guard status == 0, let jpeg else {
            throw Failure(errorDescription: "TurboJPEG: \(String(cString: tjGetErrorStr2(compressor)))")
        }
        return Array(UnsafeBufferPointer(start: jpeg, count: Int(size)))
    }
}
