import Glibc
import Synchronization

/// The terminal's standard error, saved while the screen is up (-1: none saved), and a buffer for the
/// crash handler, which may not allocate.
private let savedStandardError = Atomic<Int32>(-1)
private let crashBuffer = Atomic<UInt>(0)
private let crashBufferSize = 4096

/// Keeps what C libraries print on standard error off the screen while it is up: some print warnings
/// however they are asked (dav1d's AV1 parser in a damaged AVIF, libraw's JPEG reader in a damaged
/// RAW file), and a line of text in the middle of a frame would stay there until the next repaint.
///
/// Standard error goes to an unlinked temporary file while the screen is up, when it is the terminal,
/// and the terminal is given back when the screen is left: at exit (the libraries' warnings are
/// dropped), for another program (the viewer) and on a crash, when the file's last 4 KB are written
/// out, so that a fatal error's message is not lost. Sent to a file or a pipe, standard error is
/// left alone: the messages then hurt no screen.
enum StandardErrorShield {
    /// Sends standard error to a temporary file when it is a terminal; does nothing when raised already.
    static func raise() {
        guard savedStandardError.load(ordering: .acquiring) < 0, isatty(STDERR_FILENO) == 1 else { return }
        if crashBuffer.load(ordering: .acquiring) == 0 {
            crashBuffer.store(
                UInt(bitPattern: UnsafeMutableRawPointer.allocate(byteCount: crashBufferSize, alignment: 1)), ordering: .releasing)
        }
        var template = Array("/tmp/landmarks-stderr-XXXXXX".utf8CString)
        let capture = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard capture >= 0 else { return }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let saved = dup(STDERR_FILENO)
        guard saved >= 0 else {
            close(capture)
            return
        }
        fflush(nil)
        dup2(capture, STDERR_FILENO)
        close(capture)
        savedStandardError.store(saved, ordering: .releasing)
    }

    /// Gives the terminal back to standard error, dropping what was written meanwhile.
    static func lower() {
        let saved = savedStandardError.exchange(-1, ordering: .acquiringAndReleasing)
        guard saved >= 0 else { return }
        dup2(saved, STDERR_FILENO)
        close(saved)
    }

    /// Gives the terminal back to standard error with the last 4 KB written meanwhile (a fatal error's
    /// message); safe inside a signal handler (lseek, pread, dup2, write and close only).
    static func lowerAfterCrash() {
        let saved = savedStandardError.exchange(-1, ordering: .acquiringAndReleasing)
        guard saved >= 0 else { return }
        var count = 0
        let buffer = UnsafeMutableRawPointer(bitPattern: crashBuffer.load(ordering: .acquiring))
        if let buffer {
            let size = Int(lseek(STDERR_FILENO, 0, SEEK_END))
            let start = max(0, size - crashBufferSize)
            count = max(0, pread(STDERR_FILENO, buffer, size - start, off_t(start)))
        }
        dup2(saved, STDERR_FILENO)
        close(saved)
        if let buffer, count > 0 { _ = write(STDERR_FILENO, buffer, count) }
    }
}
