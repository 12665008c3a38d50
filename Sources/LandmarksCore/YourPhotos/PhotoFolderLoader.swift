import Foundation

/// Scans the user's photo folder on a thread of its own while the app runs, then places the photos
/// among the landmarks once they are all read.
package final class PhotoFolderLoader: @unchecked Sendable {
    // @unchecked: every stored var is read and written under `condition`'s lock.
    private let condition = NSCondition()
    private var progress: PhotoFolderScanner.Progress?
    private var placed: YourPhotos?
    private var landmarks: (places: [Coordinates], ids: [Int])?
    private var isCancelled = false
    /// Whether the scan has ended (and saved what it read in the index).
    private var scanEnded = false
    private var notify: @Sendable () -> Void = {}

    /// Starts scanning with `scanner`; photos are placed within `radius` kilometres of a landmark.
    package init(_ scanner: PhotoFolderScanner, radius: Double) {
        Thread.detachNewThread { [self] in
            let scan = scanner.scan(
                progress: { [self] progress in
                    update { self.progress = progress }
                },
                isCancelled: { [self] in condition.withLock { isCancelled } })
            condition.lock()
            scanEnded = true
            condition.broadcast()
            while landmarks == nil && !isCancelled { condition.wait() }
            let landmarks = isCancelled ? nil : self.landmarks
            condition.unlock()
            guard let landmarks else { return }
            let photos = YourPhotos(folder: scanner.folder, scan: scan, places: landmarks.places, ids: landmarks.ids, radius: radius)
            update { placed = photos }
        }
    }

    /// Calls `notify` (from any thread) whenever there is news to take.
    package func notify(_ notify: @escaping @Sendable () -> Void) {
        condition.withLock { self.notify = notify }
        notify()
    }

    /// Hands over the landmarks once all are read: where each is, and its id.
    package func landmarksAreRead(places: [Coordinates], ids: [Int]) {
        condition.withLock { landmarks = (places, ids) }
        condition.broadcast()
    }

    /// How far the scan has come, and the placed photos once it is done (each given once).
    package func takeNews() -> (progress: PhotoFolderScanner.Progress?, photos: YourPhotos?) {
        condition.withLock {
            defer { placed = nil }
            return (progress, placed)
        }
    }

    /// Stops the scan at the next file and waits (half a second at most) while it saves what it read
    /// in the index, so that the next start goes on from there; the index stays valid either way.
    package func cancel() {
        let deadline = Date(timeIntervalSinceNow: 0.5)
        condition.lock()
        isCancelled = true
        condition.broadcast()
        while !scanEnded, condition.wait(until: deadline) {}
        condition.unlock()
    }

    private func update(_ change: () -> Void) {
        let notify = condition.withLock {
            change()
            return self.notify
        }
        notify()
    }
}
