import Glibc

/// A value shared between threads, reached only while holding its lock; threads can wait for it to
/// change. The one lock type of the app.
///
/// The lock is a pthread mutex and the waiting a pthread condition, which the thread sanitizer
/// understands; the standard library's `Mutex` waits on a futex that it cannot see, so every access
/// under one reads as a race to it.
public final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched between pthread_mutex_lock and pthread_mutex_unlock.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>
    private var value: Value

    public init(_ value: Value) {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        // Deadlines on the monotonic clock, which a change of the wall clock does not move.
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
        self.value = value
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` on the value while holding the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }

    /// Runs `body` on the value while holding the lock, then wakes every thread waiting in `wait`
    /// to look at the value again.
    public func withLockWakingWaiters<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer {
            pthread_cond_broadcast(condition)
            pthread_mutex_unlock(mutex)
        }
        return try body(&value)
    }

    /// Waits, the lock released meanwhile, until `isReady` holds for the value (or `timeout` has
    /// passed, when there is one), then runs `body` on it while holding the lock.
    ///
    /// - Parameter body: also told whether `isReady` held (false: the time ran out).
    public func wait<Result>(
        until isReady: (Value) -> Bool, timeout: Duration? = nil, then body: (inout Value, Bool) throws -> Result
    ) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        var deadline = timespec()
        if let timeout {
            clock_gettime(CLOCK_MONOTONIC, &deadline)
            let (seconds, attoseconds) = timeout.components
            let nanoseconds = Int(deadline.tv_nsec) + Int(attoseconds / 1_000_000_000)
            deadline.tv_sec += Int(seconds) + nanoseconds / 1_000_000_000
            deadline.tv_nsec = nanoseconds % 1_000_000_000
        }
        while !isReady(value) {
            if timeout == nil {
                pthread_cond_wait(condition, mutex)
            } else if pthread_cond_timedwait(condition, mutex, &deadline) == ETIMEDOUT {
                return try body(&value, isReady(value))
            }
        }
        return try body(&value, true)
    }

    /// Waits, the lock released meanwhile, until `isReady` holds for the value or `timeout` has
    /// passed; returns whether it held.
    @discardableResult
    public func wait(until isReady: (Value) -> Bool, timeout: Duration? = nil) -> Bool {
        wait(until: isReady, timeout: timeout, then: { _, held in held })
    }
}
