import ToolSupport

/// A small made-up picture compressed by TurboJPEG: a gradient with a disc, its colours from a seed.
///
/// Only something for a decoder to decode: what it shows does not matter beyond being the same for a
/// seed and different between seeds.
enum FixturePicture {
    /// The JPEG as TurboJPEG writes it (SOI, a JFIF APP0 segment, then the picture), without EXIF.
    ///
    /// The width and height must be 1 or more; TurboJPEG cannot fail on such a picture short of
    /// running out of memory, which stops the fixture with TurboJPEG's message.
    static func jpeg(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        precondition(width > 0 && height > 0, "a picture needs at least one pixel")
        do {
            return try JPEGCompressor.compress(rgb(width: width, height: height, seed: seed), width: width, height: height, quality: 85)
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// RGB pixels, row by row.
    static func rgb(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(0x9C7, seed)
        let top = (0..<3).map { _ in Double(random.int(in: 40...255)) }
        let bottom = (0..<3).map { _ in Double(random.int(in: 0...200)) }
        let disc = (0..<3).map { _ in UInt8(random.int(in: 0...255)) }
        let centre = (x: random.double(in: 0.2...0.8) * Double(width), y: random.double(in: 0.2...0.6) * Double(height))
        let radius = random.double(in: 0.1...0.25) * Double(min(width, height)) + 0.5
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            let t = height > 1 ? Double(y) / Double(height - 1) : 0
            for x in 0..<width {
                let index = (y * width + x) * 3
                let dx = Double(x) - centre.x
                let dy = Double(y) - centre.y
                if dx * dx + dy * dy <= radius * radius {
                    pixels[index] = disc[0]
                    pixels[index + 1] = disc[1]
                    pixels[index + 2] = disc[2]
                } else {
                    for channel in 0..<3 {
                        pixels[index + channel] = UInt8((top[channel] * (1 - t) + bottom[channel] * t).rounded())
                    }
                }
            }
        }
        return pixels
    }
}
