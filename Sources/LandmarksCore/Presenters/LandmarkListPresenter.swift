import Foundation

/// Owns the "Favorites only" filter, the search, the order, the items they yield and where the list is
/// (its `ListState`: the selection and the scroll offset), editing the favourites and navigation to a
/// detail; the view draws what it is given and reports the user's moves.
package final class LandmarkListPresenter: LandmarkListPresenterInput {
    package weak var output: (any LandmarkListPresenterOutput)?
    package private(set) var showFavoritesOnly: Bool
    package private(set) var search = SearchQuery("")
    /// How the search finds words: fuzzily (fzf's way, the best matches first) or exactly; remembered.
    package private(set) var searchMode: SearchMode
    package private(set) var isEditingSearch = false
    package private(set) var sortOrder: LandmarkOrder
    package private(set) var showsCategories: Bool
    package private(set) var showsPreviewPane: Bool
    package private(set) var items = LandmarkListItems()
    package private(set) var sections: [LandmarkListSection] = []
    package private(set) var listState = ListState()

    let library: LandmarkLibrary
    private let collation: Locale?
    private let counts: CountText
    private var store: LandmarkStore { library.landmarks }
    /// How many different landmarks are shown: in the category view a featured one is listed twice.
    private var shownCount = 0
    /// The landmarks marked for an action on many (Space), by store index; kept across searches and filters.
    package private(set) var marked: Set<Int> = []
    /// Your photos' groups' folded text, made at the first search after they are placed.
    private var yourPhotoSearchText: YourPhotoSearchText?
    /// Whether the landmarks are listed in file order until `sortOrder` is worked out (a big catalog's
    /// orders are prepared in the background once it is read).
    private var isWaitingForOrder = false
    /// The item selected when Favorites only went on, and the one selected right after.
    private var returnFromFavoritesOnly: (leftFrom: LandmarkListItem, landedOn: LandmarkListItem)?
    /// Whether the landmark selected when the app last ran is still to be selected: a catalog read
    /// while the app runs may bring it later.
    private var awaitsSavedSelection = true
    /// Whether the selection is the list's own: the first landmark listed (the switch while none is),
    /// as in fzf and htop, until the user moves it or acts on the list, or the state file's landmark
    /// is selected. Until then it follows the first landmark as a catalog streams in or takes its
    /// order, and is not remembered for the next start (it was nobody's choice).
    private var selectionIsDefault = true
    /// The empty list's message as last published, which the switch row's preview repeats.
    private var publishedEmptyMessage: String?

    /// Starts with the filter and the selected landmark the library remembers, else the first landmark.
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
        searchMode = library.searchMode
        computeItems()
        selectSavedLandmark()
        if selectionIsDefault { selectFirstLandmark() }
    }

    // MARK: - LandmarkListPresenterInput

    package var numberOfRows: Int { items.count }

    /// The item selected.
    package var selectedItem: LandmarkListItem { items[listState.selected] }

    package func row(at position: Int) -> LandmarkListRow {
        switch items[position] {
        case .favoritesOnlySwitch:
            return .favoritesOnlySwitch(isOn: showFavoritesOnly)
        case .landmark(let storeIndex):
            let landmark = store[withoutDescription: storeIndex]
            return .landmark(
                LandmarkSummary(
                    landmark, photoCount: library.isLoading ? nil : library.photos.photoCount(in: .landmark(id: landmark.id)),
                    yourPhotoCount: library.photos.yours.positionsByLandmark[landmark.id]?.count ?? 0, search: search,
                    isMarked: marked.contains(storeIndex)))
        case .yourPhotos(let group):
            return group.row(in: library.photos, counts: counts)
        }
    }

    package var rowsVersion: Int {
        // Every change of what the list shows is published; what the library holds is counted too.
        var hasher = Hasher()
        hasher.combine(publishCount)
        hasher.combine(store.count)
        hasher.combine(store.favoritesVersion)
        hasher.combine(library.isLoading)
        hasher.combine(library.photos.count)
        hasher.combine(library.photos.yours.photos.count)
        hasher.combine(library.editCount)
        return hasher.finalize()
    }

    /// How many times the state was published (see `rowsVersion`).
    private var publishCount = 0

    package var countsYourPhotos: Bool { !library.photos.yours.photos.isEmpty }

    /// Whether a search letter takes long enough (several milliseconds: a large catalog) that the field
    /// should show it before the search is done.
    package var searchesSlowly: Bool { store.count >= slowSearchCount }
    /// From how many landmarks a search is slow (a letter's search takes milliseconds from about 50,000).
    package var slowSearchCount = 50_000
    /// Counted once, not per landmark: the catalog's photos are read with its landmarks (none before).
    package var hasPhotos: Bool { library.photos.count > 0 || countsYourPhotos }

    package var longestTexts: LongestTexts {
        var longest = store.longestTexts
        // The groups of your photos at no landmark show their region and country in the park's column.
        if countsYourPhotos { longest.park = max(longest.park, Self.yourPhotoGroupPlaceWidth) }
        return longest
    }

    /// The room a group of your photos wants for its place (`Île-de-France, France`).
    static let yourPhotoGroupPlaceWidth = 24

    package func viewDidLoad() {
        publish()
    }

    package func viewWillAppear() {
        refilter()
    }

    package func select(_ position: Int) {
        selectionIsDefault = false
        // While the search field is open the selection stays on the matches, as fzf's does: Enter opens one.
        guard isEditingSearch, let first = items.firstLandmarkPosition else { return place(position) }
        place(max(position, first))
    }

    package func scroll(to offset: Int) {
        listState.offset = offset
    }

    package func canPerform(_ command: LandmarkListCommand) -> Bool {
        let selected = selectedLandmark
        return switch command {
        case .flipSwitch: selectedItem == .favoritesOnlySwitch
        case .activateSelection: selectedItem != .favoritesOnlySwitch
        // Only where every favourite shows, in the user's order, does a move mean what it shows.
        case .moveFavoriteUp, .moveFavoriteDown:
            showFavoritesOnly && sortOrder == .file && !showsCategories && search.isEmpty && selected != nil
                && !library.isLoading
        case .removeFavorite: showFavoritesOnly && (selected != nil || !marked.isEmpty)
        case .toggleMark: selected != nil
        case .clearSearch: !search.text.isEmpty || !marked.isEmpty
        case .matchExactly: searchMode == .fuzzy
        case .matchFuzzily: searchMode == .exact
        default: true
        }
    }

    package func perform(_ command: LandmarkListCommand) {
        guard canPerform(command) else { return }
        // Acting on the list makes the selection the user's: it no longer follows the first landmark.
        selectionIsDefault = false
        switch command {
        case .activateSelection:
            switch selectedItem {
            case .favoritesOnlySwitch: break
            case .landmark(let storeIndex): output?.showDetail(forLandmarkAt: storeIndex)
            case .yourPhotos(let group):
                if let photoGroup = group.photoGroup {
                    if let first = library.photos.newestPhotoKey(in: photoGroup) { output?.showPhoto(first) }
                } else {
                    output?.showFilesNotShown(library.photos.yours)
                }
            }
        case .flipSwitch, .toggleFavoritesOnly:
            toggleFavoritesOnly()
        case .toggleFavorite:
            if !marked.isEmpty {
                // All favourites already: unmark them all; else make them all favourites.
                let indices = marked.sorted()
                library.setFavorite(!indices.allSatisfy { store[withoutDescription: $0].isFavorite }, landmarksAt: indices)
                marked = []
            } else if let storeIndex = selectedLandmark {
                library.toggleFavorite(landmarkAt: storeIndex)
            }
            refilter()
        case .toggleMark:
            guard let storeIndex = selectedLandmark else { return }
            if marked.remove(storeIndex) == nil { marked.insert(storeIndex) }
            select(listState.selected + 1)
            publish()
        case .moveFavoriteUp, .moveFavoriteDown:
            guard let storeIndex = selectedLandmark else { return }
            library.moveFavorite(landmarkAt: storeIndex, by: command == .moveFavoriteUp ? -1 : 1)
            refilter()
        case .removeFavorite:
            if !marked.isEmpty {
                library.setFavorite(false, landmarksAt: marked.sorted())
                marked = []
            } else if let storeIndex = selectedLandmark {
                library.removeFavorite(landmarkAt: storeIndex)
            }
            refilter()
        case .startSearch:
            isEditingSearch = true
            publish()
        case .finishSearch where selectedLandmark == nil:
            // No match to open: the field stays, rather than leaving the switch row selected for the next Enter.
            break
        case .finishSearch, .keepSearch:
            isEditingSearch = false
            publish()
            if command == .finishSearch, let storeIndex = selectedLandmark { output?.showDetail(forLandmarkAt: storeIndex) }
        case .cancelSearch:
            isEditingSearch = false
            setSearch("")
        case .matchExactly, .matchFuzzily:
            setSearchMode(command == .matchExactly ? .exact : .fuzzy)
        case .clearSearch:
            // The marks first, then the search.
            if marked.isEmpty {
                setSearch("")
            } else {
                marked = []
                publish()
            }
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
            publish()
        }
    }

    package func catalogDidGrow() {
        refilter()
        // A user who moved stays where they are. Else the landmark selected when the app last ran may
        // only now have arrived; else the first landmark, which the first batch brings.
        guard selectionIsDefault else { return }
        if awaitsSavedSelection { selectSavedLandmark() }
        if selectionIsDefault { selectFirstLandmark() }
    }

    /// The orders prepared in the background may be ready: the list takes its order if it waited.
    package func queriesMayBeReady() {
        guard isWaitingForOrder, store.canOrderNow(sortOrder, locale: collation) else { return }
        refilter()
        if selectionIsDefault { selectFirstLandmark() }
    }

    /// The user's photos were scanned further, or placed: the counts change.
    package func yourPhotosDidChange() {
        publish()
    }

    package var preview: LandmarkPreview {
        switch selectedItem {
        case .favoritesOnlySwitch: .summary(countText, hint: publishedEmptyMessage ?? "Select a landmark to see it here.")
        case .landmark(let storeIndex): LandmarkPreview(store.landmark(at: storeIndex), in: library)
        case .yourPhotos(let group): group.preview(in: library.photos, counts: counts)
        }
    }

    package func setSearchText(_ text: String) {
        guard isEditingSearch, text != search.text else { return }
        search = SearchQuery(text, mode: searchMode)
        computeItems()
        // As fzf does: the first match is selected as the results change (the switch without one).
        select(items.firstLandmarkPosition ?? 0)
        publish()
    }

    /// Finds the search's words fuzzily or exactly from now on, the search typed so far too; `remember`
    /// keeps the mode for the next start (a picker's `--exact` does not).
    package func setSearchMode(_ mode: SearchMode, remember: Bool = true) {
        guard mode != searchMode else { return }
        searchMode = mode
        if remember { library.setSearchMode(mode) }
        search = SearchQuery(search.text, mode: mode)
        computeItems()
        // As when the text changes: the first match is selected.
        if isEditingSearch { select(items.firstLandmarkPosition ?? 0) }
        publish()
    }

    // MARK: - The map

    /// The landmarks shown, each once, in the list's order: what the map shows.
    package var shownLandmarks: [Int] {
        guard showsCategories else { return items.landmarks }
        var seen = Set<Int>()
        return items.landmarks.filter { seen.insert($0).inserted }
    }

    /// The store index of the selected landmark; nil when another item is selected.
    package var selectedLandmark: Int? { selectedItem.storeIndex }

    /// Selects the landmark at `storeIndex` when it is shown, e.g. as the map's selection moves.
    package func selectLandmark(at storeIndex: Int) {
        select(.landmark(storeIndex))
    }

    /// Selects `item` where the list shows it first; nothing when it does not show it.
    package func select(_ item: LandmarkListItem) {
        if let position = items.positions(of: item).first { select(position) }
    }

    // MARK: - Private

    /// Selects the landmark selected when the app last ran, once it is listed.
    private func selectSavedLandmark() {
        guard let id = library.selectedLandmarkID, let index = store.index(ofID: id),
            let position = items.positions(of: .landmark(index)).first
        else { return }
        awaitsSavedSelection = false
        selectionIsDefault = false
        place(position)
    }

    /// Selects the first landmark listed, or the switch while none is: where a list starts.
    private func selectFirstLandmark() {
        place(items.firstLandmarkPosition ?? 0)
    }

    /// Moves the selection to `position`, kept within the items; a landmark is remembered for the next
    /// start unless the list chose it (`selectionIsDefault`).
    private func place(_ position: Int) {
        listState.selected = min(max(position, 0), items.count - 1)
        if !selectionIsDefault, let storeIndex = selectedItem.storeIndex {
            library.noteSelection(landmarkID: store.id(at: storeIndex))
        }
    }

    private func setSearch(_ text: String) {
        search = SearchQuery(text, mode: searchMode)
        refilter()
    }

    private func toggleFavoritesOnly() {
        let before = selectedItem
        showFavoritesOnly.toggle()
        library.setFavoritesOnly(showFavoritesOnly)
        refilter()
        if showFavoritesOnly {
            returnFromFavoritesOnly = (before, selectedItem)
        } else if let way = returnFromFavoritesOnly, way.landedOn == before {
            // Not moved since Favorites only went on: back to where the user was.
            place(items.positions(of: way.leftFrom).first ?? 0)
        }
        if !showFavoritesOnly { returnFromFavoritesOnly = nil }
    }

    /// Recomputes the items and publishes them, keeping the selected item selected when it is still
    /// listed and otherwise keeping the position, clamped to the items that remain.
    ///
    /// In the category view a featured landmark is listed twice; the selection stays in its section.
    private func refilter() {
        let (position, item) = (listState.selected, selectedItem)
        let section = section(holding: position)
        computeItems()
        let positions = items.positions(of: item)
        place(positions.first { self.section(holding: $0) == section } ?? positions.first ?? position)
        publish()
    }

    /// The kind of the section that holds the item at `position`.
    private func section(holding position: Int) -> LandmarkListSection.Kind? {
        sections.first { $0.rows.contains(position) }?.kind
    }

    /// The items and their sections: the switch's, then one untitled section, or Featured and then each
    /// category in alphabetical order, empty ones left out (a featured landmark is listed twice then);
    /// then the groups of the user's photos at no landmark.
    private func computeItems() {
        // Keys never wait for an order being worked out: file order shows meanwhile.
        isWaitingForOrder = !store.canOrderNow(sortOrder, locale: collation)
        let order = isWaitingForOrder ? .file : sortOrder
        let shown = store.indices(favoritesOnly: showFavoritesOnly, matching: search, in: order, locale: collation)
        let landmarks: [Int]
        var groups: [(kind: LandmarkListSection.Kind, title: String?, count: Int)]
        if showsCategories {
            let categories = store.categorySections(of: shown, locale: collation)
            landmarks = categories.indices
            groups = categories.sections.map { (.category($0.title), "\($0.title) · \(counts.number($0.count))", $0.count) }
        } else {
            landmarks = shown
            groups = [(.landmarks, nil, shown.count)]
        }
        shownCount = shown.count
        let yours = showFavoritesOnly ? [] : yourPhotoGroups(matching: search)
        if !yours.isEmpty {
            let count = yours.compactMap(\.photoGroup).map { library.photos.photoCount(in: $0) }.reduce(0, +)
            groups.append((.yourPhotos, "Your photos at no landmark · \(counts.number(count))", yours.count))
        }
        items = LandmarkListItems(landmarks: landmarks, yourPhotoGroups: yours)
        // The switch is the first item, alone in its section; each section's items follow the last's.
        sections = [LandmarkListSection(.favoritesOnlySwitch, title: nil, firstRow: 0, rowCount: 1)]
        for group in groups {
            let firstRow = sections[sections.count - 1].rows.upperBound
            sections.append(LandmarkListSection(group.kind, title: group.title, firstRow: firstRow, rowCount: group.count))
        }
    }

    /// The groups of your photos at no landmark the list shows: all of them, or with a search those
    /// whose town, file names or cameras hold its words.
    private func yourPhotoGroups(matching search: SearchQuery) -> [YourPhotoGroup] {
        let groups = YourPhotoGroup.all(in: library.photos)
        guard !search.isEmpty else { return groups }
        // Folded once for the photos placed; the files not shown are no photos to find.
        let photoGroups = groups.filter { $0 != .notShown }
        if yourPhotoSearchText?.groups != photoGroups {
            yourPhotoSearchText = YourPhotoSearchText(groups: photoGroups, catalog: library.photos)
        }
        return yourPhotoSearchText?.matches(search) ?? []
    }

    /// How many landmarks are shown, e.g. `3 of 12 landmarks`, or how many are read so far.
    private var countText: String {
        if library.isLoading { return "loading \(counts.number(store.count)) landmarks…" }
        let noun = store.count == 1 ? "landmark" : "landmarks"
        let total = counts.number(store.count)
        return shownCount == store.count ? "\(total) \(noun)" : "\(counts.number(shownCount)) of \(total) \(noun)"
    }

    package func countText(selecting position: Int) -> String {
        var order = orderText
        // The scan of the user's photos, and what it skipped, follow the order; then the landmarks marked.
        if let yours = YourPhotoGroup.statusText(of: library, counts: counts) { order += " · " + yours }
        if !marked.isEmpty { order += " · \(counts.number(marked.count)) marked" }
        guard let number = items.landmarkNumber(at: position), !library.isLoading else { return countText + order }
        // The category view lists a featured landmark twice: the place within its section, then the
        // landmarks counted once (`Lakes 3 / 5 · 12 landmarks`).
        if showsCategories, let section = sections.first(where: { $0.rows.contains(position) }), case .category(let name) = section.kind {
            let place = "\(counts.number(position - section.firstRow + 1)) / \(counts.number(section.rowCount))"
            return "\(name) \(place) · " + countText + order
        }
        let position = "\(counts.number(number)) / \(counts.number(items.landmarks.count))"
        return (shownCount == store.count ? position : "\(position) of \(counts.number(store.count))") + order
    }

    /// How the title names the order: ` · by name`, or ` · sorting by name…` while it is worked out.
    private var orderText: String {
        guard sortOrder != .file else { return "" }
        return isWaitingForOrder ? " · sorting \(sortOrder.title)…" : " · \(sortOrder.title)"
    }

    /// Why the list shows no landmark, and what to do about it; nil when it shows some, or groups of
    /// your photos. (With Favorites only and a search, it searches every landmark: `publish` keeps it
    /// for the frames that follow.)
    private var emptyMessage: String? {
        let words = search.trimmedText
        return
            if !items.landmarks.isEmpty || !items.yourPhotoGroups.isEmpty
        {
            nil
        } else if !search.isEmpty, showFavoritesOnly, case let others = store.indices(favoritesOnly: false, matching: search).count,
            others > 0
        {
            // Favorites only, perhaps remembered from another day, hides what was looked for: say so.
            "No favorites match “\(words)”; \(counts.number(others)) \(others == 1 ? "landmark does" : "landmarks do"). "
                + "F shows all landmarks."
        } else if !search.isEmpty {
            "No landmarks match “\(words)”. Esc clears the search."
        } else if showFavoritesOnly {
            "No favorites yet. Press F to show all landmarks."
        } else {
            "No landmarks in this file."
        }
    }

    /// Tells the view the heading and messages of the items as they are now.
    private func publish() {
        publishCount &+= 1
        var title = showFavoritesOnly ? "Landmarks › Favorites" : "Landmarks"
        if showsCategories { title += " › Categories" }
        // The words, not the spaces around them: “lake”, even while “lake ” is being typed.
        let words = search.trimmedText
        if !search.isEmpty { title += searchMode == .exact ? " › exact “\(words)”" : " › “\(words)”" }
        publishedEmptyMessage = emptyMessage
        output?.display(
            LandmarkListState(
                title: title, numberOfRows: items.count, emptyMessage: publishedEmptyMessage,
                searchField: isEditingSearch ? search.text : nil, searchPrompt: searchMode == .exact ? "exact / " : "/ "))
    }
}
