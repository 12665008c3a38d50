/// How many colours the terminal shows.
public enum ColorDepth: Hashable, Sendable {
    /// 24-bit colour: cells carry `.rgb`.
    case direct
    /// The xterm 256-colour palette: cells carry `.indexed` from the cube and the grey ramp (16–255).
    case palette256
    /// The 16 basic colours: cells carry `.indexed(0...15)`.
    case palette16
    /// The 8 basic colours: cells carry `.indexed(0...7)`.
    case palette8
    /// No colour: the picture is shaded with characters in the terminal's default colours.
    case none
}
