/// One row of the landmark list, in display terms; the view picks a cell type by its case.
public enum LandmarkListRow: Equatable, Sendable {
    /// The "Favorites only" switch, first in the list.
    case favoritesOnlySwitch(isOn: Bool)
    case landmark(LandmarkSummary)
    /// A section's heading, e.g. `Lakes · 6`; never selected.
    case sectionHeader(String)
}

/// A run of list rows under an optional heading; rows are counted across the whole list.
public struct LandmarkListSection: Equatable, Sendable {
    public let title: String?
    public let firstRow: Int
    public let rowCount: Int

    public init(title: String?, firstRow: Int, rowCount: Int) {
        self.title = title
        self.firstRow = firstRow
        self.rowCount = rowCount
    }
}

/// What a list row shows of a landmark.
public struct LandmarkSummary: Equatable, Sendable {
    public let id: Int
    public let name: String
    public let park: String
    public let state: String
    public let isFavorite: Bool
    public let photoCount: Int
    /// Positions of the characters of the name, park and state that match the search, to highlight.
    public let nameMatches: Set<Int>
    public let parkMatches: Set<Int>
    public let stateMatches: Set<Int>

    public init(
        id: Int, name: String, park: String, state: String, isFavorite: Bool, photoCount: Int = 0,
        nameMatches: Set<Int> = [], parkMatches: Set<Int> = [], stateMatches: Set<Int> = []
    ) {
        self.id = id
        self.name = name
        self.park = park
        self.state = state
        self.isFavorite = isFavorite
        self.photoCount = photoCount
        self.nameMatches = nameMatches
        self.parkMatches = parkMatches
        self.stateMatches = stateMatches
    }

    public init(_ landmark: Landmark, photoCount: Int, search: SearchQuery = SearchQuery("")) {
        self.init(
            id: landmark.id, name: landmark.name, park: landmark.park, state: landmark.state,
            isFavorite: landmark.isFavorite, photoCount: photoCount,
            nameMatches: search.matchedPositions(in: landmark.name),
            parkMatches: search.matchedPositions(in: landmark.park),
            stateMatches: search.matchedPositions(in: landmark.state))
    }

    /// The photo count in words, e.g. `3 photos`, `1 photo`, `no photos`.
    public var photoCountText: String {
        switch photoCount {
        case 0: "no photos"
        case 1: "1 photo"
        default: "\(photoCount) photos"
        }
    }
}

/// The list screen's header facts and selection, handed to the view after every change.
public struct LandmarkListState: Equatable, Sendable {
    /// Where the user is, e.g. `Landmarks` or `Landmarks › Favorites`.
    public let title: String
    /// How many landmarks are shown, e.g. `3 of 12 landmarks`.
    public let countText: String
    public let numberOfRows: Int
    public let selectedRow: Int
    /// Shown below the switch row when no landmark is listed.
    public let emptyMessage: String?
    /// The search text while the search field is open, for the footer; nil when it is closed.
    public let searchField: String?

    public init(
        title: String, countText: String, numberOfRows: Int, selectedRow: Int, emptyMessage: String?,
        searchField: String? = nil
    ) {
        self.title = title
        self.countText = countText
        self.numberOfRows = numberOfRows
        self.selectedRow = selectedRow
        self.emptyMessage = emptyMessage
        self.searchField = searchField
    }
}
