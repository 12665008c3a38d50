@testable import TerminalPictures

/// Colour checks loose enough for lossy JPEG.
enum Colors {
    /// The pixel at `x`, `y` as RGBA numbers.
    static func rgba(_ image: PixelImage, _ x: Int, _ y: Int) -> [Int] {
        let offset = (y * image.width + x) * 4
        return image.pixels[offset..<(offset + 4)].map(Int.init)
    }

    /// Whether every channel of `actual` is within `tolerance` of `expected`'s.
    static func near(_ actual: [Int], _ expected: [Int], tolerance: Int = 8) -> Bool {
        actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
