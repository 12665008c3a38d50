/// The cells a picture takes: its aspect kept in cells `cellAspect` times taller than wide.
struct CellGeometry: Equatable, Sendable {
    let columns: Int
    let rows: Int

    /// The largest size within `columns` × `rows` showing a `width` × `height` picture undistorted;
    /// at least 1 × 1 when there is room for a cell.
    init(fitting width: Int, _ height: Int, columns maxColumns: Int, rows maxRows: Int, cellAspect: Double) {
        guard maxColumns >= 1, maxRows >= 1 else {
            self.columns = 0
            self.rows = 0
            return
        }
        let aspect = Self.usable(cellAspect)
        let pictureWidth = Double(max(width, 1))
        let pictureHeight = Double(max(height, 1))
        // Cells per pixel across; down, a cell covers `aspect` times as many pixels as across.
        let scale = min(Double(maxColumns) / pictureWidth, Double(maxRows) * aspect / pictureHeight)
        columns = min(maxColumns, max(1, Int((pictureWidth * scale).rounded())))
        rows = min(maxRows, max(1, Int((pictureHeight * scale / aspect).rounded())))
    }

    /// How many pixels a cell needs each way to be drawn well: two across, as tall as the cell is
    /// (quadrants split a cell in two each way, and chafa's finer blocks only round a shape).
    static func pixelsPerCell(cellAspect: Double) -> (width: Int, height: Int) {
        (2, max(1, Int((2 * usable(cellAspect)).rounded(.up))))
    }

    /// `cellAspect` if it is a believable one, else the usual 2 (a terminal may report nonsense).
    static func usable(_ cellAspect: Double) -> Double {
        cellAspect.isFinite && cellAspect >= 0.25 && cellAspect <= 8 ? cellAspect : 2
    }
}
