import Glibc

/// Wakes an event loop sleeping in `poll` from any thread: a non-blocking pipe whose read end the loop
/// polls. A wake that finds the pipe full is not lost, the loop has one pending already.
public final class Waker: Sendable {
    /// The descriptor the loop polls for reading.
    public let descriptor: Int32
    /// The descriptor `wake()` writes to; a signal handler may write a byte to it too.
    public let writeDescriptor: Int32

    public init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        } else {
            // Without a pipe nothing can wake the loop early; it still sees keys and timeouts.
            ends = [-1, -1]
        }
        descriptor = ends[0]
        writeDescriptor = ends[1]
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        if writeDescriptor >= 0 { close(writeDescriptor) }
    }

    /// Makes the loop's `poll` return; safe from any thread.
    public func wake() {
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
    }

    /// Empties the pipe once the loop has woken.
    public func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(descriptor, &buffer, buffer.count) > 0 {}
    }

    /// Waits until woken or `timeout` milliseconds pass (nil: no limit).
    ///
    /// - Returns: whether it was woken.
    public func wait(timeoutMilliseconds timeout: Int?) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let woken = poll(&entry, 1, Int32(clamping: timeout ?? -1)) > 0
        if woken { drain() }
        return woken
    }
}
