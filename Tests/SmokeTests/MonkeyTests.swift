import Foundation
import Testing
import ToolSupport

/// Seeded random keys and resizes against the real binary in tmux (`LANDMARKS_MONKEY_KEYS`, `LANDMARKS_MONKEY_SEED`).
@Suite(.serialized) struct MonkeyTests {
    /// Keys in `make test`; `make soak` sends 20,000.
    static let defaultKeyCount = 300
    static let defaultSeed: UInt64 = 20_250_611

    /// The same seed sends the same keys and resizes again, so a failure can be replayed.
    @Test func randomKeysAndResizesLeaveTheAppAliveAndQStillQuitsCleanly() throws {
        let environment = ProcessInfo.processInfo.environment
        let keyCount =
            try environment["LANDMARKS_MONKEY_KEYS"].map {
                try #require(Int($0), "LANDMARKS_MONKEY_KEYS must be a whole number, not '\($0)'")
            } ?? Self.defaultKeyCount
        let seed =
            try environment["LANDMARKS_MONKEY_SEED"].map {
                try #require(UInt64($0), "LANDMARKS_MONKEY_SEED must be a whole number, not '\($0)'")
            } ?? Self.defaultSeed
        print("MonkeyTests: seed \(seed), \(keyCount) keys")

        var monkey = try Monkey(seed: seed, keyCount: keyCount)
        do {
            try monkey.run()
        } catch let timeout as TmuxTerminal.Timeout {
            Issue.record("\(timeout)\n\(monkey.replayHint)")
        }
    }
}

/// Drives one app in tmux with random input, checking after every batch that it is alive and sane.
private struct Monkey {
    /// Every this many batches, a check that the app still answers keys.
    static let probeEvery = 4
    /// Escape presses that bring any state back to the list: help, each screen pushed over the list (up to three),
    /// and three more in case the random keys ended in `ESC [ M`, whose next three bytes a mouse report takes.
    static let escapesBackToTheList = 8
    static let batchSizes = 20...50

    let seed: UInt64
    let keyCount: Int
    private var random: SplitMix64
    private let terminal: TmuxTerminal
    private var size = (width: 80, height: 24)
    private var keysSent = 0
    private var batches = 0
    private var resizes = 0
    private var probes = 0
    /// The last few steps, for a failure message.
    private var recentSteps: [String] = []

    init(seed: UInt64, keyCount: Int) throws {
        self.seed = seed
        self.keyCount = keyCount
        random = SplitMix64(seed: seed)
        terminal = try TmuxTerminal(arguments: [], width: size.width, height: size.height)
    }

    /// How to run this monkey again, and what it did last.
    var replayHint: String {
        """
        replay: LANDMARKS_MONKEY_SEED=\(seed) LANDMARKS_MONKEY_KEYS=\(keyCount) swift test --filter MonkeyTests
        after \(keysSent) keys in \(batches) batches; last steps:
        \(recentSteps.joined(separator: "\n"))
        """
    }

    mutating func run() throws {
        try terminal.waitForText("Lake Umbagog")
        while keysSent < keyCount {
            batches += 1
            if random.next(below: 4) == 0 {
                size = MonkeyInput.randomSize(&random)
                resizes += 1
                record("resize to \(size.width)×\(size.height)")
                try terminal.resize(width: size.width, height: size.height)
            }
            let presses = MonkeyInput.batch(&random, atLeast: min(random.next(in: Self.batchSizes), keyCount - keysSent))
            let keys = presses.joined()
            record("batch \(batches) at \(size.width)×\(size.height): \(keys.joined(separator: " "))")
            try send(presses)
            keysSent += keys.count
            try expectAliveAndWithinTheTerminal()
            if batches % Self.probeEvery == 0 {
                try expectAnswersKeys()
            }
        }
        try quitFromTheList()
        print(
            "MonkeyTests: sent \(keysSent) keys in \(batches) batches, \(resizes) resizes, "
                + "\(probes) checks that the app answers")
    }

