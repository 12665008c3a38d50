import CTurboJPEG
import Foundation

/// RGB pixels compressed to a JPEG file by TurboJPEG with 4:2:0 chroma subsampling, as cameras and phones
/// write them: the fixtures', the photo generator's and the benchmark's pictures.
public enum JPEGCompressor {
    /// Why TurboJPEG refused to write a picture.
    public struct Failure: LocalizedError, CustomStringConvertible {
        public let description: String
        public var errorDescription: String? { description }
    }

    /// The complete JPEG file (SOI, a JFIF APP0 segment, the picture) of `pixels`, three bytes a pixel, row by row.
    ///
    /// - Parameters:
    ///   - accurate: libjpeg's accurate integer DCT (ISLOW), which gives the same bytes whichever SIMD code
    ///     runs, rather than the fast one.
    ///   - progressive: several scans, coarse to fine, rather than one (baseline).
    /// - Throws: `Failure` with TurboJPEG's message.
    public static func compress(
        _ pixels: [UInt8], width: Int, height: Int, quality: Int32, accurate: Bool = true, progressive: Bool = false
    ) throws -> [UInt8] {
        let flags = (accurate ? TJFLAG_ACCURATEDCT : 0) | (progressive ? TJFLAG_PROGRESSIVE : 0)
        guard let compressor = tjInitCompress() else {
            throw Failure(description: "TurboJPEG: \(String(cString: tjGetErrorStr2(nil)))")
        }
        defer { tjDestroy(compressor) }
        var jpeg: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        defer { tjFree(jpeg) }
        let status = pixels.withUnsafeBufferPointer { buffer in
            tjCompress2(
                compressor, buffer.baseAddress, Int32(width), 0, Int32(height), TJPF_RGB.rawValue, &jpeg, &size,
                Int32(TJSAMP_420.rawValue), quality, flags)
        }
        guard status == 0, let jpeg else {
            throw Failure(description: "TurboJPEG: \(String(cString: tjGetErrorStr2(compressor)))")
        }
        return Array(UnsafeBufferPointer(start: jpeg, count: Int(size)))
    }
}
