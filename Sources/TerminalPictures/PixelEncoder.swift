import CChafa
import TerminalKit

/// Encodes pixels for a terminal that draws them (`PixelProtocol`) with chafa, which scales them to
/// the cells they fill and writes the protocol's escape sequences.
///
/// Every chafa object lives within one call, so calls on different threads share nothing.
public enum PixelEncoder {
    /// A cell's size in pixels where the terminal does not say (TIOCGWINSZ's pixel fields are 0).
    public static let defaultCellPixels = (width: 10, height: 20)

    /// The escape sequences that draw `image` in `pixelProtocol` at the cursor, scaled to fit `columns`
    /// × `rows` cells of `cellPixels` (aspect kept); empty without room.
    ///
    /// - Parameters:
    ///   - imageID: kitty's image id (1 and up), so that the picture can be placed again or taken away
    ///     (`ESC _G a=d,d=I,i=ID ESC \`). The other protocols have no ids. kitty is always asked not to answer.
    ///   - keepsCursor: kitty leaves the cursor where it was (for an app that places pictures over its
    ///     cells); otherwise the cursor moves past the picture, as after text.
    ///   - isVirtual: kitty only keeps the picture, to be shown by Unicode placeholders (`U=1`, see
    ///     `KittyPlaceholders`) in the cells `cells(for:columns:rows:cellPixels:)` gives.
    public static func encode(
        _ image: PixelImage, in pixelProtocol: PixelProtocol, columns: Int, rows: Int,
        cellPixels: (width: Int, height: Int) = defaultCellPixels, imageID: UInt32? = nil, keepsCursor: Bool = false,
        isVirtual: Bool = false
    ) -> [UInt8] {
        guard columns > 0, rows > 0, image.width > 0, image.height > 0, cellPixels.width > 0, cellPixels.height > 0 else { return [] }
        let cells = cells(for: image, columns: columns, rows: rows, cellPixels: cellPixels)
        guard let config = chafa_canvas_config_new() else { return [] }
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(cells.columns), Int32(cells.rows))
        chafa_canvas_config_set_cell_geometry(config, Int32(cellPixels.width), Int32(cellPixels.height))
        chafa_canvas_config_set_pixel_mode(config, mode(pixelProtocol))
        chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
        guard let canvas = chafa_canvas_new(config) else { return [] }
        defer { chafa_canvas_unref(canvas) }
        image.pixels.withUnsafeBufferPointer { pixels in
            chafa_canvas_draw_all_pixels(
                canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress, Int32(image.width), Int32(image.height),
                Int32(image.width * 4))
        }
        // The fallback description holds every sequence chafa knows; the protocol is the canvas's.
        guard let termInfo = chafa_term_db_get_fallback_info(chafa_term_db_get_default()) else { return [] }
        defer { chafa_term_info_unref(termInfo) }
        guard let printed = chafa_canvas_print(canvas, termInfo) else { return [] }
        defer { g_string_free(printed, 1) }
        let bytes = Array(
            UnsafeBufferPointer(
                start: UnsafeRawPointer(printed.pointee.str).assumingMemoryBound(to: UInt8.self), count: Int(printed.pointee.len)))
        guard pixelProtocol == .kitty else { return bytes }
        return withKittyControls(bytes, imageID: imageID, keepsCursor: keepsCursor, isVirtual: isVirtual)
    }

    /// The cells a picture fills within `columns` × `rows`: chafa fills the cells it is given, so the
    /// picture gets the whole cells its aspect fits in.
    static func cells(for image: PixelImage, columns: Int, rows: Int, cellPixels: (width: Int, height: Int)) -> CellGeometry {
        CellGeometry(
            fitting: image.width, image.height, columns: columns, rows: rows,
            cellAspect: Double(cellPixels.height) / Double(max(cellPixels.width, 1)))
    }

    /// chafa's kitty sequences with the app's controls added to the first: no answer from the
    /// terminal (`q=2`), the cursor left where it was (`C=1`) when asked, the image id (`i=`) when given,
    /// and a virtual placement (`U=1`) when asked.
    static func withKittyControls(_ bytes: [UInt8], imageID: UInt32?, keepsCursor: Bool, isVirtual: Bool = false) -> [UInt8] {
        let start = Array("\u{1B}_G".utf8)
        guard bytes.count > start.count, Array(bytes[..<start.count]) == start else { return bytes }
        let controls = Array(
            ("q=2," + (keepsCursor ? "C=1," : "") + (isVirtual ? "U=1," : "") + (imageID.map { "i=\($0)," } ?? "")).utf8)
        return start + controls + bytes[start.count...]
    }

    /// kitty's request to take away the image `imageID` and free its pixels (`d=I`), without an answer.
    public static func kittyDelete(imageID: UInt32) -> [UInt8] {
        Array("\u{1B}_Ga=d,d=I,i=\(imageID),q=2\u{1B}\\".utf8)
    }

    /// kitty's request to take away every image, placed or not, and free their pixels.
    public static let kittyDeleteAll = Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8)

    private static func mode(_ pixelProtocol: PixelProtocol) -> ChafaPixelMode {
        switch pixelProtocol {
        case .kitty: CHAFA_PIXEL_MODE_KITTY
        case .iterm: CHAFA_PIXEL_MODE_ITERM2
        case .sixel: CHAFA_PIXEL_MODE_SIXELS
        }
    }
}
