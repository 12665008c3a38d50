import Foundation
import Gazetteer
import Locking

/// Scans the user's photo folder on a thread of its own while the app runs, posting its progress,
/// then places the photos among the landmarks once they are all read and posts them.
package final class PhotoFolderLoader: Sendable {
    private struct State {
        var landmarks: (places: [Coordinates], ids: [Int])?
        var isCancelled = false
        /// Whether the scan has ended (and saved what it read in the index).
        var scanEnded = false
    }

    private let state = Locked(State())

    /// The shortest time between two posts of the scan's progress, so that a folder of many small
    /// files does not flood the app with messages.
    static let progressInterval = Duration.milliseconds(40)

    /// Starts scanning with `scanner`; photos are placed within `radius` kilometres of a landmark, and
    /// in the towns of the gazetteer at `places` (read on the scan's thread; none when it cannot be read).
    ///
    /// - Parameter post: takes `.yourPhotosScanned` as the scan goes on (at most every
    ///   `progressInterval`, and once at its end), then `.yourPhotosPlaced` (on the scan's thread).
    package init(
        _ scanner: PhotoFolderScanner, radius: Double, places: URL? = nil, post: @escaping @Sendable (AppMessage) -> Void
    ) {
        Thread.detachNewThread { [state] in
            var lastPost = ContinuousClock.now - Self.progressInterval
            var last: PhotoFolderScanner.Progress?
            let scan = scanner.scan(
                progress: { progress in
                    last = progress
                    guard ContinuousClock.now - lastPost >= Self.progressInterval else { return }
                    lastPost = .now
                    post(.yourPhotosScanned(progress))
                },
                isCancelled: { state.withLock { $0.isCancelled } })
            if let last { post(.yourPhotosScanned(last)) }
            state.withLockWakingWaiters { $0.scanEnded = true }
            let placing = state.wait(until: { $0.landmarks != nil || $0.isCancelled }) { state, _ in
                state.isCancelled ? nil : state.landmarks
            }
            guard let placing else { return }
            let gazetteer = places.flatMap { try? Gazetteer.load(from: $0) }
            post(
                .yourPhotosPlaced(
                    YourPhotos(
                        folder: scanner.folder, scan: scan, places: placing.places, ids: placing.ids, radius: radius, gazetteer: gazetteer))
            )
        }
    }

    /// Hands over the landmarks once all are read: where each is, and its id.
    package func landmarksAreRead(places: [Coordinates], ids: [Int]) {
        state.withLockWakingWaiters { $0.landmarks = (places, ids) }
    }

    /// Stops the scan at the next file and waits (half a second at most) while it saves what it read
    /// in the index, so that the next start goes on from there; the index stays valid either way.
    package func cancel() {
        state.withLockWakingWaiters { $0.isCancelled = true }
        state.wait(until: { $0.scanEnded }, timeout: .milliseconds(500))
    }
}
