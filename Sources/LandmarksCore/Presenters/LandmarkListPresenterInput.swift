/// What the list view tells its presenter.
///
/// The presenter owns the list's items and where the list is (`listState`); the view draws them and
/// reports the user's moves (`select(_:)`) and where its table scrolled (`scroll(to:)`).
package protocol LandmarkListPresenterInput: AnyObject {
    /// The list's items: the switch, the landmarks shown, the groups of the user's own photos.
    var items: LandmarkListItems { get }
    /// The list's sections: the switch's first, then one untitled section or, in the category view,
    /// Featured and one per category; then the user's photos at no landmark.
    var sections: [LandmarkListSection] { get }
    /// What the item at `position` shows; the view asks only for the rows it draws.
    func row(at position: Int) -> LandmarkListRow
    /// A number that changes whenever a row may show something else (the items, a favourite, a mark,
    /// the photos counted), so that the view may keep rows it drew while only the selection moves.
    var rowsVersion: Int { get }
    /// The widest name, park, city, state and category of the catalog, in columns, which the list's
    /// columns are sized by where the terminal has room (counted as the catalog is read, never per key).
    var longestTexts: LongestTexts { get }
    /// Whether landmark rows count your own photos too (`7 · 3 yours`): a folder of them is placed.
    var countsYourPhotos: Bool { get }
    /// Whether a search letter takes long enough that the field should show it before the search is done.
    var searchesSlowly: Bool { get }
    /// Whether some landmark has a photo, which the rows then count: the catalog's photos are read and
    /// list some, or your own are placed. Without, the list needs no column of `no photos`.
    var hasPhotos: Bool { get }
    /// The selected item's position and the scroll offset.
    var listState: ListState { get }
    /// The user moved the selection to the item at `position` (kept within the items); the landmark
    /// selected is remembered for the next start.
    func select(_ position: Int)
    /// The table, drawing the list, scrolled to `offset` lines to keep the selection in view.
    func scroll(to offset: Int)
    /// Whether typed text goes to the search field.
    var isEditingSearch: Bool { get }
    /// Whether `command` can act on the selected item now, e.g. moving a favourite only where every
    /// favourite shows in the user's order.
    func canPerform(_ command: LandmarkListCommand) -> Bool
    func perform(_ command: LandmarkListCommand)
    /// Why `command` cannot act now, in words for the footer; nil when it can, or when nothing needs saying.
    func reasonCannotPerform(_ command: LandmarkListCommand) -> String?
    func viewDidLoad()
    /// Called when the list shows again, e.g. after the detail screen closed.
    func viewWillAppear()
    /// More landmarks were read (or the last of them): the items and the count follow.
    func catalogDidGrow()
    /// The search field's text while it is being edited: the list narrows to it and the selection
    /// goes to the first match, so that Enter opens it.
    func setSearchText(_ text: String)
    /// The order the rows are in; the list shows the column it sorts by.
    var sortOrder: LandmarkOrder { get }
    /// Whether the preview pane is on (it shows where the terminal is wide enough).
    var showsPreviewPane: Bool { get }
    /// What the preview pane shows for the selected item: its landmark or group, or on the switch the count.
    var preview: LandmarkPreview { get }
    /// The title's count with the item at `position` selected: where it is, `5 / 12` (`2 / 3 of 12`
    /// while filtered), or elsewhere how many are shown, `12 landmarks`; and the order when it is not
    /// the file's.
    func countText(selecting position: Int) -> String
}

/// What the presenter tells the list view.
package protocol LandmarkListPresenterOutput: AnyObject {
    /// Shows the heading and messages after the items changed.
    func display(_ state: LandmarkListState)
    func showDetail(forLandmarkAt storeIndex: Int)
    /// Show the photo `key` names (the first of a group of the user's own).
    func showPhoto(_ key: PhotoKey)
    /// Lists the files of the user's folder not shown, or shown without part of what they hold.
    func showFilesNotShown(_ photos: YourPhotos)
}
