import Foundation

/// What the list view tells its presenter.
public protocol LandmarkListPresenterInput: AnyObject {
    var numberOfRows: Int { get }
    /// The row at `index`; the view asks only for the rows it draws.
    func row(at index: Int) -> LandmarkListRow
    func viewDidLoad()
    /// Called when the list shows again, e.g. after the detail screen closed.
    func viewWillAppear()
    /// How many rows fit on screen, for paging.
    func viewDidLayout(visibleRowCount: Int)
    func handle(_ intent: Intent)
    /// Selects a row directly, e.g. by a mouse click.
    func selectRow(_ row: Int)
    /// Whether typed text goes to the search field.
    var isEditingSearch: Bool { get }
    /// Adds typed text to the search field while it is being edited.
    func insertSearchText(_ text: String)
    /// The list's sections: the switch row first, then one untitled section or, in the category view,
    /// Featured and one per category.
    var sections: [LandmarkListSection] { get }
}

/// What the presenter tells the list view.
public protocol LandmarkListPresenterOutput: AnyObject {
    func display(_ state: LandmarkListState)
    func showDetail(forLandmarkAt storeIndex: Int)
}

/// Owns the "Favorites only" filter, the search, the order, the rows they yield, the selection,
/// editing the favourites and navigation to a detail.
public final class LandmarkListPresenter: LandmarkListPresenterInput {
    public weak var output: (any LandmarkListPresenterOutput)?
    public private(set) var showFavoritesOnly: Bool
    public private(set) var selectedRow = 0
    public private(set) var search = SearchQuery("")
    public private(set) var isEditingSearch = false
    public private(set) var sortOrder: LandmarkOrder
    public private(set) var showsCategories: Bool
    public private(set) var sections: [LandmarkListSection] = []

    private let library: LandmarkLibrary
    private let collation: Locale?
    private var store: LandmarkStore { library.landmarks }
    /// Store indices of the landmarks shown, in order; row `n + 1` shows `visible[n]`.
    private var visible: [Int] = []
    private var pageSize = 1

    /// The row of the "Favorites only" switch.
    public static let switchRow = 0

    /// Starts with the filter and the selected landmark the library remembers.
    ///
    /// - Parameter collation: how names compare when sorted; nil for a simple Unicode comparison.
    public init(library: LandmarkLibrary, collation: Locale? = nil) {
        self.library = library
        self.collation = collation
        showFavoritesOnly = library.favoritesOnly
        sortOrder = library.sortOrder
        showsCategories = library.categoryView
        computeRows()
        if let id = library.selectedLandmarkID, let index = store.index(ofID: id),
            let position = visible.firstIndex(of: index)
        {
            selectedRow = position + 1
        }
    }

    // MARK: - LandmarkListPresenterInput

    public var numberOfRows: Int { visible.count + 1 }

    public func row(at index: Int) -> LandmarkListRow {
        guard let storeIndex = storeIndex(ofRow: index) else {
            return .favoritesOnlySwitch(isOn: showFavoritesOnly)
        }
        let landmark = store[storeIndex]
        return .landmark(
            LandmarkSummary(landmark, photoCount: library.photos.photoCount(ofLandmark: landmark.id), search: search))
    }

    public func viewDidLoad() {
        publish()
    }

    public func viewWillAppear() {
        refilter()
        publish()
    }

    public func viewDidLayout(visibleRowCount: Int) {
        pageSize = max(1, visibleRowCount)
    }

    public func handle(_ intent: Intent) {
        switch intent {
        case .moveUp: select(selectedRow - 1)
        case .moveDown: select(selectedRow + 1)
        case .pageUp: select(selectedRow - pageSize)
        case .pageDown: select(selectedRow + pageSize)
        case .moveToFirst: select(0)
        case .moveToLast: select(numberOfRows - 1)
        case .activate:
            if let storeIndex = storeIndex(ofRow: selectedRow) {
                output?.showDetail(forLandmarkAt: storeIndex)
            } else {
                toggleFavoritesOnly()
            }
        case .flipSwitch:
            if selectedRow == Self.switchRow { toggleFavoritesOnly() }
        case .toggleFavoritesOnly:
            toggleFavoritesOnly()
        case .toggleFavorite:
            guard let storeIndex = storeIndex(ofRow: selectedRow) else { return }
            library.toggleFavorite(landmarkAt: storeIndex)
            refilter()
            publish()
        case .moveFavoriteUp, .moveFavoriteDown:
            // Only where every favourite shows, in the user's order, does a move mean what it shows.
            guard showFavoritesOnly, sortOrder == .file, !showsCategories, search.isEmpty, let storeIndex = storeIndex(ofRow: selectedRow) else { return }
            library.moveFavorite(landmarkAt: storeIndex, by: intent == .moveFavoriteUp ? -1 : 1)
            refilter()
            publish()
        case .removeFavorite:
            guard showFavoritesOnly, let storeIndex = storeIndex(ofRow: selectedRow) else { return }
            library.removeFavorite(landmarkAt: storeIndex)
            refilter()
            publish()
        case .startSearch:
            isEditingSearch = true
            publish()
        case .finishSearch:
            isEditingSearch = false
            publish()
        case .cancelSearch:
            isEditingSearch = false
            setSearch("")
        case .deleteBackward:
            setSearch(String(search.text.dropLast()))
        case .back where !search.text.isEmpty:
            setSearch("")
        case .toggleCategoryView:
            showsCategories.toggle()
            library.setCategoryView(showsCategories)
            refilter()
            publish()
        case .nextSection:
            if let next = sections.first(where: { $0.firstRow > selectedRow && $0.rowCount > 0 }) { select(next.firstRow) }
        case .previousSection:
            let starts = sections.filter { $0.rowCount > 0 }.map(\.firstRow)
            if let previous = starts.last(where: { $0 < selectedRow }) { select(previous) }
        case .cycleSortOrder:
            sortOrder = sortOrder.next
            library.setSortOrder(sortOrder)
            refilter()
            publish()
        default:
            break
        }
    }

