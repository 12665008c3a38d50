/// Which colours the app takes (`--theme`): those for the terminal's background as it says, or for a
/// dark or a light one.
package enum ThemeChoice: String, CaseIterable, Sendable {
    /// The background `COLORFGBG` names (as rxvt, Konsole and others set it), else the one the terminal
    /// answers to an OSC 11 query (xterm, kitty, GNOME Terminal, iTerm2…), else dark.
    case auto
    case dark
    case light

    /// Whether the background is light: as chosen, or with `auto` as `COLORFGBG` says (`15;0` is light
    /// text on black; its last field is the background's colour number: 7 and 9–15 are light); nil when
    /// `auto` has nothing to go by (the terminal is then asked).
    package func isLight(environment: [String: String]) -> Bool? {
        switch self {
        case .dark: return false
        case .light: return true
        case .auto:
            guard let value = environment["COLORFGBG"], let last = value.split(separator: ";").last, let background = Int(last)
            else { return nil }
            return background == 7 || (9...15).contains(background)
        }
    }
}
