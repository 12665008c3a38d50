import Foundation
import LandmarksCore

/// The catalog as far as it is read when the app starts; the loader reads on while the app runs.
struct CatalogStart {
    /// How long the app waits for a catalog to be read whole before it shows what there is: a small
    /// file is read (or refused, with the terminal untouched) before the screen starts.
    static let patience: TimeInterval = 0.01

    let store: LandmarkStore
    /// The photos, when every landmark is read already.
    let photos: PhotoCatalog?
    /// Reads the rest; nil when there is none.
    let loader: CatalogLoader?
    /// Whether every landmark is in `store` (the photos may still be on their way).
    let hasAllLandmarks: Bool

    /// Starts reading `source` and waits a moment (`patience` seconds, or until it is read whole).
    ///
    /// - Throws: the one-line error when the catalog is found bad within that moment.
    init(_ source: CatalogLoader.Source, patience: TimeInterval = Self.patience) throws(StartError) {
        let loader = CatalogLoader(source)
        loader.waitUntilDone(orShowableBy: Date(timeIntervalSinceNow: patience))
        var batches: [LandmarkColumns] = []
        var photos: PhotoCatalog?
        var hasAllLandmarks = false
        for news in loader.takeNews() {
            switch news {
            case .landmarks(let landmarks): batches.append(landmarks)
            case .allLandmarksRead: hasAllLandmarks = true
            case .finished(let catalog): photos = catalog
            case .failed(let message): throw StartError(message: message)
            }
        }
        // The reader checked the landmarks; the rest will join them, so room is made for the whole file.
        store = LandmarkStore()
        if case .file(let url) = source {
            var status = stat()
            if stat(url.relativePath, &status) == 0 { store.reserveCapacity(forFileOfSize: Int(status.st_size)) }
        }
        store.append(batches)
        self.photos = photos
        self.loader = photos == nil ? loader : nil
        self.hasAllLandmarks = hasAllLandmarks
    }

    /// Why the catalog cannot be shown: its one-line error.
    struct StartError: Error {
        let message: String
    }
}
