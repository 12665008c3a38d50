import CChafa
import TerminalKit

/// Draws pixels as terminal cells with chafa: a symbol and two colours a cell, read back from chafa's
/// canvas (never printed as escape sequences).
///
/// Every chafa object lives within one call, so calls on different threads share nothing.
enum CellPainter {
    /// chafa would otherwise run each drawing on a thread pool of its own, taking both cores of a small
    /// machine from the app's other threads; the caller's thread is the one drawing asks for.
    private static let singleThreaded: Void = chafa_set_n_threads(1)

    /// `image` drawn into `geometry`'s cells in `depth`'s colours with `symbols`, transparent pixels
    /// blended onto `background`.
    static func draw(
        _ image: PixelImage, into geometry: CellGeometry, depth: ColorDepth, symbols: PictureSymbols,
        background: TerminalColor?, colorMatching: ColorMatching = .perceptual
    ) -> Surface {
        var surface = Surface(width: geometry.columns, height: geometry.rows)
        guard geometry.columns > 0, geometry.rows > 0, image.width > 0, image.height > 0 else { return surface }
        _ = singleThreaded
        guard let canvas = makeCanvas(geometry, depth: depth, symbols: symbols, background: background, colorMatching: colorMatching) else {
            return surface
        }
        defer { chafa_canvas_unref(canvas) }
        image.pixels.withUnsafeBufferPointer { pixels in
            chafa_canvas_draw_all_pixels(
                canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress, Int32(image.width), Int32(image.height),
                Int32(image.width * 4))
        }
        let fallback = Int32(bitPattern: XtermPalette.rgb(background))
        for y in 0..<geometry.rows {
            for x in 0..<geometry.columns {
                let symbol = character(chafa_canvas_get_char_at(canvas, Int32(x), Int32(y)))
                var style = cellStyle(canvas, x: x, y: y, depth: depth, fallback: fallback, background: background)
                // A colour a cell cannot show is whatever chafa left there; matching the shown one keeps
                // the number of colour pairs down (a terminal may have 64).
                if symbol == " " { style.foreground = style.background }
                if symbol == "█" { style.background = style.foreground }
                surface[x, y] = Cell(symbol, style: style)
            }
        }
        return surface
    }

    private static func makeCanvas(
        _ geometry: CellGeometry, depth: ColorDepth, symbols: PictureSymbols, background: TerminalColor?,
        colorMatching: ColorMatching
    ) -> OpaquePointer? {
        guard let map = chafa_symbol_map_new() else { return nil }
        defer { chafa_symbol_map_unref(map) }
        chafa_symbol_map_add_by_tags(map, tags(for: symbols))
        // Some of chafa's block symbols are wide in East Asian fonts; a cell must stay one column.
        chafa_symbol_map_remove_by_tags(map, ChafaSymbolTags(rawValue: CHAFA_SYMBOL_TAG_WIDE.rawValue))

        guard let config = chafa_canvas_config_new() else { return nil }
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(geometry.columns), Int32(geometry.rows))
        chafa_canvas_config_set_canvas_mode(config, mode(for: depth))
        chafa_canvas_config_set_symbol_map(config, map)
        // Without these chafa leaves "no colour" (-1) where a glyph does not show a colour, even in
        // opaque pictures; with them every cell has both colours and transparency blends onto the
        // background.
        chafa_canvas_config_set_transparency_threshold(config, 1.0)
        chafa_canvas_config_set_bg_color(config, XtermPalette.rgb(background))
        // Measured on the bundled photos (make bench, pictures): closer to the 24-bit picture in 256 and
        // 16 colours; chafa's DIN99d colour space measured further than RGB.
        if colorMatching == .perceptual, [.palette256, .palette16, .palette8].contains(depth) {
            chafa_canvas_config_set_dither_mode(config, CHAFA_DITHER_MODE_DIFFUSION)
        }
        // The canvas copies the configuration and the map; both are released on return.
        return chafa_canvas_new(config)
    }

    private static func tags(for symbols: PictureSymbols) -> ChafaSymbolTags {
        let tags: [ChafaSymbolTags] =
            switch symbols {
            case .blocks: [CHAFA_SYMBOL_TAG_SPACE, CHAFA_SYMBOL_TAG_BLOCK, CHAFA_SYMBOL_TAG_HALF, CHAFA_SYMBOL_TAG_QUAD]
            case .ascii: [CHAFA_SYMBOL_TAG_ASCII]
            }
        return ChafaSymbolTags(rawValue: tags.reduce(0) { $0 | $1.rawValue })
    }

    private static func mode(for depth: ColorDepth) -> ChafaCanvasMode {
        switch depth {
        case .direct: CHAFA_CANVAS_MODE_TRUECOLOR
        // Not INDEXED_256: colours 0–15 are the user's theme, so a photo keeps to the cube and greys.
        case .palette256: CHAFA_CANVAS_MODE_INDEXED_240
        case .palette16: CHAFA_CANVAS_MODE_INDEXED_16
        case .palette8: CHAFA_CANVAS_MODE_INDEXED_8
        // Shapes in the terminal's own two colours.
        case .none: CHAFA_CANVAS_MODE_FGBG
        }
    }

    /// The cell's colours; where chafa has none (never seen with the configuration above) the background's.
    private static func cellStyle(
        _ canvas: OpaquePointer, x: Int, y: Int, depth: ColorDepth, fallback: Int32, background fallbackColor: TerminalColor?
    ) -> Style {
        var foreground: Int32 = -1
        var background: Int32 = -1
        switch depth {
        case .none:
            return .plain
        case .direct:
            chafa_canvas_get_colors_at(canvas, Int32(x), Int32(y), &foreground, &background)
            return Style(foreground: rgb(foreground, or: fallback), background: rgb(background, or: fallback))
        case .palette256, .palette16, .palette8:
            // Pen numbers as chafa chose them: resolving them to RGB would have the terminal's colour
            // mapping quantise a second time.
            chafa_canvas_get_raw_colors_at(canvas, Int32(x), Int32(y), &foreground, &background)
            return Style(
                foreground: indexed(foreground) ?? fallbackColor ?? .default,
                background: indexed(background) ?? fallbackColor ?? .default)
        }
    }

    private static func rgb(_ packed: Int32, or fallback: Int32) -> TerminalColor {
        let value = UInt32(bitPattern: packed < 0 ? fallback : packed)
        return .rgb(UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value))
    }

    private static func indexed(_ pen: Int32) -> TerminalColor? {
        (0...255).contains(pen) ? .indexed(UInt8(pen)) : nil
    }

    /// A cell's character: chafa's symbol, or a blank for anything that is not a printable scalar.
    private static func character(_ code: UInt32) -> Character {
        guard code >= 0x20, code != 0x7F, let scalar = Unicode.Scalar(code) else { return " " }
        return Character(scalar)
    }
}
