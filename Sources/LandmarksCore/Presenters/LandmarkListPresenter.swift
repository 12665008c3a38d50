import Foundation

/// Owns the "Favorites only" filter, the search, the order, the rows they yield, editing the
/// favourites and navigation to a detail; the view's table owns the selection.
package final class LandmarkListPresenter: LandmarkListPresenterInput {
    package weak var output: (any LandmarkListPresenterOutput)?
    package private(set) var showFavoritesOnly: Bool
    package private(set) var search = SearchQuery("")
    package private(set) var isEditingSearch = false
    package private(set) var sortOrder: LandmarkOrder
    package private(set) var showsCategories: Bool
    package private(set) var showsPreviewPane: Bool
    package private(set) var sections: [LandmarkListSection] = []

    let library: LandmarkLibrary
    private let collation: Locale?
    private let counts: CountText
    private var store: LandmarkStore { library.landmarks }
    /// Store indices of the landmarks shown, in order; row `n + 1` shows `visible[n]`.
    private var visible: [Int] = []
    /// How many different landmarks are shown: in the category view a featured one is listed twice.
    private var shownCount = 0
    /// Whether the landmarks are listed in file order until `sortOrder` is worked out (a big catalog's
    /// orders are prepared in the background once it is read).
    private var isWaitingForOrder = false
    /// The groups of the user's photos at no landmark, listed after the landmarks (only without a
    /// search or Favorites only).
    private var yourPhotoGroups: [YourPhotoGroup] = []
    /// The landmark selected when Favorites only went on, and the one selected right after.
    private var returnFromFavoritesOnly: (leftFrom: Int?, landedOn: Int?)?
    /// The row to select when the view first shows: the landmark selected when the app last ran.
    private var initialRow = LandmarkListPresenter.switchRow

    /// The row of the "Favorites only" switch.
    package static let switchRow = 0

    /// Starts with the filter and the selected landmark the library remembers.
    ///
    /// - Parameter collation: how names compare when sorted; nil for a simple Unicode comparison.
    package init(library: LandmarkLibrary, collation: Locale? = nil) {
        self.library = library
        self.collation = collation
        counts = CountText(locale: collation)
        showFavoritesOnly = library.favoritesOnly
        sortOrder = library.sortOrder
        showsCategories = library.categoryView
        showsPreviewPane = library.previewPane
        computeRows()
        if let id = library.selectedLandmarkID, let index = store.index(ofID: id),
            let position = visible.firstIndex(of: index)
        {
            initialRow = position + 1
        }
    }

    // MARK: - LandmarkListPresenterInput

    package var numberOfRows: Int { visible.count + 1 + yourPhotoGroups.count }

    package func row(at index: Int) -> LandmarkListRow {
        if let group = yourPhotoGroup(ofRow: index) { return group.row(in: library.photos) }
        guard let storeIndex = storeIndex(ofRow: index) else {
            return .favoritesOnlySwitch(isOn: showFavoritesOnly)
        }
        let landmark = store[withoutDescription: storeIndex]
        return .landmark(
            LandmarkSummary(
                landmark, photoCount: library.isLoading ? nil : library.photos.photoCount(ofLandmark: landmark.id),
                search: search))
    }

    package func viewDidLoad() {
        publish(selecting: initialRow)
    }

    package func viewWillAppear() {
        refilter()
    }

    package func didSelectRow(_ row: Int) {
        if let storeIndex = storeIndex(ofRow: row) {
            library.noteSelection(landmarkID: store[withoutDescription: storeIndex].id)
        }
    }

    package func canPerform(_ command: LandmarkListCommand) -> Bool {
        let selected = selectedStoreIndex
        return switch command {
        case .flipSwitch: selectedRow == Self.switchRow
        case .activateSelection: selected != nil || yourPhotoGroup(ofRow: selectedRow) != nil
        // Only where every favourite shows, in the user's order, does a move mean what it shows.
        case .moveFavoriteUp, .moveFavoriteDown:
            showFavoritesOnly && sortOrder == .file && !showsCategories && search.isEmpty && selected != nil
                && !library.isLoading
        case .removeFavorite: showFavoritesOnly && selected != nil
        case .clearSearch: !search.text.isEmpty
        default: true
        }
    }

    package func perform(_ command: LandmarkListCommand) {
        guard canPerform(command) else { return }
        switch command {
        case .activateSelection:
            if let storeIndex = selectedStoreIndex { output?.showDetail(forLandmarkAt: storeIndex) }
            if let group = yourPhotoGroup(ofRow: selectedRow), let first = library.photos.photoIndices(ofLandmark: group.landmarkID).first {
                output?.showPhoto(at: first)
            }
        case .flipSwitch, .toggleFavoritesOnly:
            toggleFavoritesOnly()
        case .toggleFavorite:
            guard let storeIndex = selectedStoreIndex else { return }
            library.toggleFavorite(landmarkAt: storeIndex)
            refilter()
        case .moveFavoriteUp, .moveFavoriteDown:
            guard let storeIndex = selectedStoreIndex else { return }
            library.moveFavorite(landmarkAt: storeIndex, by: command == .moveFavoriteUp ? -1 : 1)
            refilter()
        case .removeFavorite:
            guard let storeIndex = selectedStoreIndex else { return }
            library.removeFavorite(landmarkAt: storeIndex)
            refilter()
        case .startSearch:
            isEditingSearch = true
            publish(selecting: selectedRow)
        case .finishSearch:
            isEditingSearch = false
            publish(selecting: selectedRow)
            if let storeIndex = selectedStoreIndex { output?.showDetail(forLandmarkAt: storeIndex) }
        case .cancelSearch:
            isEditingSearch = false
            setSearch("")
        case .clearSearch:
            setSearch("")
        case .cycleSortOrder:
            sortOrder = sortOrder.next
            library.setSortOrder(sortOrder)
            refilter()
        case .toggleCategoryView:
            showsCategories.toggle()
            library.setCategoryView(showsCategories)
            refilter()
        case .togglePreviewPane:
            showsPreviewPane.toggle()
            library.setPreviewPane(showsPreviewPane)
            publish(selecting: selectedRow)
        }
    }

    package func catalogDidGrow() {
        refilter()
        // The landmark selected when the app last ran may only now have arrived.
        if initialRow == Self.switchRow, selectedRow == Self.switchRow, let id = library.selectedLandmarkID,
            let index = store.index(ofID: id), let position = visible.firstIndex(of: index)
        {
            initialRow = position + 1
            publish(selecting: initialRow)
        }
    }

    /// The orders prepared in the background may be ready: the list takes its order if it waited.
    package func queriesMayBeReady() {
        if isWaitingForOrder, store.canOrderNow(sortOrder, locale: collation) { refilter() }
    }

    /// The user's photos were scanned further, or placed: the counts change.
    package func yourPhotosDidChange() {
        publish(selecting: selectedRow)
    }

    package func preview(ofRow row: Int) -> LandmarkPreview {
        if let group = yourPhotoGroup(ofRow: row) { return group.preview(in: library.photos) }
        guard let storeIndex = storeIndex(ofRow: row) else { return .summary(countText) }
        return LandmarkPreview(store[storeIndex], in: library)
    }

    package func setSearchText(_ text: String) {
        guard isEditingSearch, text != search.text else { return }
        search = SearchQuery(text)
        computeRows()
        // As fzf does: the first match is selected as the results change (the switch row without one).
        publish(selecting: visible.isEmpty ? Self.switchRow : Self.switchRow + 1)
    }

    // MARK: - The map

    /// The landmarks shown, each once, in the list's order: what the map shows.
    package var shownLandmarks: [Int] {
        guard showsCategories else { return visible }
        var seen = Set<Int>()
        return visible.filter { seen.insert($0).inserted }
    }

    /// The store index of the selected landmark; nil on the switch row.
    package var selectedLandmark: Int? { selectedStoreIndex }

    /// Selects the row of the landmark at `storeIndex` when it is shown, e.g. as the map's selection moves.
    package func selectLandmark(at storeIndex: Int) {
        guard let position = visible.firstIndex(of: storeIndex) else { return }
        publish(selecting: position + 1)
    }

    // MARK: - Private

    private var selectedRow: Int { output?.selectedRow ?? Self.switchRow }

    private var selectedStoreIndex: Int? { storeIndex(ofRow: selectedRow) }

    /// The group of the user's photos at `row`, if it is one of theirs.
    private func yourPhotoGroup(ofRow row: Int) -> YourPhotoGroup? {
        let position = row - 1 - visible.count
        return yourPhotoGroups.indices.contains(position) ? yourPhotoGroups[position] : nil
    }

    private func storeIndex(ofRow row: Int) -> Int? {
        let position = row - 1
        return visible.indices.contains(position) ? visible[position] : nil
    }

    private func setSearch(_ text: String) {
        search = SearchQuery(text)
        refilter()
    }

    private func toggleFavoritesOnly() {
        let before = selectedStoreIndex
        showFavoritesOnly.toggle()
        library.setFavoritesOnly(showFavoritesOnly)
        refilter()
        if showFavoritesOnly {
            returnFromFavoritesOnly = (before, selectedStoreIndex)
        } else if let way = returnFromFavoritesOnly, way.landedOn == before {
            // Not moved since Favorites only went on: back to where the user was.
            let row = way.leftFrom.flatMap { visible.firstIndex(of: $0) }.map { $0 + 1 } ?? Self.switchRow
            publish(selecting: row)
        }
        if !showFavoritesOnly { returnFromFavoritesOnly = nil }
    }

    /// Recomputes the visible landmarks and publishes them, keeping the selected landmark selected when
    /// it is still shown and otherwise keeping the row number, clamped to the rows that remain.
    ///
    /// In the category view a featured landmark is listed twice; the selection stays in its section.
    private func refilter() {
        let row = selectedRow
        let selectedLandmark = storeIndex(ofRow: row)
        let selectedGroup = groupName(ofRow: row)
        computeRows()
        // Where the selected landmark is now (twice when featured in the category view).
        var positions: [Int] = []
        if let selectedLandmark {
            visible.withUnsafeBufferPointer { visible in
                for (position, index) in visible.enumerated() where index == selectedLandmark { positions.append(position) }
            }
        }
        if let position = positions.first(where: { groupName(ofRow: $0 + 1) == selectedGroup }) ?? positions.first {
            publish(selecting: position + 1)
        } else {
            publish(selecting: min(row, numberOfRows - 1))
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
        // Keys never wait for an order being worked out: file order shows meanwhile.
        isWaitingForOrder = !store.canOrderNow(sortOrder, locale: collation)
        let order = isWaitingForOrder ? .file : sortOrder
        let shown = store.indices(favoritesOnly: showFavoritesOnly, matching: search, in: order, locale: collation)
        var groups: [(title: String?, count: Int)] = [(nil, shown.count)]
        if showsCategories {
            let categories = store.categorySections(of: shown, locale: collation)
            visible = categories.indices
            groups = categories.sections.map { ($0.title, $0.count) }
        } else {
            visible = shown
        }
        shownCount = shown.count
        sections = [LandmarkListSection(title: nil, firstRow: Self.switchRow, rowCount: 1)]
        for group in groups {
            let firstRow = sections[sections.count - 1].firstRow + sections[sections.count - 1].rowCount
            sections.append(
                LandmarkListSection(
                    title: group.title.map { "\($0) · \(counts.number(group.count))" }, firstRow: firstRow,
                    rowCount: group.count))
        }
        yourPhotoGroups = search.isEmpty && !showFavoritesOnly ? YourPhotoGroup.all(in: library.photos, counts: counts) : []
        if !yourPhotoGroups.isEmpty {
            let last = sections[sections.count - 1]
            sections.append(
                LandmarkListSection(
                    title: "Your photos at no landmark · \(counts.number(yourPhotoGroups.map { library.photos.photoCount(ofLandmark: $0.landmarkID) }.reduce(0, +)))",
                    firstRow: last.firstRow + last.rowCount,
                    rowCount: yourPhotoGroups.count))
        }
    }

    /// How many landmarks are shown, e.g. `3 of 12 landmarks`, or how many are read so far.
    private var countText: String {
        if library.isLoading { return "loading \(counts.number(store.count)) landmarks…" }
        let noun = store.count == 1 ? "landmark" : "landmarks"
        let total = counts.number(store.count)
        return shownCount == store.count ? "\(total) \(noun)" : "\(counts.number(shownCount)) of \(total) \(noun)"
    }

    package func countText(selecting row: Int) -> String {
        var order = orderText
        // The scan of the user's photos, and what it skipped, follow the order.
        if let yours = YourPhotoGroup.statusText(of: library, counts: counts) { order += " · " + yours }
        guard storeIndex(ofRow: row) != nil, !library.isLoading else { return countText + order }
        // Rows count landmarks only (the switch row is row 0; headers are not rows), so the row is the position.
        let position = "\(counts.number(row)) / \(counts.number(visible.count))"
        // The category view lists a featured landmark twice: its rows, not its landmarks, are counted.
        return (shownCount == store.count ? position : "\(position) of \(counts.number(store.count))") + order
    }

    /// How the title names the order: ` · by name`, or ` · sorting by name…` while it is worked out.
    private var orderText: String {
        guard sortOrder != .file else { return "" }
        return isWaitingForOrder ? " · sorting \(sortOrder.title)…" : " · \(sortOrder.title)"
    }

    private func publish(selecting row: Int) {
        didSelectRow(row)
        var title = showFavoritesOnly ? "Landmarks › Favorites" : "Landmarks"
        if showsCategories { title += " › Categories" }
        // The words, not the spaces around them: “lake”, even while “lake ” is being typed.
        let words = search.trimmedText
        if !search.isEmpty { title += " › “\(words)”" }
        var countText = countText
        countText += orderText
        let emptyMessage: String? =
            if !visible.isEmpty { nil } else if !search.isEmpty {
                "No landmarks match “\(words)”. Esc clears the search."
            } else if showFavoritesOnly {
                "No favorites yet. Press F to show all landmarks."
            } else {
                "No landmarks in this file."
            }
        output?.display(
            LandmarkListState(
                title: title, countText: countText, numberOfRows: numberOfRows,
                selectedRow: row, emptyMessage: emptyMessage,
                searchField: isEditingSearch ? search.text : nil))
    }
}
