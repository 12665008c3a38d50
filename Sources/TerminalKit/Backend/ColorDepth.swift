/// How many colours the terminal shows.
public enum ColorDepth: Hashable, Sendable {
    case direct, palette256, palette16, palette8, none

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
