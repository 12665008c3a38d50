/// A way terminals draw real pixels, not character cells.
public enum PixelProtocol: String, CaseIterable, Sendable {
    /// kitty's graphics protocol (kitty, Ghostty, WezTerm, Konsole): RGBA pixels in base64 chunks.
    case kitty
    /// iTerm2's inline images (OSC 1337; iTerm2, WezTerm, Konsole, mintty).
    case iterm
    /// DEC sixels (xterm as a VT340, foot, mlterm, WezTerm, Windows Terminal).
    case sixel
}
