import CTurboJPEG
import TerminalKit

/// Decodes JPEG files through TurboJPEG, scaled down to what is needed, upright as EXIF says.
///
/// TurboJPEG keeps errors and warnings in its handle and prints neither.
enum JPEGDecoder {
    private static let eighth = JPEGScale(numerator: 1, denominator: 8)

    /// Decodes `bytes`, the whole file, at the smallest scale at which the upright picture still has the
    /// pixels `need` asks for given its full upright size.
    ///
    /// The header's width × height is checked against `budget` before anything is decoded. The
    /// orientation is the file's EXIF's unless given (a RAW file's preview has its camera's).
    static func decode(
        _ bytes: [UInt8], budget: Int, need: PictureDecoder.Need, orientation given: ExifOrientation? = nil
    ) -> Result<PictureDecoder.Decoded, PictureError> {
        guard let handle = tjInitDecompress() else { return .failure(.damaged(.jpeg)) }
        defer { tjDestroy(handle) }
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = -1
        // The status is not trusted alone: a warning (extra bytes before a marker) or TurboJPEG 2.1's
        // refusal to name an unusual subsampling still leave a size, and the decode judges the rest.
        _ = tjDecompressHeader3(handle, bytes, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
        guard width > 0, height > 0 else { return .failure(.damaged(.jpeg)) }
        let stored = (width: Int(width), height: Int(height))
        guard stored.width * stored.height <= budget else { return .failure(.tooLarge(width: stored.width, height: stored.height)) }

        let orientation = given ?? ExifOrientation.of(bytes: bytes)
        let upright = orientation.swapsAxes ? (width: stored.height, height: stored.width) : stored
        let storedNeed = need(upright.width, upright.height).map { orientation.swapsAxes ? (width: $0.height, height: $0.width) : $0 }
        let scale = JPEGScale.smallest(width: stored.width, height: stored.height, covering: storedNeed)
        // TurboJPEG cannot turn CMYK into RGB itself ("Unsupported color conversion request").
        let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
        let decode = { (source: [UInt8]) in
            decompress(handle, source, width: scale.scaled(stored.width), height: scale.scaled(stored.height), cmyk: isCMYK)
        }

        // At 1/8 a progressive file's AC scans are decoded for nothing. Without them libjpeg smooths
        // each block's average with its neighbours', so the trim is kept for pictures with pixels to
        // spare (two for each needed), where the smoothing is lost in the scaling down that follows.
        var trimmed: [UInt8]? = nil
        if scale == eighth, let storedNeed, scale.scaled(stored.width) >= 2 * storedNeed.width,
            scale.scaled(stored.height) >= 2 * storedNeed.height
        {
            trimmed = JPEGScans.dcOnly(bytes)
        }
        // Should trimming have misread an odd file, the whole file decides.
        guard var pixels = trimmed.flatMap(decode) ?? decode(bytes) else { return .failure(.damaged(.jpeg)) }
        if isCMYK { convertInvertedCMYKToRGBA(&pixels) }
        let image = PixelImage(width: scale.scaled(stored.width), height: scale.scaled(stored.height), pixels: pixels)
        return .success(PictureDecoder.Decoded(image: image.upright(from: orientation), width: upright.width, height: upright.height))
    }

    /// The pixels of `jpeg` decoded at `width` × `height` (one of its scaled sizes), RGBA or CMYK; nil
    /// on a fatal error. A warning leaves a usable picture: a truncated file decodes with its missing
    /// part grey.
    private static func decompress(_ handle: tjhandle, _ jpeg: [UInt8], width: Int, height: Int, cmyk: Bool) -> [UInt8]? {
        var status: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
            status = tjDecompress2(
                handle, jpeg, UInt(jpeg.count), buffer.baseAddress, Int32(width), 0, Int32(height),
                cmyk ? TJPF_CMYK.rawValue : TJPF_RGBA.rawValue, TJFLAG_LIMITSCANS)
            // Every row is written unless the error is fatal, and then the bytes are dropped unread.
            initialized = width * height * 4
        }
        return status == 0 || tjGetErrorCode(handle) == TJERR_WARNING.rawValue ? pixels : nil
    }

    /// Turns CMYK as JPEG files store it (Adobe's inverted values: 255 is no ink) into opaque RGBA, in place.
    static func convertInvertedCMYKToRGBA(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { bytes in
            for offset in stride(from: 0, to: bytes.count - 3, by: 4) {
                let black = UInt32(bytes[offset + 3])
                for channel in 0..<3 {
                    bytes[offset + channel] = UInt8((UInt32(bytes[offset + channel]) * black + 127) / 255)
                }
                bytes[offset + 3] = 255
            }
        }
    }
}
