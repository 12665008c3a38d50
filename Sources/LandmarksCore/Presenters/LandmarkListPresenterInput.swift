/// What the list view tells its presenter.
///
/// The view's table owns the selection; commands act on the row the view says is selected.
package protocol LandmarkListPresenterInput: AnyObject {
    /// The list's sections: the switch row first, then one untitled section or, in the category view,
    /// Featured and one per category.
    var sections: [LandmarkListSection] { get }
    var numberOfRows: Int { get }
    /// The row at `index`; the view asks only for the rows it draws.
    func row(at index: Int) -> LandmarkListRow
    /// Whether typed text goes to the search field.
    var isEditingSearch: Bool { get }
    /// Whether `command` can act on the selected row now, e.g. moving a favourite only where every
    /// favourite shows in the user's order.
    func canPerform(_ command: LandmarkListCommand) -> Bool
    func perform(_ command: LandmarkListCommand)
    /// Why `command` cannot act now, in words for the footer; nil when it can, or when nothing needs saying.
    func reasonCannotPerform(_ command: LandmarkListCommand) -> String?
    func viewDidLoad()
    /// Called when the list shows again, e.g. after the detail screen closed.
    func viewWillAppear()
    /// More landmarks were read (or the last of them): the rows and the count follow.
    func catalogDidGrow()
    /// The user moved the selection; it is remembered for the next start.
    func didSelectRow(_ row: Int)
    /// The search field's text while it is being edited: the list narrows to it and the selection
    /// goes to the first match, so that Enter opens it.
    func setSearchText(_ text: String)
    /// The order the rows are in; the list shows the column it sorts by.
    var sortOrder: LandmarkOrder { get }
    /// Whether the preview pane is on (it shows where the terminal is wide enough).
    var showsPreviewPane: Bool { get }
    /// What the preview pane shows for `row`: its landmark, or for the switch row the count.
    func preview(ofRow row: Int) -> LandmarkPreview
    /// The title's count with `row` selected: where it is, `5 / 12` (`2 / 3 of 12` while filtered), or
    /// on the switch row how many are shown, `12 landmarks`; and the order when it is not the file's.
    func countText(selecting row: Int) -> String
}

/// What the presenter tells the list view.
package protocol LandmarkListPresenterOutput: AnyObject {
    /// The row the view's table has selected.
    var selectedRow: Int { get }
    /// Shows the state; its `selectedRow` is where the selection goes after a change.
    func display(_ state: LandmarkListState)
    func showDetail(forLandmarkAt storeIndex: Int)
    /// Show the photo at `photoIndex` in the photo catalog (the first of a group of the user's own).
    func showPhoto(at photoIndex: Int)
}
