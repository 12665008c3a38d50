import Foundation
import LandmarksCore
import TerminalKit

/// The catalog as far as it is read when the app starts; the loader reads on while the app runs and
/// posts the rest to `inbox`.
struct CatalogStart {
    /// How long the app waits for a catalog to be read whole before it shows what there is: a small
    /// file is read (or refused, with the terminal untouched) before the screen starts.
    static let patience: Duration = .milliseconds(10)

    let store: LandmarkStore
    /// The photos, when every landmark is read already.
    let photos: PhotoCatalog?
    /// Where the loader posts what it reads (and the app's other workers post theirs).
    let inbox: Inbox<AppMessage>
    /// Whether the loader reads on (the rest comes through `inbox`).
    let isLoading: Bool
    /// Whether every landmark is in `store` (the photos may still be on their way).
    let hasAllLandmarks: Bool

    /// Starts reading `source` and waits a moment (`patience`, or until it is read whole; without
    /// patience, until it is read whole however long that takes).
    ///
    /// - Throws: the one-line error when the catalog is found bad within that moment.
    init(_ source: CatalogLoader.Source, formats: CatalogFormats = .standard, patience: Duration?) throws(StartError) {
        let inbox = Inbox<AppMessage>(mostWeight: AppMessage.mostWaitingLandmarks)
        CatalogLoader.start(source, formats: formats) { inbox.post($0, weight: $0.weight, isUrgent: $0.isUrgent) }
        // The reader checked the landmarks; the rest will join them, so room is made for the whole file.
        store = LandmarkStore()
        if case .file(let url) = source {
            var status = stat()
            if stat(url.relativePath, &status) == 0 { store.reserveCapacity(forFileOfSize: Int(status.st_size)) }
        }
        var photos: PhotoCatalog?
        var hasAllLandmarks = false
        var isRead = false
        repeat {
            inbox.waitForMessages(timeout: patience) { $0.contains(where: \.endsCatalog) }
            var batches: [LandmarkColumns] = []
            for message in inbox.takeAll() {
                switch message {
                case .landmarksRead(let landmarks): batches.append(landmarks)
                case .allLandmarksRead: hasAllLandmarks = true
                case .catalogRead(let catalog): (photos, isRead) = (catalog.value, true)
                case .catalogFailed(let message): throw StartError(message: message)
                default: break
                }
            }
            store.append(batches)
        } while patience == nil && !isRead
        self.photos = photos
        self.inbox = inbox
        isLoading = photos == nil
        self.hasAllLandmarks = hasAllLandmarks
    }

    /// Why the catalog cannot be shown: its one-line error.
    struct StartError: Error {
        let message: String
    }
}
