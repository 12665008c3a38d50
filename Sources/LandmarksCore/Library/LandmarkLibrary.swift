/// The landmarks, their photos and what the user changed, kept in step with the state file.
///
/// Presenters change favourites, ratings and settings only through this type, which applies each
/// change in memory and saves it at once; a failed save keeps the change in memory and is retried.
package final class LandmarkLibrary {
    package let landmarks: LandmarkStore
    package private(set) var photos: PhotoCatalog
    private let stateFile: StateFile?
    /// Whether the catalog is still being read: favourites marked now are shown at once but become
    /// changes once every landmark is read (their defaults and order need all of them), and nothing is
    /// saved, so that a catalog found bad leaves the state as it was.
    package private(set) var isLoading: Bool
    private var settings: Settings
    /// Favourites marked or cleared while the catalog is read, made changes (saved, undoable) at its end.
    private var favoriteChangesWhileLoading: [StateChange] = []
    /// What the user can take back and make again.
    private var history = EditHistory()
    /// Changes not yet in the state file, oldest first.
    private var unsavedChanges: [StateChange] = []
    /// Whether the user changed something since the last save failed; idle retries wait for that.
    private var changedSinceFailure = true

    /// Why changes are not being saved; cleared by the next successful save.
    package private(set) var saveFailure: String?
    /// Something to tell the user once, e.g. that a corrupt state file was moved aside.
    package private(set) var notice: String?
    /// The command that lists the places the catalog's file left out.
    private let problemsCommand: String

    /// - Parameters:
    ///   - settings: what the state file held at start.
    ///   - stateFile: where changes are saved; nil keeps them in memory.
    ///   - notice: a warning from loading the settings, shown to the user.
    ///   - problemsCommand: the command that lists the places the catalog's file left out, which a
    ///     notice of them names.
    ///   - isLoading: whether more landmarks will come (`append(_:)`), then the photos (`finishLoading(photos:)`).
    package init(
        landmarks: LandmarkStore, photos: PhotoCatalog, settings: Settings = Settings(), stateFile: StateFile? = nil,
        notice: String? = nil, isLoading: Bool = false, problemsCommand: String = "landmarks list --problems"
    ) {
        self.isLoading = isLoading
        self.landmarks = landmarks
        self.photos = photos
        self.settings = settings
        self.stateFile = stateFile
        self.problemsCommand = problemsCommand
        self.notice = notice ?? (isLoading ? nil : photos.notice ?? landmarks.leftOut.summary(listedBy: problemsCommand))
        adoptSettings()
    }

    /// Adds landmarks read after the others, favourites as the settings have them.
    package func append(_ batches: [LandmarkColumns]) {
        landmarks.append(batches)
        adoptSettings()
    }

    /// The catalog is read: its photos arrive, favourites can change, and what changed meanwhile is saved.
    package func finishLoading(photos: PhotoCatalog) {
        self.photos = photos
        isLoading = false
        notice = notice ?? photos.notice ?? landmarks.leftOut.summary(listedBy: problemsCommand)
        let changes = favoriteChangesWhileLoading
        favoriteChangesWhileLoading = []
        for change in changes { commitFavorites(change) }
        adoptSettings()
        saveUnsavedChanges()
    }

    /// Whether the list last showed favourites only.
    package var favoritesOnly: Bool { settings[.favoritesOnly] }

    /// The landmark last selected in the list.
    package var selectedLandmarkID: Int? { settings[.selectedLandmark] }

    /// The list's order when the app last ran.
    package var sortOrder: LandmarkOrder { settings[.sortOrder] }

    package func setSortOrder(_ order: LandmarkOrder) {
        commit(.setSortOrder(order))
    }

    /// Whether the list last showed category sections.
    package var categoryView: Bool { settings[.categoryView] }

    /// How the list's search last found words.
    package var searchMode: SearchMode { settings[.searchMode] }

    package func setSearchMode(_ mode: SearchMode) {
        commit(.setSearchMode(mode))
    }

    /// Whether the list last showed the preview pane.
    package var previewPane: Bool { settings[.previewPane] }

    package func setPreviewPane(_ isOn: Bool) {
        commit(.setPreviewPane(isOn))
    }

    package func setCategoryView(_ isOn: Bool) {
        commit(.setCategoryView(isOn))
    }

    package func setFavoritesOnly(_ isOn: Bool) {
        commit(.setFavoritesOnly(isOn))
    }

    package func toggleFavorite(landmarkAt index: Int) {
        reloadIfChanged()
        let landmark = landmarks[withoutDescription: index]
        changeFavorites(.setFavorite(landmarkID: landmark.id, isFavorite: !landmark.isFavorite))
    }

    /// Makes the landmarks at `indices` favourites (or not) in one change, which one `u` takes back.
    package func setFavorite(_ isFavorite: Bool, landmarksAt indices: [Int]) {
        reloadIfChanged()
        let ids = indices.map { landmarks.id(at: $0) }
        guard !isLoading else {
            for id in ids { changeFavorites(.setFavorite(landmarkID: id, isFavorite: isFavorite)) }
            return
        }
        let before = favoriteList
        let chosen = Set(ids)
        let after = isFavorite ? before + ids.filter { !before.contains($0) } : before.filter { !chosen.contains($0) }
        guard after != before else { return }
        commit(.replaceFavorites(after))
        let count = isFavorite ? after.count - before.count : before.count - after.count
        let noun = count == 1 ? "1 landmark" : "\(count) landmarks"
        history.record(
            .init(
                change: .replaceFavorites(after), reverse: .replaceFavorites(before),
                summary: isFavorite ? "\(noun) marked favorite" : "\(noun) no longer \(count == 1 ? "a favorite" : "favorites")"))
    }

    package func removeFavorite(landmarkAt index: Int) {
        changeFavorites(.setFavorite(landmarkID: landmarks.id(at: index), isFavorite: false))
    }

    /// Makes `change` now, or, while the catalog is read, shows it and keeps it for the end.
    private func changeFavorites(_ change: StateChange) {
        reloadIfChanged()
        guard isLoading else { return commitFavorites(change) }
        favoriteChangesWhileLoading.append(change)
        adoptSettings()
    }

    /// Moves a favourite up (negative `offset`) or down among the favourites.
    package func moveFavorite(landmarkAt index: Int, by offset: Int) {
        guard !isLoading else { return }
        reloadIfChanged()
        commitFavorites(.moveFavorite(landmarkID: landmarks.id(at: index), offset: offset))
    }

    /// How far the scan of the user's photo folder has come; nil when there is none going on.
    package var yourPhotosProgress: PhotoFolderScanner.Progress?

    /// Adds the user's own photos once their folder is scanned and they are placed.
    package func finishScanning(yourPhotos: YourPhotos) {
        photos.setYourPhotos(yourPhotos)
        yourPhotosProgress = nil
    }

    /// The ratings of the user's own photos, by fingerprint key.
    package var yourPhotoRatings: [String: Int] { settings[.yourPhotoRatings].values }

    /// Sets a photo's rating, clamped to 0...5.
    package func setRating(_ rating: Int, photoAt key: PhotoKey) {
        reloadIfChanged()
        let photo = photos.photo(key)
        let rating = min(max(rating, Photo.ratings.lowerBound), Photo.ratings.upperBound)
        guard rating != photo.rating else { return }
        let (change, reverse): (StateChange, StateChange) =
            if let yours = photos.yourPhoto(key) {
                (
                    .setYourRating(photoKey: yours.fingerprint.key, rating: rating),
                    .setYourRating(photoKey: yours.fingerprint.key, rating: photo.rating)
                )
            } else {
                (.setRating(photoID: photo.id, rating: rating), .setRating(photoID: photo.id, rating: photo.rating))
            }
        let summary = "rating of “\(photo.title)”: \(photo.rating) → \(rating) \(rating == 1 ? "star" : "stars")"
        history.record(.init(change: change, reverse: reverse, summary: summary))
        commit(change)
    }

    /// Takes back the last change to favourites or ratings; saved like any change.
    ///
    /// - Returns: what the change taken back had done (`Icy Bay marked favorite`); nil when there was none.
    @discardableResult
    package func undo() -> String? {
        guard let (change, edit) = history.undo() else { return nil }
        commit(change)
        lastUndoneLandmarkID = edit.landmarkID
        return edit.summary
    }

    /// Makes the last undone change again.
    ///
    /// - Returns: what it does; nil when there was none.
    @discardableResult
    package func redo() -> String? {
        guard let (change, edit) = history.redo() else { return nil }
        commit(change)
        lastUndoneLandmarkID = edit.landmarkID
        return edit.summary
    }

    /// How many changes to favourites and ratings were made, ever, and what the last one did: the app
    /// says what a key changed (`Icy Bay no longer a favorite · u undoes`).
    package var editCount: Int { history.recordedCount }
    package var lastEditSummary: String? { history.last?.summary }

    /// The landmark the last undo or redo changed (a favourite brought back, or removed again), for the
    /// list to select; nil when it changed a rating.
    package private(set) var lastUndoneLandmarkID: Int?

    /// Remembers the selected landmark; saved with the next change or by `saveUnsavedChanges()`,
    /// because moving through the list should not write a file at every key.
    package func noteSelection(landmarkID: Int) {
        guard settings[.selectedLandmark] != landmarkID else { return }
        let change = StateChange.selectLandmark(id: landmarkID)
        unsavedChanges.removeAll { if case .selectLandmark = $0 { true } else { false } }
        unsavedChanges.append(change)
        changedSinceFailure = true
        apply(change, to: &settings)
    }

    /// Whether a change is saved as it is made (the default), or once the app has drawn the frame
    /// that shows it (`hasChangesToSaveNow`): a save waits for the disk, and the frame need not.
    package var savesAfterDrawing = false
    /// Whether a change other than the selection waits for `saveUnsavedChanges()` (see `savesAfterDrawing`).
    package private(set) var hasChangesToSaveNow = false

    /// Whether `saveUnsavedChanges()` has something to do: changes are waiting and, after a failed
    /// save, something changed since.
    package var hasUnsavedChanges: Bool { !isLoading && !unsavedChanges.isEmpty && changedSinceFailure }

    /// Saves what is not saved yet, e.g. the selection when the app is idle or quits.
    ///
    /// - Parameter evenAfterFailure: try again although nothing changed since a save failed (on quit);
    ///   idle calls wait for a new change instead of retrying ten times a second.
    package func saveUnsavedChanges(evenAfterFailure: Bool = false) {
        hasChangesToSaveNow = false
        guard !isLoading, !unsavedChanges.isEmpty, changedSinceFailure || evenAfterFailure else { return }
        defer { adoptSettings() }
        guard let stateFile else {
            unsavedChanges = []
            return
        }
        do {
            let changes = unsavedChanges
            let result = try stateFile.update { settings in
                for change in changes { apply(change, to: &settings) }
            }
            settings = result.settings
            unsavedChanges = []
            saveFailure = nil
            if let warning = result.warning { notice = warning.description }
        } catch {
            saveFailure = "\(error)"
            changedSinceFailure = false
        }
    }

    /// Picks up changes another instance saved since this one last read or wrote the file; an edit
    /// does it first, so that it changes what the file has now.
    ///
    /// - Returns: whether anything was picked up.
    @discardableResult
    package func reloadIfChanged() -> Bool {
        guard var fileSettings = stateFile?.reloadIfChanged() else { return false }
        for change in unsavedChanges { apply(change, to: &fileSettings) }
        settings = fileSettings
        adoptSettings()
        return true
    }

    /// Forgets the one-time notice once the user has seen it.
    package func dismissNotice() {
        notice = nil
    }

    // MARK: - Private

    /// The favourites in the user's order, as the settings hold them (ids of other files included).
    private var favoriteList: [Int] { settings[.favoriteLandmarks] ?? landmarks.favoriteIDsInFile }

    /// Applies a change to the favourites and remembers how to take it back: the whole list as it was,
    /// so that a removed favourite comes back in its place.
    private func commitFavorites(_ change: StateChange) {
        let before = favoriteList
        commit(change)
        let after = favoriteList
        if after != before {
            history.record(
                .init(
                    change: .replaceFavorites(after), reverse: .replaceFavorites(before), summary: summary(of: change),
                    landmarkID: change.landmarkID))
        }
    }

    /// A change to the favourites in words: `Icy Bay marked favorite`, `Icy Bay moved up among favorites`.
    private func summary(of change: StateChange) -> String {
        func name(_ id: Int) -> String { landmarks.index(ofID: id).map { landmarks[withoutDescription: $0].shownName } ?? "landmark \(id)" }
        return switch change {
        case .setFavorite(let id, let isFavorite): "\(name(id)) \(isFavorite ? "marked favorite" : "no longer a favorite")"
        case .moveFavorite(let id, let offset): "\(name(id)) moved \(offset < 0 ? "up" : "down") among favorites"
        default: "favorites changed"
        }
    }

    private func commit(_ change: StateChange) {
        unsavedChanges.append(change)
        changedSinceFailure = true
        apply(change, to: &settings)
        if savesAfterDrawing {
            hasChangesToSaveNow = true
            adoptSettings()
        } else {
            saveUnsavedChanges()
        }
    }

    private func apply(_ change: StateChange, to settings: inout Settings) {
        change.apply(to: &settings, defaultFavorites: landmarks.favoriteIDsInFile, isKnown: { self.landmarks.index(ofID: $0) != nil })
    }

    /// Makes the landmarks and photos show the settings' favourites (with those changed while the
    /// catalog is read, over every favourite of the file read so far) and ratings.
    private func adoptSettings() {
        var shown = settings
        for change in favoriteChangesWhileLoading { apply(change, to: &shown) }
        landmarks.setFavorites(ids: shown[.favoriteLandmarks] ?? landmarks.favoriteIDsInFile)
        photos.applyRatings(settings[.photoRatings])
        photos.applyYourRatings(settings[.yourPhotoRatings].values)
    }
}
