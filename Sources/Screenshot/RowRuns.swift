import TerminalKit

/// One row of a screenshot gathered into runs, so that the SVG has an element per run, not per cell:
/// backgrounds of one colour, shapes that continue each other, and text of one look.
struct RowRuns {
    struct Background {
        var column: Int
        var width: Int
        var color: RGB
    }

    struct Shape {
        var column: Int
        /// In eighths of a cell from `column`; wider than a cell once merged.
        var eighths: CellShapes.Eighths
        var color: RGB
        var opacity: Double?
    }

    struct Text {
        var column: Int
        var width: Int
        var characters: String
        var look: TextLook
    }

    private(set) var backgrounds: [Background] = []
    private(set) var shapes: [Shape] = []
    private(set) var texts: [Text] = []
    private var openText: Text?
    /// Blank columns after the open text; one is kept inside a run, more end it.
    private var blanks = 0

    /// A cell's background; the default one is left to the document's own.
    mutating func addBackground(_ color: RGB, column: Int, width: Int, isDefault: Bool) {
        guard !isDefault else { return }
        if let last = backgrounds.last, last.color == color, last.column + last.width == column {
            backgrounds[backgrounds.count - 1].width += width
        } else {
            backgrounds.append(Background(column: column, width: width, color: color))
        }
    }

    /// A rectangle of a cell's shape, joined to the last one when it continues it exactly.
    mutating func addShape(_ eighths: CellShapes.Eighths, column: Int, color: RGB, opacity: Double?) {
        if let last = shapes.last, last.color == color, last.opacity == opacity, last.eighths.y == eighths.y,
            last.eighths.height == eighths.height,
            last.column * 8 + last.eighths.x + last.eighths.width == column * 8 + eighths.x
        {
            shapes[shapes.count - 1].eighths.width += eighths.width
        } else {
            shapes.append(Shape(column: column, eighths: eighths, color: color, opacity: opacity))
        }
    }

    /// A blank cell: inside a run of text when only one.
    mutating func addSpace(column: Int) {
        if openText != nil { blanks += 1 }
    }

    /// A character drawn as text.
    mutating func addText(_ character: Character, column: Int, width: Int, look: TextLook) {
        if var text = openText, text.look == look, blanks <= 1 {
            text.characters += String(repeating: " ", count: blanks) + String(character)
            text.width += blanks + width
            openText = text
        } else {
            endText()
            openText = Text(column: column, width: width, characters: String(character), look: look)
        }
        blanks = 0
    }

    /// Ends the open run of text.
    mutating func endText() {
        if let text = openText { texts.append(text) }
        openText = nil
        blanks = 0
    }
}

/// How text is drawn: its colour and the attributes that change the glyphs.
struct TextLook: Equatable {
    var color: RGB
    var attributes: TextAttributes

    init(_ color: RGB, _ attributes: TextAttributes) {
        self.color = color
        self.attributes = attributes.intersection([.bold, .underline])
    }
}
