/// One row of the landmark list, in display terms: what a `LandmarkListItem` shows; the view picks a
/// cell type by its case.
package enum LandmarkListRow: Equatable, Sendable {
    /// The "Favorites only" switch, first in the list.
    case favoritesOnlySwitch(isOn: Bool)
    case landmark(LandmarkSummary)
    /// The user's own photos at no landmark (`Elsewhere`, `No location`), shown as a landmark's row is.
    case yourPhotoGroup(LandmarkSummary)
}

/// A run of list items under an optional heading; rows are item positions, counted across the whole list.
package struct LandmarkListSection: Equatable, Sendable {
    /// Which section it is, whatever its heading says: the selection keeps to its section by this.
    package enum Kind: Hashable, Sendable {
        /// The switch's, first and untitled.
        case favoritesOnlySwitch
        /// Every landmark shown, untitled: the flat list.
        case landmarks
        /// Featured, or a category, by its title: the category view.
        case category(String)
        /// The groups of the user's photos at no landmark.
        case yourPhotos
    }

    package let kind: Kind
    /// Its heading, e.g. `Lakes · 6`; nil for none.
    package let title: String?
    package let firstRow: Int
    package let rowCount: Int

    package init(_ kind: Kind, title: String?, firstRow: Int, rowCount: Int) {
        self.kind = kind
        self.title = title
        self.firstRow = firstRow
        self.rowCount = rowCount
    }

    /// The item positions it holds.
    package var rows: Range<Int> { firstRow..<(firstRow + rowCount) }
}

/// What a list row shows of a landmark.
package struct LandmarkSummary: Equatable, Sendable {
    package let name: String
    /// The park's own name, which a city column leaves in the park's column.
    package let parkName: String
    package let city: String
    package let state: String
    /// The category's title, e.g. `Lakes` (`No category` for none).
    package let category: String
    package let isFavorite: Bool
    /// Nil while the photos are still being read.
    package let photoCount: Int?
    /// How many of them are your own (`--photos`).
    package let yourPhotoCount: Int
    /// Whether the count is of files, not photos (the files of your folder not shown).
    package let countsFiles: Bool
    /// Whether it is marked for an action on many (Space).
    package var isMarked = false
    /// Whether it is listed for its city alone: a search word matches the city and nothing else shown
    /// without a city column.
    package let isListedForCity: Bool
    /// Whether it is listed for its state: a search word matches the state and not the name or park
    /// (fuzzily, scores best there), which the row must show where the state has no column.
    package let isListedForState: Bool
    /// Positions of the characters of the name, park, city and state that match the search, to highlight.
    package let nameMatches: Set<Int>
    package let parkNameMatches: Set<Int>
    package let cityMatches: Set<Int>
    package let stateMatches: Set<Int>

    package init(
        name: String, park: String, city: String = "", state: String, category: String = "", isFavorite: Bool,
        photoCount: Int? = 0, yourPhotoCount: Int = 0, countsFiles: Bool = false, isListedForCity: Bool = false,
        isListedForState: Bool = false, nameMatches: Set<Int> = [], parkMatches: Set<Int> = [], cityMatches: Set<Int> = [],
        stateMatches: Set<Int> = []
    ) {
        self.countsFiles = countsFiles
        self.yourPhotoCount = yourPhotoCount
        self.name = name
        self.parkName = park
        self.city = city
        self.state = state
        self.category = category
        self.isFavorite = isFavorite
        self.photoCount = photoCount
        self.isListedForCity = isListedForCity
        self.isListedForState = isListedForState
        self.nameMatches = nameMatches
        self.parkNameMatches = parkMatches
        self.cityMatches = cityMatches
        self.stateMatches = stateMatches
    }

    /// A landmark's row; with a search, the letters that match are marked (a fuzzy word's best
    /// alignment, in the field where it scores best), and where a word matches only the city, or fuzzily
    /// best there, the row says so (see `park`), so that every row says why it is listed.
    package init(
        _ landmark: Landmark, photoCount: Int?, yourPhotoCount: Int = 0, search: SearchQuery = SearchQuery(""), isMarked: Bool = false
    ) {
        let found = search.highlights(name: landmark.name, park: landmark.park, city: landmark.city, state: landmark.state)
        self.init(
            name: landmark.shownName, park: landmark.park, city: landmark.city, state: landmark.state,
            category: landmark.category.title, isFavorite: landmark.isFavorite, photoCount: photoCount, yourPhotoCount: yourPhotoCount,
            isListedForCity: found.byCity, isListedForState: found.byState, nameMatches: found.name, parkMatches: found.park,
            cityMatches: found.city, stateMatches: found.state)
        self.isMarked = isMarked
    }

    /// What the park's column shows where the city has no column of its own and the state has: the
    /// park, or for a row listed for its city alone the city, `in Twentynine Palms`.
    package var park: String { parkColumn(showsCity: false, showsState: true).text }
    /// The positions of `park` that match the search.
    package var parkMatches: Set<Int> { parkColumn(showsCity: false, showsState: true).matches }

    /// What the park's column shows, and the positions in it that match the search, beside the columns
    /// the list shows: the park, or for a row listed for a field without a column of its own, that
    /// field, so that every row says why it is listed: `in Twentynine Palms`, `in Alaska`, both
    /// `in Twentynine Palms, California`.
    package func parkColumn(showsCity: Bool, showsState: Bool) -> (text: String, matches: Set<Int>) {
        let inCity = isListedForCity && !showsCity
        let inState = isListedForState && !showsState
        guard inCity || inState else { return (parkName, parkNameMatches) }
        var text = "in "
        var matches: Set<Int> = []
        if inCity {
            matches.formUnion(cityMatches.map { $0 + text.count })
            text += city
        }
        if inState {
            if inCity { text += ", " }
            matches.formUnion(stateMatches.map { $0 + text.count })
            text += state
        }
        return (text, matches)
    }

    /// The photo count in words, e.g. `3 photos`, `1 photo`, `no photos` (`2 files` for files); from
    /// 100 the number alone (`25,004`), which the column's heading names; `…` while it is not known.
    /// When some are your own, the number and how many: `7 · 3 yours`.
    package var photoCountText: String {
        let noun = countsFiles ? "file" : "photo"
        if let photoCount, yourPhotoCount > 0 {
            let counts = CountText(locale: nil)
            return "\(counts.number(photoCount)) · \(counts.number(yourPhotoCount)) yours"
        }
        return switch photoCount {
        case nil: "…"
        case 0: "no \(noun)s"
        case 1: "1 \(noun)"
        case let count? where count >= 100: CountText(locale: nil).number(count)
        case let count?: "\(count) \(noun)s"
        }
    }
}

/// The list screen's heading and messages, handed to the view after every change of the items (the
/// selection is the presenter's `ListState`, and the title's count follows it: `countText(selecting:)`).
package struct LandmarkListState: Equatable, Sendable {
    /// Where the user is, e.g. `Landmarks` or `Landmarks › Favorites`.
    package let title: String
    package let numberOfRows: Int
    /// Shown below the switch row when no landmark is listed.
    package let emptyMessage: String?
    /// The search text while the search field is open, for the footer; nil when it is closed.
    package let searchField: String?
    /// What the search field begins with: `/ `, or `exact / ` while words are found as typed.
    package let searchPrompt: String

    package init(title: String, numberOfRows: Int, emptyMessage: String?, searchField: String? = nil, searchPrompt: String = "/ ") {
        self.title = title
        self.numberOfRows = numberOfRows
        self.emptyMessage = emptyMessage
        self.searchField = searchField
        self.searchPrompt = searchPrompt
    }
}
