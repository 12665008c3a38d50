/// What background work tells the app: each worker posts its case through one inbox (`Inbox` in the
/// toolkit), and the run loop handles each case and draws again for what it received.
package enum AppMessage: Sendable {
    /// The next landmarks of the catalog being read, checked.
    case landmarksRead(LandmarkColumns)
    /// Every landmark was read; the photos are on their way.
    case allLandmarksRead
    /// The catalog is read: these are its photos.
    case catalogRead(HandedOver<PhotoCatalog>)
    /// The catalog is bad: its one-line error, as for a catalog read before the app starts.
    case catalogFailed(String)
    /// Search and the orders are prepared (a list waiting for its order shows it now).
    case queriesPrepared
    /// How far the scan of the user's photo folder has come.
    case yourPhotosScanned(PhotoFolderScanner.Progress)
    /// The user's photos, placed among the landmarks.
    case yourPhotosPlaced(YourPhotos)
    /// A picture asked for is drawn: the next frame takes it from the picture loader.
    case pictureReady
    /// The names of countries and regions are read: the next frame's map writes them.
    case mapNamesRead

    /// A value a worker made and gives away with the message: it never touches it again, so that the
    /// app may (a photo catalog is a class, its ratings changed by the app).
    package struct HandedOver<Value>: @unchecked Sendable {
        package let value: Value

        package init(_ value: Value) {
            self.value = value
        }
    }

    /// The most landmarks that wait in the inbox: a catalog read faster than the app takes it waits
    /// for the app rather than pile up in memory.
    package static let mostWaitingLandmarks = 25_000

    /// What the message weighs in the inbox against `mostWaitingLandmarks`: a batch, its landmarks.
    package var weight: Int {
        if case .landmarksRead(let batch) = self { batch.count } else { 0 }
    }

    /// Whether the app takes it at once rather than at its next regular look: a stage of reading
    /// (what comes next starts then) or its end.
    package var isUrgent: Bool {
        switch self {
        case .allLandmarksRead, .catalogRead, .catalogFailed: true
        default: false
        }
    }

    /// Whether nothing more of the catalog comes after it.
    package var endsCatalog: Bool {
        switch self {
        case .catalogRead, .catalogFailed: true
        default: false
        }
    }
}
