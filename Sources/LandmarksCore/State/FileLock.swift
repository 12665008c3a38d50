import Foundation

/// An exclusive advisory lock (`flock`) on a lock file, held until `release()`.
final class FileLock {
    private var descriptor: Int32

    /// Waits for the lock; nil when the lock file cannot be opened or created.
    init?(path: String) {
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                return nil
            }
        }
    }

    func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit {
        release()
    }
}
