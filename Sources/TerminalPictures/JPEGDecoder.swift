import CTurboJPEG

/// Decodes JPEG files through TurboJPEG, scaled down to what is needed, upright as EXIF says.
///
/// TurboJPEG keeps errors and warnings in its handle and prints neither.
enum JPEGDecoder {
    /// Decodes `bytes`, the whole file, at the smallest scale at which the upright picture still has the
    /// pixels `need` asks for given its full upright size.
    ///
    /// The header's width × height is checked against `budget` before anything is decoded.
    static func decode(
        _ bytes: [UInt8], budget: Int, need: (_ width: Int, _ height: Int) -> (width: Int, height: Int)?
    ) -> Result<PictureDecoder.Decoded, PictureError> {
        guard let handle = tjInitDecompress() else { return .failure(.damagedJPEG) }
        defer { tjDestroy(handle) }
        return bytes.withUnsafeBufferPointer { jpeg in
            var width: Int32 = 0
            var height: Int32 = 0
            var subsampling: Int32 = 0
            var colorspace: Int32 = -1
            // The status is not trusted alone: a warning (extra bytes before a marker) or TurboJPEG 2.1's
            // refusal to name an unusual subsampling still leave a size, and the decode judges the rest.
            _ = tjDecompressHeader3(handle, jpeg.baseAddress, UInt(jpeg.count), &width, &height, &subsampling, &colorspace)
            guard width > 0, height > 0 else { return .failure(.damagedJPEG) }
            let storedWidth = Int(width)
            let storedHeight = Int(height)
            guard storedWidth * storedHeight <= budget else {
                return .failure(.tooLarge(width: storedWidth, height: storedHeight))
            }

            let orientation = ExifOrientation.of(jpeg: bytes)
            let (uprightWidth, uprightHeight) = orientation.swapsAxes ? (storedHeight, storedWidth) : (storedWidth, storedHeight)
            let storedNeed = need(uprightWidth, uprightHeight).map { orientation.swapsAxes ? (width: $0.height, height: $0.width) : $0 }
            let scale = JPEGScale.smallest(width: storedWidth, height: storedHeight, covering: storedNeed)
            let decodedWidth = scale.scaled(storedWidth)
            let decodedHeight = scale.scaled(storedHeight)

            // TurboJPEG cannot turn CMYK into RGB itself ("Unsupported color conversion request").
            let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
            var status: Int32 = 0
            var pixels = [UInt8](unsafeUninitializedCapacity: decodedWidth * decodedHeight * 4) { buffer, initialized in
                status = tjDecompress2(
                    handle, jpeg.baseAddress, UInt(jpeg.count), buffer.baseAddress, Int32(decodedWidth), 0,
                    Int32(decodedHeight), isCMYK ? TJPF_CMYK.rawValue : TJPF_RGBA.rawValue, TJFLAG_LIMITSCANS)
                // Every row is written unless the error is fatal, and then the bytes are dropped unread.
                initialized = decodedWidth * decodedHeight * 4
            }
            // A warning leaves a usable picture: a truncated file decodes with its missing part grey.
            guard status == 0 || tjGetErrorCode(handle) == TJERR_WARNING.rawValue else { return .failure(.damagedJPEG) }
            if isCMYK { convertInvertedCMYKToRGBA(&pixels) }
            let image = PixelImage(width: decodedWidth, height: decodedHeight, pixels: pixels).upright(from: orientation)
            return .success(PictureDecoder.Decoded(image: image, width: uprightWidth, height: uprightHeight))
        }
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
