import PhotoFixtures

/// A made-up photo as hard on a decoder as a real one: smooth sky and land with fine noise everywhere,
/// as a camera's sensor leaves it, compressed as cameras do (quality 90, 4:2:0).
enum SyntheticPhoto {
    static func jpeg(width: Int, height: Int, progressive: Bool) throws -> [UInt8] {
        try JPEGCompressor.compress(
            rgb(width: width, height: height), width: width, height: height, quality: 90, accurate: false, progressive: progressive)
    }

    /// The same picture as a phone's HEIC (HEVC through libheif and x265).
    static func heic(width: Int, height: Int) throws -> [UInt8] {
        try HEICEncoder.encode(rgb: rgb(width: width, height: height), width: width, height: height, quality: 60)
    }

    /// The picture's pixels, RGB, rows top first.
    private static func rgb(width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        var noise: UInt32 = 0x9E37_79B9
        pixels.withUnsafeMutableBufferPointer { bytes in
            for y in 0..<height {
                let horizon = y < height * 2 / 5
                for x in 0..<width {
                    noise = noise &* 1_664_525 &+ 1_013_904_223
                    let grain = Int(noise >> 27) - 16
                    let base = (x * 7 / width) * 9 + (horizon ? 140 : 60) + (y * 60 / height)
                    let offset = (y * width + x) * 3
                    bytes[offset] = UInt8(clamping: base + grain + (horizon ? -40 : 20))
                    bytes[offset + 1] = UInt8(clamping: base + grain + (horizon ? 0 : 30))
                    bytes[offset + 2] = UInt8(clamping: base + grain + (horizon ? 80 : -20))
                }
            }
        }
        return pixels
    }
}
