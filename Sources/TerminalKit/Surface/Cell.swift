/// One terminal cell: a grapheme, the columns it takes, and its style.
///
/// A wide grapheme occupies its cell and a following continuation cell of width 0. The grapheme is
/// kept inline as up to four Unicode scalars (a visible one and the marks on it: as many as a
/// terminal cell holds), so that a cell is plain data, cheap to copy and compare by the thousand.
public struct Cell: Equatable, Sendable {
    /// The grapheme's scalars, unused ones 0.
    public private(set) var scalars: (UInt32, UInt32, UInt32, UInt32)
    public var style: Style
    private var columns: UInt8
    /// Whether an image placement lies over the cell (see `Surface.place(_:)`): a terminal that shows
    /// images writes no text here, one that cannot shows the text.
    public internal(set) var isCovered = false
    /// Fills the last byte, so that a cell has no padding and lines of cells compare with `memcmp`
    /// (padding bytes hold whatever the memory held).
    private let padding: UInt8 = 0

    /// The columns the grapheme takes: 1, 2 for a wide one, 0 for the right half of a wide one.
    public var width: Int {
        get { Int(columns) }
        set { columns = UInt8(clamping: newValue) }
    }

    /// A cell holding `grapheme`, which must already be visible text (see `TerminalText.visible`);
    /// scalars beyond the fourth are dropped, as a terminal cell would.
    public init(_ grapheme: Character, width: Int = 1, style: Style = .plain) {
        var scalars: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &scalars) { buffer in
            for (index, scalar) in grapheme.unicodeScalars.prefix(4).enumerated() {
                buffer.storeBytes(of: scalar.value, toByteOffset: index * 4, as: UInt32.self)
            }
        }
        self.init(scalars: scalars, width: width, style: style)
    }

    /// A cell holding one scalar that is visible on its own (see `TerminalText.plainWidth(_:)`).
    init(scalar: Unicode.Scalar, width: Int, style: Style) {
        self.init(scalars: (scalar.value, 0, 0, 0), width: width, style: style)
    }

    /// A cell holding one ASCII character.
    init(ascii: UInt8, style: Style) {
        self.init(scalars: (UInt32(ascii), 0, 0, 0), width: 1, style: style)
    }

    private init(scalars: (UInt32, UInt32, UInt32, UInt32), width: Int, style: Style) {
        self.scalars = scalars
        self.style = style
        columns = UInt8(clamping: width)
    }

    /// The grapheme as a character.
    public var grapheme: Character {
        var text = String.UnicodeScalarView()
        for value in [scalars.0, scalars.1, scalars.2, scalars.3] {
            guard value != 0, let scalar = Unicode.Scalar(value) else { break }
            text.append(scalar)
        }
        return Character(String(text))
    }

    public static let blank = Cell(ascii: 0x20, style: .plain)

    /// The right half of a wide grapheme.
    public static func continuation(_ style: Style) -> Cell {
        Cell(scalars: (0x20, 0, 0, 0), width: 0, style: style)
    }

    public var isContinuation: Bool { width == 0 }

    /// Whether the cell shows a blank.
    public var isBlank: Bool { scalars == (0x20, 0, 0, 0) }

    /// Whether the two cells show the same text in the same style, covered or not.
    func looksLike(_ other: Cell) -> Bool {
        scalars == other.scalars && columns == other.columns && style == other.style
    }

    public static func == (a: Cell, b: Cell) -> Bool {
        a.looksLike(b) && a.isCovered == b.isCovered
    }
}
