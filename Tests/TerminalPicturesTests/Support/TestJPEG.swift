import CTurboJPEG
import TerminalKit
import TerminalPictures

/// JPEG files made for tests with TurboJPEG's compressor, and edits to them: an EXIF orientation, a
/// header claiming another size.
enum TestJPEG {
    enum Samples {
        case rgb
        /// Inverted CMYK, as JPEG files hold it (255 is no ink).
        case cmyk
        case grey
    }

    /// A JPEG of `pixels`, `width` times the samples' channels bytes a row.
    static func encode(
        width: Int, height: Int, pixels: [UInt8], samples: Samples = .rgb, quality: Int32 = 95, progressive: Bool = false
    ) -> [UInt8] {
        guard let handle = tjInitCompress() else { return [] }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let (format, subsampling) =
            switch samples {
            case .rgb: (TJPF_RGB, TJSAMP_444)
            case .cmyk: (TJPF_CMYK, TJSAMP_444)
            case .grey: (TJPF_GRAY, TJSAMP_GRAY)
            }
        // 4:4:4 keeps colours exact enough to check at the edge between two halves.
        let status = pixels.withUnsafeBufferPointer {
            tjCompress2(
                handle, $0.baseAddress, Int32(width), 0, Int32(height), format.rawValue, &output, &size,
                Int32(subsampling.rawValue), quality, progressive ? TJFLAG_PROGRESSIVE : 0)
        }
        defer { tjFree(output) }
        guard status == 0, let output else { return [] }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }

    /// An RGB JPEG with each pixel's colour from `pixel`.
    static func rgb(width: Int, height: Int, pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
        encode(width: width, height: height, pixels: (0..<height).flatMap { y in (0..<width).flatMap { x in pixel(x, y) } })
    }

    /// `jpeg` decoded by TurboJPEG as it is, at `numerator`/8 of its size, as RGBA.
    static func decode(_ jpeg: [UInt8], eighths numerator: Int) -> PixelImage? {
        guard let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        guard tjDecompressHeader3(handle, jpeg, UInt(jpeg.count), &width, &height, &subsampling, &colorspace) == 0 else { return nil }
        let scaledWidth = (Int(width) * numerator + 7) / 8
        let scaledHeight = (Int(height) * numerator + 7) / 8
        var pixels = [UInt8](repeating: 0, count: scaledWidth * scaledHeight * 4)
        let status = tjDecompress2(
            handle, jpeg, UInt(jpeg.count), &pixels, Int32(scaledWidth), 0, Int32(scaledHeight), TJPF_RGBA.rawValue, 0)
        return status == 0 ? PixelImage(width: scaledWidth, height: scaledHeight, pixels: pixels) : nil
    }

    /// `jpeg` with an EXIF segment saying `orientation`, in big- or little-endian TIFF order.
    static func withOrientation(_ jpeg: [UInt8], _ orientation: UInt16, bigEndian: Bool = true) -> [UInt8] {
        func short(_ value: UInt16) -> [UInt8] {
            bigEndian ? [UInt8(value >> 8), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8)]
        }
        func long(_ value: UInt32) -> [UInt8] {
            let bytes = TestPNG.bigEndian(value)
            return bigEndian ? bytes : bytes.reversed()
        }
        let tiffHeader: [UInt8] = (bigEndian ? Array("MM".utf8) : Array("II".utf8)) + short(42) + long(8)
        // One IFD entry: tag 0x0112, type SHORT (3), one value, kept in the entry's four value bytes.
        let ifd0 = short(1) + short(0x0112) + short(3) + long(1) + short(orientation) + [0, 0] + long(0)
        let payload = Array("Exif".utf8) + [0, 0] + tiffHeader + ifd0
        let length = UInt16(payload.count + 2)
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        return Array(jpeg[..<2]) + segment + jpeg[2...]
    }

    /// `jpeg` with its frame header (SOF0) claiming `width` × `height`.
    static func claiming(_ jpeg: [UInt8], width: Int, height: Int) -> [UInt8] {
        var file = jpeg
        guard let marker = (0..<(file.count - 9)).first(where: { file[$0] == 0xFF && file[$0 + 1] == 0xC0 }) else { return file }
        // FF C0, length (2), precision (1), then height and width, big-endian.
        file[marker + 5] = UInt8(height >> 8)
        file[marker + 6] = UInt8(height & 0xFF)
        file[marker + 7] = UInt8(width >> 8)
        file[marker + 8] = UInt8(width & 0xFF)
        return file
    }
}
