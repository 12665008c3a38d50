import TerminalKit
import ToolSupport

/// A terminal screen as `tmux capture-pane -p -e -N` prints it (text lines with SGR escapes), read into
/// rows of styled cells.
///
/// Styles carry over from line to line, as tmux writes only the changes; escapes other than SGR are
/// skipped. A wide character takes two columns and is one cell.
struct CapturedScreen: Equatable {
    /// One character on the screen and how it looks.
    struct Cell: Equatable {
        var character: Character
        var style: Style
        /// Columns it takes: 1, or 2 for a wide character.
        var width: Int
    }

    /// Columns of every row.
    let width: Int
    /// The rows, each exactly `width` columns wide.
    let rows: [[Cell]]

    /// Reads the capture `text` of a screen `width` columns wide: short rows are filled with plain blanks,
    /// long ones cut.
    init(capture text: String, width: Int) {
        self.width = width
        var style = Style.plain
        var rows: [[Cell]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var cells: [Cell] = []
            var columns = 0
            var characters = line.makeIterator()
            while let character = characters.next() {
                if character == "\u{1B}" {
                    Self.readEscape(&characters, style: &style)
                    continue
                }
                guard !(character.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) else { continue }
                let cellWidth = max(DisplayWidth.of(character), 1)
                guard columns + cellWidth <= width else { break }
                cells.append(Cell(character: character, style: style, width: cellWidth))
                columns += cellWidth
            }
            cells += Array(repeating: Cell(character: " ", style: .plain, width: 1), count: width - columns)
            rows.append(cells)
        }
        // The capture ends with a line break: no row after it.
        if text.hasSuffix("\n") { rows.removeLast() }
        self.rows = rows
    }

    /// The row `y` as plain text.
    func text(ofRow y: Int) -> String {
        String(rows[y].map(\.character))
    }

    /// Every row as plain text.
    var lines: [String] { rows.indices.map(text(ofRow:)) }

    /// Reads an escape sequence after its ESC; an SGR sequence (`ESC [ … m`) changes `style`.
    private static func readEscape(_ characters: inout Substring.Iterator, style: inout Style) {
        guard characters.next() == "[" else { return }
        var parameters = ""
        while let character = characters.next() {
            guard let byte = character.asciiValue, !(0x40...0x7E).contains(byte) else {
                if character == "m" { style = SelectGraphicRendition.apply(parameters, to: style) }
                return
            }
            parameters.append(character)
        }
    }
}
