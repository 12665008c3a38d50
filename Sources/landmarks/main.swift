import Foundation
import Glibc
import LandmarksCore
import TerminalUI

/// Prints `landmarks: message` on stderr, as one line free of control characters, and exits.
func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("landmarks: \(TerminalText.sanitized(message))\n".utf8))
    exit(status)
}

let version = "0.1.0"

let command: Command
do {
    command = try Command.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("landmarks: \(error.message)\n\(Command.usage)\n".utf8))
    exit(2)
}

func loadStore(_ dataPath: String?) -> LandmarkStore {
    let url = dataPath.map { URL(fileURLWithPath: $0) } ?? BundledData.landmarksURL()
    do {
        return try LandmarkStore.load(from: url)
    } catch let error as DataFileError {
        fail(error.description, status: 1)
    } catch {
        fail("\(url.relativePath): \(error)", status: 1)
    }
}

switch command {
case .help:
    print(Command.usage)
case .version:
    print("landmarks \(version)")
case .list(let favoritesOnly, let dataPath):
    let store = loadStore(dataPath)
    let toTerminal = isatty(STDOUT_FILENO) == 1
    for index in store.indices(favoritesOnly: favoritesOnly) {
        print(TabSeparatedListing.line(for: store[index], cleanField: toTerminal ? TerminalText.sanitized : { $0 }))
    }
case .interactive(let dataPath, let usesColor):
    let store = loadStore(dataPath)
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
        fail("standard input and output must be a terminal; for scripts use `landmarks list`", status: 2)
    }
    SignalMonitor.install()
    let screen: CursesScreen
    do {
        // https://no-color.org: any non-empty NO_COLOR turns colours off.
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        screen = try CursesScreen(usesColor: usesColor && !noColor)
    } catch CursesScreen.StartError.unsupportedTerminal(let reason) {
        fail("\(reason); set TERM to your terminal's type (e.g. xterm-256color)", status: 2)
    }
    let outcome = InteractiveApp(store: store).run(on: screen)
    screen.stop()
    exit(outcome.exitStatus)
}
