import Foundation

/// Loads landmarks from JSON and answers queries about them; knows nothing of any user interface.
///
/// Favourites are kept in the user's order, beside the records, which stay as the file has them.
/// Filters return indices into the store, never copies of models, so that a catalog of a million
/// landmarks filters without duplicating it.
package final class LandmarkStore {
    /// The landmarks as the file has them (its own `isFavorite` marks included).
    private var records = LandmarkColumns()
    /// Whether each landmark is a favourite now.
    private var favoriteFlags: [Bool] = []
    /// Store indices of the favourites, in the user's order.
    private var favoriteOrder: [Int] = []
    /// The favourites as the data file marks them, in file order: the default until the user changes them.
    package private(set) var favoriteIDsInFile: [Int] = []
    /// Every store index, made once for as many landmarks as there are (a million take 8 MB).
    private var allIndices: [Int]?
    /// The ids `setFavorites` was last given since landmarks last joined (which may be among them).
    private var lastFavoriteIDs: [Int]?
    /// Whether the favourites are the file's, in file order, which `append` keeps so as landmarks join.
    private var favoritesAreTheFiles = true
    /// Counts changes to the favourites, so that a remembered search result, and the list's rows drawn
    /// before, can tell they are stale (a save may take another instance's favourites).
    package private(set) var favoritesVersion = 0
    /// The search index and orders being worked out in the background, if asked for.
    private var prepared: PreparedQueries?
    /// The search text of every landmark, made at the first search after the landmarks last changed.
    private var madeSearchIndex: SearchIndex?
    /// How many landmarks the last search looked at (a narrowed search looks at fewer).
    private(set) var lastSearchCandidateCount = 0
    /// The last search's result, which a growing query narrows instead of searching everything.
    private var lastSearch: (favoritesVersion: Int, favoritesOnly: Bool, query: SearchQuery, matches: [Int])?
    /// The scores of a ranked search's matches, by store index (the others' are left from earlier searches).
    private var matchScores: [Int32] = []
    /// The categories' titles (`No category` for none), in order of first appearance.
    private(set) var categoryTitles: [String] = []
    private var categoryNumberByTitle: [String: Int] = [:]
    /// The first categories' texts as the file has them, and their numbers, looked up before the titles.
    private var recentCategories: [(bytes: [UInt8], number: Int)] = []
    /// Each landmark's category, as a position in `categoryTitles`.
    private(set) var categoryNumbers: [Int32] = []
    /// Each order worked out once, by order and collation.
    private var rankings: [RankingKey: OrderRanking] = [:]
    /// Who waits to hear that the queries are prepared, before they are started.
    private var preparedNotifications: [@Sendable () -> Void] = []
    /// The long texts last read from the file, newest first: the list's preview and the landmark
    /// screen ask for the selected one's at every frame.
    private var readLongTexts: [(index: Int, texts: LongTexts)] = []

    /// An empty store, for landmarks that `append(_:)` adds as they are read (and checked).
    package init() {}

    /// A store of already-decoded landmarks.
    ///
    /// - Throws: `DataFileError` naming `file` when two landmarks share an id.
    package init(landmarks: [Landmark], file: String = "landmarks") throws {
        var ids = IDIndex()
        for (index, landmark) in landmarks.enumerated() {
            if let first = ids.insert(landmark.id) {
                throw DataFileError(
                    file: file, place: .record(index + 1, field: "id"),
                    problem: "duplicate id \(landmark.id) (also in record \(first + 1))")
            }
        }
        append(landmarks)
    }

    /// The places the reader left out, as they had no position that reads.
    package var leftOut: LeftOutPlaces { records.leftOut }

    /// The photos the file carries (a KMZ's images, those beside a KML), for `PhotoCatalog` to add.
    package var carriedPhotos: [Photo] { records.carriedPhotos }

    /// The widest name, park, city, state and category of the landmarks read so far.
    package var longestTexts: LongestTexts { records.longest }

    /// Adds landmarks read after the others, their descriptions kept; their ids are new.
    package func append(_ landmarks: [Landmark]) {
        append([LandmarkColumns(landmarks)])
    }

    /// Adds the batches of landmarks a reader filled; their ids are new (the reader checked them).
    package func append(_ batches: [LandmarkColumns]) {
        let first = records.count
        for batch in batches { records.append(contentsOf: batch) }
        didAppend(from: first)
    }

    /// Works the landmarks from `first` on into the favourites, the categories and what was worked out.
    private func didAppend(from first: Int) {
        for index in first..<records.count {
            let isFavorite = records.isFavoriteInFile(at: index)
            if isFavorite {
                favoriteOrder.append(index)
                favoriteIDsInFile.append(records.id(at: index))
            }
            favoriteFlags.append(isFavorite)
            categoryNumbers.append(Int32(categoryNumber(ofLandmarkAt: index)))
        }
        lastFavoriteIDs = nil
        // The search index grows with the store rather than being made again; orders are worked out
        // again when asked for (for a few landmarks: `canOrderNow`).
        madeSearchIndex?.append(records, from: first)
        lastSearch = nil
        rankings = [:]
    }

    /// The category of the landmark at `index` as a position in `categoryTitles`, which a new one joins.
    private func categoryNumber(ofLandmarkAt index: Int) -> Int {
        // A few categories serve most landmarks: their bytes are compared before a text is made.
        if let known = records.withBytes(
            of: .category, at: index,
            { bytes in
                recentCategories.first { $0.bytes.elementsEqual(bytes) }?.number
            })
        {
            return known
        }
        let text = records.text(of: .category, at: index)
        let title = Landmark.Category(rawValue: text).title
        let number = categoryNumberByTitle[title] ?? categoryTitles.count
        if number == categoryTitles.count {
            categoryNumberByTitle[title] = number
            categoryTitles.append(title)
        }
        if recentCategories.count < 8 { recentCategories.append((Array(text.utf8), number)) }
        return number
    }

    /// The search text of every landmark, folded in the background or now.
    private var searchIndex: SearchIndex {
        if let madeSearchIndex { return madeSearchIndex }
        let index = prepared?.waitForSearchIndex(count: records.count) ?? SearchIndex(landmarks: records)
        madeSearchIndex = index
        return index
    }

    /// Reads a catalog already in memory, in the format its first bytes show.
    ///
    /// - Parameters:
    ///   - data: the document.
    ///   - file: the name used in error messages.
    /// - Throws: `DataFileError` with the line and column of a syntax error, or the record and field
    ///   of a schema error.
    package convenience init(data: Data, file: String, formats: CatalogFormats = .standard) throws(DataFileError) {
        self.init()
        try formats.read(CatalogInput(bytes: data, name: file)) { append([$0]) }
    }

    /// Reads a landmarks file (or a pipe named as one, read once).
    ///
    /// - Throws: `DataFileError` when the file is missing, unreadable or not a valid catalog.
    package static func load(from url: URL, formats: CatalogFormats = .standard) throws(DataFileError) -> LandmarkStore {
        try load(.file(url), formats: formats)
    }

    /// Reads the landmarks of `source` batch by batch as they arrive, in the format its first bytes
    /// show; a regular file's descriptions stay in it, read when shown.
    ///
    /// - Parameter standardInput: the descriptor `.standardInput` is read from.
    package static func load(
        _ source: CatalogSource, standardInput: Int32 = STDIN_FILENO, formats: CatalogFormats = .standard
    ) throws(DataFileError) -> LandmarkStore {
        // Batch by batch into the store's columns: the whole catalog is never held as `Landmark`s.
        let store = LandmarkStore()
        let input = try CatalogInput.open(source, standardInput: standardInput)
        if let size = input.size { store.reserveCapacity(forFileOfSize: size) }
        try formats.read(input, keepsLongTexts: false) { store.append([$0]) }
        return store
    }

    /// Makes room for the landmarks of a file of `size` bytes, so that the store does not copy its
    /// texts as they arrive.
    package func reserveCapacity(forFileOfSize size: Int) {
        records.reserve(forFileOfSize: size)
        let most = size / LandmarkColumns.smallestRecordBytes
        favoriteFlags.reserveCapacity(most)
        categoryNumbers.reserveCapacity(most)
    }

    /// How many landmarks the store holds.
    package var count: Int { records.count }

    /// The landmark at `index` with its description (read from the file when it was left there),
    /// marked a favourite or not as the user has it now.
    package func landmark(at index: Int) -> Landmark {
        var landmark = self[withoutDescription: index]
        let texts = longTexts(at: index)
        landmark.description = texts.description
        landmark.facts = texts.facts
        return landmark
    }

    /// The description of the landmark at `index`, as `longTexts(at:)` gives it.
    package func description(at index: Int) -> String {
        longTexts(at: index).description
    }

    /// The description and facts of the landmark at `index`: kept in memory, or read again from the
    /// file they were left in (a note saying so when its record there is no longer this landmark's: the
    /// file was changed in place). The last few read are kept.
    package func longTexts(at index: Int) -> LongTexts {
        guard let range = records.longTextRange(at: index), let file = records.longTexts else {
            let facts = records.withBytes(of: .facts, at: index) { LandmarkFact.decoded($0) }
            return LongTexts(description: records.text(of: .description, at: index), facts: facts)
        }
        if let read = readLongTexts.first(where: { $0.index == index }) { return read.texts }
        let texts =
            file.texts(at: range, id: records.id(at: index))
            ?? LongTexts(description: "(The landmarks file changed since it was read: start the app again to see this description.)")
        readLongTexts = [(index, texts)] + readLongTexts.prefix(7)
        return texts
    }

    /// The landmark at `index` as `landmark(at:)` gives it, but with an empty description when that is
    /// still in the file: for lists, which show many landmarks and no description.
    package subscript(withoutDescription index: Int) -> Landmark {
        var landmark = records[index]
        landmark.isFavorite = favoriteFlags[index]
        return landmark
    }

    /// The id of the landmark at `index`, without copying the rest of it (a move notes it at every key).
    package func id(at index: Int) -> Int {
        records.id(at: index)
    }

    /// Where the landmark at `index` is, without copying the rest of it (maps ask for many).
    package func coordinates(at index: Int) -> Coordinates {
        records.coordinates(at: index)
    }

    /// Every landmark in file order, as `landmark(at:)` gives them.
    package var landmarks: [Landmark] { records.indices.map(landmark(at:)) }

    /// Where every landmark is, in file order.
    package var allCoordinates: [Coordinates] { records.coordinates }

    /// Every landmark's id, in file order.
    package var ids: [Int] { records.ids }

    /// The landmarks as kept, for work on many (a listing) without a `Landmark` made for each; their
    /// favourite marks are the file's (`isFavorite(at:)` gives the user's).
    package var columns: LandmarkColumns { records }

    /// Whether the landmark at `index` is featured.
    package func isFeatured(at index: Int) -> Bool { records.isFeatured(at: index) }

    /// Every landmark's flags, bit 0 set for a featured one, in store order.
    var featuredBits: [UInt8] { records.featuredBits }

    /// Whether the landmark at `index` is a favourite now.
    package func isFavorite(at index: Int) -> Bool { favoriteFlags[index] }

    /// The position of the landmark with this id, if there is one.
    package func index(ofID id: Int) -> Int? { records.position(ofID: id) }

    /// The indices of the landmarks to show: all in file order, or the favourites in the user's order.
    package func indices(favoritesOnly: Bool) -> [Int] {
        if favoritesOnly { return favoriteOrder }
        if let allIndices, allIndices.count == records.count { return allIndices }
        let all = Array(records.indices)
        allIndices = all
        return all
    }

    /// The landmarks, or the favourites, in the order `indices(favoritesOnly:)` gives, that match `search`;
    /// a ranked search's scores are kept for `bestFirst`.
    ///
    /// A query that only adds to the last one (`lak` → `lake`, `lake` → `lake cl`, fuzzily `lk` → `lak`)
    /// filters the last result rather than every landmark.
    func indices(favoritesOnly: Bool, matching search: SearchQuery) -> [Int] {
        var candidates: [Int]
        if let last = lastSearch, last.favoritesVersion == favoritesVersion, last.favoritesOnly == favoritesOnly, search.narrows(last.query)
        {
            candidates = last.matches
        } else {
            candidates = indices(favoritesOnly: favoritesOnly)
        }
        lastSearchCandidateCount = candidates.count
        let index = searchIndex
        if search.isRanked {
            if matchScores.count != records.count { matchScores = [Int32](repeating: 0, count: records.count) }
            candidates = matchScores.withUnsafeMutableBufferPointer { index.matches(search, among: candidates, scores: $0) }
        } else {
            candidates = index.matches(search, among: candidates)
        }
        lastSearch = (favoritesVersion, favoritesOnly, search, candidates)
        return candidates
    }

    /// The last ranked search's matches, given in the list's order, best first; equal scores keep that
    /// order.
    func bestFirst(_ ordered: [Int]) -> [Int] {
        matchScores.withUnsafeBufferPointer { ScoreRanking.bestFirst(ordered, scores: $0) }
    }

    /// Every landmark's place in `order`, worked out at its first use.
    func ranking(_ order: LandmarkOrder, locale: Locale?) -> OrderRanking {
        let key = RankingKey(order: order, locale: locale)
        if let ranking = rankings[key] { return ranking }
        let ranking: OrderRanking
        if let prepared = prepared?.waitForRanking(order, locale: locale, count: records.count) {
            ranking = prepared
        } else {
            let collation = Collation(locale: locale)
            ranking = OrderRanking(count: records.count) { index, bytes in
                order.appendKey(ofLandmarkAt: index, in: records, collation: collation, to: &bytes)
            }
        }
        rankings[key] = ranking
        return ranking
    }

    /// The most landmarks put in order on the caller's thread when no order is being prepared (while
    /// a catalog loads): a few milliseconds' work.
    static let orderedOnDemandLimit = 20_000

    /// Whether landmarks can be listed in `order` now without waiting: it is worked out, or being
    /// prepared and ready, or the landmarks are few. A big catalog being read waits for the orders
    /// prepared once it is read (`whenQueriesPrepared` says when).
    package func canOrderNow(_ order: LandmarkOrder, locale: Locale?) -> Bool {
        if order == .file || rankings[RankingKey(order: order, locale: locale)] != nil { return true }
        if let prepared, prepared.count == records.count { return prepared.rankingsAreReady }
        return records.count <= Self.orderedOnDemandLimit
    }

    /// Starts working out the search index and every order on another thread, so that the first
    /// search or sort finds them ready; call it once, as soon as the landmarks are loaded.
    ///
    /// - Parameter locale: the collation sorts will use (nil: a simple comparison).
    package func prepareQueriesInBackground(locale: Locale?) {
        guard prepared == nil else { return }
        let prepared = PreparedQueries(landmarks: records, locale: locale)
        self.prepared = prepared
        for notify in preparedNotifications { prepared.whenRankingsReady(notify) }
        preparedNotifications = []
    }

    /// Has `notify` called (on another thread) once the orders prepared in the background are ready.
    package func whenQueriesPrepared(_ notify: @escaping @Sendable () -> Void) {
        if let prepared { prepared.whenRankingsReady(notify) } else { preparedNotifications.append(notify) }
    }

    /// The favourites' ids, in the user's order.
    package var favoriteIDs: [Int] { favoriteOrder.map(records.id(at:)) }

    /// Makes exactly these landmarks the favourites, in this order; ids not in the store are ignored.
    package func setFavorites(ids: [Int]) {
        // The same list as last time (every change of another setting hands it over again): nothing to do.
        guard ids != lastFavoriteIDs else { return }
        lastFavoriteIDs = ids
        // The file's own (every batch of a catalog being read hands them over again): kept by `append`.
        if favoritesAreTheFiles, ids == favoriteIDsInFile { return }
        // Work in proportion to the favourites, not the landmarks: a big catalog calls this batch by batch.
        var order: [Int] = []
        var taken = Set<Int>()
        for id in ids {
            guard let index = records.position(ofID: id), taken.insert(index).inserted else { continue }
            order.append(index)
        }
        guard order != favoriteOrder else { return }
        favoritesAreTheFiles = false
        for index in favoriteOrder { favoriteFlags[index] = false }
        for index in order { favoriteFlags[index] = true }
        favoriteOrder = order
        favoritesVersion += 1
    }
}
