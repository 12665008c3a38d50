import Foundation
import Glibc

/// Reads a catalog on a thread of its own, so that the first landmarks show while the rest is read:
/// the main thread takes what has arrived with `takeNews()` whenever `notify` wakes it.
package final class CatalogLoader: @unchecked Sendable {
    // @unchecked: `inbox` and `notify` are only touched under `condition`'s lock (a pthread mutex,
    // which the thread sanitizer sees); a photo catalog in the inbox is the worker's no more.

    /// Where a catalog comes from.
    package typealias Source = CatalogSource

    /// What the worker has to say, in order.
    package enum News {
        /// The next landmarks, checked.
        case landmarks(LandmarkColumns)
        /// Every landmark was read; the photos are on their way.
        case allLandmarksRead
        /// Every landmark was read; these are their photos.
        case finished(PhotoCatalog)
        /// The catalog is bad: the one-line error, as for a catalog read before the app starts.
        case failed(String)

        /// Whether it is news of a stage of reading rather than more landmarks.
        var isMilestone: Bool {
            if case .landmarks = self { false } else { true }
        }

        /// Whether nothing comes after it.
        var ends: Bool {
            switch self {
            case .landmarks, .allLandmarksRead: false
            case .finished, .failed: true
            }
        }
    }

    private let condition = NSCondition()
    private var inbox: [News] = []
    /// How many landmarks wait in `inbox`: the worker waits while they are `mostWaitingLandmarks`,
    /// so that a catalog read faster than the app takes it does not pile up in memory as `Landmark`s.
    private var waitingLandmarks = 0
    private static let mostWaitingLandmarks = 25_000
    private var notify: (@Sendable () -> Void)?

    /// Starts reading `source` on a new thread.
    package init(_ source: Source) {
        // Its own descriptor of the pipe: the app makes the terminal standard input once it starts.
        let input = source == .standardInput ? dup(STDIN_FILENO) : -1
        Thread.detachNewThread { [self] in read(source, input: input) }
    }

    /// Has `notify` called (on the worker's thread) whenever news arrives that nobody has taken yet;
    /// at once when some is waiting already.
    package func notify(_ notify: @escaping @Sendable () -> Void) {
        condition.lock()
        self.notify = notify
        let waiting = !inbox.isEmpty
        condition.unlock()
        if waiting { notify() }
    }

    /// Waits until the worker is done, or, once it has handed over some landmarks, until `deadline`
    /// or until it waits for them to be taken: a small catalog is then read whole (or found bad)
    /// before anything shows, a big one shows at once.
    package func waitUntilDone(orShowableBy deadline: Date) {
        // Foundation traps on a deadline as far as `.distantFuture`; a day is as good as forever here.
        let deadline = min(deadline, Date(timeIntervalSinceNow: 86_400))
        condition.lock()
        defer { condition.unlock() }
        while !inbox.contains(where: \.ends), waitingLandmarks < Self.mostWaitingLandmarks {
            if inbox.isEmpty {
                condition.wait()
            } else if !condition.wait(until: deadline) {
                return
            }
        }
    }

    /// Whether news should be taken now rather than at the app's next regular look: the worker waits
    /// for its landmarks to be taken (or the catalog is read only as fast as the app looks), or the
    /// news says every landmark is read (what comes next starts then) or that reading has ended.
    package var isWaitingToBeTaken: Bool {
        condition.lock()
        defer { condition.unlock() }
        return waitingLandmarks >= Self.mostWaitingLandmarks || inbox.contains(where: \.isMilestone)
    }

    /// What arrived since the last call, oldest first.
    package func takeNews() -> [News] {
        condition.lock()
        defer { condition.unlock() }
        let news = inbox
        inbox = []
        waitingLandmarks = 0
        condition.broadcast()
        return news
    }

    // MARK: - Worker

    private func post(_ news: News) {
        condition.lock()
        if case .landmarks(let batch) = news {
            if waitingLandmarks >= Self.mostWaitingLandmarks, let notify {
                // Wake the app even though news waits already: it takes news only so often otherwise.
                condition.unlock()
                notify()
                condition.lock()
            }
            while waitingLandmarks >= Self.mostWaitingLandmarks { condition.wait() }
            waitingLandmarks += batch.count
        }
        let wasEmpty = inbox.isEmpty
        inbox.append(news)
        let notify = wasEmpty || news.isMilestone ? self.notify : nil
        condition.broadcast()
        condition.unlock()
        notify?()
    }

    /// Reads the catalog; `input` is a copy of standard input's descriptor, which it closes.
    private func read(_ source: Source, input: Int32) {
        defer { if input >= 0 { close(input) } }
        do {
            // The photos are read at the same time as the landmarks, on a thread of their own.
            let photos = source.file.map { url in
                BackgroundResult { try PhotoCatalog.read(besideLandmarksAt: url.relativePath) }
            }
            // A file's descriptions are read from it when shown (the app keeps it open); a pipe's are kept.
            let ids = try CatalogFormats.standard.read(source, standardInput: input, keepsLongTexts: false) {
                post(.landmarks($0))
            }
            post(.allLandmarksRead)
            post(.finished(try photos.map { try PhotoCatalog($0.value(), landmarkIDs: ids) } ?? PhotoCatalog()))
        } catch let error as DataFileError {
            post(.failed(error.description))
        } catch {
            post(.failed("\(source.name): \(error)"))
        }
    }
}
