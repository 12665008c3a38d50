import Foundation
import TerminalKit

/// What the program tells the user on standard error, one line at a time.
package enum StandardError {
    /// Prints `landmarks: message` on stderr, as one line free of control characters.
    package static func warn(_ message: String) {
        FileHandle.standardError.write(Data("landmarks: \(TerminalText.sanitized(message))\n".utf8))
    }
}
