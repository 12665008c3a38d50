/// A colour as the views mean it: the terminal's default, or full RGB that the screen maps down.
public enum TerminalColor: Hashable, Sendable {
    case `default`
    case rgb(UInt8, UInt8, UInt8)
}

/// Text attributes a cell can carry.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let reverse = TextAttributes(rawValue: 1 << 2)
    public static let underline = TextAttributes(rawValue: 1 << 3)
}

/// How a cell looks: foreground, background and attributes.
public struct Style: Hashable, Sendable {
    public var foreground: TerminalColor
    public var background: TerminalColor
    public var attributes: TextAttributes

    public init(
        foreground: TerminalColor = .default, background: TerminalColor = .default,
        attributes: TextAttributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = Style()
}
