import Glibc

/// Lines for standard output (or `descriptor`), made as bytes and written in big pieces: a mebibyte at
/// a time, and whatever is left at `flush()`.
struct LineOutput {
    private var bytes: [UInt8] = []
    private let descriptor: Int32

    init(descriptor: Int32 = STDOUT_FILENO) {
        self.descriptor = descriptor
    }

    /// Adds `line` and a newline.
    mutating func append(line: String) {
        bytes.append(contentsOf: line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        flushWhenFull()
    }

    /// Adds what `write` appends (lines, each with its newline).
    mutating func append(_ write: (inout [UInt8]) -> Void) {
        write(&bytes)
        flushWhenFull()
    }

    private mutating func flushWhenFull() {
        if bytes.count >= 1 << 20 { flush() }
    }

    /// Writes what was added, at once, after whatever `print` left in stdio's buffer; false (with
    /// `errno` set) when not all of it could be written.
    @discardableResult
    mutating func flush() -> Bool {
        fflush(nil)
        let wroteAll = bytes.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { return false }
                written += count
            }
            return true
        }
        bytes.removeAll(keepingCapacity: true)
        return wroteAll
    }
}
