import Locking

/// Messages from background work to the event loop: workers post from any thread, the loop wakes
/// and takes them all, oldest first.
///
/// A message may weigh something (a batch of records, its count): a poster waits while the weight
/// waiting reaches `mostWeight`, so that work faster than the loop does not pile up in memory. An
/// urgent message, or a full inbox, asks the loop to take the messages now rather than at its next
/// regular look (`needsTakingNow`).
public final class Inbox<Message: Sendable>: Sendable {
    private struct State {
        var messages: [Message] = []
        var weight = 0
        var hasUrgent = false
        var waker: Waker?
    }

    private let state = Locked(State())
    /// The most weight that waits before posters wait for the loop.
    public let mostWeight: Int

    public init(mostWeight: Int = .max) {
        self.mostWeight = mostWeight
    }

    /// Wakes `waker`'s loop whenever a message arrives from now on, and at once when some wait already
    /// (posted before the loop started).
    public func connect(to waker: Waker) {
        let isWaiting = state.withLock { state in
            state.waker = waker
            return !state.messages.isEmpty
        }
        if isWaiting { waker.wake() }
    }

    /// Adds a message, waiting first while the inbox is full when it weighs something; wakes the loop
    /// when the inbox was empty, the message is urgent or the inbox is full.
    public func post(_ message: Message, weight: Int = 0, isUrgent: Bool = false) {
        if weight > 0 {
            // A full inbox wakes the loop even though messages wait already: it takes them only so often otherwise.
            if let waker = state.withLock({ $0.weight >= mostWeight ? $0.waker : nil }) { waker.wake() }
            state.wait(until: { $0.weight < self.mostWeight })
        }
        // Waking also whoever waits in `waitForMessages`.
        let waker = state.withLockWakingWaiters { state -> Waker? in
            let wasEmpty = state.messages.isEmpty
            state.messages.append(message)
            state.weight += weight
            state.hasUrgent = state.hasUrgent || isUrgent
            return wasEmpty || isUrgent || state.weight >= mostWeight ? state.waker : nil
        }
        waker?.wake()
    }

    /// Whether the loop should take the messages now: an urgent one waits, or the inbox is full.
    public var needsTakingNow: Bool {
        state.withLock { $0.hasUrgent || $0.weight >= mostWeight }
    }

    /// Whether no message waits.
    public var isEmpty: Bool {
        state.withLock { $0.messages.isEmpty }
    }

    /// Takes every message posted so far, oldest first; posters waiting for room go on.
    public func takeAll() -> [Message] {
        state.withLockWakingWaiters { state in
            defer {
                state.messages = []
                state.weight = 0
                state.hasUrgent = false
            }
            return state.messages
        }
    }

    /// Waits until a message has come, then until the messages satisfy `isDone`, the inbox is full or
    /// `timeout` (from now, if any) has passed: before the loop starts, a small job is then done
    /// whole, a big one shows what it has at once.
    public func waitForMessages(timeout: Duration?, until isDone: ([Message]) -> Bool) {
        let start = ContinuousClock.now
        state.wait(until: { !$0.messages.isEmpty })
        let left = timeout.map { $0 - (ContinuousClock.now - start) }
        if let left, left <= .zero { return }
        state.wait(until: { isDone($0.messages) || $0.weight >= self.mostWeight }, timeout: left)
    }
}
