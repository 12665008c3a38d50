import CNcurses
import Glibc
import Locking

/// What the terminal's terminfo description says, read without taking the screen over.
package enum TerminalDescription {
    /// ncurses keeps the description it reads in one global (`cur_term`): one reader at a time.
    private static let reading = Locked(())

    /// The number of colours `term` shows (terminfo's `colors`, 2^24 for direct colour), 0 for a
    /// terminal without colour, nil when terminfo has no description of it.
    package static func colors(of term: String) -> Int? {
        reading.withLock { _ in
            var error: Int32 = 0
            guard setupterm(term, STDOUT_FILENO, &error) == OK else { return nil }
            defer { del_curterm(set_curterm(nil)) }
            let colors = "colors".withCString { tigetnum(UnsafeMutablePointer(mutating: $0)) }
            return max(Int(colors), 0)
        }
    }
}
