import TerminalKit

/// Writes image placements in one pixel protocol through `PixelEncoder`, for a backend that shows them.
public final class PixelImageWriter: ImageWriter {
    public let pixelProtocol: PixelProtocol
    /// A cell's size in pixels, to which pictures are scaled.
    public let cellPixels: (width: Int, height: Int)
    /// kitty's image ids, one per placement id, from 1.
    private var imageIDs: [String: UInt32] = [:]

    public init(_ pixelProtocol: PixelProtocol, cellPixels: (width: Int, height: Int)) {
        self.pixelProtocol = pixelProtocol
        self.cellPixels = cellPixels
    }

    public func show(_ placement: ImagePlacement) -> [UInt8] {
        PixelEncoder.encode(
            placement.image, in: pixelProtocol, columns: placement.area.width, rows: placement.area.height, cellPixels: cellPixels,
            imageID: pixelProtocol == .kitty ? imageID(for: placement.id) : nil, keepsCursor: true)
    }

    public func remove(_ placement: ImagePlacement) -> [UInt8] {
        guard pixelProtocol == .kitty, let id = imageIDs.removeValue(forKey: placement.id) else { return [] }
        return PixelEncoder.kittyDelete(imageID: id)
    }

    public func removeAll() -> [UInt8] {
        guard pixelProtocol == .kitty else { return [] }
        imageIDs.removeAll()
        return PixelEncoder.kittyDeleteAll
    }

    public var picturesStayUntilOverwritten: Bool { pixelProtocol != .kitty }

    /// The placement's id, new for each picture shown: kitty may still hold an image being replaced.
    private func imageID(for placement: String) -> UInt32 {
        if let id = imageIDs[placement] { return id }
        lastID = lastID == UInt32.max ? 1 : lastID + 1
        imageIDs[placement] = lastID
        return lastID
    }

    private var lastID: UInt32 = 0
}
