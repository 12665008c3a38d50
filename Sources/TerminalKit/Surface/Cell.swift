/// One terminal cell: a grapheme, the columns it takes, and its style.
///
/// A wide grapheme occupies its cell and a following continuation cell of width 0.
public struct Cell: Equatable, Sendable {
    public var grapheme: Character
    public var width: Int
    public var style: Style

    /// A cell holding `grapheme`, which must already be visible text (see `TerminalText.visible`).
    public init(_ grapheme: Character, width: Int = 1, style: Style = .plain) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    public static let blank = Cell(" ")

    /// The right half of a wide grapheme.
    public static func continuation(_ style: Style) -> Cell {
        Cell(" ", width: 0, style: style)
    }

    public var isContinuation: Bool { width == 0 }
}
