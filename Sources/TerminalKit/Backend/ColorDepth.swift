/// How many colours the terminal shows.
public enum ColorDepth: Hashable, Sendable {
    /// 24-bit colour: pictures' cells carry `.rgb`.
    case direct
    /// The xterm 256-colour palette: pictures' cells carry `.indexed` from the cube and the grey ramp (16–255).
    case palette256
    /// The 16 basic colours: pictures' cells carry `.indexed(0...15)`.
    case palette16
    /// The 8 basic colours: pictures' cells carry `.indexed(0...7)`.
    case palette8
    /// No colour: text in the default colours, pictures shaded with characters.
    case none

    /// The depth of a terminal with `colors` colours (terminfo's `colors`; 2^24 for direct colour).
    public init(colors: Int) {
        self =
            switch colors {
            case (1 << 24)...: .direct
            case 256...: .palette256
            case 16...: .palette16
            case 8...: .palette8
            default: .none
            }
    }
}
