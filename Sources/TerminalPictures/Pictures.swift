import TerminalKit

/// Turns picture files (PNG, JPEG) into terminal cells, synchronously and safely from any thread.
///
/// Each call opens, decodes and draws with C library handles of its own and returns only values.
public enum Pictures {
    /// The budget: a picture whose header claims more pixels than this is refused before any big allocation.
    public static let pixelBudget = 100_000_000

    /// Decodes and draws; the surface is the picture's own size in cells (aspect kept, at most
    /// columns × rows, at least 1×1 when columns, rows ≥ 1).
    ///
    /// With no room (columns or rows below 1) the surface is empty and the file is not read.
    ///
    /// With `request.cellPixels`, the picture is decoded at the terminal's pixels and also placed over its
    /// cells (an `ImagePlacement` with the surface), which a terminal that shows pixels draws instead.
    public static func render(_ request: PictureRequest) -> Result<Surface, PictureError> {
        guard request.columns >= 1, request.rows >= 1 else { return .success(Surface(width: 0, height: 0)) }
        return decodeForCells(request).map { picture in
            let cells = geometry(request, picture.width, picture.height)
            var surface = CellPainter.draw(
                picture.image, into: cells, depth: request.depth, symbols: request.symbols, background: request.background,
                colorMatching: request.colorMatching)
            if request.cellPixels != nil {
                surface.place(
                    ImagePlacement(
                        id: "\(request.path)#\(cells.columns)x\(cells.rows)", image: picture.image,
                        area: Rect(x: 0, y: 0, width: cells.columns, height: cells.rows)))
            }
            return surface
        }
    }

    /// The picture of `request` decoded with just the pixels its cells need (in the terminal's own
    /// pixels when it shows them).
    static func decodeForCells(_ request: PictureRequest) -> Result<PictureDecoder.Decoded, PictureError> {
        let pixelsPerCell =
            request.cellPixels.map { (width: $0.width, height: $0.height) } ?? CellGeometry.pixelsPerCell(cellAspect: request.cellAspect)
        return PictureDecoder.decode(path: request.path, budget: pixelBudget) { width, height in
            let cells = geometry(request, width, height)
            return (cells.columns * pixelsPerCell.width, cells.rows * pixelsPerCell.height)
        }
    }

    private static func geometry(_ request: PictureRequest, _ width: Int, _ height: Int) -> CellGeometry {
        CellGeometry(fitting: width, height, columns: request.columns, rows: request.rows, cellAspect: request.cellAspect)
    }

    /// Decodes only (orientation applied), never more pixels than needed when the format can scale down
    /// (JPEG 1/2, 1/4, 1/8 and the eighths between): the smallest scale that still covers `atLeast`
    /// pixels each way; nil, or a PNG: full size.
    public static func decode(
        path: String, atLeast: (width: Int, height: Int)?, budget: Int = pixelBudget
    ) -> Result<PixelImage, PictureError> {
        PictureDecoder.decode(path: path, budget: budget) { _, _ in atLeast }.map(\.image)
    }
}
