/// How many colours the terminal shows.
public enum ColorDepth: Hashable, Sendable {
    case direct, palette256, palette16, palette8, none
}
