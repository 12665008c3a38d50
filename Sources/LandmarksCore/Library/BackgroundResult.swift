import Foundation

/// Work started on a thread of its own whose result is waited for when it is needed.
final class BackgroundResult<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `result` and `onFinish` are touched only under `condition`'s lock (a pthread mutex,
    // which the thread sanitizer sees).
    private let condition = NSCondition()
    private var result: Result<Value, any Error>?
    private var onFinish: [@Sendable () -> Void] = []

    /// Starts `work` on a new thread.
    init(_ work: @escaping @Sendable () throws -> Value) {
        Thread.detachNewThread { [self] in
            let result = Result(catching: work)
            condition.lock()
            self.result = result
            let onFinish = self.onFinish
            self.onFinish = []
            condition.broadcast()
            condition.unlock()
            for body in onFinish { body() }
        }
    }

    /// The work's value, waiting for it if need be; rethrows what it threw.
    func value() throws -> Value {
        condition.lock()
        defer { condition.unlock() }
        while result == nil { condition.wait() }
        return try result!.get()
    }

    /// Whether the work has ended, so that `value()` would not wait.
    var isFinished: Bool {
        condition.lock()
        defer { condition.unlock() }
        return result != nil
    }

    /// Calls `body` once the work has ended: now if it has, else on the worker's thread.
    func whenFinished(_ body: @escaping @Sendable () -> Void) {
        condition.lock()
        guard result == nil else {
            condition.unlock()
            return body()
        }
        onFinish.append(body)
        condition.unlock()
    }
}
