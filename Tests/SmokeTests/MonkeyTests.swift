import Foundation
import Testing

/// Seeded random keys and resizes against the real binary in tmux (`LANDMARKS_MONKEY_KEYS`, `LANDMARKS_MONKEY_SEED`).
@Suite(.serialized) struct MonkeyTests {
    /// Keys in `make test`; `make soak` sends 20,000.
    static let defaultKeyCount = 300
    static let defaultSeed: UInt64 = 20_250_611

    /// The same seed sends the same keys and resizes again, so a failure can be replayed.
    @Test func randomKeysAndResizesLeaveTheAppAliveAndQStillQuitsCleanly() throws {
        let environment = ProcessInfo.processInfo.environment
        let keyCount = try environment["LANDMARKS_MONKEY_KEYS"].map {
            try #require(Int($0), "LANDMARKS_MONKEY_KEYS must be a whole number, not '\($0)'")
        } ?? Self.defaultKeyCount
        let seed = try environment["LANDMARKS_MONKEY_SEED"].map {
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
            Self.showsTheList($0) && Self.showsHelp($0) && $0.contains { $0.contains("flip the switch row") }
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
                && screen[23].contains("q quit")
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

/// The random input: a weighted mix of tmux key names that never quits, suspends or stops the app.
private enum MonkeyInput {
    // Never sent: q and Q (quit, also as Alt-q), Ctrl-C, Ctrl-\ and Ctrl-Z (signals), Ctrl-S and Ctrl-Q (flow
    // control). A `;` is written `\;`, since tmux reads a bare one as the end of its command.
    static let navigation = [
        "Up", "Down", "Left", "Right", "PageUp", "PageDown", "Home", "End", "j", "k", "g", "G", "h", "l",
    ]
    static let commands = ["Enter", "Escape", "Space", "BSpace", "Tab", "BTab", "f", "F", "?"]
    static let otherCommands = [
        "0", "1", "2", "3", "4", "5", "+", "-", "=", "J", "K", "d", "DC", "c", "s", "/",
    ]
    /// Printable ASCII but `q`, `Q` and `;`, plus `\;`.
    static let printable = (0x21...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        .filter { !["q", "Q", ";"].contains($0) } + ["\\;"]
    static let text = ["é", "ñ", "ü", "ß", "東", "京", "→", "★", "😀"]
    static let functionKeys = (1...12).map { "F\($0)" } + ["IC", "NPage", "PPage"]
    static let controlKeys = [
        "C-a", "C-b", "C-d", "C-e", "C-f", "C-g", "C-h", "C-j", "C-k", "C-l", "C-n", "C-p", "C-t", "C-u", "C-w", "C-x",
    ]
    static let altKeys = ["M-j", "M-k", "M-f", "M-?", "M-[", "M-O", "M-Enter", "M-Escape"]
    /// Beginnings of escape sequences, typed byte by byte, that the keys after them may or may not complete.
    static let fragments: [[String]] = [
        ["Escape", "["], ["Escape", "O"], ["Escape", "[", "1"], ["Escape", "[", "1", "\\;", "5"],
        ["Escape", "[", "A"], ["Escape", "O", "P"], ["Escape", "[", "3", "~"], ["Escape", "[", "9", "9", "~"],
        ["Escape", "[", "2", "0", "0", "~"], ["Escape", "[", "2", "0", "1", "~"],
        ["Escape", "]", "0", "\\;", "x", "C-g"],
    ]

    /// Presses adding up to at least `count` keys; a press is one key or a sequence that belongs together.
    static func batch(_ random: inout SplitMix64, atLeast count: Int) -> [[String]] {
        var presses: [[String]] = []
        var keys = 0
        while keys < count {
            presses.append(next(&random))
            keys += presses.last!.count
        }
        return presses
    }

    /// One press, or one sequence of presses that belong together.
    static func next(_ random: inout SplitMix64) -> [String] {
        switch random.next(below: 100) {
        case 0..<38: [random.element(of: navigation)]
        case 38..<60: [random.element(of: commands)]
        case 60..<70: [random.element(of: otherCommands)]
        case 70..<78: [random.element(of: printable)]
        case 78..<83: [random.element(of: text)]
        case 83..<86: [random.element(of: functionKeys)]
        case 86..<89: [random.element(of: controlKeys)]
        case 89..<92: [random.element(of: altKeys)]
        case 92..<96: random.element(of: fragments)
        default: mouseLikeSequence(&random)
        }
    }

    /// A whole mouse report as a terminal would send it had the app asked for mouse reports: X10 or SGR.
    static func mouseLikeSequence(_ random: inout SplitMix64) -> [String] {
        if random.next(below: 2) == 0 {
            // ESC [ M, then button, column and row, each as 32 plus a number.
            let bytes = printable.filter { $0 != "\\;" }
            return ["Escape", "[", "M", random.element(of: [" ", "!", "\"", "#", "`", "a"]),
                random.element(of: bytes), random.element(of: bytes)]
        }
        func number(_ range: ClosedRange<Int>) -> [String] { String(random.next(in: range)).map(String.init) }
        return ["Escape", "[", "<"] + number(0...66) + ["\\;"] + number(1...300) + ["\\;"] + number(1...100)
            + [random.element(of: ["M", "m"])]
    }

    /// A random terminal size, often one of the tiny ones where the app can only say it is too small.
    static func randomSize(_ random: inout SplitMix64) -> (width: Int, height: Int) {
        let tiny = [(1, 1), (2, 1), (1, 2), (2, 2), (12, 3), (19, 4), (19, 5), (20, 4), (20, 5), (21, 6)]
        switch random.next(below: 10) {
        case 0..<4: return random.element(of: tiny)
        case 4: return (80, 24)
        default: return (random.next(in: 1...200), random.next(in: 1...60))
        }
    }
}

/// SplitMix64: a small seeded generator, so that a seed gives the same keys on every machine and Swift version.
private struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`, from the high half of a full-width product (no modulo bias to speak of).
    mutating func next(below bound: Int) -> Int {
        Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + next(below: range.count)
    }

    mutating func element<T>(of array: [T]) -> T {
        array[next(below: array.count)]
    }
}

/// Columns a captured screen line takes: two for East Asian wide characters and emoji, none for combining marks.
private enum TerminalColumns {
    static func of(_ line: String) -> Int {
        line.unicodeScalars.reduce(0) { total, scalar in
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: return total
            default: break
            }
            let wide = scalar.properties.isEmojiPresentation || wideRanges.contains { $0.contains(scalar.value) }
            return total + (wide ? 2 : 1)
        }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]
}
