import TerminalKit

/// Writes image placements in one pixel protocol through `PixelEncoder`, for a backend that shows them.
///
/// Inside tmux, kitty's pictures are sent through tmux's passthrough as virtual placements and shown by
/// the Unicode placeholders in their cells (`KittyPlaceholders`), which tmux keeps as text.
public final class PixelImageWriter: ImageWriter {
    public let pixelProtocol: PixelProtocol
    /// A cell's size in pixels, to which pictures are scaled.
    public let cellPixels: (width: Int, height: Int)
    /// The colours placeholders name their images in, when pictures go through tmux; nil: placed directly.
    public let placeholderDepth: ColorDepth?
    /// kitty's image ids, one per placement id, from 1.
    private var imageIDs: [String: UInt32] = [:]
    /// The cells each picture sent as placeholders fills, by placement id, worked out once when it is shown.
    private var placeholderCells: [String: CellGeometry] = [:]

    /// - Parameter placeholderDepth: the terminal's colours, when kitty's pictures go through tmux as
    ///   Unicode placeholders (256 colours at least: the colour is the image's id).
    public init(_ pixelProtocol: PixelProtocol, cellPixels: (width: Int, height: Int), placeholderDepth: ColorDepth? = nil) {
        self.pixelProtocol = pixelProtocol
        self.cellPixels = cellPixels
        self.placeholderDepth = pixelProtocol == .kitty ? placeholderDepth : nil
    }

    public func show(_ placement: ImagePlacement) -> [UInt8] {
        if placeholderDepth != nil {
            placeholderCells[placement.id] = PixelEncoder.cells(
                for: placement.image, columns: placement.area.width, rows: placement.area.height, cellPixels: cellPixels)
        }
        let bytes = PixelEncoder.encode(
            placement.image, in: pixelProtocol, columns: placement.area.width, rows: placement.area.height, cellPixels: cellPixels,
            imageID: pixelProtocol == .kitty ? imageID(for: placement.id) : nil, keepsCursor: true, isVirtual: placeholderDepth != nil)
        return throughTmux(bytes)
    }

    public func remove(_ placement: ImagePlacement) -> [UInt8] {
        placeholderCells[placement.id] = nil
        guard pixelProtocol == .kitty, let id = imageIDs.removeValue(forKey: placement.id) else { return [] }
        return throughTmux(PixelEncoder.kittyDelete(imageID: id))
    }

    public func removeAll() -> [UInt8] {
        guard pixelProtocol == .kitty else { return [] }
        imageIDs.removeAll()
        placeholderCells.removeAll()
        return throughTmux(PixelEncoder.kittyDeleteAll)
    }

    public var picturesStayUntilOverwritten: Bool { pixelProtocol != .kitty }

    public func placeholder(for placement: ImagePlacement, column: Int, row: Int) -> Cell? {
        guard let depth = placeholderDepth, let id = imageIDs[placement.id], let cells = placeholderCells[placement.id],
            column < cells.columns, row < cells.rows
        else { return nil }
        return KittyPlaceholders.cell(imageID: id, row: row, column: column, depth: depth)
    }

    private func throughTmux(_ bytes: [UInt8]) -> [UInt8] {
        placeholderDepth == nil ? bytes : KittyPlaceholders.throughTmux(bytes)
    }

    /// The placement's id, new for each picture shown: kitty may still hold an image being replaced. Ids
    /// that placeholders name in 256 colours go round from 255 to 1.
    private func imageID(for placement: String) -> UInt32 {
        if let id = imageIDs[placement] { return id }
        let largest = placeholderDepth.flatMap(KittyPlaceholders.largestImageID) ?? UInt32.max
        lastID = lastID >= largest ? 1 : lastID + 1
        imageIDs[placement] = lastID
        return lastID
    }

    private var lastID: UInt32 = 0
}
