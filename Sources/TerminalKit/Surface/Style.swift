/// A colour as views mean it: the terminal's default, one of the terminal's indexed colours, or full RGB
/// that the backend maps down to what the terminal has.
public enum TerminalColor: Hashable, Sendable {
    case `default`
    /// A palette index: 0–15 the basic colours, 16–231 the 6×6×6 cube, 232–255 the grey ramp.
    case indexed(UInt8)
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

    /// This style with `patch` laid over it.
    public func patched(_ patch: StylePatch) -> Style {
        Style(
            foreground: patch.foreground ?? foreground, background: patch.background ?? background,
            attributes: attributes.union(patch.addedAttributes).subtracting(patch.removedAttributes))
    }
}

/// A change to part of a style, e.g. only the background, leaving the rest of each cell as it is.
public struct StylePatch: Hashable, Sendable {
    public var foreground: TerminalColor?
    public var background: TerminalColor?
    public var addedAttributes: TextAttributes
    public var removedAttributes: TextAttributes

    public init(
        foreground: TerminalColor? = nil, background: TerminalColor? = nil, adding: TextAttributes = [],
        removing: TextAttributes = []
    ) {
        self.foreground = foreground
        self.background = background
        addedAttributes = adding
        removedAttributes = removing
    }
}
