import TerminalKit

/// kitty's Unicode placeholders: a picture sent once as a virtual placement (`U=1`) and shown by text
/// that names it, so that a program between the app and kitty (tmux) keeps it as it keeps any text.
///
/// Each cell of the picture is U+10EEEE with two marks, its row and its column (kitty's list of
/// diacritics), in a foreground colour that is the image's id: a palette index (1–255) with 256 colours,
/// the colour's 24 bits with more. The picture's escape sequences go through tmux wrapped in its
/// passthrough (`ESC P tmux ; … ESC \`, each ESC doubled), which tmux sends on only with
/// `allow-passthrough` on.
public enum KittyPlaceholders {
    /// The placeholder character.
    static let placeholder = Unicode.Scalar(0x10EEEE)!

    /// The marks that number rows and columns, 0 first: kitty's rule, Unicode 6.0's combining marks of
    /// class 230 (above) with no decomposition, less those that may fuse with a letter (297 of them).
    static let diacritics: [Unicode.Scalar] = {
        let fusing: Set<UInt32> = [
            0x0300, 0x0301, 0x0302, 0x0303, 0x0304, 0x0306, 0x0307, 0x0308, 0x0309, 0x030A, 0x030B, 0x030C, 0x030F,
            0x0311, 0x0313, 0x0314, 0x0342, 0x0653, 0x0654,
        ]
        // Of class 230 in Unicode 6.0, these have a canonical decomposition (to 0300, 0301, 0313, 0308 0301).
        let decomposing: Set<UInt32> = [0x0340, 0x0341, 0x0343, 0x0344]
        return (UInt32(0)...0x10FFFF).compactMap { value in
            guard let scalar = Unicode.Scalar(value), !fusing.contains(value), !decomposing.contains(value) else { return nil }
            let properties = scalar.properties
            guard properties.generalCategory == .nonspacingMark, properties.canonicalCombiningClass == .above,
                let age = properties.age, age.major < 6 || (age.major == 6 && age.minor == 0)
            else { return nil }
            return scalar
        }
    }()

    /// The most rows or columns a picture can have: one mark per row and column.
    public static var largestSide: Int { diacritics.count }

    /// The largest image id the colours of `depth` can name; nil where they cannot (16 colours or fewer).
    public static func largestImageID(_ depth: ColorDepth) -> UInt32? {
        switch depth {
        case .direct: 0xFF_FFFF
        case .palette256: 255
        default: nil
        }
    }

    /// The cell at `row`, `column` of image `imageID`'s placeholder text; nil outside what the marks or
    /// the colours of `depth` can number.
    public static func cell(imageID: UInt32, row: Int, column: Int, depth: ColorDepth) -> Cell? {
        guard (0..<diacritics.count).contains(row), (0..<diacritics.count).contains(column), imageID > 0,
            let largest = largestImageID(depth), imageID <= largest
        else { return nil }
        var text = String.UnicodeScalarView()
        text.append(placeholder)
        text.append(diacritics[row])
        text.append(diacritics[column])
        let color: TerminalColor =
            depth == .direct
            ? .rgb(UInt8(imageID >> 16 & 0xFF), UInt8(imageID >> 8 & 0xFF), UInt8(imageID & 0xFF)) : .indexed(UInt8(imageID))
        return Cell(Character(String(text)), style: Style(foreground: color))
    }

    /// `image` for a script's output inside tmux: sent through tmux as image `imageID` (1–255), then its
    /// placeholders as lines of text in 256-colour SGR, fitted to `columns` × `rows` cells of `cellPixels`.
    public static func printed(
        _ image: PixelImage, imageID: UInt32, columns: Int, rows: Int, cellPixels: (width: Int, height: Int)
    ) -> [UInt8] {
        let encoded = PixelEncoder.encode(
            image, in: .kitty, columns: columns, rows: rows, cellPixels: cellPixels, imageID: imageID, isVirtual: true)
        guard !encoded.isEmpty else { return [] }
        var bytes = throughTmux(encoded)
        let cells = PixelEncoder.cells(for: image, columns: columns, rows: rows, cellPixels: cellPixels)
        for row in 0..<cells.rows {
            bytes += Array("\u{1B}[38;5;\(imageID)m".utf8)
            for column in 0..<cells.columns {
                guard let cell = cell(imageID: imageID, row: row, column: column, depth: .palette256) else { continue }
                bytes += Array(String(cell.grapheme).utf8)
            }
            bytes += Array("\u{1B}[39m\n".utf8)
        }
        return bytes
    }

    /// `bytes` (escape sequences, each from ESC to its ST) with each sequence wrapped in tmux's passthrough.
    public static func throughTmux(_ bytes: [UInt8]) -> [UInt8] {
        var wrapped: [UInt8] = []
        wrapped.reserveCapacity(bytes.count + bytes.count / 256 * 16 + 16)
        var index = 0
        while index < bytes.count {
            // One sequence: up to and including its ST (ESC \), or to the end.
            var end = index + 2
            while end < bytes.count, !(bytes[end - 1] == 0x1B && bytes[end] == 0x5C) { end += 1 }
            end = min(end + 1, bytes.count)
            wrapped += Array("\u{1B}Ptmux;".utf8)
            for byte in bytes[index..<end] {
                if byte == 0x1B { wrapped.append(0x1B) }
                wrapped.append(byte)
            }
            wrapped += Array("\u{1B}\\".utf8)
            index = end
        }
        return wrapped
    }
}
