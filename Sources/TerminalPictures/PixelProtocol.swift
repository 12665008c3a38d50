/// A way terminals draw real pixels, not character cells.
public enum PixelProtocol: String, CaseIterable, Sendable {
    /// kitty's graphics protocol (kitty, Ghostty, WezTerm, Konsole): RGBA pixels in base64 chunks.
    case kitty
    /// iTerm2's inline images (OSC 1337; iTerm2, WezTerm, Konsole, mintty).
    case iterm
    /// DEC sixels (xterm as a VT340, foot, mlterm, WezTerm, Windows Terminal).
    case sixel
}

extension PixelProtocol {
    /// The protocol the environment names the terminal by: kitty for `TERM=xterm-kitty`, `KITTY_WINDOW_ID`
    /// or Ghostty; iTerm2's for `TERM_PROGRAM=iTerm.app`, `LC_TERMINAL=iTerm2` or WezTerm; sixels for foot
    /// and mlterm; none inside tmux or GNU screen (which drop pictures, though the outer terminal's
    /// variables travel in) or for any other terminal.
    public static func named(by environment: [String: String]) -> PixelProtocol? {
        let term = environment["TERM"] ?? ""
        guard environment["TMUX"] == nil, environment["STY"] == nil, !term.hasPrefix("screen"), !term.hasPrefix("tmux") else { return nil }
        let program = environment["TERM_PROGRAM"] ?? ""
        if term.contains("kitty") || term.contains("ghostty") || environment["KITTY_WINDOW_ID"] != nil || program == "ghostty" {
            return .kitty
        }
        if program == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" || program == "WezTerm" { return .iterm }
        if term.hasPrefix("foot") || term.contains("mlterm") { return .sixel }
        return nil
    }
}
