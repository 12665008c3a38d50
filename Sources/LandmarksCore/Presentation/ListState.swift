/// Where a list is: the selected item's position and the first line drawn, as ratatui's `ListState`.
///
/// The presenter owns it; the view's table draws it, keeps the offset so that the selection shows, and
/// hands the offset back. The offset counts the table's lines (section headers among them).
package struct ListState: Equatable, Sendable {
    package var selected: Int
    package var offset: Int

    package init(selected: Int = 0, offset: Int = 0) {
        self.selected = selected
        self.offset = offset
    }
}
