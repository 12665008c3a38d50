import Foundation
import Glibc
import LandmarksCore

/// A catalog given on standard input (`--data -`, or piped into the browser as into fzf or less).
enum StandardInputCatalog {
    /// What `--data` says for standard input.
    static let dataPath = "-"
    /// How errors name it, e.g. `standard input: line 3, column 5: …`.
    static let name = "standard input"

    /// Whether standard input is a pipe or a file (`cat big.json | landmarks`, `landmarks < big.json`),
    /// so that the browser reads its catalog from it; a terminal or a device (/dev/null) is not.
    static var isGiven: Bool {
        var status = stat()
        guard fstat(STDIN_FILENO, &status) == 0 else { return false }
        let type = status.st_mode & S_IFMT
        return type == S_IFIFO || type == S_IFREG
    }

    /// Makes the controlling terminal standard input again once the catalog is read, so that keys
    /// come from it.
    ///
    /// - Returns: false when there is no controlling terminal.
    static func takeKeysFromTerminal() -> Bool {
        let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard terminal >= 0 else { return false }
        defer { close(terminal) }
        return dup2(terminal, STDIN_FILENO) == STDIN_FILENO
    }
}