    public func insertSearchText(_ text: String) {
        guard isEditingSearch else { return }
        setSearch(search.text + text)
    }

    public func selectRow(_ row: Int) {
        select(row)
    }

    // MARK: - Private

    private func storeIndex(ofRow row: Int) -> Int? {
        let position = row - 1
        return visible.indices.contains(position) ? visible[position] : nil
    }

    private func select(_ row: Int) {
        selectedRow = min(max(row, 0), numberOfRows - 1)
        publish()
    }

    private func setSearch(_ text: String) {
        search = SearchQuery(text)
        refilter()
        publish()
    }

    private func toggleFavoritesOnly() {
        showFavoritesOnly.toggle()
        library.setFavoritesOnly(showFavoritesOnly)
        refilter()
        publish()
    }

    /// Recomputes the visible landmarks, keeping the selected landmark selected when it is still
    /// shown and otherwise keeping the row number, clamped to the rows that remain.
    ///
    /// In the category view a featured landmark is listed twice; the selection stays in its section.
    private func refilter() {
        let selectedLandmark = storeIndex(ofRow: selectedRow)
        let selectedGroup = groupName(ofRow: selectedRow)
        computeRows()
        let positions = visible.indices.filter { visible[$0] == selectedLandmark }
        if let position = positions.first(where: { groupName(ofRow: $0 + 1) == selectedGroup }) ?? positions.first {
            selectedRow = position + 1
        } else {
            selectedRow = min(selectedRow, numberOfRows - 1)
        }
    }

    /// The name of the section holding `row`, e.g. `Lakes`, without its count.
    private func groupName(ofRow row: Int) -> String? {
        let section = sections.last { $0.firstRow <= row }
        return section?.title.map { String($0.prefix { $0 != "·" }) }
    }

    /// The landmarks to show and their sections: one untitled section, or Featured and then each
    /// category in alphabetical order, empty ones left out. A featured landmark is listed twice then.
    private func computeRows() {
        let shown = store.indices(favoritesOnly: showFavoritesOnly, matching: search, in: sortOrder, locale: collation)
        var groups: [(title: String?, indices: [Int])] = [(nil, shown)]
        if showsCategories {
            groups = [("Featured", shown.filter { store[$0].isFeatured })]
            for category in Landmark.Category.allCases.sorted(by: { $0.rawValue < $1.rawValue }) {
                groups.append((category.rawValue, shown.filter { store[$0].category == category }))
            }
            groups.removeAll { $0.indices.isEmpty }
        }
        visible = groups.flatMap(\.indices)
        sections = [LandmarkListSection(title: nil, firstRow: Self.switchRow, rowCount: 1)]
        for group in groups {
            let firstRow = sections[sections.count - 1].firstRow + sections[sections.count - 1].rowCount
            sections.append(
                LandmarkListSection(
                    title: group.title.map { "\($0) · \(group.indices.count)" }, firstRow: firstRow,
                    rowCount: group.indices.count))
        }
    }

    private func publish() {
        if let storeIndex = storeIndex(ofRow: selectedRow) {
            library.noteSelection(landmarkID: store[storeIndex].id)
        }
        var title = showFavoritesOnly ? "Landmarks › Favorites" : "Landmarks"
        if showsCategories { title += " › Categories" }
        if !search.isEmpty { title += " › “\(search.text)”" }
        let noun = store.count == 1 ? "landmark" : "landmarks"
        // In the category view a featured landmark is listed twice but counts once.
        let shownCount = showsCategories ? Set(visible).count : visible.count
        var countText =
            shownCount == store.count
            ? "\(store.count) \(noun)" : "\(shownCount) of \(store.count) \(noun)"
        if sortOrder != .file { countText += " · \(sortOrder.title)" }
        let emptyMessage: String? =
            if !visible.isEmpty { nil } else if !search.isEmpty {
                "No landmarks match “\(search.text)”. Esc clears the search."
            } else if showFavoritesOnly {
                "No favorites yet. Press F to show all landmarks."
            } else {
                "No landmarks in this file."
            }
        output?.display(
            LandmarkListState(
                title: title, countText: countText, numberOfRows: numberOfRows,
                selectedRow: selectedRow, emptyMessage: emptyMessage,
                searchField: isEditingSearch ? search.text : nil))
    }
}
