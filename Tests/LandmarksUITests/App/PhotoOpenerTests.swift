import Foundation
import LandmarksCore
import LandmarksUI
import Locking
import TerminalKit
import Testing

/// `o` opens the photo's file in the user's viewer, with the terminal given back while it runs.
@Suite struct PhotoOpenerTests {
    /// A readable file whose name a shell would misread if it were pasted into the command.
    private func hostileFile() throws -> String {
        let path = try Fixtures.folder() + "/it's $(touch pwned) \"a\".png"
        try Data([0x89]).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func theViewerComesFromTheEnvironment() throws {
        let folder = try Fixtures.folder()
        let opener = folder + "/xdg-open"
        try #require(
            FileManager.default.createFile(atPath: opener, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755]))
        #expect(PhotoOpener(environment: ["LANDMARKS_VIEWER": "chafa -s 80", "DISPLAY": ":0"]).viewer == .command("chafa -s 80"))
        #expect(PhotoOpener(environment: ["DISPLAY": ":0", "PATH": "/nowhere:\(folder)"]).viewer == .desktop(opener))
        #expect(PhotoOpener(environment: ["WAYLAND_DISPLAY": "w", "PATH": folder]).viewer == .desktop(opener))
        #expect(PhotoOpener(environment: ["PATH": folder]).viewer == .none)  // no display: over SSH
        #expect(PhotoOpener(environment: ["LANDMARKS_VIEWER": " ", "PATH": folder]).viewer == .none)
    }

    @Test func aTerminalViewerGetsTheFileAsOneWordWithTheTerminalGivenBack() throws {
        let file = try hostileFile()
        let output = try Fixtures.folder() + "/seen"
        var timesOutside = 0
        let pauses = Locked(0)
        let opener = PhotoOpener(viewer: .command("printf %s >'\(output)'"), pause: { pauses.withLock { $0 += 1 } })
        let message = opener.open(file) { body in
            timesOutside += 1
            body()
            #expect(pauses.withLock { $0 } == 1)  // the user sees the viewer's output before the app is back
        }
        #expect(timesOutside == 1)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == file)
        #expect(!FileManager.default.fileExists(atPath: (file as NSString).deletingLastPathComponent + "/pwned"))
        #expect(message == "Shown it's $(touch pwned) \"a\".png with printf")
    }

    @Test func aFailingViewerAMissingFileAndNoViewerAreSaid() throws {
        let file = try hostileFile()
        let failing = PhotoOpener(viewer: .command("exit 3;"), pause: {}).open(file) { $0() }
        #expect(failing == "it's $(touch pwned) \"a\".png: exit ended with status 3")
        let notFound = PhotoOpener(viewer: .command("/no/such-viewer -x"), pause: {}).open(file) { $0() }
        #expect(notFound == "such-viewer: command not found (LANDMARKS_VIEWER)")
        let pauses = Locked(0)
        let interrupted = PhotoOpener(viewer: .command("kill -INT $$;"), pause: { pauses.withLock { $0 += 1 } })
        #expect(interrupted.open(file) { $0() } == "kill stopped with Ctrl-C")
        #expect(pauses.withLock { $0 } == 0)  // left on purpose: no pause
        var ran = false
        let missing = PhotoOpener(viewer: .command("true")).open("/nowhere/x.png") { _ in ran = true }
        #expect(missing == "x.png: no such file to open")
        let none = PhotoOpener(viewer: .none).open(file) { _ in ran = true }
        #expect(none == "No viewer: set LANDMARKS_VIEWER (e.g. chafa or timg) or run on a desktop")
        #expect(!ran)
    }
}
