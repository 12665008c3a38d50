/// A mouse action at a cell of the screen, independent of the terminal library that read it.
public struct MouseEvent: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case click
        case doubleClick
        case scrollUp
        case scrollDown
    }

    public let kind: Kind
    /// The column and line, counted from 0 at the top left.
    public let x: Int
    public let y: Int

    public init(_ kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }

    /// How many rows one notch of the wheel moves.
    public static let wheelStep = 3

    /// Rows a wheel notch moves: `wheelStep` up (negative) or down; 0 for a click.
    public var wheelRows: Int {
        switch kind {
        case .scrollUp: -Self.wheelStep
        case .scrollDown: Self.wheelStep
        case .click, .doubleClick: 0
        }
    }
}
