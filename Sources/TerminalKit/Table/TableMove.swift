/// A move of a table's selection, as keys ask for it: by rows or pages, to either end, or by section.
public enum TableMove: Equatable, Sendable {
    /// Down (or, negative, up) by this many rows.
    case rows(Int)
    /// Down (or up) by this many pages of the height the table was last drawn at.
    case pages(Int)
    case first
    case last
    /// To the first row of the next section that has rows, if there is one.
    case nextSection
    /// To the first row of the selected row's section, or of the one before when already there.
    case previousSection
}
