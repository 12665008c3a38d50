import Foundation
import Glibc

/// Opens a photo's file in the user's own viewer: `$LANDMARKS_VIEWER` in the terminal (which the app
/// gives back while it runs), else `xdg-open` on a desktop.
package struct PhotoOpener: Sendable {
    /// The program that shows pictures here.
    package enum Viewer: Equatable, Sendable {
        /// A shell command run in the terminal with the file as its last word, e.g. `chafa` or `feh`.
        case command(String)
        /// A desktop opener at this path, run in the background.
        case desktop(String)
        case none
    }

    package let viewer: Viewer
    /// Waits, with the terminal still given back, until the user has seen what the viewer printed.
    private let pause: @Sendable () -> Void

    /// - Parameter pause: waits after a terminal viewer ends (by default for Enter).
    package init(viewer: Viewer, pause: @escaping @Sendable () -> Void = PhotoOpener.waitForEnter) {
        self.viewer = viewer
        self.pause = pause
    }

    /// `$LANDMARKS_VIEWER` if set, else `xdg-open` found on `PATH` when a display is there.
    package init(environment: [String: String]) {
        if let command = environment["LANDMARKS_VIEWER"], !command.allSatisfy(\.isWhitespace) {
            viewer = .command(command)
        } else if !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty,
            let opener = Self.find("xdg-open", path: environment["PATH"] ?? "/usr/bin:/bin")
        {
            viewer = .desktop(opener)
        } else {
            viewer = .none
        }
        pause = Self.waitForEnter
    }

    /// Opens `file` and says how it went, in one line for the footer.
    ///
    /// - Parameter outside: runs its argument with the terminal given back (`TerminalBackend.runOutside`).
    package func open(_ file: String, outside: (() -> Void) -> Void) -> String {
        let name = (file as NSString).lastPathComponent
        guard FileManager.default.isReadableFile(atPath: file) else { return "\(name): no such file to open" }
        switch viewer {
        case .none:
            return "No viewer: set LANDMARKS_VIEWER (e.g. chafa or timg) or run on a desktop"
        case .command(let command):
            // The file is the shell's $1, never part of the command text: any name is safe.
            var status: Int32?
            outside {
                status = Self.runInTerminal(["/bin/sh", "-c", "\(command) \"$1\"", "landmarks-viewer", file])
                // A viewer that prints and ends (chafa, timg) is seen before the app draws again; one
                // stopped with Ctrl-C was left on purpose.
                if let status, status < 128 { pause() }
            }
            guard let status else { return "cannot start /bin/sh for LANDMARKS_VIEWER" }
            // The program's own name is enough to say who: not its folder nor its options.
            let program = command.split(separator: " ").first.map { ($0 as NSString).lastPathComponent } ?? command
            return switch status {
            case 0: "Shown \(name) with \(program)"
            case 127: "\(program): command not found (LANDMARKS_VIEWER)"
            case 130: "\(program) stopped with Ctrl-C"
            default: "\(name): \(program) ended with status \(status)"
            }
        case .desktop(let opener):
            let process = Process()
            process.executableURL = URL(fileURLWithPath: opener)
            process.arguments = [file]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                return "cannot start \(opener)"
            }
            return "Opening \(name) with xdg-open"
        }
    }

    /// Says on the terminal how to come back, and reads a line (or the end of input).
    package static let waitForEnter: @Sendable () -> Void = {
        let prompt = "\n[Landmarks] Press Enter to return "
        _ = prompt.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 && byte != UInt8(ascii: "\n") || count < 0 && errno == EINTR { continue }
            return
        }
    }

    /// Runs `arguments` in the terminal and waits for it; its exit status (128 + a signal's number),
    /// nil when it cannot start. Ctrl-C and Ctrl-\\ take their default action in it even though the
    /// app ignores them meanwhile.
    private static func runInTerminal(_ arguments: [String]) -> Int32? {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGQUIT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], nil, &attributes, &argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// The first executable called `name` in the folders of `path`.
    private static func find(_ name: String, path: String) -> String? {
        path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
