import Foundation

/// Work started on a thread of its own whose result is waited for when it is needed.
final class BackgroundResult<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `result` is written once by the worker and read only after that, under
    // `condition`'s lock (a pthread mutex, which the thread sanitizer sees).
    private let condition = NSCondition()
    private var result: Result<Value, any Error>?

    /// Starts `work` on a new thread.
    init(_ work: @escaping @Sendable () throws -> Value) {
        Thread.detachNewThread { [self] in
            let result = Result(catching: work)
            condition.lock()
            self.result = result
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The work's value, waiting for it if need be; rethrows what it threw.
    func value() throws -> Value {
        condition.lock()
        defer { condition.unlock() }
        while result == nil { condition.wait() }
        return try result!.get()
    }
}