    /// The app still runs in the alternate screen, and no line is wider than the terminal.
    private func expectAliveAndWithinTheTerminal() throws {
        let pane = try terminal.paneFormat("#{pane_width}×#{pane_height} alternate=#{alternate_on}")
        let screen = try terminal.screen()
        let exitLine = screen.first { $0.contains("exit=") }
        try #require(
            pane == "\(size.width)×\(size.height) alternate=1" && exitLine == nil,
            """
            the app is gone (\(pane), \(exitLine ?? "no exit line")); screen:
            \(screen.joined(separator: "\n"))
            \(replayHint)
            """)
        #expect(screen.count == size.height, "\(screen.count) lines in a \(size.height)-line terminal\n\(replayHint)")
        for line in screen where TerminalColumns.of(line) > size.width {
            Issue.record("a line wider than \(size.width) columns: '\(line)'\n\(replayHint)")
        }
    }

    /// Proves the app still answers keys: Escapes lead back to the list from any state, where `?` opens its help.
    private mutating func expectAnswersKeys() throws {
        probes += 1
        size = (random.next(in: 80...200), random.next(in: 30...60))
        record("check at \(size.width)×\(size.height): Escape ×\(Self.escapesBackToTheList), ?, Escape")
        try terminal.resize(width: size.width, height: size.height)
        try backToTheList()
        // Whatever the random keys left, the Escapes end on the list with no help, so `?` must open the list's help,
        // drawn at the new size with the list's footer on the last line, and the next Escape must close it.
        try terminal.send("?")
        try terminal.waitForScreen("the list's help over the list, with the list's footer on the last line") {
            // The help's box may cover the footer's middle (`F favorites only`) but not its end.
            ($0.first?.hasPrefix(" Landmarks") ?? false) && ($0.last?.hasSuffix("? help") ?? false) && Self.showsHelp($0)
                && $0.contains { $0.contains("flip the switch row") }
        }
        try terminal.send("Escape")
        try terminal.waitForScreen("the list without help, with its footer on the last line") {
            Self.showsTheList($0) && !Self.showsHelp($0)
        }
        try expectAliveAndWithinTheTerminal()
    }

    /// Ends the run: back to the list at 80×24, then `q`, which must exit 0 with the terminal's modes restored.
    private mutating func quitFromTheList() throws {
        size = (80, 24)
        record("quit at 80×24: Escape ×\(Self.escapesBackToTheList), q")
        try terminal.resize(width: 80, height: 24)
        try backToTheList()
        try terminal.waitForScreen("the list at 80×24 without help, with its footer on the last line") { screen in
            screen.count == 24 && Self.showsTheList(screen) && !Self.showsHelp(screen)
                && screen[23].contains("? help")
        }
        try terminal.send("q")
        let exit = try terminal.waitForExit()
        #expect(exit.status == 0, "\(replayHint)")
        #expect(exit.modes == "icanon echo ", "\(replayHint)")
    }

    /// Presses Escape enough times to close the help and every screen above the list; extra presses do nothing there.
    private func backToTheList() throws {
        // One press per send-keys; ncurses reads even Escapes that arrive together as separate presses.
        for _ in 0..<Self.escapesBackToTheList {
            try terminal.send("Escape")
        }
        // Escape with a key right behind it is Alt and that key: the next key waits for the list.
        try terminal.waitForScreen("back on the list") { Self.showsTheList($0) && !Self.showsHelp($0) }
    }

    /// The list, told from other screens by its footer (in favourites-only mode its title has a `›` too).
    private static func showsTheList(_ screen: [String]) -> Bool {
        guard let title = screen.first, let footer = screen.last else { return false }
        return title.hasPrefix(" Landmarks") && footer.contains("F favorites only")
    }

    private static func showsHelp(_ screen: [String]) -> Bool {
        screen.contains { $0.contains("Press any key to close") }
    }

    /// Sends presses by tmux key name, up to sixteen keys per `send-keys` and never splitting a sequence.
    private func send(_ presses: [[String]]) throws {
        var pending: [String] = []
        for press in presses {
            if pending.count + press.count > 16 {
                try sendSixteenAtMost(pending)
                pending = []
            }
            pending += press
        }
        try sendSixteenAtMost(pending)
    }

    /// One `send-keys` call; tmux sends nothing for the empty names that pad it to sixteen.
    private func sendSixteenAtMost(_ keys: [String]) throws {
        precondition(keys.count <= 16)
        let k = keys + Array(repeating: "", count: 16 - keys.count)
        try terminal.send(
            k[0], k[1], k[2], k[3], k[4], k[5], k[6], k[7], k[8], k[9], k[10], k[11], k[12], k[13], k[14], k[15])
    }

    private mutating func record(_ step: String) {
        recentSteps = Array((recentSteps + [step]).suffix(4))
    }
}
