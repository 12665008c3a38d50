/// PNG files written by hand for tests: uncompressed (stored deflate blocks), any colour type and
/// depth, independent of the libpng being tested.
enum TestPNG {
    enum ColorType: UInt8 {
        case grey = 0
        case rgb = 2
        case palette = 3
        case greyAlpha = 4
        case rgba = 6
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A PNG of `rows` (each the row's samples, big-endian for 16 bits, without the filter byte).
    static func encode(
        width: Int, height: Int, colorType: ColorType, bitDepth: UInt8 = 8, rows: [[UInt8]],
        palette: [(UInt8, UInt8, UInt8)] = [], transparency: [UInt8] = []
    ) -> [UInt8] {
        var file = signature
        file += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [bitDepth, colorType.rawValue, 0, 0, 0])
        if !palette.isEmpty { file += chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] }) }
        if !transparency.isEmpty { file += chunk("tRNS", transparency) }
        file += chunk("IDAT", zlibStored(rows.flatMap { [0] + $0 }))
        file += chunk("IEND", [])
        return file
    }

    /// An 8-bit RGBA PNG with each pixel from `pixel`.
    static func rgba(width: Int, height: Int, pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
        encode(
            width: width, height: height, colorType: .rgba,
            rows: (0..<height).map { y in (0..<width).flatMap { x in pixel(x, y) } })
    }

    /// A 1 × 1 PNG whose header claims `width` × `height` (checksum correct, data far too short).
    static func claiming(width: Int, height: Int) -> [UInt8] {
        var file = signature
        file += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, ColorType.rgba.rawValue, 0, 0, 0])
        file += chunk("IDAT", zlibStored([0, 1, 2, 3, 4]))
        file += chunk("IEND", [])
        return file
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    /// zlib data in stored (uncompressed) deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var output: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65_535, data.count)
            let length = UInt16(end - start)
            output += [end == data.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            output += data[start..<end]
            start = end
        } while start < data.count
        return output + bigEndian(adler32(data))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
