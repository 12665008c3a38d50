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

extension PixelProtocol {
    /// The protocol a terminal's answers name, where the environment named none (over ssh it does not
    /// travel): kitty's graphics when it answered kitty's query with OK, iTerm2's images for WezTerm and
    /// iTerm2 by their version, sixels when its device attributes have them; nil for none.
    public static func answered(kittyGraphics: Bool, version: String?, sixels: Bool) -> PixelProtocol? {
        if kittyGraphics { return .kitty }
        if let version, version.contains("WezTerm") || version.contains("iTerm2") { return .iterm }
        return sixels ? .sixel : nil
    }
}
