/// A decoded picture: width × height pixels, four bytes each (red, green, blue, alpha, not premultiplied).
public struct PixelImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Rows top to bottom, `width * 4` bytes each.
    public let pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "pixels must be width × height × 4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
