import Foundation
import Locking

/// Work started on a thread of its own whose result is waited for when it is needed.
final class BackgroundResult<Value: Sendable>: Sendable {
    private struct State {
        var result: Result<Value, any Error>?
        var onFinish: [@Sendable () -> Void] = []
    }

    private let state = Locked(State())

    /// Starts `work` on a new thread.
    init(_ work: @escaping @Sendable () throws -> Value) {
        Thread.detachNewThread { [state] in
            let result = Result(catching: work)
            let onFinish = state.withLockWakingWaiters { state in
                state.result = result
                defer { state.onFinish = [] }
                return state.onFinish
            }
            for body in onFinish { body() }
        }
    }

    /// The work's value, waiting for it if need be; rethrows what it threw.
    func value() throws -> Value {
        try state.wait(until: { $0.result != nil }, then: { state, _ in try state.result!.get() })
    }

    /// Whether the work has ended, so that `value()` would not wait.
    var isFinished: Bool {
        state.withLock { $0.result != nil }
    }

    /// Calls `body` once the work has ended: now if it has, else on the worker's thread.
    func whenFinished(_ body: @escaping @Sendable () -> Void) {
        let hasFinished = state.withLock { state in
            if state.result == nil { state.onFinish.append(body) }
            return state.result != nil
        }
        if hasFinished { body() }
    }
}
