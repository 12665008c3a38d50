import Foundation
import ToolSupport

/// The app in a tmux pane, driven to the list with a landmark selected and its preview pane's picture drawn.
struct ScreenshotSession {
    let app: String
    let columns: Int
    let rows: Int

    /// Pictures in 24-bit colour: a terminal type with direct colour (`tmux-direct`, in Debian's
    /// ncurses-term) is what the app picks under `COLORTERM=truecolor`.
    static let environment = ["TERM": "tmux-256color", "COLORTERM": "truecolor", "LANG": "C.UTF-8"]

    /// Starts the app, moves the selection down to `landmark`, waits until its picture is drawn,
    /// and returns the screen; the app is quit and tmux ended afterwards.
    func capture(selecting landmark: String) throws -> CapturedScreen {
        let executable = URL(fileURLWithPath: app).standardizedFileURL.path
        let terminal = try TmuxTerminal(width: columns, height: rows) { folder in
            // The state stays in a folder of its own: the user's favourites and settings do not show.
            let environment = Self.environment.merging(["XDG_STATE_HOME": folder.appendingPathComponent("state").path]) { $1 }
            let exports = environment.sorted { $0.key < $1.key }
                .map { "export \($0.key)=\(TmuxTerminal.shellQuoted($0.value)); " }.joined()
            return ["/bin/sh", "-c", exports + "exec " + TmuxTerminal.shellQuoted(executable)]
        }
        // The screen is read with its colours and its trailing blanks (which may have a background).
        func waitForScreen(
            _ what: String, deadline: TimeInterval = TmuxTerminal.deadline, _ condition: (CapturedScreen) -> Bool
        ) throws -> CapturedScreen {
            try terminal.wait(
                for: what, deadline: deadline,
                reading: { CapturedScreen(capture: try terminal.capture("-e", "-N"), width: columns) }, lines: \.lines,
                until: condition)
        }
        var screen = try waitForScreen("the list") { $0.lines.contains { $0.contains("Favorites only") } }
        var moves = 0
        while !Self.selectedRow(of: screen).contains(landmark) {
            guard moves < rows else { throw ScreenshotError("no landmark '\(landmark)' in the list") }
            let before = Self.selectedRow(of: screen)
            try terminal.send("Down")
            moves += 1
            screen = try waitForScreen("the selection to move") { Self.selectedRow(of: $0) != before }
        }
        let picture = try waitForScreen("the preview pane's picture", deadline: 30) { Self.hasPicture($0) }
        try terminal.send("q")
        let isDirectColour = picture.rows.joined().contains {
            if case .rgb = $0.style.background.kind { true } else { false }
        }
        guard isDirectColour else {
            throw ScreenshotError("the picture is not in 24-bit colour: is tmux-direct installed (Debian ncurses-term)?")
        }
        return picture
    }

    /// The text of the selected row (drawn starting with `> `), or "" when none shows.
    static func selectedRow(of screen: CapturedScreen) -> String {
        screen.lines.first { $0.hasPrefix("> ") } ?? ""
    }

    /// Whether the preview pane (right of its `│` rule) shows a whole picture: no placeholder frame,
    /// and at its top at least three rows whose coloured cells span the same columns (a picture is a
    /// rectangle, landscape or portrait).
    static func hasPicture(_ screen: CapturedScreen) -> Bool {
        let body = screen.rows.dropFirst().dropLast()
        guard let rule = body.first?.indices.first(where: { column in body.allSatisfy { $0[column].character == "│" } })
        else { return false }
        let pane = body.map { Array($0[(rule + 1)...]) }
        if pane.contains(where: { $0.contains { "┌└".contains($0.character) } }) { return false }
        let spans = pane.map { row -> ClosedRange<Int>? in
            let coloured = row.indices.filter { row[$0].style.background != .default }
            return coloured.first.map { $0...coloured.last! }
        }
        let picture = spans.prefix { $0 != nil }
        return picture.count >= 3 && Set(picture).count == 1
    }
}
