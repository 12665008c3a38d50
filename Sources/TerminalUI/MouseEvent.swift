import LandmarksCore

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

    /// What a wheel notch asks for: `wheelStep` moves up or down; nothing for a click.
    public var wheelIntents: [Intent] {
        switch kind {
        case .scrollUp: Array(repeating: .moveUp, count: Self.wheelStep)
        case .scrollDown: Array(repeating: .moveDown, count: Self.wheelStep)
        case .click, .doubleClick: []
        }
    }
}
