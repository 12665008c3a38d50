import TerminalKit
import ToolSupport

/// What in a program's output shows a picture: block glyphs (U+2580–U+259F, chafa's symbols) and
/// many distinct colours, where the app's own text uses a dozen colours and no block glyph.
struct PictureMarks {
    /// Block glyphs written.
    private(set) var blockGlyphs = 0
    /// The colours its SGR escapes set, foreground or background.
    private(set) var colours: Set<TerminalColor> = []

    /// Output holding at least this many block glyphs and this many distinct colours shows a picture.
    static let minimumBlockGlyphs = 32
    static let minimumColours = 24

    /// Reads `output`, a terminal byte stream.
    init(of output: [UInt8]) {
        var index = 0
        while index < output.count {
            if output[index] == 0x1B, index + 1 < output.count, output[index + 1] == UInt8(ascii: "[") {
                // A CSI sequence runs to its final byte; an SGR (`…m`) sets colours.
                let parameters = index + 2
                index = parameters
                while index < output.count, !(0x40...0x7E).contains(output[index]) { index += 1 }
                if index < output.count, output[index] == UInt8(ascii: "m") {
                    let style = SelectGraphicRendition.apply(String(decoding: output[parameters..<index], as: UTF8.self), to: .plain)
                    colours.formUnion([style.foreground, style.background].filter { $0 != .default })
                }
            } else if index >= 2, output[index - 2] == 0xE2, output[index - 1] == 0x96, (0x80...0x9F).contains(output[index]) {
                // U+2580…U+259F is E2 96 80…9F in UTF-8.
                blockGlyphs += 1
            }
            index += 1
        }
    }

    /// Whether the output shows a picture.
    var showsPicture: Bool {
        blockGlyphs >= Self.minimumBlockGlyphs && colours.count >= Self.minimumColours
    }

    /// Whether some colour was set as 24-bit RGB (rather than a palette number).
    var usesDirectColour: Bool {
        colours.contains { if case .rgb = $0.kind { true } else { false } }
    }
}
