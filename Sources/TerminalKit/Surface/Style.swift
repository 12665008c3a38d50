/// A colour as views mean it: the terminal's default, one of the terminal's indexed colours, or full RGB
/// that the backend maps down to what the terminal has.
///
/// It is packed into four bytes (a kind and up to three values), so that cells stay small plain data.
public struct TerminalColor: Hashable, Sendable {
    private let bits: UInt32

    private init(kind: UInt32, _ value: UInt32) {
        bits = kind << 24 | value
    }

    /// The terminal's own foreground or background colour.
    public static let `default` = TerminalColor(kind: 0, 0)

    /// A palette index: 0–15 the basic colours, 16–231 the 6×6×6 cube, 232–255 the grey ramp.
    public static func indexed(_ index: UInt8) -> TerminalColor {
        TerminalColor(kind: 1, UInt32(index))
    }

    public static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> TerminalColor {
        TerminalColor(kind: 2, UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue))
    }

    /// What the colour is, for matching on.
    public enum Kind: Equatable, Sendable {
        case `default`
        case indexed(UInt8)
        case rgb(UInt8, UInt8, UInt8)
    }

    public var kind: Kind {
        switch bits >> 24 {
        case 1: .indexed(UInt8(truncatingIfNeeded: bits))
        case 2: .rgb(UInt8(truncatingIfNeeded: bits >> 16), UInt8(truncatingIfNeeded: bits >> 8), UInt8(truncatingIfNeeded: bits))
        default: .default
        }
    }
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
