import Foundation
import Locking
import TerminalKit

/// Draws pictures on a worker thread, keeps them in a cache bounded in memory, and tells the event
/// loop when one it still wants is ready.
///
/// Pages ask for pictures while they draw a frame, between `beginFrame()` and `endFrame()`. A request
/// not asked for again in the latest frame is dropped before it starts, so holding Down through a
/// list draws only the pictures that stayed on screen until the worker was free; a result that
/// arrives for a picture no longer on screen is kept in the cache but wakes nobody. The worker starts
/// on a frame's requests when the frame ends, so that it does not compete with drawing it for a core.
public final class PictureLoader: Sendable {
    public typealias Renderer = @Sendable (PictureRequest) -> Result<Surface, PictureError>

    private let shared: Shared

    /// - Parameters:
    ///   - render: decodes and draws one picture (`Pictures.render`; a fake in tests).
    ///   - budgetBytes: the cache's size; the least recently shown pictures go first.
    ///   - onReady: called on the worker thread when a picture of the latest frame is ready.
    public init(budgetBytes: Int = 16 << 20, render: @escaping Renderer, onReady: @escaping @Sendable () -> Void) {
        shared = Shared(budgetBytes: budgetBytes, render: render, onReady: onReady)
        let shared = shared
        Thread.detachNewThread { shared.work() }
    }

    deinit {
        shared.stop()
    }

    /// Starts a frame: what it asks for becomes what is wanted.
    public func beginFrame() {
        shared.state.withLock { $0.frame += 1 }
    }

    /// The picture for `request` as far as it has got; asking queues it when needed.
    public func picture(for request: PictureRequest) -> PictureState {
        let key = Key(request: request, stamp: FileStamp(path: request.path))
        // The worker would say no more, a frame later.
        if key.stamp.isMissing { return .failed(.missingFile) }
        return shared.state.withLock { state -> PictureState in
            state.wanted[key] = state.frame
            if let cached = state.cache[key] {
                state.clock += 1
                state.cache[key]?.lastUse = state.clock
                return cached.picture
            }
            guard state.running != key, !state.pending.contains(key) else { return .loading }
            state.pending.append(key)
            return .loading
        }
    }

    /// Ends a frame: queued requests it did not ask for are dropped, and the worker starts on the others.
    public func endFrame() {
        let queued = shared.state.withLock { state in
            let frame = state.frame
            state.pending.removeAll { state.wanted[$0] != frame }
            state.wanted = state.wanted.filter { $0.value == frame }
            return state.pending.count
        }
        // One start a request (one too many only makes the worker look at an empty queue); the
        // worker is woken only when there is something to start, not at every frame.
        if queued > 0 { shared.state.withLockWakingWaiters { $0.starts += queued } }
    }

    /// How many pictures were drawn so far, and how many are cached; for tests and the benchmark.
    public var statistics: (drawn: Int, cached: Int, cachedBytes: Int) {
        shared.state.withLock { ($0.drawn, $0.cache.count, $0.cachedBytes) }
    }

    // MARK: - Private

    /// A request for one version of its file: a changed file is a new picture.
    struct Key: Hashable, Sendable {
        let request: PictureRequest
        let stamp: FileStamp
    }

    struct State {
        var frame = 0
        /// The frame that last asked for each request.
        var wanted: [Key: Int] = [:]
        /// Asked for and not started, oldest first.
        var pending: [Key] = []
        var running: Key?
        var cache: [Key: (picture: PictureState, bytes: Int, lastUse: Int)] = [:]
        var cachedBytes = 0
        var clock = 0
        var drawn = 0
        var isStopped = false
        /// How many requests the worker may start: a frame's are started once it has been drawn.
        var starts = 0
    }

    /// What the loader and its worker thread share.
    final class Shared: Sendable {
        let state = Locked(State())
        let budgetBytes: Int
        let render: Renderer
        let onReady: @Sendable () -> Void

        init(budgetBytes: Int, render: @escaping Renderer, onReady: @escaping @Sendable () -> Void) {
            self.budgetBytes = budgetBytes
            self.render = render
            self.onReady = onReady
        }

        func stop() {
            state.withLockWakingWaiters { $0.isStopped = true }
        }

        /// The worker: takes the newest wanted request, draws it, caches it, says so if still wanted.
        func work() {
            while true {
                let next = state.wait(
                    until: { $0.isStopped || $0.starts > 0 },
                    then: { state, _ -> Key?? in
                        if state.isStopped { return .none }
                        state.starts -= 1
                        guard let key = state.pending.popLast() else { return .some(nil) }
                        state.running = key
                        return .some(key)
                    }
                )
                guard let taken = next else { return }
                guard let key = taken else { continue }
                let picture: PictureState =
                    switch render(key.request) {
                    case .success(let surface): .ready(surface)
                    case .failure(let error): .failed(error)
                    }
                let isWanted = state.withLock { state -> Bool in
                    state.running = nil
                    state.drawn += 1
                    store(picture, for: key, in: &state)
                    return state.wanted[key] == state.frame
                }
                if isWanted { onReady() }
            }
        }

        private func store(_ picture: PictureState, for key: Key, in state: inout State) {
            var bytes = 64
            if case .ready(let surface) = picture {
                bytes += surface.cells.count * MemoryLayout<Cell>.stride + surface.placements.reduce(0) { $0 + $1.image.pixels.count }
            }
            state.clock += 1
            state.cache[key] = (picture, bytes, state.clock)
            state.cachedBytes += bytes
            // The least recently shown go first; the pictures of the latest frame stay.
            while state.cachedBytes > budgetBytes,
                let oldest = state.cache.filter({ state.wanted[$0.key] != state.frame }).min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                state.cachedBytes -= oldest.value.bytes
                state.cache[oldest.key] = nil
            }
        }
    }
}
