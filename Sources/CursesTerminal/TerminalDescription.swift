import CNcurses
import Glibc
import Locking

/// What the terminal's terminfo description says, read without taking the screen over.
package enum TerminalDescription {
    /// ncurses keeps the description it reads in one global (`cur_term`): one reader at a time. What
    /// each terminal's description said is kept, as it does not change while the app runs.
    private static let known = Locked<[String: Int?]>([:])

    /// The number of colours `term` shows (terminfo's `colors`, 2^24 for direct colour), 0 for a
    /// terminal without colour, nil when terminfo has no description of it.
    package static func colors(of term: String) -> Int? {
        known.withLock { known in
            if let colors = known[term] { return colors }
            var error: Int32 = 0
            var colors: Int?
            if setupterm(term, STDOUT_FILENO, &error) == OK {
                colors = max(Int("colors".withCString { tigetnum(UnsafeMutablePointer(mutating: $0)) }), 0)
                del_curterm(set_curterm(nil))
            }
            known[term] = colors
            return colors
        }
    }
}
