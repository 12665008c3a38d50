/// How pictures are drawn (`--pictures`): as the terminal allows, in its pixels by one protocol, as
/// character cells, or not at all.
package enum PictureMode: String, CaseIterable, Sendable {
    /// What the terminal says it can (the environment: `TERM`, `TERM_PROGRAM`, `KITTY_WINDOW_ID`, …).
    case auto
    case kitty
    case iterm
    case sixel
    /// Character cells: blocks and colours, in any terminal.
    case cells
    case none
}
